/**
 * Pure slider rules (spec 000 §4, §5, §6, §9): no React, no Swiper, no window.
 */
import type { Media01Element, SliderData } from '../../page/page-schema';
import { MS_PER_SECOND } from '../../core/clock';
import type { Viewport } from '../../core/policies';
import {
  CARD_SLIDER_FADE_SPEED_MS,
  CARD_SLIDER_SPEED_MS,
  DYNAMIC_BULLETS_ABOVE,
  FALLBACK_SLIDE_PROPORTION,
  GENERIC_SLIDER_SPEED_MS,
  LONG_SWIPES_RATIO,
  MAX_SLIDES_PER_VIEW,
  MOBILE_SLIDES_PER_VIEW,
  MIN_LOOP_SLIDES,
} from './constants';

/** Spec 000 §3 Slider data, as the page schema gives it (all fields filled by its defaults). */
export type SliderSettings = SliderData;
export type SliderEffect = SliderSettings['effect'];
export type SliderDirection = SliderSettings['direction'];
/** Which slider: the generic one (media01) or the small one inside a product card. */
export type SliderVariant = 'generic' | 'card';
/** The "responsive mode" (spec 000 §4): where the slider works; elsewhere its slides are laid out statically. */
export type SliderEnabledOn = Extract<Media01Element['data'], { kind: 'slider' }>['enabledOn'];

/** The schema's defaults (page/schema/elements.ts, SliderDataSchema). */
export const DEFAULT_SLIDER_SETTINGS: SliderSettings = {
  count: 1,
  autoplay: 0,
  loop: false,
  effect: 'slide',
  pagination: 'bullets',
  direction: 'horizontal',
};

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * Settings from anywhere (the schema, a product card, hand-written props) made whole and safe:
 * a missing or out-of-range field takes the schema's default, so bad input never throws.
 */
export function resolveSliderSettings(input: Partial<SliderSettings> | null | undefined): SliderSettings {
  const given = input ?? {};
  const count = typeof given.count === 'number' && Number.isFinite(given.count) ? Math.min(MAX_SLIDES_PER_VIEW, Math.max(1, Math.floor(given.count))) : DEFAULT_SLIDER_SETTINGS.count;
  const autoplay = typeof given.autoplay === 'number' && Number.isFinite(given.autoplay) && given.autoplay > 0 ? given.autoplay : 0;
  return {
    count,
    autoplay,
    loop: given.loop === true,
    effect: oneOf(given.effect, ['slide', 'fade'] as const, DEFAULT_SLIDER_SETTINGS.effect),
    pagination: oneOf(given.pagination, ['bullets', 'fraction', 'none'] as const, DEFAULT_SLIDER_SETTINGS.pagination),
    direction: oneOf(given.direction, ['horizontal', 'vertical'] as const, DEFAULT_SLIDER_SETTINGS.direction),
  };
}

/**
 * Slides shown at once: the `count` setting, at least 1 and at most the number of slides.
 * The fade effect shows one slide at a time (Swiper's fade forces it too), and so does a phone.
 */
export function slidesPerView(settings: Pick<SliderSettings, 'count' | 'effect'>, slideCount: number, viewport: Viewport = 'desktop'): number {
  if (settings.effect === 'fade') return 1;
  const count = Math.min(Number.isFinite(settings.count) ? Math.floor(settings.count) : 1, viewport === 'mobile' ? MOBILE_SLIDES_PER_VIEW : Infinity);
  return Math.max(1, Math.min(count, Math.max(1, slideCount)));
}

/** Whether there is anything to slide: more slides than are shown at once. Otherwise no Swiper loads. */
export function canSlide(slideCount: number, perView: number): boolean {
  return slideCount > perView;
}

/**
 * How many slides are drawn. Until Swiper starts (it starts once the slider is first on the screen),
 * only the slides inside the box: the others would sit past its hidden edge, and they are most of a
 * catalogue card's elements (a card of three photos draws one slide, not three, until it is seen).
 * Once started, every slide, for Swiper to move through.
 */
export function slidesDrawn(slideCount: number, perView: number, started: boolean): number {
  return started ? slideCount : Math.min(slideCount, Math.max(1, Math.floor(perView)));
}

