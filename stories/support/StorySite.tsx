import { useMemo } from 'react';
import { loadPage } from '../../runtime/core/parse-page';
import { Site } from '../../runtime/core/Site';
import { useStoryEnvironment, useStoryServices } from './environment';
import '../../runtime/site.css';

/**
 * Renders raw element JSON the way a page does: inside one FREE section, through the page
 * loader (so validation and the error boxes apply) and the registry.
 */
export function StorySite({ elements, section = {}, settings = {} }: { elements: unknown[]; section?: Record<string, unknown>; settings?: Record<string, unknown> }) {
  const environment = useStoryEnvironment();
  const { services, stores } = useStoryServices();
  const loaded = useMemo(
    () => loadPage({ settings, sections: [{ id: 'story', type: 'FREE', padding: { desktop: { top: 32, bottom: 32 }, mobile: { top: 24, bottom: 24 } }, ...section, elements }] }),
    [elements, section, settings],
  );
  if (!loaded.ok) return <pre role="alert">{JSON.stringify(loaded.issues, null, 2)}</pre>;
  return <Site page={loaded} mode={environment.mode} viewport={environment.viewport} flags={environment.flags} services={services} stores={stores} />;
}
