/**
 * The layout box of an element, followed with a ResizeObserver. The layout size (offsetWidth /
 * offsetHeight) is used, not the painted one (getBoundingClientRect): hover zooms, parallax shifts
 * and other transforms must neither change an overlay class nor make an image load a larger file.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface BoxSize {
  width: number;
  height: number;
}

export function measureBox(element: Pick<HTMLElement, 'offsetWidth' | 'offsetHeight'>): BoxSize {
  return { width: element.offsetWidth, height: element.offsetHeight };
}

export type ResizeObserverConstructor = new (callback: () => void) => Pick<ResizeObserver, 'observe' | 'disconnect'>;

function defaultResizeObserver(): ResizeObserverConstructor | undefined {
  return typeof ResizeObserver === 'undefined' ? undefined : ResizeObserver;
}

/**
 * Calls `onSize` with the element's size now (asynchronously, from the observer's first report)
 * and whenever it changes. Without ResizeObserver the size is reported once. Returns the stop
 * function.
 */
export function observeBoxSize(
  element: Pick<HTMLElement, 'offsetWidth' | 'offsetHeight'> & Element,
  onSize: (size: BoxSize) => void,
  Observer: ResizeObserverConstructor | undefined = defaultResizeObserver(),
): () => void {
  let last: BoxSize | undefined;
  const report = () => {
    const size = measureBox(element);
    if (last && last.width === size.width && last.height === size.height) return;
    last = size;
    onSize(size);
  };
  if (!Observer) {
    let active = true;
    queueMicrotask(() => active && report());
    return () => {
      active = false;
    };
  }
  // A ResizeObserver reports every observed element once when observing starts.
  const observer = new Observer(report);
  observer.observe(element);
  return () => observer.disconnect();
}

/** The element's layout size, followed; undefined until measured (and always on the server). */
export function useBoxSize(ref: RefObject<HTMLElement | null>, enabled = true): BoxSize | undefined {
  const [size, setSize] = useState<BoxSize | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    return observeBoxSize(element, setSize);
  }, [ref, enabled]);
  return size;
}
