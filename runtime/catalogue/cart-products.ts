/**
 * The loader the cart refreshes its lines with (spec 001 §7 "Product list load": `showType
 * select_products` with the `productIds`): the same products call and the same lenient reader as
 * the catalogue's lists, and each line's fresh data made as a card makes it (cartData). A product
 * asked for that the answer lacks, or a variant it no longer has, is gone (null); an empty answer
 * is logged as the spec says. A line whose product was not asked for (it reached the cart, from a
 * card or another tab, while the call was on its way) is answered with its own data: the call says
 * nothing of it, so it is left as it is until the next refresh.
 *
 * The products it reads go to the site's product store too (spec 000 §7: the call's answer is
 * "added to the product store"): a card shows the price the cart learned, and its next add carries
 * it, rather than the card's older data putting the old price back in the line.
 */
import type { CartItemData, CartProductsLoader, FreshItem } from '../cart';
import { EMPTY_PRODUCT_LIST_MESSAGE } from '../cart/model';
import type { RuntimeLog } from '../core/services';
import { PRODUCTS_PATH } from '../platform/api-paths';
import type { RequestFunction } from '../platform/request';
import { PRODUCTS_LOAD_TIMEOUT_MS, readProductsAnswer } from './load-products';
import type { CatalogueStore } from './catalogue-store';
import type { Product, ProductProblem } from './product';
import { loadServerDataChecks } from '../safety/server-data-checks';
import { cartData } from './variants';

/** Ours: the products call answers at most 100 products a page (its limit), so a larger cart asks in batches. */
export const CART_REFRESH_BATCH = 100;

/** Takes the products a refresh read, and the problems met reading them, into the site's product store. */
export type LearnProducts = (products: readonly Product[], problems: readonly ProductProblem[]) => void;

export function cartProductsLoader(request: RequestFunction, projectId: string, log: RuntimeLog, learn: LearnProducts): CartProductsLoader {
  let calls = 0;
  /** The newest call whose products were learned: an older one answering after it never puts its older data back. */
  let newestLearned = 0;
  return async (productIds) => {
    const call = ++calls;
    const products = new Map<string, Product>();
    const problems: ProductProblem[] = [];
    for (let start = 0; start < productIds.length; start += CART_REFRESH_BATCH) {
      const ids = productIds.slice(start, start + CART_REFRESH_BATCH);
      const askedAt = Date.now();
      const answer = await request<unknown>(PRODUCTS_PATH, {
        method: 'GET',
        data: { projectId, showType: 'select_products', productIds: ids.join(','), page: 1, limit: ids.length },
        timeoutMs: PRODUCTS_LOAD_TIMEOUT_MS,
      });
      const page = readProductsAnswer(answer, askedAt);
      if (page.problems.length) log.warn(`cart refresh: ${page.problems.length} problems in the products answer`, page.problems);
      for (const product of page.products) products.set(product.id, product);
      problems.push(...page.problems);
    }
    if (products.size === 0) log.info(EMPTY_PRODUCT_LIST_MESSAGE);
    if (call > newestLearned) {
      newestLearned = call;
      learn([...products.values()], problems);
    }
    const asked = new Set(productIds);
    return (item: CartItemData): FreshItem | null => {
      if (!asked.has(item.productId)) return unchanged(item);
      const product = products.get(item.productId);
      const variant = product?.variants.find((candidate) => candidate.id === item.variantId);
      if (!product || !variant) return null;
      const { price, title, img, quantity, vendorCode, optionsInfo, hidden, checkedAt } = cartData(product, variant);
      return { price, title, img, quantity, vendorCode, optionsInfo, hidden, ...(checkedAt !== undefined ? { checkedAt } : {}) };
    };
  };
}

/** A line's own data: what applyFresh takes as "nothing changed" (no update, no notice). */
function unchanged({ price, title, img, quantity, vendorCode, optionsInfo, hidden }: CartItemData): FreshItem {
  return { price, title, img, quantity, vendorCode, optionsInfo, hidden };
}

/**
 * The site's product store as a refresh's products reach it: held while the page still hydrates
 * the server's HTML (a `#cart` address opens the cart, and refreshes it, as the page loads), and
 * taken in once the host has handed over (`release`; platform/server-html.ts). A card hydrates with
 * the price the server wrote, or React throws that HTML away and renders the catalogue again on the
 * client; it shows the cart's fresher price just after.
 */
export function productsLearnedOnceHydrated(catalogue: CatalogueStore): { learn: LearnProducts; release(): void } {
  let held: { products: readonly Product[]; problems: readonly ProductProblem[] }[] | null = [];
  // Stored once the checks their descriptions and colours render with have come (safety/server-data-checks.ts),
  // not before the cart's own lines update: the cart reads none of them. One shared load keeps the order.
  const add: LearnProducts = (products, problems) =>
    void loadServerDataChecks()
      .catch(() => undefined)
      .then(() => catalogue.getState().addProducts(products, problems));
  return {
    learn: (products, problems) => {
      if (held) held.push({ products, problems });
      else add(products, problems);
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      // Oldest first: the newest answer's data is what stays.
      for (const { products, problems } of waiting) add(products, problems);
    },
  };
}
