/**
 * The page's address, as far as the runtime touches it: the hash (read, replaced in place,
 * followed) and the query (read, replaced in place: the pay modal's parameters). Components take it from the services (`location`), never from `window.location`
 * or `history`, so stories, tests and the harness can swap it.
 */
export interface LocationService {
  /** The URL's hash with its `#`, or '' when there is none. */
  hash(): string;
  /** Replaces the hash without a history entry or a jump; null removes it. */
  replaceHash(hash: string | null): void;
  /**
   * Sets the hash with a history entry, as a followed `#anchor` link does, but without the
   * browser's jump: the caller scrolls (smoothly, or not with reduced motion).
   */
  pushHash(hash: string): void;
  /** Calls back on every hash change; returns the function that stops it. */
  onHashChange(callback: () => void): () => void;
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

export function createLocationService(win: Window): LocationService {
  return {
    hash: () => win.location.hash,
    replaceHash(hash) {
      win.history.replaceState(win.history.state, '', hash === null ? withoutHash(win.location.href) : `#${encodeURIComponent(hash)}`);
    },
    pushHash(hash) {
      win.history.pushState(win.history.state, '', `#${encodeURIComponent(hash)}`);
    },
    onHashChange(callback) {
      win.addEventListener('hashchange', callback);
      return () => win.removeEventListener('hashchange', callback);
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
  pushHash: () => undefined,
  onHashChange: () => () => undefined,
  search: () => '',
  replaceSearch: () => undefined,
};
