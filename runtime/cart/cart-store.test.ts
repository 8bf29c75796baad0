import { describe, expect, it, vi } from 'vitest';
import { productAnswer } from '../../sandbox/sandbox';
import { shopSeed } from '../../scenarios/shop/seed';
import { normaliseProduct } from '../catalogue/product';
import { cartData, initialSelection, variantFor } from '../catalogue/variants';
import type { CartItemData } from './cart-item';
import { createMemoryBackend, createStorage, type StorageBackend } from '../platform/storage';
import { cappedCount, CART_STORAGE_KEY, countInCart, createCartStore } from './cart-store';
import { MAX_ITEM_COUNT } from './stock';
import { cartItem } from './cart-item.test-support';

/** A blue Harbor Mug line, with its photo, 5 in stock. */
const item = (overrides: Partial<CartItemData> = {}) => cartItem({ img: { id: 'mug', ext: 'jpg' }, quantity: 5, optionsInfo: [{ name: 'Colour: Blue' }], ...overrides });

/** The cart item a card of the shop scenario hands over for its first variant. */
function shopItem(productId: string): CartItemData {
  const found = shopSeed.products.find((product) => product.id === productId)!;
  const read = normaliseProduct(productAnswer(found));
  if (!read.ok) throw new Error('unreadable');
  return cartData(read.product, variantFor(read.product, initialSelection(read.product))!);
}

