import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBackend, createStorage, type StorageBackend, type StorageChanges } from '../platform/storage';
import type { CartItemData } from './cart-item';
import { CART_STORAGE_KEY, createCartStore, REMOVAL_DELAY_MS } from './cart-store';
import { DEFAULT_ECOMMERCE_SETTINGS, type EcommerceSettings } from './stock';
import { cartItem } from './cart-item.test-support';

/** A Harbor Mug line with 5 in stock. */
const item = (overrides: Partial<CartItemData> = {}) => cartItem({ quantity: 5, ...overrides });
const second = (overrides: Partial<CartItemData> = {}) => item({ id: 'p2:v2', productId: 'p2', variantId: 'v2', title: 'Filter Papers', ...overrides });
const settings = (overrides: Partial<EcommerceSettings> = {}): EcommerceSettings => ({ ...DEFAULT_ECOMMERCE_SETTINGS, ...overrides });
const ids = (store: ReturnType<typeof createCartStore>) => store.getState().items.map((entry) => `${entry.id}×${entry.count}`);

describe('delayed removal (spec 001 §4, §9: 5 s, cancelled by a new count; at once when out of stock or not available)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a count of 0 keeps the line for 4999 ms and removes it at 5000 ms', () => {
    expect(REMOVAL_DELAY_MS).toBe(5000);
    const store = createCartStore();
    store.getState().add(item({ count: 2 }));
    store.getState().setCount('p1:v1', 0);
    expect(ids(store)).toEqual(['p1:v1×0']);
    vi.advanceTimersByTime(4999);
    expect(ids(store)).toEqual(['p1:v1×0']);
    vi.advanceTimersByTime(1);
    expect(ids(store)).toEqual([]);
  });

  it('a new count cancels the removal; a second 0 starts the 5 s again', () => {
    const store = createCartStore();
    store.getState().add(item());
    store.getState().setCount('p1:v1', 0);
    vi.advanceTimersByTime(3000);
    store.getState().setCount('p1:v1', 2);
    vi.advanceTimersByTime(10_000);
    expect(ids(store)).toEqual(['p1:v1×2']);
    store.getState().setCount('p1:v1', 0);
    vi.advanceTimersByTime(4999);
    expect(ids(store)).toEqual(['p1:v1×0']);
    // Adding from a card also cancels it.
    store.getState().add(item());
    vi.advanceTimersByTime(5000);
    expect(ids(store)).toEqual(['p1:v1×1']);
  });

  it('an item out of stock or not available goes at once', () => {
    const store = createCartStore();
    store.getState().configure(settings({ allowPreorder: true }));
    store.getState().add(item({ quantity: 0 }));
    store.getState().add(second({ price: null, quantity: -1 }));
    store.getState().configure(settings());
    store.getState().setCount('p1:v1', 0);
    store.getState().setCount('p2:v2', 0);
    expect(ids(store)).toEqual([]);
  });

  it('with removal disabled (admin, policy cartItemRemoval) a count never goes below 1', () => {
    const store = createCartStore();
    store.getState().add(item({ count: 3 }));
    store.getState().setCount('p1:v1', 0, { removal: false });
    vi.advanceTimersByTime(REMOVAL_DELAY_MS);
    expect(ids(store)).toEqual(['p1:v1×1']);
  });

  it('closing drops the lines at 0 at once and stops their timers (spec 001 §4)', () => {
    const store = createCartStore();
    store.getState().add(item());
    store.getState().add(second());
    store.getState().openCart('button');
    store.getState().setCount('p1:v1', 0);
    store.getState().closeCart();
    expect(ids(store)).toEqual(['p2:v2×1']);
    expect(store.getState().open).toEqual({ kind: 'closed' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the count takes the absolute value (spec 002 §5) and stops at the stock when raised', () => {
    const store = createCartStore();
    store.getState().add(item({ quantity: 4 }));
    store.getState().setCount('p1:v1', -3);
    expect(ids(store)).toEqual(['p1:v1×3']);
    store.getState().setCount('p1:v1', 40);
    expect(ids(store)).toEqual(['p1:v1×4']);
  });
});

