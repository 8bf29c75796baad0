/**
 * The site's cart (spec 001 §3 Cart item, §4 removal, open and closed): its items, whether it is
 * open, the news of what changed without the visitor asking, and the items kept in the site's
 * storage across reloads and merged between tabs.
 *
 * - Counts: an add raises the line of the same variant; the stock caps a count unless preorders
 *   are allowed (stock.ts). A count of 0 removes the line after REMOVAL_DELAY_MS (5 s), cancelled
 *   by any new count, or at once when the item is out of stock or not available; closing the cart
 *   drops the lines still at 0. Where removal is off (admin, policy cartItemRemoval) a count
 *   never goes below 1.
 * - Storage: everything read back is checked (storage-format.ts); what was repaired is a notice.
 *   A storage that refuses writes leaves the cart working in memory (the storage service).
 * - Tabs: every line carries the revision of its last change, and removals leave a mark, so two
 *   tabs changing the cart at once merge line by line (the later change of each line wins)
 *   instead of the last write of the whole cart winning and losing a line. A line at 0 is stored
 *   at 0: the other tab shows it waiting and waits the 5 s too (should the tab that set it close),
 *   and whichever removal comes first ends the other's wait. A reload drops the lines stored at 0
 *   quietly (their wait went with the page; nothing was damaged).
 * - Plain zustand, every change a new value (no immer): its updates touch a line or two, and the
 *   cart's button is on a shop's first screen, where immer was 3.5 of the 6.4 KB (gzip) the cart's
 *   store chunk added to what loads before the visitor does anything.
 */
import { createStore } from 'zustand/vanilla';
import { realClock, type RuntimeClock, type TimerHandle } from '../core/clock';
import { domainStore } from '../core/site-stores';
import { followStorage } from '../platform/follow-storage';
import type { StorageService } from '../platform/storage';
import type { PlacedOrder } from '../checkout';
import type { CartItemData } from './cart-item';
import { mergeSaved, readSaved, type SavedCart } from './storage-format';
import { cappedCount, countCartTakes, DEFAULT_ECOMMERCE_SETTINGS, removedAtOnce, stockCaps, stockStatus, type EcommerceSettings } from './stock';

export const CART_STORAGE_KEY = 'cart';

/** Spec 001 §4, §9: a line set to 0 is removed after this delay unless its count changes. */
export const REMOVAL_DELAY_MS = 5000;

/** Who opened the cart: the cart button, a `#cart` address, the first add (autoOpenCart), or the editor (admin's forced open). */
export type CartOpenSource = 'button' | 'hash' | 'auto' | 'editor';
export type CartOpenState = { kind: 'closed' } | { kind: 'open'; source: CartOpenSource };

/** What changed in the cart without the visitor asking; the overlay says so. */
export type CartNotice =
  | { kind: 'storage-repaired'; dropped: number; changed: number }
  | { kind: 'merged' }
  | { kind: 'price'; id: string; title: string; from: number | null; to: number | null }
  | { kind: 'stock'; id: string; title: string; quantity: number }
  /** The stock ran out (a quantity of 0): said as such, not as "only 0 left". */
  | { kind: 'sold-out'; id: string; title: string }
  | { kind: 'gone'; id: string; title: string }
  | { kind: 'refresh-failed' };

/** Fresh data of a cart line from a product refresh (refresh.ts); null: the product or variant is gone. */
export type FreshItem = Pick<CartItemData, 'price' | 'title' | 'img' | 'quantity' | 'vendorCode' | 'optionsInfo' | 'hidden' | 'checkedAt'>;

