/** The overlay size classes (spec 000 §9) of measured boxes (runtime/core/box-size.ts). */
import type { BoxSize } from '../../core/box-size';
import { overlaySizeClass, type OverlaySizeClass } from '../../core/overlay-size';

/** The class before anything is measured (server render, first paint). Ours: the middle one. */
export const UNMEASURED_OVERLAY_CLASS: OverlaySizeClass = 'medium';

export function overlayClassName(size: OverlaySizeClass): `rt-overlay--${OverlaySizeClass}` {
  return `rt-overlay--${size}`;
}

/** The overlay class of a measured box; unmeasured boxes get UNMEASURED_OVERLAY_CLASS. */
export function overlayClassOf(size: BoxSize | undefined): OverlaySizeClass {
  return size ? overlaySizeClass(size.width, size.height) : UNMEASURED_OVERLAY_CLASS;
}
