import { useContext, useSyncExternalStore } from 'react';
import { ServerHtmlContext } from './server-html';

/**
 * Whether a media query matches now, following its changes; `serverValue` without a window and
 * while the client hydrates the server's HTML (server-html.ts says why).
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const hydrating = useContext(ServerHtmlContext);
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (hydrating || typeof window === 'undefined' || !window.matchMedia ? serverValue : window.matchMedia(query).matches),
    () => serverValue,
  );
}
