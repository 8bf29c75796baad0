import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox, categoryProducts, productAnswer, type SandboxSeed } from '../../sandbox/sandbox';
import { TEST_PROJECT_ID, TEST_SEED } from '../../scenarios/test-seed';
import { shopSeed, SHOP_PROJECT_ID } from '../../scenarios/shop/seed';
import { PRODUCTS_PATH } from '../platform/api-paths';
import { createRequest, RequestError } from '../platform/request';
import type { RuntimeLog } from '../core/services';
import { createCatalogueStore, lastFailure, listKey, loadingPage, shownPage, type ListMode } from './catalogue-store';
import { MalformedProductsAnswer } from './load-failure';
import { loadServerDataChecks } from '../safety/server-data-checks';
import { trackPromise } from '../platform/tracked-promise';
import { cartData } from './variants';
import { fetchProductsPage, loadListPage, PRODUCTS_LOAD_TIMEOUT_MS, productsQueryData, readProductsAnswer, type ProductsQuery } from './load-products';

const ORIGIN = 'http://localhost';

// One sandbox per seed, both served by one MSW server; each test picks its seed with server.use.
const small = createSandbox(TEST_SEED);
const shop = createSandbox(shopSeed);
const server = setupServer(...small.handlers);
let sandbox = small;

beforeAll(() => {
  small.attach(server.events);
  shop.attach(server.events);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  small.reset();
  shop.reset();
  sandbox = small;
});
afterAll(() => server.close());

/** Serves the shop seed instead of the small one for this test. */
function useShop() {
  server.use(...shop.handlers);
  sandbox = shop;
}

/** The runtime's request helper, with the page's origin (node fetch needs an absolute URL). */
const request = createRequest({ fetch: (input, init) => fetch(new URL(String(input), ORIGIN), init), navigate: () => undefined });

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies RuntimeLog;
const idsOf = (seed: SandboxSeed, categoryId: string | null, from: number, to: number) =>
  (categoryId === null ? seed.products : categoryProducts(seed, categoryId)).slice(from, to).map((product) => product.id);

/** The requests the sandbox saw, once every one of them has been logged as answered. */
async function settledRequests() {
  await vi.waitFor(() => expect(sandbox.log.entries().every((entry) => entry.status !== null)).toBe(true));
  return sandbox.log.entries();
}

function setUp(options: { seed?: SandboxSeed; categoryId?: string | null; first?: string[]; count?: number; perPage?: number } = {}) {
  const seed = options.seed ?? TEST_SEED;
  const categoryId = options.categoryId === undefined ? 'beans' : options.categoryId;
  const perPage = options.perPage ?? 9;
  const first = options.first ?? idsOf(seed, categoryId, 0, perPage);
  const count = options.count ?? (categoryId === null ? seed.products.length : categoryProducts(seed, categoryId).length);
  const store = createCatalogueStore();
  const key = listKey('catalogue', categoryId ?? 'all');
  store.getState().initList(key, { ids: first, count, perPage });
  const log = quietLog();
  const load = (page: number, mode: ListMode, query: Partial<ProductsQuery> = {}) =>
    loadListPage({ store, request, log, key, mode, query: { projectId: seed.projectId, categoryId, page, limit: perPage, ...query } });
  return { store, key, log, load, list: () => store.getState().lists[key]! };
}

describe('productsQueryData (spec 000 §7: query fields projectId, productIds, categoryId, page, limit)', () => {
  it('sends the project, the page and the limit, with the category (spec 000 §7)', () => {
    expect(productsQueryData({ projectId: 'p', categoryId: 'beans', page: 2, limit: 9 })).toEqual({ projectId: 'p', categoryId: 'beans', page: 2, limit: 9 });
    expect(productsQueryData({ projectId: 'p', page: 1, limit: 9 })).toEqual({ projectId: 'p', page: 1, limit: 9 });
    expect(productsQueryData({ projectId: 'p', categoryId: null, productIds: [], page: 1, limit: 9 })).toEqual({ projectId: 'p', page: 1, limit: 9 });
  });

  it('sends product ids as a list, instead of the category (spec 000 §7 "by an id list")', () => {
    expect(productsQueryData({ projectId: 'p', categoryId: 'beans', productIds: ['7', '1', '758'], page: 1, limit: 9 })).toEqual({ projectId: 'p', productIds: '7,1,758', page: 1, limit: 9 });
  });
});