describe('add (spec 001 §3 Cart item; spec 000 §3 "a variant provides its cart data")', () => {
  it('adds a new item with its count (spec 001 §3)', () => {
    const store = createCartStore();
    expect(store.getState().items).toEqual([]);
    expect(store.getState().add(item())).toBe(true);
    expect(store.getState().items).toEqual([item()]);
  });

  it('merges the same variant into one line, raising its count (spec 001 §3: one cart line per variant)', () => {
    const store = createCartStore();
    store.getState().add(item());
    expect(store.getState().add(item({ count: 2 }))).toBe(true);
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().items[0]?.count).toBe(3);
    expect(countInCart('p1:v1')(store.getState())).toBe(3);
  });

  it('keeps other variants of the same product on lines of their own (spec 001 §3)', () => {
    const store = createCartStore();
    store.getState().add(item());
    store.getState().add(item({ id: 'p1:v2', variantId: 'v2' }));
    expect(store.getState().items.map((entry) => [entry.id, entry.count])).toEqual([
      ['p1:v1', 1],
      ['p1:v2', 1],
    ]);
    expect(countInCart('p1:v3')(store.getState())).toBe(0);
  });

  it('keeps the price the item had when it was first added (spec 001 §3 "orderPrice (price when added)")', () => {
    const store = createCartStore();
    store.getState().add(item({ price: 12, orderPrice: 12 }));
    store.getState().add(item({ price: 15, orderPrice: 15 }));
    expect(store.getState().items[0]).toMatchObject({ count: 2, price: 15, orderPrice: 12 });
  });

  it('caps the count at the stock; adding past it is refused (spec 001 §3 quantity)', () => {
    const store = createCartStore();
    expect(store.getState().add(item({ count: 4, quantity: 5 }))).toBe(true);
    expect(store.getState().add(item({ count: 3, quantity: 5 }))).toBe(true);
    expect(store.getState().items[0]?.count).toBe(5);
    expect(store.getState().add(item({ quantity: 5 }))).toBe(false);
    expect(store.getState().items[0]?.count).toBe(5);
    const single = createCartStore();
    expect(single.getState().add(item({ count: 9, quantity: 2 }))).toBe(true);
    expect(single.getState().items[0]?.count).toBe(2);
  });

  it('refuses an item that is out of stock, or a count that adds nothing (spec 000 §5, spec 001 §3)', () => {
    const store = createCartStore();
    expect(store.getState().add(item({ quantity: 0 }))).toBe(false);
    expect(store.getState().add(item({ count: 0 }))).toBe(false);
    expect(store.getState().items).toEqual([]);
  });

  it('has no cap for unlimited stock, -1 (spec 001 §3 "infinite or -1 means unlimited")', () => {
    const store = createCartStore();
    expect(store.getState().add(item({ count: 1000, quantity: -1 }))).toBe(true);
    expect(store.getState().add(item({ count: 500, quantity: -1 }))).toBe(true);
    expect(store.getState().items[0]?.count).toBe(1500);
    expect(cappedCount(5000, -1)).toBe(5000);
    // Ours: no line grows past MAX_ITEM_COUNT, whatever the stock.
    expect(cappedCount(10_000, -1)).toBe(MAX_ITEM_COUNT);
    expect(cappedCount(7, 3)).toBe(3);
    expect(cappedCount(7, 0)).toBe(0);
  });

  it('takes the cart data of real shop variants: limited, unlimited (spec 001 §3)', () => {
    const store = createCartStore();
    const blend = shopItem('8');
    expect(blend).toMatchObject({ id: '8:8-1', quantity: 4, price: 14 });
    for (let n = 0; n < 4; n += 1) expect(store.getState().add(blend)).toBe(true);
    expect(store.getState().add(blend)).toBe(false);
    const sampler = shopItem('15');
    expect(sampler.quantity).toBe(-1);
    for (let n = 0; n < 50; n += 1) store.getState().add(sampler);
    expect(store.getState().items.map((entry) => [entry.id, entry.count])).toEqual([
      ['8:8-1', 4],
      ['15:15-1', 50],
    ]);
  });

  it('a refused add does not change the state (no re-render, no save) (spec 001 §3)', () => {
    const store = createCartStore();
    store.getState().add(item({ count: 5 }));
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().add(item());
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('persistence through the site storage (spec 001 §3; the cart survives a reload)', () => {
  it('saves every change and restores the items in a new store (spec 001 §3)', () => {
    const backend = createMemoryBackend();
    const first = createCartStore(createStorage('site:test:', backend));
    first.getState().add(item());
    first.getState().add(item({ id: 'p2:v9', productId: 'p2', variantId: 'v9', quantity: -1, count: 3 }));
    first.getState().add(item());
    expect(JSON.parse(backend.getItem(`site:test:${CART_STORAGE_KEY}`)!).items).toEqual(first.getState().items);

    const reloaded = createCartStore(createStorage('site:test:', backend));
    expect(reloaded.getState().items).toEqual([item({ count: 2 }), item({ id: 'p2:v9', productId: 'p2', variantId: 'v9', quantity: -1, count: 3 })]);
    // The restored cart goes on merging and capping.
    expect(reloaded.getState().add(item({ count: 10 }))).toBe(true);
    expect(reloaded.getState().items[0]?.count).toBe(5);
  });

  it('sites do not share carts (per-site storage prefix)', () => {
    const backend = createMemoryBackend();
    createCartStore(createStorage('site:a:', backend)).getState().add(item());
    expect(createCartStore(createStorage('site:b:', backend)).getState().items).toEqual([]);
  });

  it('starts empty from nothing saved, a saved value that is not a list, or broken JSON; drops entries that are not items (spec 001 §3)', () => {
    const backend = createMemoryBackend();
    const storage = createStorage('s:', backend);
    expect(createCartStore(storage).getState().items).toEqual([]);
    backend.setItem(`s:${CART_STORAGE_KEY}`, '{"items":[]}');
    expect(createCartStore(storage).getState().items).toEqual([]);
    backend.setItem(`s:${CART_STORAGE_KEY}`, 'not json');
    expect(createCartStore(storage).getState().items).toEqual([]);
    backend.setItem(`s:${CART_STORAGE_KEY}`, JSON.stringify([item(), null, 'x', { id: 5, count: 1 }, { id: 'no-count' }]));
    expect(createCartStore(storage).getState().items).toEqual([item()]);
  });

  it('keeps working when the storage refuses writes (private mode) (spec 001 §3)', () => {
    const refusing: StorageBackend = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createCartStore(createStorage('s:', refusing));
    expect(store.getState().add(item())).toBe(true);
    expect(store.getState().items).toHaveLength(1);
  });

  it('without a storage the cart lives in memory only', () => {
    const store = createCartStore();
    store.getState().add(item());
    expect(createCartStore().getState().items).toEqual([]);
  });
});

describe('an add of a variant the cart has: the newer of the two data wins (cart-item.ts checkedAt)', () => {
  /** The line as a refresh left it before the page was loaded again: the shop's API said 14 at that time. */
  const refreshedAt = Date.UTC(2026, 10, 30, 9, 0);
  const refreshed = item({ price: 14, quantity: 3, title: 'Harbor Mug (new glaze)', checkedAt: refreshedAt });

  it('a card the page was published with (its data older than any the API gave) raises the count and puts back no old price, stock or title', () => {
    const backend = createMemoryBackend();
    backend.setItem(`site:test:${CART_STORAGE_KEY}`, JSON.stringify([refreshed]));
    const store = createCartStore(createStorage('site:test:', backend));
    expect(store.getState().items).toEqual([refreshed]);
    // The card still shows the published 12, 50 in stock.
    expect(store.getState().add(item())).toBe(true);
    expect(store.getState().items).toEqual([{ ...refreshed, count: 2 }]);
    // And the line's own stock caps the count: 3 left, not the card's 50.
    expect(store.getState().add(item({ count: 5 }))).toBe(true);
    expect(store.getState().items[0]?.count).toBe(3);
  });

  it('a card whose product the API gave later takes the line over with its data and its time; one given earlier does not', () => {
    const store = createCartStore();
    store.getState().add(refreshed);
    store.getState().add(item({ price: 13, checkedAt: refreshedAt - 60_000 }));
    expect(store.getState().items).toEqual([{ ...refreshed, count: 2 }]);
    store.getState().add(item({ price: 15, checkedAt: refreshedAt + 60_000 }));
    expect(store.getState().items).toEqual([item({ price: 15, orderPrice: 12, count: 3, checkedAt: refreshedAt + 60_000 })]);
  });

  it('a line with data from the page itself takes the card’s, as before, and no time it does not have', () => {
    const store = createCartStore();
    store.getState().add(item());
    store.getState().add(item({ price: 13 }));
    expect(store.getState().items).toEqual([item({ price: 13, orderPrice: 12, count: 2 })]);
    expect(store.getState().items[0]).not.toHaveProperty('checkedAt');
  });

  it('a refresh that changes a line stamps it with its own time; one that tells it nothing new leaves the line as it was', () => {
    const store = createCartStore();
    store.getState().add(item());
    const before = store.getState().items;
    const fresh = (price: number, checkedAt: number) => (line: CartItemData) => ({ price, title: line.title, img: line.img, quantity: line.quantity, vendorCode: line.vendorCode, optionsInfo: line.optionsInfo, hidden: line.hidden, checkedAt });
    store.getState().applyFresh(fresh(12, refreshedAt));
    expect(store.getState().items).toBe(before);
    store.getState().applyFresh(fresh(14, refreshedAt));
    expect(store.getState().items[0]).toMatchObject({ price: 14, checkedAt: refreshedAt });
  });

  it('a stored time that is no time is dropped as the cart is read back', () => {
    const backend = createMemoryBackend();
    backend.setItem(`site:test:${CART_STORAGE_KEY}`, JSON.stringify([{ ...item(), checkedAt: 'yesterday' }, { ...item({ id: 'p2:v2', productId: 'p2', variantId: 'v2' }), checkedAt: -5 }]));
    const items = createCartStore(createStorage('site:test:', backend)).getState().items;
    expect(items.map((line) => 'checkedAt' in line)).toEqual([false, false]);
  });
});

describe('an accepted order clears what it ordered (spec 001 §8)', () => {
  it('a line ordered whole goes; one raised while the order was on its way keeps the rest; one added meanwhile stays', () => {
    const store = createCartStore();
    store.getState().add(item({ id: 'p1:v1', count: 1 }));
    store.getState().add(item({ id: 'p2:v1', productId: 'p2', count: 1 }));
    // The order went with one mug of each; then the visitor raised the first to 3 and added a third line.
    const ordered = [
      { id: 'p1:v1', count: 1 },
      { id: 'p2:v1', count: 1 },
    ];
    store.getState().setCount('p1:v1', 3);
    store.getState().add(item({ id: 'p3:v1', productId: 'p3', count: 1 }));
    store.getState().orderAccepted(ordered, { payLink: null });
    expect(store.getState().items.map(({ id, count }) => ({ id, count }))).toEqual([
      { id: 'p1:v1', count: 2 },
      { id: 'p3:v1', count: 1 },
    ]);
  });

  it('an order that took every line empties the cart, as stored for a reload or another tab', () => {
    const backend = createMemoryBackend();
    const first = createCartStore(createStorage('site:test:', backend));
    first.getState().add(item({ count: 2 }));
    first.getState().orderAccepted([{ id: 'p1:v1', count: 2 }], { payLink: null });
    expect(first.getState().items).toEqual([]);
    expect(createCartStore(createStorage('site:test:', backend)).getState().items).toEqual([]);
  });

  it('keeps the placed order until the cart next closes, set in the change its lines go with: a cart open on them never shows them gone without it', () => {
    const store = createCartStore();
    store.getState().add(item({ count: 2 }));
    store.getState().add(item({ id: 'p2:v1', productId: 'p2', count: 1 }));
    const seen: { items: number; placed: boolean }[] = [];
    store.subscribe((state) => void seen.push({ items: state.items.length, placed: state.placed !== null }));
    store.getState().orderAccepted(
      [
        { id: 'p1:v1', count: 2 },
        { id: 'p2:v1', count: 1 },
      ],
      { payLink: null },
    );
    // One change, which the cart's news reads as the order's (cart-news.ts), not as lines removed one by one.
    expect(seen).toEqual([{ items: 0, placed: true }]);
    // Accepted while the cart was closed: it stays for the cart to say when it opens, and goes as that cart closes.
    store.getState().closeCart();
    expect(store.getState().placed).toEqual({ payLink: null });
    store.getState().openCart('button');
    expect(store.getState().placed).toEqual({ payLink: null });
    store.getState().closeCart();
    expect(store.getState().placed).toBeNull();
  });
});
