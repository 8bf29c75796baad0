// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { answersHashName, createHashOwnersStore, hashNameOwners } from './hash-owners';

describe('hashNameOwners: which section answers a hash name (its tab, its card #product{id}, its list #tab{categoryId})', () => {
  it('the first section that claims a name, whatever it is (a name like a member of Object.prototype too)', () => {
    const owners = hashNameOwners([
      { sectionId: 'shop', names: ['constructor', 'toString', '8'] },
      { sectionId: 'gifts', names: ['8', '__proto__'] },
    ]);
    expect(Object.entries(owners).sort(([a], [b]) => a.localeCompare(b))).toEqual([
      ['__proto__', 'gifts'],
      ['8', 'shop'],
      ['constructor', 'shop'],
      ['toString', 'shop'],
    ]);
  });
});

describe('the hash owners store: the sections’ claims in page order', () => {
  /** Two sections' elements, `first` before `second` in the document. */
  const places = () => {
    const first = document.createElement('section');
    const second = document.createElement('section');
    document.body.replaceChildren(first, second);
    return { first, second };
  };

  it('the first section on the page answers a name both claim, whichever mounted first; the other answers it once the first goes', () => {
    const { first, second } = places();
    const store = createHashOwnersStore();
    // The section lower on the page mounts first (its code came first): it answers the name for now.
    store.getState().claim('featured', ['tabgear', 'bundle-featured-a'], second);
    expect(answersHashName(store.getState(), 'featured', 'tabgear')).toBe(true);
    const release = store.getState().claim('top', ['tabgear', 'tabbeans'], first);
    expect(answersHashName(store.getState(), 'top', 'tabgear')).toBe(true);
    expect(answersHashName(store.getState(), 'featured', 'tabgear')).toBe(false);
    expect(answersHashName(store.getState(), 'featured', 'bundle-featured-a')).toBe(true);
    expect(answersHashName(store.getState(), 'top', 'toString')).toBe(false);
    release();
    expect(answersHashName(store.getState(), 'featured', 'tabgear')).toBe(true);
    expect(answersHashName(store.getState(), 'top', 'tabbeans')).toBe(false);
  });

  it('a section claiming again replaces its claim; the old claim’s release leaves the new one', () => {
    const { first } = places();
    const store = createHashOwnersStore();
    const old = store.getState().claim('shop', ['product8'], first);
    store.getState().claim('shop', ['product9'], first);
    old();
    expect(store.getState().owners).toEqual({ product9: 'shop' });
  });

  it('a claim that decides nothing new leaves the state as it was (no subscriber hears of it)', () => {
    const { first, second } = places();
    const store = createHashOwnersStore();
    store.getState().claim('top', ['tabgear'], first);
    const before = store.getState().owners;
    store.getState().claim('featured', ['tabgear'], second);
    expect(store.getState().owners).toBe(before);
  });
});
