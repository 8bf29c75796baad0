/**
 * The cart's product refresh (spec 001 §4 "Cart open and closed", §7 the product list call):
 * when the cart opens and every CART_REFRESH_INTERVAL_MS (20 min) while it stays open, the
 * products of its lines are loaded again and each line takes the new price, stock, visibility,
 * image and options (the store's applyFresh says what changed). A refresh that fails or times out
 * keeps every line as it was and says so.
 *
 * Refreshes can overlap (the open's, the 20 min one, the order form's after a 409) and answer in
 * any order: only the newest started on a cart applies its answer or says its failure, so a slow
 * older answer never puts older prices and stock back over newer ones (nor says a price went
 * back). An older one's caller waits for the newest and reads the cart as that one left it.
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
export type CartProductsLoader = (productIds: readonly string[]) => Promise<CartProductsAnswer>;

/** For each cart line, its fresh data (null: gone). */
type CartProductsAnswer = (item: CartItemData) => FreshItem | null;

/** 'stopped': its answer came after the cart closed (startCartRefresh's stop) and was ignored. */
export type RefreshOutcome = 'refreshed' | 'empty' | 'failed' | 'stopped';

/** A refresh on its way; `stopped`: its answer is no longer wanted (the cart closed). */
interface RefreshTurn {
  stopped: boolean;
}

/** Per cart store, the newest refresh started on it and its outcome: the only one whose answer the cart takes. */
const newestRefresh = new WeakMap<CartStore, { turn: RefreshTurn; outcome: Promise<RefreshOutcome> }>();

/** The product ids of the cart's product lines, once each, in cart order. */
export function cartProductIds(items: readonly CartItemData[]): string[] {
  return [...new Set(items.filter((item) => item.type === 'product' && item.productId !== '').map((item) => item.productId))];
}

/**
 * One refresh; never throws. A refresh a newer one overtook ignores its own answer and resolves
 * with the newest one's outcome, once that has been applied.
 */
export function refreshCart(store: CartStore, load: CartProductsLoader, log: RuntimeLog): Promise<RefreshOutcome> {
  return startRefresh(store, load, log).outcome;
}

function startRefresh(store: CartStore, load: CartProductsLoader, log: RuntimeLog): { turn: RefreshTurn; outcome: Promise<RefreshOutcome> } {
  const turn: RefreshTurn = { stopped: false };
  const ids = cartProductIds(store.getState().items);
  let started: { turn: RefreshTurn; outcome: Promise<RefreshOutcome> };
  if (ids.length === 0) {
    log.info(EMPTY_PRODUCT_LIST_MESSAGE);
    // The newest too, though it asks for nothing: an older refresh still on its way answers for a
    // cart that has since been emptied (an order accepted), and must not apply that answer to lines
    // added after, nor say its failure.
    started = { turn, outcome: Promise.resolve('empty') };
  } else {
    // The call goes at once; a loader that throws instead of rejecting fails the same way.
    const answer = (async () => load(ids))();
    started = { turn, outcome: takeAnswer(store, turn, answer, log) };
  }
  newestRefresh.set(store, started);
  return started;
}

async function takeAnswer(store: CartStore, turn: RefreshTurn, answer: Promise<CartProductsAnswer>, log: RuntimeLog): Promise<RefreshOutcome> {
  const settled = await answer.then(
    (fresh) => ({ fresh }),
    (error: unknown) => ({ error }),
  );
  if (turn.stopped) return 'stopped';
  const newest = newestRefresh.get(store);
  if (newest !== undefined && newest.turn !== turn) return newest.outcome;
  if ('error' in settled) {
    log.warn('cart: the product refresh failed; the cart is kept as it was', settled.error);
    store.getState().notify({ kind: 'refresh-failed' });
    return 'failed';
  }
  store.getState().applyFresh(settled.fresh);
  return 'refreshed';
}

/** Refreshes now and then every 20 min until the returned function is called (the cart closing). */
export function startCartRefresh(store: CartStore, load: CartProductsLoader, clock: RuntimeClock, log: RuntimeLog): () => void {
  let stopped = false;
  let running: RefreshTurn | null = null;
  const run = () => {
    if (!stopped) running = startRefresh(store, load, log).turn;
  };
  run();
  const timer = clock.setInterval(run, CART_REFRESH_INTERVAL_MS, 'cart refresh');
  return () => {
    stopped = true;
    clock.clearInterval(timer);
    // An answer still on its way belongs to a cart that closed: it is not applied, nor its failure said.
    if (running) running.stopped = true;
  };
}
