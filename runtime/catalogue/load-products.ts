/**
 * Loading a page of products (spec 000 §4, §7, §8): GET /api/ecommerce/products/ with projectId,
 * categoryId or productIds, page and limit. The answer's products go to the product store and
 * the list gains them (load-more appends, pagination replaces). A load is ignored while one
 * runs for the same list. A failed load is logged and its loader removed; the products already
 * shown stay, and the list keeps what failed (load-failure.ts) for the admin notice. Whether
 * loads run at all in this mode is the caller's question (policy catalogueLoads: not while editing).
 */
import { PRODUCTS_PATH } from '../platform/api-paths';
import type { RequestFunction } from '../platform/request';
import { preloadRequestHelper, type RuntimeLog } from '../core/services';
import { loadCanStart, type CatalogueStore, type ListMode } from './catalogue-store';
import { loadFailure, MalformedProductsAnswer } from './load-failure';
import { normaliseProducts, type Product, type ProductProblem } from './product';
import { isRecord } from '../safety/is-record';
import { loadServerDataChecks, serverDataChecksLoaded } from '../safety/server-data-checks';
import { fulfilledValue } from '../platform/tracked-promise';

/**
 * The code a load of products waits for, fetched ahead: the request helper, which sends it, and the
 * checks its answer renders with (DOMPurify, the colour names: loadServerDataChecks). Fetched with a
 * visitor's first load-more or page click, they were a round trip and their evaluation before the
 * request went out (the published shop at 4× CPU: three chunks, about 60 ms of the click). Code
 * only: when the products are asked for is request-ahead.ts's rule.
 */
export function preloadLoadCode(): void {
  preloadRequestHelper();
  loadServerDataChecks().catch(() => undefined);
}

/** Our choice (the spec names none): a products call that takes longer is a failed load. */
export const PRODUCTS_LOAD_TIMEOUT_MS = 15_000;

export interface ProductsQuery {
  projectId: string;
  /** A category's products… */
  categoryId?: string | null | undefined;
  /** …or exactly these products, in this order. */
  productIds?: readonly string[] | undefined;
  page: number;
  limit: number;
}

export interface ProductsPage {
  products: Product[];
  problems: ProductProblem[];
  /** Products in the whole list, when the answer says. */
  count: number | null;
}

export function productsQueryData(query: ProductsQuery): Record<string, string | number> {
  const data: Record<string, string | number> = { projectId: query.projectId, page: query.page, limit: query.limit };
  if (query.productIds?.length) data.productIds = query.productIds.join(',');
  else if (query.categoryId) data.categoryId = query.categoryId;
  return data;
}


/**
 * Reads an answer; one that has no products list is malformed (a MalformedProductsAnswer saying so).
 * `askedAt`: when the call went out (Date.now()), the products' `loadedAt`: they are as new as the
 * call (a cart line's `checkedAt` is compared with it).
 */
export function readProductsAnswer(answer: unknown, askedAt?: number): ProductsPage {
  if (!isRecord(answer) || !Array.isArray(answer.products)) throw new MalformedProductsAnswer('malformed products answer: no products list');
  const normalised = normaliseProducts(answer.products);
  const { problems } = normalised;
  const products = askedAt === undefined ? normalised.products : normalised.products.map((product) => ({ ...product, loadedAt: askedAt }));
  const category = isRecord(answer.category) ? answer.category : null;
  const total = typeof answer.total === 'number' ? answer.total : typeof category?.count === 'number' ? category.count : null;
  return { products, problems, count: total !== null && Number.isFinite(total) && total >= 0 ? total : null };
}

export async function fetchProductsPage(request: RequestFunction, query: ProductsQuery, signal?: AbortSignal): Promise<ProductsPage> {
  const askedAt = Date.now();
  const answer = await request<unknown>(PRODUCTS_PATH, { method: 'GET', data: productsQueryData(query), timeoutMs: PRODUCTS_LOAD_TIMEOUT_MS, ...(signal ? { signal } : {}) });
  return readProductsAnswer(answer, askedAt);
}

export type LoadOutcome = 'loaded' | 'ignored' | 'failed';

export interface LoadListPage {
  store: CatalogueStore;
  request: RequestFunction;
  log: RuntimeLog;
  /** The list in the store (listKey). */
  key: string;
  query: ProductsQuery;
  mode: ListMode;
  /**
   * For a list of given ids (source `products`): the page of the list this load fills, while the
   * query asks for exactly that page's ids. The list then shows those ids in their order, an id the
   * answer lacks as an empty card. Absent: the list page is `query.page` and shows what came.
   */
  idsPage?: { page: number; ids: readonly string[] } | undefined;
  /** The answer to this query, asked for already before the click (request-ahead.ts): awaited instead of a new request. */
  sent?: Promise<ProductsPage> | null | undefined;
}

/** Loads one page into a list; see the module comment. Never throws. */
export async function loadListPage({ store, request, log, key, query, mode, idsPage, sent }: LoadListPage): Promise<LoadOutcome> {
  const listPage = idsPage?.page ?? query.page;
  // Asked for before the click, answered, and its checks loaded: stored at once, so the click's own
  // render shows the page, with no loading state (the button's "Loading…", aria-busy) rendered and
  // taken back before the frame. A render and a commit less in a load-more's frame; a few ms at 4×
  // CPU (published shop, side by side, median to the frame that draws the cards: pointer-first
  // 112 → 110 and 91 → 85 ms, a bare click 112 → 111 ms).
  const answered = sent && serverDataChecksLoaded() ? fulfilledValue(sent) : null;
  if (answered ? !loadCanStart(store.getState().lists[key]) : !store.getState().startLoad(key, listPage)) return 'ignored';
  // The products are server data (descriptions, options' colours): their checks load beside the answer (first load only).
  const checks = answered ? null : loadServerDataChecks().catch((error: unknown) => log.warn('products: the markup sanitiser could not be loaded; descriptions show their markup as text', error));
  try {
    // Nothing awaited for an answer already there: what follows runs in the caller's task.
    const page = answered?.value ?? (await (sent ?? fetchProductsPage(request, query)));
    if (checks) await checks;
    const state = store.getState();
    state.addProducts(page.products, page.problems);
    if (page.problems.length) log.warn(`products: ${page.problems.length} problems in the answer for page ${query.page}`, page.problems);
    const list = state.lists[key];
    const ids = idsPage ? idsPage.ids : page.products.map((product) => product.id);
    const count = idsPage ? (list?.count ?? 0) : (page.count ?? list?.count ?? 0);
    state.finishLoad(key, { ids, page: listPage, count, mode, problems: page.problems });
    return 'loaded';
  } catch (error) {
    log.error(`products: loading page ${listPage} failed; the loader is removed and the products shown stay`, error);
    // Kept on the list (which page, why): admin shows it after a switch from preview.
    store.getState().failLoad(key, loadFailure(error, listPage, PRODUCTS_LOAD_TIMEOUT_MS));
    return 'failed';
  }
}