describe('preorder (spec 001 §3 allowPreorder): the cart does not cap at the stock then', () => {
  it('an item out of stock is added, and counts go past the stock', () => {
    const store = createCartStore(undefined, { settings: settings({ allowPreorder: true }) });
    expect(store.getState().add(item({ quantity: 0 }))).toBe(true);
    store.getState().add(item({ quantity: 0, count: 6 }));
    expect(ids(store)).toEqual(['p1:v1×7']);
    store.getState().add(second({ quantity: 2 }));
    store.getState().setCount('p2:v2', 9);
    expect(ids(store)).toEqual(['p1:v1×7', 'p2:v2×9']);
  });

  it('without preorders the same adds are refused or capped', () => {
    const store = createCartStore();
    expect(store.getState().add(item({ quantity: 0 }))).toBe(false);
    store.getState().add(second({ quantity: 2, count: 6 }));
    expect(ids(store)).toEqual(['p2:v2×2']);
  });
});

describe('auto open and the blink (spec 001 §2 autoOpenCart, §9 blink on add)', () => {
  it('the first add opens the cart when autoOpenCart is set; later adds do not reopen it', () => {
    const store = createCartStore(undefined, { settings: settings({ autoOpenCart: true }) });
    store.getState().add(item());
    expect(store.getState().open).toEqual({ kind: 'open', source: 'auto' });
    store.getState().closeCart();
    store.getState().add(second());
    expect(store.getState().open).toEqual({ kind: 'closed' });
    expect(store.getState().added).toBe(2);
  });

  it('without it the cart stays closed; a refused add does not blink', () => {
    const store = createCartStore();
    store.getState().add(item({ count: 5 }));
    store.getState().add(item());
    expect(store.getState().open.kind).toBe('closed');
    expect(store.getState().added).toBe(1);
  });
});

