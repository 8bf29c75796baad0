/**
 * The pay modal's calls (spec 001 §7), through the request helper: GET /mod/pay/ajax/ with
 * act=payData or act=selectCash, pay_id and hash. A refusal (status 0) of either comes back from
 * the helper as a RequestError whose body is still read here: it carries the text to alert.
 */
import { PAY_AJAX_PATH } from '../platform/api-paths';
import { RequestError, type RequestFunction } from '../platform/request';
import { readPayData, readSelectCash, type PayDataOutcome, type PayQuery, type SelectCashOutcome } from './pay-rules';

/**
 * OUR CHOICE (the specs name no limit): a bill's calls end after this. Without it a server that
 * never answered left the modal loading, or cash "processing", for good; timed out, the modal says
 * the bill could not be loaded, with its Retry.
 */
export const PAY_REQUEST_TIMEOUT_MS = 15_000;

/** `signal` cancels the call (a newer load replaced it, the modal closed): its AbortError comes back as is. */
export async function loadPayData(request: RequestFunction, query: PayQuery, signal?: AbortSignal): Promise<PayDataOutcome> {
  try {
    return readPayData(await request<unknown>(PAY_AJAX_PATH, { method: 'GET', data: { act: 'payData', pay_id: query.payId, hash: query.hash }, signal, timeoutMs: PAY_REQUEST_TIMEOUT_MS }));
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'status_false') return readPayData(error.body);
    if (error instanceof RequestError && error.kind === 'parse') return { kind: 'malformed' };
    throw error;
  }
}

/** `signal` cancels the call (the visitor closed the modal): its AbortError comes back as is. */
export async function selectCash(request: RequestFunction, query: PayQuery, isSafe: (url: string) => boolean, signal?: AbortSignal): Promise<SelectCashOutcome> {
  try {
    return readSelectCash(await request<unknown>(PAY_AJAX_PATH, { method: 'GET', data: { act: 'selectCash', pay_id: query.payId, hash: query.hash }, signal, timeoutMs: PAY_REQUEST_TIMEOUT_MS }), isSafe);
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'status_false') return readSelectCash(error.body, isSafe);
    throw error;
  }
}
