import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realClock } from '../core/clock';
import { createRequest, RequestError } from '../platform/request';
import { loadPayData, PAY_REQUEST_TIMEOUT_MS, selectCash } from './pay-api';
import type { PayQuery } from './pay-query';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the bill’s calls', () => {
  // A server that takes the request and never answers.
  const silent = createRequest({ fetch: (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))), navigate: () => undefined, timers: realClock });
  const query: PayQuery = { payId: '1042', hash: 'abc', status: 'pay' };

  it.each([
    ['payData', () => loadPayData(silent, query)],
    ['selectCash', () => selectCash(silent, query, () => true)],
  ])(`%s ends in a timeout after ${PAY_REQUEST_TIMEOUT_MS} ms, not before, when the server never answers`, async (_act, call) => {
    const outcome = vi.fn();
    void call().then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(PAY_REQUEST_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(RequestError));
    expect((outcome.mock.calls[0]![0] as RequestError).kind).toBe('timeout');
  });
});
