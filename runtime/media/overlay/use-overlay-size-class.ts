import { useEffect, useState, type RefObject } from 'react';
import { observeBoxSize } from '../box-size';
import { overlayClassOf, type OverlaySizeClass } from './overlay-size';
import './overlay.css';

/**
 * The overlay size class (spec 000 §9) of the element's box: 'xsmall' | 'small' | 'medium' |
 * 'large'. Re-renders only when the class changes, not on every pixel of a resize. Before the
 * first measurement it is 'medium' (UNMEASURED_OVERLAY_CLASS). Apply it with `overlayClassName`.
 */
export function useOverlaySizeClass(ref: RefObject<HTMLElement | null>, enabled = true): OverlaySizeClass {
  const [size, setSize] = useState<OverlaySizeClass | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    return observeBoxSize(element, (box) => setSize(overlayClassOf(box)));
  }, [ref, enabled]);
  return size ?? overlayClassOf(undefined);
}
