import type { HistoryMark, LocationService } from './location';

/** One entry of the history a memory location keeps. */
interface MemoryEntry {
  hash: string;
  search: string;
  mark: HistoryMark | null;
  /** A mark an earlier life of the page left (`reload`). */
  earlier?: HistoryMark;
}

/**
 * An address kept in memory for tests: the hash and query the runtime reads and writes, its history entries
 * (the runtime's marks on them), `follow`, a link followed to another hash (an entry of its own, its
 * hashchange heard by the listeners), and the visitor's Back and Forward (`visitorBack`,
 * `visitorForward`), heard as the browser's are. The runtime's own `back` lands at once, going
 * back only from entries it marked (and over an earlier life's stale ones, `leaveEarlierEntries`),
 * as the browser's service does, and tells `onBackLanded`.
 */
export function memoryLocation(initial = '', initialSearch = ''): LocationService & {
  follow(hash: string): void;
  visitorBack(): void;
  visitorForward(): void;
  /** The hashes of the entries, oldest first, and where the address is among them. */
  entries(): { hashes: string[]; at: number };
  /** The queries of the entries, oldest first. */
  searches(): string[];
  /** The page loaded again (a reload): every mark is an earlier life's now. */
  reload(): void;
} {
  const history: MemoryEntry[] = [{ hash: initial, search: initialSearch, mark: null }];
  let at = 0;
  const listeners = new Set<(previous: string) => void>();
  const moves = new Set<() => void>();
  const landings = new Set<() => void>();
  const current = () => history[at]!;
  let stale: ((mark: HistoryMark) => boolean) | null = null;
  const onStale = () => {
    const earlier = current().earlier;
    return at > 0 && earlier !== undefined && earlier.depth > 0 && stale !== null && stale(earlier);
  };
  /**
   * As the browser's service: one entry at a time, and only from one the runtime marked; on over an
   * earlier life's that leaveEarlierEntries was told no dialog opens again.
   */
  const goBack = (steps: number) => {
    const from = at;
    for (let left = steps; left > 0 && at > 0 && current().mark !== null; left -= 1) at -= 1;
    while (onStale()) at -= 1;
    if (at !== from) for (const landed of [...landings]) landed();
  };
  const push = (entry: MemoryEntry) => {
    history.splice(at + 1, history.length, entry);
    at += 1;
  };
  const tell = (previous: string) => {
    for (const listener of [...listeners]) listener(previous);
  };
  const visitorMove = (to: number) => {
    if (to < 0 || to >= history.length) return;
    const previous = current().hash;
    at = to;
    for (const move of [...moves]) move();
    if (current().hash !== previous) tell(previous);
  };
  return {
    hash: () => current().hash,
    replaceHash: (next) => {
      current().hash = next === null ? '' : `#${next}`;
    },
    restoreHash: (next) => {
      current().hash = next;
    },
    pushHash: (next) => {
      push({ hash: `#${next}`, search: current().search, mark: null });
    },
    onHashChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    search: () => current().search,
    replaceSearch: (next) => {
      current().search = next;
    },
    entryMark: () => current().mark,
    earlierMark: () => current().earlier ?? null,
    pushEntry: (mark, address) => {
      push({ hash: address?.hash === undefined ? current().hash : `#${address.hash}`, search: current().search, mark });
    },
    pushCopy: () => {
      push({ ...current(), mark: null });
    },
    markEntry: (mark, address) => {
      current().mark = mark;
      delete current().earlier;
      if (address?.hash !== undefined) current().hash = `#${address.hash}`;
    },
    back: goBack,
    leaveEarlierEntries(test) {
      stale = test;
      goBack(0);
    },
    onBackLanded: (landed) => {
      landings.add(landed);
      return () => void landings.delete(landed);
    },
    onHistoryMove: (move) => {
      moves.add(move);
      return () => void moves.delete(move);
    },
    whenSettled: (run) => {
      run();
      return () => undefined;
    },
    follow(next) {
      const previous = current().hash;
      push({ hash: next, search: current().search, mark: null });
      tell(previous);
    },
    visitorBack: () => visitorMove(at - 1),
    visitorForward: () => visitorMove(at + 1),
    entries: () => ({ hashes: history.map((entry) => entry.hash), at }),
    searches: () => history.map((entry) => entry.search),
    reload() {
      for (const entry of history) {
        if (entry.mark === null) continue;
        entry.earlier = entry.mark;
        entry.mark = null;
      }
    },
  };
}
