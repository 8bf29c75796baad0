/**
 * Overlay size classes (spec 000 §9), from the size of the box the overlay covers (measured by
 * media/box-size.ts). The rules are
 * checked in order (xsmall, small, large), so 150 × 1000 is xsmall even though it also meets the
 * small rule.
 */
import type { BoxSize } from '../box-size';

export const OVERLAY_XSMALL_MAX_WIDTH = 200;
export const OVERLAY_XSMALL_MAX_HEIGHT = 150;
export const OVERLAY_SMALL_MAX_WIDTH = 400;
export const OVERLAY_SMALL_MAX_HEIGHT = 250;
export const OVERLAY_LARGE_MIN_WIDTH = 650;
export const OVERLAY_LARGE_MIN_HEIGHT = 400;

export type OverlaySizeClass = 'xsmall' | 'small' | 'medium' | 'large';

/** Either side being short makes a box small. Both sides must be long to make it large. */
export function overlaySizeClass(width: number, height: number): OverlaySizeClass {
  if (width <= OVERLAY_XSMALL_MAX_WIDTH || height <= OVERLAY_XSMALL_MAX_HEIGHT) return 'xsmall';
  if (width <= OVERLAY_SMALL_MAX_WIDTH || height <= OVERLAY_SMALL_MAX_HEIGHT) return 'small';
  if (width >= OVERLAY_LARGE_MIN_WIDTH && height >= OVERLAY_LARGE_MIN_HEIGHT) return 'large';
  return 'medium';
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
