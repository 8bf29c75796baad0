import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadServerDataChecks } from '../safety/server-data-checks';
import { createSandbox, productAnswer, type SandboxSeed } from '../../sandbox/sandbox';
import { TEST_PROJECT_ID, TEST_SEED } from '../../scenarios/test-seed';
import { createCartStore, refreshCart } from '../cart';
import type { RuntimeLog } from '../core/services';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createRequest, type RequestFunction } from '../platform/request';
import { cartProductsLoader, productsLearnedOnceHydrated } from './cart-products';
import { createCatalogueStore, type CatalogueStore } from './catalogue-store';
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

/** The loader as the cart widget makes it, its products going to `catalogue`. */
const loader = (requestFunction: RequestFunction, catalogue: CatalogueStore = createCatalogueStore()) =>
  cartProductsLoader(requestFunction, TEST_PROJECT_ID, log, (products, problems) => catalogue.getState().addProducts(products, problems));

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
    expect(await refreshCart(store, loader(request), log)).toBe('refreshed');
    expect(store.getState().items[0]).toMatchObject({ price: (line.price ?? 0) + 3, orderPrice: line.price, quantity: 7, hidden: false });
    const call = sandbox.log.entries().find((entry) => entry.url.includes('showType=select_products'));
    expect(call?.url).toContain(`productIds=${seed.products[0]!.id}`);
    // A product the shop hid is still answered to the cart, and its line is not available.
    seed.products[0]!.visible = false;
    await refreshCart(store, loader(request), log);
    expect(store.getState().items[0]?.hidden).toBe(true);
  });

  it('a moved price stamps the line with when it was asked for, which it keeps through a reload: the card the page was published with then adds to its count, not its old price', async () => {
    const backend = createMemoryBackend();
    const store = createCartStore(createStorage('site:test:', backend));
    const published = firstLine(0);
    store.getState().add(published);
    const variant = seed.products[0]!.variants.find((entry) => entry.id === published.variantId)!;
    variant.price = (published.price ?? 0) + 3;
    const before = Date.now();
    await refreshCart(store, loader(request), log);
    expect(store.getState().items[0]!.checkedAt).toBeGreaterThanOrEqual(before);
    // The page loaded again: its card still carries the published price.
    const reloaded = createCartStore(createStorage('site:test:', backend));
    expect(reloaded.getState().add(firstLine(0))).toBe(true);
    expect(reloaded.getState().items[0]).toMatchObject({ count: 2, price: (published.price ?? 0) + 3 });
  });

  it('a failed call keeps the cart; a product the shop no longer has is gone', async () => {
    const store = createCartStore();
    store.getState().add(firstLine(1));
    sandbox.faults.set({ match: '/api/ecommerce/products/', status: 500, times: 1 });
    expect(await refreshCart(store, loader(request), log)).toBe('failed');
    expect(store.getState().items[0]?.hidden).toBe(false);
    store.getState().add({ ...firstLine(1), id: 'nope:1', productId: 'nope', variantId: '1' });
    await refreshCart(store, loader(request), log);
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
    const refreshing = refreshCart(store, loader(watched), log);
    const added = firstLine(4);
    store.getState().add(added);
    await refreshing;
    expect(asked).toEqual([seed.products[3]!.id]);
    expect(store.getState().items.map((entry) => entry.hidden)).toEqual([false, false]);
    expect(store.getState().items[1]).toMatchObject(added);
    expect(store.getState().notices).not.toContainEqual(expect.objectContaining({ kind: 'gone' }));
    // The next refresh asks for it too.
    await refreshCart(store, loader(watched), log);
    expect(asked[1]).toBe(`${seed.products[3]!.id},${seed.products[4]!.id}`);
  });

  it("puts the products it read into the site's product store (spec 000 §7: \"added to the product store\"): the cards show the price the cart learned", async () => {
    const catalogue = createCatalogueStore();
    const store = createCartStore();
    const line = firstLine(0);
    store.getState().add(line);
    const variant = seed.products[0]!.variants.find((entry) => entry.id === line.variantId)!;
    variant.price = (line.price ?? 0) + 3;
    await refreshCart(store, loader(request, catalogue), log);
    const stored = catalogue.getState().products[seed.products[0]!.id];
    expect(stored?.variants.find((entry) => entry.id === line.variantId)?.price).toBe((line.price ?? 0) + 3);
  });

  it('an older call answering after a newer one leaves the newer products in the store', async () => {
    const catalogue = createCatalogueStore();
    const answers: ((price: number) => void)[] = [];
    const held: RequestFunction = <T,>() =>
      new Promise<T>((resolve) => answers.push((price) => resolve({ products: [{ id: 'mug', title: 'Mug', variants: [{ id: 'v1', price, quantity: -1 }] }], total: 1 } as T)));
    const load = loader(held, catalogue);
    const price = () => catalogue.getState().products.mug?.variants[0]?.price;
    const older = load(['mug']);
    const newer = load(['mug']);
    answers[1]!(12);
    await newer;
    expect(price()).toBe(12);
    answers[0]!(10);
    await older;
    expect(price()).toBe(12);
  });
});

describe('productsLearnedOnceHydrated (a published card hydrates with the price the server wrote)', () => {
  const mug = (price: number) => {
    const read = normaliseProduct({ id: 'mug', title: 'Mug', variants: [{ id: 'v1', price, quantity: -1 }] });
    if (!read.ok) throw new Error('unreadable');
    return read.product;
  };

  it('holds what refreshes learned until the host hands over, then takes it in, the newest last, once its data checks have come; after that as they come', async () => {
    const catalogue = createCatalogueStore();
    const learned = productsLearnedOnceHydrated(catalogue);
    const price = () => catalogue.getState().products.mug?.variants[0]?.price;
    learned.learn([mug(11)], []);
    learned.learn([mug(12)], []);
    await loadServerDataChecks();
    expect(price()).toBeUndefined();
    learned.release();
    await vi.waitFor(() => expect(price()).toBe(12));
    learned.learn([mug(13)], []);
    await vi.waitFor(() => expect(price()).toBe(13));
    // Released twice (the host's hand-over seen again): nothing held comes back.
    learned.release();
    await loadServerDataChecks();
    expect(price()).toBe(13);
  });
});
