/**
 * What a published page shows where its scripts do not run (turned off, blocked, or failed to
 * load: publish/first-paint.ts then shows the <noscript> content): all its text and images, and no
 * control that does nothing when pressed. The server's HTML is the page as it hydrates, with every
 * control drawn; these rules, for a <noscript> in the head of the published page
 * (publish/entry-server.tsx, noScriptCss), hide the controls only a script answers (a catalogue's
 * "Show more" and page bar, a card's cart button, a slider's arrows and dots, a video's play
 * button, a lightbox's button over its photo, a button01 that is not a link, a link to a page
 * modal or to the cart) and leave inert, drawn as text, what a visitor reads there (a card's
 * options: their names stay, none can be picked, and the price shown is the chosen one's). A
 * tabbed list shows its panels (widgets/tabs/no-script.ts), a slider its slides as a strip to
 * scroll, and the page modals' content follows the sections, each modal a block of the page
 * (site/PageModals.tsx). A button01 to a page modal (its modal action, or a link to `#<modal id>`)
 * has a link to that block in its copy in a <noscript> beside it (elements/button01/Button01.tsx),
 * which shows in its place.
 *
 * Only a <noscript> may hold a style that applies where scripts do not run: a `scripting` media
 * query does not apply where an extension blocks the scripts. The rules outweigh the parts' own
 * (which come after them in the head) by their selectors, not by their order.
 */
import { CART_HASH } from '../page/section-targets';
import { DEFAULT_CONTENT_WIDTH_PX } from '../page/schema/constants';
import type { LoadedPage } from '../page/parse-page';
import { pageModalIds } from './PageModals';
import { NO_SCRIPT_PANELS_ATTRIBUTE, TABS_NO_SCRIPT_CSS } from '../widgets/tabs/no-script';

/** A set of rules and the part whose markup asks for them: written only for a page whose HTML has it. */
interface NoScriptRules {
  /** A selector that finds the part in the server's HTML. */
  part: string;
  css: string;
}

/** The share of a slide's width that shows of the next one at the end of a slider's view without scripts. */
const NEXT_SLIDE_SLICE = 0.15;

/** Hidden: a control only a script answers, with nothing to read in it that the page does not show elsewhere. */
const hidden = (selector: string) => `${selector} { display: none; }`;

