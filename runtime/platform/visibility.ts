/**
 * Component visibility (spec 000 §4): visible, near the screen, on screen, in view and in focus,
 * each with a first-time ("was ever") flag. Lazy images load when near the screen. Videos pause
 * when they leave the screen. Slider autoplay runs only while the slider is in view. A page about
 * to be printed is heard too (whenPrinted): paper shows it whole, so a lazy image starts then.
 *
 * The spec names the flags only. Their definitions, all relative to this window's viewport:
 * - visible: the element has a box (width or height above 0). display:none and detached elements
 *   have none. Every other flag needs it, because their all-zero rect would sit at the top-left
 *   corner of the screen.
 * - nearScreen: within one viewport height above or below, and one viewport width to either
 *   side, of the screen (edges included). This lets a lazy image load before it scrolls in.
 * - onScreen: at least one pixel on screen (edges excluded).
 * - inView: on screen, and either at least half of the element's area is on screen, or it fills
 *   at least half of the screen height with at least half of its width on screen. The second
 *   test is for elements taller than twice the screen, which can never show half their area.
 * - inFocus: on screen horizontally, and crossing the screen's horizontal centre line, taken as
 *   top ≤ centre < bottom so that only one of two stacked elements has the focus.
 */
import { flushSync } from 'react-dom';

export const NEAR_SCREEN_MARGIN_RATIO = 1;
export const IN_VIEW_RATIO = 0.5;
/** Percent margins on every side: top/bottom are relative to the root's height, left/right to its width. */
export const NEAR_SCREEN_ROOT_MARGIN = `${NEAR_SCREEN_MARGIN_RATIO * 100}%`;
/** Report entering, half in (in view) and fully in. */
const SCREEN_THRESHOLDS: readonly number[] = [0, IN_VIEW_RATIO, 1];
/** A zero-height band on the centre line, so crossing it is reported. */
export const FOCUS_ROOT_MARGIN = '-50% 0px -50% 0px';

export interface VisibilityFlags {
  visible: boolean;
  nearScreen: boolean;
  onScreen: boolean;
  inView: boolean;
  inFocus: boolean;
}
export interface VisibilityState extends VisibilityFlags {
  /** A flag becomes true the first time its flag is true, and stays true. */
  first: VisibilityFlags;
}
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}
export interface VisibilityTracker {
  /** Calls `onChange` with the first state and then with every change. Returns the unsubscribe. */
  observe(element: Element, onChange: (state: VisibilityState) => void): () => void;
  /**
   * Calls `onNear` once, the first time the element is near the screen, and stops watching it:
   * for a part that needs nothing else (a lazy image). It takes one observer instead of three
   * until then and none after, and hears nothing of the element's later scrolling on and off the
   * screen. Returns the unsubscribe.
   */
  whenNearScreen(element: Element, onNear: () => void): () => void;
  /**
   * Calls `onPrint` each time the page is about to be printed (the window's `beforeprint`, which
   * the browser's print and its PDF fire), inside that event: the browser waits for the files asked
   * for there before it prints. For a part that holds back off the screen what paper shows whole (a
   * lazy image printed as its blurred preview). One listener for all of them, which calls them in
   * one React `flushSync`: the state they set is in the page, for them all at once, as the event
   * ends. Returns the unsubscribe.
   */
  whenPrinted(onPrint: () => void): () => void;
  disconnect(): void;
}

const FLAGS = ['visible', 'nearScreen', 'onScreen', 'inView', 'inFocus'] as const;
const NONE: VisibilityFlags = { visible: false, nearScreen: false, onScreen: false, inView: false, inFocus: false };
const ALL: VisibilityFlags = { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: true };

