/**
 * The order's own rules (spec 001 §3 "Items sent on submit", "Form fields submitted", §5 "Cart
 * submit is disabled when", §8 "Submit 409"; issue 15 parts 4 and 5), as plain functions: when the
 * cart's submit is disabled and why, which lines are sent and how, the hidden shipping /
 * promotions / pay fields, what changed between the cart the visitor saw and the server's, and
 * one order per intent however fast the clicks.
 *
 * The checkout room sits below the cart, so the lines are described here by the fields the order
 * reads (a cart item has them all); whether a line blocks the order is the cart's stock rule
 * (`blocksOrder(stockStatus(…))`), handed in per line.
 */
import type { AdvancedField, OrderProduct } from '../forms';
import { EcommerceSettingsSchema, type EcommerceSettings } from '../page/page-schema';
import { isRecord } from '../safety/is-record';
import { orderPromotionFields, type PromotionTotals } from './promotions';
import { shippingCharge, type ShippingQuote } from './shipping';

/** The fields of a cart line the order reads (spec 001 §3 Cart item). */
export interface OrderLine {
  id: string;
  type: 'product' | 'custom';
  productId: string;
  variantId: string;
  count: number;
  price: number | null;
  title: string;
  img: { id: string; ext: string; unq_id?: string } | null;
  hidden: boolean;
}

/** Spec 001 §3 "Items sent on submit" (the lead's products list). */
export type OrderItem = OrderProduct;

/** Only lines with a count above 0 that are not hidden are sent (spec 001 §3). */
export function orderItems(lines: readonly OrderLine[]): OrderItem[] {
  return lines
    .filter((line) => line.count > 0 && !line.hidden)
    .map((line) => ({
      id: line.id,
      type: line.type,
      count: line.count,
      price: line.price,
      title: line.title,
      img: line.img ? `${line.img.id}.${line.img.ext}` : null,
      product_id: line.productId,
      variant_id: line.variantId,
    }));
}

/** Why the cart's submit is disabled (spec 001 §5), in the spec's order; null when it is not. */
export type SubmitBlock =
  | { kind: 'empty' }
  /** The shop's minimum order total is above the subtotal: the tip shows the sum. */
  | { kind: 'min_total'; minimum: number }
  /** The chosen delivery method's minimum total is above the subtotal. */
  | { kind: 'delivery_min_total'; minimum: number }
  /** A line is hidden, unavailable without preorder, or priceless without permission. */
  | { kind: 'items_unavailable' };

export interface SubmitRuleInput {
  /** The lines with a count above 0, and whether the cart's stock rule says each blocks the order. */
  lines: readonly { count: number; blocksOrder: boolean }[];
  subtotal: number;
  /** The shop's minTotalOrder (spec 001 §3 ecommerce settings); 0 or null for none. */
  minTotalOrder: number | null;
  /** The chosen method's minimum total while the cart has shipping; null for none. */
  deliveryMinTotal: number | null;
}

export function submitBlock({ lines, subtotal, minTotalOrder, deliveryMinTotal }: SubmitRuleInput): SubmitBlock | null {
  const ordered = lines.filter((line) => line.count > 0);
  if (ordered.length === 0) return { kind: 'empty' };
  if (minTotalOrder !== null && minTotalOrder > 0 && subtotal < minTotalOrder) return { kind: 'min_total', minimum: minTotalOrder };
  if (deliveryMinTotal !== null && deliveryMinTotal > 0 && subtotal < deliveryMinTotal) return { kind: 'delivery_min_total', minimum: deliveryMinTotal };
  if (ordered.some((line) => line.blocksOrder)) return { kind: 'items_unavailable' };
  return null;
}

/** The chosen shipping as the order sends it (spec 001 §3: shipping[…]). */
export interface OrderShipping {
  id: string;
  name: string;
  type: 'delivery' | 'pickup';
  /** The method's current price; null where it is not fixed. */
  price: number | null;
  /** Pickup: the method's own address, sent as shipping[address][…]. */
  pickupAddress?: Readonly<Record<string, string>> | undefined;
}

export interface OrderHiddenInput {
  shipping: OrderShipping | null;
  promotions: { discount: string | null; promocode: string | null };
  /** The sum to pay and its description, where the order starts a payment. */
  pay: { price: number; desc: string } | null;
}

const hidden = (name: string, value: string): AdvancedField => ({ type: 'hidden', name, value });

/** The hidden extra fields of an order (spec 001 §3 "Form fields submitted"), in the spec's order. */
export function orderHiddenFields({ shipping, promotions, pay }: OrderHiddenInput): AdvancedField[] {
  const fields: AdvancedField[] = [];
  if (shipping) {
    fields.push(
      hidden('shipping[id]', shipping.id),
      hidden('shipping[price]', shipping.price === null ? '' : String(shipping.price)),
      hidden('shipping[name]', shipping.name),
      hidden('shipping[type]', shipping.type),
      hidden('shipping[not_fix_price]', shipping.price === null ? '1' : '0'),
    );
    if (shipping.type === 'pickup' && shipping.pickupAddress) {
      for (const [part, value] of Object.entries(shipping.pickupAddress)) fields.push(hidden(`shipping[address][${part}]`, value));
    }
  }
  if (promotions.discount !== null) fields.push(hidden('promotions[discount]', promotions.discount));
  if (promotions.promocode !== null) fields.push(hidden('promotions[promocode]', promotions.promocode));
  if (pay) fields.push(hidden('pay[price]', String(pay.price)), hidden('pay[desc]', pay.desc));
  return fields;
}

