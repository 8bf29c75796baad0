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
 * The 20 min are counted from when the newest refresh started by the wall clock too: the interval's
 * timer does not run while a laptop sleeps and runs late in a hidden tab, and an open cart shown
 * again after a night showed the night-old prices until the timer's remaining minutes had run. Shown
 * again (platform/time-away.ts), an open cart whose newest refresh is 20 min old or more refreshes
 * at once and counts the next 20 min from then; and one whose newest refresh failed refreshes again
 * as the browser comes back online, rather than say "could not check" for 20 minutes.
 *
 * The cart knows nothing of products: the catalogue (above it) hands it the loader that makes the
 * call (`showType select_products`, `productIds`) and reads the answer.
 */
import type { RuntimeClock, TimerHandle } from '../core/clock';
import type { RuntimeLog } from '../core/services';
import type { CartItemData } from './cart-item';
import type { CartStore, FreshItem } from './cart-store';
import { wallClockAgeReached, type PageReturns } from '../platform/time-away';

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

/** A refresh, on its way or answered. */
interface RefreshTurn {
  /** Its answer is no longer wanted (the cart closed). */
  stopped: boolean;
  /** When it started, by the wall clock (Date.now()). */
  startedAt: number;
  /** It failed, the newest when it did (an overtaken refresh's failure is not said, nor counted). */
  failed: boolean;
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
  const turn: RefreshTurn = { stopped: false, startedAt: Date.now(), failed: false };
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
    turn.failed = true;
    log.warn('cart: the product refresh failed; the cart is kept as it was', settled.error);
    store.getState().notify({ kind: 'refresh-failed' });
    return 'failed';
  }
  store.getState().applyFresh(settled.fresh);
  return 'refreshed';
}

/**
 * Refreshes now and then every 20 min until the returned function is called (the cart closing);
 * at once when the page is shown again 20 min or more after the newest refresh started, or the
 * browser comes back online after it failed (`page`), the next 20 min then counted from there.
 */
export function startCartRefresh(store: CartStore, load: CartProductsLoader, clock: RuntimeClock, log: RuntimeLog, page: PageReturns): () => void {
  let stopped = false;
  let running: RefreshTurn | null = null;
  let timer: TimerHandle | undefined;
  const run = () => {
    if (!stopped) running = startRefresh(store, load, log).turn;
  };
  const runAndCountAfresh = () => {
    clock.clearInterval(timer);
    run();
    timer = clock.setInterval(run, CART_REFRESH_INTERVAL_MS, 'cart refresh');
  };
  runAndCountAfresh();
  // The newest refresh on the cart, whoever started it (the order form's after a 409 counts too).
  const newest = () => newestRefresh.get(store)?.turn;
  const stopShownAgain = page.onShownAgain(() => {
    const turn = newest();
    if (turn === undefined || wallClockAgeReached(turn.startedAt, CART_REFRESH_INTERVAL_MS)) runAndCountAfresh();
  });
  const stopOnline = page.onOnline(() => {
    if (newest()?.failed) runAndCountAfresh();
  });
  return () => {
    stopped = true;
    clock.clearInterval(timer);
    stopShownAgain();
    stopOnline();
    // An answer still on its way belongs to a cart that closed: it is not applied, nor its failure said.
    if (running) running.stopped = true;
  };
}