describe('readProductsAnswer (spec 000 §7 "a list of products, each with id")', () => {
  it('reads the products and the count (total, else the category count) (spec 000 §7)', () => {
    const answer = { products: [productAnswer(TEST_SEED.products[0]!), productAnswer(TEST_SEED.products[1]!)], total: 20, category: { count: 8 } };
    const page = readProductsAnswer(answer);
    expect(page.products.map((product) => product.id)).toEqual(['1', '2']);
    expect(page.problems).toEqual([]);
    expect(page.count).toBe(20);
    expect(readProductsAnswer({ products: [], category: { count: 8 } }).count).toBe(8);
    expect(readProductsAnswer({ products: [] }).count).toBeNull();
    expect(readProductsAnswer({ products: [], total: -1 }).count).toBeNull();
    expect(readProductsAnswer({ products: [], total: Number.NaN }).count).toBeNull();
  });

  it('leaves out broken products and reports them (spec 000 §3; never throws for a product)', () => {
    const page = readProductsAnswer({ products: [productAnswer(TEST_SEED.products[0]!), 'junk', { id: 'x', variants: [{ id: 'x1', price: 'abc' }] }], total: 3 });
    expect(page.products.map((product) => product.id)).toEqual(['1', 'x']);
    expect(page.problems).toHaveLength(2);
  });

  it('throws an Error for an answer without a products list (malformed) (spec 000 §8)', () => {
    for (const answer of [null, undefined, 'products', [], {}, { products: 'none' }, { status: true, items: [] }]) {
      expect(() => readProductsAnswer(answer)).toThrow(/malformed products answer/);
      expect(() => readProductsAnswer(answer)).toThrow(MalformedProductsAnswer);
    }
  });
});

describe('fetchProductsPage against the sandbox (spec 000 §7 GET /api/ecommerce/products/)', () => {
  it('GETs the page of a category with the query fields of spec 000 §7', async () => {
    const page = await fetchProductsPage(request, { projectId: TEST_PROJECT_ID, categoryId: 'gear', page: 1, limit: 5 });
    expect(page.products.map((product) => product.id)).toEqual(['9', '10', '11', '12', '13']);
    expect(page.count).toBe(7);
    const [entry] = await settledRequests();
    expect(entry).toMatchObject({ method: 'GET', status: 200 });
    const url = new URL(entry!.url, ORIGIN);
    expect(url.pathname).toBe(PRODUCTS_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: TEST_PROJECT_ID, categoryId: 'gear', page: '1', limit: '5' });
  });

  it('marks each product with when it was asked for, which a cart line it becomes keeps (cart-item.ts checkedAt); the page’s own products carry none', async () => {
    const before = Date.now();
    const page = await fetchProductsPage(request, { projectId: TEST_PROJECT_ID, categoryId: 'gear', page: 1, limit: 1 });
    const [product] = page.products;
    expect(product!.loadedAt).toBeGreaterThanOrEqual(before);
    expect(product!.loadedAt).toBeLessThanOrEqual(Date.now());
    expect(cartData(product!, product!.variants[0]!).checkedAt).toBe(product!.loadedAt);
    const { loadedAt: _loadedAt, ...fromThePage } = product!;
    expect(cartData(fromThePage, fromThePage.variants[0]!)).not.toHaveProperty('checkedAt');
  });

  it('GETs exactly the listed products, in their order (spec 000 §7 "by an id list")', async () => {
    useShop();
    const page = await fetchProductsPage(request, { projectId: SHOP_PROJECT_ID, productIds: ['7', '1', '758', '309'], page: 1, limit: 9 });
    expect(page.products.map((product) => product.id)).toEqual(['7', '1', '758', '309']);
    expect(page.problems).toEqual([]);
  });

  it('rejects with the request error of a failed call (spec 000 §8)', async () => {
    await expect(fetchProductsPage(request, { projectId: 'someone-else', page: 1, limit: 9 })).rejects.toBeInstanceOf(RequestError);
  });
});

