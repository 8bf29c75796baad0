import { describe, expect, it } from 'vitest';
import type { CardStyle } from '../page/page-schema';
import { oneProductShopPage } from './one-product-shop.test-support';
import { normaliseProducts } from './product';
import { cardHeldHeight, TEXT_EM_PER_CHARACTER } from './card-held-height';

/** The card style of a one-product shop whose cards show `elements`, its defaults filled in by the page's schema. */
function styleShowing(elements: readonly string[]): CardStyle {
  const section = oneProductShopPage({}, elements).sections[0]!;
  if (!section.ok || section.value.type !== 'PRODUCTS') throw new Error('no catalogue');
  return section.value.settings.style_card;
}

const PRODUCT = normaliseProducts([
  {
    id: 'p1',
    title: 'Harbor Mug',
    link: '/shop/harbor-mug/',
    description: '<p>A mug.</p>',
    images: [{ id: 'mug', ext: 'jpg', width: 800, height: 800 }],
    options: [{ id: 'size', name: 'Size', widget: 'radio', values: [{ id: 's', name: 'S' }, { id: 'l', name: 'L' }] }],
    article: '',
    variants: [{ id: 'v1', price: 10, optionValueIds: ['s'] }, { id: 'v2', price: 12, optionValueIds: ['l'] }],
  },
]).products[0]!;

/**
 * The held height's calc() worked out for a grid `gridPx` wide of `columns` columns (a cell `gridPx`
 * wide by default), as a browser does (px dropped, cqw a hundredth of the grid, the columns' variable read).
 */
function evaluated(expression: string, gridPx: number, columns = 1): number {
  const script = expression
    .replace(/var\(--rt-catalogue-columns\)/g, String(columns))
    .replace(/(\d+(?:\.\d+)?)cqw/g, (_, value: string) => `(${Number(value) * gridPx} / 100)`)
    .replace(/(\d+(?:\.\d+)?)px/g, '$1');
  // CSS's functions, as JavaScript's (round's modes: up, and nearest for the whole pixels of the result).
  const css = { calc: (value: number) => value, min: Math.min, max: Math.max, tan: Math.tan, atan2: Math.atan2, up: 0, nearest: 1, round: (rounding: number, value: number, step: number) => (rounding === 0 ? Math.ceil(value / step) : Math.round(value / step)) * step };
  return Number(new Function(...Object.keys(css), `return ${script};`)(...Object.values(css)));
}

describe('cardHeldHeight', () => {
  it('adds nothing for an element the product leaves out (no article here), and what it has for the others', () => {
    const withArticle = cardHeldHeight({ style: styleShowing(['name', 'article']), double: null, viewport: 'desktop', product: { ...PRODUCT, article: 'MUG-1' }, variant: null });
    const without = cardHeldHeight({ style: styleShowing(['name', 'article']), double: null, viewport: 'desktop', product: PRODUCT, variant: null });
    // The article's line, 12 px at the site's 1.55, and the 10 px above it.
    // (Each held height is whole pixels, so the difference is within a pixel of it.)
    expect(Math.abs(evaluated(withArticle, 300) - evaluated(without, 300) - (10 + 12 * 1.55))).toBeLessThanOrEqual(1);
    expect(Number.isInteger(evaluated(withArticle, 300))).toBe(true);
  });

  it('reckons the photo over the cell’s width: a wider cell holds a taller card by the photo’s proportion', () => {
    const style = styleShowing(['media', 'name']);
    const held = cardHeldHeight({ style, double: null, viewport: 'desktop', product: PRODUCT, variant: null });
    expect(Math.abs(evaluated(held, 402) - evaluated(held, 302) - 100 * style.media.proportion)).toBeLessThanOrEqual(1);
  });

  it('takes its cell\'s width from the grid\'s and its columns, less the gaps between them (24 px, a phone\'s 12)', () => {
    const style = styleShowing(['media', 'name']);
    const desktop = cardHeldHeight({ style, double: null, viewport: 'desktop', product: PRODUCT, variant: null });
    // Three columns of a 948 px grid: cells of 300 px.
    expect(evaluated(desktop, 948, 3)).toBe(evaluated(desktop, 300));
    const mobile = cardHeldHeight({ style, double: null, viewport: 'mobile', product: PRODUCT, variant: null });
    // Two columns of a 343 px phone grid: cells of 165.5 px.
    expect(evaluated(mobile, 343, 2)).toBe(evaluated(mobile, 165.5));
  });

  it('wraps a long name to more lines in a narrower cell', () => {
    const style = styleShowing(['name']);
    const long = { ...PRODUCT, title: 'Harbor Gooseneck Pour-over Kettle, Matte Black' };
    const held = cardHeldHeight({ style, double: null, viewport: 'mobile', product: long, variant: null });
    const line = 17 * 1.25;
    // 46 characters at 17 px, 391 px: one line in a cell of 500 px, three in one of 166 (140 px inside its paddings).
    expect(long.title.length * TEXT_EM_PER_CHARACTER * 17).toBeLessThan(500 - 26);
    expect(evaluated(held, 500)).toBe(Math.round(10 + line));
    expect(evaluated(held, 166)).toBe(Math.round(10 + 3 * line));
  });

  it('holds a radio option by its values, each a line', () => {
    const style = styleShowing(['options']);
    const held = cardHeldHeight({ style, double: null, viewport: 'desktop', product: PRODUCT, variant: null });
    // Above it, its label and space, two radios and the gap between them.
    expect(evaluated(held, 300)).toBe(Math.round(10 + 12 * 1.55 + 6 + 2 * 14 * 1.55 + 4));
  });

  it('holds a two-part card at least as tall as its photo, whose column reaches the card’s edges', () => {
    const style = styleShowing(['media', 'name']);
    const held = cardHeldHeight({ style, double: { proportions: [12, 12] }, viewport: 'desktop', product: PRODUCT, variant: null });
    const side = style.padding.side ?? 16;
    const column = (600 - 2 - 2 * side - 20) / 2;
    expect(evaluated(held, 600)).toBe(Math.round((column + side) * style.media.proportion - (style.padding.top ?? 0) - (style.padding.bottom ?? 16)));
  });
});
