import { describe, expect, it } from 'vitest';
import { CardStyleSchema, type CardStyle } from '../page/page-schema';
import { cardButton, cardButtonName, cardLink, surfaceClick } from './card-actions';
import { createTranslator } from '../platform/i18n';
import { MESSAGES } from '../platform/messages';
import { normaliseProduct, type Product } from './product';
import { REFUSAL_KEYS, type OrderRefusal } from './variants';

type Actions = CardStyle['actions'];

/** Card actions as the page schema reads them (defaults filled in). */
const actions = (raw: Record<string, unknown> = {}): Actions => CardStyleSchema.parse({ actions: raw }).actions;

/** A product with options to choose (what the options modal is for); `withoutOptions` has none. */
function product(link: string | null = '/shop/harbor-mug/'): Product {
  const read = normaliseProduct({ id: 'p1', title: 'Harbor Mug', link, variants: [{ id: 'v1', price: 12 }] });
  if (!read.ok) throw new Error('unreadable');
  return { ...read.product, hasOptions: true };
}

const withoutOptions = (): Product => ({ ...product(), hasOptions: false });

const REFUSALS: OrderRefusal[] = ['out_of_stock', 'not_orderable', 'no_variant'];

describe('cardButton: the cart action (spec 000 §3 Card style actions, §4 "the card\u2019s cart action is either cart or options modal")', () => {
  it('cart + cart: adds to the cart, labelled "add to cart" (spec 000 §4)', () => {
    const settings = actions({ button: 'cart', cart: 'cart' });
    expect(cardButton(settings, product(), null)).toEqual({
      click: { kind: 'cart', cartAction: 'cart' },
      disabled: false,
      tipKey: null,
      labelKey: 'ecommerce::card::add_to_cart',
      label: null,
    });
  });

  it('cart + modal on a product with nothing to choose adds directly, labelled "add to cart" (issue 19.7)', () => {
    expect(cardButton(actions({ button: 'cart', cart: 'modal' }), withoutOptions(), null)).toMatchObject({
      click: { kind: 'cart', cartAction: 'cart' },
      labelKey: 'ecommerce::card::add_to_cart',
    });
    expect(surfaceClick(actions({ button: 'cart', cart: 'modal', name: true }), 'name', withoutOptions(), null)).toEqual({ kind: 'cart', cartAction: 'cart' });
  });

  it('cart + modal: opens the options modal, labelled "choose options" (spec 000 §4)', () => {
    expect(cardButton(actions({ button: 'cart', cart: 'modal' }), product(), null)).toEqual({
      click: { kind: 'cart', cartAction: 'modal' },
      disabled: false,
      tipKey: null,
      labelKey: 'ecommerce::card::choose_options',
      label: null,
    });
  });

  it('the cart action is the default (spec 000 §3)', () => {
    expect(cardButton(actions(), product(), null).click).toEqual({ kind: 'cart', cartAction: 'cart' });
  });

  it('a refused order disables the button and its tip says why, for each refusal (spec 000 §5 "Add to order")', () => {
    for (const cart of ['cart', 'modal'] as const) {
      for (const refusal of REFUSALS) {
        const button = cardButton(actions({ button: 'cart', cart }), product(), refusal);
        expect(button).toMatchObject({ click: { kind: 'none' }, disabled: true, tipKey: REFUSAL_KEYS[refusal] });
        expect(button.labelKey).toBe(cart === 'cart' ? 'ecommerce::card::add_to_cart' : 'ecommerce::card::choose_options');
      }
    }
    expect(cardButton(actions(), product(), 'out_of_stock').tipKey).toBe('ecommerce::order::out_of_stock');
  });

  it("the owner's caption wins over the label key; a blank caption does not (spec 000 §3 Navigation button text)", () => {
    expect(cardButton(actions({ buttonText: '  Buy now ' }), product(), null).label).toBe('Buy now');
    expect(cardButton(actions({ buttonText: '   ' }), product(), null).label).toBeNull();
    expect(cardButton(actions({ button: 'product-page', buttonText: 'View' }), product(), 'out_of_stock').label).toBe('View');
  });
});

