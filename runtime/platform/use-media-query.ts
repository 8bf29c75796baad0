import { useCallback, useContext, useSyncExternalStore } from 'react';
import { ServerHtmlContext } from './server-html';

/**
 * The window's MediaQueryList for each query, made once. `matchMedia` builds a new list at every
 * call, and a snapshot is read at every render of every component that asks (each card's slider
 * does): a profile of a catalogue's load-more spent 1.5 % of its time there. A list's `matches` is
 * live, so one list serves for the page's lifetime. Keyed by the `matchMedia` function itself, so
 * a test that stubs it gets lists of its own stub.
 */
const listsByMatcher = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();

function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  const matcher = window.matchMedia;
  let lists = listsByMatcher.get(matcher);
  if (!lists) listsByMatcher.set(matcher, (lists = new Map()));
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/**
 * Whether a media query matches now, following its changes; `serverValue` without a window and
 * while the client hydrates the server's HTML (server-html.ts says why).
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const hydrating = useContext(ServerHtmlContext);
  // One subscription per query: a new function every render would subscribe again at each one.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => (hydrating ? serverValue : (mediaQueryList(query)?.matches ?? serverValue)), () => serverValue);
}
