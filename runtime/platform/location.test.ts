import { describe, expect, it, vi } from 'vitest';
import { createLocationService, earlierMarkOf, hashOf, HISTORY_MARK_KEY, markedState, markOf, unmarkedState, withoutHash } from './location';

describe('location', () => {
  it('the URL without its hash keeps path and query', () => {
    expect(withoutHash('http://x.test/page?a=1#hot-drinks')).toBe('http://x.test/page?a=1');
    expect(withoutHash('http://x.test/page?a=1')).toBe('http://x.test/page?a=1');
    expect(withoutHash('http://x.test/#')).toBe('http://x.test/');
  });

  it('pushes a hash as a new history entry, encoded, keeping the history state', () => {
    const pushState = vi.fn();
    const win = { location: { href: 'http://x.test/page?a=1', hash: '' }, history: { state: { kept: true }, pushState } } as unknown as Window;
    createLocationService(win).pushHash('our story');
    expect(pushState).toHaveBeenCalledWith({ kept: true }, '', '#our%20story');
  });

  it('a pushed hash that is to be heard tells the hash listeners, with the address it left', () => {
    const location = { href: 'http://x.test/page#intro', hash: '#intro' };
    const pushState = (_state: unknown, _title: string, url: string) => {
      location.href = `http://x.test/page${url}`;
      location.hash = url;
    };
    // Node has no HashChangeEvent: the window's own is what the service makes.
    class HashChangeEvent extends Event {
      readonly oldURL: string;
      constructor(type: string, init: { oldURL: string; newURL: string }) {
        super(type);
        this.oldURL = init.oldURL;
      }
    }
    const win = Object.assign(new EventTarget(), { location, history: { state: null, pushState }, HashChangeEvent }) as unknown as Window;
    const service = createLocationService(win);
    const heard: string[] = [];
    service.onHashChange((previous) => heard.push(`${previous} → ${service.hash()}`));
    service.pushHash('faq');
    service.pushHash('prices', { heard: true });
    expect(heard).toEqual(['#faq → #prices']);
  });

  it('the hash of a URL as location.hash gives it: with its #, and none for an empty fragment', () => {
    expect(hashOf('http://x.test/page?a=1#/catalog/mugs')).toBe('#/catalog/mugs');
    expect(hashOf('http://x.test/page#')).toBe('');
    expect(hashOf('http://x.test/page')).toBe('');
  });

  it('puts a hash back exactly as it was read, not encoded again; an empty one leaves the bare address', () => {
    const replaceState = vi.fn();
    const win = { location: { href: 'http://x.test/page?a=1#cart', hash: '#cart' }, history: { state: { kept: true }, replaceState } } as unknown as Window;
    const location = createLocationService(win);
    location.restoreHash('#/catalog/mugs');
    location.restoreHash('#%D0%BC%D0%B5%D0%BD%D1%8E');
    location.restoreHash('');
    expect(replaceState.mock.calls).toEqual([
      [{ kept: true }, '', '#/catalog/mugs'],
      [{ kept: true }, '', '#%D0%BC%D0%B5%D0%BD%D1%8E'],
      [{ kept: true }, '', 'http://x.test/page?a=1'],
    ]);
  });

  it('tells each hash change the hash it left, from the event (a pushed hash sends none of its own)', () => {
    const target = new EventTarget();
    const win = Object.assign(target, { location: { hash: '#cart' } }) as unknown as Window;
    const seen: string[] = [];
    const stop = createLocationService(win).onHashChange((previous) => seen.push(previous));
    const change = (oldURL: string) => target.dispatchEvent(Object.assign(new Event('hashchange'), { oldURL }));
    change('http://x.test/page#menu');
    change('http://x.test/page');
    stop();
    change('http://x.test/page#later');
    expect(seen).toEqual(['#menu', '']);
  });

  it('the runtime’s mark on a history entry keeps the page’s own state, and is read only in the page’s life that made it', () => {
    const state = markedState({ scroll: 40 }, 'life-1', { key: 'cart', depth: 1 });
    expect(state).toEqual({ scroll: 40, [HISTORY_MARK_KEY]: { life: 'life-1', key: 'cart', depth: 1 } });
    expect(markOf(state, 'life-1')).toEqual({ key: 'cart', depth: 1 });
    // Made before a reload: no dialog's of this page.
    expect(markOf(state, 'life-2')).toBeNull();
    expect(markOf({ [HISTORY_MARK_KEY]: 'cart' }, 'life-1')).toBeNull();
    expect(markOf(null, 'life-1')).toBeNull();
    // Read as an earlier life's by the later one only: the dialog that was open there before the reload.
    expect(earlierMarkOf(state, 'life-2')).toEqual({ key: 'cart', depth: 1 });
    expect(earlierMarkOf(state, 'life-1')).toBeNull();
    expect(earlierMarkOf({ [HISTORY_MARK_KEY]: { key: 'cart', depth: 1 } }, 'life-2')).toBeNull();
    expect(earlierMarkOf(null, 'life-2')).toBeNull();
    expect(unmarkedState(state)).toEqual({ scroll: 40 });
    expect(unmarkedState(markedState(null, 'life-1', { key: 'cart', depth: 1 }))).toBeNull();
    expect(unmarkedState('kept')).toBe('kept');
  });

  describe('history entries on a browser’s window', () => {
    /** A window whose history goes back as a browser's does: popstate, then hashchange where the hash changed, each in a task of its own. */
    function browserWindow() {
      const target = new EventTarget();
      const entries: { url: string; state: unknown }[] = [{ url: 'http://x.test/page', state: null }];
      let at = 0;
      const location = {
        get href() {
          return entries[at]!.url;
        },
        get hash() {
          return hashOf(entries[at]!.url);
        },
        get pathname() {
          return new URL(entries[at]!.url).pathname;
        },
        get search() {
          return new URL(entries[at]!.url).search;
        },
      };
      const resolve = (url: string) => new URL(url, entries[at]!.url).href;
      const history = {
        get state() {
          return entries[at]!.state;
        },
        get length() {
          return entries.length;
        },
        pushState(state: unknown, _title: string, url: string) {
          entries.splice(at + 1, entries.length, { url: resolve(url), state });
          at += 1;
        },
        replaceState(state: unknown, _title: string, url: string) {
          entries[at] = { url: resolve(url), state };
        },
        go(delta: number) {
          traversed = new Promise<void>((done) =>
            setTimeout(() => {
              const oldURL = entries[at]!.url;
              at = Math.max(0, at + delta);
              navigation.dispatchEvent(Object.assign(new Event('navigate'), { navigationType: 'traverse', hashChange: hashOf(oldURL) !== hashOf(entries[at]!.url), destination: { url: entries[at]!.url } }));
              const newURL = entries[at]!.url;
              target.dispatchEvent(new Event('popstate'));
              if (hashOf(oldURL) === hashOf(newURL)) return done();
              setTimeout(() => {
                target.dispatchEvent(Object.assign(new Event('hashchange'), { oldURL, newURL }));
                done();
              });
            }),
          );
        },
      };
      let traversed = Promise.resolve();
      // The Navigation API's navigate event, before the popstate: a traversal's, or a followed link's (`follow`).
      const navigation = new EventTarget();
      /** A link to `#hash` followed: the browser's new entry, its popstate (at once, as a fragment navigation's) and its hashchange. */
      const follow = (hash: string) => {
        const oldURL = entries[at]!.url;
        const newURL = resolve(`#${hash}`);
        navigation.dispatchEvent(Object.assign(new Event('navigate'), { navigationType: 'push', hashChange: true, destination: { url: newURL } }));
        entries.splice(at + 1, entries.length, { url: newURL, state: null });
        at += 1;
        target.dispatchEvent(new Event('popstate'));
        target.dispatchEvent(Object.assign(new Event('hashchange'), { oldURL, newURL }));
      };
      return { win: Object.assign(target, { location, history, navigation }) as unknown as Window, at: () => at, urls: () => entries.map((entry) => entry.url), traversed: () => traversed, follow };
    }

    it('a dialog’s entry: pushed marked, with its hash; a new hash entry after it is no dialog’s', () => {
      const browser = browserWindow();
      const location = createLocationService(browser.win);
      location.pushEntry({ key: 'cart', depth: 1 }, { hash: 'cart' });
      expect(location.hash()).toBe('#cart');
      expect(location.entryMark()).toEqual({ key: 'cart', depth: 1 });
      location.pushEntry({ key: 'modal:hours', depth: 2 });
      expect(browser.urls()).toEqual(['http://x.test/page', 'http://x.test/page#cart', 'http://x.test/page#cart']);
      location.pushHash('prices');
      expect(location.entryMark()).toBeNull();
      // Another page load's service reads none of them as its own.
      expect(createLocationService(browser.win).entryMark()).toBeNull();
    });

    it('a copy of the address: a new entry, no dialog’s, that what is written next changes alone (a form’s pay query); the entry below keeps its address', () => {
      const browser = browserWindow();
      const location = createLocationService(browser.win);
      location.pushEntry({ key: 'modal:hours', depth: 1 });
      location.pushCopy();
      expect(location.entryMark()).toBeNull();
      location.replaceSearch('?pay_id=9&h=abc');
      expect(browser.urls()).toEqual(['http://x.test/page', 'http://x.test/page', 'http://x.test/page?pay_id=9&h=abc']);
      expect(browser.at()).toBe(2);
    });

    it('the runtime’s back: heard by no listener here, and what is written meanwhile lands on the entry it goes to', async () => {
      const browser = browserWindow();
      const location = createLocationService(browser.win);
      const heard: string[] = [];
      location.onHistoryMove(() => heard.push(`move to ${location.hash() || 'none'}`));
      location.onHashChange((previous) => heard.push(`hash from ${previous || 'none'}`));
      location.pushEntry({ key: 'modal:hours', depth: 1 }, { hash: 'hours' });
      location.back(1);
      location.pushHash('visit');
      const settled = vi.fn();
      location.whenSettled(settled);
      expect(browser.urls()).toEqual(['http://x.test/page', 'http://x.test/page#hours']);
      expect(settled).not.toHaveBeenCalled();
      await browser.traversed();
      expect(browser.urls()).toEqual(['http://x.test/page', 'http://x.test/page#visit']);
      expect(browser.at()).toBe(1);
      expect(settled).toHaveBeenCalledTimes(1);
      expect(heard).toEqual([]);
    });

    it('the visitor’s Back is heard: the move, and the hash it left', async () => {
      const browser = browserWindow();
      const location = createLocationService(browser.win);
      const heard: string[] = [];
      location.onHistoryMove(() => heard.push(`move to ${location.hash() || 'none'}`));
      location.onHashChange((previous) => heard.push(`hash from ${previous || 'none'}`));
      location.pushEntry({ key: 'cart', depth: 1 }, { hash: 'cart' });
      browser.win.history.go(-1);
      await browser.traversed();
      expect(heard).toEqual(['move to none', 'hash from #cart']);
    });

    it('the runtime’s back, once landed with what was written meanwhile, is told to onBackLanded; the visitor’s Back is not', async () => {
      const browser = browserWindow();
      const location = createLocationService(browser.win);
      const landed: string[] = [];
      location.onBackLanded(() => landed.push(browser.urls()[browser.at()]!));
      location.pushEntry({ key: 'modal:hours', depth: 1 });
      location.pushEntry({ key: 'modal:rules', depth: 2 }, { hash: 'rules' });
      location.back(1);
      location.replaceHash('visit');
      expect(landed).toEqual([]);
      await browser.traversed();
      expect(landed).toEqual(['http://x.test/page#visit']);
      browser.win.history.go(-1);
      await browser.traversed();
      expect(landed).toHaveLength(1);
    });

    it('the runtime’s back goes one entry at a time, and never from one it did not mark in this page’s life: a wrong count cannot send the visitor off the page', async () => {
      const browser = browserWindow();
      const location = createLocationService(browser.win);
      const heard: string[] = [];
      location.onHistoryMove(() => heard.push('move'));
      location.pushHash('menu');
      location.pushEntry({ key: 'modal:hours', depth: 1 });
      // Three steps asked for where one entry is the runtime's: it stops on the page's `#menu`.
      location.back(3);
      const settled = vi.fn();
      location.whenSettled(settled);
      await browser.traversed();
      expect(browser.at()).toBe(1);
      expect(location.hash()).toBe('#menu');
      expect(settled).toHaveBeenCalledTimes(1);
      // From the page's own entry it goes nowhere.
      location.back(1);
      expect(browser.at()).toBe(1);
      // Nor from one an earlier load of the page marked (before a reload).
      browser.win.history.pushState({ 'rt:entry': { life: 'an earlier load', key: 'cart', depth: 1 } }, '', '#cart');
      location.back(1);
      expect(browser.at()).toBe(2);
      expect(heard).toEqual([]);
    });

    it('as the page arrives, an earlier life’s entries of dialogs no life opens again are gone back over, one at a time, heard by no listener and told once landed; another earlier dialog’s entry stops it', async () => {
      const browser = browserWindow();
      const { history } = browser.win;
      const earlier = (key: string, depth: number) => ({ 'rt:entry': { life: 'an earlier load', key, depth } });
      history.pushState(earlier('modal:hours', 1), '', '#menu');
      history.pushState(earlier('dialog:«r2»', 2), '', '#menu');
      history.pushState(earlier('dialog:«r5»', 3), '', '#menu');
      const location = createLocationService(browser.win);
      const heard: string[] = [];
      location.onHistoryMove(() => heard.push('move'));
      location.onBackLanded(() => heard.push(`landed on ${JSON.stringify(location.earlierMark())}`));
      location.leaveEarlierEntries((mark) => mark.key.startsWith('dialog:'));
      await browser.traversed();
      await browser.traversed();
      expect(browser.at()).toBe(1);
      expect(heard).toEqual(['landed on {"key":"modal:hours","depth":1}']);
      // The page modal's entry is not left, and nor is an entry of the page's own.
      location.leaveEarlierEntries((mark) => mark.key.startsWith('dialog:'));
      await browser.traversed();
      expect(browser.at()).toBe(1);
    });

    it('a followed link’s new entry (a `#cart` link inside a modal) is no move in history: the dialogs stay; the visitor’s Back after it is one', async () => {
      const browser = browserWindow();
      const location = createLocationService(browser.win);
      const heard: string[] = [];
      location.onHistoryMove(() => heard.push(`move to ${location.hash() || 'none'}`));
      location.onHashChange((previous) => heard.push(`hash from ${previous || 'none'}`));
      location.pushEntry({ key: 'modal:hours', depth: 1 });
      browser.follow('cart');
      expect(heard).toEqual(['hash from none']);
      browser.win.history.go(-1);
      await browser.traversed();
      expect(heard).toEqual(['hash from none', 'move to none', 'hash from #cart']);
      expect(location.entryMark()).toEqual({ key: 'modal:hours', depth: 1 });
    });
  });
});
