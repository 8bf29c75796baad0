/**
 * The storage service: JSON values under a per-site key prefix. It never throws: a browser that
 * refuses storage (private mode, quota, disabled cookies) falls back to memory for the session.
 */
export interface StorageService {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /**
   * Calls back when another tab of the site changed `key` (the browser's storage event), with the
   * new value read as JSON (undefined when removed or unreadable); returns the function that stops
   * it. Absent where no other tab can write (memory, server rendering).
   */
  watch?(key: string, callback: (value: unknown) => void): () => void;
}

/** Tells the storage of a change another tab made to a full key (the window's storage event); returns the stop function. */
export type StorageChanges = (callback: (fullKey: string | null, newValue: string | null) => void) => () => void;

export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryBackend(): StorageBackend {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * A backend opened at its first use. Opening a window's storage is a synchronous round trip to the
 * browser (1–2 ms, 4–8 ms at 4× CPU for both storages), which a page that stores nothing (a landing
 * page) never needs to pay. A storage the browser refuses (opening throws, or gives none) fails
 * here at that first use, and `createStorage` keeps to memory from then on.
 */
export function openedOnUse(open: () => StorageBackend | null | undefined): StorageBackend {
  let opened: StorageBackend | undefined;
  const backend = (): StorageBackend => {
    opened ??= open() ?? undefined;
    if (!opened) throw new Error('this browser gives no storage');
    return opened;
  };
  return {
    getItem: (key) => backend().getItem(key),
    setItem: (key, value) => backend().setItem(key, value),
    removeItem: (key) => backend().removeItem(key),
  };
}

export function createStorage(prefix: string, backend: StorageBackend | undefined, changes?: StorageChanges): StorageService {
  const memory = createMemoryBackend();
  let store: StorageBackend = backend ?? memory;
  const attempt = <T>(action: (b: StorageBackend) => T, fallback: T): T => {
    try {
      return action(store);
    } catch {
      // The real storage failed once: keep working in memory rather than failing on every call.
      store = memory;
      try {
        return action(store);
      } catch {
        return fallback;
      }
    }
  };
  return {
    get<T>(key: string) {
      const text = attempt((b) => b.getItem(prefix + key), null);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => attempt((b) => b.setItem(prefix + key, JSON.stringify(value)), undefined),
    remove: (key) => attempt((b) => b.removeItem(prefix + key), undefined),
    ...(changes
      ? {
          watch: (key: string, callback: (value: unknown) => void) =>
            changes((fullKey, newValue) => {
              // A cleared storage (key null) changes every key.
              if (fullKey !== null && fullKey !== prefix + key) return;
              if (newValue === null) return callback(undefined);
              try {
                callback(JSON.parse(newValue) as unknown);
              } catch {
                callback(undefined);
              }
            }),
        }
      : {}),
  };
}
