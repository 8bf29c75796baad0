/**
 * Hover effects (spec 000 §1): none, zoom, lift, shadow, darken, swap. The spec names the effects
 * only; their look is ours and lives here as named values (applied as CSS variables).
 *
 * - zoom: the content scales inside its box (an image scales inside its own rounded box).
 * - lift: the box moves up and casts a shadow.
 * - shadow: the box casts a shadow.
 * - darken: a dark layer covers the box.
 * - swap: another image (`hover.image`, 1400 px) covers the box; loaded on the first hover only.
 *
 * Touch: a tap is not a hover, so effects follow mouse and pen pointers only (no "sticky" hover
 * after a tap) and keyboard focus (`:focus-visible`).
 * Reduced motion: nothing moves (no zoom, no lift); the colour effects (shadow, darken, swap)
 * stay, and lift keeps its shadow.
 */
import type { Hover } from '../../page/page-schema';

type HoverEffect = Hover['effect'];

export const HOVER_ZOOM_SCALE = 1.06;
export const HOVER_LIFT_PX = 6;
export const HOVER_TRANSITION_MS = 250;
export const HOVER_DARKEN_OPACITY = 0.35;

interface HoverPresentation {
  /** The transform the effect uses, or none. */
  motion: 'zoom' | 'lift' | null;
  shadow: boolean;
  darken: boolean;
  swap: boolean;
}

export function hoverPresentation(effect: HoverEffect, reducedMotion: boolean): HoverPresentation {
  const motion = reducedMotion ? null : effect === 'zoom' ? 'zoom' : effect === 'lift' ? 'lift' : null;
  return { motion, shadow: effect === 'lift' || effect === 'shadow', darken: effect === 'darken', swap: effect === 'swap' };
}

/** The class names of the hover frame: the effect, and each part of its presentation. */
export function hoverClassNames(effect: HoverEffect, reducedMotion: boolean): string {
  const p = hoverPresentation(effect, reducedMotion);
  return [
    'rt-hover',
    `rt-hover--${effect}`,
    p.motion && `rt-hover--motion-${p.motion}`,
    p.shadow && 'rt-hover--shadow-on',
    reducedMotion && 'rt-hover--reduced-motion',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Pointers that hover. A touch "enter" comes with a tap, and leaving never follows it. */
export function isHoverPointer(pointerType: string): boolean {
  return pointerType === 'mouse' || pointerType === 'pen';
}

/** Whether a frame is needed at all. */
export function hasHoverEffect(hover: Hover | undefined): hover is Hover {
  return hover !== undefined && hover.effect !== 'none' && (hover.effect !== 'swap' || hover.image !== undefined);
}
