import { describe, expect, it, vi } from 'vitest';
import { cardKey, createCatalogueStore, failedLoads, lastFailure, listKey, listPageRanges, loadedProblems, loadingPage, PROBLEMS_KEPT, shownPage, sizedListKey } from './catalogue-store';
import type { LoadFailure } from './load-failure';
import { own } from '../safety/own-records';
import { normaliseProduct, type Product, type ProductProblem } from './product';

function product(id: string, title = `Product ${id}`): Product {
  const read = normaliseProduct({ id, title, variants: [{ id: `${id}-1`, price: 10 }] });
  if (!read.ok) throw new Error('unreadable');
  return read.product;
}

const failure = (page: number, message = 'GET /api/ecommerce/products/: server error 500'): LoadFailure => ({ page, reason: 'server', status: 500, timeoutMs: 0, message });
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
const KEY = listKey('catalogue', 'beans');

function withList(first = ids(1, 9), count = 20) {
  const store = createCatalogueStore();
  store.getState().initList(KEY, { ids: first, count, perPage: 9 });
  return store;
}

describe('keys (spec 000 §3 Section data, Category)', () => {
  it('a list is per section and category, a card per section and product', () => {
    expect(listKey('catalogue', 'beans')).toBe('catalogue/beans');
    expect(cardKey('catalogue', '8')).toBe('catalogue/8');
    expect(listKey('a', 'b')).not.toBe(listKey('b', 'a'));
  });
});

