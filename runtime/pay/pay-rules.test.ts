import { describe, expect, it } from 'vitest';
import { PAY_HASH_MAX_LENGTH, PAY_ID_MAX_LENGTH } from './pay-query';
import { afterPayData, afterPayDataError, afterSelectCash, initialView, loadsOnOpen, readPayData, readPayQuery, readSelectCash, takesPayStart, type PayBill } from './pay-rules';

const bill = (over: Partial<PayBill> = {}): PayBill => ({
  payId: '1042',
  sum: 86.5,
  status: 1,
  timeDone: null,
  timeDoneFormatted: null,
  methods: ['card', 'cash'],
  cashInstruction: 'Pay at the counter.',
  ...over,
});
const safe = (url: string) => /^(https?:\/\/|\/)/.test(url);

describe('pay query', () => {
  it('reads pay_id, h and pay_status (default pay)', () => {
    expect(readPayQuery('?pay_id=1042&h=ab12cd34')).toEqual({ kind: 'ok', query: { payId: '1042', hash: 'ab12cd34', status: 'pay' } });
    expect(readPayQuery('?pay_id=1042&h=ab12cd34&pay_status=fail')).toEqual({ kind: 'ok', query: { payId: '1042', hash: 'ab12cd34', status: 'fail' } });
    expect(readPayQuery('?pay_id=1042&h=ab12cd34&pay_status=success').kind).toBe('ok');
  });

  it('no pay_id: nothing; a missing or forged h, a malformed id: a broken link', () => {
    expect(readPayQuery('?utm=x')).toEqual({ kind: 'none' });
    expect(readPayQuery('?pay_id=1042')).toEqual({ kind: 'invalid', reason: 'missing_hash' });
    expect(readPayQuery('?pay_id=1042&h=<script>')).toEqual({ kind: 'invalid', reason: 'missing_hash' });
    expect(readPayQuery('?pay_id=10%2042&h=ab12cd34')).toEqual({ kind: 'invalid', reason: 'bad_pay_id' });
  });

  it('an unknown pay_status reads as pay and is kept for the report', () => {
    expect(readPayQuery('?pay_id=1&h=ab12cd34&pay_status=<b>x</b>')).toEqual({
      kind: 'ok',
      query: { payId: '1', hash: 'ab12cd34', status: 'pay', unknownStatus: '<b>x</b>' },
    });
  });

  it('takes a pay_id and a hash as the lead answer gives them: base64, `/` and `.` are data (spec 002 §2, §3)', () => {
    expect(readPayQuery('?' + new URLSearchParams({ pay_id: '77', h: 'MTIzNDU2Nzg5MA==' }).toString())).toEqual({ kind: 'ok', query: { payId: '77', hash: 'MTIzNDU2Nzg5MA==', status: 'pay' } });
    expect(readPayQuery('?' + new URLSearchParams({ pay_id: 'inv/2024.07', h: 'a+b/c.d~e' }).toString())).toEqual({ kind: 'ok', query: { payId: 'inv/2024.07', hash: 'a+b/c.d~e', status: 'pay' } });
    expect(readPayQuery('?pay_id=9&h=x').kind).toBe('ok');
    // What no bill's link holds: empty, markup, control characters, absurd lengths.
    expect(readPayQuery('?pay_id=&h=abcd')).toEqual({ kind: 'invalid', reason: 'bad_pay_id' });
    expect(readPayQuery('?pay_id=9&h=')).toEqual({ kind: 'invalid', reason: 'missing_hash' });
    expect(readPayQuery('?pay_id=9&h=a%22b')).toEqual({ kind: 'invalid', reason: 'missing_hash' });
    expect(readPayQuery('?pay_id=9%0A&h=abcd')).toEqual({ kind: 'invalid', reason: 'bad_pay_id' });
    expect(readPayQuery(`?pay_id=9&h=${'a'.repeat(PAY_HASH_MAX_LENGTH)}`).kind).toBe('ok');
    expect(readPayQuery(`?pay_id=9&h=${'a'.repeat(PAY_HASH_MAX_LENGTH + 1)}`)).toEqual({ kind: 'invalid', reason: 'missing_hash' });
    expect(readPayQuery(`?pay_id=${'1'.repeat(PAY_ID_MAX_LENGTH + 1)}&h=abcd`)).toEqual({ kind: 'invalid', reason: 'bad_pay_id' });
  });

  it("takes a form's payment start only when the address reads as that bill's pay query; any other is left to the form's redirect (spec 002 §2, §9)", () => {
    expect(takesPayStart('?pay_id=77&h=MTIzNDU2Nzg5MA%3D%3D', '77')).toBe(true);
    expect(takesPayStart('?utm=mail&pay_id=77&h=abcd', '77')).toBe(true);
    expect(takesPayStart('?pay_id=77', '77')).toBe(false);
    expect(takesPayStart('?pay_id=78&h=abcd', '77')).toBe(false);
    expect(takesPayStart('', '77')).toBe(false);
  });
});

