/**
 * The height a catalogue card off the screen holds until it is drawn (catalogue.css: a card is laid
 * out only as it comes near the screen, `content-visibility: auto`), reckoned from what the card is
 * made of, so that it is right before any script runs: in the server's HTML, in either viewport's
 * copy, for every card design. A fixed guess of 560 px made the published shop 838 px taller at
 * 1280 px, and 1,138 px shorter at 375, than once every card was drawn, so what lay below the
 * catalogues moved as a visitor scrolled there before the script, and again as the script set the
 * grid's first card's height for all (rows differ by their options: 675–840 px on a phone).
 *
 * The card's design gives each element's size and spacing, and the product gives which elements it
 * has, its options and its texts; the only unknown is the card's width, which CSS knows: the result
 * is a `calc()` over the width of the card's grid cell (the grid's width, `cqw`, the grid being a
 * container: catalogue.css, shared by its columns, the section's `--rt-catalogue-columns`), so the photo, the columns of a two-part card and the lines a text wraps to follow
 * the window. The figures below are catalogue.css's and site.css's, which draw the card: a change
 * there is a change here (tests/e2e/published-before-hydration.spec.ts compares both at 375 and
 * 1280 px). What is reckoned, not known: how many lines a name or a description wraps to, from its
 * length at an average glyph width (TEXT_EM_PER_CHARACTER), and a row of option blocks is taken as one.
 */
import type { CardElementName, CardStyle } from '../page/page-schema';
import { CARD_ELEMENT_PADDING_TOP_PX } from '../page/schema/constants';
import { VISUAL_TOKENS } from '../page/visual-tokens';
import type { ProductOption, Product, Variant } from './product';
import type { Viewport } from '../core/policies';

/** The custom property catalogue.css reads for a card's held height, set on the card. */
export const CARD_HELD_HEIGHT_PROPERTY = '--rt-card-held';

/** The site's line height (site.css `.rt-site`), which a card's texts inherit unless said below. */
const SITE_LINE_HEIGHT = 1.55;
/** The gap between a catalogue grid's columns (catalogue.css `.rt-catalogue__grid`, a phone's own). */
const COLUMN_GAP_PX: Record<Viewport, number> = { desktop: 24, mobile: 12 };

/**
 * The width of a card's grid cell, from the grid's (the container: catalogue.css) and its columns.
 * One container a grid, not one a cell: 21 cells each a container cost the published shop's first
 * layout on a phone 60–70 ms more at 4× CPU (traced, medians of 5: 161 ms against 88 without; 102
 * with the grid alone).
 */
function cellWidth(viewport: Viewport): string {
  return `((100cqw - (var(--rt-catalogue-columns) - 1) * ${COLUMN_GAP_PX[viewport]}px) / var(--rt-catalogue-columns))`;
}

