/**
 * The script a published page's HTML loads once it has painted: small, and fetched only then.
 * The runtime and the hydration (publish/hydrate-page.tsx) load once the prerendered page shows,
 * with its first photo when it has one (first-paint.ts says why).
 */
import { afterHeroImage, preloadedHeroImage, SCRIPTS_FAILED_ATTRIBUTE, showAsWithoutScripts } from './first-paint';
import { followFocusLostToHiding } from './focus-lost-to-hiding';
import { fetchPageData } from './page-data';
import { preloadPartChunks } from './part-chunks';

/** The prerendered sections whose code is the standard parts' chunk (runtime/site/registry.ts). */
const STANDARD_SECTIONS = '[data-section-type="FREE"], [data-section-type="BUNDLE"]';

// From the start: a window turned across the breakpoint before the page hydrates hides the field a
// visitor was in, and hydration gives its focus back (focus-lost-to-hiding.ts).
const focusLost = followFocusLostToHiding(document);

const hydrate = () => {
  // The page's data beside the runtime's code (publish/page-data.ts says why it is a file of its
  // own). A failure is the hydration's to report; marked handled here in case that code never comes.
  const pageText = fetchPageData(document, window.fetch.bind(window));
  pageText.catch(() => undefined);
  // A page that cannot hydrate shows as without scripts: every text and image, no control that needs them.
  import('./hydrate-page')
    .then((module) => module.hydratePublishedPage(pageText, focusLost.element))
    .catch((error: unknown) => {
      console.error('[runtime] the page’s script failed to load or hydrate; it shows as without scripts', error);
      return false;
    })
    .then((hydrated) => {
      focusLost.stop();
      if (!hydrated) showAsWithoutScripts(document, SCRIPTS_FAILED_ATTRIBUTE);
    });
  // The sections' code beside the runtime's, not after it: the runtime would ask for it only once
  // it has loaded and started hydrating, a second round trip before the first section answers.
  // One module either way; if it fails, hydrate-page.tsx says so (the page stays as prerendered).
  // In a task of its own: Vite's loader adds a preload link for each chunk an import needs, a few
  // milliseconds apiece on a slow phone, and both imports in one task made it the longest task
  // after the first paint (80–100 ms in Lighthouse's trace of the landing page).
  if (document.querySelector(STANDARD_SECTIONS)) setTimeout(() => import('../runtime/site/standard-parts').catch(() => undefined));
  // The chunks of the other parts the page hydrates with (a bundle's, a rotator's, a slider's, a
  // video player's), fetched beside the runtime too (part-chunks.ts says why by links), in a task of their own.
  setTimeout(() => preloadPartChunks(document));
};

// The page's HTML adds this script once it has painted (firstPaintLoader in first-paint.ts).
afterHeroImage(window, preloadedHeroImage(window), hydrate);
