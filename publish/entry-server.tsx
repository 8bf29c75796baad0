/**
 * The server half of a published page: scripts/publish.mjs builds this for Node and calls
 * `renderPage`. The page is prerendered once per viewport, since the runtime lays out mobile and
 * desktop differently (inline grid styles), and the HTML carries both; CSS shows the one that fits.
 */
import { prerender } from 'react-dom/static';
import { JSDOM } from 'jsdom';
import { checkedPage, createDetachedServices, createSiteStores, firstSectionEndId, fontsFor, installDomPurify, loadPage, MESSAGES, pagePartSources, preloadPageParts, Site, SWIPER_KIT_SOURCE, SWIPER_SLIDER_SELECTOR, VIEWPORTS, type CheckedPage, type LoadedPage, type Viewport } from '../runtime';
import { currencyFor, forgetFormattedPrices, formatPrice, preparedPrices } from '../runtime/platform/format';
import { normaliseProducts } from '../runtime/catalogue/product';
import { productAmounts } from '../runtime/catalogue/variants';
import { noScriptCss } from '../runtime/site/no-script';
import { namedColoursIn } from './page-colours';
import { identifierPrefix, VIEWPORT_CSS, viewportMedia } from './published-page';
import { iconTags } from './icon-tags';
import { shareTags } from './share-tags';

// scripts/publish.mjs writes the first into the page's HTML, cuts the page's fonts with the next five, and
// names the page's data file with the last.
export { firstPaintLoader } from './first-paint';
export { codePointsOf, fontFaceRules, laterCodePoints, leftToOriginals, narrowFontFaces, planFontSubsets, typedCodePoints } from './font-subsets';
export { PAGE_DATA_META } from './page-data';
export { PART_CHUNKS_META } from './part-chunks';
export { namedColoursIn } from './page-colours';

export interface RenderedPage {
  title: string;
  language: string;
  /** What search engines and a shared link's preview read: description, canonical, Open Graph (share-tags.ts). */
  shareTags: string[];
  /** The links to the page's icon in the sizes tabs and home screens take (icon-tags.ts); none without an icon. */
  iconTags: string[];
  /** URLs of the font files to preload. */
  fonts: readonly string[];
  /** The CSS that shows the copy of the viewport that fits. */
  viewportCss: string;
  /**
   * The CSS for a visitor whose page runs no script, for the head's <noscript>: every text and
   * image shown (a BUNDLE's tabs one after the other), no control that needs a script
   * (runtime/site/no-script.ts). Empty when the page has nothing that needs it.
   */
  noScriptCss: string;
  /** The first section's photos of each copy, which that copy shows before its script runs: preloaded for the screens it is for. */
  imagePreloads: { href: string; media: string }[];
  /**
   * The modules of the on-demand parts prerendered here, and Swiper's when the HTML has a slider
   * that starts it (from the project's root): their stylesheets go into the HTML.
   */
  partSources: string[];
  /** Of those, the parts the page hydrates with (`withPage`): their chunks are fetched beside the runtime. */
  hydrationSources: string[];
  /**
   * Per copy, the element whose parsing ends the hold on the first paint in the windows the copy
   * is for (`<link rel="expect" blocking="render">`): the mark after its first section.
   */
  firstPaintHolds: { id: string; media: string }[];
  /** The site's markup per viewport. */
  html: Record<Viewport, string>;
  /**
   * The page as the runtime reads it, checked here against the full schema (defaults filled in,
   * refused values left out), with its owner markup sanitised here: the visitor's script uses both
   * as they are and carries neither the validator nor DOMPurify.
   */
  data: CheckedPage;
}

/**
 * How many of a copy's first-section foreground images its head preloads, after its background's.
 * Ours: the first photos are the page's largest paint; a gallery's further ones load as they come.
 */
export const FIRST_PAINT_IMAGE_PRELOADS = 2;

/**
 * How many prices the page's data carries at most beyond those the prerendered page shows: of its
 * products' other variants and of the products its catalogues show later (a load-more's, another
 * page's). Ours: the shop scenario has 171 distinct prices; past this the browser formats the rest itself.
 */
export const MORE_PRICES_MAX = 500;

/** The page's JSON is not a page this runtime can show: what is wrong, by where in the page. */
export class PageUnreadable extends Error {
  constructor(issues: string) {
    super(`the page cannot be read: ${issues}`);
    this.name = 'PageUnreadable';
  }
}

/**
 * `laterProducts`: the products the page's catalogues may show later (a JSON list of product
 * answers, as the publishing server knows them); their prices come formatted in the page's data
 * with those of the prerendered page (runtime/platform/format.ts says why).
 */
