/**
 * Back closes what the visitor opened, as pure rules (dialog-entries.ts applies them to the
 * address). A dialog the visitor opens (the cart, a page modal, the lightbox, a product's options,
 * the pay modal a form started) adds one history entry, marked as the runtime's with the dialog's
 * key and its depth: 1 for the runtime's lowest entry, one more for each dialog opened over it.
 * The site keeps the list of its entries in history, bottom to top, each with whether its dialog
 * is still open.
 *
 * - The visitor's Back (or Forward) lands on some entry: every dialog whose entry is above it
 *   closes, top first; their entries are forward history now and are forgotten. Landing on an
 *   entry whose dialog has closed already (closed under another one) goes on back over it.
 * - A dialog closed by its own means (its close button, Escape, the backdrop, an add, a link out)
 *   removes its entry when that entry is the current one, with the entries of dialogs already
 *   closed under it: one go back over them all. Under another dialog's entry, its entry stays,
 *   marked closed, until that one goes.
 * - Opening on an entry of the runtime's that no open dialog has (Forward landed on it) takes that
 *   entry over instead of adding one: no dead step for Back. So does opening on an entry an
 *   earlier life of the page marked for the same dialog (a reload with a page modal open opens it
 *   again from that mark): a new entry over it would leave a Back that lands on the same address.
 *   Taken so, the entry keeps the depth that life gave it: the entries of the dialogs that were
 *   under it (a modal opened from a modal) are still under it, each taken again by its dialog as
 *   Back lands there, and a dialog opened over it comes above it. A depth is where an entry stands
 *   among the runtime's, not a count: the lowest open one may be above 1.
 */
import type { HistoryMark } from '../../platform/location';

/** A dialog's entry in history. */
export interface DialogEntry {
  key: string;
  depth: number;
  /** False once its dialog has closed while the entry had to stay (another dialog's entry over it). */
  open: boolean;
}

/** How an opening dialog comes by its entry: a new one, or the current entry marked as its own. */
export type EntryWrite = { kind: 'push' | 'mark'; depth: number };

/** How a dialog asks for its entry: added (with the hash it shows, the cart's `cart`), or the current one taken as its own (the browser added it: a followed `#cart` link). */
export type EntryRequest = { kind: 'push'; hash?: string } | { kind: 'adopt' };

/** The depth of the entry `mark` is on: 0 for one that is not the runtime's (the page as it was before any dialog). */
export const depthOf = (mark: HistoryMark | null): number => mark?.depth ?? 0;

/** The depth of the top entry among `entries` (0 for none). */
const topDepth = (entries: readonly DialogEntry[]): number => entries[entries.length - 1]?.depth ?? 0;

/**
 * The entry a dialog opening now gets, while the address is on `current`; `earlierDepth`: the depth
 * of that entry where an earlier life of the page (before a reload) marked it for this same dialog.
 */
export function entryToOpen(entries: readonly DialogEntry[], current: HistoryMark | null, request: EntryRequest['kind'], earlierDepth: number | null = null): EntryWrite {
  const top = topDepth(entries);
  const depth = top + 1;
  // The runtime's entry no open dialog has (Forward went back onto it): taken over, not piled on.
  const stale = current !== null && current.depth > top;
  // An earlier life's of this dialog: marked in place at the depth it had, over its dialogs' below.
  if (current === null && earlierDepth !== null) return { kind: 'mark', depth: Math.max(earlierDepth, depth) };
  // The browser's new entry (a followed link), or a stale one: marked in place.
  if (stale || (current === null && request === 'adopt')) return { kind: 'mark', depth };
  return { kind: 'push', depth };
}

/** The entries once `key` has its entry at `depth` (any at or above that depth are gone from history). */
export function withEntry(entries: readonly DialogEntry[], key: string, depth: number): DialogEntry[] {
  return [...entries.filter((entry) => entry.depth < depth), { key, depth, open: true }];
}

/** The entries kept and the steps to go back over closed ones from the top (the current entry being the top one). */
function dropClosedTop(entries: readonly DialogEntry[]): { entries: DialogEntry[]; stepsBack: number } {
  let end = entries.length;
  while (end > 0 && !entries[end - 1]!.open) end -= 1;
  return { entries: entries.slice(0, end), stepsBack: entries.length - end };
}

/**
 * The visitor moved in history to an entry at `currentDepth`: the dialogs to close (those whose
 * entries are above it, top first), the entries left, and the steps to go on back over entries
 * whose dialogs had closed.
 */
export function afterVisitorMove(entries: readonly DialogEntry[], currentDepth: number): { close: string[]; entries: DialogEntry[]; stepsBack: number } {
  const close = entries
    .filter((entry) => entry.depth > currentDepth && entry.open)
    .map((entry) => entry.key)
    .reverse();
  const below = entries.filter((entry) => entry.depth <= currentDepth);
  // Only when the address is on the top one left: Forward onto an entry above them is not theirs to skip.
  const onTop = below.length > 0 && below[below.length - 1]!.depth === currentDepth;
  return { close, ...(onTop ? dropClosedTop(below) : { entries: below, stepsBack: 0 }) };
}

/**
 * The dialogs `keys` closed by their own means, the address on an entry at `currentDepth`: the
 * entries left and the steps back that remove theirs (none where another entry is over them).
 */
export function afterOwnCloses(entries: readonly DialogEntry[], keys: readonly string[], currentDepth: number): { entries: DialogEntry[]; stepsBack: number } {
  const marked = entries.map((entry) => (keys.includes(entry.key) ? { ...entry, open: false } : entry));
  const top = marked[marked.length - 1];
  if (top === undefined || top.depth !== currentDepth) return { entries: marked, stepsBack: 0 };
  return dropClosedTop(marked);
}