describe('pay answers', () => {
  it('reads a bill', () => {
    const outcome = readPayData({
      status: 1,
      pay: { pay_id: 1042, pay_sum: '86.50', pay_status: 1, pay_time_done: null, support_types: { card: {}, cash: { instruction: 'At the counter' } } },
    });
    expect(outcome).toEqual({
      kind: 'bill',
      bill: { payId: '1042', sum: 86.5, status: 1, timeDone: null, timeDoneFormatted: null, methods: ['card', 'cash'], cashInstruction: 'At the counter' },
    });
  });

  it("reads a pay_time_done past what a date can hold (±8.64e12 s) as no time, so the server's wording of it is shown", () => {
    const paidAt = (pay_time_done: unknown) => {
      const outcome = readPayData({ status: 1, pay: { pay_id: 1, pay_sum: 1, pay_status: 2, pay_time_done, pay_time_done_formatted: 'yesterday', support_types: { card: {} } } });
      return outcome.kind === 'bill' ? [outcome.bill.timeDone, outcome.bill.timeDoneFormatted] : outcome.kind;
    };
    expect(paidAt(1_700_000_000)).toEqual([1_700_000_000, 'yesterday']);
    expect(paidAt(8.64e12)).toEqual([8.64e12, 'yesterday']);
    expect(paidAt(1e13)).toEqual([null, 'yesterday']);
    expect(paidAt(-1e13)).toEqual([null, 'yesterday']);
    expect(paidAt('9e15')).toEqual([null, 'yesterday']);
    expect(paidAt(1e308)).toEqual([null, 'yesterday']);
  });

  it('status 0 is a refusal with its text; status 3 counts as paid; anything else unreadable is malformed', () => {
    expect(readPayData({ status: 0, error: 'Bill not found' })).toEqual({ kind: 'refused', message: 'Bill not found' });
    expect(readPayData({ status: false, error: 'Nope' })).toEqual({ kind: 'refused', message: 'Nope' });
    expect(readPayData({ status: 3, error: 'Already paid' })).toEqual({ kind: 'already-paid' });
    expect(readPayData('<html>')).toEqual({ kind: 'malformed' });
    expect(readPayData({ status: 1, pay: { pay_id: 1 } })).toEqual({ kind: 'malformed' });
    expect(readPayData({ status: 1, pay: { pay_id: 1, pay_sum: -5 } })).toEqual({ kind: 'malformed' });
  });

  it('selectCash: a safe link_redirect is followed, another scheme never, no link is the cash view', () => {
    expect(readSelectCash({ status: 1, link_redirect: 'https://bank.example/pay/1' }, safe)).toEqual({ kind: 'redirect', url: 'https://bank.example/pay/1' });
    expect(readSelectCash({ status: 1, link_redirect: 'javascript:alert(1)' }, safe)).toEqual({ kind: 'unsafe-redirect' });
    expect(readSelectCash({ status: 1, instruction: 'Counter' }, safe)).toEqual({ kind: 'cash', instruction: 'Counter' });
    expect(readSelectCash(null, safe)).toEqual({ kind: 'cash', instruction: null });
  });

  it('selectCash: status 0, in any spelling the request helper refuses, is a refusal with its text, as for payData (spec 001 §7, §8)', () => {
    expect(readSelectCash({ status: 0, error: 'This bill has been cancelled.' }, safe)).toEqual({ kind: 'refused', message: 'This bill has been cancelled.' });
    expect(readSelectCash({ status: false, message: 'No cash' }, safe)).toEqual({ kind: 'refused', message: 'No cash' });
    expect(readSelectCash({ status: ' FALSE ', link_redirect: 'https://bank.example/pay/1' }, safe)).toEqual({ kind: 'refused', message: '' });
    expect(readSelectCash({ status: '0', error: 'Nope' }, safe)).toEqual({ kind: 'refused', message: 'Nope' });
    expect(readPayData({ status: 'false', error: 'Nope' })).toEqual({ kind: 'refused', message: 'Nope' });
    expect(readSelectCash({ status: 'true', instruction: 'Counter' }, safe)).toEqual({ kind: 'cash', instruction: 'Counter' });
  });
});