describe('cardButton: link actions (spec 000 §5 "Cart action: not applied when the action is product-page or pages")', () => {
  it('product-page links to the product, in a new tab when the blank flag is set (spec 000 §2)', () => {
    expect(cardButton(actions({ button: 'product-page' }), product(), null)).toEqual({
      click: { kind: 'link', href: '/shop/harbor-mug/', blank: false },
      disabled: false,
      tipKey: null,
      labelKey: 'ecommerce::card::view_product',
      label: null,
    });
    expect(cardButton(actions({ button: 'product-page', blank: true }), product(), null).click).toEqual({ kind: 'link', href: '/shop/harbor-mug/', blank: true });
  });

  it('product-page without a product link does nothing and is disabled, with no refusal tip (spec 000 §2)', () => {
    expect(cardButton(actions({ button: 'product-page' }), product(null), null)).toMatchObject({ click: { kind: 'none' }, disabled: true, tipKey: null });
  });

  it('pages links to the configured page, in a new tab when blank (spec 000 §2)', () => {
    expect(cardButton(actions({ button: 'pages', pagesLink: '/about/' }), product(), null)).toMatchObject({
      click: { kind: 'link', href: '/about/', blank: false },
      disabled: false,
      labelKey: 'ecommerce::card::more_details',
    });
    expect(cardButton(actions({ button: 'pages', pagesLink: '/about/', blank: true }), product(), null).click).toEqual({ kind: 'link', href: '/about/', blank: true });
    expect(cardButton(actions({ button: 'pages' }), product(), null)).toMatchObject({ click: { kind: 'none' }, disabled: true });
  });

  it('a refused order changes nothing for product-page and pages: enabled, no tip (spec 000 §5)', () => {
    for (const refusal of REFUSALS) {
      expect(cardButton(actions({ button: 'product-page', cart: 'modal' }), product(), refusal)).toEqual(cardButton(actions({ button: 'product-page', cart: 'modal' }), product(), null));
      expect(cardButton(actions({ button: 'pages', pagesLink: '/about/' }), product(), refusal)).toMatchObject({ disabled: false, tipKey: null, click: { kind: 'link' } });
    }
  });
});

describe('surfaceClick: the name and the media (spec 000 §3 Card style actions, §5)', () => {
  it('name and media apply the cart action when they are on (spec 000 §3)', () => {
    for (const surface of ['name', 'media'] as const) {
      expect(surfaceClick(actions({ cart: 'cart' }), surface, product(), null)).toEqual({ kind: 'cart', cartAction: 'cart' });
      expect(surfaceClick(actions({ cart: 'modal' }), surface, product(), null)).toEqual({ kind: 'cart', cartAction: 'modal' });
    }
  });

  it('name and media do nothing when they are off (spec 000 §3)', () => {
    expect(surfaceClick(actions({ name: false }), 'name', product(), null)).toEqual({ kind: 'none' });
    expect(surfaceClick(actions({ name: false }), 'media', product(), null)).toEqual({ kind: 'cart', cartAction: 'cart' });
    expect(surfaceClick(actions({ media: false, button: 'product-page' }), 'media', product(), null)).toEqual({ kind: 'none' });
  });

  it('a refused order turns the cart actions of the name and media off (spec 000 §5)', () => {
    for (const surface of ['name', 'media'] as const) {
      for (const refusal of REFUSALS) {
        expect(surfaceClick(actions({ cart: 'cart' }), surface, product(), refusal)).toEqual({ kind: 'none' });
        expect(surfaceClick(actions({ cart: 'modal' }), surface, product(), refusal)).toEqual({ kind: 'none' });
      }
    }
  });

  it('link actions of the name and media are not affected by a refusal (spec 000 §5 "not applied when the action is product-page or pages")', () => {
    for (const surface of ['name', 'media'] as const) {
      for (const refusal of [null, ...REFUSALS]) {
        expect(surfaceClick(actions({ button: 'product-page', blank: true }), surface, product(), refusal)).toEqual({ kind: 'link', href: '/shop/harbor-mug/', blank: true });
        expect(surfaceClick(actions({ button: 'pages', pagesLink: '/about/' }), surface, product(), refusal)).toEqual({ kind: 'link', href: '/about/', blank: false });
      }
    }
    expect(surfaceClick(actions({ button: 'product-page' }), 'name', product(null), null)).toEqual({ kind: 'none' });
  });
});

describe('cardLink (spec 000 §2 "the link is taken from the product")', () => {
  it('is the product link, the pages link, or nothing for the cart action (spec 000 §2)', () => {
    expect(cardLink(actions({ button: 'product-page' }), product())).toEqual({ kind: 'link', href: '/shop/harbor-mug/', blank: false });
    expect(cardLink(actions({ button: 'pages', pagesLink: '/contacts/', blank: true }), product())).toEqual({ kind: 'link', href: '/contacts/', blank: true });
    expect(cardLink(actions({ button: 'cart' }), product())).toEqual({ kind: 'none' });
    expect(cardLink(actions({ button: 'pages', pagesLink: '' }), product())).toEqual({ kind: 'none' });
  });
});

describe("cardButtonName: the card button's accessible name (WCAG 2.4.6, 2.5.3)", () => {
  it('is the caption, then the product it acts on', () => {
    expect(cardButtonName('Add to cart', product(), createTranslator('en', MESSAGES))).toBe('Add to cart: Harbor Mug');
    expect(cardButtonName('В корзину', product(), createTranslator('ru', MESSAGES))).toBe('В корзину: «Harbor Mug»');
  });

  it('is the caption alone for a product without a title', () => {
    expect(cardButtonName('Add to cart', { ...product(), title: '  ' }, createTranslator('en', MESSAGES))).toBe('Add to cart');
  });
});
