/**
 * The loader the cart refreshes its lines with (spec 001 §7 "Product list load": `showType
 * select_products` with the `productIds`): the same products call and the same lenient reader as
 * the catalogue's lists, and each line's fresh data made as a card makes it (cartData). A product
 * asked for that the answer lacks, or a variant it no longer has, is gone (null); an empty answer
 * is logged as the spec says. A line whose product was not asked for (it reached the cart, from a
 * card or another tab, while the call was on its way) is answered with its own data: the call says
 * nothing of it, so it is left as it is until the next refresh.
 */
import type { CartItemData, CartProductsLoader, FreshItem } from '../cart';
import { EMPTY_PRODUCT_LIST_MESSAGE } from '../cart/model';
import type { RuntimeLog } from '../core/services';
import { PRODUCTS_PATH } from '../platform/api-paths';
import type { RequestFunction } from '../platform/request';
import { PRODUCTS_LOAD_TIMEOUT_MS, readProductsAnswer } from './load-products';
import type { Product } from './product';
import { cartData } from './variants';

/** Ours: the products call answers at most 100 products a page (its limit), so a larger cart asks in batches. */
export const CART_REFRESH_BATCH = 100;

export function cartProductsLoader(request: RequestFunction, projectId: string, log: RuntimeLog): CartProductsLoader {
  return async (productIds) => {
    const products = new Map<string, Product>();
    for (let start = 0; start < productIds.length; start += CART_REFRESH_BATCH) {
      const ids = productIds.slice(start, start + CART_REFRESH_BATCH);
      const answer = await request<unknown>(PRODUCTS_PATH, {
        method: 'GET',
        data: { projectId, showType: 'select_products', productIds: ids.join(','), page: 1, limit: ids.length },
        timeoutMs: PRODUCTS_LOAD_TIMEOUT_MS,
      });
      const page = readProductsAnswer(answer);
      if (page.problems.length) log.warn(`cart refresh: ${page.problems.length} problems in the products answer`, page.problems);
      for (const product of page.products) products.set(product.id, product);
    }
    if (products.size === 0) log.info(EMPTY_PRODUCT_LIST_MESSAGE);
    const asked = new Set(productIds);
    return (item: CartItemData): FreshItem | null => {
      if (!asked.has(item.productId)) return unchanged(item);
      const product = products.get(item.productId);
      const variant = product?.variants.find((candidate) => candidate.id === item.variantId);
      if (!product || !variant) return null;
      const { price, title, img, quantity, vendorCode, optionsInfo, hidden } = cartData(product, variant);
      return { price, title, img, quantity, vendorCode, optionsInfo, hidden };
    };
  };
}

/** A line's own data: what applyFresh takes as "nothing changed" (no update, no notice). */
function unchanged({ price, title, img, quantity, vendorCode, optionsInfo, hidden }: CartItemData): FreshItem {
  return { price, title, img, quantity, vendorCode, optionsInfo, hidden };
}
