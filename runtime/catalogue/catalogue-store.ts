/**
 * The per-site product store (spec 000 §3, §4, §7; DESIGN.md §2): every product the site has
 * seen (from the page and from loads), the product lists of each catalogue section and category
 * (which products are shown, which page, whether a load runs), and each card's chosen options.
 * Later issues (the cart) read products and variants from here.
 *
 * Lists and selections are kept by key, so they survive a mode or viewport switch (the section
 * re-renders, the store stays). Components subscribe with narrow selectors: choosing an option
 * in one card changes only that card's selection entry, so only that card re-renders.
 */
import { createStore } from 'zustand/vanilla';
import { domainStore } from '../core/site-stores';
import type { CatalogueNavigation } from '../page/page-schema';
import type { LoadFailure } from './load-failure';
import type { Product, ProductProblem } from './product';
import type { Selection } from './variants';

export type ListMode = 'append' | 'replace';

/** What a list shows when no load is under way: nothing yet (published without products), or a page. */
export type SettledListStatus = { kind: 'unloaded' } | { kind: 'shown'; page: number };

/**
 * Where a list stands, one status (rather than a page number with 0 for "none" beside a nullable
 * loading page and a nullable error):
 * - `unloaded`: nothing shown yet; the first load is page 1;
 * - `shown`: `page` is the page shown last (pagination: the current page; load-more: the last one
 *   appended); 0 for a first page published short of a page (initialListStatus): its cards are
 *   shown, and the next load is page 1 itself;
 * - `loading`: `page` is loading; `shown` stays on screen meanwhile;
 * - `failed`: the last load failed (`failure`: which page, why; for the admin notice and tests);
 *   `shown` stays. A load that starts clears it.
 */
export type ListStatus =
  | SettledListStatus
  | { kind: 'loading'; page: number; shown: SettledListStatus }
  | { kind: 'failed'; failure: LoadFailure; shown: SettledListStatus };

export interface ProductList {
  /** Product ids shown, in order. */
  ids: string[];
  /**
   * Where each page begins in `ids`: one start after a replace, one more for each load-more that
   * brought new products. A page's cards are one group in the list (ProductList), so a page
   * rendered ahead of the click is shown by its group alone.
   */
  pageStarts: number[];
  status: ListStatus;
  /** Products in the whole list (the category's count). */
  count: number;
  perPage: number;
  /** Problems in this list's loaded answers (a product left out or repaired), newest last, capped at PROBLEMS_KEPT: admin shows them in the section. */
  problems: ProductProblem[];
}

/** A list's first page as the page carries it. */
export interface PublishedPage {
  ids: readonly string[];
  /** Products in the whole list (the category's count). */
  count: number;
  /**
   * Fewer products published than the list's page size while it has more (published at a smaller
   * size: spec 000 §3 navigation max_count): not page 1 yet (initialListStatus). Absent: a whole
   * page, or none.
   */
  short?: boolean;
}

export interface CatalogueStoreState {
  products: Record<string, Product>;
  lists: Record<string, ProductList>;
  /** Card key (listCardKey) → chosen option values. */
  selections: Record<string, Selection>;
  /** Problems met reading product data, newest last (capped at PROBLEMS_KEPT). */
  problems: ProductProblem[];
  addProducts(products: readonly Product[], problems?: readonly ProductProblem[]): void;
  /** Creates a list from the page's first page; a list that exists already is kept as it is. */
  initList(key: string, list: PublishedPage & { perPage: number }): void;
  /** Marks a load of `page` as running; false when one runs already (spec 000 §4: that load is ignored). */
  startLoad(key: string, page: number): boolean;
  finishLoad(key: string, result: { ids: readonly string[]; page: number; count: number; mode: ListMode; problems?: readonly ProductProblem[] }): void;
  failLoad(key: string, failure: LoadFailure): void;
  select(cardKey: string, selection: Selection): void;
}

/** Whether a load may start on a list: it is in the store, and no load of it is under way (a second click meanwhile is ignored). */
export function loadCanStart(list: ProductList | undefined): list is ProductList {
  return list !== undefined && list.status.kind !== 'loading';
}

/** How many product problems the store keeps (a broken answer repeated on every load cannot grow it without end). */
export const PROBLEMS_KEPT = 200;

export const listKey = (sectionId: string, categoryId: string) => `${sectionId}/${categoryId}`;
export const cardKey = (sectionId: string, productId: string) => `${sectionId}/${productId}`;
/**
 * A section's list at a page size and navigation: when the owner changes the size, or turns
 * load-more into pagination or back, the list starts again (a page bar shows one page, never the
 * pages a load-more appended: spec 000 §4).
 */
export const sizedListKey = (sectionId: string, categoryId: string, { type, max_count }: Pick<CatalogueNavigation, 'type' | 'max_count'>) =>
  `${listKey(sectionId, categoryId)}@${max_count}:${type}`;

/** The last failed load of each list, in the order of `keys` (null where none failed); the store's own objects, so a shallow compare sees no change when nothing failed anew. */
/** The problems of each list's loaded answers, in the order of `keys`; the store's own arrays, so a shallow compare sees no change when nothing new came. */
export function loadedProblems(lists: Readonly<Record<string, ProductList>>, keys: readonly string[]): (readonly ProductProblem[])[] {
  return keys.map((key) => lists[key]?.problems ?? NO_PROBLEMS);
}
const NO_PROBLEMS: readonly ProductProblem[] = [];

export function failedLoads(lists: Readonly<Record<string, ProductList>>, keys: readonly string[]): (LoadFailure | null)[] {
  return keys.map((key) => (lists[key] ? lastFailure(lists[key].status) : null));
}

