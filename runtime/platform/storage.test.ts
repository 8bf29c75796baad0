import { describe, expect, it, vi } from 'vitest';
import { createMemoryBackend, createStorage, openedOnUse, storageArea, type StorageBackend } from './storage';

describe('storage service', () => {
  it('keeps JSON values under the site prefix', () => {
    const backend = createMemoryBackend();
    const storage = createStorage('site:1:', backend);
    storage.set('slide', { index: 3 });
    expect(backend.getItem('site:1:slide')).toBe('{"index":3}');
    expect(storage.get<{ index: number }>('slide')).toEqual({ index: 3 });
    storage.remove('slide');
    expect(storage.get('slide')).toBeUndefined();
  });

  it('falls back to memory when the browser refuses storage, and ignores broken JSON', () => {
    const refusing: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createStorage('p:', refusing);
    storage.set('a', 1);
    expect(storage.get('a')).toBe(1);
    const backend = createMemoryBackend();
    backend.setItem('p:b', '{oops');
    expect(createStorage('p:', backend).get('b')).toBeUndefined();
  });

  it('a write refused for the quota is that value\'s alone: the rest stays readable, and later writes that fit are kept', () => {
    const disk = createMemoryBackend();
    disk.setItem('site:1:cart', JSON.stringify({ items: ['old'] }));
    disk.setItem('site:1:promocode', JSON.stringify('SALE10'));
    const QUOTA = 200;
    const browser: StorageBackend = {
      getItem: (key) => disk.getItem(key),
      setItem: (key, value) => {
        if (value.length > QUOTA) throw new DOMException('the quota is reached', 'QuotaExceededError');
        disk.setItem(key, value);
      },
      removeItem: (key) => disk.removeItem(key),
    };
    const storage = createStorage('site:1:', browser);
    const large = { items: ['old', 'x'.repeat(500)] };
    storage.set('cart', large);
    // This session reads what it wrote; the other values are still the browser's, and the next
    // page load finds the last cart that fitted.
    expect(storage.get('cart')).toEqual(large);
    expect(createStorage('site:1:', browser).get('cart')).toEqual({ items: ['old'] });
    expect(storage.get('promocode')).toBe('SALE10');
    storage.set('cart', { items: ['new'] });
    expect(storage.get('cart')).toEqual({ items: ['new'] });
    // The next page load reads the browser's storage.
    expect(createStorage('site:1:', browser).get('cart')).toEqual({ items: ['new'] });
    storage.remove('cart');
    expect(storage.get('cart')).toBeUndefined();
    expect(disk.getItem('site:1:cart')).toBeNull();
  });

  it('opens the window\'s storage at its first use, once, and keeps to memory when it cannot be opened', () => {
    const backend = createMemoryBackend();
    const open = vi.fn(() => backend);
    const storage = createStorage('p:', openedOnUse(open));
    expect(open).not.toHaveBeenCalled();
    storage.set('a', 1);
    expect(storage.get('a')).toBe(1);
    expect(backend.getItem('p:a')).toBe('1');
    expect(open).toHaveBeenCalledTimes(1);

    const refused = vi.fn((): StorageBackend => {
      throw new Error('SecurityError');
    });
    const blocked = createStorage('p:', openedOnUse(refused));
    blocked.set('b', 2);
    expect(blocked.get('b')).toBe(2);
    expect(refused).toHaveBeenCalledTimes(1);
    const none = createStorage('p:', openedOnUse(() => null));
    none.set('c', 3);
    expect(none.get('c')).toBe(3);
  });
  it('tells a watcher of another tab\'s writes, and of what it may have missed (a page back from the back-forward cache reads the key again)', () => {
    const backend = createMemoryBackend();
    let tell: (fullKey: string | null, newValue: string | null | undefined) => void = () => undefined;
    const storage = createStorage('site:1:', backend, (callback) => {
      tell = callback;
      return () => undefined;
    });
    const heard: unknown[] = [];
    storage.watch?.('cart', (value) => heard.push(value));
    tell('site:1:cart', '{"items":["a"]}');
    tell('site:1:other', '{}');
    tell('site:1:cart', null);
    // Written while the page was frozen: no event came; the page shown again reads it.
    backend.setItem('site:1:cart', '{"items":["b"]}');
    tell(null, undefined);
    expect(heard).toEqual([{ items: ['a'] }, undefined, { items: ['b'] }]);
  });
});

describe('a window’s storage area', () => {
  /** A window whose storage getters throw, as Chrome's do with cookies blocked for the site. */
  function refusingWindow(): Window {
    const refuse = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    return Object.defineProperties({}, { localStorage: { get: refuse }, sessionStorage: { get: refuse } }) as Window;
  }

  it('is the window’s own area where the browser gives it', () => {
    const local = { getItem: () => null } as unknown as Storage;
    const session = { getItem: () => 'kept' } as unknown as Storage;
    const win = { localStorage: local, sessionStorage: session } as unknown as Window;
    expect(storageArea(win, 'localStorage')).toBe(local);
    expect(storageArea(win, 'sessionStorage')).toBe(session);
  });

  it('is null where the browser refuses it: reading the area throws, never the caller', () => {
    expect(storageArea(refusingWindow(), 'localStorage')).toBeNull();
    expect(storageArea(refusingWindow(), 'sessionStorage')).toBeNull();
  });
});