/** A card's border, each side (catalogue.css `.rt-card`). */
const CARD_BORDER_PX = 1;
/** A card's side padding on a phone, whatever the owner's (catalogue.css: two cards a row fit). */
const MOBILE_PAD_SIDE_PX = 12;
/** The gap between a two-part card's photo and its details (catalogue.css `.rt-card--double`). */
const DOUBLE_GAP_PX = 20;
/** The name's line height and its sizes when the owner gives none (catalogue.css `.rt-card__name`). */
const NAME_LINE_HEIGHT = 1.25;
const NAME_SIZE_PX: Record<Viewport, number> = { desktop: 20, mobile: 17 };
/** The other texts' sizes when the owner gives none (catalogue.css). */
const ARTICLE_SIZE_PX = 12;
const DESCRIPTION_SIZE_PX = 14.5;
const DESCRIPTION_LINE_HEIGHT = 1.5;
/** Lines of a description before it is cut, when the owner says none (card-elements.tsx). */
const DESCRIPTION_LINES = 3;
const AVAILABLE_SIZE_PX = 13;
const MORE_DETAILS_SIZE_PX = 14;
/** The price's line: its amount's size, whatever the element's (catalogue.css `.rt-card__price-now`). */
const PRICE_NOW_SIZE_PX = 21;
/** The divider's rule (catalogue.css `.rt-card__divider`). */
const DIVIDER_PX = 1;
/** The button: its line height, its icon's size and its paddings (site.css `.rt-button`, Button01). */
const BUTTON_LINE_HEIGHT = 1.2;
const BUTTON_SIZE_PX = 16;
const BUTTON_PAD_PX = { normal: 12, high: 18 } as const;
/** The gap between the button and the line under it, kept for the cart's count (catalogue.css `.rt-card__button-row`, `.rt-card__in-cart`). */
const BUTTON_ROW_GAP_PX = 6;
const IN_CART_LINE_PX = 13 * 1.4;
/** Options (catalogue.css "Options"): between options, a label and its space, a radio's line and gap. */
const OPTIONS_GAP_PX = 10;
const OPTION_LABEL_PX = 12 * SITE_LINE_HEIGHT + 6;
const RADIO_LINE_PX = 14 * SITE_LINE_HEIGHT;
const RADIO_GAP_PX = 4;
/** A block: its text's line, paddings and borders; drawn at one device pixel a border on a 1× screen (1.5 px asked, snapped). */
const BLOCK_PX = 14 * SITE_LINE_HEIGHT + 2 * 6 + 2 * 1;
const SWATCH_PX = 34;
const BLOCK_GAP_PX = 6;
/** A dropdown's button (dropdown.css `.rt-dropdown__button`). */
const DROPDOWN_PX = 48;
/**
 * The average advance of a character of a card's text, in ems, by which the lines a name or a
 * description wraps to are reckoned. Measured on the shop scenario's names (Playfair Display) and
 * descriptions (Inter): 0.47–0.54.
 */
export const TEXT_EM_PER_CHARACTER = 0.5;

/** What of the card decides its height: its design, its layout, and the product with the variant it shows. */
export interface HeldCard {
  style: CardStyle;
  /** A two-part card: photo beside the details (desktop only), in these column proportions. */
  double: { proportions: readonly [number, number] } | null;
  viewport: Viewport;
  product: Product;
  variant: Variant | null;
}

/**
 * The card's content height as a CSS length (`contain-intrinsic-size` holds a content box), over
 * the width of its grid cell (`cellWidth`).
 */
export function cardHeldHeight({ style, double, viewport, product, variant }: HeldCard): string {
  const padTop = style.padding.top ?? VISUAL_TOKENS.card.padTopPx;
  const padBottom = style.padding.bottom ?? VISUAL_TOKENS.card.padBottomPx;
  const padSide = viewport === 'mobile' ? MOBILE_PAD_SIDE_PX : (style.padding.side ?? VISUAL_TOKENS.card.padSidePx);
  const cell = cellWidth(viewport);
  const contentWidth = `(${cell} - ${2 * (CARD_BORDER_PX + padSide)}px)`;
  const elements = style.elements_list.filter((name, index, list) => list.indexOf(name) === index);
  const proportion = style.media.proportion;
  if (double && elements.includes('media')) {
    const [photoShare, detailsShare] = double.proportions;
    const column = (share: number) => `(${contentWidth} - ${DOUBLE_GAP_PX}px) * ${share / (photoShare + detailsShare)}`;
    const details = sum(elements.filter((name) => name !== 'media').map((name) => elementHeight(name, { style, viewport, product, variant }, column(detailsShare))));
    // The photo's column reaches the card's edges (its margins): its proportion sets the least height.
    const photo = `(${column(photoShare)} + ${padSide}px) * ${proportion} - ${padTop + padBottom}px`;
    return wholePixels(`max(${photo}, ${details})`);
  }
  // A single card's photo reaches over its side paddings and its top one (negative margins).
  const parts = elements.map((name) => (name === 'media' ? `(${cell} - ${2 * CARD_BORDER_PX}px) * ${proportion} - ${padTop}px` : elementHeight(name, { style, viewport, product, variant }, contentWidth)));
  return wholePixels(sum(parts));
}

/**
 * A held height in whole pixels: reckoned heights (lines of 21.7 px) left the page's height at half
 * a pixel, and the document's scroll height, rounded up, showed a pixel's band under its last section.
 */
function wholePixels(length: string): string {
  return `round(nearest, ${length}, 1px)`;
}

