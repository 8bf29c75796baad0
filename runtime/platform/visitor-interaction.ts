/**
 * Whether a visitor has interacted with the page yet: moved a mouse over it, touched it, pressed a
 * key, turned a wheel or moved the focus. Code that only an interaction can need (Swiper, for a
 * slider that does not play by itself) waits for it, so a page's load fetches and runs what its
 * first screen shows and nothing a visitor has not reached for (DESIGN.md §7).
 *
 * One watcher per window, made by the first part that asks (a slider, as it first renders), rather
 * than a service every page makes: a page without such a part carries none of this.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { inOwnTask } from './own-task';

interface VisitorInteraction {
  /** True once the visitor has interacted; it never turns false again. */
  happened(): boolean;
  /** Calls back at the first interaction (never, if it has already happened); returns the unsubscribe. */
  subscribe(callback: () => void): () => void;
}

/**
 * The events that mean someone is at the page. A touch scroll starts with `touchstart`, a mouse
 * arriving with `pointermove`, a keyboard with `keydown`; `focusin` and `click` are what a screen
 * reader's browse mode sends. Not `scroll`: a script or the page's own hash also scrolls.
 */
export const VISITOR_INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin', 'click'] as const;

/** Runs a callback later, once the interaction's own event has been handled. */
type AfterInteraction = (callback: () => void) => void;

/**
 * The window's first interaction, listened for from the moment this is made. What waits for it
 * hears of it in a task of its own (`inOwnTask`), once the interaction's events are handled, so
 * the tap's own work (a card's variant changed) is not lengthened by the sliders' re-render and the
 * Swiper request it wakes. Not a timer nor an animation frame, so a paused clock (a test's, the
 * harness's) does not hold it.
 */
export function createVisitorInteraction(win: Window, afterInteraction: AfterInteraction = (callback) => void inOwnTask(callback)): VisitorInteraction {
  // Not the window's sticky activation (`navigator.userActivation`): a page a browser was driven to
  // (Playwright's, at least) has it from its navigation. What came before this was made is missed;
  // the visitor's next move counts.
  let happened = false;
  const callbacks = new Set<() => void>();
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const onInteraction = () => {
    for (const type of VISITOR_INTERACTION_EVENTS) win.removeEventListener(type, onInteraction, options);
    afterInteraction(() => {
      happened = true;
      const waiting = [...callbacks];
      callbacks.clear();
      for (const callback of waiting) callback();
    });
  };
  for (const type of VISITOR_INTERACTION_EVENTS) win.addEventListener(type, onInteraction, options);
  return {
    happened: () => happened,
    subscribe(callback) {
      if (happened) return () => {};
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
  };
}

const watchers = new WeakMap<Window, VisitorInteraction>();

/** This window's watcher, made at the first call; null without a window (server rendering). */
export function visitorInteraction(): VisitorInteraction | null {
  if (typeof window === 'undefined') return null;
  let watcher = watchers.get(window);
  if (!watcher) watchers.set(window, (watcher = createVisitorInteraction(window)));
  return watcher;
}

/**
 * Whether the visitor has interacted with the page yet; false on the server and while the page
 * hydrates (the server's snapshot), so hydration renders what the server did.
 */
export function useVisitorInteracted(): boolean {
  // Made as the first caller renders, so it listens from the page's hydration on.
  const watcher = visitorInteraction();
  const subscribe = useCallback((onChange: () => void) => watcher?.subscribe(onChange) ?? (() => {}), [watcher]);
  return useSyncExternalStore(subscribe, () => watcher?.happened() ?? false, () => false);
}
