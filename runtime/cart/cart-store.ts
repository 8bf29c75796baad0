/**
 * The site's cart items (spec 001 §3 Cart item), the part of the cart the catalogue needs now:
 * a card adds a variant, the count grows (never above the stock), and the items survive a
 * reload through the site's storage. The cart widget, totals, promotions and checkout of spec
 * 001 build on this store.
 */
import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { StorageService } from '../platform/storage';
import { UNLIMITED_QUANTITY, type CartItemData } from './cart-item';

export const CART_STORAGE_KEY = 'cart';

export interface CartStoreState {
  items: CartItemData[];
  /** Adds the item, or raises the count of the same variant; false when the stock allows no more. */
  add(item: CartItemData): boolean;
}

/** The count an item may reach: its stock, unless the stock is unlimited. */
export function cappedCount(wanted: number, quantity: number): number {
  return quantity === UNLIMITED_QUANTITY ? wanted : Math.min(wanted, Math.max(0, quantity));
}

const isItem = (value: unknown): value is CartItemData =>
  typeof value === 'object' && value !== null && typeof (value as CartItemData).id === 'string' && typeof (value as CartItemData).count === 'number';

export function createCartStore(storage?: StorageService) {
  const saved = storage?.get<unknown>(CART_STORAGE_KEY);
  const store = createStore<CartStoreState>()(
    immer((set, get) => ({
      items: Array.isArray(saved) ? saved.filter(isItem) : [],
      add(item) {
        const existing = get().items.find((entry) => entry.id === item.id);
        const count = cappedCount((existing?.count ?? 0) + item.count, item.quantity);
        if (count <= (existing?.count ?? 0)) return false;
        set((draft) => {
          const entry = draft.items.find((candidate) => candidate.id === item.id);
          if (entry) Object.assign(entry, { ...item, count, orderPrice: entry.orderPrice });
          else draft.items.push({ ...item, count });
        });
        return true;
      },
    })),
  );
  if (storage) store.subscribe((state, previous) => state.items !== previous.items && storage.set(CART_STORAGE_KEY, state.items));
  return store;
}

export type CartStore = ReturnType<typeof createCartStore>;

/** Selector: how many of a variant are in the cart. */
export const countInCart = (itemId: string) => (state: CartStoreState) => state.items.find((item) => item.id === itemId)?.count ?? 0;

declare module '../core/site-stores' {
  interface SiteStores {
    cart: CartStore;
  }
}
