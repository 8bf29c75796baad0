/**
 * From slider settings and the runtime context to Swiper's options, as plain functions: the plan
 * says what the slider does (every spec rule applied), `toSwiperOptions` says it in Swiper's words.
 * Only Swiper's types are imported here, never its code.
 */
import type { SwiperModule, SwiperOptions } from 'swiper/types';
import type { Viewport } from '../../core/policies';
import { DYNAMIC_MAIN_BULLETS, LONG_SWIPES_MS, LONG_SWIPES_RATIO, SLIDE_GAP_PX } from './constants';
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
  reducedMotion: boolean;
}

export function sliderPlan({ variant, settings, slideCount, previewSpeed, viewport = 'desktop', loopAutoplayAllowed, reducedMotion }: SliderPlanInput): SliderPlan {
  const perView = slidesPerView(settings, slideCount, viewport);
  return {
    perView,
    loop: loopAllowed({ loop: settings.loop, slideCount, perView, modeAllows: loopAutoplayAllowed }),
    // Reduced motion (issue 18 part 3): a slide change shows the new slide at once, no sliding or fading.
    speed: reducedMotion ? 0 : sliderSpeedMs(variant, settings.effect, previewSpeed),
    autoplayDelayMs: autoplayPlan({ seconds: settings.autoplay, modeAllows: loopAutoplayAllowed, reducedMotion, slideCount, perView }),
    effect: settings.effect,
    direction: settings.direction,
    pagination: settings.pagination === 'none' ? null : { type: settings.pagination, dynamic: settings.pagination === 'bullets' && dynamicBullets(slideCount) },
    gap: perView > 1 ? SLIDE_GAP_PX : 0,
  };
}

/** The Swiper modules a plan needs (a11y always). Autoplay is not Swiper's: swiper-controller.ts plays it. */
export interface SwiperModuleSet {
  A11y: SwiperModule;
  EffectFade: SwiperModule;
  Pagination: SwiperModule;
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

export function toSwiperOptions(plan: SliderPlan, parts: { modules: SwiperModuleSet; paginationEl: HTMLElement | null; initialSlide: number; messages?: SliderMessages }): SwiperOptions {
  const { modules, messages } = parts;
  const pagination = plan.pagination && parts.paginationEl ? plan.pagination : null;
  return {
    modules: [
      modules.A11y,
      ...(plan.effect === 'fade' ? [modules.EffectFade] : []),
      ...(pagination ? [modules.Pagination] : []),
    ],
    direction: plan.direction,
    effect: plan.effect,
    ...(plan.effect === 'fade' ? { fadeEffect: { mode: 'cross-fade' as const } } : {}),
    speed: plan.speed,
    slidesPerView: plan.perView,
    slidesPerGroup: 1,
    spaceBetween: plan.gap,
    loop: plan.loop,
    // In loop mode the start is set after init with slideToLoop (a real index); see the controller.
    initialSlide: plan.loop ? 0 : parts.initialSlide,
    longSwipes: true,
    longSwipesRatio: LONG_SWIPES_RATIO,
    longSwipesMs: LONG_SWIPES_MS,
    grabCursor: true,
    watchOverflow: true,
    // Images load through ResponsiveImage (near the screen, at the right size): Swiper keeps out of it.
    lazyPreload: false,
    pagination: pagination
      ? { el: parts.paginationEl, type: pagination.type, clickable: true, hideOnClick: false, dynamicBullets: pagination.dynamic, dynamicMainBullets: DYNAMIC_MAIN_BULLETS }
      : false,
    ...(messages
      ? {
          a11y: {
            paginationBulletMessage: messages.goToSlide,
            slideLabelMessage: messages.slideOf,
            prevSlideMessage: messages.previous,
            nextSlideMessage: messages.next,
            firstSlideMessage: messages.first,
            lastSlideMessage: messages.last,
          },
        }
      : {}),
  };
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