export function classifyVisibility(rect: Box, viewport: { width: number; height: number }): VisibilityFlags {
  if (rect.width <= 0 && rect.height <= 0) return { ...NONE };
  const { width: vw, height: vh } = viewport;
  const marginX = vw * NEAR_SCREEN_MARGIN_RATIO;
  const marginY = vh * NEAR_SCREEN_MARGIN_RATIO;
  const onScreenX = rect.right > 0 && rect.left < vw;
  const onScreen = onScreenX && rect.bottom > 0 && rect.top < vh;
  const shownW = Math.min(rect.right, vw) - Math.max(rect.left, 0);
  const shownH = Math.min(rect.bottom, vh) - Math.max(rect.top, 0);
  // A side of length 0 that is on screen counts as fully shown.
  const shareX = rect.width > 0 ? shownW / rect.width : 1;
  const shareY = rect.height > 0 ? shownH / rect.height : 1;
  const centre = vh / 2;
  return {
    visible: true,
    nearScreen: rect.bottom >= -marginY && rect.top <= vh + marginY && rect.right >= -marginX && rect.left <= vw + marginX,
    onScreen,
    inView: onScreen && (shareX * shareY >= IN_VIEW_RATIO || (shownH >= vh * IN_VIEW_RATIO && shareX >= IN_VIEW_RATIO)),
    inFocus: onScreenX && rect.top <= centre && rect.bottom > centre,
  };
}

export function nextVisibility(prev: VisibilityState | undefined, now: VisibilityFlags): VisibilityState {
  const was = prev?.first ?? NONE;
  return {
    visible: now.visible,
    nearScreen: now.nearScreen,
    onScreen: now.onScreen,
    inView: now.inView,
    inFocus: now.inFocus,
    first: {
      visible: was.visible || now.visible,
      nearScreen: was.nearScreen || now.nearScreen,
      onScreen: was.onScreen || now.onScreen,
      inView: was.inView || now.inView,
      inFocus: was.inFocus || now.inFocus,
    },
  };
}

const sameVisibility = (a: VisibilityState, b: VisibilityState): boolean =>
  FLAGS.every((f) => a[f] === b[f] && a.first[f] === b.first[f]);

interface Watcher {
  onChange: (state: VisibilityState) => void;
  state?: VisibilityState;
}

/**
 * Shares three IntersectionObservers among all elements. The observers only say when something
 * may have changed. The state is always recomputed from the element's box as last measured, so the
 * three never disagree. The observers use this window's document as their root, so the margins apply to
 * this frame's viewport (the same one `innerWidth`/`innerHeight` measure) even inside an iframe.
 */
