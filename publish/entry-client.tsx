/**
 * The script a published page's HTML loads once it has painted: small, and fetched only then.
 * The runtime and the hydration (publish/hydrate-page.tsx) load once the prerendered page shows,
 * with its first photo when it has one (first-paint.ts says why).
 */
import { afterHeroImage, preloadedHeroImage } from './first-paint';

/** The prerendered sections whose code is the standard parts' chunk (runtime/site/registry.ts). */
const STANDARD_SECTIONS = '[data-section-type="FREE"], [data-section-type="BUNDLE"]';

const hydrate = () => {
  // The sections' code beside the runtime's, not after it: the runtime would ask for it only once
  // it has loaded and started hydrating, a second round trip before the first section answers.
  // One module either way; if it fails, hydrate-page.tsx says so (the page stays as prerendered).
  if (document.querySelector(STANDARD_SECTIONS)) import('../runtime/site/standard-parts').catch(() => undefined);
  import('./hydrate-page').catch((error: unknown) => console.error('[runtime] the page’s script failed to load; it shows as prerendered', error));
};

// The page's HTML adds this script once it has painted (firstPaintLoader in first-paint.ts).
afterHeroImage(window, preloadedHeroImage(window), hydrate);