export async function renderPage(pageText: string, laterProducts = '[]'): Promise<RenderedPage> {
  // Owner markup is sanitised as in a browser (a DOM from jsdom), so the prerendered page shows it
  // as markup, and the visitor's hydration meets the very HTML it was given.
  installDomPurify(new JSDOM('').window);
  const page = loadPage(pageText);
  if (!page.ok) throw new PageUnreadable(page.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
  // Every part's code first, a closed modal's form and its fields' included (prerendering waits only
  // for what it renders): the site starts these loads as it renders, and none is left running when
  // the page is done.
  await preloadPageParts(page);
  // The prices this render formats are the ones the page's data carries (below): none of a page
  // rendered before it in this process. Renders in one process take turns: this is not for two at once.
  forgetFormattedPrices();
  const html: Partial<Record<Viewport, string>> = {};
  const imagePreloads: RenderedPage['imagePreloads'] = [];
  const firstPaintHolds: RenderedPage['firstPaintHolds'] = [];
  let hasSwiperSlider = false;
  const copies: Document[] = [];
  for (const viewport of VIEWPORTS) {
    // Fresh services and stores per render: nothing of one copy leaks into the other.
    const services = createDetachedServices();
    const { prelude } = await prerender(<Site page={page} mode="run" viewport={viewport} services={services} stores={createSiteStores(services.storage, services.clock, services.sessionStorage)} />, {
      identifierPrefix: identifierPrefix(viewport),
      // Each section's content inline, in place: by default React moves a large boundary's HTML to
      // the end of the document, hidden, for an inline script to move back, so without JavaScript
      // those sections never showed.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    html[viewport] = await new Response(prelude).text();
    const { document } = new JSDOM(html[viewport]).window;
    hasSwiperSlider ||= document.querySelector(SWIPER_SLIDER_SELECTOR) !== null;
    copies.push(document);
    // The first section's photos as this copy shows them before its script (first-paint.tsx): its
    // background's, then its foreground images' (a lazy <img>: the page's head has them fetched).
    const prerendered = [
      document.querySelector('.rt-bg__image[data-prerendered]')?.getAttribute('data-url'),
      ...[...document.querySelectorAll('img[data-prerendered]')].slice(0, FIRST_PAINT_IMAGE_PRELOADS).map((image) => image.getAttribute('src')),
    ];
    for (const href of prerendered) if (href) imagePreloads.push({ href, media: viewportMedia(viewport) });
    // A page whose sections are all hidden on this viewport has no mark: nothing to hold for.
    if (document.getElementById(firstSectionEndId(viewport))) firstPaintHolds.push({ id: firstSectionEndId(viewport), media: viewportMedia(viewport) });
  }
  const { language } = page.settings;
  const currency = currencyFor(page.settings.country, page.settings.currency);
  // The prerendered copies formatted the prices they show; every variant's of the products shown
  // (a variant change) and of the later products are formatted here.
  const later = parsedList(laterProducts);
  for (const amount of cardAmounts([...embeddedProducts(page), ...later])) formatPrice(amount, language, currency);
  return {
    title: page.settings.title,
    language: page.settings.language,
    shareTags: shareTags(page),
    iconTags: iconTags(page),
    fonts: fontsFor(page.settings.language),
    // One link for a file both copies show: it is fetched for any window.
    // (One copy may show a file twice: the copies that show it are counted, not its places.)
    imagePreloads: [...new Set(imagePreloads.map(({ href }) => href))].map((href) => {
      const medias = new Set(imagePreloads.filter((preload) => preload.href === href).map((preload) => preload.media));
      return { href, media: medias.size === VIEWPORTS.length ? 'all' : [...medias][0]! };
    }),
    viewportCss: VIEWPORT_CSS,
    noScriptCss: noScriptCss(copies, page),
    firstPaintHolds,
    partSources: [...pagePartSources(page), ...(hasSwiperSlider ? [SWIPER_KIT_SOURCE] : [])],
    hydrationSources: pagePartSources(page, undefined, true),
    html: { mobile: html.mobile ?? '', desktop: html.desktop ?? '' },
    // The texts of the page's language only: the visitor's script carries none (runtime/platform/messages.ts).
    // And the named colours of the page and of its products (embedded or later): its script knows no others.
    data: { ...checkedPage(page), messages: { [language]: MESSAGES[language] }, prices: preparedPrices(language, currency), colours: namedColoursIn([page, later]) },
  };
}

/** The distinct amounts these products' cards may show, up to MORE_PRICES_MAX. */
function cardAmounts(answers: readonly unknown[]): number[] {
  return [...new Set(normaliseProducts(answers).products.flatMap(productAmounts))].slice(0, MORE_PRICES_MAX);
}

/** The product answers the page's catalogues carry (their first pages). */
function embeddedProducts(page: LoadedPage): unknown[] {
  return page.sections.flatMap((part) => (part.ok && part.value.type === 'PRODUCTS' ? part.value.categories.flatMap((category) => category.products) : []));
}

function parsedList(text: string): unknown[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value : [];
}
