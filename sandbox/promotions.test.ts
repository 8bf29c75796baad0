import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequest } from '../runtime/platform/request';
import { discountsLoader, promocodeLoader, PROMOTION_LOAD_TIMEOUT_MS } from '../runtime/checkout/promotions-api';
import { nearestDiscount, promocodeProblem } from '../runtime/checkout/promotions';
import { createSandbox } from './sandbox';
import { SLOW_PROMOCODE_DELAY_MS } from './promotions';

const PROJECT = 'promo-test';
const sandbox = createSandbox({ projectId: PROJECT, products: [], categories: [] });
const server = setupServer(...sandbox.handlers);
const request = createRequest({ fetch: (input, init) => fetch(new URL(String(input), 'http://localhost'), init) });
const load = promocodeLoader(request, PROJECT);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.reset();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('sandbox promotion endpoints, read by the runtime (spec 001 §7)', () => {
  it('a valid percent code, found whatever case and spaces it was asked in', async () => {
    expect(await load('save10')).toEqual({ kind: 'found', promocode: expect.objectContaining({ id: 'pc-save10', code: 'save10', discountType: 'percent', amount: 10, usageWithAnyDiscount: true }) });
    expect(await load(' SAVE10 ')).toMatchObject({ kind: 'found' });
  });

  it('a fixed amount that does not combine, a delivery-free code and a cyrillic one', async () => {
    expect(await load('minus5')).toMatchObject({ kind: 'found', promocode: { discountType: 'other', amount: 5, usageWithAnyDiscount: false } });
    expect(await load('freeship')).toMatchObject({ kind: 'found', promocode: { discountType: 'delivery', deliveryFree: true } });
    expect(await load('скидка')).toMatchObject({ kind: 'found', promocode: { amount: 7 } });
  });

  it('a code with a minimum total is found; the runtime sees the cart is below it', async () => {
    const answer = await load('big50');
    expect(answer).toMatchObject({ kind: 'found', promocode: { activeFrom: 50 } });
    if (answer.kind === 'found') expect(promocodeProblem(answer.promocode, 49)).toBe('total');
  });

  it('an unknown code is not found; an expired one is the timeout error', async () => {
    expect(await load('nothing-like-it')).toEqual({ kind: 'refused', error: 'notfound', minimum: null });
    expect(await load('expired')).toEqual({ kind: 'refused', error: 'timeout', minimum: null });
  });

  it('another project: not found; a server fault or an unreadable answer: the default error', async () => {
    expect(await promocodeLoader(request, 'other')('save10')).toMatchObject({ kind: 'refused', error: 'notfound' });
    sandbox.faults.set({ match: '/api/ecommerce/promotions/', status: 500, times: 1 });
    expect(await load('save10')).toMatchObject({ kind: 'refused', error: 'default' });
    sandbox.faults.set({ match: '/api/ecommerce/promotions/', malformed: true, times: 1 });
    expect(await load('save10')).toMatchObject({ kind: 'refused', error: 'default' });
  });

  it(`the slow code answers after ${SLOW_PROMOCODE_DELAY_MS} ms; the hanging one ends in the runtime's timeout (the default error)`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let slow: unknown = null;
    void load('slow').then((answer) => (slow = answer));
    await vi.advanceTimersByTimeAsync(SLOW_PROMOCODE_DELAY_MS - 1);
    expect(slow).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(slow).toMatchObject({ kind: 'found' }));
    let hung: unknown = null;
    void load('hang').then((answer) => (hung = answer));
    await vi.advanceTimersByTimeAsync(PROMOTION_LOAD_TIMEOUT_MS);
    await vi.waitFor(() => expect(hung).toEqual({ kind: 'refused', error: 'default', minimum: null }));
  });

  it('the discount list, whose nearest step follows the subtotal', async () => {
    const discounts = await discountsLoader(request, PROJECT)();
    expect(discounts.map((discount) => discount.id)).toEqual(['d-40', 'd-100']);
    expect(nearestDiscount(discounts, 39, 2)).toBeNull();
    expect(nearestDiscount(discounts, 40, 2)?.id).toBe('d-40');
    expect(nearestDiscount(discounts, 120, 2)?.id).toBe('d-100');
    await expect(discountsLoader(request, 'other')()).rejects.toMatchObject({ kind: 'not_found' });
  });
});
