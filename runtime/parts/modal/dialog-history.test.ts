import { describe, expect, it } from 'vitest';
import { afterOwnCloses, afterVisitorMove, depthOf, entryToOpen, withEntry, type DialogEntry } from './dialog-history';

const entry = (key: string, depth: number, open = true): DialogEntry => ({ key, depth, open });

describe('back closes what the visitor opened: the rules', () => {
  it('an entry that is not the runtime’s is depth 0 (the page as it was before any dialog)', () => {
    expect(depthOf(null)).toBe(0);
    expect(depthOf({ key: 'cart', depth: 2 })).toBe(2);
  });

  it('a dialog opened adds an entry over the others; a followed link’s entry is taken in place', () => {
    expect(entryToOpen([], null, 'push')).toEqual({ kind: 'push', depth: 1 });
    expect(entryToOpen([entry('modal:hours', 1)], { key: 'modal:hours', depth: 1 }, 'push')).toEqual({ kind: 'push', depth: 2 });
    // `#cart` followed from the page: the browser's new entry is the cart's.
    expect(entryToOpen([], null, 'adopt')).toEqual({ kind: 'mark', depth: 1 });
    expect(withEntry([entry('modal:hours', 1)], 'lightbox', 2)).toEqual([entry('modal:hours', 1), entry('lightbox', 2)]);
  });

  it('opening on an entry of the runtime’s no open dialog has (Forward went back onto it) takes it over: no dead step for Back', () => {
    expect(entryToOpen([], { key: 'modal:hours', depth: 1 }, 'push')).toEqual({ kind: 'mark', depth: 1 });
    expect(entryToOpen([], { key: 'cart', depth: 1 }, 'adopt')).toEqual({ kind: 'mark', depth: 1 });
  });

  it('opening on an entry an earlier life of the page marked for the same dialog (a reload with it open) takes it over; another’s is the page’s', () => {
    expect(entryToOpen([], null, 'push', 1)).toEqual({ kind: 'mark', depth: 1 });
    expect(entryToOpen([], null, 'push', null)).toEqual({ kind: 'push', depth: 1 });
    // Over a dialog of this life, the current entry is that one's: a new entry.
    expect(entryToOpen([entry('modal:hours', 1)], { key: 'modal:hours', depth: 1 }, 'push', 1)).toEqual({ kind: 'push', depth: 2 });
  });

  it('taken again at a reload, an entry keeps the depth it had over the entries of the dialogs that were under it, and one opened over it comes above it', () => {
    // `rules` was open over `hours`: its entry is the second of the runtime's, and `hours`'s stays under it.
    expect(entryToOpen([], null, 'push', 2)).toEqual({ kind: 'mark', depth: 2 });
    expect(entryToOpen([entry('modal:rules', 2)], { key: 'modal:rules', depth: 2 }, 'push')).toEqual({ kind: 'push', depth: 3 });
    expect(withEntry([entry('modal:rules', 2)], 'lightbox', 3)).toEqual([entry('modal:rules', 2), entry('lightbox', 3)]);
    // Back onto `hours`'s entry (an earlier life's: depth 0 for this one) closes `rules`.
    expect(afterVisitorMove([entry('modal:rules', 2)], 0)).toEqual({ close: ['modal:rules'], entries: [], stepsBack: 0 });
    // Its own close goes back over its entry.
    expect(afterOwnCloses([entry('modal:rules', 2)], ['modal:rules'], 2)).toEqual({ entries: [], stepsBack: 1 });
    // `hours` took its entry again, Forward onto `rules`'s (of this life, closed): taken over, not piled on.
    expect(entryToOpen([entry('modal:hours', 1)], { key: 'modal:rules', depth: 2 }, 'push')).toEqual({ kind: 'mark', depth: 2 });
  });

  it('Back closes the top dialog only; the one under it stays', () => {
    const stacked = [entry('modal:hours', 1), entry('modal:rules', 2)];
    expect(afterVisitorMove(stacked, 1)).toEqual({ close: ['modal:rules'], entries: [entry('modal:hours', 1)], stepsBack: 0 });
    // Back twice at once (the history menu): top first.
    expect(afterVisitorMove(stacked, 0)).toEqual({ close: ['modal:rules', 'modal:hours'], entries: [], stepsBack: 0 });
    // Forward onto a stale entry above them: nothing closes.
    expect(afterVisitorMove([entry('modal:hours', 1)], 2)).toEqual({ close: [], entries: [entry('modal:hours', 1)], stepsBack: 0 });
  });

  it('Back landing on the entry of a dialog closed under another goes on back over it', () => {
    // The options modal closed by its add while the cart it opened was on top.
    const entries = [entry('options', 1, false), entry('cart', 2)];
    expect(afterVisitorMove(entries, 1)).toEqual({ close: ['cart'], entries: [], stepsBack: 1 });
  });

  it('a dialog closed by its own means goes back over its entry, when it is the current one', () => {
    expect(afterOwnCloses([entry('cart', 1)], ['cart'], 1)).toEqual({ entries: [], stepsBack: 1 });
    // A link out closes both page modals at once: one go back over both.
    expect(afterOwnCloses([entry('modal:hours', 1), entry('modal:rules', 2)], ['modal:rules', 'modal:hours'], 2)).toEqual({ entries: [], stepsBack: 2 });
  });

  it('closed under another dialog, its entry stays (marked closed) until the one over it goes, which goes back over both', () => {
    const closedUnder = afterOwnCloses([entry('options', 1), entry('cart', 2)], ['options'], 2);
    expect(closedUnder).toEqual({ entries: [entry('options', 1, false), entry('cart', 2)], stepsBack: 0 });
    expect(afterOwnCloses(closedUnder.entries, ['cart'], 2)).toEqual({ entries: [], stepsBack: 2 });
  });

  it('with the address on an entry that is not the top dialog’s (a link followed from inside it), nothing is gone back over', () => {
    expect(afterOwnCloses([entry('cart', 1)], ['cart'], 0)).toEqual({ entries: [entry('cart', 1, false)], stepsBack: 0 });
  });
});
