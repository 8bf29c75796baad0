/** The published runtime: load a page JSON and render it. */
import './site.css';

export { Site, type SiteProps } from './core/Site';
export { loadPage, type LoadedPage, type PageIssue, type PageLoadResult } from './core/parse-page';
export { PageSchema, type Page } from './core/page-schema';
export { createBrowserServices, createDetachedServices, type RuntimeServices } from './core/services';
export { createSiteStores, type SiteStores } from './core/site-stores';
export { POLICIES, MODES, VIEWPORTS, FLAG_NAMES, type Mode, type Viewport, type RuntimeFlags } from './core/policies';
export { preloadPageFonts } from './font-preload';