/**
 * The shop's beans list and its page 2 asked for ahead, as request-ahead.ts holds it (a tracked
 * request); `answered`: its answer and the products' checks are in. `loadAhead` is the click's load.
 * After useShop().
 */
async function pageAskedAhead({ answered }: { answered: boolean }) {
  const listSetUp = setUp({ seed: shopSeed, categoryId: 'beans' });
  const query = { projectId: shopSeed.projectId, categoryId: 'beans', page: 2, limit: 9 };
  const sent = trackPromise(fetchProductsPage(request, query));
  if (answered) await Promise.all([loadServerDataChecks(), sent]);
  const loadAhead = () => loadListPage({ store: listSetUp.store, request, log: listSetUp.log, key: listSetUp.key, mode: 'append', query, sent });
  return { ...listSetUp, query, sent, loadAhead };
}

describe('loadListPage: load-more and pagination (spec 000 §4)', () => {
  it('load-more appends exactly the next 9 products (spec 000 §4, §9 "default products per page: 9")', async () => {
    useShop();
    const { load, list, store, log } = setUp({ seed: shopSeed, categoryId: 'beans' });
    expect(list().ids).toHaveLength(9);
    expect(await load(2, 'append')).toBe('loaded');
    expect(list()).toEqual({ ids: idsOf(shopSeed, 'beans', 0, 18), pageStarts: [0, 9], status: { kind: 'shown', page: 2 }, count: 299, perPage: 9, problems: [] });
    expect(await load(3, 'append')).toBe('loaded');
    expect(list().ids).toEqual(idsOf(shopSeed, 'beans', 0, 27));
    for (const id of idsOf(shopSeed, 'beans', 9, 27)) expect(store.getState().products[id]?.id).toBe(id);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
    expect((await settledRequests()).map((entry) => new URL(entry.url, ORIGIN).searchParams.get('page'))).toEqual(['2', '3']);
  });

  it('load-more of the last page appends only what is left (spec 000 §4)', async () => {
    const { load, list } = setUp({ categoryId: null });
    expect(await load(2, 'append')).toBe('loaded');
    expect(await load(3, 'append')).toBe('loaded');
    expect(list().ids).toEqual(idsOf(TEST_SEED, null, 0, 20));
    expect(list()).toMatchObject({ status: { kind: 'shown', page: 3 }, count: 20 });
  });

  it('pagination replaces the page with the one asked for (spec 000 §4)', async () => {
    useShop();
    const { load, list } = setUp({ seed: shopSeed, categoryId: 'gear', perPage: 8 });
    expect(await load(4, 'replace')).toBe('loaded');
    expect(list()).toEqual({ ids: idsOf(shopSeed, 'gear', 24, 32), pageStarts: [0], status: { kind: 'shown', page: 4 }, count: 447, perPage: 8, problems: [] });
    expect(await load(56, 'replace')).toBe('loaded');
    expect(list().ids).toEqual(idsOf(shopSeed, 'gear', 440, 447));
    expect(list().ids).toHaveLength(7);
    expect(await load(1, 'replace')).toBe('loaded');
    expect(list().ids).toEqual(idsOf(shopSeed, 'gear', 0, 8));
  });

  it('shows the loading state while the request runs (spec 000 §4 "a loading state is shown during a request")', async () => {
    const { load, list } = setUp();
    const pending = load(2, 'append');
    expect(loadingPage(list().status)).toBe(2);
    await pending;
    expect(loadingPage(list().status)).toBeNull();
  });

  it('a page asked for ahead and already answered is stored in the caller’s own task: no loading state is rendered and taken back', async () => {
    useShop();
    const { store, key, list, loadAhead } = await pageAskedAhead({ answered: true });
    const statuses: string[] = [];
    const unsubscribe = store.subscribe((state) => statuses.push(state.lists[key]!.status.kind));
    const loading = loadAhead();
    // Before anything is awaited: the page is shown.
    expect(list()).toMatchObject({ ids: idsOf(shopSeed, 'beans', 0, 18), status: { kind: 'shown', page: 2 } });
    expect(statuses).not.toContain('loading');
    expect(await loading).toBe('loaded');
    unsubscribe();
    expect((await settledRequests()).map((entry) => new URL(entry.url, ORIGIN).searchParams.get('page'))).toEqual(['2']);
  });

  it('a page already answered is ignored while another load of the list runs, and for a list not in the store', async () => {
    useShop();
    const { store, key, log, list, query, sent, loadAhead } = await pageAskedAhead({ answered: true });
    const running = loadListPage({ store, request, log, key, mode: 'append', query: { ...query, page: 3 } });
    expect(await loadAhead()).toBe('ignored');
    expect(await running).toBe('loaded');
    expect(await loadListPage({ store, request, log, key: 'no-such-list', mode: 'append', query, sent })).toBe('ignored');
    expect(list().pageStarts).toEqual([0, 9]);
  });

  it('a page asked for ahead and not answered yet shows the loading state until it is, and is not asked for again', async () => {
    useShop();
    const { list, loadAhead } = await pageAskedAhead({ answered: false });
    const loading = loadAhead();
    expect(loadingPage(list().status)).toBe(2);
    // A second click meanwhile, with the same answer, is the same click.
    expect(await loadAhead()).toBe('ignored');
    expect(await loading).toBe('loaded');
    expect(list()).toMatchObject({ ids: idsOf(shopSeed, 'beans', 0, 18), status: { kind: 'shown', page: 2 } });
    expect(await settledRequests()).toHaveLength(1);
  });

  it("a second load while one runs is 'ignored' and sends no request (spec 000 §4)", async () => {
    const { load, list } = setUp({ categoryId: null });
    const first = load(2, 'append');
    const second = load(3, 'append');
    const third = load(2, 'replace');
    expect(await second).toBe('ignored');
    expect(await third).toBe('ignored');
    expect(await first).toBe('loaded');
    expect(list().ids).toEqual(idsOf(TEST_SEED, null, 0, 18));
    const requests = await settledRequests();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url, ORIGIN).searchParams.get('page')).toBe('2');
    // Once it is done, the next load runs.
    expect(await load(3, 'append')).toBe('loaded');
    expect(await settledRequests()).toHaveLength(2);
  });

  it('logs the problems of an answer and keeps them in the store; the good products still show (spec 000 §8)', async () => {
    const { load, list, log, store } = setUp({ first: ['1'], count: 10 });
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 200, body: { status: true, products: [productAnswer(TEST_SEED.products[1]!), 42, { id: 'bad', variants: [{ id: 'b1', price: 'abc' }] }], total: 10 } });
    expect(await load(2, 'append')).toBe('loaded');
    expect(list().ids).toEqual(['1', '2', 'bad']);
    expect(log.warn).toHaveBeenCalledWith('products: 2 problems in the answer for page 2', expect.any(Array));
    expect(store.getState().problems).toHaveLength(2);
  });
});

