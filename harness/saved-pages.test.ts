import { describe, expect, it } from 'vitest';
import { customPageParams, PAGE_IN_ADDRESS_MAX_CHARS, SAVED_PAGES_KEPT, savePage, savedPage, savedPageId, type PageStorage } from './saved-pages';
import { decodePageText } from './url-state';

/** A storage that holds at most `capacity` characters of values, as a browser's refuses past its quota. */
function memoryStorage(capacity = Infinity): PageStorage & { size(): number } {
  const items = new Map<string, string>();
  const used = () => [...items.values()].reduce((sum, value) => sum + value.length, 0);
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (used() - (items.get(key)?.length ?? 0) + value.length > capacity) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
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

  it('makes room in a full storage: the oldest saved pages go until the new one fits', () => {
    const storage = memoryStorage(300);
    const page = (n: number) => JSON.stringify({ n, pad: 'x'.repeat(60) });
    const [first, second, third] = [1, 2, 3].map((n) => savePage(storage, page(n))!);
    const fourth = savePage(storage, page(4));
    expect(fourth).not.toBeNull();
    expect(savedPage(storage, fourth!)).toBe(page(4));
    expect(savedPage(storage, first!)).toBeNull();
    expect(savedPage(storage, second!)).toBe(page(2));
    expect(savedPage(storage, third!)).toBe(page(3));
    // Too big for the whole storage: nothing is lost for it.
    expect(savePage(storage, 'y'.repeat(301))).toBeNull();
    expect([second, third, fourth].map((id) => savedPage(storage, id!))).toEqual([page(2), page(3), page(4)]);
  });

  it('puts a custom page in the address when it fits there, else saves it and names its id; the scenario’s own page puts nothing there', () => {
    const storage = memoryStorage();
    const short = JSON.stringify({ sections: [] });
    const shortParams = customPageParams(storage, short);
    expect(shortParams.saved).toBeUndefined();
    expect(decodePageText(shortParams.page!)).toBe(short);
    const long = JSON.stringify({ sections: [{ id: 'x'.repeat(PAGE_IN_ADDRESS_MAX_CHARS) }] });
    const longParams = customPageParams(storage, long);
    expect(longParams.page).toBeUndefined();
    expect(savedPage(storage, longParams.saved!)).toBe(long);
    expect(customPageParams(storage, null)).toBeNull();
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

  it('goes without storage where the browser refuses it (no storage at all): a long page stays in the address', () => {
    const long = JSON.stringify({ sections: [{ id: 'x'.repeat(PAGE_IN_ADDRESS_MAX_CHARS) }] });
    expect(savePage(null, long)).toBeNull();
    expect(savedPage(null, savedPageId(long))).toBeNull();
    expect(decodePageText(customPageParams(null, long).page!)).toBe(long);
    expect(customPageParams(null, null)).toBeNull();
  });
});
