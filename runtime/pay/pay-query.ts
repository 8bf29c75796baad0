/**
 * The pay query of the address (spec 001 §2: `?pay_id=…&h=…&pay_status=…`): what every page needs
 * to know whether to open the pay modal, apart from the modal's rules (pay-rules.ts), which load
 * with the modal.
 */

export const PAY_STATUS_PARAMS = ['success', 'fail', 'pay'] as const;
export type PayStatusParam = (typeof PAY_STATUS_PARAMS)[number];

/** OUR CHOICE: what a pay_id and a hash may look like (the specs do not show their format). */
const PAY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PAY_HASH = /^[A-Za-z0-9_-]{4,128}$/;

export interface PayQuery {
  payId: string;
  hash: string;
  status: PayStatusParam;
  /** The pay_status the address had when it was not one of the three (read as `pay`). */
  unknownStatus?: string;
}

export type PayQueryResult = { kind: 'none' } | { kind: 'invalid'; reason: 'missing_hash' | 'bad_pay_id' } | { kind: 'ok'; query: PayQuery };

/**
 * The pay query of an address's search part (`?pay_id=…&h=…&pay_status=…`). No pay_id: nothing
 * to open. A pay_id without a well-formed `h`, or a malformed pay_id, is a broken link (the modal
 * says so). An unknown pay_status reads as the default, `pay`, and is reported.
 */
export function readPayQuery(search: string): PayQueryResult {
  const params = new URLSearchParams(search);
  const payId = params.get('pay_id');
  if (payId === null) return { kind: 'none' };
  if (!PAY_ID.test(payId)) return { kind: 'invalid', reason: 'bad_pay_id' };
  const hash = params.get('h') ?? '';
  if (!PAY_HASH.test(hash)) return { kind: 'invalid', reason: 'missing_hash' };
  const raw = params.get('pay_status');
  const known = (PAY_STATUS_PARAMS as readonly string[]).includes(raw ?? '');
  const status = known ? (raw as PayStatusParam) : 'pay';
  return { kind: 'ok', query: raw === null || known ? { payId, hash, status } : { payId, hash, status, unknownStatus: raw } };
}

/** The search part without the pay parameters (what closing the modal leaves in the address). */
export function searchWithoutPay(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ['pay_id', 'h', 'pay_status']) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