/**
 * The first slide in the box before Swiper moves it: the one the slider starts on (a product card
 * starts on its variant's photo, spec 000 §3), or, near the end, the one that lets the last slides
 * fill the box, where Swiper stops too. The slides drawn before Swiper starts are drawn from it.
 */
export function firstSlideInBox(start: number, slideCount: number, perView: number): number {
  return Math.max(0, Math.min(start, slideCount - Math.max(1, Math.floor(perView))));
}

/**
 * Loop (spec 000 §5, §6): set by the owner, allowed by the mode (policy sliderLoopAutoplay: off in
 * admin), and disabled with fewer than two slides. Ours on top: there must be more slides than are
 * shown at once, or there is nothing to bring round (Swiper warns and misbehaves then).
 */
export function loopAllowed(input: { loop: boolean; slideCount: number; perView: number; modeAllows: boolean }): boolean {
  return input.modeAllows && input.loop && input.slideCount >= MIN_LOOP_SLIDES && input.slideCount > input.perView;
}

/**
 * Whether the owner should be told that the slider cannot move (issue "Bad input": admin shows
 * what is wrong): it has slides, but fewer than loop needs (spec 000 §5), and the owner asked for
 * loop or autoplay, which are then silently off. A single slide without either is simply an image.
 */
export function tooFewSlidesToMove(settings: Pick<SliderSettings, 'loop' | 'autoplay'>, slideCount: number): boolean {
  return slideCount > 0 && slideCount < MIN_LOOP_SLIDES && (settings.loop || autoplayDelayMs(settings.autoplay) !== null);
}

/**
 * Transition speed (spec 000 §9): generic 350 ms; card 300 ms, or 450 ms for the fade effect in
 * preview (which means preview and run: not while editing, DESIGN.md §3; policy sliderPreviewSpeed).
 */
export function sliderSpeedMs(variant: SliderVariant, effect: SliderEffect, previewSpeed: boolean): number {
  if (variant === 'generic') return GENERIC_SLIDER_SPEED_MS;
  return effect === 'fade' && previewSpeed ? CARD_SLIDER_FADE_SPEED_MS : CARD_SLIDER_SPEED_MS;
}

/** Dynamic bullets when there are more than 7 slides (spec 000 §9). */
export function dynamicBullets(slideCount: number): boolean {
  return slideCount > DYNAMIC_BULLETS_ABOVE;
}

/** Autoplay values are seconds (spec 000 §9); 0, negative or not a number is off (null). */
export function autoplayDelayMs(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * MS_PER_SECOND) : null;
}

/**
 * The autoplay delay to configure, or null for none: set by the owner, allowed by the mode
 * (policy sliderLoopAutoplay), never in a capture render (policy captureRender: a screenshot,
 * critical CSS or a bot, where nothing animates) nor for visitors who asked for less motion, and
 * only when there is something to slide. Whether it runs right now is the in-view rule
 * (`autoplayShouldRun`).
 */
export function autoplayPlan(input: { seconds: number; modeAllows: boolean; capturing: boolean; reducedMotion: boolean; slideCount: number; perView: number }): number | null {
  if (!input.modeAllows || input.capturing || input.reducedMotion || !canSlide(input.slideCount, input.perView)) return null;
  return autoplayDelayMs(input.seconds);
}

/**
 * Autoplay runs only while the slider is in view (spec 000 §4): on the screen, and the page itself
 * visible. An observer's "in view" stays as it was in a tab the visitor left, where nobody sees the
 * slides move (they came back to another slide than the one they left); the rotator pauses there
 * too.
 */
export function autoplayShouldRun(delayMs: number | null, seen: { inView: boolean; pageVisible: boolean }): boolean {
  return delayMs !== null && seen.inView && seen.pageVisible;
}

/**
 * The slide to start on from a remembered value: an integer within the slides, the nearest one
 * when the slides have since become fewer, and the first for anything unreadable.
 */
export function restoreSlideIndex(stored: unknown, slideCount: number): number {
  if (slideCount <= 0 || typeof stored !== 'number' || !Number.isFinite(stored)) return 0;
  return Math.min(slideCount - 1, Math.max(0, Math.floor(stored)));
}

/** The storage key of a slider's remembered position (per site: the storage service adds the site prefix). */
export function slidePositionKey(elementId: string): string {
  return `slider:${elementId}:slide`;
}