/** One element's height with the space above it, in a line `lineWidth` wide (a CSS length); '0px' for an element the card leaves out. */
function elementHeight(name: Exclude<CardElementName, 'media'>, card: Omit<HeldCard, 'double'>, lineWidth: string): string {
  const { style, viewport, product, variant } = card;
  const own = style.elements_styles[name];
  const above = own?.paddingTop ?? CARD_ELEMENT_PADDING_TOP_PX;
  const size = own?.size;
  const text = (height: string) => `(${px(above)} + ${height})`;
  switch (name) {
    case 'name': {
      const textPx = size ?? NAME_SIZE_PX[viewport];
      return text(`${lines(product.title, textPx, lineWidth)} * ${px(textPx * NAME_LINE_HEIGHT)}`);
    }
    case 'article':
      return (variant?.article || product.article) ? text(px((size ?? ARTICLE_SIZE_PX) * SITE_LINE_HEIGHT)) : '0px';
    case 'description': {
      if (!product.description) return '0px';
      const textPx = size ?? DESCRIPTION_SIZE_PX;
      const cut = style.elements_styles.description?.lines ?? DESCRIPTION_LINES;
      return text(`${lines(plainText(product.description), textPx, lineWidth, cut)} * ${px(textPx * DESCRIPTION_LINE_HEIGHT)}`);
    }
    case 'options':
      return product.options.length > 0 ? text(px(optionsHeight(product.options))) : '0px';
    case 'divider':
      return px(above + DIVIDER_PX);
    case 'available':
      return text(px((size ?? AVAILABLE_SIZE_PX) * SITE_LINE_HEIGHT));
    case 'price':
      return text(px(PRICE_NOW_SIZE_PX * SITE_LINE_HEIGHT));
    case 'button': {
      const button = style.button;
      const label = (button?.text?.size ?? BUTTON_SIZE_PX) * BUTTON_LINE_HEIGHT;
      const content = Math.max(label, button?.icon ? VISUAL_TOKENS.icon.control : 0);
      return text(px(content + 2 * BUTTON_PAD_PX[button?.high ? 'high' : 'normal'] + BUTTON_ROW_GAP_PX + IN_CART_LINE_PX));
    }
    case 'more_details':
      return product.link ? text(px((size ?? MORE_DETAILS_SIZE_PX) * SITE_LINE_HEIGHT)) : '0px';
  }
}

function optionsHeight(options: readonly ProductOption[]): number {
  const each = options.map((option) => {
    const count = option.values.length;
    switch (option.widget) {
      case 'vertical_list':
        return DROPDOWN_PX;
      case 'radio':
        return count * RADIO_LINE_PX + Math.max(0, count - 1) * RADIO_GAP_PX;
      case 'vertical_block':
        return count * BLOCK_PX + Math.max(0, count - 1) * BLOCK_GAP_PX;
      case 'horizon_block':
        return option.values.every((value) => value.data.type === 'color') ? SWATCH_PX : BLOCK_PX;
    }
  });
  return each.reduce((total, height) => total + OPTION_LABEL_PX + height, 0) + (options.length - 1) * OPTIONS_GAP_PX;
}

/**
 * The lines a text wraps to in a line `lineWidth` wide (a CSS length), at most `most`: its length at
 * the average advance over the width, rounded up (a length over a length is a number through
 * tan(atan2()); a hair under a whole number stays that number).
 */
function lines(text: string, sizePx: number, lineWidth: string, most = Number.POSITIVE_INFINITY): string {
  const length = Math.round(text.trim().length * TEXT_EM_PER_CHARACTER * sizePx);
  if (length === 0) return '1';
  const wrapped = `max(1, round(up, tan(atan2(${length}px, ${lineWidth})) - 0.01, 1))`;
  return Number.isFinite(most) ? `min(${most}, ${wrapped})` : wrapped;
}

/** A description's text without its markup (it may hold some: card-elements.tsx). */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

/** A figure in px as the HTML carries it: to a hundredth (no float noise such as 180.29999999999998px). */
function px(value: number): string {
  return `${Math.round(value * 100) / 100}px`;
}

function sum(parts: readonly string[]): string {
  return `calc(${parts.filter((part) => part !== '0px').join(' + ') || '0px'})`;
}
