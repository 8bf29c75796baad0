/**
 * The pay query of the address (spec 001 §2: `?pay_id=…&h=…&pay_status=…`): what every page needs
 * to know whether to open the pay modal, apart from the modal's rules (pay-rules.ts), which load
 * with the modal.
 */

export const PAY_STATUS_PARAMS = ['success', 'fail', 'pay'] as const;
export type PayStatusParam = (typeof PAY_STATUS_PARAMS)[number];

/**
 * OUR CHOICE (the specs do not show the format of either): a pay_id and a hash are taken as the
 * lead answer gives them (forms/lead-send.ts accepts any non-empty text: a base64 hash ends in
 * `=`, an id may hold `/` or `.`). They only ever travel URL-encoded (payData, the /mod/pay/
 * redirect) and show as text, so only what no bill's link holds is refused: whitespace, control
 * and invisible format characters, markup characters, and lengths beyond these.
 */
export const PAY_ID_MAX_LENGTH = 128;
export const PAY_HASH_MAX_LENGTH = 512;
const LINK_VALUE = /^[^\s\p{C}<>"'`]+$/u;
const isLinkValue = (value: string, maxLength: number) => value.length <= maxLength && LINK_VALUE.test(value);

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
 * to open. A pay_id without an `h`, or either of them empty, too long or holding what no link
 * holds (LINK_VALUE), is a broken link (the modal says so). An unknown pay_status reads as the
 * default, `pay`, and is reported.
 */
export function readPayQuery(search: string): PayQueryResult {
  const params = new URLSearchParams(search);
  const payId = params.get('pay_id');
  if (payId === null) return { kind: 'none' };
  if (!isLinkValue(payId, PAY_ID_MAX_LENGTH)) return { kind: 'invalid', reason: 'bad_pay_id' };
  const hash = params.get('h') ?? '';
  if (!isLinkValue(hash, PAY_HASH_MAX_LENGTH)) return { kind: 'invalid', reason: 'missing_hash' };
  const raw = params.get('pay_status');
  const known = (PAY_STATUS_PARAMS as readonly string[]).includes(raw ?? '');
  const status = known ? (raw as PayStatusParam) : 'pay';
  return { kind: 'ok', query: raw === null || known ? { payId, hash, status } : { payId, hash, status, unknownStatus: raw } };
}

/**
 * Whether the pay flow here takes a payment start (spec 002 §2): the address the form wrote reads
 * as a pay query for that very bill. Any other start is left to the form's fallback redirect to
 * the payment page (spec 002 §9) rather than shown as a broken link the visitor cannot get past.
 */
export function takesPayStart(search: string, payId: string): boolean {
  const result = readPayQuery(search);
  return result.kind === 'ok' && result.query.payId === payId;
}

/** Whether the address `search` asks for the pay modal (its query has a pay_id, a broken link's included). */
export const asksForPay = (search: string): boolean => readPayQuery(search).kind !== 'none';

/** The pay modal's key among the site's dialogs' history entries (parts/modal/dialog-entries.ts). */
export const PAY_ENTRY_KEY = 'pay';

/**
 * What opened the pay modal: the address the page arrived with (a reload's included), a form's
 * payment start, or the visitor's Back or Forward onto an address with a pay query.
 */
export type PayOpening = 'arrival' | 'start' | 'move';

/**
 * Whether the pay modal takes the current history entry as its own, so that Back closes it and its
 * own close goes back over it to the address below, which has no pay query: a form's start (the
 * form added that entry for the pay query, LocationService pushCopy), and an entry the runtime
 * marked for the pay modal (`mark`, of this page's life or an earlier one: Forward onto it, a reload
 * with the modal open). Any other address with a pay query (a bill's link the visitor came by) is
 * the page's own entry: the modal takes none, and its close clears the query in place.
 */
export function takesPayEntry(opening: PayOpening, mark: { key: string } | null): boolean {
  return opening === 'start' || mark?.key === PAY_ENTRY_KEY;
}