describe('pay state machine', () => {
  it('opens on success at once, on fail with a reload, on pay with a load, on a broken link with a message', () => {
    const ok = (status: 'pay' | 'fail' | 'success') => ({ kind: 'ok' as const, query: { payId: '7', hash: 'abcd', status } });
    expect(initialView(ok('success'))).toEqual({ view: 'success', billNumber: '7' });
    expect(initialView(ok('fail'))).toEqual({ view: 'fail', bill: null });
    expect(initialView(ok('pay'))).toEqual({ view: 'loading' });
    expect(initialView({ kind: 'invalid', reason: 'missing_hash' })).toEqual({ view: 'problem', problem: 'bad_link', retry: false });
    expect(initialView({ kind: 'none' })).toEqual({ view: 'closed', alert: null });
    expect(loadsOnOpen({ view: 'loading' })).toBe(true);
    expect(loadsOnOpen({ view: 'fail', bill: null })).toBe(true);
    expect(loadsOnOpen({ view: 'success', billNumber: '7' })).toBe(false);
  });

  it('a loaded bill: the methods, already paid (pay_status 2), cash alone goes straight to cash, no methods is a problem', () => {
    const loading = { view: 'loading' } as const;
    expect(afterPayData(loading, { kind: 'bill', bill: bill() })).toEqual({ view: 'bill', bill: bill() });
    expect(afterPayData(loading, { kind: 'bill', bill: bill({ status: 2 }) })).toEqual({ view: 'paid', bill: bill({ status: 2 }) });
    const cashOnly = bill({ methods: ['cash'] });
    expect(afterPayData(loading, { kind: 'bill', bill: cashOnly })).toEqual({ view: 'cash', bill: cashOnly, instruction: 'Pay at the counter.' });
    expect(afterPayData(loading, { kind: 'bill', bill: bill({ methods: [] }) })).toEqual({ view: 'problem', problem: 'no_methods', retry: false });
  });

  it('status 0 closes with an alert; status 3 is success without a number; malformed or failed loads offer a retry', () => {
    expect(afterPayData({ view: 'loading' }, { kind: 'refused', message: 'Bill not found' })).toEqual({ view: 'closed', alert: 'Bill not found' });
    expect(afterPayData({ view: 'loading' }, { kind: 'already-paid' })).toEqual({ view: 'success', billNumber: null });
    expect(afterPayData({ view: 'loading' }, { kind: 'malformed' })).toEqual({ view: 'problem', problem: 'error', retry: true });
    expect(afterPayDataError({ view: 'loading' })).toEqual({ view: 'problem', problem: 'error', retry: true });
  });

  it("the cash choice: the answer's instruction, else the bill's; a refusal closes with its text as payData's does", () => {
    expect(afterSelectCash(bill(), { kind: 'cash', instruction: 'Counter' })).toEqual({ view: 'cash', bill: bill(), instruction: 'Counter' });
    expect(afterSelectCash(bill(), { kind: 'cash', instruction: null })).toEqual({ view: 'cash', bill: bill(), instruction: 'Pay at the counter.' });
    expect(afterSelectCash(bill(), { kind: 'unsafe-redirect' })).toEqual({ view: 'cash', bill: bill(), instruction: 'Pay at the counter.' });
    expect(afterSelectCash(bill(), { kind: 'refused', message: 'This bill has been cancelled.' })).toEqual({ view: 'closed', alert: 'This bill has been cancelled.' });
  });

  it('the failure view keeps its place while its bill reloads behind it', () => {
    const fail = { view: 'fail', bill: null } as const;
    expect(afterPayData(fail, { kind: 'bill', bill: bill() })).toEqual({ view: 'fail', bill: bill() });
    expect(afterPayData(fail, { kind: 'malformed' })).toEqual(fail);
    expect(afterPayDataError(fail)).toEqual(fail);
  });
});
