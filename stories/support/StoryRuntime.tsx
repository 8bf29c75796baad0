import type { ReactNode } from 'react';
import { RuntimeProvider, useRuntime } from '../../runtime/core/runtime-context';
import { createBrowserServices, type RuntimeServices } from '../../runtime/core/services';
import type { SiteStores } from '../../runtime/core/site-stores';
import type { Language } from '../../runtime/platform/i18n';
import { createSiteStores } from '../../runtime/site/site-stores';
import { useStoryEnvironment, useStorySite } from './environment';
import '../../runtime/site.css';

/**
 * Renders a runtime component without page JSON: the story environment's mode, viewport and
 * flags, browser services with `services` overrides (a fake script loader, a recording log…),
 * and a `.rt-site` box carrying data-mode and data-viewport as a site's root does, its content in
 * a `<main>` as a site's sections are.
 * `services` and `stores` are read once, when the story mounts; `language` is the page's (English by default).
 * The stores given are the story's own, made for it: they are let go with it (`useStorySite`).
 */
export function StoryRuntime({ services, stores, language, children }: { services?: Partial<RuntimeServices>; stores?: SiteStores; language?: Language; children: ReactNode }) {
  const environment = useStoryEnvironment();
  const setup = useStorySite((siteKey) => ({ services: createBrowserServices(window, siteKey, services), stores: stores ?? createSiteStores() }));
  return (
    <RuntimeProvider mode={environment.mode} viewport={environment.viewport} flags={environment.flags} language={language} services={setup.services} stores={setup.stores}>
      <SiteBox>{children}</SiteBox>
    </RuntimeProvider>
  );
}

function SiteBox({ children }: { children: ReactNode }) {
  const { mode, viewport } = useRuntime();
  return (
    <div className="rt-site" data-mode={mode} data-viewport={viewport}>
      {/* A part renders inside the page's main landmark, as the site's sections do. */}
      <main>{children}</main>
    </div>
  );
}
