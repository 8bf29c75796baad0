/**
 * The cart as it is kept in the site's storage, read back with suspicion and merged between
 * tabs. Plain functions, no React.
 *
 * Written: `{ version: 2, rev, revs, removed, items }`: `rev` counts the changes this cart has
 * seen, `revs` gives each line the revision of its last change and `removed` each removed line
 * the revision of its removal. Version 1 (before the cart widget) was the bare list of items.
 *
 * Read back: anything that is not a cart is an empty cart; an entry that is not an item is left
 * out; a count must be a positive whole number (a negative, fractional, huge or missing count is
 * repaired or the line left out); a price the cart cannot add up (negative, not a number, above
 * MAX_CART_PRICE) is no price; and the stock caps the count later (the store's configure, once the
 * shop's preorder setting is known). What was repaired is said (a notice). A count of 0 is no
 * damage: the line waits for its delayed removal (spec 001 §4) and is read as such, so another
 * tab merges the 0 instead of taking the line for gone (the store drops such lines at a reload).
 */
import { isRecord } from '../safety/is-record';
import { UNLIMITED_QUANTITY, type CartItemData } from './cart-item';
import type { CartNotice } from './cart-store';
import { validCount } from './stock';

export const CART_STORAGE_VERSION = 2;

export interface SavedCart {
  version: typeof CART_STORAGE_VERSION;
  rev: number;
  revs: Record<string, number>;
  removed: Record<string, number>;
}

export const emptySaved = (): SavedCart => ({ version: CART_STORAGE_VERSION, rev: 0, revs: {}, removed: {} });

export interface ReadCart {
  saved: SavedCart;
  items: CartItemData[];
  notice: Extract<CartNotice, { kind: 'storage-repaired' }> | null;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);
/** The most decimals a currency's minor unit has (ISO 4217: CLF and UYW have 4; KWD 3; USD 2). */
export const MAX_MINOR_UNIT_DECIMALS = 4;

/**
 * The highest price the cart takes, about 900 billion: the cart sums in whole minor units of the
 * currency (totals.ts), which stay exact integers below it in every currency. A higher price, from
 * a product answer (catalogue/product.ts) or from storage, is read as no readable price at all: a
 * price of 1e308 made the subtotal Infinity, shown as "$∞".
 */
export const MAX_CART_PRICE = Number.MAX_SAFE_INTEGER / 10 ** MAX_MINOR_UNIT_DECIMALS;

/** Whether the cart can take and add up this price: a finite number from 0 to MAX_CART_PRICE. */
export const isCartPrice = (value: number): boolean => Number.isFinite(value) && value >= 0 && value <= MAX_CART_PRICE;

const price = (value: unknown): number | null => (typeof value === 'number' && isCartPrice(value) ? value : null);
const revision = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

function readImage(value: unknown): CartItemData['img'] {
  if (!isRecord(value)) return null;
  const id = str(value.id);
  const ext = str(value.ext);
  if (id === null || ext === null) return null;
  const unq = str(value.unq_id);
  return unq === null ? { id, ext } : { id, ext, unq_id: unq };
}

/** One stored line: the item and whether its count had to be repaired; null when it is no item. */
export function readItem(raw: unknown): { item: CartItemData; repaired: boolean } | null {
  if (!isRecord(raw)) return null;
  const id = str(raw.id);
  const type = raw.type === 'custom' ? 'custom' : raw.type === undefined || raw.type === 'product' ? 'product' : null;
  if (id === null || type === null) return null;
  const rawQuantity = raw.quantity;
  const quantity =
    rawQuantity === 'infinite' || (typeof rawQuantity === 'number' && rawQuantity < 0) ? UNLIMITED_QUANTITY : typeof rawQuantity === 'number' && Number.isFinite(rawQuantity) ? Math.floor(rawQuantity) : null;
  if (quantity === null) return null;
  // The stock caps the count later (configure): here only its shape is checked.
  const count = validCount(raw.count, { type, quantity }, true);
  if (count === null) return null;
  const itemPrice = price(raw.price);
  const optionsInfo = Array.isArray(raw.optionsInfo) ? raw.optionsInfo.flatMap((entry) => (isRecord(entry) && typeof entry.name === 'string' ? [{ name: entry.name }] : [])) : [];
  const item: CartItemData = {
    id,
    type,
    productId: str(raw.productId) ?? '',
    variantId: str(raw.variantId) ?? '',
    count,
    price: itemPrice,
    orderPrice: raw.orderPrice === undefined ? itemPrice : price(raw.orderPrice),
    title: typeof raw.title === 'string' ? raw.title : '',
    img: readImage(raw.img),
    quantity,
    vendorCode: typeof raw.vendorCode === 'string' ? raw.vendorCode : '',
    optionsInfo,
    hidden: raw.hidden === true,
    ...(typeof raw.checkedAt === 'number' && Number.isFinite(raw.checkedAt) && raw.checkedAt >= 0 ? { checkedAt: raw.checkedAt } : {}),
  };
  if (type === 'product' && (item.productId === '' || item.variantId === '')) return null;
  return { item, repaired: count !== raw.count };
}