describe('storage read-back (issue 12 "Bad input and faults")', () => {
  const stored = (value: unknown) => {
    const backend = createMemoryBackend();
    backend.setItem(`s:${CART_STORAGE_KEY}`, JSON.stringify(value));
    return createStorage('s:', backend);
  };

  it('a huge count is capped at the stock once the settings are known; with preorders it is kept up to the cart limit', () => {
    const store = createCartStore(stored([item({ count: 1_000_000_000, quantity: 4 })]));
    store.getState().configure(settings());
    expect(ids(store)).toEqual(['p1:v1×4']);
    expect(store.getState().notices).toEqual([{ kind: 'storage-repaired', dropped: 0, changed: 1 }]);
    const preorder = createCartStore(stored([item({ count: 12, quantity: 4 })]));
    preorder.getState().configure(settings({ allowPreorder: true }));
    expect(ids(preorder)).toEqual(['p1:v1×12']);
  });

  it('a negative, zero or unreadable count leaves the line out, so "Add to cart" works again', () => {
    const store = createCartStore(stored([item({ count: -3 }), second({ count: 0 }), item({ id: 'p3:v3', productId: 'p3', count: Number.NaN })]));
    store.getState().configure(settings());
    expect(ids(store)).toEqual([]);
    expect(store.getState().add(item())).toBe(true);
    expect(ids(store)).toEqual(['p1:v1×1']);
  });

  it('a reload during a line\'s 5 s wait at 0 drops it quietly: a stored 0 is a removal on its way, not damage (spec 001 §4)', () => {
    vi.useFakeTimers();
    try {
      const backend = createMemoryBackend();
      const before = createCartStore(createStorage('s:', backend));
      before.getState().add(item({ count: 2 }));
      before.getState().add(second());
      before.getState().setCount('p1:v1', 0);
      const reloaded = createCartStore(createStorage('s:', backend));
      expect(ids(reloaded)).toEqual(['p2:v2×1']);
      expect(reloaded.getState().notices).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an older version (the bare list) is read; a malformed cart starts empty and says so', () => {
    expect(ids(createCartStore(stored([item({ count: 2 })])))).toEqual(['p1:v1×2']);
    const broken = createCartStore(stored({ version: 7, lines: 'x' }));
    expect(broken.getState().items).toEqual([]);
    expect(broken.getState().notices).toEqual([{ kind: 'storage-repaired', dropped: 1, changed: 0 }]);
    // Fields an older cart lacked get their defaults.
    const { hidden: _hidden, optionsInfo: _options, vendorCode: _code, type: _type, ...old } = item();
    expect(createCartStore(stored([old])).getState().items).toEqual([item({ vendorCode: '' })]);
  });

  it('storage that is full or unavailable: the cart goes on in memory', () => {
    const full: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createCartStore(createStorage('s:', full));
    expect(store.getState().add(item())).toBe(true);
    store.getState().setCount('p1:v1', 3);
    expect(ids(store)).toEqual(['p1:v1×3']);
  });
});

/** Two tabs on one storage: each write reaches the other tab as the browser's storage event does. */
function twoTabs() {
  const backend = createMemoryBackend();
  const listeners: { tab: number; callback: Parameters<StorageChanges>[0] }[] = [];
  let writer = 0;
  const shared: StorageBackend = {
    getItem: (key) => backend.getItem(key),
    setItem(key, value) {
      backend.setItem(key, value);
      const from = writer;
      // The event goes to the other tabs, never to the one that wrote.
      for (const listener of listeners.filter((entry) => entry.tab !== from)) {
        writer = listener.tab;
        listener.callback(key, value);
        writer = from;
      }
    },
    removeItem: (key) => backend.removeItem(key),
  };
  const tab = (n: number) => {
    const changes: StorageChanges = (callback) => {
      listeners.push({ tab: n, callback });
      return () => undefined;
    };
    const store = createCartStore(createStorage('s:', shared, changes));
    return {
      store,
      act<T>(action: () => T): T {
        writer = n;
        return action();
      },
    };
  };
  return { backend, tab, listeners };
}

describe('two tabs (issue 12: a cart changed in two tabs lost a line)', () => {
  it('lines added in each tab end up in both, and in the storage', () => {
    const { tab, backend } = twoTabs();
    const a = tab(1);
    const b = tab(2);
    a.act(() => a.store.getState().add(item()));
    b.act(() => b.store.getState().add(second()));
    expect(ids(a.store)).toEqual(['p1:v1×1', 'p2:v2×1']);
    expect(ids(b.store)).toEqual(['p1:v1×1', 'p2:v2×1']);
    expect(JSON.parse(backend.getItem(`s:${CART_STORAGE_KEY}`)!).items.map((entry: CartItemData) => entry.id)).toEqual(['p1:v1', 'p2:v2']);
    expect(a.store.getState().notices).toContainEqual({ kind: 'merged' });
  });

  it('a write that missed the other tab\'s line (both wrote before hearing of each other) loses nothing', () => {
    const { tab, listeners } = twoTabs();
    const a = tab(1);
    const b = tab(2);
    // Tab b does not hear tab a's write in time: its listener is held back.
    const held = listeners.splice(1, 1)[0]!;
    a.act(() => a.store.getState().add(item()));
    listeners.push(held);
    b.act(() => b.store.getState().add(second()));
    // b's write (without a's line) reached a: a merges and writes back both, which b hears.
    expect(ids(a.store)).toEqual(['p1:v1×1', 'p2:v2×1']);
    expect(ids(b.store).sort()).toEqual(['p1:v1×1', 'p2:v2×1']);
  });

  it('a removal in one tab stays removed; a later count in the other tab wins over an older one', () => {
    vi.useFakeTimers();
    try {
      const { tab } = twoTabs();
      const a = tab(1);
      const b = tab(2);
      a.act(() => a.store.getState().add(item()));
      a.act(() => a.store.getState().add(second()));
      b.act(() => b.store.getState().setCount('p2:v2', 3));
      expect(ids(a.store)).toEqual(['p1:v1×1', 'p2:v2×3']);
      a.act(() => a.store.getState().setCount('p1:v1', 0));
      a.act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
      expect(ids(a.store)).toEqual(['p2:v2×3']);
      expect(ids(b.store)).toEqual(['p2:v2×3']);
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * Two tabs as the browser runs them: a write's storage event reaches the other tab later (a task
 * of its own, here when the test delivers it), and writing the value already stored fires none.
 */
function tabsWithLaterEvents() {
  const backend = createMemoryBackend();
  const listeners: { tab: number; callback: Parameters<StorageChanges>[0] }[] = [];
  const queued: (() => void)[] = [];
  const written = { count: 0 };
  const tab = (n: number) => {
    const shared: StorageBackend = {
      getItem: (key) => backend.getItem(key),
      setItem(key, value) {
        if (backend.getItem(key) === value) return;
        backend.setItem(key, value);
        written.count += 1;
        for (const listener of listeners.filter((entry) => entry.tab !== n)) queued.push(() => listener.callback(key, value));
      },
      removeItem: (key) => backend.removeItem(key),
    };
    const changes: StorageChanges = (callback) => {
      listeners.push({ tab: n, callback });
      return () => undefined;
    };
    return createCartStore(createStorage('s:', shared, changes));
  };
  /** Delivers the queued events (and those they cause), at most `limit`; returns how many. */
  const deliver = (limit = 1000) => {
    let delivered = 0;
    for (; queued.length > 0 && delivered < limit; delivered += 1) queued.shift()!();
    return delivered;
  };
  return { tab, deliver, written };
}

describe('two tabs and a line waiting at 0 (spec 001 §4: removed 5 s after its count went to 0)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the other tab shows the 0 after a write or two (no tab writes it back for the 5 s), and the removal reaches both', () => {
    const { tab, deliver, written } = tabsWithLaterEvents();
    const a = tab(1);
    const b = tab(2);
    a.getState().add(item({ count: 2 }));
    deliver();
    expect(ids(b)).toEqual(['p1:v1×2']);
    written.count = 0;
    a.getState().setCount('p1:v1', 0);
    deliver();
    expect(written.count).toBeLessThanOrEqual(2);
    expect(ids(a)).toEqual(['p1:v1×0']);
    expect(ids(b)).toEqual(['p1:v1×0']);
    vi.advanceTimersByTime(REMOVAL_DELAY_MS);
    deliver();
    expect(ids(a)).toEqual([]);
    expect(ids(b)).toEqual([]);
  });

  it('a count given in the other tab during the wait keeps the line in both: the first tab\'s removal is called off', () => {
    const { tab, deliver } = tabsWithLaterEvents();
    const a = tab(1);
    const b = tab(2);
    a.getState().add(item({ count: 2 }));
    deliver();
    a.getState().setCount('p1:v1', 0);
    deliver();
    vi.advanceTimersByTime(REMOVAL_DELAY_MS - 1000);
    b.getState().setCount('p1:v1', 3);
    deliver();
    vi.advanceTimersByTime(REMOVAL_DELAY_MS * 2);
    deliver();
    expect(ids(a)).toEqual(['p1:v1×3']);
    expect(ids(b)).toEqual(['p1:v1×3']);
  });

  it('the other tab waits the 5 s too, should the tab that set the 0 go away (closed, reloaded)', () => {
    const { tab, deliver } = tabsWithLaterEvents();
    const a = tab(1);
    const b = tab(2);
    a.getState().add(item({ count: 2 }));
    deliver();
    a.getState().setCount('p1:v1', 0);
    a.getState().dispose();
    deliver();
    vi.advanceTimersByTime(REMOVAL_DELAY_MS);
    expect(ids(b)).toEqual([]);
  });
});
