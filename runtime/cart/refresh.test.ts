import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeLog } from '../core/services';
import { realClock } from '../core/clock';
import type { CartItemData } from './cart-item';
import { createCartStore, type FreshItem } from './cart-store';
import { CART_REFRESH_INTERVAL_MS, EMPTY_PRODUCT_LIST_MESSAGE, refreshCart, startCartRefresh, type CartProductsLoader } from './refresh';
import { cartItem } from './cart-item.test-support';
import type { PageReturns } from '../platform/time-away';

/** Two Harbor Mugs, 5 in stock. */
const item = (overrides: Partial<CartItemData> = {}) => cartItem({ count: 2, quantity: 5, ...overrides });
const fresh = (overrides: Partial<FreshItem> = {}): FreshItem => ({ price: 12, title: 'Harbor Mug', img: null, quantity: 5, vendorCode: 'MUG-1', optionsInfo: [], hidden: false, ...overrides });
const silentLog = (): RuntimeLog & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, info: (message) => void lines.push(message), warn: (message) => void lines.push(message), error: (message) => void lines.push(message) };
};

describe('refreshCart (spec 001 §4, §7)', () => {
  it('asks for the product ids of the lines once each and updates price, stock, visibility, images and options; the order price stays', async () => {
    const store = createCartStore();
    store.getState().add(item());
    store.getState().add(item({ id: 'p1:v2', variantId: 'v2' }));
    store.getState().add(item({ id: 'p2:v1', productId: 'p2', title: 'Filter Papers' }));
    const asked: (readonly string[])[] = [];
    const load: CartProductsLoader = async (ids) => {
      asked.push(ids);
      return (line) =>
        line.productId === 'p2' ? null : line.variantId === 'v2' ? fresh({ hidden: true }) : fresh({ price: 15, quantity: 1, img: { id: 'mug-2', ext: 'jpg' }, optionsInfo: [{ name: 'Colour: Sand' }] });
    };
    expect(await refreshCart(store, load, silentLog())).toBe('refreshed');
    expect(asked).toEqual([['p1', 'p2']]);
    const [mug, hidden, gone] = store.getState().items;
    expect(mug).toMatchObject({ price: 15, orderPrice: 12, quantity: 1, img: { id: 'mug-2' }, optionsInfo: [{ name: 'Colour: Sand' }], count: 2 });
    expect(hidden?.hidden).toBe(true);
    // A product that disappeared keeps its line, not available, so the visitor sees what happened.
    expect(gone).toMatchObject({ id: 'p2:v1', hidden: true, count: 2 });
    expect(store.getState().notices).toEqual([
      { kind: 'price', id: 'p1:v1', title: 'Harbor Mug', from: 12, to: 15 },
      { kind: 'stock', id: 'p1:v1', title: 'Harbor Mug', quantity: 1 },
      { kind: 'gone', id: 'p1:v2', title: 'Harbor Mug' },
      { kind: 'gone', id: 'p2:v1', title: 'Filter Papers' },
    ]);
  });

  it('a stock that ran out is said as out of stock, not as "only 0 left"', async () => {
    const store = createCartStore();
    store.getState().add(item());
    expect(await refreshCart(store, async () => () => fresh({ quantity: 0 }), silentLog())).toBe('refreshed');
    expect(store.getState().notices).toEqual([{ kind: 'sold-out', id: 'p1:v1', title: 'Harbor Mug' }]);
  });

  it('a failed or timed-out refresh keeps every line and says so', async () => {
    const store = createCartStore();
    store.getState().add(item());
    const before = store.getState().items;
    const log = silentLog();
    expect(await refreshCart(store, () => Promise.reject(new DOMException('timed out', 'TimeoutError')), log)).toBe('failed');
    expect(store.getState().items).toBe(before);
    expect(store.getState().notices).toEqual([{ kind: 'refresh-failed' }]);
    expect(log.lines[0]).toContain('refresh failed');
  });

  it('a refresh that comes after a failed one takes its "could not check" notice back, the others staying', async () => {
    const store = createCartStore();
    store.getState().add(item());
    store.getState().notify({ kind: 'merged' });
    expect(await refreshCart(store, () => Promise.reject(new DOMException('timed out', 'TimeoutError')), silentLog())).toBe('failed');
    expect(store.getState().notices).toEqual([{ kind: 'merged' }, { kind: 'refresh-failed' }]);
    const before = store.getState().items;
    expect(await refreshCart(store, async () => () => fresh({}), silentLog())).toBe('refreshed');
    expect(store.getState().notices).toEqual([{ kind: 'merged' }]);
    // Nothing of the lines changed: they stay the same objects.
    expect(store.getState().items).toBe(before);
  });

  it(`an empty cart makes no call and logs "${EMPTY_PRODUCT_LIST_MESSAGE}"`, async () => {
    const log = silentLog();
    const load = vi.fn<CartProductsLoader>();
    expect(await refreshCart(createCartStore(), load, log)).toBe('empty');
    expect(load).not.toHaveBeenCalled();
    expect(log.lines).toEqual(['Product list is empty']);
  });
});

