/**
 * One live Swiper over markup the slider component rendered, with the few things the component
 * asks of it: go to a slide, run or stop autoplay, report what it shows, and destroy itself.
 * No React here; the component creates one per plan and destroys it on unmount.
 */
import type SwiperClass from 'swiper';
import type { Swiper } from 'swiper/types';
import type { RuntimeClock, TimerHandle } from '../../core/clock';
import type { SliderMessages, SliderPlan } from './swiper-options';
import { toSwiperOptions, type SwiperModuleSet } from './swiper-params';

/** Swiper's class and the modules the runtime uses (swiper-kit.ts has them). */
export interface SwiperCore {
  Swiper: typeof SwiperClass;
  modules: SwiperModuleSet;
}

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
  core: SwiperCore;
  el: HTMLElement;
  paginationEl: HTMLElement | null;
  plan: SliderPlan;
  initialIndex: number;
  messages?: SliderMessages;
  /** The runtime's clock: autoplay's timer (a clock the harness holds holds it too). */
  clock: RuntimeClock;
  onChange(snapshot: SliderSnapshot): void;
}

function snapshotOf(swiper: Swiper, autoplay: SliderSnapshot['autoplay']): SliderSnapshot {
  return {
    index: swiper.realIndex,
    isBeginning: swiper.isBeginning,
    isEnd: swiper.isEnd,
    loop: Boolean(swiper.params.loop),
    autoplay,
  };
}

/** Swiper's dynamic bullets mark those of their window: the main ones and two on either side. */
const BULLETS_IN_DYNAMIC_WINDOW = ['main', 'prev', 'prev-prev', 'next', 'next-next'].map((place) => `.swiper-pagination-bullet-active-${place}`).join(', ');

/**
 * Dynamic bullets (more than 7 slides): Tab reaches only the bullets in Swiper's window, the ones
 * the visitor sees. Swiper's A11y module makes every bullet focusable at each update, and a bullet
 * outside the window, focused, is out of sight (its strip clips, slider.css). Run after that module.
 */
function keepTabInBulletWindow(paginationEl: HTMLElement): void {
  if (!paginationEl.classList.contains('swiper-pagination-bullets-dynamic')) return;
  for (const bullet of paginationEl.querySelectorAll('.swiper-pagination-bullet')) {
    bullet.setAttribute('tabindex', bullet.matches(BULLETS_IN_DYNAMIC_WINDOW) ? '0' : '-1');
  }
}

/**
 * Creates the Swiper. Throws what Swiper throws (the caller logs it and keeps the static slides).
 *
 * Autoplay is a timer on the runtime's clock, not Swiper's Autoplay module: that module runs a
 * requestAnimationFrame loop for as long as a slider plays (to report the time left, which nothing
 * here reads), a task every frame while a slider is in view (some 40 ms at 4× CPU over the
 * published widgets page's load), and it was 1.1 KB of every page's Swiper chunk. As the module
 * was set (`waitForTransition`, not stopped by interaction), each delay counts from the end of the
 * slide change before it, whoever made that change; a slider the visitor is dragging does not
 * move under their finger; one that does not loop goes back to its first slide after its last.
 */
export function createSwiperController({ core, el, paginationEl, plan, initialIndex, messages, clock, onChange }: SwiperControllerInput): SwiperController {
  const autoplayDelayMs = plan.autoplayDelayMs;
  const options = toSwiperOptions(plan, { modules: core.modules, paginationEl, initialSlide: initialIndex, ...(messages ? { messages } : {}) });
  let ready = false;
  let swiper: Swiper | null = null;
  /** Whether autoplay runs, and the timer of its next slide change while one is due. */
  let playing = false;
  let touched = false;
  let nextSlide: TimerHandle | undefined;
  const autoplayState = (): SliderSnapshot['autoplay'] => (autoplayDelayMs === null ? 'off' : playing ? 'running' : 'stopped');
  const report = (instance: Swiper) => {
    if (ready && !instance.destroyed) onChange(snapshotOf(instance, autoplayState()));
  };
  const advance = () => {
    nextSlide = undefined;
    const instance = swiper;
    if (!playing || !instance || instance.destroyed) return;
    if (instance.params.loop || !instance.isEnd) instance.slideNext();
    else instance.slideTo(0);
  };
  /** The next slide change, a whole delay from now (none while stopped or touched). */
  const scheduleNext = () => {
    clock.clearTimeout(nextSlide);
    nextSlide = undefined;
    if (playing && !touched && autoplayDelayMs !== null) nextSlide = clock.setTimeout(advance, autoplayDelayMs, 'slider autoplay: the next slide');
  };
  try {
    swiper = new core.Swiper(el, {
      ...options,
      on: {
        slideChange: report,
        reachBeginning: report,
        reachEnd: report,
        fromEdge: report,
        slideChangeTransitionEnd: scheduleNext,
        // Swiper's modules handle an event before these handlers (its A11y module, here, first).
        paginationUpdate: (_instance, el) => keepTabInBulletWindow(el),
        touchStart: () => {
          touched = true;
          scheduleNext();
        },
        touchEnd: () => {
          touched = false;
          scheduleNext();
        },
      },
    });
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
  /**
   * WAI-ARIA carousel pattern: the slides' container is a polite live region while the slider is
   * still, so a slide the visitor brings is read out, and "off" while it rotates by itself, so a
   * screen reader is not read a slide every few seconds. Swiper's A11y module sets "off" only for
   * its own Autoplay module, which is not the one that plays here.
   */
  const markLiveRegion = () => live.wrapperEl.setAttribute('aria-live', playing ? 'off' : 'polite');
  markLiveRegion();
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
      if (autoplayDelayMs === null || live.destroyed || run === playing) return;
      playing = run;
      markLiveRegion();
      scheduleNext();
      report(live);
    },
    destroy() {
      ready = false;
      playing = false;
      clock.clearTimeout(nextSlide);
      if (!live.destroyed) live.destroy(true, true);
    },
  };
}
