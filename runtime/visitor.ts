/**
 * What a published page's own script needs: render an already checked page. Unlike index.ts it
 * neither loads nor validates page JSON, nor sanitises the page's markup: both were done when the
 * page was published (page/checked-page.ts), so the validator and DOMPurify stay out of the
 * visitor's first script. Parts that show server text (cards, forms) bring DOMPurify when they load.
 */
import './site.css';

export { pageHydrationPreloads, preloadPageParts, Site, type SiteProps } from './site/Site';
export { readCheckedPage, type CheckedPage } from './page/checked-page';
export { installPreparedOwnerHtml } from './safety/text';
export { installMessages } from './platform/i18n';
export { installPreparedPrices } from './platform/formatted-prices';
export type { LoadedPage } from './page/parse-page';
export { createBrowserServices, type RuntimeServices } from './core/services';
export { createSiteStores } from './site/site-stores';
export type { SiteStores } from './core/site-stores';
export { MOBILE_QUERY, viewportMedia, type Viewport } from './core/policies';
export { preloadPageFonts } from './font-preload';
export { followSlowNetwork } from './platform/connection';
