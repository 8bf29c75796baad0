import { describe, expect, it } from 'vitest';
import { MODES, NO_FLAGS, POLICIES, type Mode } from '../../core/policies';
import {
  CARD_SLIDER_FADE_SPEED_MS,
  CARD_SLIDER_SPEED_MS,
  DYNAMIC_BULLETS_ABOVE,
  FALLBACK_SLIDE_PROPORTION,
  GENERIC_SLIDER_SPEED_MS,
  LONG_SWIPES_MS,
  LONG_SWIPES_RATIO,
  MIN_LOOP_SLIDES,
  SWIPE_HINT_DELAY_MS,
} from './constants';
import {
  autoplayDelayMs,
  autoplayPlan,
  autoplayShouldRun,
  canSlide,
  slidesDrawn,
  firstSlideInBox,
  DEFAULT_SLIDER_SETTINGS,
  dynamicBullets,
  frameAspectRatio,
  loopAllowed,
  resolveSliderSettings,
  restoreSlideIndex,
  safeProportion,
  slidePositionKey,
  sliderEnabledHere,
  sliderSpeedMs,
  slidesPerView,
  paginationCount,
  stepBeforeStartTarget,
  swipeBeforeStartTarget,
  swipeHintArmed,
  swiperWanted,
  tooFewSlidesToMove,
} from './rules';

describe('slider constants (spec 000 §5, §9)', () => {
  it('carries the spec numbers', () => {
    expect([CARD_SLIDER_SPEED_MS, CARD_SLIDER_FADE_SPEED_MS, GENERIC_SLIDER_SPEED_MS]).toEqual([300, 450, 350]);
    expect([LONG_SWIPES_RATIO, LONG_SWIPES_MS]).toEqual([0.1, 100]);
    expect([DYNAMIC_BULLETS_ABOVE, SWIPE_HINT_DELAY_MS, MIN_LOOP_SLIDES]).toEqual([7, 500, 2]);
  });
});

describe('loopAllowed (spec 000 §5: disabled with fewer than two slides; §6: off while editing)', () => {
  const base = { loop: true, slideCount: 2, perView: 1, modeAllows: true };
  it('loops with two slides or more when set and allowed', () => {
    expect(loopAllowed(base)).toBe(true);
    expect(loopAllowed({ ...base, slideCount: 9 })).toBe(true);
  });
  it('never with fewer than two slides', () => {
    expect(loopAllowed({ ...base, slideCount: 1 })).toBe(false);
    expect(loopAllowed({ ...base, slideCount: 0 })).toBe(false);
  });
  it('never while editing, and never when the owner did not ask', () => {
    expect(loopAllowed({ ...base, modeAllows: false })).toBe(false);
    expect(loopAllowed({ ...base, loop: false })).toBe(false);
  });
  it('ours: not when every slide is already shown at once', () => {
    expect(loopAllowed({ ...base, slideCount: 3, perView: 3 })).toBe(false);
    expect(loopAllowed({ ...base, slideCount: 4, perView: 3 })).toBe(true);
  });
});

describe('tooFewSlidesToMove (issue 4 Bad input: admin shows what is wrong)', () => {
  const asked = { loop: true, autoplay: 3 };
  it('one slide with loop or autoplay asked for: the owner is told', () => {
    expect(MIN_LOOP_SLIDES - 1).toBe(1);
    expect(tooFewSlidesToMove(asked, 1)).toBe(true);
    expect(tooFewSlidesToMove({ loop: true, autoplay: 0 }, 1)).toBe(true);
    expect(tooFewSlidesToMove({ loop: false, autoplay: 2 }, 1)).toBe(true);
  });
  it('not for a single slide that was never meant to move, nor for an unusable autoplay value', () => {
    expect(tooFewSlidesToMove({ loop: false, autoplay: 0 }, 1)).toBe(false);
    expect(tooFewSlidesToMove({ loop: false, autoplay: Number.NaN }, 1)).toBe(false);
  });
  it('not with enough slides, and not with none (that has its own note)', () => {
    expect(tooFewSlidesToMove(asked, MIN_LOOP_SLIDES)).toBe(false);
    expect(tooFewSlidesToMove(asked, 0)).toBe(false);
  });
});

