import { describe, expect, it } from 'vitest';
import { NO_FLAGS, POLICIES, type RuntimeFlags } from '../../core/policies';
import { IMAGE_PARALLAX_FACTOR, VIDEO_PARALLAX_FACTOR } from './constants';
import { activeEffect, effectForViewport, parallaxFactor } from './effects';

/** The context SectionBackground gives activeEffect: the policies' values for these flags in run mode. */
const run = (set: Partial<RuntimeFlags> = {}, viewport: 'mobile' | 'desktop' = 'desktop', effectsAllowed = true) => {
  const context = { mode: 'run' as const, viewport, flags: { ...NO_FLAGS, ...set } };
  return {
    viewport,
    reducedMotion: POLICIES.reducedMotion.decide(context),
    effectsAllowed: effectsAllowed && POLICIES.backgroundEffects.decide(context),
  };
};

describe('effect per viewport', () => {
  it('desktop uses effect, mobile uses effectMobile', () => {
    expect(effectForViewport({ effect: 'parallax', effectMobile: 'zoom' }, 'desktop')).toBe('parallax');
    expect(effectForViewport({ effect: 'parallax', effectMobile: 'zoom' }, 'mobile')).toBe('zoom');
  });

  it('mobile falls back to effect when effectMobile is absent, and none when both are', () => {
    expect(effectForViewport({ effect: 'fixed' }, 'mobile')).toBe('fixed');
    expect(effectForViewport({}, 'mobile')).toBe('none');
    expect(effectForViewport({}, 'desktop')).toBe('none');
  });

  it('an explicit effectMobile none turns the effect off on mobile only', () => {
    expect(effectForViewport({ effect: 'parallax', effectMobile: 'none' }, 'mobile')).toBe('none');
    expect(effectForViewport({ effect: 'parallax', effectMobile: 'none' }, 'desktop')).toBe('parallax');
  });

  it('desktop ignores effectMobile', () => {
    expect(effectForViewport({ effectMobile: 'zoom' }, 'desktop')).toBe('none');
  });
});

describe('active effect', () => {
  it('runs what the owner chose when nothing forbids it', () => {
    for (const effect of ['parallax', 'fixed', 'zoom', 'reveal', 'none'] as const) expect(activeEffect({ effect }, run())).toBe(effect);
  });

  it('reduced motion turns parallax, fixed and zoom off and keeps the reveal fade', () => {
    expect(activeEffect({ effect: 'parallax' }, run({ reducedMotion: true }))).toBe('none');
    expect(activeEffect({ effect: 'fixed' }, run({ reducedMotion: true }))).toBe('none');
    expect(activeEffect({ effect: 'zoom' }, run({ reducedMotion: true }))).toBe('none');
    expect(activeEffect({ effect: 'reveal' }, run({ reducedMotion: true }))).toBe('reveal');
  });

  it('a capture render (screenshot, critical CSS, crawler) is settled: no effect', () => {
    expect(activeEffect({ effect: 'reveal' }, run({ screenshot: true }))).toBe('none');
    expect(activeEffect({ effect: 'parallax' }, run({ criticalCss: true }))).toBe('none');
    expect(activeEffect({ effect: 'parallax' }, run({ bot: true }))).toBe('none');
  });

  it('slow network changes nothing', () => {
    expect(activeEffect({ effect: 'parallax' }, run({ slowNetwork: true }))).toBe('parallax');
  });

  it('follows the backgroundEffects policy', () => {
    expect(activeEffect({ effect: 'zoom' }, run({}, 'desktop', false))).toBe('none');
  });

  it('picks per viewport before the other rules', () => {
    expect(activeEffect({ effect: 'reveal', effectMobile: 'parallax' }, run({ reducedMotion: true }, 'mobile'))).toBe('none');
    expect(activeEffect({ effect: 'parallax', effectMobile: 'reveal' }, run({ reducedMotion: true }, 'mobile'))).toBe('reveal');
  });
});

describe('parallax factor', () => {
  it('video 0.4 (spec 001 §9), image ours', () => {
    expect(VIDEO_PARALLAX_FACTOR).toBe(0.4);
    expect(parallaxFactor('video')).toBe(0.4);
    expect(parallaxFactor('image')).toBe(IMAGE_PARALLAX_FACTOR);
  });
});