/**
 * What the cart-changes modal lists after a 409 (spec 001 §8): per line, what moved; and what the
 * order goes with beside its lines that moved too (ours: the total the visitor confirms is the
 * total that goes): the chosen shipping method's charge, a promocode that no longer applies, the
 * automatic discount gone or taking off another sum.
 */
export type CartChange =
  | { kind: 'price'; id: string; title: string; from: number | null; to: number | null }
  | { kind: 'quantity'; id: string; title: string; from: number; to: number }
  | { kind: 'not_available'; id: string; title: string }
  /** The same shipping method charges another sum now (null: a price agreed after the order). */
  | { kind: 'shipping'; id: string; title: string; from: number | null; to: number | null }
  /** The promocode the order went with no longer applies (refused on the recheck, below its minimum now, or set aside by a bigger discount). */
  | { kind: 'promocode'; id: string; code: string }
  /** The method the order went with cannot take it now (blocked by the refreshed total or the shop's settings): it goes with `to`. */
  | { kind: 'shipping_method'; id: string; title: string; to: string }
  /** The discount the order went with no longer applies (the reloaded list dropped it, or the refreshed subtotal stands on another step); `percent` names it. */
  | { kind: 'discount'; id: string; percent: number | null }
  /** The same discount takes off another sum now (its size or the subtotal it is worked on moved); `percent` is its size now. */
  | { kind: 'discount_amount'; id: string; percent: number | null; from: number; to: number };

/**
 * The changes between the lines the visitor ordered and the lines after the refresh the 409 asks
 * for: a price that moved, a count the stock cut, a line gone, hidden or blocked. Lines the visitor
 * had at 0 are not news.
 */
export function cartChanges(before: readonly OrderLine[], after: readonly (OrderLine & { blocksOrder: boolean })[]): CartChange[] {
  const now = new Map(after.map((line) => [line.id, line]));
  const changes: CartChange[] = [];
  for (const line of before) {
    if (line.count <= 0) continue;
    const next = now.get(line.id);
    if (!next || next.hidden || next.blocksOrder || next.count <= 0) {
      changes.push({ kind: 'not_available', id: line.id, title: line.title });
      continue;
    }
    if (next.price !== line.price) changes.push({ kind: 'price', id: line.id, title: next.title, from: line.price, to: next.price });
    if (next.count !== line.count) changes.push({ kind: 'quantity', id: line.id, title: next.title, from: line.count, to: next.count });
  }
  return changes;
}

/**
 * After a 409 (spec 001 §8), the lines "order with these changes" takes out of the order: every
 * line with a count that cannot be ordered as it is, whatever the reason (gone from the shop or
 * hidden, out of stock, priceless). A hidden line among them too: it is not sent, but it still
 * disables the submit (§5), so left in it would keep the confirmed order from going again.
 */
export function linesLeftOut(after: readonly { id: string; count: number; blocksOrder: boolean }[]): string[] {
  return after.filter((line) => line.count > 0 && line.blocksOrder).map((line) => line.id);
}

/** What an order goes with beside its lines, as a 409 compares the order sent with the order it would send now. */
export interface OrderTerms {
  /** The chosen shipping method and what it charges (null: agreed after the order); null: the order asks for no shipping. */
  shipping: { id: string; title: string; charge: number | null } | null;
  /** The promocode sent as promotions[promocode]: applied, and not set aside by its minimum or by a bigger discount. */
  promocode: string | null;
  /**
   * The nearest discount sent as promotions[discount] (not set aside by a promocode that saves
   * more): its id, its percentage where it is one (the cart names it by it: "Discount 10%"), and
   * what it takes off the goods and the delivery, as the totals work it out.
   */
  discount: { id: string; percent: number | null; off: number } | null;
}

export function orderTerms(active: ShippingQuote | null, totals: Pick<PromotionTotals, 'promocode' | 'discount'>): OrderTerms {
  // The promotions the order sends (their lines take something off), as promotions[…] names them.
  const sends = orderPromotionFields(totals);
  const discount = sends.discount === null ? null : totals.discount;
  return {
    shipping: active ? { id: active.method.id, title: active.method.title, charge: shippingCharge(active) } : null,
    promocode: sends.promocode,
    discount: discount
      ? { id: discount.promotion.id, percent: discount.promotion.discountType === 'percent' ? discount.promotion.amount : null, off: discount.saving }
      : null,
  };
}

