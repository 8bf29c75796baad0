/**
 * The options a live Swiper is given for a plan (swiper-options.ts makes the plan). Here rather
 * than beside the plan: only the controller reads them, and it comes with Swiper's chunk
 * (swiper-kit.ts), so a slider that has not started carries none of this.
 */
import type { SwiperModule, SwiperOptions } from 'swiper/types';
import { DYNAMIC_MAIN_BULLETS, LONG_SWIPES_MS, LONG_SWIPES_RATIO } from './constants';
import type { SliderMessages, SliderPlan } from './swiper-options';

/** The Swiper modules a plan needs (a11y always). Autoplay is not Swiper's: swiper-controller.ts plays it. */
export interface SwiperModuleSet {
  A11y: SwiperModule;
  EffectFade: SwiperModule;
  Pagination: SwiperModule;
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

