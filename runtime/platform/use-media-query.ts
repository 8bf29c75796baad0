import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following its changes; `serverValue` without a window. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window === 'undefined' || !window.matchMedia ? serverValue : window.matchMedia(query).matches),
    () => serverValue,
  );
}
