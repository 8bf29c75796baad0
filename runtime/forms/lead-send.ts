/**
 * Sending a lead (spec 002 §3, §7, §8; 001 §7, §8): a JSON POST through the site's request helper
 * to the project's lead path (platform/api-paths.ts, our choice of shape), read into one outcome.
 *
 * - `sent`: the answer has `lead_id`; `pay` is the payment it starts: pay_link, with pay_id and
 *   pay_hash when the server names the bill (servers of this kind send `[]`, `null` or `false` for
 *   none: all read as none). The link is what makes a payment (spec 002 §2 "when the response
 *   carries a payment link"): a pay with a link alone is kept, never read as none, or a form with
 *   the pay action would tell the visitor a payment succeeded that they never made; a pay without
 *   a link is none (there is nowhere to pay).
 * - `violations`: server violations by property path (shown on the fields).
 * - `captcha`: an error answer with a `captcha` field (`visible`, or another value: invisible).
 * - `conflict`: status 409, with its body (spec 001 §8: the cart's order reconciles and may resend;
 *   a form without a cart reads it as a failure).
 * - `server`: status 500 (and any 5xx): the alert says Network error (spec 002 §8 "Status 500").
 * - `failed`: every other failure (spec 002 §8 "Other failure"): no answer (the connection
 *   dropped, or none within LEAD_SEND_TIMEOUT_MS), a refusal, not JSON, a 404…: busy cleared,
 *   logged, the site's request-error hook called, the alert says what went wrong (the request
 *   error's own message: "Check your connection", "taking too long"…); the visitor's values stay.
 */
import { z } from 'zod';
import type { RequestFunction } from '../platform/request';
import { RequestError } from '../platform/request';
import { isRecord } from '../safety/is-record';
import type { LeadPayload } from './payload';

/** A payment with its bill named: the page's pay modal opens it (spec 001 §2 `?pay_id=…&h=…`), the link its fallback. */
export interface LeadBillPay {
  pay_link: string;
  pay_id: string;
  pay_hash: string;
}

/** A payment the answer gives only the link of (no pay_id or no pay_hash): there is no bill to open here, the visitor goes to the link. */
export interface LeadLinkPay {
  pay_link: string;
  pay_id?: undefined;
  pay_hash?: undefined;
}

/** The payment a lead answer starts (spec 002 §2, §3 "Response"); `pay_id !== undefined` tells a bill from a link alone. */
export type LeadPay = LeadBillPay | LeadLinkPay;

// The bill's parts are read leniently, each on its own: a missing or broken id or hash leaves the
// link, which still starts the payment.
const PaySchema = z
  .object({
    pay_link: z.string().min(1),
    pay_id: z.union([z.string().min(1), z.number()]).transform(String).optional().catch(undefined),
    pay_hash: z.string().min(1).optional().catch(undefined),
  })
  .transform(({ pay_link, pay_id, pay_hash }): LeadPay => (pay_id !== undefined && pay_hash !== undefined ? { pay_link, pay_id, pay_hash } : { pay_link }));

const AnswerSchema = z.object({
  lead_id: z.union([z.string().min(1), z.number()]).transform(String),
  pay: z.unknown().optional(),
});

export type CaptchaDemand = 'visible' | 'invisible';

export type LeadOutcome =
  | { kind: 'sent'; leadId: string; pay: LeadPay | null }
  | { kind: 'violations'; fieldErrors: Record<string, string> }
  | { kind: 'captcha'; demand: CaptchaDemand }
  | { kind: 'conflict'; body: unknown; error: RequestError }
  | { kind: 'server'; error: RequestError }
  | { kind: 'failed'; error: unknown };

/** The captcha field of an error answer (spec 002 §7: "visible or another value"), or null. */
export function captchaDemandOf(body: unknown): CaptchaDemand | null {
  if (!isRecord(body) || body.captcha === undefined || body.captcha === null || body.captcha === false) return null;
  return body.captcha === 'visible' ? 'visible' : 'invisible';
}

/** Reads a 2xx answer; a missing lead_id is an incorrect answer. */
export function readLeadAnswer(body: unknown): { leadId: string; pay: LeadPay | null } | null {
  const answer = AnswerSchema.safeParse(body);
  if (!answer.success) return null;
  const pay = PaySchema.safeParse(answer.data.pay);
  return { leadId: answer.data.lead_id, pay: pay.success ? pay.data : null };
}

/** Turns a failed request into an outcome. */
export function outcomeOfError(error: unknown): LeadOutcome {
  if (error instanceof RequestError) {
    const demand = captchaDemandOf(error.body);
    if (demand !== null) return { kind: 'captcha', demand };
    if (error.kind === 'violations') return { kind: 'violations', fieldErrors: error.fieldErrors };
    if (error.kind === 'conflict') return { kind: 'conflict', body: error.body, error };
    if (error.kind === 'server') return { kind: 'server', error };
  }
  return { kind: 'failed', error };
}

/**
 * OUR CHOICE (the specs name no limit): a lead the server has not answered by then has failed, as
 * another failure (spec 002 §8 "Other failure: the busy state is cleared"); without it a server
 * that never answered left the form busy ("Sending…") for good. Twice the 15 s of the runtime's
 * reads (PAY_REQUEST_TIMEOUT_MS, PRODUCTS_LOAD_TIMEOUT_MS…): a lead is a write the server may take
 * longer over (an order, its bill), and one given up on may still arrive, so a visitor told to try
 * again too soon sends the owner the same lead twice.
 */
export const LEAD_SEND_TIMEOUT_MS = 30_000;

/** `options.timeoutMs` replaces LEAD_SEND_TIMEOUT_MS. */
export async function sendLead(request: RequestFunction, url: string, payload: LeadPayload, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<LeadOutcome> {
  let body: unknown;
  try {
    body = await request(url, { method: 'POST', json: true, data: { ...payload }, timeoutMs: LEAD_SEND_TIMEOUT_MS, ...options });
  } catch (error) {
    return outcomeOfError(error);
  }
  const answer = readLeadAnswer(body);
  if (answer === null) return { kind: 'failed', error: new RequestError('parse', `POST ${url}: the answer has no lead_id`, { status: 200, body }) };
  return { kind: 'sent', ...answer };
}
