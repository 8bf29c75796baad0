import { describe, expect, it } from 'vitest';
import { createTranslator } from '../platform/i18n';
import { RequestError, type RequestErrorKind } from '../platform/request';
import { loadFailure, loadFailureText, MalformedProductsAnswer, type LoadFailure, type LoadFailureReason } from './load-failure';

const en = createTranslator('en');
const ru = createTranslator('ru');
const failure = (reason: LoadFailureReason, more: Partial<LoadFailure> = {}): LoadFailure => ({ page: 2, reason, status: 0, timeoutMs: 0, message: 'technical', ...more });

describe('loadFailure (issue 5 "Bad input": a products call that fails, times out or returns malformed data)', () => {
  it('reads each request error kind as what the owner can act on, with the status of the answer', () => {
    const expected: Record<RequestErrorKind, LoadFailureReason> = {
      timeout: 'timeout',
      server: 'server',
      network: 'network',
      parse: 'malformed',
      not_found: 'not_found',
      unauthorized: 'refused',
      status_false: 'refused',
      violations: 'refused',
      conflict: 'refused',
      unknown: 'refused',
    };
    for (const [kind, reason] of Object.entries(expected) as [RequestErrorKind, LoadFailureReason][]) {
      const read = loadFailure(new RequestError(kind, `GET /api: ${kind}`, { status: 418 }), 3, 15_000);
      expect(read).toEqual({ page: 3, reason, status: 418, timeoutMs: reason === 'timeout' ? 15_000 : 0, message: `GET /api: ${kind}` });
    }
  });

  it('a timeout keeps the time limit that ran out; no answer came, so no status', () => {
    expect(loadFailure(new RequestError('timeout', 'GET /api: no answer in time'), 2, 15_000)).toEqual({ page: 2, reason: 'timeout', status: 0, timeoutMs: 15_000, message: 'GET /api: no answer in time' });
  });

  it('an answer without a products list is malformed; anything else thrown is unknown, with its message', () => {
    expect(loadFailure(new MalformedProductsAnswer('malformed products answer: no products list'), 1, 15_000)).toEqual({ page: 1, reason: 'malformed', status: 0, timeoutMs: 0, message: 'malformed products answer: no products list' });
    expect(loadFailure(new TypeError('x is undefined'), 4, 15_000)).toEqual({ page: 4, reason: 'unknown', status: 0, timeoutMs: 0, message: 'x is undefined' });
    expect(loadFailure('boom', 4, 15_000)).toMatchObject({ reason: 'unknown', message: 'boom' });
  });
});

describe('loadFailureText (the admin notice: which load failed and why)', () => {
  it('names the page, the list and the reason, in English', () => {
    expect(loadFailureText(failure('timeout', { timeoutMs: 15_000 }), 'Beans', en)).toBe('Loading page 2 of “Beans” failed: the request timed out (15 s)');
    expect(loadFailureText(failure('server', { status: 500 }), 'Beans', en)).toBe('Loading page 2 of “Beans” failed: the server answered with error 500');
    expect(loadFailureText(failure('network'), 'Beans', en)).toBe('Loading page 2 of “Beans” failed: the network request failed (no answer)');
    expect(loadFailureText(failure('malformed'), 'Beans', en)).toBe('Loading page 2 of “Beans” failed: the answer was not a valid products list');
    expect(loadFailureText(failure('not_found', { status: 404 }), 'Beans', en)).toBe('Loading page 2 of “Beans” failed: the server found no such products (error 404)');
    expect(loadFailureText(failure('refused', { status: 200 }), 'Beans', en)).toBe('Loading page 2 of “Beans” failed: the server refused the request (status 200)');
    expect(loadFailureText(failure('unknown', { message: 'x is undefined' }), 'Beans', en)).toBe('Loading page 2 of “Beans” failed: an unexpected error (x is undefined)');
  });

  it('and in Russian', () => {
    expect(loadFailureText(failure('timeout', { timeoutMs: 15_000 }), 'Зерно', ru)).toBe('Не удалось загрузить страницу 2 списка «Зерно»: сервер не ответил вовремя (15 с)');
    expect(loadFailureText(failure('server', { status: 503 }), 'Зерно', ru)).toBe('Не удалось загрузить страницу 2 списка «Зерно»: сервер ответил ошибкой 503');
  });

  it('leaves the list out when it has no name (a product list without a title)', () => {
    expect(loadFailureText(failure('server', { status: 500, page: 1 }), '  ', en)).toBe('Loading page 1 failed: the server answered with error 500');
  });

  it('shows a time limit that is not whole seconds to a tenth', () => {
    expect(loadFailureText(failure('timeout', { timeoutMs: 2_500 }), 'Beans', en)).toBe('Loading page 2 of “Beans” failed: the request timed out (2.5 s)');
  });
});
