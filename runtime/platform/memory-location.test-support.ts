import type { HistoryMark, LocationService } from './location';

/** One entry of the history a memory location keeps. */
interface MemoryEntry {
  hash: string;
  mark: HistoryMark | null;
}

/**
 * An address kept in memory for tests: the hash the runtime reads and writes, its history entries
 * (the runtime's marks on them), `follow`, a link followed to another hash (an entry of its own, its
 * hashchange heard by the listeners), and the visitor's Back and Forward (`visitorBack`,
 * `visitorForward`), heard as the browser's are. The runtime's own `back` lands at once, going
 * back only from entries it marked, as the browser's service does.
 */
export function memoryLocation(initial = ''): LocationService & {
  follow(hash: string): void;
  visitorBack(): void;
  visitorForward(): void;
  /** The hashes of the entries, oldest first, and where the address is among them. */
  entries(): { hashes: string[]; at: number };
} {
  const history: MemoryEntry[] = [{ hash: initial, mark: null }];
  let at = 0;
  const listeners = new Set<(previous: string) => void>();
  const moves = new Set<() => void>();
  const current = () => history[at]!;
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
      push({ hash: `#${next}`, mark: null });
    },
    onHashChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    search: () => '',
    replaceSearch: () => undefined,
    entryMark: () => current().mark,
    pushEntry: (mark, address) => {
      push({ hash: address?.hash === undefined ? current().hash : `#${address.hash}`, mark });
    },
    markEntry: (mark, address) => {
      current().mark = mark;
      if (address?.hash !== undefined) current().hash = `#${address.hash}`;
    },
    back: (steps) => {
      // As the browser's service: one entry at a time, and only from one the runtime marked.
      for (let left = steps; left > 0 && at > 0 && current().mark !== null; left -= 1) at -= 1;
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
      push({ hash: next, mark: null });
      tell(previous);
    },
    visitorBack: () => visitorMove(at - 1),
    visitorForward: () => visitorMove(at + 1),
    entries: () => ({ hashes: history.map((entry) => entry.hash), at }),
  };
}