const RULES: readonly NoScriptRules[] = [
  { part: `[${NO_SCRIPT_PANELS_ATTRIBUTE}]`, css: TABS_NO_SCRIPT_CSS },
  // A catalogue's load-more and page bar fetch from the shop's API.
  { part: '.rt-catalogue__more', css: hidden('.rt-site .rt-catalogue__more') },
  { part: '.rt-pagination', css: hidden('.rt-site .rt-pagination') },
  {
    part: '.rt-card',
    css: [
      // "Add to cart", "Choose options" (a link to the product's page stays), and with it its row:
      // the row's room and its in-cart note (which only a script fills) left a blank band above "More details".
      hidden('.rt-site .rt-card__button-row:not(:has(a.rt-card__button))'),
      // The card's name and photo put it in the cart when scripts run: drawn as they are, not as something to press.
      '.rt-site .rt-card .rt-card__surface--action { cursor: auto; }',
      '.rt-site .rt-card__name .rt-card__surface--action:hover { color: inherit; }',
      // Its options are what the visitor reads of the product: each name shows, none can be picked
      // (a radio that moved showed "500 g" chosen at 250 g's price), and the chosen one is marked.
      '.rt-site .rt-card :is(.rt-option__block, .rt-option__radio) { pointer-events: none; cursor: auto; }',
      '.rt-site .rt-card .rt-option__radio input { display: none; }',
      '.rt-site .rt-card .rt-option__radio:has(input:checked) { font-weight: 600; color: var(--rt-accent); }',
      // A dropdown's options as a list of names in place of its button (the chosen one marked by dropdown.css).
      hidden('.rt-site .rt-card .rt-option--list .rt-dropdown__button'),
      '.rt-site .rt-card .rt-option--list .rt-dropdown__list[hidden] { display: flex; flex-wrap: wrap; gap: 6px; position: static; max-height: none; overflow: visible; padding: 0; border: 0; box-shadow: none; background: none; color: inherit; }',
      '.rt-site .rt-card .rt-option--list .rt-dropdown__option { cursor: auto; padding: 6px 12px; font-size: 14px; border: 1.5px solid color-mix(in srgb, currentColor 18%, transparent); border-radius: 8px; }',
    ].join('\n'),
  },
  {
    part: '.rt-slider',
    css: [
      // A slider's arrows and dots (a card's too): Swiper moves the slides.
      hidden('.rt-site .rt-slider .rt-slider__arrow'),
      hidden('.rt-site .rt-slider .rt-slider__pagination-before'),
      // Its slides past the first view (written in <noscript>s in the track, widgets/slider/Slider.tsx)
      // in line with the others, a strip the visitor scrolls, a touch's swipe too.
      '.rt-site .rt-slider .rt-slider__track > noscript { display: contents; }',
      ".rt-site .rt-slider[data-direction='horizontal'] .rt-slider__viewport { overflow-x: auto; scroll-snap-type: x mandatory; overscroll-behavior-x: contain; touch-action: auto; }",
      ".rt-site .rt-slider[data-direction='vertical'] .rt-slider__viewport { overflow-y: auto; scroll-snap-type: y mandatory; overscroll-behavior-y: contain; touch-action: auto; }",
      '.rt-site .rt-slider .rt-slider__slide { scroll-snap-align: start; }',
      // Slides narrowed so that a slice of the next one shows at the view's end: the hint that the
      // strip scrolls (a phone draws no scrollbar until it does). Only where there are more slides
      // than the view holds: those sliders have controls (hidden above).
      `.rt-site .rt-slider[data-direction='horizontal']:has(.rt-slider__arrow, .rt-slider__dot) .rt-slider__slide { width: calc((100% - var(--rt-slider-gap) * var(--rt-slider-per-view)) / (var(--rt-slider-per-view) + ${NEXT_SLIDE_SLICE})); }`,
    ].join('\n'),
  },
  // The poster stays; its player loads with its script.
  { part: '.rt-video__play', css: hidden('.rt-site .rt-video .rt-video__play') },
  // The photo stays; the button over it, which opens it large, goes (and with it the zoom-in cursor).
  { part: '.rt-lightbox-trigger__button', css: hidden('.rt-site .rt-lightbox-trigger .rt-lightbox-trigger__button') },
  // A button01 that is not a link: a modal's, the cart's, a product's.
  { part: "[data-element-type='button01'] button.rt-button", css: hidden(".rt-site [data-element-type='button01'] button.rt-button") },
  // The link that stands in for a button01 to a page modal, in a <noscript> of its row: laid out in
  // the row as the button it stands in for (a wide one as wide as the row).
  { part: '.rt-button-row > noscript', css: '.rt-site .rt-button-row > noscript { display: contents; }' },
  // A date field's calendar opens with its script; the date is typed.
  { part: '.rt-date__open', css: hidden('.rt-site .rt-date__open') },
  {
    part: '.rt-page-modal-block',
    css: [
      // A page modal's content, written after the page's sections (site/PageModals.tsx): a block of
      // the page in the sections' column (site.css, .rt-free), set off from what comes before it by
      // a hairline; its title as its dialog's, and its elements at the modal's width on its
      // dialog's grid (parts/modal/modal.css, which comes with the dialog's code: not here).
      `.rt-site .rt-page-modal-block { width: min(${DEFAULT_CONTENT_WIDTH_PX}px, calc(100% - 48px)); margin: 0 auto; padding: 48px 0; border-top: 1px solid color-mix(in srgb, currentColor 15%, transparent); }`,
      ".rt-site[data-viewport='mobile'] .rt-page-modal-block { width: calc(100% - 40px); padding: 32px 0; }",
      '.rt-site .rt-page-modal-block > * { max-width: var(--rt-modal-width); }',
      '.rt-site .rt-page-modal-block__title { margin: 0 0 16px; font-family: var(--rt-heading-font); font-size: 1.6rem; line-height: 1.2; }',
      '.rt-site .rt-page-modal-block .rt-page-modal__elements { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); gap: 16px; }',
      // The basic kind in one column, whatever the cells' own places (inline).
      ".rt-site .rt-page-modal-block[data-kind='basic'] .rt-page-modal__elements > * { grid-column: 1 / -1 !important; }",
    ].join('\n'),
  },
];

/**
 * The hashes only the page's script answers: a link to one puts it in the address and does
 * nothing else without it. Each page modal's id (a link to it opens the modal, whatever else has
 * that id: site/PageModals.tsx) and the cart's.
 */
function scriptHashes(page: LoadedPage): string[] {
  return [...pageModalIds(page), CART_HASH];
}

/** A CSS string holding `text`: quotes and backslashes escaped, and no `<` that could end the style element. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"<\n]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * The links to those hashes (as written, or percent-encoded): a button01's goes (one to a page
 * modal the page shows without scripts has a link to the modal's block beside it, which stays); a
 * link in the owner's text stays as its text, not drawn or pressed as a link.
 */
function hashLinkRules(hashes: readonly string[]): string {
  const links = [...new Set(hashes.flatMap((hash) => [`#${hash}`, `#${encodeURIComponent(hash)}`]))].map((href) => `a[href=${cssString(href)}]`);
  if (links.length === 0) return '';
  const any = `:is(${links.join(', ')})`;
  return [hidden(`.rt-site a.rt-button${any}`), `.rt-site ${any}:not(.rt-button) { pointer-events: none; color: inherit; text-decoration: none; cursor: auto; }`].join('\n');
}

/**
 * The CSS for the head's <noscript> of a published page whose copies (one per viewport, the
 * server's HTML parsed) are `copies`: the rules of the parts they hold. Empty when they hold none.
 */
export function noScriptCss(copies: readonly ParentNode[], page: LoadedPage): string {
  const has = (selector: string) => copies.some((copy) => copy.querySelector(selector) !== null);
  const linked = scriptHashes(page).filter((hash) => has(`a[href=${cssString(`#${hash}`)}], a[href=${cssString(`#${encodeURIComponent(hash)}`)}]`));
  return [...RULES.filter((rules) => has(rules.part)).map((rules) => rules.css), hashLinkRules(linked)].filter(Boolean).join('\n');
}
