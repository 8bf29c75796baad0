import type { LocationService } from './location';

/**
 * An address kept in memory for tests: the hash the runtime reads and writes, and `follow`, a link
 * followed to another hash (its hashchange heard by the listeners).
 */
export function memoryLocation(initial = ''): LocationService & { follow(hash: string): void } {
  let hash = initial;
  const listeners = new Set<(previous: string) => void>();
  return {
    hash: () => hash,
    replaceHash: (next) => {
      hash = next === null ? '' : `#${next}`;
    },
    restoreHash: (next) => {
      hash = next;
    },
    pushHash: (next) => {
      hash = `#${next}`;
    },
    onHashChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    search: () => '',
    replaceSearch: () => undefined,
    follow(next) {
      const previous = hash;
      hash = next;
      for (const listener of listeners) listener(previous);
    },
  };
}
