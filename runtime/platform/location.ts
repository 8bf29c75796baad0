/**
 * The page's address, as far as the runtime touches it: the hash (read, replaced in place, put
 * back as it was, followed) and the query (read, replaced in place: the pay modal's parameters),
 * and the history entries the runtime adds for the dialogs a visitor opens, so that Back closes
 * them (parts/modal/dialog-entries.ts). Components take it from the services (`location`), never
 * from `window.location` or `history`, so stories, tests and the harness can swap it.
 */

/**
 * The runtime's mark on a history entry it added for a dialog (kept in `history.state`, beside
 * whatever else the page keeps there): which dialog, and where the entry stands among the
 * runtime's own entries.
 */
export interface HistoryMark {
  /** The dialog's key on the site (the cart: `cart`; a page modal: `modal:{id}`). */
  key: string;
  /** 1 for the runtime's lowest entry, 2 for one added over it (a modal opened from a modal)… */
  depth: number;
}

/** Where a new entry goes: the address as it is, or with the hash `hash` (one of the runtime's names, written percent-encoded). */
export interface EntryAddress {
  hash?: string;
}

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
  /**
   * The runtime's mark on the current history entry, or null: an entry it did not mark, or one it
   * marked before the page was loaded again (a reload, a return to the page): that entry is no
   * dialog's of this page's life.
   */
  entryMark(): HistoryMark | null;
  /**
   * The mark an earlier life of the page left on the current entry (before a reload, a return to
   * the page), or null: the dialog that was open there, which a dialog of this life may take the
   * entry over for (its own close then goes back over it, and no Back lands on an identical address).
   */
  earlierMark(): HistoryMark | null;
  /** Adds a history entry marked `mark` (no jump, no hash listener told): the dialog opened by the visitor. */
  pushEntry(mark: HistoryMark, address?: EntryAddress): void;
  /**
   * Adds a history entry with the address as it is and no mark (no jump, no listener told), as a
   * followed link to the same address would: what is written in place next (a form's pay query)
   * is that entry's alone, and the entry below keeps the address it had. A dialog opening on it
   * takes it as its own (an `adopt` request, parts/modal/dialog-history.ts).
   */
  pushCopy(): void;
  /**
   * Marks the current entry in place (one the browser added: a followed `#cart` link; one of the
   * runtime's that Forward went back onto), with the hash `address` names where it has one.
   */
  markEntry(mark: HistoryMark, address?: EntryAddress): void;
  /**
   * Goes back `steps` entries over the runtime's own (a dialog closed by its own means), as the
   * visitor's Back would, one at a time and only from an entry marked in this page's life (never
   * off the page, whatever the count), but heard by none of the listeners here (`onHistoryMove`, `onHashChange`):
   * the dialog has closed already. Back is asynchronous in the browser: whatever the runtime
   * writes to the address until it has landed (a hash, a query, another entry) is written then,
   * on the entry it lands on.
   */
  back(steps: number): void;
  /**
   * Calls back when the visitor moves in history (Back, Forward): not for the runtime's own `back`,
   * nor for the entry a fragment navigation adds (a followed `#…` link: its popstate is none,
   * where the browser's Navigation API tells them apart). Returns the function that stops it.
   */
  onHistoryMove(callback: () => void): () => void;
  /**
   * Calls back each time a `back` of the runtime's has landed (what was written meanwhile written
   * there): the entry it landed on may be one an earlier life of the page marked for a dialog not
   * open now (two page modals open at a reload: the one under the top one), which its dialog takes
   * again as after the visitor's Back. Returns the function that stops it.
   */
  onBackLanded(callback: () => void): () => void;
  /**
   * As the page arrives: while the current entry is one an earlier life of the page marked for a
   * dialog `stale` says no life opens again (the lightbox, a product's options: their keys are that
   * life's own), goes back over it as `back` does (heard by no listener here, told to
   * `onBackLanded`); a `back` of the runtime's goes on over such an entry it lands on too. A reload
   * with one open otherwise left the visitor a first Back that landed on the same page with
   * nothing to close. Those entries are always above an entry of the page's own, so this never
   * leaves the page.
   */
  leaveEarlierEntries(stale: (mark: HistoryMark) => boolean): void;
  /** Runs `run` once no `back` of the runtime's is on its way (at once when none is). Returns the function that stops waiting. */
  whenSettled(run: () => void): () => void;
}

/** The key of the runtime's mark in `history.state` (an object: the page's own keys there are kept). */
export const HISTORY_MARK_KEY = 'rt:entry';

