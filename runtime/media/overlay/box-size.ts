/**
 * Measuring the layout box of an element for the overlay size classes (spec 000 §9) and for the
 * image size choice. The layout size (offsetWidth / offsetHeight) is used, not the painted one
 * (getBoundingClientRect): a hover zoom or lift transforms the content, and that must neither
 * change an overlay class nor make an image load a larger file.
 */
import { overlaySizeClass, type OverlaySizeClass } from '../../core/overlay-size';

export interface BoxSize {
  width: number;
  height: number;
}

/** The class before anything is measured (server render, first paint). Ours: the middle one. */
export const UNMEASURED_OVERLAY_CLASS: OverlaySizeClass = 'medium';

export function overlayClassName(size: OverlaySizeClass): `rt-overlay--${OverlaySizeClass}` {
  return `rt-overlay--${size}`;
}

/** The overlay class of a measured box; unmeasured boxes get UNMEASURED_OVERLAY_CLASS. */
export function overlayClassOf(size: BoxSize | undefined): OverlaySizeClass {
  return size ? overlaySizeClass(size.width, size.height) : UNMEASURED_OVERLAY_CLASS;
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
