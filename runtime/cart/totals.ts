/**
 * What the cart adds up (spec 001 §3, §5): the units and the subtotal of the lines that count —
 * a hidden line, a line at 0 (waiting for removal) and a priceless one add nothing. Plain
 * functions; the overlay formats the sums for the page's language and currency.
 */
import { fromMinorUnits, toMinorUnits } from '../platform/format';
import type { CartItemData } from './cart-item';

/** Spec 001 §3 "Items sent on submit": only items with a count above 0 and not hidden. */
export const countsTowardsOrder = (item: Pick<CartItemData, 'count' | 'hidden'>) => item.count > 0 && !item.hidden;

/**
 * The subtotal, summed in whole minor units of the currency (`decimals`: 2 for cents, 0 for yen, 3
 * for fils; platform/format.ts currencyDecimals), so 0.1 + 0.2 stays 0.3.
 */
export function cartSubtotal(items: readonly CartItemData[], decimals: number): number {
  const minor = items.filter(countsTowardsOrder).reduce((sum, item) => sum + toMinorUnits(item.price ?? 0, decimals) * item.count, 0);
  return fromMinorUnits(minor, decimals);
}

export function lineTotal(item: Pick<CartItemData, 'price' | 'count'>, decimals: number): number | null {
  return item.price === null ? null : fromMinorUnits(toMinorUnits(item.price, decimals) * item.count, decimals);
}

/** Ours (the specs name no duration): how long the cart button blinks after an add. */
export const CART_BLINK_MS = 600;
/** Spec 001 §4, §9: the cart closes with a 350 ms fade. */
export const CART_CLOSE_FADE_MS = 350;
/**
 * Spec 002 §9 "Cart Escape key code 27": the key that closes the cart. 27 is the `keyCode` of the
 * key whose `key` is 'Escape'; `keyCode` is deprecated, so the dialog base
 * (parts/modal/use-modal-dialog.ts) matches `event.key === 'Escape'`, which browsers send with
 * keyCode 27. CartWidget.test.tsx presses the key by this code and sees the cart close.
 */
export const CART_ESCAPE_KEY_CODE = 27;
export { CART_HASH } from '../page/section-targets';
