import { useMemo } from 'react';
import { loadPage } from '../../runtime/page/parse-page';
import { Site } from '../../runtime/site/Site';
import type { Registry } from '../../runtime/parts/registry-context';
import { useStoryEnvironment, useStoryServices } from './environment';
import '../../runtime/site.css';

/**
 * Renders raw element JSON the way a page does: inside one FREE section (or the given sections),
 * through the page loader (so validation and the error boxes apply) and the registry.
 */
const NO_ELEMENTS: unknown[] = [];

export function StorySite({
  elements = NO_ELEMENTS,
  section = {},
  sections,
  settings = {},
  widgets = NO_ELEMENTS,
  registry,
}: {
  elements?: unknown[];
  section?: Record<string, unknown>;
  /** Whole sections instead of one FREE section (BUNDLE and other blocks). */
  sections?: unknown[];
  settings?: Record<string, unknown>;
  /** The page's widgets (ANCHORS, CART…). */
  widgets?: unknown[];
  /** Another registry than the default (e.g. a type shown as not built yet). */
  registry?: Registry;
}) {
  const environment = useStoryEnvironment();
  const { services, stores } = useStoryServices();
  const loaded = useMemo(
    () =>
      loadPage({
        settings,
        sections: sections ?? [{ id: 'story', type: 'FREE', padding: { desktop: { top: 32, bottom: 32 }, mobile: { top: 24, bottom: 24 } }, ...section, elements }],
        widgets,
      }),
    [elements, section, sections, settings, widgets],
  );
  if (!loaded.ok) return <pre role="alert">{JSON.stringify(loaded.issues, null, 2)}</pre>;
  return <Site page={loaded} mode={environment.mode} viewport={environment.viewport} flags={environment.flags} services={services} stores={stores} {...(registry ? { registry } : {})} />;
}
