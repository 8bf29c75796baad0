/**
 * The promotion rules (spec 001 §3 Promocode and Discount, §5 Promocode, §6, §8): what the server's
 * promocode and discount list are read as, which discount is the nearest, what a promotion takes
 * off, and the totals. Plain functions; sums are worked in the currency's whole minor units
 * (`decimals`: cents, whole yen, fils), so 0.1 + 0.2 stays 0.3 and a saving is one the currency can pay.
 *
 * How the fields are read (the spec lists them without saying; our choices, in one place):
 * - `active_from` is the subtotal from which a promotion applies (spec 001 §5: "amount error when
 *   the subtotal is below the promocode minimum (active_from)").
 * - `discount_amount` is the promotion's size: a percentage of the subtotal for `percent` (kept
 *   within 0–100), a sum off the delivery price for `delivery`, a sum off the subtotal for `other`.
 *   `discountValue` (the server's own figure for the cart it saw) is used only when
 *   `discount_amount` is missing.
 * - `delivery_free` makes the delivery free, whatever the type (a percent code may also give it).
 * - The nearest discount (spec 001 §3) is the one with the highest `active_from` the subtotal
 *   reaches (on a tie, the bigger saving): the step of the discount ladder the cart stands on.
 * - `usage_with_any_discount` false: the promocode and the discount do not add up, and the one that
 *   saves the visitor more applies (typing a code never makes the order dearer); the other's line
 *   says it was not combined. Both true-or-combinable: both are taken off the subtotal (neither is
 *   worked on the other's result), and the code takes at most what the discount left of the goods
 *   and of the delivery, so the lines never take more than there is.
 * - `isActive` false reads as not found; `isAvailable` false as the timeout error, read as "the
 *   code's validity is over" (platform/i18n.ts).
 * - The delivery price is the shipping method's (checkout's shipping part); until there is one,
 *   a delivery promotion shows its line without a sum. The cart lists the delivery at that price
 *   and a delivery promotion's saving on its own line, once: the listed sums add up to the total.
 */
import type { MessageKey } from '../platform/i18n';
import { fromMinorUnits, plainDecimal, toMinorUnits } from '../platform/format';
import { isRecord } from '../safety/is-record';