export function createVisibilityTracker(win: Window): VisibilityTracker {
  const Observer = (win as Window & typeof globalThis).IntersectionObserver as typeof IntersectionObserver | undefined;
  if (!Observer) {
    // No observer (server, old browser): report everything as visible, once. Lazy content must
    // load and be shown even if it costs more requests. It must never stay hidden.
    const everything: VisibilityState = { ...ALL, first: { ...ALL } };
    const observe = (_element: Element, onChange: (state: VisibilityState) => void) => {
      onChange(everything);
      return () => {};
    };
    const whenNearScreen = (_element: Element, onNear: () => void) => {
      onNear();
      return () => {};
    };
    // Everything has started already: printing asks for nothing more.
    return { observe, whenNearScreen, whenPrinted: () => () => {}, disconnect: () => {} };
  }

  // The viewport's size, read once and again on each resize: reading it in an observer's callback
  // laid out a page that was changing (a hydration) before its frame, as reading a box did (below).
  const viewport = { width: win.innerWidth, height: win.innerHeight };
  const measureViewport = () => {
    viewport.width = win.innerWidth;
    viewport.height = win.innerHeight;
  };
  win.addEventListener('resize', measureViewport, { passive: true });

  /** Each element's watchers of one kind; the same for both kinds of watching below. */
  const watchList = <W>() => {
    const byElement = new Map<Element, Set<W>>();
    return {
      byElement,
      /**
       * For each element of a batch once, its flags and its watchers. The flags are read from the
       * box the observer measured in the frame it reported on (its last entry of the element), not
       * from the element: the callback often runs while the page is changing (a hydration, a
       * list's render), and reading the element's box then laid the page out again before its
       * frame (on the published widgets page at 4× CPU, 14 ms of forced style and layout while it hydrated).
       * A later change is reported by a later entry.
       */
      each(entries: IntersectionObserverEntry[], visit: (element: Element, flags: VisibilityFlags, watching: Set<W>) => void) {
        const latest = new Map(entries.map((entry) => [entry.target, entry.boundingClientRect]));
        for (const [element, box] of latest) {
          const watching = byElement.get(element);
          if (watching) visit(element, classifyVisibility(box, viewport), watching);
        }
      },
      /**
       * Adds a watcher and observes the element again: that makes each observer report it once
       * more, so a second watcher of an element already watched hears of it too. The returned
       * function removes the watcher, and stops observing once the element has none left.
       */
      add(element: Element, watcher: W, on: readonly IntersectionObserver[]): () => void {
        const set = byElement.get(element) ?? new Set<W>();
        byElement.set(element, set.add(watcher));
        for (const o of on) {
          o.unobserve(element);
          o.observe(element);
        }
        return () => {
          // The map check: after disconnect() and a new watch, this set is no longer the element's.
          if (!set.delete(watcher) || set.size > 0 || byElement.get(element) !== set) return;
          byElement.delete(element);
          for (const o of on) o.unobserve(element);
        };
      },
    };
  };

  // Watchers whose state is unchanged hear nothing.
  const watchers = watchList<Watcher>();
  const update = (entries: IntersectionObserverEntry[]): void =>
    watchers.each(entries, (_element, flags, watching) => {
      for (const watcher of watching) {
        const next = nextVisibility(watcher.state, flags);
        if (watcher.state && sameVisibility(watcher.state, next)) continue;
        watcher.state = next;
        watcher.onChange(next);
      }
    });
  const make = (options: IntersectionObserverInit, callback: IntersectionObserverCallback = update): IntersectionObserver => {
    try {
      return new Observer(callback, { ...options, root: win.document });
    } catch {
      return new Observer(callback, options); // Browsers that do not accept a Document root.
    }
  };
  const observers = [
    make({ rootMargin: NEAR_SCREEN_ROOT_MARGIN }),
    make({ threshold: [...SCREEN_THRESHOLDS] }),
    make({ rootMargin: FOCUS_ROOT_MARGIN }),
  ];

  // whenNearScreen's elements, on an observer of their own (made at its first use): each is
  // dropped once it has been near the screen.
  const waitingForNear = watchList<{ onNear(): void }>();
  let nearOnceObserver: IntersectionObserver | null = null;
  const reportNear = (entries: IntersectionObserverEntry[]): void =>
    waitingForNear.each(entries, (element, flags, waiting) => {
      if (!flags.nearScreen) return;
      waitingForNear.byElement.delete(element);
      nearOnceObserver?.unobserve(element);
      for (const waiter of waiting) waiter.onNear();
    });

  // whenPrinted's parts, heard from one `beforeprint` listener (added at the first one). What they
  // set in React is committed before the event ends, in one synchronous render for them all: a
  // flush of its own each (one per lazy photo) rendered and committed the page that many times.
  const printWaiters = new Set<() => void>();
  const onBeforePrint = () => {
    flushSync(() => {
      for (const onPrint of [...printWaiters]) onPrint();
    });
  };

  return {
    observe: (element, onChange) => watchers.add(element, { onChange }, observers),
    whenNearScreen(element, onNear) {
      nearOnceObserver ??= make({ rootMargin: NEAR_SCREEN_ROOT_MARGIN }, reportNear);
      return waitingForNear.add(element, { onNear }, [nearOnceObserver]);
    },
    whenPrinted(onPrint) {
      if (printWaiters.size === 0) win.addEventListener('beforeprint', onBeforePrint);
      // A wrapper of its own: the same function given twice is two waiters, each removed by its own unsubscribe.
      const waiter = () => onPrint();
      printWaiters.add(waiter);
      return () => {
        if (!printWaiters.delete(waiter) || printWaiters.size > 0) return;
        win.removeEventListener('beforeprint', onBeforePrint);
      };
    },
    disconnect() {
      win.removeEventListener('resize', measureViewport);
      win.removeEventListener('beforeprint', onBeforePrint);
      printWaiters.clear();
      for (const o of observers) o.disconnect();
      watchers.byElement.clear();
      nearOnceObserver?.disconnect();
      waitingForNear.byElement.clear();
    },
  };
}