/** Whether the slider works on this viewport (spec 000 §4: enabled or disabled by viewport and by the responsive mode). */
export function sliderEnabledHere(enabledOn: SliderEnabledOn, viewport: Viewport): boolean {
  return enabledOn === 'all' || enabledOn === viewport;
}

/** A usable proportion (height / width), or the fallback. */
export function safeProportion(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : FALLBACK_SLIDE_PROPORTION;
}

/**
 * The CSS aspect-ratio of the slider's frame, so the box is the same before and after Swiper
 * initialises (no layout shift): `perView` slides of the given proportion side by side
 * (horizontal) or stacked (vertical). Slide gaps are taken out of the slides, whose images cover
 * their box, so the frame's ratio never depends on its width.
 */
export function frameAspectRatio(proportion: number, perView: number, direction: SliderDirection): string {
  const p = safeProportion(proportion);
  const n = Math.max(1, Math.floor(perView));
  return direction === 'vertical' ? `1 / ${p * n}` : `${n} / ${p}`;
}

/**
 * The swipe hint (spec 000 §9: after 500 ms): on touch screens and the mobile viewport, once the
 * slider is in view with something to swipe, until the visitor's first interaction with it. It
 * does not wait for Swiper, which a slider that does not play by itself loads at the visitor's
 * first interaction with the page (`swiperWanted`).
 */
export function swipeHintArmed(input: { swipeable: boolean; touch: boolean; viewport: Viewport; interacted: boolean; inView: boolean }): boolean {
  return input.swipeable && (input.touch || input.viewport === 'mobile') && !input.interacted && input.inView;
}

/**
 * Whether a slider wants Swiper now: when there is something to slide and it is near the screen,
 * and then at once if it plays by itself (autoplay), else once the visitor has interacted with the
 * page. Until then its first slides stand as the server drew them, so a page's load neither
 * fetches Swiper (some 25 KB gzipped) nor starts it for sliders nobody has touched yet.
 */
export function swiperWanted(input: { slidable: boolean; nearScreen: boolean; autoplays: boolean; visitorInteracted: boolean }): boolean {
  return input.slidable && input.nearScreen && (input.autoplays || input.visitorInteracted);
}

/**
 * Where a swipe made before Swiper started takes the slider: the next or the previous slide when
 * the finger travelled more than LONG_SWIPES_RATIO of the slide along the slider's direction (and
 * more along it than across), as Swiper's long swipes (`stepBeforeStartTarget`); otherwise nowhere
 * (null).
 */
export function swipeBeforeStartTarget(input: { index: number; slideCount: number; perView: number; loop: boolean; along: number; across: number; slideSize: number }): number | null {
  const { along, across, slideSize } = input;
  if (slideSize <= 0 || Math.abs(along) <= Math.abs(across) || Math.abs(along) <= LONG_SWIPES_RATIO * slideSize) return null;
  // A finger moving towards the start (left or up) brings the next slide.
  return stepBeforeStartTarget({ ...input, step: along < 0 ? 1 : -1 });
}

/**
 * Where one step (an arrow's press, a swipe) made before Swiper started takes the slider from
 * `index`, the slide it will start on: the next slide (1) or the previous one (-1), as Swiper's
 * slideNext and slidePrev. Past either end a loop goes round; a slider without one stays (null),
 * its last stop being the one that fills the box with the last slides (`firstSlideInBox`).
 */
export function stepBeforeStartTarget(input: { index: number; slideCount: number; perView: number; loop: boolean; step: 1 | -1 }): number | null {
  const { index, slideCount, perView, loop, step } = input;
  if (!canSlide(slideCount, perView)) return null;
  if (loop) return (((index + step) % slideCount) + slideCount) % slideCount;
  const target = firstSlideInBox(index, slideCount, perView) + step;
  return target < 0 || target > slideCount - Math.max(1, Math.floor(perView)) ? null : target;
}

/**
 * How many places Swiper's pagination has: one per slide with loop, else one per position the
 * slides can stop at (9 slides 3 at a time stop at 7), so bullets drawn before Swiper starts are
 * as many as Swiper's, and the fraction's total the same.
 */
export function paginationCount(slideCount: number, plan: { loop: boolean; perView: number }): number {
  return plan.loop ? slideCount : Math.max(1, slideCount - Math.max(1, Math.floor(plan.perView)) + 1);
}
