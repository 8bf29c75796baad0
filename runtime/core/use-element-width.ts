import { useEffect, useState, type RefObject } from 'react';

/**
 * The rendered CSS width of an element, followed with a ResizeObserver. Undefined until the
 * element is measured (and always on the server), so callers render a placeholder first.
 */
export function useElementWidth(ref: RefObject<Element | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
