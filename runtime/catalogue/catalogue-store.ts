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
import { immer } from 'zustand/middleware/immer';
import type { LoadFailure } from './load-failure';
import type { Product, ProductProblem } from './product';
import type { Selection } from './variants';

export type ListMode = 'append' | 'replace';

export interface ProductList {
  /** Product ids shown, in order. */
  ids: string[];
  /** The page shown last (pagination: the current page; load-more: the last one appended); 0 before any. */
  page: number;
  /** Products in the whole list (the category's count). */
  count: number;
  perPage: number;
  /** The page being loaded, or null. */
  loading: number | null;
  /** The last load's failure (which page, why), for the admin notice and tests; the products shown stay. A load that starts clears it. */
  error: LoadFailure | null;
  /** Problems in this list's loaded answers (a product left out or repaired), newest last, capped at PROBLEMS_KEPT: admin shows them in the section. */
  problems: ProductProblem[];
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
  initList(key: string, list: { ids: readonly string[]; count: number; perPage: number }): void;
  /** Marks a load of `page` as running; false when one runs already (spec 000 §4: that load is ignored). */
  startLoad(key: string, page: number): boolean;
  finishLoad(key: string, result: { ids: readonly string[]; page: number; count: number; mode: ListMode; problems?: readonly ProductProblem[] }): void;
  failLoad(key: string, failure: LoadFailure): void;
  select(cardKey: string, selection: Selection): void;
}

/** How many product problems the store keeps (a broken answer repeated on every load cannot grow it without end). */
export const PROBLEMS_KEPT = 200;

export const listKey = (sectionId: string, categoryId: string) => `${sectionId}/${categoryId}`;
export const cardKey = (sectionId: string, productId: string) => `${sectionId}/${productId}`;
/** A section's list at a page size: when the owner changes the size, the list starts again. */
export const sizedListKey = (sectionId: string, categoryId: string, perPage: number) => `${listKey(sectionId, categoryId)}@${perPage}`;

/** The last failed load of each list, in the order of `keys` (null where none failed); the store's own objects, so a shallow compare sees no change when nothing failed anew. */
/** The problems of each list's loaded answers, in the order of `keys`; the store's own arrays, so a shallow compare sees no change when nothing new came. */
export function loadedProblems(lists: Readonly<Record<string, ProductList>>, keys: readonly string[]): (readonly ProductProblem[])[] {
  return keys.map((key) => lists[key]?.problems ?? NO_PROBLEMS);
}
const NO_PROBLEMS: readonly ProductProblem[] = [];

export function failedLoads(lists: Readonly<Record<string, ProductList>>, keys: readonly string[]): (LoadFailure | null)[] {
  return keys.map((key) => lists[key]?.error ?? null);
}

export function createCatalogueStore() {
  return createStore<CatalogueStoreState>()(
    immer((set, get) => ({
      products: {},
      lists: {},
      selections: {},
      problems: [],
      addProducts(products, problems = []) {
        if (products.length === 0 && problems.length === 0) return;
        set((draft) => {
          for (const product of products) draft.products[product.id] = product;
          if (problems.length) draft.problems = [...draft.problems, ...problems].slice(-PROBLEMS_KEPT);
        });
      },
      initList(key, list) {
        if (get().lists[key]) return;
        set((draft) => {
          draft.lists[key] = { ids: [...list.ids], page: list.ids.length ? 1 : 0, count: Math.max(list.count, list.ids.length), perPage: list.perPage, loading: null, error: null, problems: [] };
        });
      },
      startLoad(key, page) {
        const list = get().lists[key];
        if (!list || list.loading !== null) return false;
        set((draft) => {
          draft.lists[key]!.loading = page;
          draft.lists[key]!.error = null;
        });
        return true;
      },
      finishLoad(key, { ids, page, count, mode: merge, problems = [] }) {
        set((draft) => {
          const list = draft.lists[key];
          if (!list) return;
          if (problems.length) list.problems = [...list.problems, ...problems].slice(-PROBLEMS_KEPT);
          if (merge === 'replace') list.ids = [...ids];
          else {
            const shown = new Set(list.ids);
            for (const id of ids) if (!shown.has(id)) list.ids.push(id);
          }
          list.page = page;
          list.count = Math.max(count, merge === 'append' ? list.ids.length : 0);
          list.loading = null;
        });
      },
      failLoad(key, failure) {
        set((draft) => {
          const list = draft.lists[key];
          if (!list) return;
          list.loading = null;
          list.error = { ...failure };
        });
      },
      select(key, selection) {
        set((draft) => {
          draft.selections[key] = { ...selection };
        });
      },
    })),
  );
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

declare module '../core/site-stores' {
  interface SiteStores {
    catalogue: CatalogueStore;
  }
}
