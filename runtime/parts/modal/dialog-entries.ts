/**
 * The site's dialogs' history entries (one per site, as the dialog stack is): the rules of
 * dialog-history.ts applied to the location service. A dialog the visitor opened adds its entry as
 * it mounts (`attach`); the visitor's Back closes it through its own close; a dialog that goes by
 * its own means goes back over its entry, so a Back afterwards does what it did before the dialog
 * opened. What the address says at arrival (a `#cart`, a pay query) opens a dialog with no entry
 * of its own: its close writes the address in place, and Back leaves the page as it would.
 *
 * A dialog that unmounts is closed only if nothing attaches the same key again within the task's
 * microtasks: StrictMode's rehearsal, and another CART widget taking over the open cart, keep the
 * entry. Whatever must be written on the address a close lands on (the pay modal's cleared
 * query, a link out of a page modal) waits for it with `whenSettled`.
 */
import { domainStore } from '../../core/site-stores';
import { provideDialogEntries } from './dialog-entries-loaded';
import { runOrHold, type HistoryMark, type LocationService } from '../../platform/location';
import { afterOwnCloses, afterVisitorMove, depthOf, entryToOpen, withEntry, type DialogEntry, type EntryRequest } from './dialog-history';

export interface DialogEntries {
  /**
   * The dialog `key` is shown: with `request`, its entry is added (or the current one marked), unless
   * it has one already; `onBack` is its own close, for the visitor's Back. Returns what the dialog's
   * unmount calls: its entry goes unless the key is attached again meanwhile.
   */
  attach(location: LocationService, key: string, request: EntryRequest | null, onBack: () => void): () => void;
  /**
   * The dialog `key` closes by its own means now, and writes to the address after (the cart puts
   * back no hash when this is true, the pay modal clears the query of the entry it lands on): true
   * when it had its entry, which is being gone back over.
   */
  leave(key: string): boolean;
  /** Runs `run` once the closes decided so far have landed on their entry (at once when none is on its way). */
  whenSettled(run: () => void): () => void;
}

interface Attached {
  onBack: () => void;
}

function createDialogEntries(): DialogEntries & { stop(): void } {
  let entries: DialogEntry[] = [];
  let location: LocationService | null = null;
  let stopListening: () => void = () => undefined;
  const attached = new Map<string, Attached>();
  // Keys unmounted this task, closed at its end unless attached again.
  const detached = new Set<string>();
  let deciding = false;
  const waiting: (() => void)[] = [];
  // While the runtime's back is on its way, the entry it lands on (the address still reads the one it leaves).
  let landing: number | null = null;

  const currentMark = (address: LocationService): HistoryMark | null => {
    if (landing === null) return address.entryMark();
    const entry = entries.find((candidate) => candidate.depth === landing);
    return entry ? { key: entry.key, depth: entry.depth } : null;
  };
  const goBack = (address: LocationService, steps: number) => {
    if (steps <= 0) return;
    const top = entries[entries.length - 1];
    landing = top?.depth ?? 0;
    address.back(steps);
    address.whenSettled(() => {
      landing = null;
    });
  };
  const closeOwn = (keys: string[]) => {
    if (!location || keys.length === 0 || !entries.some((entry) => keys.includes(entry.key))) return;
    const next = afterOwnCloses(entries, keys, depthOf(currentMark(location)));
    entries = next.entries;
    goBack(location, next.stepsBack);
  };
  const onMove = () => {
    if (!location) return;
    landing = null;
    const next = afterVisitorMove(entries, depthOf(location.entryMark()));
    entries = next.entries;
    for (const key of next.close) attached.get(key)?.onBack();
    goBack(location, next.stepsBack);
  };
  const decide = () => {
    deciding = false;
    const gone = [...detached].filter((key) => !attached.has(key));
    detached.clear();
    closeOwn(gone);
    const runs = waiting.splice(0);
    for (const run of runs) {
      if (location) location.whenSettled(run);
      else run();
    }
  };

  return {
    attach(address, key, request, onBack) {
      if (location !== address) {
        stopListening();
        location = address;
        stopListening = address.onHistoryMove(onMove);
      }
      const me: Attached = { onBack };
      attached.set(key, me);
      detached.delete(key);
      if (request && !entries.some((entry) => entry.key === key && entry.open)) {
        const current = currentMark(address);
        const earlier = current === null && landing === null ? address.earlierMark() : null;
        const write = entryToOpen(entries, current, request.kind, earlier?.key === key ? earlier.depth : null);
        const mark = { key, depth: write.depth };
        entries = withEntry(entries, key, write.depth);
        // The hash the dialog shows (the cart's `#cart`) on its entry, a new one or one taken over.
        const shows = request.kind === 'push' && request.hash !== undefined ? { hash: request.hash } : undefined;
        if (write.kind === 'mark') address.markEntry(mark, shows);
        else address.pushEntry(mark, shows);
      }
      return () => {
        if (attached.get(key) !== me) return;
        attached.delete(key);
        detached.add(key);
        if (deciding) return;
        deciding = true;
        queueMicrotask(decide);
      };
    },
    leave(key) {
      const had = entries.some((entry) => entry.key === key && entry.open);
      detached.delete(key);
      closeOwn([key]);
      return had;
    },
    whenSettled(run) {
      if (!deciding && location) return location.whenSettled(run);
      return runOrHold(deciding, waiting, run);
    },
    stop() {
      stopListening();
    },
  };
}

/** The site's dialog entries. */
export const dialogEntriesOf = domainStore('dialog entries', () => createDialogEntries(), { dispose: (entries) => entries.stop() });
provideDialogEntries(dialogEntriesOf);
