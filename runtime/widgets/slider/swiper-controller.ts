/**
 * One live Swiper over markup the slider component rendered, with the few things the component
 * asks of it: go to a slide, run or stop autoplay, report what it shows, and destroy itself.
 * No React here; the component creates one per plan and destroys it on unmount.
 */
import type { Swiper } from 'swiper/types';
import type { SwiperKit } from './load-swiper';
import { toSwiperOptions, type SliderMessages, type SliderPlan } from './swiper-options';

export interface SliderSnapshot {
  /** The real slide index (loop-aware). */
  index: number;
  isBeginning: boolean;
  isEnd: boolean;
  /** What Swiper was really given, so the page can show (and tests can check) it. */
  loop: boolean;
  autoplay: 'off' | 'running' | 'stopped';
}

export interface SwiperController {
  slideTo(index: number): void;
  slidePrev(): void;
  slideNext(): void;
  /** Runs or stops autoplay (a no-op when the plan has none). A start waits the full delay. */
  setAutoplay(run: boolean): void;
  destroy(): void;
}

export interface SwiperControllerInput {
  kit: SwiperKit;
  el: HTMLElement;
  paginationEl: HTMLElement | null;
  plan: SliderPlan;
  initialIndex: number;
  messages?: SliderMessages;
  onChange(snapshot: SliderSnapshot): void;
}

function snapshotOf(swiper: Swiper, hasAutoplay: boolean): SliderSnapshot {
  return {
    index: swiper.realIndex,
    isBeginning: swiper.isBeginning,
    isEnd: swiper.isEnd,
    loop: Boolean(swiper.params.loop),
    autoplay: hasAutoplay ? (swiper.autoplay.running ? 'running' : 'stopped') : 'off',
  };
}

/** Creates the Swiper. Throws what Swiper throws (the caller logs it and keeps the static slides). */
export function createSwiperController({ kit, el, paginationEl, plan, initialIndex, messages, onChange }: SwiperControllerInput): SwiperController {
  const hasAutoplay = plan.autoplayDelayMs !== null;
  const options = toSwiperOptions(plan, { modules: kit.modules, paginationEl, initialSlide: initialIndex, ...(messages ? { messages } : {}) });
  let ready = false;
  let swiper: Swiper | null = null;
  const report = (instance: Swiper) => {
    if (ready && !instance.destroyed) onChange(snapshotOf(instance, hasAutoplay));
  };
  try {
    swiper = new kit.Swiper(el, {
      ...options,
      on: { slideChange: report, autoplayStart: report, autoplayStop: report, reachBeginning: report, reachEnd: report, fromEdge: report },
    });
    // Swiper starts autoplay on init; the component starts it when the slider is in view.
    if (hasAutoplay) swiper.autoplay.stop();
    if (plan.loop && initialIndex > 0) swiper.slideToLoop(initialIndex, 0, false);
  } catch (error) {
    try {
      swiper?.destroy(true, true);
    } catch {
      // Already broken: the error that matters is the first one.
    }
    throw error;
  }
  const live: Swiper = swiper;
  ready = true;
  report(live);

  return {
    slideTo(index) {
      if (live.destroyed) return;
      if (plan.loop) live.slideToLoop(index);
      else live.slideTo(index);
    },
    slidePrev() {
      if (!live.destroyed) live.slidePrev();
    },
    slideNext() {
      if (!live.destroyed) live.slideNext();
    },
    setAutoplay(run) {
      if (!hasAutoplay || live.destroyed) return;
      if (run && !live.autoplay.running) live.autoplay.start();
      else if (!run && live.autoplay.running) live.autoplay.stop();
    },
    destroy() {
      ready = false;
      if (!live.destroyed) live.destroy(true, true);
    },
  };
}