describe('sliderSpeedMs (spec 000 §9)', () => {
  const previewSpeed = (mode: Mode) => POLICIES.sliderPreviewSpeed.decide({ mode, viewport: 'desktop', flags: NO_FLAGS });
  it('generic: 350 ms whatever the effect and mode', () => {
    for (const mode of MODES) {
      expect(sliderSpeedMs('generic', 'slide', previewSpeed(mode))).toBe(350);
      expect(sliderSpeedMs('generic', 'fade', previewSpeed(mode))).toBe(350);
    }
  });
  it('card: 300 ms; 450 ms for fade in preview and run, not while editing', () => {
    expect(sliderSpeedMs('card', 'slide', previewSpeed('run'))).toBe(300);
    expect(sliderSpeedMs('card', 'fade', previewSpeed('preview'))).toBe(450);
    expect(sliderSpeedMs('card', 'fade', previewSpeed('run'))).toBe(450);
    expect(sliderSpeedMs('card', 'fade', previewSpeed('admin'))).toBe(300);
  });
});

describe('dynamicBullets (spec 000 §9: more than 7)', () => {
  it('switches on above 7', () => {
    expect(dynamicBullets(7)).toBe(false);
    expect(dynamicBullets(8)).toBe(true);
    expect(dynamicBullets(0)).toBe(false);
  });
});