/**
 * After a 409: the order would go with another shipping method than the one it went with — the
 * server's settings no longer offer it or block it now, or the shop's shipping came or went.
 * OUR READING of spec 001 §8: a confirm resends the order the changes modal showed, and a method
 * is the visitor's choice, so such an order is not sent again until the visitor, seeing the
 * method now chosen, sends it (as after "Shipping not found").
 */
export function shippingSwitched(sent: OrderTerms, now: OrderTerms): boolean {
  return (sent.shipping?.id ?? null) !== (now.shipping?.id ?? null);
}

/**
 * After a 409, what changed beside the lines: the method the order now goes with (the one it went
 * with cannot take it), the same method's charge, the promocode the order no longer carries, the
 * discount it no longer carries (dropped, or another step of the ladder in its place: the cart
 * shows that one) or that takes off another sum. A promotion that comes to apply where the order
 * had none is no bad news: nothing to confirm.
 */
export function termsChanges(sent: OrderTerms, now: OrderTerms): CartChange[] {
  const changes: CartChange[] = [];
  if (sent.shipping && now.shipping && sent.shipping.id !== now.shipping.id) {
    changes.push({ kind: 'shipping_method', id: sent.shipping.id, title: sent.shipping.title, to: now.shipping.title });
  }
  if (sent.shipping && now.shipping && sent.shipping.id === now.shipping.id && sent.shipping.charge !== now.shipping.charge) {
    changes.push({ kind: 'shipping', id: now.shipping.id, title: now.shipping.title, from: sent.shipping.charge, to: now.shipping.charge });
  }
  if (sent.promocode !== null && now.promocode !== sent.promocode) changes.push({ kind: 'promocode', id: sent.promocode, code: sent.promocode });
  if (sent.discount && sent.discount.id !== now.discount?.id) changes.push({ kind: 'discount', id: sent.discount.id, percent: sent.discount.percent });
  else if (sent.discount && now.discount && sent.discount.off !== now.discount.off) {
    changes.push({ kind: 'discount_amount', id: now.discount.id, percent: now.discount.percent, from: sent.discount.off, to: now.discount.off });
  }
  return changes;
}

/** A 409's message that names the shipping method as gone (spec 001 §8). */
export const SHIPPING_NOT_FOUND_MESSAGE = 'Shipping not found';

export function isShippingNotFound(body: unknown): boolean {
  if (typeof body === 'string') return body.includes(SHIPPING_NOT_FOUND_MESSAGE);
  if (!body || typeof body !== 'object') return false;
  const { message, error } = body as { message?: unknown; error?: unknown };
  return [message, error].some((text) => typeof text === 'string' && text.includes(SHIPPING_NOT_FOUND_MESSAGE));
}

/**
 * Spec 001 §7: "a 409 response may carry settings". OUR READING: the shop's ecommerce settings as
 * the server has them now (spec 001 §3: inStockStatus, outOfStockStatus, allowPreorder,
 * allowPriceless, noPriceLabel, minTotalOrder, autoOpenCart; and ours, shipping), in the body's
 * `settings`. They replace the page's own for the rest of the page's life, so the cart judges this
 * order and the next by the server's rules: a line the page sold as a preorder is not available
 * once the server takes none. Each key is read on its own with the page's schema: a malformed one
 * is dropped and named in `dropped` (logged by the caller) and the 409 goes on as if it had not
 * come; keys the schema does not know are ignored.
 */
export type ConflictSettings = Partial<EcommerceSettings>;

const SETTING_KEYS = Object.keys(EcommerceSettingsSchema.shape) as (keyof EcommerceSettings)[];

/** One setting by the page schema's rule for it (its default never applies: the key is there); false when malformed. */
function readSetting<Key extends keyof EcommerceSettings>(settings: ConflictSettings, key: Key, value: unknown): boolean {
  const read = EcommerceSettingsSchema.shape[key].safeParse(value);
  if (read.success) settings[key] = read.data as EcommerceSettings[Key];
  return read.success;
}

export function readConflictSettings(body: unknown): { settings: ConflictSettings; dropped: string[] } {
  const settings: ConflictSettings = {};
  const dropped: string[] = [];
  if (!isRecord(body) || body.settings === undefined || body.settings === null) return { settings, dropped };
  if (!isRecord(body.settings)) return { settings, dropped: ['settings'] };
  const raw = body.settings;
  for (const key of SETTING_KEYS) {
    if (raw[key] !== undefined && !readSetting(settings, key, raw[key])) dropped.push(key);
  }
  return { settings, dropped };
}

/**
 * One order per intent: while an order is on its way, every further submit (a double click, a
 * second press while the server is slow) gets the same promise instead of sending another.
 */
export function createOrderGate<Result>() {
  let inFlight: Promise<Result> | null = null;
  return {
    get busy() {
      return inFlight !== null;
    },
    submit(send: () => Promise<Result>): Promise<Result> {
      if (inFlight) return inFlight;
      const sent = send().finally(() => {
        inFlight = null;
      });
      inFlight = sent;
      return sent;
    },
  };
}