describe("loadListPage: failures (spec 000 §8 \"a failed product load is logged and the loader is removed\")", () => {
  /** What every failure must leave: the outcome 'failed', one error log, no loader, the same products. */
  async function expectFailed(setup: ReturnType<typeof setUp>, page: number, mode: ListMode, pending?: Promise<unknown>) {
    const before = setup.list().ids;
    const outcome = await (pending ?? setup.load(page, mode));
    expect(outcome).toBe('failed');
    expect(setup.log.error).toHaveBeenCalledTimes(1);
    expect(setup.log.error).toHaveBeenCalledWith(expect.stringContaining(`loading page ${page} failed`), expect.any(Error));
    expect(loadingPage(setup.list().status)).toBeNull();
    expect(setup.list().ids).toBe(before);
    expect(shownPage(setup.list().status)).toBe(1);
    // The list keeps which page failed and why (the admin notice reads it).
    expect(lastFailure(setup.list().status)).toMatchObject({ page, message: expect.any(String) });
    return lastFailure(setup.list().status)!;
  }

  it('a 500 answer fails: logged, loader removed, products stay (spec 000 §8)', async () => {
    const setup = setUp();
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 500 });
    expect(await expectFailed(setup, 2, 'append')).toEqual({ page: 2, reason: 'server', status: 500, timeoutMs: 0, message: expect.stringContaining('server error 500') });
    expect(setup.log.error.mock.calls[0]![1]).toMatchObject({ kind: 'server', status: 500 });
    expect(await expectFailed(setUp(), 3, 'replace')).toMatchObject({ page: 3, reason: 'server', status: 500 });
  });

  it('a request that never answers fails after PRODUCTS_LOAD_TIMEOUT_MS (fake timers) (spec 000 §8)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const setup = setUp();
    sandbox.faults.set({ match: PRODUCTS_PATH, timeout: true });
    const pending = setup.load(2, 'append');
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(PRODUCTS_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(loadingPage(setup.list().status)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await expectFailed(setup, 2, 'append', pending)).toEqual({ page: 2, reason: 'timeout', status: 0, timeoutMs: PRODUCTS_LOAD_TIMEOUT_MS, message: expect.stringContaining('no answer in time') });
    expect(setup.log.error.mock.calls[0]![1]).toMatchObject({ kind: 'timeout' });
  });

  it('an answer that is not JSON fails (spec 000 §8)', async () => {
    const setup = setUp();
    sandbox.faults.set({ match: PRODUCTS_PATH, malformed: true });
    expect(await expectFailed(setup, 2, 'append')).toMatchObject({ reason: 'malformed', message: expect.stringContaining('not JSON') });
  });

  it('a JSON answer without a products list fails as malformed (spec 000 §8)', async () => {
    const setup = setUp();
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 200, body: { status: true, items: [] } });
    expect(await expectFailed(setup, 2, 'append')).toEqual({ page: 2, reason: 'malformed', status: 0, timeoutMs: 0, message: 'malformed products answer: no products list' });
  });

  it('a network failure and a refused query fail too (spec 000 §8)', async () => {
    const offline = setUp();
    sandbox.faults.set({ match: PRODUCTS_PATH, offline: true, times: 1 });
    expect(await expectFailed(offline, 2, 'append')).toMatchObject({ reason: 'network', status: 0, message: expect.stringContaining('network error') });
    const unknownCategory = setUp({ categoryId: 'tea', first: ['1'], count: 5 });
    expect(await expectFailed(unknownCategory, 2, 'append')).toMatchObject({ reason: 'not_found', status: 404, message: expect.stringContaining('not found') });
  });

  it('after a failure the next load runs and clears the error (spec 000 §4, §8)', async () => {
    const setup = setUp();
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 503, times: 1 });
    await expectFailed(setup, 2, 'append');
    expect(await setup.load(2, 'append')).toBe('loaded');
    expect(setup.list()).toMatchObject({ ids: idsOf(TEST_SEED, 'beans', 0, 8), status: { kind: 'shown', page: 2 } });
  });

  it('never throws, even for a list that does not exist ("ignored") (spec 000 §4)', async () => {
    const store = createCatalogueStore();
    const log = quietLog();
    await expect(loadListPage({ store, request, log, key: 'nope', mode: 'append', query: { projectId: TEST_PROJECT_ID, page: 2, limit: 9 } })).resolves.toBe('ignored');
    expect(sandbox.log.entries()).toEqual([]);
  });
});

describe('a list of given ids (source products) loads page by page by its own ids (spec 000 §7 productIds)', () => {
  it('asks for exactly the next page of ids, and an id the answer lacks stays as an empty card', async () => {
    const given = ['1', 'no-such-product', '2', '3', '4'];
    const store = createCatalogueStore();
    const key = listKey('gifts', 'products');
    store.getState().initList(key, { ids: given.slice(0, 2), count: given.length, perPage: 2 });
    const pageIds = given.slice(2, 4);
    const outcome = await loadListPage({
      store,
      request,
      log: quietLog(),
      key,
      mode: 'append',
      query: { projectId: TEST_PROJECT_ID, productIds: pageIds, page: 1, limit: pageIds.length },
      idsPage: { page: 2, ids: pageIds },
    });
    expect(outcome).toBe('loaded');
    expect(store.getState().lists[key]).toMatchObject({ ids: ['1', 'no-such-product', '2', '3'], status: { kind: 'shown', page: 2 }, count: 5 });
    const [entry] = await settledRequests();
    expect(new URL(entry!.url, ORIGIN).searchParams.get('productIds')).toBe('2,3');
    expect(store.getState().products['3']?.id).toBe('3');
  });
});