describe('autoplay (spec 000 §4, §6, §9)', () => {
  it('takes seconds and gives milliseconds; 0, negative and NaN are off', () => {
    expect(autoplayDelayMs(2)).toBe(2000);
    expect(autoplayDelayMs(0.5)).toBe(500);
    expect(autoplayDelayMs(0)).toBeNull();
    expect(autoplayDelayMs(-3)).toBeNull();
    expect(autoplayDelayMs(Number.NaN)).toBeNull();
    expect(autoplayDelayMs(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('is configured only when allowed by the mode, outside a capture render, without reduced motion, with something to slide', () => {
    const base = { seconds: 3, modeAllows: true, capturing: false, reducedMotion: false, slideCount: 3, perView: 1 };
    expect(autoplayPlan(base)).toBe(3000);
    expect(autoplayPlan({ ...base, modeAllows: false })).toBeNull();
    expect(autoplayPlan({ ...base, capturing: true })).toBeNull();
    expect(autoplayPlan({ ...base, reducedMotion: true })).toBeNull();
    expect(autoplayPlan({ ...base, slideCount: 1 })).toBeNull();
    expect(autoplayPlan({ ...base, slideCount: 2, perView: 2 })).toBeNull();
  });
  it('runs only while in view, in a page the visitor sees (not a hidden tab)', () => {
    expect(autoplayShouldRun(2000, { inView: true, pageVisible: true })).toBe(true);
    expect(autoplayShouldRun(2000, { inView: false, pageVisible: true })).toBe(false);
    expect(autoplayShouldRun(2000, { inView: true, pageVisible: false })).toBe(false);
    expect(autoplayShouldRun(null, { inView: true, pageVisible: true })).toBe(false);
  });
});

describe('restoreSlideIndex', () => {
  it('keeps a remembered index within the slides', () => {
    expect(restoreSlideIndex(2, 5)).toBe(2);
    expect(restoreSlideIndex(7, 3)).toBe(2);
    expect(restoreSlideIndex(-1, 3)).toBe(0);
    expect(restoreSlideIndex(1.7, 3)).toBe(1);
  });
  it('starts at the first slide for anything unreadable or with no slides', () => {
    for (const stored of [undefined, null, '2', {}, Number.NaN]) expect(restoreSlideIndex(stored, 4)).toBe(0);
    expect(restoreSlideIndex(3, 0)).toBe(0);
  });
  it('keys the position per element', () => {
    expect(slidePositionKey('hero')).toBe('slider:hero:slide');
  });
});

describe('settings and layout', () => {
  it('fills missing and invalid settings with the schema defaults', () => {
    expect(resolveSliderSettings(undefined)).toEqual(DEFAULT_SLIDER_SETTINGS);
    expect(resolveSliderSettings(null)).toEqual(DEFAULT_SLIDER_SETTINGS);
    const bad = { count: Number.NaN, autoplay: -2, loop: 'yes', effect: 'cube', pagination: 'dots', direction: 'diagonal' } as unknown as Parameters<typeof resolveSliderSettings>[0];
    expect(resolveSliderSettings(bad)).toEqual(DEFAULT_SLIDER_SETTINGS);
    expect(resolveSliderSettings({ count: 40.6, autoplay: 2, loop: true, effect: 'fade', pagination: 'fraction', direction: 'vertical' })).toEqual({
      count: 12,
      autoplay: 2,
      loop: true,
      effect: 'fade',
      pagination: 'fraction',
      direction: 'vertical',
    });
  });
  it('shows count slides at once, within the slides, and one with the fade effect', () => {
    expect(slidesPerView({ count: 3, effect: 'slide' }, 9)).toBe(3);
    expect(slidesPerView({ count: 3, effect: 'slide' }, 2)).toBe(2);
    expect(slidesPerView({ count: 3, effect: 'fade' }, 9)).toBe(1);
    expect(slidesPerView({ count: 0, effect: 'slide' }, 0)).toBe(1);
  });
  it('draws only the slides in the box until Swiper starts, then all of them', () => {
    expect(slidesDrawn(3, 1, false)).toBe(1);
    expect(slidesDrawn(9, 3, false)).toBe(3);
    expect(slidesDrawn(2, 3, false)).toBe(2);
    expect(slidesDrawn(3, 1, true)).toBe(3);
    // From the slide it starts on (a card's variant photo), or the last that fill the box.
    expect(firstSlideInBox(2, 3, 1)).toBe(2);
    expect(firstSlideInBox(0, 3, 1)).toBe(0);
    expect(firstSlideInBox(8, 9, 3)).toBe(6);
    expect(firstSlideInBox(1, 2, 3)).toBe(0);
    expect(slidesDrawn(9, 3, true)).toBe(9);
  });
  it('slides only with more slides than are shown', () => {
    expect(canSlide(2, 1)).toBe(true);
    expect(canSlide(1, 1)).toBe(false);
    expect(canSlide(3, 3)).toBe(false);
  });
  it('reserves the frame from the proportion and the slides shown', () => {
    expect(frameAspectRatio(0.5, 1, 'horizontal')).toBe('1 / 0.5');
    expect(frameAspectRatio(0.75, 3, 'horizontal')).toBe('3 / 0.75');
    expect(frameAspectRatio(0.5, 2, 'vertical')).toBe('1 / 1');
    expect(frameAspectRatio(Number.NaN, 1, 'horizontal')).toBe(`1 / ${FALLBACK_SLIDE_PROPORTION}`);
    expect(safeProportion(-1)).toBe(FALLBACK_SLIDE_PROPORTION);
  });
  it('is enabled by viewport according to the responsive mode', () => {
    expect(sliderEnabledHere('all', 'mobile')).toBe(true);
    expect(sliderEnabledHere('mobile', 'mobile')).toBe(true);
    expect(sliderEnabledHere('mobile', 'desktop')).toBe(false);
    expect(sliderEnabledHere('desktop', 'mobile')).toBe(false);
  });
});

describe('swipeHintArmed (spec 000 §9: after 500 ms)', () => {
  const base = { swipeable: true, touch: false, viewport: 'mobile' as const, interacted: false, inView: true };
  it('arms on mobile or touch once the slider is in view with something to swipe, Swiper started or not', () => {
    expect(swipeHintArmed(base)).toBe(true);
    expect(swipeHintArmed({ ...base, viewport: 'desktop', touch: true })).toBe(true);
  });
  it('not on a desktop mouse, with nothing to swipe, out of view, or after an interaction', () => {
    expect(swipeHintArmed({ ...base, viewport: 'desktop' })).toBe(false);
    expect(swipeHintArmed({ ...base, swipeable: false })).toBe(false);
    expect(swipeHintArmed({ ...base, inView: false })).toBe(false);
    expect(swipeHintArmed({ ...base, interacted: true })).toBe(false);
  });
});

describe('swiperWanted: Swiper for a slider near the screen, at once if it autoplays, else at the visitor\'s first interaction', () => {
  const base = { slidable: true, nearScreen: true, autoplays: false, visitorInteracted: false };
  it('waits for the visitor when the slider does not play by itself', () => {
    expect(swiperWanted(base)).toBe(false);
    expect(swiperWanted({ ...base, visitorInteracted: true })).toBe(true);
  });
  it('does not wait when it autoplays', () => {
    expect(swiperWanted({ ...base, autoplays: true })).toBe(true);
  });
  it('never far from the screen or with nothing to slide', () => {
    expect(swiperWanted({ ...base, visitorInteracted: true, autoplays: true, nearScreen: false })).toBe(false);
    expect(swiperWanted({ ...base, visitorInteracted: true, autoplays: true, slidable: false })).toBe(false);
  });
});

describe('swipeBeforeStartTarget: a swipe before Swiper started, as a long swipe (ratio 0.1)', () => {
  const base = { index: 0, slideCount: 4, perView: 1, loop: false, along: -30, across: 0, slideSize: 200 };
  it('moves on past 10 % of the slide: towards the start brings the next slide, towards the end the previous', () => {
    expect(swipeBeforeStartTarget(base)).toBe(1);
    expect(swipeBeforeStartTarget({ ...base, index: 2, along: 30 })).toBe(1);
    expect(swipeBeforeStartTarget({ ...base, along: -21 })).toBe(1);
  });
  it('not at 10 % or less, nor a swipe more across than along', () => {
    expect(swipeBeforeStartTarget({ ...base, along: -20 })).toBeNull();
    expect(swipeBeforeStartTarget({ ...base, across: 40 })).toBeNull();
  });
  it('past an end: a loop goes round, a slider without one stays', () => {
    expect(swipeBeforeStartTarget({ ...base, along: 30 })).toBeNull();
    expect(swipeBeforeStartTarget({ ...base, along: 30, loop: true })).toBe(3);
    expect(swipeBeforeStartTarget({ ...base, index: 3 })).toBeNull();
    expect(swipeBeforeStartTarget({ ...base, index: 3, loop: true })).toBe(0);
    // Three shown at once: the last start is the second slide.
    expect(swipeBeforeStartTarget({ ...base, perView: 3, index: 1 })).toBeNull();
  });
  it('nothing to slide, nothing to do', () => {
    expect(swipeBeforeStartTarget({ ...base, slideCount: 1 })).toBeNull();
  });
});

describe('stepBeforeStartTarget: an arrow pressed before Swiper started, as its slideNext and slidePrev', () => {
  const base = { index: 0, slideCount: 4, perView: 1, loop: false, step: 1 } as const;
  it('one slide on or back', () => {
    expect(stepBeforeStartTarget(base)).toBe(1);
    expect(stepBeforeStartTarget({ ...base, index: 2, step: -1 })).toBe(1);
  });
  it('past an end: a loop goes round, a slider without one stays', () => {
    expect(stepBeforeStartTarget({ ...base, step: -1 })).toBeNull();
    expect(stepBeforeStartTarget({ ...base, step: -1, loop: true })).toBe(3);
    expect(stepBeforeStartTarget({ ...base, index: 3 })).toBeNull();
    expect(stepBeforeStartTarget({ ...base, index: 3, loop: true })).toBe(0);
  });
  it('several shown at once: the last stop fills the box, and a loop brings round every slide', () => {
    expect(stepBeforeStartTarget({ ...base, perView: 3, index: 1 })).toBeNull();
    // Asked to start past the last stop (a card's variant photo): it stands at that stop, one back is the one before.
    expect(stepBeforeStartTarget({ ...base, perView: 3, index: 3, step: -1 })).toBe(0);
    expect(stepBeforeStartTarget({ ...base, perView: 3, index: 1, loop: true })).toBe(2);
  });
  it('nothing to slide, nothing to do', () => {
    expect(stepBeforeStartTarget({ ...base, slideCount: 1 })).toBeNull();
  });
});

describe('slides per view on a phone', () => {
  it('shows one slide at a time on mobile whatever count says', () => {
    expect(slidesPerView({ count: 3, effect: 'slide' }, 9, 'mobile')).toBe(1);
    expect(slidesPerView({ count: 3, effect: 'slide' }, 9, 'desktop')).toBe(3);
  });
});

describe('paginationCount: as many places as Swiper\'s pagination has', () => {
  it('one per slide with loop, one per stop without', () => {
    expect(paginationCount(4, { loop: true, perView: 1 })).toBe(4);
    expect(paginationCount(4, { loop: false, perView: 1 })).toBe(4);
    expect(paginationCount(9, { loop: false, perView: 3 })).toBe(7);
    expect(paginationCount(9, { loop: true, perView: 3 })).toBe(9);
  });
});
