/** The full runtime (harness, admin, stories, bench): load any page JSON, check it, and render it. */
import './site.css';
import { installDomPurify } from './safety/purify';
import { installMessages } from './platform/i18n';
import { MESSAGES } from './platform/messages';

// The full runtime shows any owner markup, so DOMPurify is its sanitizer (safety/text.ts).
installDomPurify();
// And it speaks every language a page may have.
installMessages(MESSAGES);

export { firstSectionEndId, pagePartSources, preloadPageParts, Site, type SiteProps } from './site/Site';
export { SWIPER_KIT_SOURCE, SWIPER_SLIDER_SELECTOR } from './widgets/slider/load-swiper';
export { loadPage, type LoadedPage, type PageIssue, type PageLoadResult } from './page/parse-page';
export { PageSchema, type Page } from './page/page-schema';
export { checkedPage, type CheckedPage } from './page/checked-page';
export { installDomPurify } from './safety/purify';
export { MESSAGES } from './platform/messages';
export type { Language } from './platform/i18n';
export { createBrowserServices, createDetachedServices, type RuntimeServices } from './core/services';
export { createSiteStores, releaseSite } from './site/site-stores';
export type { SiteStores } from './core/site-stores';
export { POLICIES, MODES, VIEWPORTS, MOBILE_MAX_WIDTH, FLAG_NAMES, type Mode, type Viewport, type RuntimeFlags, type ResolvedContext } from './core/policies';
export { describePolicies } from './core/policy-descriptions';
export { fontsFor, preloadPageFonts } from './font-preload';
