/**
 * The cart's product refresh (spec 001 §4 "Cart open and closed", §7 the product list call):
 * when the cart opens and every CART_REFRESH_INTERVAL_MS (20 min) while it stays open, the
 * products of its lines are loaded again and each line takes the new price, stock, visibility,
 * image and options (the store's applyFresh says what changed). A refresh that fails or times out
 * keeps every line as it was and says so.
 *
 * The cart knows nothing of products: the catalogue (above it) hands it the loader that makes the
 * call (`showType select_products`, `productIds`) and reads the answer.
 */
import type { RuntimeClock } from '../core/clock';
import type { RuntimeLog } from '../core/services';
import type { CartItemData } from './cart-item';
import type { CartStore, FreshItem } from './cart-store';

/** Spec 001 §4, §9: the cart's product data is refreshed every 20 minutes while it is open. */
export const CART_REFRESH_INTERVAL_MS = 1_200_000;

/** Spec 001 §7: what the call logs when there is no product to ask for (or none came back). */
export const EMPTY_PRODUCT_LIST_MESSAGE = 'Product list is empty';

/** Loads the products of these ids; answers, for each cart line, its fresh data (null: gone). Rejects when the call fails. */
export type CartProductsLoader = (productIds: readonly string[]) => Promise<(item: CartItemData) => FreshItem | null>;

export type RefreshOutcome = 'refreshed' | 'empty' | 'failed';

/** The product ids of the cart's product lines, once each, in cart order. */
export function cartProductIds(items: readonly CartItemData[]): string[] {
  return [...new Set(items.filter((item) => item.type === 'product' && item.productId !== '').map((item) => item.productId))];
}

/** One refresh; never throws. */
export async function refreshCart(store: CartStore, load: CartProductsLoader, log: RuntimeLog): Promise<RefreshOutcome> {
  const ids = cartProductIds(store.getState().items);
  if (ids.length === 0) {
    log.info(EMPTY_PRODUCT_LIST_MESSAGE);
    return 'empty';
  }
  try {
    const fresh = await load(ids);
    store.getState().applyFresh(fresh);
    return 'refreshed';
  } catch (error) {
    log.warn('cart: the product refresh failed; the cart is kept as it was', error);
    store.getState().notify({ kind: 'refresh-failed' });
    return 'failed';
  }
}

/** Refreshes now and then every 20 min until the returned function is called (the cart closing). */
export function startCartRefresh(store: CartStore, load: CartProductsLoader, clock: RuntimeClock, log: RuntimeLog): () => void {
  let stopped = false;
  const run = () => {
    if (!stopped) void refreshCart(store, load, log);
  };
  run();
  const timer = clock.setInterval(run, CART_REFRESH_INTERVAL_MS, 'cart refresh');
  return () => {
    stopped = true;
    clock.clearInterval(timer);
  };
}
