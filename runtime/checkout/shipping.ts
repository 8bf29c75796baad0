/**
 * The shipping rules (spec 001 §3 "Shipping method", §5 "Shipping methods with a minimum total
 * are marked blocked"; spec 002 §3–§5): what a method costs for this cart (current, not fixed,
 * free), how much more buys free shipping (untilFree) or reaches the method's minimum total
 * (untilMinTotal), which methods are blocked, which type and method are active, and where the
 * shipping list scrolls to show the active method (40 px offset). Plain functions, no React.
 */
import type { ShippingMethod, ShippingType } from '../page/page-schema';
import { fromMinorUnits, toMinorUnits } from '../platform/format';
import { SHIPPING_TYPES } from '../page/schema/constants';

/** Spec 002 §4, §9: the active method is scrolled into view with this offset in the shipping list. */
export const SHIPPING_LIST_SCROLL_OFFSET_PX = 40;

/** What the method costs for this cart: a figure, nothing, or a price agreed after the order. */
export type ShippingPrice = { kind: 'fixed'; current: number } | { kind: 'free' } | { kind: 'not-fixed' };

/** A method as this cart sees it (spec 001 §3 price: current, notFixedPrice, minTotal, freeFrom, untilFree, untilMinTotal). */
export interface ShippingQuote {
  method: ShippingMethod;
  price: ShippingPrice;
  /** Free from this subtotal; null when the method is never free by the subtotal. */
  freeFrom: number | null;
  /** How much more the cart needs for free shipping; null when it is free already or never will be. */
  untilFree: number | null;
  /** The minimum subtotal that applies (useMinTotal and a minTotal above 0); null when none. */
  minTotal: number | null;
  /** How much more the cart needs to reach minTotal; null when reached or there is none. */
  untilMinTotal: number | null;
  /** Spec 001 §5: below its minimum total a method cannot be chosen. */
  blocked: boolean;
}

/**
 * Sums compared and subtracted in the currency's whole minor units (`decimals`: 2 for cents, 0 for
 * yen; platform/format.ts currencyDecimals), so 0.1 + 0.2 stays 0.3 (as the cart's totals do).
 */
const difference = (a: number, b: number, decimals: number) => fromMinorUnits(toMinorUnits(a, decimals) - toMinorUnits(b, decimals), decimals);

/** The price before free shipping: the highest tier the subtotal reached, else price.current. */
export function tierPrice(method: Pick<ShippingMethod, 'price' | 'prices'>, subtotal: number, decimals: number): number {
  let best: { from: number; current: number } | null = null;
  for (const tier of method.prices) if (toMinorUnits(tier.from, decimals) <= toMinorUnits(subtotal, decimals) && (best === null || tier.from >= best.from)) best = tier;
  return best?.current ?? method.price.current;
}

export function quoteShipping(method: ShippingMethod, subtotal: number, decimals: number): ShippingQuote {
  const minor = (sum: number) => toMinorUnits(sum, decimals);
  const minTotal = method.useMinTotal && method.price.minTotal !== undefined && method.price.minTotal > 0 ? method.price.minTotal : null;
  const blocked = minTotal !== null && minor(subtotal) < minor(minTotal);
  const freeFrom = method.price.freeFrom ?? null;
  const freeBySubtotal = freeFrom !== null && minor(subtotal) >= minor(freeFrom);
  const current = tierPrice(method, subtotal, decimals);
  const price: ShippingPrice = freeBySubtotal ? { kind: 'free' } : method.price.notFixedPrice ? { kind: 'not-fixed' } : current === 0 ? { kind: 'free' } : { kind: 'fixed', current };
  return {
    method,
    price,
    freeFrom,
    untilFree: freeFrom !== null && price.kind !== 'free' ? difference(freeFrom, subtotal, decimals) : null,
    minTotal,
    untilMinTotal: blocked && minTotal !== null ? difference(minTotal, subtotal, decimals) : null,
    blocked,
  };
}

