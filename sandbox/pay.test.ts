import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequest } from '../runtime/platform/request';
import { loadPayData, selectCash } from '../runtime/pay/pay-api';
import { modalsSeed } from '../scenarios/modals/seed';
import { createSandbox } from './sandbox';
import { payReturnUrl } from './pay-page';

const sandbox = createSandbox(modalsSeed);
const server = setupServer(...sandbox.handlers);
const request = createRequest({ fetch: (input, init) => fetch(new URL(String(input), 'http://localhost'), init) });
const query = (payId: string, hash = `h${payId}`) => ({ payId, hash, status: 'pay' as const });
const safe = (url: string) => url.startsWith('https://');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('sandbox pay endpoints, read by the pay modal', () => {
  it('a payable bill with its methods', async () => {
    const outcome = await loadPayData(request, query('1042'));
    expect(outcome.kind === 'bill' && outcome.bill).toMatchObject({ payId: '1042', sum: 86.5, methods: ['card', 'sbp', 'cash'] });
  });

  it('a wrong hash and a refused bill are status 0 with a text; status 3 counts as paid', async () => {
    expect(await loadPayData(request, query('1042', 'forged'))).toEqual({ kind: 'refused', message: 'The bill was not found or the link is wrong.' });
    expect(await loadPayData(request, query('1060'))).toEqual({ kind: 'refused', message: 'This bill has been cancelled.' });
    expect(await loadPayData(request, query('1070'))).toEqual({ kind: 'already-paid' });
  });

  it('selectCash: the instruction, a redirect, an unsafe redirect, a refusal with its text (status 0)', async () => {
    expect(await selectCash(request, query('1043'), safe)).toEqual({ kind: 'cash', instruction: 'Bring the exact amount to the cupping on Saturday.' });
    expect(await selectCash(request, query('1044'), safe)).toEqual({ kind: 'redirect', url: 'https://bank.example/cash-voucher/1044' });
    expect(await selectCash(request, query('1045'), safe)).toEqual({ kind: 'unsafe-redirect' });
    expect(await selectCash(request, query('1046'), safe)).toEqual({ kind: 'refused', message: 'Cash is no longer accepted for this bill: please pay by card.' });
    expect(await selectCash(request, query('1046', 'forged'), safe)).toEqual({ kind: 'refused', message: 'The bill was not found or the link is wrong.' });
  });

  it('a malformed answer (fault) reads as malformed', async () => {
    sandbox.faults.set({ match: '/mod/pay/ajax/', malformed: true, times: 1 });
    expect(await loadPayData(request, query('1042'))).toEqual({ kind: 'malformed' });
  });

  it('the payment page links back to the page it came from with pay_status', () => {
    expect(payReturnUrl('http://localhost:5173/harness/frame.html?scenario=modals&pay_id=1&h=x', '1042', 'h1042', 'fail')).toBe(
      '/harness/frame.html?scenario=modals&pay_id=1042&h=h1042&pay_status=fail',
    );
    expect(payReturnUrl(undefined, '1', 'habc', 'success')).toBe('/?pay_id=1&h=habc&pay_status=success');
  });
});
