/**
 * The promotion loads (spec 001 §7 "Promocode load and discount list load … paths not shown"),
 * through the request helper. Paths and answers are ours (platform/api-paths.ts):
 *
 *   GET PROMOCODE_PATH?projectId&code
 *     200 { status: true, promocode: { id, code, discount_type, discount_amount, discountValue,
 *           delivery_free, usage_with_any_discount, isActive, isAvailable, active_from } }
 *         (without `code`, the promocode's code is the one asked for)
 *     200 { status: false, error: 'notfound' | 'timeout' | 'total', active_from? }   — refused;
 *         404 reads as not found too
 *   GET DISCOUNTS_PATH?projectId
 *     200 { status: true, discounts: [{ id, discount_type, discount_amount, discountValue, active_from }] }
 *
 * Any other failure (network, timeout, a server error, an answer that cannot be read) is the
 * default error (spec 001 §8): the timeout error is the code's validity being over (i18n.ts).
 */
import { DISCOUNTS_PATH, PROMOCODE_PATH } from '../platform/api-paths';
import { RequestError, type RequestFunction } from '../platform/request';
import { isRecord } from '../safety/is-record';
import { own } from '../safety/own-records';
import { readDiscounts, readNumber, readPromocode, type Discount, type Promocode, type PromocodeError } from './promotions';

/** Ours (the specs name none): a promotion call that takes longer has failed. */
export const PROMOTION_LOAD_TIMEOUT_MS = 15_000;

export type PromocodeAnswer = { kind: 'found'; promocode: Promocode } | { kind: 'refused'; error: PromocodeError; minimum: number | null };

/** Loads one promocode; never throws. */
export type PromocodeLoader = (code: string) => Promise<PromocodeAnswer>;
/** Loads the discount list; rejects when the call fails. */
export type DiscountsLoader = () => Promise<Discount[]>;

const REFUSALS: Readonly<Record<string, PromocodeError>> = { notfound: 'notfound', not_found: 'notfound', timeout: 'timeout', expired: 'timeout', total: 'total', total_error: 'total', amount: 'total' };

/** A refusal's body: its error key, and the minimum a `total` refusal names. */
export function readRefusal(body: unknown): PromocodeAnswer {
  const key = isRecord(body) && typeof body.error === 'string' ? body.error.trim().toLowerCase() : '';
  // The key is the server's text: read by the table's own entries ("constructor" is no refusal of ours).
  const error = own(REFUSALS, key) ?? 'default';
  // Read as the promocode's own active_from is: a null or '' is no minimum (Number() would make it 0).
  const minimum = isRecord(body) ? readNumber(body.active_from) : null;
  return { kind: 'refused', error, minimum: error === 'total' ? minimum : null };
}

export function promocodeLoader(request: RequestFunction, projectId: string): PromocodeLoader {
  return async (code) => {
    try {
      const answer = await request<unknown>(PROMOCODE_PATH, { method: 'GET', data: { projectId, code }, timeoutMs: PROMOTION_LOAD_TIMEOUT_MS });
      const promocode = isRecord(answer) ? readPromocode(answer.promocode, code) : null;
      return promocode ? { kind: 'found', promocode } : { kind: 'refused', error: 'default', minimum: null };
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'status_false') return readRefusal(error.body);
      if (error instanceof RequestError && error.kind === 'not_found') return { kind: 'refused', error: 'notfound', minimum: null };
      return { kind: 'refused', error: 'default', minimum: null };
    }
  };
}

export function discountsLoader(request: RequestFunction, projectId: string): DiscountsLoader {
  return async () => readDiscounts(await request<unknown>(DISCOUNTS_PATH, { method: 'GET', data: { projectId }, timeoutMs: PROMOTION_LOAD_TIMEOUT_MS }));
}
