/**
 * The stock status of a cart item (spec 001 §4 "Stock status per item", evaluated in the spec's
 * order) under the shop's ecommerce settings (spec 001 §3), and the counts the cart allows: a
 * count is a positive whole number, within the stock unless preorders are allowed, or 0 for a
 * line waiting for its removal (spec 001 §4).
 * Plain functions, no React: the cart store, the overlay and the card read the same rules.
 */
import type { EcommerceSettings } from '../page/page-schema';
import { DEFAULT_ECOMMERCE_SETTINGS } from '../page/default-settings';
import { UNLIMITED_QUANTITY, type CartItemData } from './cart-item';

export type { EcommerceSettings };
export { DEFAULT_ECOMMERCE_SETTINGS };

/** Spec 001 §4, in the order the statuses are tried. */
export const STOCK_STATUSES = ['not_available', 'in_stock', 'items_in_stock', 'preorder', 'out_of_stock', 'items_left_in_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Ours (the specs name no limit): the largest count of one line when nothing else caps it. */
export const MAX_ITEM_COUNT = 9999;

type StatusItem = Pick<CartItemData, 'type' | 'hidden' | 'price' | 'quantity' | 'count'>;

/** Spec 001 §4: the first status that applies, tried in the spec's order. */
export function stockStatus(item: StatusItem, settings: EcommerceSettings): StockStatus {
  // 1. not_available: hidden, or priceless while priceless orders are not allowed.
  if (item.hidden || (item.price === null && !settings.allowPriceless)) return 'not_available';
  // 2. in_stock: a custom or unlimited item…
  if (item.type === 'custom' || item.quantity === UNLIMITED_QUANTITY) return 'in_stock';
  const enough = item.quantity > 0 && item.count <= item.quantity;
  // …or in stock with the setting in_stock, or preorder allowed with out-of-stock shown as in_stock.
  if (enough && settings.inStockStatus === 'in_stock') return 'in_stock';
  if (!enough && settings.allowPreorder && settings.outOfStockStatus === 'in_stock') return 'in_stock';
  // 3. items_in_stock: the count in stock is shown.
  if (enough) return 'items_in_stock';
  // 4. preorder.
  if (settings.allowPreorder) return 'preorder';
  // 5. out_of_stock; 6. items_left_in_stock: more wanted than there are, and no preorder.
  return item.quantity <= 0 ? 'out_of_stock' : 'items_left_in_stock';
}

/** Spec 001 §4 removal: a count of 0 removes these at once rather than after the delay. */
export function removedAtOnce(status: StockStatus): boolean {
  return status === 'out_of_stock' || status === 'not_available';
}

/** The statuses under which the item cannot be ordered as it is (spec 001 §5: submit is disabled). */
export function blocksOrder(status: StockStatus): boolean {
  return status === 'not_available' || status === 'out_of_stock' || status === 'items_left_in_stock';
}

/** Whether the stock caps the count: not for unlimited items, custom items or preorders. */
export function stockCaps(item: Pick<CartItemData, 'type' | 'quantity'>, allowPreorder: boolean): boolean {
  return item.type !== 'custom' && item.quantity !== UNLIMITED_QUANTITY && !allowPreorder;
}

/** The count an item may reach: its stock (when the stock caps it), and never above MAX_ITEM_COUNT. */
export function cappedCount(wanted: number, quantity: number, allowPreorder = false): number {
  const limit = quantity === UNLIMITED_QUANTITY || allowPreorder ? MAX_ITEM_COUNT : Math.min(MAX_ITEM_COUNT, Math.max(0, quantity));
  return Math.min(wanted, limit);
}

/**
 * Whether the stock held a line's count below what the visitor asked for (`taken`: the count the
 * cart took, cappedCount's): the stock caps the item and the cart took all of it. A 0 asked for is
 * a removal, never held back; a count cut to MAX_ITEM_COUNT under a larger stock is not the stock's.
 */
export function countHeldByStock(item: Pick<CartItemData, 'type' | 'quantity'>, allowPreorder: boolean, wanted: number, taken: number): boolean {
  return stockCaps(item, allowPreorder) && wanted > 0 && taken < wanted && taken >= item.quantity;
}

/**
 * The count the cart takes when `wanted` of the item is asked for: its stock when the stock caps
 * it, else up to MAX_ITEM_COUNT (preorders take items out of stock). The cart store's add and the
 * card's "the cart takes one more" read this one cap.
 */
export function countCartTakes(item: Pick<CartItemData, 'type' | 'quantity'>, wanted: number, allowPreorder: boolean): number {
  return cappedCount(wanted, item.quantity, !stockCaps(item, allowPreorder));
}

/**
 * After a 409 (spec 001 §8: the order refreshes the cart and lists what changed, "quantity
 * changed" among it): the lines whose count is above the stock the refresh brought, each with the
 * count it can be ordered at. Not a line out of stock (it cannot be ordered at all: "not
 * available"), a hidden one, or one the stock does not cap (custom, unlimited, preorders allowed).
 */
export function countsCutToStock(items: readonly Pick<CartItemData, 'id' | 'type' | 'hidden' | 'count' | 'quantity'>[], allowPreorder: boolean): { id: string; count: number }[] {
  return items.flatMap((item) => (!item.hidden && item.count > 0 && stockCaps(item, allowPreorder) && item.quantity >= 1 && item.count > item.quantity ? [{ id: item.id, count: item.quantity }] : []));
}

/**
 * What the count field reads as a number: decimal digits, with a sign and a fraction (a point or
 * a comma) at most. Not what `Number()` also reads: "0x10" (16), "1e3" (1000), "Infinity", "0b11".
 */
const COUNT_INPUT = /^[-+]?\d+(?:[.,]\d*)?$/;

/**
 * Spec 002 §5: the count input takes the absolute value of the entered number; fractions are cut.
 * Returns null for what is no number (yet): an empty field, the "-" that starts "-2", a stray
 * letter, a hex or exponent form. Only a number changes the count: read as 0, those would start
 * the line's removal.
 */
export function readCountInput(text: string): number | null {
  const trimmed = text.trim();
  if (!COUNT_INPUT.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Math.min(MAX_ITEM_COUNT, Math.floor(Math.abs(value)));
}

/**
 * A count read back from storage or another tab: a positive whole number, within the stock
 * unless preorders are allowed. A line whose stock ran out keeps a count of 1, so the visitor
 * still sees it (as out of stock) rather than losing it. A count of exactly 0 is a line waiting
 * for its delayed removal (spec 001 §4: it stays 5 s at 0), kept as 0: read as no count, another
 * tab would take the line for gone and write it back. Null: not a count at all (dropped).
 */
export function validCount(value: unknown, item: Pick<CartItemData, 'type' | 'quantity'>, allowPreorder: boolean): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value === 0) return 0;
  const whole = Math.floor(value);
  if (whole < 1) return null;
  if (!stockCaps(item, allowPreorder)) return Math.min(whole, MAX_ITEM_COUNT);
  return Math.max(1, cappedCount(whole, item.quantity));
}