/** A loader whose calls answer when the test says, in any order. */
/** The page's returns as a test gives them: `shownAgain()`, `online()`; `listening()` counts the listeners still on. */
function drivenReturns() {
  const shown = new Set<() => void>();
  const online = new Set<() => void>();
  const page: PageReturns = {
    onShownAgain: (listener) => (shown.add(listener), () => void shown.delete(listener)),
    onOnline: (listener) => (online.add(listener), () => void online.delete(listener)),
  };
  return {
    page,
    shownAgain: () => shown.forEach((listener) => listener()),
    online: () => online.forEach((listener) => listener()),
    listening: () => shown.size + online.size,
  };
}

function heldLoader() {
  const calls: { answer(fresh: FreshItem): void; fail(error: unknown): void }[] = [];
  const load: CartProductsLoader = () =>
    new Promise((resolve, reject) => void calls.push({ answer: (fresh) => resolve(() => fresh), fail: reject }));
  return { calls, load };
}

describe('refreshCart: overlapping refreshes (the open\'s, the 20 min one, the order form\'s after a 409)', () => {
  it('an older answer coming after a newer one is not applied: no older price back, no backwards notice', async () => {
    const store = createCartStore();
    store.getState().add(item());
    const { calls, load } = heldLoader();
    const onOpen = refreshCart(store, load, silentLog());
    const after409 = refreshCart(store, load, silentLog());
    calls[1]!.answer(fresh({ price: 20 }));
    expect(await after409).toBe('refreshed');
    calls[0]!.answer(fresh({ price: 15, quantity: 1 }));
    expect(await onOpen).toBe('refreshed');
    expect(store.getState().items[0]).toMatchObject({ price: 20, quantity: 5 });
    expect(store.getState().notices).toEqual([{ kind: 'price', id: 'p1:v1', title: 'Harbor Mug', from: 12, to: 20 }]);
  });

  it('an older refresh that fails after a newer one answered says no failure', async () => {
    const store = createCartStore();
    store.getState().add(item());
    const { calls, load } = heldLoader();
    const log = silentLog();
    const older = refreshCart(store, load, log);
    const newer = refreshCart(store, load, log);
    calls[1]!.answer(fresh({ price: 20 }));
    await newer;
    calls[0]!.fail(new DOMException('timed out', 'TimeoutError'));
    await older;
    expect(store.getState().notices).not.toContainEqual({ kind: 'refresh-failed' });
    expect(log.lines).toEqual([]);
  });

  it('an overtaken refresh answering first waits for the newest, so its caller reads the cart as the newest left it', async () => {
    const store = createCartStore();
    store.getState().add(item());
    const { calls, load } = heldLoader();
    let settled = false;
    const after409 = refreshCart(store, load, silentLog()).then((outcome) => {
      settled = true;
      return outcome;
    });
    const every20Min = refreshCart(store, load, silentLog());
    calls[0]!.answer(fresh({ price: 15 }));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(store.getState().items[0]!.price).toBe(12);
    calls[1]!.answer(fresh({ price: 20 }));
    expect(await after409).toBe('refreshed');
    expect(store.getState().items[0]!.price).toBe(20);
    expect(await every20Min).toBe('refreshed');
  });

  it('a refresh of an emptied cart is the newest too: an older answer coming after it applies to no line added since, nor says its failure', async () => {
    const store = createCartStore();
    store.getState().add(item());
    const { calls, load } = heldLoader();
    const log = silentLog();
    const beforeOrder = refreshCart(store, load, log);
    const failingBeforeOrder = refreshCart(store, load, log);
    // The order is accepted, the cart empties and refreshes (nothing to ask); the visitor adds the mug again, at its price now.
    store.getState().orderAccepted([{ id: 'p1:v1', count: 2 }], { payLink: null });
    expect(store.getState().items).toEqual([]);
    expect(await refreshCart(store, load, log)).toBe('empty');
    store.getState().add(item({ price: 20, orderPrice: 20 }));
    calls[1]!.fail(new DOMException('timed out', 'TimeoutError'));
    calls[0]!.answer(fresh({ price: 15, quantity: 1 }));
    expect(await beforeOrder).toBe('empty');
    expect(await failingBeforeOrder).toBe('empty');
    expect(store.getState().items[0]).toMatchObject({ price: 20, quantity: 5 });
    expect(store.getState().notices).toEqual([]);
    expect(log.lines).toEqual([EMPTY_PRODUCT_LIST_MESSAGE]);
  });
});