export interface CartStoreState {
  items: CartItemData[];
  settings: EcommerceSettings;
  open: CartOpenState;
  /** Rises on every add that changed the cart: the cart button blinks then. */
  added: number;
  /** Newest last. */
  notices: CartNotice[];
  /**
   * The order the server accepted last, until the cart next closes: the cart says so when it
   * opens. A cart closed while its order was on its way ("Sending…") took the order form, and the
   * form's thanks, with it: this is what tells the visitor the order went, and offers the payment
   * that form could not start.
   */
  placed: PlacedOrder | null;
  /** Adds the item, or raises the count of the same variant; false when nothing was added. */
  add(item: CartItemData): boolean;
  /** The visitor's count (spec 001 §4 removal); `removal` false: a count never goes below 1. */
  setCount(id: string, count: number, options?: { removal?: boolean }): void;
  /** Takes the shop's settings (the page's); counts read back before are capped by them now. */
  configure(settings: EcommerceSettings): void;
  openCart(source: CartOpenSource): void;
  /** Closes the cart and drops the lines at 0 (spec 001 §4), where removal is allowed; a placed order has been said then. */
  closeCart(): void;
  /**
   * Whether lines may be removed (spec 001 §6: not in admin). Turned off, a line waiting at 0 stays
   * there; turned on again (a switch back to preview), its 5 s wait starts afresh.
   */
  allowRemoval(allowed: boolean): void;
  /**
   * The order was accepted (spec 001 §8 ours: only then): `placed` is kept for the cart to say, and
   * what it ordered goes, in every tab (a line added or raised while the order was on its way, here
   * or in another tab, keeps what the order did not take), in one change: an open cart never shows its lines gone without the order, whose
   * form, hidden behind the thanks, stays to start the payment; and its news tells the lines the
   * order took from lines the visitor removed (cart-news.ts).
   */
  orderAccepted(ordered: readonly { id: string; count: number }[], placed: PlacedOrder): void;
  /** Updates the lines from a product refresh; `fresh` answers for each product line. */
  applyFresh(fresh: (item: CartItemData) => FreshItem | null): void;
  notify(notice: CartNotice): void;
  clearNotices(): void;
  /** Stops the timers and the watch on other tabs (a site going away). */
  dispose(): void;
}

export interface CartStoreOptions {
  clock?: RuntimeClock;
  settings?: EcommerceSettings;
}

/** Ours: the notices kept (a broken refresh repeated every 20 min cannot grow the list without end). */
export const NOTICES_KEPT = 20;

/** Whether `item`'s data came from the shop's API no earlier than `line`'s (cart-item.ts checkedAt): data from the page itself is older than any the API gave. */
function dataNoOlder(item: CartItemData, line: CartItemData): boolean {
  return line.checkedAt === undefined || (item.checkedAt !== undefined && item.checkedAt >= line.checkedAt);
}

function withoutCheckedAt(line: CartItemData): CartItemData {
  const { checkedAt: _checkedAt, ...rest } = line;
  return rest;
}