/** What the chosen method adds to the order: its price, 0 when free, null when agreed after the order. */
export function shippingCharge(quote: ShippingQuote): number | null {
  if (quote.price.kind === 'fixed') return quote.price.current;
  return quote.price.kind === 'free' ? 0 : null;
}

/** The types the shop offers, in the spec's order (001 §9: delivery, pickup). */
export function shippingTypes(methods: readonly ShippingMethod[]): ShippingType[] {
  return SHIPPING_TYPES.filter((type) => methods.some((method) => method.type === type));
}

/** The visitor's choice, as the shipping store keeps it: the type, and the method chosen last within each type. */
export interface ShippingChoice {
  type: ShippingType | null;
  methods: Partial<Record<ShippingType, string>>;
}

export const NO_SHIPPING_CHOICE: ShippingChoice = { type: null, methods: {} };

export type ActiveShipping =
  | { kind: 'none' }
  | {
      kind: 'active';
      types: ShippingType[];
      type: ShippingType;
      /** The methods of the active type, quoted for this cart. */
      quotes: ShippingQuote[];
      active: ShippingQuote;
    };

/**
 * What the cart shows as chosen: the chosen type when the shop has it (else the first type); the
 * chosen method of that type unless it is gone or blocked, else the first method that is not
 * blocked (else the first). The choice itself is kept, so a method blocked while the cart is
 * small comes back when the cart grows. Where the visitor chose none, the fallback is recorded as
 * the choice (choiceToRecord): left unrecorded, it would be worked out again as the cart changes,
 * and the method shown as chosen would change by itself once a method before it is unblocked.
 */
export function activeShipping(methods: readonly ShippingMethod[], choice: ShippingChoice, subtotal: number, decimals: number): ActiveShipping {
  const types = shippingTypes(methods);
  const type = choice.type !== null && types.includes(choice.type) ? choice.type : types[0];
  if (type === undefined) return { kind: 'none' };
  const quotes = methods.filter((method) => method.type === type).map((method) => quoteShipping(method, subtotal, decimals));
  const chosen = quotes.find((quote) => quote.method.id === choice.methods[type] && !quote.blocked);
  const active = chosen ?? quotes.find((quote) => !quote.blocked) ?? quotes[0]!;
  return { kind: 'active', types, type, quotes, active };
}

/**
 * The method to record as the visitor's choice so that a method shown as chosen stays chosen
 * until the visitor picks another: the shown method when the visitor has chosen none of its type
 * (or chose one the shop no longer offers) and it is not blocked (every method blocked: the first
 * shows, blocked, and is no choice); null when there is nothing to record. A method the visitor
 * chose that a smaller cart blocks stays their choice, and comes back when the cart grows.
 */
export function choiceToRecord(shipping: ActiveShipping, choice: ShippingChoice): ShippingMethod | null {
  if (shipping.kind !== 'active' || shipping.active.blocked) return null;
  const { method } = shipping.active;
  const chosen = choice.methods[method.type];
  if (chosen === method.id ? choice.type === method.type : shipping.quotes.some((quote) => quote.method.id === chosen)) return null;
  return method;
}

/**
 * Where a scrolled list must stand so an item shows with `offset` of room on either side (spec
 * 002 §4: 40 px in the shipping list); null when it shows so already. Positions are in the list's
 * content, from its top.
 */
export function scrollTopToShow(item: { top: number; height: number }, view: { scrollTop: number; height: number }, offset = SHIPPING_LIST_SCROLL_OFFSET_PX): number | null {
  if (item.top - offset < view.scrollTop) return Math.max(0, item.top - offset);
  if (item.top + item.height + offset > view.scrollTop + view.height) {
    // An item taller than the view shows from its top.
    return Math.max(0, Math.min(item.top - offset, item.top + item.height + offset - view.height));
  }
  return null;
}