describe('startCartRefresh: on open and every 20 min while open (spec 001 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes at once, again at 1,200,000 ms (not before), and never after it is stopped', async () => {
    expect(CART_REFRESH_INTERVAL_MS).toBe(1_200_000);
    const store = createCartStore();
    store.getState().add(item());
    const load = vi.fn<CartProductsLoader>(async () => () => fresh());
    const stop = startCartRefresh(store, load, realClock, silentLog(), drivenReturns().page);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CART_REFRESH_INTERVAL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CART_REFRESH_INTERVAL_MS);
    expect(load).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(CART_REFRESH_INTERVAL_MS * 3);
    expect(load).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an answer that comes after the stop (the cart closed) is not applied, nor its failure said', async () => {
    for (const settle of ['answer', 'fail'] as const) {
      const store = createCartStore();
      store.getState().add(item());
      const { calls, load } = heldLoader();
      const log = silentLog();
      const stop = startCartRefresh(store, load, realClock, log, drivenReturns().page);
      stop();
      if (settle === 'answer') calls[0]!.answer(fresh({ price: 20 }));
      else calls[0]!.fail(new Error('offline'));
      await vi.advanceTimersByTimeAsync(0);
      expect(store.getState().items[0]!.price).toBe(12);
      expect(store.getState().notices).toEqual([]);
      expect(log.lines).toEqual([]);
    }
  });
  describe('a page away meanwhile: the interval’s timer stood still (a laptop asleep) or ran late (a hidden tab)', () => {
    /** The wall clock runs on `ms`, the timers do not. */
    const away = (ms: number) => vi.setSystemTime(Date.now() + ms);

    it(`shown again ${CART_REFRESH_INTERVAL_MS} ms or more after the newest refresh started, refreshes at once and counts the next 20 min from then; sooner, not`, async () => {
      const store = createCartStore();
      store.getState().add(item());
      const load = vi.fn<CartProductsLoader>(async () => () => fresh());
      const returns = drivenReturns();
      startCartRefresh(store, load, realClock, silentLog(), returns.page);
      await vi.advanceTimersByTimeAsync(CART_REFRESH_INTERVAL_MS / 2);
      away(CART_REFRESH_INTERVAL_MS / 2 - 1);
      returns.shownAgain();
      expect(load).toHaveBeenCalledTimes(1);
      away(8 * 60 * 60 * 1000);
      returns.shownAgain();
      expect(load).toHaveBeenCalledTimes(2);
      // Both events of one return (visible, and back from the back-forward cache): one refresh.
      returns.shownAgain();
      expect(load).toHaveBeenCalledTimes(2);
      // The interval's old half-run is gone: the next comes 20 min after this refresh.
      await vi.advanceTimersByTimeAsync(CART_REFRESH_INTERVAL_MS - 1);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('shown again with the clock set back since the newest refresh: how long ago it was is unknown, so it refreshes', async () => {
      const store = createCartStore();
      store.getState().add(item());
      const load = vi.fn<CartProductsLoader>(async () => () => fresh());
      const returns = drivenReturns();
      startCartRefresh(store, load, realClock, silentLog(), returns.page);
      away(-60 * 60 * 1000);
      returns.shownAgain();
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('back online after the newest refresh failed, refreshes again at once; after one that answered, not', async () => {
      const store = createCartStore();
      store.getState().add(item());
      const { calls, load } = heldLoader();
      const returns = drivenReturns();
      startCartRefresh(store, load, realClock, silentLog(), returns.page);
      calls[0]!.answer(fresh());
      await vi.advanceTimersByTimeAsync(0);
      returns.online();
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(CART_REFRESH_INTERVAL_MS);
      calls[1]!.fail(new TypeError('Failed to fetch'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(store.getState().notices).toEqual([{ kind: 'refresh-failed' }]);
      returns.online();
      expect(calls).toHaveLength(3);
      calls[2]!.answer(fresh({ price: 15 }));
      await vi.advanceTimersByTimeAsync(0);
      expect(store.getState().items[0]!.price).toBe(15);
    });

    it('once stopped (the cart closed), neither a return nor the connection refreshes, and nothing is left listening', async () => {
      const store = createCartStore();
      store.getState().add(item());
      const load = vi.fn<CartProductsLoader>().mockRejectedValue(new TypeError('Failed to fetch'));
      const returns = drivenReturns();
      const stop = startCartRefresh(store, load, realClock, silentLog(), returns.page);
      await vi.advanceTimersByTimeAsync(0);
      stop();
      away(CART_REFRESH_INTERVAL_MS);
      returns.shownAgain();
      returns.online();
      expect(load).toHaveBeenCalledTimes(1);
      expect(returns.listening()).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
