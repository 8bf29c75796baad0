import { describe, expect, it } from 'vitest';
import { savedPageId } from './saved-pages';
import { clearSiteStorage, parseSavedState, readSiteStorage, savedState, siteKeyFor, siteStoragePrefix, toPlain, writeSiteStorage } from './site-state';

/** A Storage over a Map, in insertion order as the browser's is not guaranteed to be. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('the State panel’s data (issue 16.4)', () => {
  it('turns a store’s state into plain JSON: actions dropped, Maps, Sets and dates readable, cycles named', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const state = { items: [{ id: 'a', count: 2 }], open: { kind: 'closed' }, add: () => true, ids: new Set(['x']), byId: new Map([[1, 'one']]), at: new Date(0), nan: Number.NaN, gone: undefined, cyclic };
    expect(toPlain(state)).toEqual({
      items: [{ id: 'a', count: 2 }],
      open: { kind: 'closed' },
      ids: ['x'],
      byId: { 1: 'one' },
      at: '1970-01-01T00:00:00.000Z',
      nan: 'NaN',
      cyclic: { name: 'loop', self: '[cycle]' },
    });
  });

  it('a value met twice but not in a cycle is shown both times', () => {
    const shared = { id: 1 };
    expect(toPlain({ a: shared, b: shared })).toEqual({ a: { id: 1 }, b: { id: 1 } });
  });

  it('reads, writes and clears only the site’s keys', () => {
    const prefix = siteStoragePrefix('shop:scenario');
    const storage = memoryStorage({ [`${prefix}cart`]: '{"items":[]}', [`${prefix}broken`]: '{', 'site:landing:scenario:cart': '{}', 'harness:saved-pages': '[]' });
    expect(readSiteStorage(storage, prefix)).toEqual({ broken: '{', cart: { items: [] } });

    clearSiteStorage(storage, prefix);
    expect(readSiteStorage(storage, prefix)).toEqual({});
    expect(storage.getItem('site:landing:scenario:cart')).toBe('{}');
    expect(storage.getItem('harness:saved-pages')).toBe('[]');

    writeSiteStorage(storage, prefix, { promocode: { code: 'SAVE10' } });
    expect(storage.getItem(`${prefix}promocode`)).toBe('{"code":"SAVE10"}');
  });

  it('each custom page keeps its own storage, apart from the others’ and the scenario’s; the same page opened again finds its own', () => {
    const first = JSON.stringify({ sections: [{ id: 'first', type: 'FREE', elements: [] }] });
    const second = JSON.stringify({ sections: [{ id: 'second', type: 'FREE', elements: [] }] });
    expect(siteKeyFor('shop', null)).toBe('shop:scenario');
    expect(siteKeyFor('shop', first)).toBe(`shop:custom:${savedPageId(first)}`);
    expect(siteKeyFor('shop', JSON.stringify(JSON.parse(first)))).toBe(siteKeyFor('shop', first));

    const [scenario, firstPage, secondPage] = [null, first, second].map((text) => siteStoragePrefix(siteKeyFor('shop', text)));
    const storage = memoryStorage();
    writeSiteStorage(storage, scenario!, { cart: { items: [{ id: 'scenario line' }] } });
    writeSiteStorage(storage, firstPage!, { cart: { items: [{ id: 'first page line' }] }, 'form:contact': { name: 'Ann' } });
    expect(readSiteStorage(storage, secondPage!)).toEqual({});
    expect(readSiteStorage(storage, firstPage!)).toEqual({ cart: { items: [{ id: 'first page line' }] }, 'form:contact': { name: 'Ann' } });
    expect(readSiteStorage(storage, scenario!)).toEqual({ cart: { items: [{ id: 'scenario line' }] } });
    // The State panel's Reset of one page leaves the others' alone.
    clearSiteStorage(storage, secondPage!);
    expect(Object.keys(readSiteStorage(storage, firstPage!))).toEqual(['cart', 'form:contact']);
  });

  it('an exported state reads back; anything else says what is wrong', () => {
    const exported = savedState('shop', { stores: { cart: { items: [] } }, storage: { local: { cart: { items: [{ id: 'l1' }] } }, session: {} } });
    const read = parseSavedState(JSON.stringify(exported));
    expect(read).toEqual(exported);

    expect(parseSavedState('not json')).toMatch(/not JSON/);
    expect(parseSavedState('{"kind":"other"}')).toMatch(/not an exported state/);
    expect(parseSavedState(JSON.stringify({ ...exported, version: 2 }))).toMatch(/another version/);
    expect(parseSavedState(JSON.stringify({ ...exported, storage: { local: [] } }))).toMatch(/"storage"/);
  });
});
