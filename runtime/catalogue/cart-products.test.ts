import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, productAnswer, type SandboxSeed } from '../../sandbox/sandbox';
import { TEST_PROJECT_ID, TEST_SEED } from '../../scenarios/test-seed';
import { createCartStore, refreshCart } from '../cart';
import type { RuntimeLog } from '../core/services';
import { createRequest, type RequestFunction } from '../platform/request';
import { cartProductsLoader } from './cart-products';
import { normaliseProduct } from './product';
import { cartData, initialSelection, variantFor } from './variants';

const ORIGIN = 'http://localhost';
// A copy the tests change between refreshes, as QA does on the sandbox.
const seed: SandboxSeed = structuredClone(TEST_SEED);
const sandbox = createSandbox(seed);
const server = setupServer(...sandbox.handlers);
const request = createRequest({ fetch: (input, init) => fetch(new URL(String(input), ORIGIN), init), navigate: () => undefined });
const lines: string[] = [];
const log: RuntimeLog = { info: (message) => void lines.push(message), warn: (message) => void lines.push(message), error: (message) => void lines.push(message) };

beforeAll(() => {
  sandbox.attach(server.events);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  sandbox.reset();
  lines.length = 0;
});
afterAll(() => server.close());

function firstLine(index: number) {
  const product = seed.products[index]!;
  const read = normaliseProduct(productAnswer(product));
  if (!read.ok) throw new Error('unreadable');
  return cartData(read.product, variantFor(read.product, initialSelection(read.product))!);
}

describe('cartProductsLoader (spec 001 §7: showType select_products, productIds)', () => {
  it('asks the products call for the lines\' products and a moved price, stock or visibility reaches the lines', async () => {
    const store = createCartStore();
    const line = firstLine(0);
    store.getState().add(line);
    const variant = seed.products[0]!.variants.find((entry) => entry.id === line.variantId)!;
    variant.price = (line.price ?? 0) + 3;
    variant.quantity = 7;
    expect(await refreshCart(store, cartProductsLoader(request, TEST_PROJECT_ID, log), log)).toBe('refreshed');
    expect(store.getState().items[0]).toMatchObject({ price: (line.price ?? 0) + 3, orderPrice: line.price, quantity: 7, hidden: false });
    const call = sandbox.log.entries().find((entry) => entry.url.includes('showType=select_products'));
    expect(call?.url).toContain(`productIds=${seed.products[0]!.id}`);
    // A product the shop hid is still answered to the cart, and its line is not available.
    seed.products[0]!.visible = false;
    await refreshCart(store, cartProductsLoader(request, TEST_PROJECT_ID, log), log);
    expect(store.getState().items[0]?.hidden).toBe(true);
  });

  it('a failed call keeps the cart; a product the shop no longer has is gone', async () => {
    const store = createCartStore();
    store.getState().add(firstLine(1));
    sandbox.faults.set({ match: '/api/ecommerce/products/', status: 500, times: 1 });
    expect(await refreshCart(store, cartProductsLoader(request, TEST_PROJECT_ID, log), log)).toBe('failed');
    expect(store.getState().items[0]?.hidden).toBe(false);
    store.getState().add({ ...firstLine(1), id: 'nope:1', productId: 'nope', variantId: '1' });
    await refreshCart(store, cartProductsLoader(request, TEST_PROJECT_ID, log), log);
    expect(store.getState().items.map((entry) => entry.hidden)).toEqual([false, true]);
  });

  it('a line added while the call was on its way (from a card, or merged from another tab) is left alone, not gone: the answer says nothing of it', async () => {
    const asked: unknown[] = [];
    const watched: RequestFunction = (path, options) => {
      asked.push(options?.data?.productIds);
      return request(path, options);
    };
    const store = createCartStore();
    store.getState().add(firstLine(3));
    const refreshing = refreshCart(store, cartProductsLoader(watched, TEST_PROJECT_ID, log), log);
    const added = firstLine(4);
    store.getState().add(added);
    await refreshing;
    expect(asked).toEqual([seed.products[3]!.id]);
    expect(store.getState().items.map((entry) => entry.hidden)).toEqual([false, false]);
    expect(store.getState().items[1]).toMatchObject(added);
    expect(store.getState().notices).not.toContainEqual(expect.objectContaining({ kind: 'gone' }));
    // The next refresh asks for it too.
    await refreshCart(store, cartProductsLoader(watched, TEST_PROJECT_ID, log), log);
    expect(asked[1]).toBe(`${seed.products[3]!.id},${seed.products[4]!.id}`);
  });
});