export function createCartStore(storage?: StorageService, options: CartStoreOptions = {}) {
  const clock = options.clock ?? realClock;
  const read = readSaved(storage?.get<unknown>(CART_STORAGE_KEY));
  /** Revisions and removal marks: kept beside the state, written with it (storage-format.ts). */
  let saved: SavedCart = read.saved;
  // Lines stored at 0 were waiting for their removal when the page went (a reload): they go now, unsaid.
  const restored = read.items.filter((item) => item.count > 0);
  if (restored.length !== read.items.length) {
    saved = { ...saved, revs: { ...saved.revs } };
    for (const item of read.items) if (item.count === 0) delete saved.revs[item.id];
  }
  const timers = new Map<string, TimerHandle>();

  const cancelRemoval = (id: string) => {
    clock.clearTimeout(timers.get(id));
    timers.delete(id);
  };
  /** Marks lines changed (or removed) at a new revision, so another tab's merge knows which change is later. */
  const touch = (changed: readonly string[], removed: readonly string[] = []) => {
    const rev = saved.rev + 1;
    saved = { ...saved, rev, revs: { ...saved.revs }, removed: { ...saved.removed } };
    for (const id of changed) {
      saved.revs[id] = rev;
      delete saved.removed[id];
    }
    for (const id of removed) {
      delete saved.revs[id];
      saved.removed[id] = rev;
    }
  };
  const remove = (id: string) => {
    cancelRemoval(id);
    const { items } = store.getState();
    if (!items.some((item) => item.id === id)) return;
    touch([], [id]);
    store.setState({ items: items.filter((item) => item.id !== id) });
  };
  /** Off in admin (allowRemoval): a line at 0 then waits for no removal. */
  let removalAllowed = true;
  /** Spec 001 §4: the line at 0 goes after REMOVAL_DELAY_MS, unless a new count cancels it first. */
  const removeLater = (item: CartItemData) => {
    cancelRemoval(item.id);
    if (!removalAllowed) return;
    timers.set(item.id, clock.setTimeout(() => remove(item.id), REMOVAL_DELAY_MS, `cart removal of ${item.title}`));
  };

  /**
   * The lines without what an accepted order took (a line raised while the order was on its way
   * keeps the rest), marked at one revision for the other tabs' merge.
   */
  const withoutOrdered = (ordered: readonly { id: string; count: number }[]): CartItemData[] => {
    const taken = new Map(ordered.map((line) => [line.id, line.count]));
    const changed: string[] = [];
    const removed: string[] = [];
    const items = store.getState().items.flatMap((item) => {
      const count = taken.get(item.id);
      if (count === undefined) return [item];
      if (item.count <= count) {
        cancelRemoval(item.id);
        removed.push(item.id);
        return [];
      }
      changed.push(item.id);
      return [{ ...item, count: item.count - count }];
    });
    if (changed.length === 0 && removed.length === 0) return store.getState().items;
    touch(changed, removed);
    return items;
  };

  const store = createStore<CartStoreState>()((set, get) => {
    return {
      items: restored,
      settings: options.settings ?? DEFAULT_ECOMMERCE_SETTINGS,
      open: { kind: 'closed' },
      added: 0,
      notices: read.notice ? [read.notice] : [],
      placed: null,
      add(item) {
        const state = get();
        const { items, settings } = state;
        const existing = items.find((entry) => entry.id === item.id);
        const current = existing?.count ?? 0;
        // The line's data or the card's, whichever the shop's API gave later (cart-item.ts checkedAt).
        const data = existing && !dataNoOlder(item, existing) ? existing : item;
        // Preorders take items out of stock; otherwise an item with no stock cannot be added (spec 000 §5).
        const count = countCartTakes(data, current + item.count, settings.allowPreorder);
        if (count <= current) return false;
        cancelRemoval(item.id);
        touch([item.id]);
        const first = items.length === 0;
        set({
          items: existing ? state.items.map((entry) => (entry !== existing ? entry : data === existing ? { ...existing, count } : { ...existing, ...item, count, orderPrice: existing.orderPrice })) : [...state.items, { ...item, count }],
          added: state.added + 1,
          // Spec 001 §2: the cart opens by itself on the first add when the shop says so.
          ...(first && state.settings.autoOpenCart && state.open.kind === 'closed' ? { open: { kind: 'open', source: 'auto' } as const } : {}),
        });
        return true;
      },
      setCount(id, wanted, { removal = true } = {}) {
        const { items, settings } = get();
        const item = items.find((entry) => entry.id === id);
        if (!item || !Number.isFinite(wanted)) return;
        let count = Math.floor(Math.abs(wanted));
        if (count === 0 && !removal) count = 1;
        // Lowering is always allowed; raising stops at the stock unless preorders are taken.
        if (count > item.count && stockCaps(item, settings.allowPreorder)) count = Math.max(item.count, cappedCount(count, item.quantity));
        else count = cappedCount(count, item.quantity, true);
        cancelRemoval(id);
        if (count === 0 && removedAtOnce(stockStatus(item, settings))) {
          remove(id);
          return;
        }
        if (count !== item.count) {
          touch([id]);
          set({ items: get().items.map((entry) => (entry.id === id ? { ...entry, count } : entry)) });
        }
        if (count === 0) removeLater(item);
      },
      configure(settings) {
        if (settings.allowPreorder) {
          set({ settings });
          return;
        }
        // A count kept while preorders were allowed (or read back unchecked) is capped by the stock now; a line stays.
        const items = get().items;
        const capped = items.map((entry) => {
          const count = entry.count > 0 && stockCaps(entry, false) ? Math.max(1, cappedCount(entry.count, entry.quantity)) : entry.count;
          return count === entry.count ? entry : { ...entry, count };
        });
        set(capped.some((entry, index) => entry !== items[index]) ? { settings, items: capped } : { settings });
      },
      allowRemoval(allowed) {
        if (allowed === removalAllowed) return;
        removalAllowed = allowed;
        for (const item of get().items) {
          if (item.count !== 0) continue;
          if (allowed) removeLater(item);
          else cancelRemoval(item.id);
        }
      },
      openCart(source) {
        set({ open: { kind: 'open', source } });
      },
      closeCart() {
        const empty = removalAllowed ? get().items.filter((item) => item.count === 0) : [];
        for (const item of empty) remove(item.id);
        if (get().open.kind === 'closed') return;
        set({ open: { kind: 'closed' }, placed: null });
      },
      orderAccepted(ordered, placed) {
        // One change: the cart's news reads the lines that left with it as the order's, not as removals (cart-news.ts).
        set({ placed, items: withoutOrdered(ordered) });
      },
      applyFresh(fresh) {
        const notices: CartNotice[] = [];
        const changed: string[] = [];
        const next = get().items.map((item) => {
          if (item.type !== 'product') return item;
          const found = fresh(item);
          if (found === null) {
            if (!item.hidden) notices.push({ kind: 'gone', id: item.id, title: item.title });
            if (item.hidden) return item;
            changed.push(item.id);
            return { ...item, hidden: true };
          }
          if (found.price !== item.price) notices.push({ kind: 'price', id: item.id, title: found.title || item.title, from: item.price, to: found.price });
          if (found.quantity !== item.quantity && found.quantity >= 0 && found.quantity < item.count) {
            const title = found.title || item.title;
            notices.push(found.quantity === 0 ? { kind: 'sold-out', id: item.id, title } : { kind: 'stock', id: item.id, title, quantity: found.quantity });
          }
          if (found.hidden && !item.hidden) notices.push({ kind: 'gone', id: item.id, title: item.title });
          const updated = { ...item, ...found, title: found.title || item.title };
          // Only when its data changed: an answer that tells the line nothing new leaves it (and the
          // storage, and the other tabs) as it was, its `checkedAt` that of its data's last change.
          if (JSON.stringify(withoutCheckedAt(updated)) === JSON.stringify(withoutCheckedAt(item))) return item;
          changed.push(item.id);
          return updated;
        });
        // Fresh data came: what an earlier refresh could not check is checked now, and its notice goes.
        const kept = get().notices.filter((notice) => notice.kind !== 'refresh-failed');
        const failureTakenBack = kept.length !== get().notices.length;
        if (changed.length === 0 && notices.length === 0 && !failureTakenBack) return;
        if (changed.length) touch(changed);
        set({ items: changed.length ? next : get().items, notices: [...kept, ...notices].slice(-NOTICES_KEPT) });
      },
      notify(notice) {
        set({ notices: [...get().notices, notice].slice(-NOTICES_KEPT) });
      },
      clearNotices() {
        if (get().notices.length === 0) return;
        set({ notices: [] });
      },
      dispose() {
        for (const id of [...timers.keys()]) cancelRemoval(id);
        stopWatching();
      },
    };
  });

  const write = (items: readonly CartItemData[]) => storage?.set(CART_STORAGE_KEY, { ...saved, items });
  // A merge writes only when it knew more than the other tab (below), so two tabs never echo each other.
  const stopWatching = storage
    ? followStorage(store, storage, CART_STORAGE_KEY, {
        write: (state, previous) => state.items !== previous.items && write(state.items),
        take: (value) => {
          // Removed in the other tab (or cleared): nothing to merge; this tab's next change writes its lines again.
          if (value === undefined) return;
          const incoming = readSaved(value);
          const merged = mergeSaved({ ...saved, items: store.getState().items }, incoming.saved, incoming.items);
          saved = merged.saved;
          // The other tab's 0 waits here too; a line it removed, or raised from 0, waits no longer.
          for (const id of [...timers.keys()]) if (!merged.items.some((item) => item.id === id && item.count === 0)) cancelRemoval(id);
          for (const item of merged.items) if (item.count === 0 && !timers.has(item.id)) removeLater(item);
          if (merged.changed) store.setState({ items: merged.items, notices: [...store.getState().notices, { kind: 'merged' } as const].slice(-NOTICES_KEPT) });
          if (merged.knewMore) write(merged.items);
        },
      })
    : () => undefined;

  return store;
}

export type CartStore = ReturnType<typeof createCartStore>;

/** Selector: how many of a variant are in the cart. */
export const countInCart = (itemId: string) => (state: CartStoreState) => state.items.find((item) => item.id === itemId)?.count ?? 0;

/** Selector: the number of units in the cart (the cart button's badge). */
export const cartUnits = (state: CartStoreState) => state.items.reduce((sum, item) => sum + item.count, 0);

export { cappedCount };

/**
 * The site's cart, created the first time a part asks for it; it follows the shop's settings
 * (preorders, statuses, auto open), and stops its removal timers and its watch on other tabs when
 * the site goes.
 */
export const cartStoreOf = domainStore('cart', ({ storage, clock }) => createCartStore(storage, clock ? { clock } : {}), {
  follow: (cart, { shop }) => {
    if (shop) cart.getState().configure(shop);
  },
  dispose: (cart) => cart.getState().dispose(),
});
