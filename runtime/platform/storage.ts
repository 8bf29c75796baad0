/**
 * The storage service: JSON values under a per-site key prefix. It never throws: a browser that
 * refuses storage (private mode, disabled cookies) falls back to memory for the session, and a
 * value too large for the quota is kept in memory alone.
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

/**
 * Tells the storage of a change another tab made to a full key (the window's storage event), or of
 * changes it may have missed: `fullKey` null is every key, and `newValue` undefined means "not
 * known, read it now" (a page shown again from the back-forward cache heard no storage event while
 * it was frozen). Returns the stop function.
 */
export type StorageChanges = (callback: (fullKey: string | null, newValue: string | null | undefined) => void) => () => void;

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

/** A window's storage area by its property's name. */
type StorageArea = 'localStorage' | 'sessionStorage';

/**
 * The window's storage area, or null where the browser refuses it: with cookies blocked for the
 * site, Chrome throws a SecurityError from the getter itself. The runtime's storage event checks
 * its area with it, and the harness reads its own storage through it, so the shell, the matrix and
 * the frame open in such a browser too (QA could not see that very case otherwise).
 */
export function storageArea(win: Window, area: StorageArea): Storage | null {
  try {
    return win[area];
  } catch {
    return null;
  }
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

/** A write the storage refused for its size (the quota), not because it refuses storage at all. */
function isQuotaError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

export function createStorage(prefix: string, backend: StorageBackend | undefined, changes?: StorageChanges): StorageService {
  /** What the real storage could not hold: each value it refused for the quota, or all once it refuses storage. */
  const memory = createMemoryBackend();
  /** Keys whose latest value is in memory only (the real storage refused it). */
  const inMemory = new Set<string>();
  let real: StorageBackend | null = backend ?? null;
  // A storage that cannot be read, or refuses a write for any reason but its quota, is refused for
  // the session: memory from then on. A write refused for the quota is that value's only: the
  // others stay readable and later writes that fit are kept (one large cart once turned the whole
  // site's storage to memory: the promocode and the address read as gone, and every later change
  // was lost at the next load). The refused value's older one stays stored: a reload finds the
  // last value that fitted, not nothing.
  const giveUp = () => {
    real = null;
  };
  const read = (fullKey: string): string | null => {
    if (real && !inMemory.has(fullKey)) {
      try {
        return real.getItem(fullKey);
      } catch {
        giveUp();
      }
    }
    return memory.getItem(fullKey);
  };
  const write = (fullKey: string, text: string) => {
    if (real) {
      try {
        real.setItem(fullKey, text);
        inMemory.delete(fullKey);
        memory.removeItem(fullKey);
        return;
      } catch (error) {
        if (!isQuotaError(error)) giveUp();
      }
    }
    inMemory.add(fullKey);
    memory.setItem(fullKey, text);
  };
  const remove = (fullKey: string) => {
    inMemory.delete(fullKey);
    memory.removeItem(fullKey);
    try {
      real?.removeItem(fullKey);
    } catch {
      giveUp();
    }
  };
  return {
    get<T>(key: string) {
      const text = read(prefix + key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => write(prefix + key, JSON.stringify(value)),
    remove: (key) => remove(prefix + key),
    ...(changes
      ? {
          watch: (key: string, callback: (value: unknown) => void) =>
            changes((fullKey, newValue) => {
              // A cleared storage (key null) changes every key.
              if (fullKey !== null && fullKey !== prefix + key) return;
              const text = newValue === undefined ? read(prefix + key) : newValue;
              if (text === null) return callback(undefined);
              try {
                callback(JSON.parse(text) as unknown);
              } catch {
                callback(undefined);
              }
            }),
        }
      : {}),
  };
}