/**
 * The status a list starts with: its first page shown when it has products. A first page published
 * short of a page (PublishedPage `short`) is not page 1: the pages are asked for at the list's size,
 * so the products between its last and page 2's first would never show. Its cards are shown as
 * page 0, and the next load is page 1 (a load-more appends the products it lacks; the page bar shows
 * page 1 in its place, and ProductList loads it as the list nears the screen).
 */
export function initialListStatus(page: Pick<PublishedPage, 'ids' | 'short'>): SettledListStatus {
  if (page.ids.length === 0) return { kind: 'unloaded' };
  return { kind: 'shown', page: page.short ? 0 : 1 };
}

/** A list as the page publishes it: its first page, before any load (initList; ProductList shows it until then). */
export function publishedList(initial: PublishedPage, perPage: number): ProductList {
  return { ids: [...initial.ids], pageStarts: firstPageStarts(initial.ids), status: initialListStatus(initial), count: Math.max(initial.count, initial.ids.length), perPage, problems: [] };
}

/** A list's page starts when `ids` are its only page. */
export function firstPageStarts(ids: readonly string[]): number[] {
  return ids.length ? [0] : [];
}

/** Where each of a list's pages begins and ends in its `ids` (`pageStarts`), as [start, end). */
export function listPageRanges(list: Pick<ProductList, 'ids' | 'pageStarts'>): [start: number, end: number][] {
  return list.pageStarts.map((start, index) => [start, list.pageStarts[index + 1] ?? list.ids.length]);
}

/** What stays on screen under a status. */
export function settledStatus(status: ListStatus): SettledListStatus {
  return status.kind === 'loading' || status.kind === 'failed' ? status.shown : status;
}

/** The number of the page shown (the next load-more asks for the one after it); 0 before any. */
export function shownPage(status: ListStatus): number {
  const settled = settledStatus(status);
  return settled.kind === 'shown' ? settled.page : 0;
}

/** The page being loaded, or null. */
export function loadingPage(status: ListStatus): number | null {
  return status.kind === 'loading' ? status.page : null;
}

/** The last load's failure, or null. */
export function lastFailure(status: ListStatus): LoadFailure | null {
  return status.kind === 'failed' ? status.failure : null;
}

/**
 * Without immer, unlike the cart's and the shop's other stores: every change here sets new values.
 * Immer's finishing of a draft walks, and freezes, whatever it finds unfrozen, and the products
 * that loads add are many and deep: a load-more of 9 at 4× CPU spent 9.8 ms adding its products
 * through immer; once that was a plain set, a first load-more's click still spent about 10 ms more
 * as its next drafts walked and froze them (profiled side by side), and choosing an option 0.8 ms
 * of 1.7. Nothing changes a product, a list or a choice in place.
 */
export function createCatalogueStore() {
  return createStore<CatalogueStoreState>()((set, get) => {
    /** Puts `key`'s list, made from the one there (none: nothing is set). */
    const updateList = (key: string, update: (list: ProductList) => ProductList) => {
      const lists = get().lists;
      const list = lists[key];
      if (list) set({ lists: { ...lists, [key]: update(list) } });
    };
    return {
      products: {},
      lists: {},
      selections: {},
      problems: [],
      addProducts(products, problems = []) {
        if (products.length === 0 && problems.length === 0) return;
        const state = get();
        // Built from entries, never assigned by id: a product id is the server's text, and
        // `__proto__` would set the record's prototype (read back through safety/own-records.ts `own`).
        const byId = Object.fromEntries([...Object.entries(state.products), ...products.map((product) => [product.id, product] as const)]);
        set(problems.length ? { products: byId, problems: [...state.problems, ...problems].slice(-PROBLEMS_KEPT) } : { products: byId });
      },
      initList(key, list) {
        const lists = get().lists;
        if (lists[key]) return;
        set({ lists: { ...lists, [key]: publishedList(list, list.perPage) } });
      },
      startLoad(key, page) {
        const list = get().lists[key];
        if (!loadCanStart(list)) return false;
        updateList(key, (current) => ({ ...current, status: { kind: 'loading', page, shown: settledStatus(current.status) } }));
        return true;
      },
      finishLoad(key, { ids, page, count, mode: merge, problems = [] }) {
        updateList(key, (list) => {
          let shownIds: string[];
          let pageStarts: number[];
          if (merge === 'replace') {
            shownIds = [...ids];
            pageStarts = firstPageStarts(ids);
          } else {
            const shown = new Set(list.ids);
            shownIds = [...list.ids, ...ids.filter((id) => !shown.has(id))];
            pageStarts = shownIds.length > list.ids.length ? [...list.pageStarts, list.ids.length] : list.pageStarts;
          }
          return {
            ...list,
            ids: shownIds,
            pageStarts,
            status: { kind: 'shown', page },
            count: Math.max(count, merge === 'append' ? shownIds.length : 0),
            problems: problems.length ? [...list.problems, ...problems].slice(-PROBLEMS_KEPT) : list.problems,
          };
        });
      },
      failLoad(key, failure) {
        updateList(key, (list) => ({ ...list, status: { kind: 'failed', failure: { ...failure }, shown: settledStatus(list.status) } }));
      },
      select(key, selection) {
        set({ selections: { ...get().selections, [key]: { ...selection } } });
      },
    };
  });
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

/** The site's loaded products and the visitor's choices on their cards, created the first time a part asks for them. */
export const catalogueStoreOf = domainStore('catalogue', () => createCatalogueStore());
