/**
 * From slider settings and the runtime context to the slider's plan, as plain functions: the plan
 * says what the slider does (every spec rule applied); `toSwiperOptions` (swiper-params.ts, with
 * Swiper's chunk) says it in Swiper's words.
 */
import type { Viewport } from '../../core/policies';
import { SLIDE_GAP_PX } from './constants';
import {
  autoplayPlan,
  dynamicBullets,
  loopAllowed,
  slidesPerView,
  sliderSpeedMs,
  type SliderDirection,
  type SliderEffect,
  type SliderSettings,
  type SliderVariant,
} from './rules';

export interface SliderPlan {
  perView: number;
  loop: boolean;
  speed: number;
  /** Null: no autoplay configured. */
  autoplayDelayMs: number | null;
  effect: SliderEffect;
  direction: SliderDirection;
  /** Null: no pagination. */
  pagination: { type: 'bullets' | 'fraction'; dynamic: boolean } | null;
  gap: number;
}

export interface SliderPlanInput {
  variant: SliderVariant;
  settings: SliderSettings;
  slideCount: number;
  /** Policy sliderPreviewSpeed: false while editing. */
  previewSpeed: boolean;
  viewport?: Viewport;
  /** Policy sliderLoopAutoplay: false while editing. */
  loopAutoplayAllowed: boolean;
  /** Policy captureRender: nothing animates, so no autoplay; the loop stays as set, the layout a visitor gets. */
  capturing: boolean;
  reducedMotion: boolean;
}

export function sliderPlan({ variant, settings, slideCount, previewSpeed, viewport = 'desktop', loopAutoplayAllowed, capturing, reducedMotion }: SliderPlanInput): SliderPlan {
  const perView = slidesPerView(settings, slideCount, viewport);
  return {
    perView,
    loop: loopAllowed({ loop: settings.loop, slideCount, perView, modeAllows: loopAutoplayAllowed }),
    // Reduced motion (issue 18 part 3): a slide change shows the new slide at once, no sliding or fading.
    speed: reducedMotion ? 0 : sliderSpeedMs(variant, settings.effect, previewSpeed),
    autoplayDelayMs: autoplayPlan({ seconds: settings.autoplay, modeAllows: loopAutoplayAllowed, capturing, reducedMotion, slideCount, perView }),
    effect: settings.effect,
    direction: settings.direction,
    pagination: settings.pagination === 'none' ? null : { type: settings.pagination, dynamic: settings.pagination === 'bullets' && dynamicBullets(slideCount) },
    gap: perView > 1 ? SLIDE_GAP_PX : 0,
  };
}

/**
 * What Swiper's a11y module says, in the page's language (issue 19.6: a Russian page had English
 * bullet labels). Swiper fills in `{{index}}` and `{{slidesLength}}` itself.
 */
export interface SliderMessages {
  goToSlide: string;
  slideOf: string;
  previous: string;
  next: string;
  first: string;
  last: string;
}

/**
 * What makes a new Swiper necessary: everything in the plan (the start index is not). Effects
 * depend on this string, so an equal plan computed again (a re-render, preview → run) keeps the
 * live Swiper, and read the plan back from it.
 */
export function planKey(plan: SliderPlan): string {
  return JSON.stringify(plan);
}

export function planFromKey(key: string): SliderPlan {
  return JSON.parse(key) as SliderPlan;
}