describe('addProducts (spec 000 §7 "each with id, added to the product store")', () => {
  it('adds products by id; a product seen again replaces the old one (spec 000 §7)', () => {
    const store = createCatalogueStore();
    store.getState().addProducts([product('1'), product('2')]);
    store.getState().addProducts([product('2', 'Renamed')]);
    expect(Object.keys(store.getState().products)).toEqual(['1', '2']);
    expect(store.getState().products['2']?.title).toBe('Renamed');
  });

  it('keeps problems, newest last, at most PROBLEMS_KEPT (spec 000 §8 "all other failures go to the console")', () => {
    const store = createCatalogueStore();
    const problem = (n: number): ProductProblem => ({ productId: String(n), message: `problem ${n}` });
    store.getState().addProducts([], [problem(1)]);
    expect(store.getState().problems).toEqual([problem(1)]);
    store.getState().addProducts([], Array.from({ length: PROBLEMS_KEPT + 5 }, (_, n) => problem(n + 2)));
    expect(store.getState().problems).toHaveLength(PROBLEMS_KEPT);
    expect(store.getState().problems.at(-1)).toEqual(problem(PROBLEMS_KEPT + 6));
    expect(store.getState().problems[0]).toEqual(problem(7));
  });

  it('does not change the state for nothing (no re-render) (spec 000 §4)', () => {
    const store = createCatalogueStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().addProducts([]);
    store.getState().addProducts([], []);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('initList (spec 000 §3 Category: products, count)', () => {
  it('creates a list from the first page: page 1, not loading, no error (spec 000 §3)', () => {
    const store = withList();
    expect(store.getState().lists[KEY]).toEqual({ ids: ids(1, 9), pageStarts: [0], status: { kind: 'shown', page: 1 }, count: 20, perPage: 9, problems: [] });
  });

  it('a list published without products is unloaded: its first load is page 1, and a failure leaves it unloaded', () => {
    const store = createCatalogueStore();
    store.getState().initList(KEY, { ids: [], count: 20, perPage: 9 });
    expect(store.getState().lists[KEY]?.status).toEqual({ kind: 'unloaded' });
    expect(shownPage(store.getState().lists[KEY]!.status)).toBe(0);
    store.getState().startLoad(KEY, 1);
    expect(store.getState().lists[KEY]?.status).toEqual({ kind: 'loading', page: 1, shown: { kind: 'unloaded' } });
    store.getState().failLoad(KEY, failure(1));
    expect(store.getState().lists[KEY]?.status).toEqual({ kind: 'failed', failure: failure(1), shown: { kind: 'unloaded' } });
    expect(loadingPage(store.getState().lists[KEY]!.status)).toBeNull();
  });

  it('a first page published short of a page is page 0: its cards shown, its next load page 1, whose products a load-more appends', () => {
    const store = createCatalogueStore();
    store.getState().initList(KEY, { ids: ids(1, 6), count: 20, perPage: 9, short: true });
    expect(store.getState().lists[KEY]).toMatchObject({ ids: ids(1, 6), pageStarts: [0], status: { kind: 'shown', page: 0 } });
    expect(shownPage(store.getState().lists[KEY]!.status)).toBe(0);
    store.getState().startLoad(KEY, 1);
    store.getState().failLoad(KEY, failure(1));
    // A failed load leaves it short: the next one is page 1 again.
    expect(shownPage(store.getState().lists[KEY]!.status)).toBe(0);
    store.getState().startLoad(KEY, 1);
    store.getState().finishLoad(KEY, { ids: ids(1, 9), page: 1, count: 20, mode: 'append' });
    expect(store.getState().lists[KEY]).toMatchObject({ ids: ids(1, 9), pageStarts: [0, 6], status: { kind: 'shown', page: 1 } });
  });

  it('counts at least the products it shows (spec 000 §3 Category count)', () => {
    const store = createCatalogueStore();
    store.getState().initList(KEY, { ids: ids(1, 5), count: 2, perPage: 9 });
    expect(store.getState().lists[KEY]?.count).toBe(5);
  });

  it('is idempotent: a list that exists is kept as it is (spec 000 §4; survives a re-render or mode switch)', () => {
    const store = withList();
    store.getState().startLoad(KEY, 2);
    store.getState().finishLoad(KEY, { ids: ids(10, 18), page: 2, count: 20, mode: 'append' });
    const before = store.getState().lists[KEY];
    store.getState().initList(KEY, { ids: ids(1, 9), count: 20, perPage: 9 });
    store.getState().initList(KEY, { ids: [], count: 0, perPage: 3 });
    expect(store.getState().lists[KEY]).toBe(before);
    expect(store.getState().lists[KEY]?.ids).toEqual(ids(1, 18));
  });

  it('does not share the caller\u2019s array (spec 000 §4)', () => {
    const first = ids(1, 3);
    const store = createCatalogueStore();
    store.getState().initList(KEY, { ids: first, count: 3, perPage: 9 });
    first.push('99');
    expect(store.getState().lists[KEY]?.ids).toEqual(['1', '2', '3']);
  });
});

describe('startLoad (spec 000 §4 "a load is ignored if one is already running")', () => {
  it('marks the page as loading and clears the last error (spec 000 §4 "a loading state is shown during a request")', () => {
    const store = withList();
    store.getState().failLoad(KEY, failure(2, 'earlier failure'));
    expect(store.getState().startLoad(KEY, 2)).toBe(true);
    expect(store.getState().lists[KEY]).toMatchObject({ status: { kind: 'loading', page: 2, shown: { kind: 'shown', page: 1 } }, ids: ids(1, 9) });
  });

  it('ignores a load while one runs: false, state unchanged (spec 000 §4)', () => {
    const store = withList();
    expect(store.getState().startLoad(KEY, 2)).toBe(true);
    const before = store.getState();
    expect(store.getState().startLoad(KEY, 3)).toBe(false);
    expect(store.getState()).toBe(before);
    expect(loadingPage(store.getState().lists[KEY]!.status)).toBe(2);
  });

  it('refuses a list that does not exist (spec 000 §4)', () => {
    const store = createCatalogueStore();
    expect(store.getState().startLoad('nope/nope', 1)).toBe(false);
    expect(store.getState().lists).toEqual({});
  });

  it('loads of other lists run side by side (spec 000 §4)', () => {
    const store = withList();
    const other = listKey('catalogue', 'gear');
    store.getState().initList(other, { ids: ['30'], count: 12, perPage: 9 });
    expect(store.getState().startLoad(KEY, 2)).toBe(true);
    expect(store.getState().startLoad(other, 2)).toBe(true);
  });
});

describe('finishLoad (spec 000 §4 "load-more appends", "pagination replaces the page")', () => {
  it('append: adds the next page after the products shown, sets the page, clears loading (spec 000 §4)', () => {
    const store = withList();
    store.getState().startLoad(KEY, 2);
    store.getState().finishLoad(KEY, { ids: ids(10, 18), page: 2, count: 20, mode: 'append' });
    expect(store.getState().lists[KEY]).toEqual({ ids: ids(1, 18), pageStarts: [0, 9], status: { kind: 'shown', page: 2 }, count: 20, perPage: 9, problems: [] });
  });

  it('keeps the problems of each loaded answer on its list, newest last, at most PROBLEMS_KEPT; loadedProblems reads them per list', () => {
    const problem = (n: number): ProductProblem => ({ productId: String(n), message: `problem ${n}` });
    const store = withList();
    const first = store.getState().lists[KEY]!.problems;
    expect(loadedProblems(store.getState().lists, [KEY, 'missing'])).toEqual([[], []]);
    store.getState().startLoad(KEY, 2);
    store.getState().finishLoad(KEY, { ids: ids(10, 18), page: 2, count: 20, mode: 'append', problems: [problem(1)] });
    expect(loadedProblems(store.getState().lists, [KEY])).toEqual([[problem(1)]]);
    expect(store.getState().lists[KEY]!.problems).not.toBe(first);
    store.getState().startLoad(KEY, 3);
    store.getState().finishLoad(KEY, { ids: ['19'], page: 3, count: 20, mode: 'append', problems: Array.from({ length: PROBLEMS_KEPT + 1 }, (_, n) => problem(n + 2)) });
    expect(store.getState().lists[KEY]!.problems).toHaveLength(PROBLEMS_KEPT);
    expect(store.getState().lists[KEY]!.problems.at(-1)).toEqual(problem(PROBLEMS_KEPT + 2));
    // A load without problems leaves the same array, so a shallow compare sees nothing new.
    const kept = store.getState().lists[KEY]!.problems;
    store.getState().startLoad(KEY, 1);
    store.getState().finishLoad(KEY, { ids: ids(1, 9), page: 1, count: 20, mode: 'replace' });
    expect(loadedProblems(store.getState().lists, [KEY])[0]).toBe(kept);
  });

  it('append: never shows a product twice (a list that moved under the visitor) (spec 000 §4)', () => {
    const store = withList();
    store.getState().startLoad(KEY, 2);
    store.getState().finishLoad(KEY, { ids: ['9', '10', '1', '11'], page: 2, count: 20, mode: 'append' });
    expect(store.getState().lists[KEY]?.ids).toEqual([...ids(1, 9), '10', '11']);
  });

  it('keeps where each page begins, so the list shows each page as one group; a page that brought nothing new adds none', () => {
    const store = withList();
    store.getState().startLoad(KEY, 2);
    store.getState().finishLoad(KEY, { ids: ['9', '10', '11'], page: 2, count: 20, mode: 'append' }); // one product moved a page down
    store.getState().startLoad(KEY, 3);
    store.getState().finishLoad(KEY, { ids: ['10', '11'], page: 3, count: 20, mode: 'append' });
    store.getState().startLoad(KEY, 4);
    store.getState().finishLoad(KEY, { ids: ids(12, 20), page: 4, count: 20, mode: 'append' });
    const list = store.getState().lists[KEY]!;
    expect(list.pageStarts).toEqual([0, 9, 11]);
    expect(listPageRanges(list)).toEqual([[0, 9], [9, 11], [11, 20]]);
    store.getState().startLoad(KEY, 1);
    store.getState().finishLoad(KEY, { ids: ids(1, 9), page: 1, count: 20, mode: 'replace' });
    expect(listPageRanges(store.getState().lists[KEY]!)).toEqual([[0, 9]]);
    // A list published without products has no page until one loads.
    const empty = createCatalogueStore();
    empty.getState().initList(KEY, { ids: [], count: 20, perPage: 9 });
    expect(listPageRanges(empty.getState().lists[KEY]!)).toEqual([]);
  });

  it('append: the count grows to the products shown when the answer undercounts (spec 000 §3 Category count)', () => {
    const store = withList(ids(1, 9), 9);
    store.getState().startLoad(KEY, 2);
    store.getState().finishLoad(KEY, { ids: ids(10, 12), page: 2, count: 9, mode: 'append' });
    expect(store.getState().lists[KEY]?.count).toBe(12);
  });

  it('replace: shows exactly the loaded page (spec 000 §4 "pagination replaces the page")', () => {
    const store = withList();
    store.getState().startLoad(KEY, 3);
    store.getState().finishLoad(KEY, { ids: ids(19, 20), page: 3, count: 20, mode: 'replace' });
    expect(store.getState().lists[KEY]).toEqual({ ids: ['19', '20'], pageStarts: [0], status: { kind: 'shown', page: 3 }, count: 20, perPage: 9, problems: [] });
    store.getState().startLoad(KEY, 1);
    store.getState().finishLoad(KEY, { ids: ids(1, 9), page: 1, count: 21, mode: 'replace' });
    expect(store.getState().lists[KEY]).toMatchObject({ ids: ids(1, 9), status: { kind: 'shown', page: 1 }, count: 21 });
  });

  it('does nothing for a list that does not exist (spec 000 §4)', () => {
    const store = createCatalogueStore();
    store.getState().finishLoad('nope/nope', { ids: ['1'], page: 1, count: 1, mode: 'append' });
    store.getState().failLoad('nope/nope', failure(1));
    expect(store.getState().lists).toEqual({});
  });
});

describe('failLoad (spec 000 §8 "a failed product load is logged and the loader is removed")', () => {
  it('removes the loader, keeps the products shown and the page, and keeps which page failed and why (spec 000 §8)', () => {
    const store = withList();
    store.getState().startLoad(KEY, 2);
    const given = failure(2);
    store.getState().failLoad(KEY, given);
    expect(store.getState().lists[KEY]).toEqual({ ids: ids(1, 9), pageStarts: [0], status: { kind: 'failed', failure: failure(2), shown: { kind: 'shown', page: 1 } }, count: 20, perPage: 9, problems: [] });
    expect(lastFailure(store.getState().lists[KEY]!.status)).not.toBe(given);
    expect(shownPage(store.getState().lists[KEY]!.status)).toBe(1);
    // The next load can run, and clears the failure.
    expect(store.getState().startLoad(KEY, 2)).toBe(true);
    expect(lastFailure(store.getState().lists[KEY]!.status)).toBeNull();
  });
});

describe('failedLoads (issue 5 "Bad input": in admin the section says which load failed)', () => {
  it('gives each list\u2019s last failure in the order asked, null where none failed or no list exists', () => {
    const store = withList();
    const other = listKey('catalogue', 'gear');
    store.getState().initList(other, { ids: ['30'], count: 12, perPage: 9 });
    expect(failedLoads(store.getState().lists, [KEY, other, 'nope/nope'])).toEqual([null, null, null]);
    store.getState().startLoad(other, 2);
    store.getState().failLoad(other, failure(2));
    expect(failedLoads(store.getState().lists, [KEY, other, 'nope/nope'])).toEqual([null, failure(2), null]);
    expect(failedLoads(store.getState().lists, [])).toEqual([]);
  });

  it('returns the store\u2019s own failure objects, so a shallow compare sees no change until a list fails anew', () => {
    const store = withList();
    store.getState().startLoad(KEY, 2);
    store.getState().failLoad(KEY, failure(2));
    const before = failedLoads(store.getState().lists, [KEY]);
    store.getState().select('catalogue/1', { a: 'a:1' });
    store.getState().addProducts([product('1')]);
    expect(failedLoads(store.getState().lists, [KEY])[0]).toBe(before[0]);
  });

  it('a list is keyed by section, category, page size and navigation (a new size or navigation starts a new list)', () => {
    expect(sizedListKey('catalogue', 'beans', { type: 'button', max_count: 9 })).toBe('catalogue/beans@9:button');
    expect(sizedListKey('catalogue', 'beans', { type: 'button', max_count: 4 })).not.toBe(sizedListKey('catalogue', 'beans', { type: 'button', max_count: 9 }));
    expect(sizedListKey('catalogue', 'beans', { type: 'pagination', max_count: 9 })).not.toBe(sizedListKey('catalogue', 'beans', { type: 'button', max_count: 9 }));
  });
});

describe('select (spec 000 §4 "selecting an option changes the current variant")', () => {
  it('keeps each card\u2019s selection by its key, as a copy (spec 000 §4)', () => {
    const store = createCatalogueStore();
    const selection = { weight: 'weight:g250' };
    store.getState().select(cardKey('catalogue', '8'), selection);
    store.getState().select(cardKey('catalogue', '9'), { weight: 'weight:kg1' });
    expect(store.getState().selections).toEqual({ 'catalogue/8': { weight: 'weight:g250' }, 'catalogue/9': { weight: 'weight:kg1' } });
    expect(store.getState().selections['catalogue/8']).not.toBe(selection);
  });

  it('a selection changes only its own card\u2019s entry (spec 000 §4: only that card re-renders)', () => {
    const store = createCatalogueStore();
    store.getState().select('s/1', { a: 'a:1' });
    store.getState().select('s/2', { a: 'a:1' });
    const other = store.getState().selections['s/2'];
    const lists = store.getState().lists;
    store.getState().select('s/1', { a: 'a:2' });
    expect(store.getState().selections['s/2']).toBe(other);
    expect(store.getState().lists).toBe(lists);
  });
});

describe('products by id', () => {
  it('holds a product whose id is named like a member of Object.prototype as any other, and finds no prototype member for an unknown id', () => {
    const store = createCatalogueStore();
    store.getState().addProducts([product('__proto__', '__proto__'), product('constructor', 'constructor')]);
    expect(own(store.getState().products, '__proto__')?.title).toBe('__proto__');
    expect(own(store.getState().products, 'constructor')?.title).toBe('constructor');
    expect(own(store.getState().products, 'toString')).toBeUndefined();
    expect(Object.getPrototypeOf(store.getState().products)).toBe(Object.prototype);
  });
});
