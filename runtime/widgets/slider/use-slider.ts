/**
 * The slider's behaviour, one hook per concern (the view is Slider.tsx): Swiper's chunk, the live
 * Swiper of one plan, the remembered position, autoplay while in view, the slide the editor or the
 * caller names, the swipe hint, and a swipe or a control's press made before Swiper started. Each
 * hook owns its effect and its cleanup.
 */
import { useEffect, useEffectEvent, useMemo, useReducer, useRef, useState, useSyncExternalStore, type DragEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { useRuntimeBasics } from '../../core/runtime-context';
import type { Translate } from '../../platform/i18n';
import { inOwnTask } from '../../platform/own-task';
import { SWIPE_HINT_DELAY_MS } from './constants';
import { useSwiperLoader, type SwiperKit } from './load-swiper';
import { restoreSlideIndex, slidePositionKey, swipeBeforeStartTarget, swipeHintArmed } from './rules';
import { createSliderStatus, serverSliderStatus, type SliderStatus, type SliderStatusStore } from './slider-status';
import type { SliderSnapshot, SwiperController } from './swiper-controller';
import { planFromKey, type SliderMessages, type SliderPlan } from './swiper-options';

/** The slider's status store (what the live Swiper shows, or that it failed), read by the view. */
export function useSliderStatus(): [SliderStatusStore, SliderStatus] {
  const [status] = useState(createSliderStatus);
  return [status, useSyncExternalStore(status.subscribe, status.get, serverSliderStatus)];
}

/** Swiper's chunk, once it is wanted (the slider nears the screen, DESIGN.md §7); null until loaded. */
export function useSwiperKit(wanted: boolean, status: SliderStatusStore, failed: boolean, sliderId: string): SwiperKit | null {
  const { services } = useRuntimeBasics();
  const { log } = services;
  const loadKit = useSwiperLoader();
  const [kit, setKit] = useState<SwiperKit | null>(null);
  useEffect(() => {
    if (!wanted || kit || failed) return;
    let cancelled = false;
    loadKit().then(
      (loaded) => {
        if (!cancelled) setKit(loaded);
      },
      (error: unknown) => {
        if (cancelled) return;
        log.error(`slider ${sliderId}: Swiper could not be loaded`, error);
        status.fail();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, kit, failed, loadKit, log, sliderId, status]);
  return kit;
}

interface SlidePosition {
  /**
   * The slide to start on: the one shown before, else the remembered one (when remembering), else
   * the one the caller shows (`showIndex`: a card's variant photo), else the first.
   */
  start(): number;
  /** The slide shown now, from Swiper or a jump; remembered in the site's storage when the policy says so. */
  set(index: number): void;
}

/** Where the slider is; kept across a new Swiper (a mode switch), and in storage while editing. */
export function useSlidePosition(sliderId: string, slideCount: number, remember: boolean, showIndex: number | undefined): SlidePosition {
  const { storage } = useRuntimeBasics().services;
  const storageKey = slidePositionKey(sliderId);
  /** The slide shown now (or to show first); null until read from storage or set. */
  const current = useRef<number | null>(null);
  return useMemo<SlidePosition>(
    () => ({
      start() {
        if (current.current === null) {
          const remembered = remember ? storage.get<unknown>(storageKey) : undefined;
          current.current = restoreSlideIndex(typeof remembered === 'number' ? remembered : showIndex, slideCount);
        }
        return restoreSlideIndex(current.current, slideCount);
      },
      set(index) {
        current.current = index;
        if (remember) storage.set(storageKey, index);
      },
    }),
    [storage, storageKey, remember, slideCount, showIndex],
  );
}

interface SwiperInstanceInput {
  /** Where the live Swiper's controller is kept (the view's arrows and the named slides use it). */
  controller: RefObject<SwiperController | null>;
  kit: SwiperKit | null;
  viewportEl: RefObject<HTMLDivElement | null>;
  paginationEl: RefObject<HTMLDivElement | null>;
  /** The bullets drawn before Swiper started (`PaginationBeforeStart`), which Swiper's replace. */
  bulletsBeforeEl: RefObject<HTMLDivElement | null>;
  /** planKey(plan): a new key (loop or autoplay changed with the mode) makes a new Swiper. */
  planKey: string;
  /** Whether there is something to slide here (enabled on this viewport, more slides than shown). */
  slidable: boolean;
  status: SliderStatusStore;
  failed: boolean;
  position: SlidePosition;
  sliderId: string;
  t: Translate;
}

/** One Swiper per plan, starting where the previous one was, its controller kept in `controller`; destroyed on unmount. */
export function useSwiperInstance({ controller, kit, viewportEl, paginationEl, bulletsBeforeEl, planKey, slidable, status, failed, position, sliderId, t }: SwiperInstanceInput): void {
  const { log, clock } = useRuntimeBasics().services;
  const onSwiperChange = useEffectEvent((next: SliderSnapshot) => {
    position.set(next.index);
    status.report(next);
  });
  const startIndex = useEffectEvent(() => position.start());
  // Swiper's own announcements in the page's language; it fills in {{index}} and {{slidesLength}}.
  const sliderMessages = useEffectEvent(
    (): SliderMessages => ({
      goToSlide: t('slider::go_to_slide', { index: '{{index}}' }),
      slideOf: t('slider::slide_of', { index: '{{index}}', count: '{{slidesLength}}' }),
      previous: t('slider::previous'),
      next: t('slider::next'),
      first: t('slider::first'),
      last: t('slider::last'),
    }),
  );
  useEffect(() => {
    const el = viewportEl.current;
    if (!kit || !el || !slidable || failed) return;
    let created: SwiperController | null = null;
    // What the new Swiper showed as it started, shown by the view a task later (below); a later
    // change replaces it.
    let starting = true;
    let first: SliderSnapshot | null = null;
    const onChange = (next: SliderSnapshot) => {
      if (starting) first = next;
      else {
        first = null;
        onSwiperChange(next);
      }
    };
    let cancelFirst = () => {};
    // Each slider's Swiper starts in a task of its own: a page's sliders, whose code arrives at
    // once, start one after another with the browser's turn between them, not in one long task.
    // The view's re-render for the live Swiper (its controls, its index) is a task of its own as
    // well, rather than added to the start-up's (a synchronous render, as the status is an
    // external store).
    const cancel = inOwnTask(() => {
      try {
        created = kit.startSlider({ el, paginationEl: paginationEl.current, plan: planFromKey(planKey), initialIndex: startIndex(), messages: sliderMessages(), clock, onChange });
      } catch (error) {
        // Spec 000 §8: logged; the static slides stay.
        log.error(`slider ${sliderId}: Swiper initialisation failed`, error);
        status.fail();
        return;
      }
      controller.current = created;
      starting = false;
      keepBulletFocus(bulletsBeforeEl.current, paginationEl.current);
      cancelFirst = inOwnTask(() => {
        if (first) onSwiperChange(first);
        first = null;
      });
    });
    return () => {
      cancel();
      cancelFirst();
      controller.current = null;
      // A Swiper that failed to start leaves its failure standing (clearing it would start it again).
      if (created === null) return;
      created.destroy();
      status.clear();
    };
  }, [controller, kit, planKey, slidable, failed, log, clock, sliderId, status, viewportEl, paginationEl, bulletsBeforeEl]);
}

/**
 * A bullet drawn before Swiper started that has the keyboard's focus hands it to Swiper's bullet
 * in its place, which Swiper has just drawn: the view removes the first ones as it shows the live
 * Swiper, and the focus would drop to the page's body (WCAG 2.4.3).
 */
function keepBulletFocus(bulletsBefore: HTMLElement | null, pagination: HTMLElement | null): void {
  const focused = bulletsBefore?.ownerDocument.activeElement;
  if (!bulletsBefore || !pagination || !(focused instanceof HTMLElement) || focused.parentElement !== bulletsBefore) return;
  const place = Array.prototype.indexOf.call(bulletsBefore.children, focused);
  const bullet = pagination.querySelectorAll<HTMLElement>('.swiper-pagination-bullet')[place];
  bullet?.focus({ preventScroll: true });
}

/**
 * Goes to a slide a control names (an arrow's next or previous, a bullet): Swiper's, once it runs.
 * The arrows and bullets are drawn before Swiper starts, from the first paint (the server's too),
 * so that a keyboard reaches them: Swiper waits for the visitor's first interaction, and a Tab
 * that is that interaction would be past the slider before Swiper's controls came. A press then
 * redraws the static slides from the slide it names, where Swiper starts.
 */
export function useGoToSlide(controller: RefObject<SwiperController | null>, position: SlidePosition): (target: number) => void {
  // A count, not the slide: the same slide named again after another move (an editor's jump) is redrawn too.
  const [, redraw] = useReducer((moves: number) => moves + 1, 0);
  return (target) => {
    position.set(target);
    if (controller.current) controller.current.slideTo(target);
    else redraw();
  };
}

/** Autoplay runs only while the slider is in view (spec 000 §4). */
export function useSwiperAutoplay(controller: RefObject<SwiperController | null>, runs: boolean, planKey: string): void {
  useEffect(() => {
    controller.current?.setAutoplay(runs);
  }, [controller, runs, planKey]);
}

/**
 * Slides other parts name: the editor's `editor:jump-to-slide` event, and the caller's `showIndex`,
 * followed when it changes (the first one is where the slider starts, `useSlidePosition`, unless
 * admin remembers another slide, which is kept). Returns whether the editor has named a slide: an
 * owner who jumps from the editor's panel has not touched the page, and a slider waiting for that
 * (`swiperWanted`) starts for the jump instead.
 */
export function useNamedSlide(controller: RefObject<SwiperController | null>, position: SlidePosition, sliderId: string, slideCount: number, showIndex: number | undefined): boolean {
  const { events } = useRuntimeBasics().services;
  const [jumped, setJumped] = useState(false);
  useEffect(
    () =>
      events.on('editor:jump-to-slide', ({ elementId, index }) => {
        if (elementId !== sliderId) return;
        const target = restoreSlideIndex(index, slideCount);
        position.set(target);
        controller.current?.slideTo(target);
        setJumped(true);
      }),
    [events, sliderId, slideCount, position, controller],
  );
  const shownBefore = useRef(showIndex);
  useEffect(() => {
    if (showIndex === undefined || showIndex === shownBefore.current) return;
    shownBefore.current = showIndex;
    const target = restoreSlideIndex(showIndex, slideCount);
    position.set(target);
    controller.current?.slideTo(target);
  }, [showIndex, slideCount, position, controller]);
  return jumped;
}

/**
 * The swipe hint: SWIPE_HINT_DELAY_MS (500 ms) after a slider with something to swipe is in view
 * on a touch screen or the mobile viewport, until the visitor's first interaction with it.
 */
export function useSwipeHint(input: Omit<Parameters<typeof swipeHintArmed>[0], 'interacted'>): { shown: boolean; markInteraction(): void } {
  const { services } = useRuntimeBasics();
  const [interacted, setInteracted] = useState(false);
  const [hintDue, setHintDue] = useState(false);
  const armed = swipeHintArmed({ ...input, interacted });
  useEffect(() => {
    if (!armed) return;
    const timer = services.clock.setTimeout(() => setHintDue(true), SWIPE_HINT_DELAY_MS, 'slider swipe hint');
    return () => services.clock.clearTimeout(timer);
  }, [armed, services.clock]);
  return {
    shown: hintDue && input.swipeable && !interacted && (input.touch || input.viewport === 'mobile'),
    markInteraction: () => {
      if (!interacted) setInteracted(true);
    },
  };
}

interface SwipeBeforeStartInput {
  /** Whether Swiper runs the slider (it then follows the finger itself). */
  ready: boolean;
  plan: Pick<SliderPlan, 'perView' | 'loop' | 'direction'>;
  slideCount: number;
  viewportEl: RefObject<HTMLDivElement | null>;
  position: SlidePosition;
  controller: RefObject<SwiperController | null>;
}

/**
 * A swipe made before Swiper started (it loads at the visitor's first interaction, and the first
 * touch may be that swipe) is not lost: where it ends decides the slide Swiper starts on, or moves
 * to when it started under the finger (`swipeBeforeStartTarget`: as Swiper's long swipes). The
 * handlers go on the slider's root.
 */
export function useSwipeBeforeStart({ ready, plan, slideCount, viewportEl, position, controller }: SwipeBeforeStartInput) {
  const start = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  /** A swipe was taken: the click a mouse's release makes is not a click on the slide. */
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      swiped.current = false;
      start.current = ready || !event.isPrimary ? null : { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      const from = start.current;
      start.current = null;
      const box = viewportEl.current?.getBoundingClientRect();
      if (!from || from.pointerId !== event.pointerId || !box) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      const vertical = plan.direction === 'vertical';
      const target = swipeBeforeStartTarget({
        index: position.start(),
        slideCount,
        perView: plan.perView,
        loop: plan.loop,
        along: vertical ? dy : dx,
        across: vertical ? dx : dy,
        slideSize: (vertical ? box.height : box.width) / Math.max(1, plan.perView),
      });
      if (target === null) return;
      swiped.current = true;
      position.set(target);
      controller.current?.slideTo(target);
    },
    // As Swiper's preventClicks: a card's photo that opens the product is not opened by a swipe.
    onClickCapture(event: MouseEvent<HTMLDivElement>) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onPointerCancel() {
      start.current = null;
    },
    // A mouse dragging a slide's image would drag the image away (and cancel the pointer), as
    // Swiper, once started, does not let it.
    onDragStart(event: DragEvent<HTMLDivElement>) {
      if (start.current) event.preventDefault();
    },
  };
}
