import { useCallback, useContext, useSyncExternalStore } from 'react';
import { ServerHtmlContext } from './server-html';

/**
 * Whether a media query matches now, following its changes; `serverValue` without a window and
 * while the client hydrates the server's HTML (server-html.ts says why).
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const hydrating = useContext(ServerHtmlContext);
  // One subscription per query: a new function every render would subscribe again at each one.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (hydrating || typeof window === 'undefined' || !window.matchMedia ? serverValue : window.matchMedia(query).matches),
    () => serverValue,
  );
}
