/**
 * The storage service: JSON values under a per-site key prefix. It never throws: a browser that
 * refuses storage (private mode, quota, disabled cookies) falls back to memory for the session.
 */
export interface StorageService {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

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

export function createStorage(prefix: string, backend: StorageBackend | undefined): StorageService {
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
  };
}