/** Reads what the storage (or another tab) holds; never throws. */
export function readSaved(value: unknown): ReadCart {
  const saved = emptySaved();
  if (value === undefined || value === null) return { saved, items: [], notice: null };
  const list = Array.isArray(value) ? value : isRecord(value) && value.version === CART_STORAGE_VERSION && Array.isArray(value.items) ? value.items : null;
  if (list === null) return { saved, items: [], notice: { kind: 'storage-repaired', dropped: 1, changed: 0 } };
  if (isRecord(value) && !Array.isArray(value)) {
    saved.rev = revision(value.rev);
    if (isRecord(value.revs)) for (const [id, rev] of Object.entries(value.revs)) saved.revs[id] = revision(rev);
    if (isRecord(value.removed)) for (const [id, rev] of Object.entries(value.removed)) saved.removed[id] = revision(rev);
  }
  const items: CartItemData[] = [];
  let dropped = 0;
  let changed = 0;
  for (const raw of list) {
    const read = readItem(raw);
    // A second line of the same variant is not a cart line (the cart has one per variant).
    if (read === null || items.some((item) => item.id === read.item.id)) {
      dropped += 1;
      continue;
    }
    if (read.repaired) changed += 1;
    items.push(read.item);
  }
  return { saved, items, notice: dropped || changed ? { kind: 'storage-repaired', dropped, changed } : null };
}

type Side = { kind: 'item'; item: CartItemData; rev: number } | { kind: 'removed'; rev: number } | { kind: 'absent'; rev: -1 };

function side(saved: SavedCart, items: readonly CartItemData[], id: string): Side {
  const item = items.find((entry) => entry.id === id);
  if (item) return { kind: 'item', item, rev: saved.revs[id] ?? 0 };
  if (saved.removed[id] !== undefined) return { kind: 'removed', rev: saved.removed[id] };
  return { kind: 'absent', rev: -1 };
}

const sameSide = (a: Side, b: Side) => a.kind === b.kind && (a.kind !== 'item' || (b.kind === 'item' && JSON.stringify(a.item) === JSON.stringify(b.item)));

/**
 * Which change of a line wins: the later one; at a tie a kept line beats a removal (no line the
 * visitor chose is lost), and two different lines are ordered by their content, so both tabs pick
 * the same one.
 */
function winner(local: Side, incoming: Side): Side {
  if (local.rev !== incoming.rev) return local.rev > incoming.rev ? local : incoming;
  if (local.kind === 'item' && incoming.kind === 'item') return JSON.stringify(local.item) >= JSON.stringify(incoming.item) ? local : incoming;
  return local.kind === 'item' ? local : incoming;
}

export interface Merged {
  saved: SavedCart;
  items: CartItemData[];
  /** Lines this tab had and the merge removed. */
  removed: string[];
  /** The items differ from this tab's. */
  changed: boolean;
  /** The result differs from the other tab's: it must be written, so the other tab learns it. */
  knewMore: boolean;
}

/** Merges another tab's cart into this tab's, line by line (see the module comment). */
export function mergeSaved(local: SavedCart & { items: readonly CartItemData[] }, incoming: SavedCart, incomingItems: readonly CartItemData[]): Merged {
  const ids = [...new Set([...local.items.map((item) => item.id), ...incomingItems.map((item) => item.id), ...Object.keys(local.removed), ...Object.keys(incoming.removed)])];
  const saved: SavedCart = { version: CART_STORAGE_VERSION, rev: Math.max(local.rev, incoming.rev), revs: {}, removed: {} };
  const chosen = new Map<string, CartItemData>();
  const removed: string[] = [];
  let changed = false;
  let knewMore = false;
  for (const id of ids) {
    const mine = side(local, local.items, id);
    const theirs = side(incoming, incomingItems, id);
    const won = winner(mine, theirs);
    if (!sameSide(won, mine)) changed = true;
    if (!sameSide(won, theirs)) knewMore = true;
    if (won.kind === 'item') {
      chosen.set(id, won.item);
      saved.revs[id] = won.rev;
    } else if (won.kind === 'removed') {
      saved.removed[id] = won.rev;
      if (mine.kind === 'item') removed.push(id);
    }
  }
  // This tab's order first, then the other tab's new lines in theirs.
  const order = [...local.items.map((item) => item.id), ...incomingItems.map((item) => item.id).filter((id) => !local.items.some((item) => item.id === id))];
  const items = changed ? order.flatMap((id) => (chosen.has(id) ? [chosen.get(id)!] : [])) : [...local.items];
  return { saved, items, removed, changed, knewMore };
}
