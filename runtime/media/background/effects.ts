/**
 * Which background effect runs (spec 001 §3, §6; 000 §1). Pure: no React, no DOM.
 *
 * Decisions where the spec is silent:
 * - `effect` is the desktop effect; `effectMobile` is the mobile one and, when absent, the mobile
 *   viewport uses `effect` too (an owner who set one effect expects it everywhere). An explicit
 *   `effectMobile: 'none'` turns it off on mobile only.
 * - With reduced motion (the visitor's `prefers-reduced-motion`, or the flag) the motion effects
 *   (parallax, fixed, zoom) are off. Reveal stays: it is an opacity fade, not motion.
 * - A capture render (screenshot, critical CSS, crawler) is settled: no effect runs, so the
 *   picture is complete and where the owner put it (reveal would leave lower sections blank).
 *   That is the policy `backgroundEffects` (every mode; off in a capture render): when it says
 *   no, none runs.
 */
import type { BackgroundEffect } from '../../page/page-schema';
import type { Viewport } from '../../core/policies';
import { IMAGE_PARALLAX_FACTOR, VIDEO_PARALLAX_FACTOR } from './constants';

const MOTION_EFFECTS: ReadonlySet<BackgroundEffect> = new Set<BackgroundEffect>(['parallax', 'fixed', 'zoom']);

interface EffectSettings {
  effect?: BackgroundEffect | undefined;
  effectMobile?: BackgroundEffect | undefined;
}

/** The effect the owner chose for this viewport. */
export function effectForViewport(settings: EffectSettings, viewport: Viewport): BackgroundEffect {
  if (viewport === 'mobile') return settings.effectMobile ?? settings.effect ?? 'none';
  return settings.effect ?? 'none';
}

/** The effect that actually runs: the owner's choice, less what the policies (backgroundEffects, reducedMotion) forbid. */
export function activeEffect(settings: EffectSettings, context: { viewport: Viewport; reducedMotion: boolean; effectsAllowed: boolean }): BackgroundEffect {
  const { viewport, reducedMotion, effectsAllowed } = context;
  if (!effectsAllowed) return 'none';
  const chosen = effectForViewport(settings, viewport);
  return reducedMotion && MOTION_EFFECTS.has(chosen) ? 'none' : chosen;
}

/** How much slower than the page the background moves: video 0.4 (spec 001 §9), image ours. */
export function parallaxFactor(backgroundType: 'image' | 'video'): number {
  return backgroundType === 'video' ? VIDEO_PARALLAX_FACTOR : IMAGE_PARALLAX_FACTOR;
}
