/**
 * A page left open a long time: its timers are no measure of the time gone by. Chrome on macOS and
 * Linux runs no timer while the laptop sleeps (its monotonic clock stops with it), a hidden tab's
 * timers fire once a second at most (once a minute after 5 minutes hidden), and a page in the
 * back-forward cache runs nothing; the wall clock (Date.now()) goes on through all of them.
 *
 * So what goes stale in real time (a cart's product data, a products page asked for ahead, a
 * failed import's cool-down) keeps when it was made by the wall clock and is aged when it is used
 * (`wallClockAgeReached`), and what is shown on the screen is looked at again when the page comes
 * back (`pageReturnsOf`), not when the timers get round to it. Form01.tsx's captcha token is aged
 * the same way.
 */

/**
 * Whether a thing made at `since` (Date.now()) is `spanMs` old or more by the wall clock at `now`.
 * A negative age counts as old: the clock was set back since (the visitor, the network's time
 * service setting a fast clock right), and how old the thing truly is nobody knows; taken as
 * fresh, it would stay so for as long as the clock went back.
 */
export function wallClockAgeReached(since: number, spanMs: number, now: number = Date.now()): boolean {
  const age = now - since;
  return age < 0 || age >= spanMs;
}

/** What tells a part that the page has come back: to the visitor's eyes, or to the network. */
export interface PageReturns {
  /**
   * Calls `listener` each time the page is shown again: its tab made visible again (a laptop woken,
   * the visitor back from another tab) or the page restored from the back-forward cache. Both may
   * come for one return: a listener looks at what changed rather than count them. Returns the
   * unsubscribe.
   */
  onShownAgain(listener: () => void): () => void;
  /** Calls `listener` each time the browser says it is back online (`online`). Returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

/** The returns of the page in `win`. */
export function pageReturnsOf(win: Window): PageReturns {
  return {
    onShownAgain(listener) {
      const doc = win.document;
      const onVisibility = () => {
        if (doc.visibilityState === 'visible') listener();
      };
      const onPageShow = (event: PageTransitionEvent) => {
        if (event.persisted) listener();
      };
      doc.addEventListener('visibilitychange', onVisibility);
      win.addEventListener('pageshow', onPageShow);
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility);
        win.removeEventListener('pageshow', onPageShow);
      };
    },
    onOnline(listener) {
      win.addEventListener('online', listener);
      return () => win.removeEventListener('online', listener);
    },
  };
}