/** A mark as it is kept: with the life of the page that made it. */
interface KeptMark extends HistoryMark {
  life: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `state` with the runtime's mark for this page's life `life`; the page's own keys kept (a state that is no object is replaced). */
export function markedState(state: unknown, life: string, mark: HistoryMark): Record<string, unknown> {
  const kept: KeptMark = { life, key: mark.key, depth: mark.depth };
  return { ...(isRecord(state) ? state : {}), [HISTORY_MARK_KEY]: kept };
}

/** `state` without the runtime's mark: what a new entry that is no dialog's carries (a followed `#anchor`). */
export function unmarkedState(state: unknown): unknown {
  if (!isRecord(state) || !(HISTORY_MARK_KEY in state)) return state;
  const { [HISTORY_MARK_KEY]: _mark, ...rest } = state;
  return Object.keys(rest).length > 0 ? rest : null;
}

/** The mark `state` carries from this page's life `life`, or null (none, a malformed one, or another life's). */
export function markOf(state: unknown, life: string): HistoryMark | null {
  const kept = isRecord(state) ? state[HISTORY_MARK_KEY] : undefined;
  if (!isRecord(kept) || kept.life !== life || typeof kept.key !== 'string' || typeof kept.depth !== 'number') return null;
  return { key: kept.key, depth: kept.depth };
}

/** The mark `state` carries from a life other than `life` (an earlier load of the page), or null. */
export function earlierMarkOf(state: unknown, life: string): HistoryMark | null {
  const kept = isRecord(state) ? state[HISTORY_MARK_KEY] : undefined;
  if (!isRecord(kept) || typeof kept.life !== 'string' || kept.life === life) return null;
  return markOf(state, kept.life);
}

/** A name for this page's life: marks made before a reload carry another. */
function newLife(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
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

/**
 * Runs `run` at once unless `busy`; then holds it in `held` (run in order by whoever ends the busy
 * spell). Returns the function that stops a held run: what `whenSettled` answers, here and in the
 * dialogs' entries (parts/modal/dialog-entries.ts).
 */
export function runOrHold(busy: boolean, held: (() => void)[], run: () => void): () => void {
  if (!busy) {
    run();
    return () => undefined;
  }
  let stopped = false;
  held.push(() => {
    if (!stopped) run();
  });
  return () => void (stopped = true);
}

export function createLocationService(win: Window): LocationService {
  // This load of the page: an entry marked by an earlier one (before a reload) is no dialog's now.
  const life = newLife();
  // The runtime's own back on its way, one entry at a time, and the steps still to go once it lands.
  let goingBack = false;
  let stepsLeft = 0;
  // The address it left, and those it landed on where the hash changed (those hashchanges are its own too).
  let leftHref = '';
  const ownHashTo: string[] = [];
  const ownHashChanges = new WeakSet<Event>();
  // What was written, or waited for, while it was on its way: done once it lands, in order.
  const held: (() => void)[] = [];
  const moves = new Set<() => void>();
  const landings = new Set<() => void>();
  let listening = false;
  // The address a fragment navigation is adding an entry for (a followed `#…` link, a typed hash):
  // its popstate is no move in history. Known where the browser has the Navigation API; elsewhere
  // that popstate is told as a move, as a Back's.
  let newEntryTo: string | null = null;
  // The browser restores an entry's scroll as it is gone back to, after the popstate: a place the
  // page goes to once a dialog's entry is gone back over (a link out of a page modal) would be
  // undone. So an entry a dialog's is pushed over keeps no scroll of its own (manual, read from the
  // entry gone to, not the one left) until it is landed on again; the page's own choice, manual,
  // is left as it is.
  let pageRestoration: ScrollRestoration | null = null;

  /** Adds the entry a dialog opens on, the entry below keeping no scroll of its own until it is landed on again (above). */
  const pushOver = (state: unknown, url: string) => {
    const restoration = win.history.scrollRestoration;
    if (restoration === 'auto') {
      pageRestoration = restoration;
      win.history.scrollRestoration = 'manual';
    }
    win.history.pushState(state, '', url);
    // The new entry keeps the page's mode (it took the one it was pushed over).
    if (restoration === 'auto') win.history.scrollRestoration = restoration;
  };
  const whenLanded = (write: () => void) => void runOrHold(goingBack, held, write);
  // What `leaveEarlierEntries` was given: the earlier lives' entries to go on back over.
  let staleEarlier: ((mark: HistoryMark) => boolean) | null = null;
  const onStaleEarlier = () => {
    const earlier = earlierMarkOf(win.history.state, life);
    return earlier !== null && earlier.depth > 0 && staleEarlier !== null && staleEarlier(earlier);
  };
  /**
   * One step of the runtime's back, from a dialog's entry of this page's life only: whatever count
   * it was asked for, it never goes back over an entry it did not add (the page's own, another
   * page's, one the browser added for a followed link), so the visitor stays on the page. An
   * earlier life's entry whose dialog no life opens again is gone over uncounted (leaveEarlierEntries).
   */
  const stepBack = () => {
    const overStale = onStaleEarlier();
    if (!overStale && (stepsLeft <= 0 || markOf(win.history.state, life) === null)) {
      stepsLeft = 0;
      return false;
    }
    if (!overStale) stepsLeft -= 1;
    goingBack = true;
    leftHref = win.location.href;
    win.history.go(-1);
    return true;
  };
  const settle = () => {
    goingBack = false;
    // A held write may go back again (a dialog closed as another opened): the rest waits for that one.
    while (!goingBack && held.length > 0) held.shift()!();
    // Landed for good (a held write may have gone back again: told once that one lands).
    if (!goingBack) for (const landed of [...landings]) landed();
  };
  const onPopState = () => {
    // Landed: the entry restores its scroll again next time (this time's was read already).
    if (pageRestoration !== null) win.history.scrollRestoration = pageRestoration;
    const newEntry = newEntryTo !== null && newEntryTo === win.location.href;
    newEntryTo = null;
    // A followed link's new entry (a `#cart` link in a page modal, a note further down a dialog): no Back.
    if (newEntry) return;
    if (!goingBack) {
      for (const move of [...moves]) move();
      return;
    }
    if (hashOf(leftHref) !== win.location.hash) ownHashTo.push(win.location.href);
    if (stepBack()) return;
    settle();
  };
  const onNavigate = (event: Event) => {
    const { navigationType, hashChange, destination } = event as Event & { navigationType?: string; hashChange?: boolean; destination?: { url?: string } };
    // A fragment navigation that adds or replaces an entry (not a traversal, not the runtime's pushState, which is none).
    newEntryTo = hashChange === true && navigationType !== 'traverse' && typeof destination?.url === 'string' ? destination.url : null;
  };
  /** The hashchange of the runtime's own back: told to no hash listener (the one that sees it first says so to the others). */
  const isOwnHashChange = (event: HashChangeEvent) => {
    if (ownHashChanges.has(event)) return true;
    const at = ownHashTo.indexOf(event.newURL);
    if (at < 0) return false;
    ownHashTo.splice(at, 1);
    ownHashChanges.add(event);
    return true;
  };
  const listen = () => {
    if (listening) return;
    listening = true;
    win.addEventListener('popstate', onPopState);
    (win as Window & { navigation?: EventTarget }).navigation?.addEventListener?.('navigate', onNavigate);
  };

  return {
    hash: () => win.location.hash,
    replaceHash(hash) {
      whenLanded(() => win.history.replaceState(win.history.state, '', hash === null ? withoutHash(win.location.href) : `#${encodeURIComponent(hash)}`));
    },
    restoreHash(hash) {
      const bare = hash.startsWith('#') ? hash.slice(1) : hash;
      whenLanded(() => win.history.replaceState(win.history.state, '', bare === '' ? withoutHash(win.location.href) : `#${bare}`));
    },
    pushHash(hash, options) {
      whenLanded(() => {
        const oldURL = win.location.href;
        // A new entry is no dialog's: the runtime's mark stays on the entry it was made for.
        win.history.pushState(unmarkedState(win.history.state), '', `#${encodeURIComponent(hash)}`);
        // This window's own event class (a frame's, where the site runs in one); the DOM types declare it only as a global.
        const { HashChangeEvent } = win as Window & typeof globalThis;
        if (options?.heard) win.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: win.location.href }));
      });
    },
    onHashChange(callback) {
      // The event's oldURL is the address before this navigation, pushes and replacements included.
      const listener = (event: HashChangeEvent) => {
        if (!isOwnHashChange(event)) callback(hashOf(event.oldURL));
      };
      win.addEventListener('hashchange', listener);
      return () => win.removeEventListener('hashchange', listener);
    },
    search: () => win.location.search,
    replaceSearch(search) {
      whenLanded(() => win.history.replaceState(win.history.state, '', `${win.location.pathname}${search}${win.location.hash}`));
    },
    entryMark: () => markOf(win.history.state, life),
    earlierMark: () => earlierMarkOf(win.history.state, life),
    pushEntry(mark, address) {
      whenLanded(() => pushOver(markedState(win.history.state, life, mark), address?.hash === undefined ? win.location.href : `#${encodeURIComponent(address.hash)}`));
    },
    pushCopy() {
      // A new entry is no dialog's until one takes it: the runtime's mark stays on the entry it was made for.
      whenLanded(() => pushOver(unmarkedState(win.history.state), win.location.href));
    },
    markEntry(mark, address) {
      whenLanded(() => win.history.replaceState(markedState(win.history.state, life, mark), '', address?.hash === undefined ? win.location.href : `#${encodeURIComponent(address.hash)}`));
    },
    back(steps) {
      if (steps <= 0) return;
      listen();
      stepsLeft += steps;
      if (goingBack) return;
      stepBack();
    },
    onHistoryMove(callback) {
      listen();
      moves.add(callback);
      return () => void moves.delete(callback);
    },
    onBackLanded(callback) {
      landings.add(callback);
      return () => void landings.delete(callback);
    },
    leaveEarlierEntries(stale) {
      staleEarlier = stale;
      listen();
      if (!goingBack) stepBack();
    },
    whenSettled: (run) => runOrHold(goingBack, held, run),
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
  entryMark: () => null,
  earlierMark: () => null,
  pushEntry: () => undefined,
  pushCopy: () => undefined,
  markEntry: () => undefined,
  back: () => undefined,
  onHistoryMove: () => () => undefined,
  onBackLanded: () => () => undefined,
  leaveEarlierEntries: () => undefined,
  whenSettled: (run) => runOrHold(false, [], run),
};
