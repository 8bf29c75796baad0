import { describe, expect, it } from 'vitest';
import { PAGE_IN_ADDRESS_MAX_CHARS, SAVED_PAGES_KEPT, savePage, savedPage, savedPageId, type PageStorage } from './saved-pages';

function memoryStorage(): PageStorage & { size(): number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    size: () => items.size,
  };
}

describe('saved pages (issue 10.5: a long pasted page does not go in the address)', () => {
  it('keeps the address under the limit a preview server accepts', () => {
    expect(PAGE_IN_ADDRESS_MAX_CHARS).toBeLessThan(8000);
  });

  it('saves a page under a short id and reads it back', () => {
    const storage = memoryStorage();
    const text = JSON.stringify({ sections: [{ id: 'x'.repeat(20_000) }] });
    const id = savePage(storage, text);
    expect(id).toMatch(/^p[0-9a-z]{1,7}$/);
    expect(savedPage(storage, id!)).toBe(text);
    expect(savedPage(storage, 'p-unknown')).toBeNull();
  });

  it('gives the same text the same id, and another text another id', () => {
    expect(savedPageId('{"sections":[]}')).toBe(savedPageId('{"sections":[]}'));
    expect(savedPageId('{"sections":[]}')).not.toBe(savedPageId('{"sections":[ ]}'));
  });

  it(`keeps the last ${SAVED_PAGES_KEPT} pages; the oldest goes first`, () => {
    const storage = memoryStorage();
    const ids = Array.from({ length: SAVED_PAGES_KEPT + 2 }, (_, index) => savePage(storage, `{"n":${index}}`)!);
    expect(savedPage(storage, ids[0]!)).toBeNull();
    expect(savedPage(storage, ids[1]!)).toBeNull();
    expect(savedPage(storage, ids[2]!)).toBe('{"n":2}');
    expect(storage.size()).toBe(SAVED_PAGES_KEPT + 1);
  });

  it('reports a storage that refuses the page (full or blocked) as null, never a throw', () => {
    const refusing: PageStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(savePage(refusing, '{}')).toBeNull();
    expect(savedPage(refusing, 'p1')).toBeNull();
  });
});
