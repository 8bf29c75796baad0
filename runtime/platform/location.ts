/**
 * The page's address, as far as the runtime touches it: the hash (read, replaced in place, put
 * back as it was, followed) and the query (read, replaced in place: the pay modal's parameters). Components take it from the services (`location`), never from `window.location`
 * or `history`, so stories, tests and the harness can swap it.
 */
export interface LocationService {
  /** The URL's hash with its `#`, or '' when there is none. */
  hash(): string;
  /**
   * Replaces the hash without a history entry or a jump; null removes it. The hash is one of the
   * runtime's names (`cart`, a tab's anchor), written percent-encoded.
   */
  replaceHash(hash: string | null): void;
  /**
   * Puts a hash back in place (no history entry, no jump) exactly as `hash()` or a hash change read
   * it: not encoded again, so an owner's `#/catalog/mugs` stays as it was. '' leaves the bare address.
   */
  restoreHash(hash: string): void;
  /**
   * Sets the hash with a history entry, as a followed `#anchor` link does, but without the
   * browser's jump: the caller scrolls (smoothly, or not with reduced motion). The browser fires no
   * `hashchange` for it; with `heard`, the hash listeners (`onHashChange`, and the window's) are
   * told as after a followed link, so the page's own code follows it (a closed tab opens).
   */
  pushHash(hash: string, options?: { heard?: boolean }): void;
  /**
   * Calls back on every hash change with the hash before it, as `hash()` read it then ('' for
   * none): the address the change left, though a pushed or replaced hash came with no event of
   * its own. Returns the function that stops it.
   */
  onHashChange(callback: (previous: string) => void): () => void;
  /** The URL's query with its `?`, or '' when there is none. */
  search(): string;
  /** Replaces the query (with its `?`, or '' to remove it) in place: no history entry, no reload; the hash stays. */
  replaceSearch(search: string): void;
}

/** `href` without its fragment (what replaceState gets to remove the hash). */
export function withoutHash(href: string): string {
  const at = href.indexOf('#');
  return at < 0 ? href : href.slice(0, at);
}

/** The hash of `href` as `location.hash` gives it: with its `#`, or '' when there is none or it is empty. */
export function hashOf(href: string): string {
  const at = href.indexOf('#');
  return at < 0 || at === href.length - 1 ? '' : href.slice(at);
}

export function createLocationService(win: Window): LocationService {
  return {
    hash: () => win.location.hash,
    replaceHash(hash) {
      win.history.replaceState(win.history.state, '', hash === null ? withoutHash(win.location.href) : `#${encodeURIComponent(hash)}`);
    },
    restoreHash(hash) {
      const bare = hash.startsWith('#') ? hash.slice(1) : hash;
      win.history.replaceState(win.history.state, '', bare === '' ? withoutHash(win.location.href) : `#${bare}`);
    },
    pushHash(hash, options) {
      const oldURL = win.location.href;
      win.history.pushState(win.history.state, '', `#${encodeURIComponent(hash)}`);
      // This window's own event class (a frame's, where the site runs in one); the DOM types declare it only as a global.
      const { HashChangeEvent } = win as Window & typeof globalThis;
      if (options?.heard) win.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: win.location.href }));
    },
    onHashChange(callback) {
      // The event's oldURL is the address before this navigation, pushes and replacements included.
      const listener = (event: HashChangeEvent) => callback(hashOf(event.oldURL));
      win.addEventListener('hashchange', listener);
      return () => win.removeEventListener('hashchange', listener);
    },
    search: () => win.location.search,
    replaceSearch(search) {
      win.history.replaceState(win.history.state, '', `${win.location.pathname}${search}${win.location.hash}`);
    },
  };
}

/** No address (server rendering, unit tests without a window): no hash, nothing written. */
export const detachedLocation: LocationService = {
  hash: () => '',
  replaceHash: () => undefined,
  restoreHash: () => undefined,
  pushHash: () => undefined,
  onHashChange: () => () => undefined,
  search: () => '',
  replaceSearch: () => undefined,
};