export const DISCOUNT_TYPES = ['percent', 'delivery', 'other'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Spec 001 §3 Discount (the nearest discount). */
export interface Discount {
  id: string;
  discountType: DiscountType;
  /** Percent for `percent`, a sum otherwise (see above). */
  amount: number;
  /** The subtotal from which it applies; 0 for any. */
  activeFrom: number;
}

/** Spec 001 §3 Promocode. */
export interface Promocode extends Discount {
  code: string;
  deliveryFree: boolean;
  usageWithAnyDiscount: boolean;
  isActive: boolean;
  isAvailable: boolean;
}

/** Spec 001 §8: the promocode errors, by their keys. */
export const PROMOCODE_ERRORS = ['notfound', 'total', 'default', 'timeout'] as const;
export type PromocodeError = (typeof PROMOCODE_ERRORS)[number];

export const PROMOCODE_ERROR_KEYS = {
  notfound: 'cart::promotion::code::notfound_error',
  total: 'cart::promotion::code::amount_error',
  default: 'cart::promotion::code::default_error',
  timeout: 'cart::promotion::code::timeout_error',
} as const satisfies Record<PromocodeError, MessageKey>;

const PERCENT_MAX = 100;

/** A number as servers send it: a finite number, or a string that is one; null otherwise (null, '', true…). */
export function readNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function readFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

function readId(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Spec 001 §3 Discount, read leniently; null when it cannot be used (no id, an unknown type, no size). */
export function readDiscount(raw: unknown): Discount | null {
  if (!isRecord(raw)) return null;
  const id = readId(raw.id);
  const type = DISCOUNT_TYPES.find((candidate) => candidate === raw.discount_type);
  const amount = readNumber(raw.discount_amount) ?? readNumber(raw.discountValue);
  if (id === null || type === undefined || amount === null) return null;
  return { id, discountType: type, amount: Math.max(0, amount), activeFrom: Math.max(0, readNumber(raw.active_from) ?? 0) };
}

/**
 * Spec 001 §3 Promocode, read leniently; null when it cannot be used. A delivery-free code may have
 * no size. `askedCode` is the normalised code the promocode was asked for (or kept under): its code
 * when the answer names none, since the order's promotions[promocode] must name the code the cart
 * applied (an answer may give only the promotion's size, the server knowing what it was asked).
 */
export function readPromocode(raw: unknown, askedCode: string): Promocode | null {
  if (!isRecord(raw)) return null;
  const deliveryFree = readFlag(raw.delivery_free, false);
  const base = readDiscount(deliveryFree && raw.discount_amount === undefined && raw.discountValue === undefined ? { ...raw, discount_amount: 0 } : raw);
  if (base === null) return null;
  return {
    ...base,
    code: typeof raw.code === 'string' && raw.code.trim() !== '' ? raw.code : askedCode,
    deliveryFree,
    usageWithAnyDiscount: readFlag(raw.usage_with_any_discount, false),
    isActive: readFlag(raw.isActive, true),
    isAvailable: readFlag(raw.isAvailable, true),
  };
}

/** The discount list as the server gives it (`{ discounts: [...] }` or a bare list); broken entries are left out. */
export function readDiscounts(raw: unknown): Discount[] {
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.discounts) ? raw.discounts : [];
  return list.map(readDiscount).filter((discount): discount is Discount => discount !== null);
}

/**
 * `percent` % of `units` whole minor units, rounded half up to a whole unit, worked exactly on the
 * percentage's decimal digits (33.3 % of 1500 is 333 × 1500 / 1000 = 499.5, so 500): in binary
 * floating point 1500 × 33.3 / 100 is 499.49999999999994, a cent short.
 */
function percentOf(units: number, percent: number): number {
  // BigInt takes whole numbers only: a sum that is no number stays one.
  if (!Number.isFinite(units)) return units;
  const [whole = '0', fraction = ''] = plainDecimal(percent).split('.');
  const numerator = BigInt(units) * BigInt(whole + fraction);
  const denominator = BigInt(PERCENT_MAX) * 10n ** BigInt(fraction.length);
  // Half up in whole numbers: ⌊n / d + 1/2⌋.
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** What a line takes off, in minor units: the goods and the delivery (null: no delivery price yet). */
interface Taken {
  goods: number;
  delivery: number | null;
}

/**
 * What a promotion takes off the goods (percent, other) or off the delivery (delivery), in minor
 * units. A percentage is rounded to the minor unit: the saving shown is the saving paid.
 */
function saving(promotion: Discount, subtotalMinor: number, deliveryMinor: number | null, decimals: number): Taken {
  const deliveryFree = 'deliveryFree' in promotion && promotion.deliveryFree === true;
  let goods = 0;
  if (promotion.discountType === 'percent') goods = percentOf(subtotalMinor, Math.min(PERCENT_MAX, promotion.amount));
  if (promotion.discountType === 'other') goods = Math.min(subtotalMinor, toMinorUnits(promotion.amount, decimals));
  let delivery: number | null = null;
  if (deliveryMinor !== null) {
    if (deliveryFree) delivery = deliveryMinor;
    else if (promotion.discountType === 'delivery') delivery = Math.min(deliveryMinor, toMinorUnits(promotion.amount, decimals));
  }
  return { goods, delivery };
}

/**
 * Spec 001 §3: the nearest discount — the highest step the subtotal reaches; null when none
 * applies. The steps are compared as sums, whatever the currency's minor unit: the subtotal is the
 * cart's, summed in that unit, and the steps are the owner's figures. Two discounts on one step: the
 * one that takes more off the goods, in the currency of `decimals` (as promotionTotals takes it).
 */
export function nearestDiscount(discounts: readonly Discount[], subtotal: number, decimals: number): Discount | null {
  const subtotalMinor = toMinorUnits(subtotal, decimals);
  const goodsOff = (discount: Discount) => saving(discount, subtotalMinor, null, decimals).goods;
  let best: Discount | null = null;
  for (const discount of discounts) {
    if (discount.activeFrom > subtotal) continue;
    if (best === null || discount.activeFrom > best.activeFrom) best = discount;
    else if (discount.activeFrom === best.activeFrom && goodsOff(discount) > goodsOff(best)) best = discount;
  }
  return best;
}

/**
 * Whether a loaded promocode can apply to this subtotal (spec 001 §5, §8): null when it can, the
 * error otherwise. A switched-off code is not found; an unavailable one is over (timeout); below
 * its minimum, the amount error.
 */
export function promocodeProblem(promocode: Promocode, subtotal: number): Exclude<PromocodeError, 'default'> | null {
  if (!promocode.isActive) return 'notfound';
  if (!promocode.isAvailable) return 'timeout';
  // Compared as sums (the minimum is the owner's figure and the subtotal the cart's, both in the currency's units).
  if (subtotal < promocode.activeFrom) return 'total';
  return null;
}

/**
 * The error a server's refusal of a code shows (spec 001 §8): the amount error says the formatted
 * minimum, so a `total` refusal that names none readable (promotions-api.ts: active_from is
 * optional) shows the default error instead of the amount message with its "{sum}" unfilled.
 */
export function refusalError(error: PromocodeError, minimum: number | null): { error: PromocodeError; minimum: number | null } {
  if (error !== 'total') return { error, minimum: null };
  return minimum === null ? { error: 'default', minimum: null } : { error, minimum };
}

/** Why a promotion's line takes nothing off: it did not combine with the other, or the cart is below its minimum. */
export type LineNote = 'not-combined' | 'below-minimum';

/** One line of the cart's promotions: what it takes off the goods and the delivery (null: no delivery price yet). */
export interface PromotionLine<P extends Discount = Discount> {
  promotion: P;
  goods: number;
  delivery: number | null;
  /** What it takes off the goods and the delivery together (summed in minor units): the sum its line shows. */
  saving: number;
  /** Set when the line counts for nothing. */
  note: LineNote | null;
}

/**
 * The cart's sums, each counted once, so the ones it lists add up: the subtotal, plus the
 * delivery, less each line's saving, is the total.
 */
export interface PromotionTotals {
  subtotal: number;
  discount: PromotionLine | null;
  promocode: PromotionLine<Promocode> | null;
  /** The chosen method's delivery charge (the lines take their delivery savings off it); null while there is none. */
  delivery: number | null;
  /** What the visitor pays: the subtotal less the savings, plus the delivery; never below 0. */
  total: number;
}

export interface PromotionInput {
  subtotal: number;
  /** The chosen shipping method's price; null while none is chosen (or none is needed). */
  delivery: number | null;
  discount: Discount | null;
  /** The applied promocode; null when none is. */
  promocode: Promocode | null;
  /** The decimals of the currency's minor unit (platform/format.ts currencyDecimals): 2 for cents, 0 for yen. */
  decimals: number;
}

const takenInAll = (taken: Taken) => taken.goods + (taken.delivery ?? 0);

/** The lines and the total (see the reading of the fields at the top), worked in the currency's minor units. */
export function promotionTotals({ subtotal, delivery, discount, promocode, decimals }: PromotionInput): PromotionTotals {
  const major = (units: number) => fromMinorUnits(units, decimals);
  const subtotalMinor = toMinorUnits(subtotal, decimals);
  const deliveryMinor = delivery === null ? null : toMinorUnits(Math.max(0, delivery), decimals);
  const takenBy = (promotion: Discount | null, note: LineNote | null): Taken =>
    promotion === null || note !== null ? { goods: 0, delivery: deliveryMinor === null ? null : 0 } : saving(promotion, subtotalMinor, deliveryMinor, decimals);

  let discountNote: LineNote | null = null;
  let promocodeNote: LineNote | null = promocode && promocodeProblem(promocode, subtotal) === 'total' ? 'below-minimum' : null;
  if (discount && promocode && promocodeNote === null && !promocode.usageWithAnyDiscount) {
    // Not combinable: the bigger saving applies (on a tie, the code the visitor typed).
    if (takenInAll(takenBy(discount, null)) > takenInAll(takenBy(promocode, null))) promocodeNote = 'not-combined';
    else discountNote = 'not-combined';
  }
  const discountTaken = takenBy(discount, discountNote);
  // Both applying, the code takes at most what the discount left of the goods and of the delivery
  // (two codes for free delivery do not make it free twice): each sum comes off once.
  const codeTaken = takenBy(promocode, promocodeNote);
  const promocodeTaken: Taken = {
    goods: Math.min(codeTaken.goods, subtotalMinor - discountTaken.goods),
    delivery: codeTaken.delivery === null || deliveryMinor === null ? codeTaken.delivery : Math.min(codeTaken.delivery, deliveryMinor - (discountTaken.delivery ?? 0)),
  };

  const line = <P extends Discount>(promotion: P | null, taken: Taken, note: LineNote | null): PromotionLine<P> | null =>
    promotion === null ? null : { promotion, goods: major(taken.goods), delivery: taken.delivery === null ? null : major(taken.delivery), saving: major(takenInAll(taken)), note };
  return {
    subtotal,
    discount: line(discount, discountTaken, discountNote),
    promocode: line(promocode, promocodeTaken, promocodeNote),
    delivery: deliveryMinor === null ? null : major(deliveryMinor),
    total: major(Math.max(0, subtotalMinor + (deliveryMinor ?? 0) - takenInAll(discountTaken) - takenInAll(promocodeTaken))),
  };
}

/**
 * Spec 001 §3 "hidden extra fields" promotions[discount] and promotions[promocode] of an order:
 * the discount's id and the promocode's code, each only when its line takes something off.
 * (For the order's payload, which checkout's submit part builds.)
 */
export function orderPromotionFields(totals: Pick<PromotionTotals, 'discount' | 'promocode'>): { discount: string | null; promocode: string | null } {
  const applying = <P extends Discount>(line: PromotionLine<P> | null): P | null => (line !== null && line.note === null ? line.promotion : null);
  return { discount: applying(totals.discount)?.id ?? null, promocode: applying(totals.promocode)?.code ?? null };
}
