import { describe, expect, it } from 'vitest';
import { createMemoryBackend, createStorage, type StorageBackend } from './storage';

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
});
