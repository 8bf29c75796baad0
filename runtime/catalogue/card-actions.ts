/**
 * What a card's button, name and media do (spec 000 §3 Card style actions, §5 Add to order and
 * Cart action):
 * - `product-page`: the product's link; `pages`: the configured page link; both open in a new
 *   tab when the blank flag is set, and the cart rules do not apply to them;
 * - `cart`: the cart action, `cart` (add the current variant) or `modal` (open the options
 *   modal). When the variant cannot be ordered the button is disabled and its tip says why,
 *   and the name and media lose their cart action.
 */
import type { CardStyle } from '../page/page-schema';
import type { MessageKey, Translate } from '../platform/i18n';
import type { Product } from './product';
import { REFUSAL_KEYS, type OrderRefusal } from './variants';

export type CardClick = { kind: 'cart'; cartAction: 'cart' | 'modal' } | { kind: 'link'; href: string; blank: boolean } | { kind: 'none' };

export interface CardButton {
  click: CardClick;
  disabled: boolean;
  /** The refusal reason shown as the button's tip. */
  tipKey: MessageKey | null;
  labelKey: MessageKey;
  /** The owner's caption, which wins over labelKey. */
  label: string | null;
}

type Actions = CardStyle['actions'];

const LABEL_KEYS = {
  cart: 'ecommerce::card::add_to_cart',
  modal: 'ecommerce::card::choose_options',
  'product-page': 'ecommerce::card::view_product',
  pages: 'ecommerce::card::more_details',
} as const satisfies Record<string, MessageKey>;

function linkClick(href: string | null | undefined, blank: boolean): CardClick {
  return href ? { kind: 'link', href, blank } : { kind: 'none' };
}

/** The link a card's action leads to (before the URL-safety rule, which the view applies). */
export function cardLink(actions: Actions, product: Product): CardClick {
  if (actions.button === 'product-page') return linkClick(product.link, actions.blank);
  if (actions.button === 'pages') return linkClick(actions.pagesLink, actions.blank);
  return { kind: 'none' };
}

/**
 * The cart action a card really takes: the options modal only for a product that has options to
 * choose (issue 19.7: a product without any adds to the cart directly, labelled "Add to cart").
 */
export function cartActionFor(actions: Actions, product: Product): 'cart' | 'modal' {
  return actions.cart === 'modal' && product.hasOptions ? 'modal' : 'cart';
}

export function cardButton(actions: Actions, product: Product, refusal: OrderRefusal | null): CardButton {
  const label = actions.buttonText?.trim() || null;
  if (actions.button !== 'cart') {
    const click = cardLink(actions, product);
    return { click, disabled: click.kind === 'none', tipKey: null, labelKey: LABEL_KEYS[actions.button], label };
  }
  const cartAction = cartActionFor(actions, product);
  const labelKey = LABEL_KEYS[cartAction];
  if (refusal) return { click: { kind: 'none' }, disabled: true, tipKey: REFUSAL_KEYS[refusal], labelKey, label };
  return { click: { kind: 'cart', cartAction }, disabled: false, tipKey: null, labelKey, label };
}

/**
 * The name a screen reader gives the card's button: its caption, then the product's title. In a
 * list of buttons, or tabbing from card to card, every card's caption is the same ("Add to cart"),
 * so without the title nothing says which product it acts on (WCAG 2.4.6). The caption comes
 * first, as the visible label must start the name (WCAG 2.5.3: "click Add to cart" still works).
 */
export function cardButtonName(caption: string, product: Product, t: Translate): string {
  const title = product.title.trim();
  return title ? t('ecommerce::card::button_named', { label: caption, name: title }) : caption;
}

/** What a click on the card's name or media does. */
export function surfaceClick(actions: Actions, surface: 'name' | 'media', product: Product, refusal: OrderRefusal | null): CardClick {
  if (!actions[surface]) return { kind: 'none' };
  if (actions.button !== 'cart') return cardLink(actions, product);
  // Spec 000 §5: a refused order turns the cart actions of the name and media off.
  if (refusal) return { kind: 'none' };
  return { kind: 'cart', cartAction: cartActionFor(actions, product) };
}
