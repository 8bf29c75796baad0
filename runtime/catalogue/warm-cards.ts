/**
 * Catalogue cards laid out ahead, in the browser's idle time. A card off the screen is held back
 * (catalogue.css, `content-visibility: auto`): its style and layout wait until it nears the screen,
 * and then they are all done in that frame. A fast scroll or a jump (a link, a visitor's long
 * scroll to a load-more button) brings several at once: on the published shop at 4× CPU the jump
 * to the first list's button laid out for 81 ms before its frame could paint, about 11 ms a card.
 *
 * A script asking for the box of something inside a held card lays that card's contents out once,
 * and the browser keeps that layout while it holds the card back. So each card is measured once,
 * when the page has nothing else to do, a few milliseconds at a time: shown later, it only paints
 * (15 cards of the published shop at 4× CPU, shown in one go: 150–310 ms cold, 22–42 ms laid out
 * ahead). The first page's load stays as light as `content-visibility` made it; the work moves to
 * idle time. A browser without idle callbacks (Safari) or without `checkVisibility` lays out
 * nothing ahead, as before.
 */

/**
 * Our choice: the most one idle slice spends laying out cards before it yields (the card it is on
 * finishes: about 3 ms on a fast phone). A task four times as long, as Lighthouse's throttled
 * phone reckons it, stays well under a long task's 50 ms.
 */
export const CARD_WARM_SLICE_MS = 6;

/** What the warmer uses of a window: its idle callbacks and its clock. */
export interface IdleWindow {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void) => number;
  cancelIdleCallback?: (handle: number) => void;
  performance: { now(): number };
}

export interface CardWarmer {
  /** Lays out the card's contents in idle time, if it is still held back then; returns what drops it (an unmounted card). */
  warm(card: Element): () => void;
}

const NO_WARMING: CardWarmer = { warm: () => () => undefined };

/** Whether the browser holds back the card's contents (content-visibility: auto, off the screen): what laying out ahead is for. */
function heldBack(card: Element): boolean {
  const contents = card.firstElementChild;
  if (!card.isConnected || !contents || typeof contents.checkVisibility !== 'function') return false;
  return !contents.checkVisibility({ contentVisibilityAuto: true });
}

export function createCardWarmer(win: IdleWindow): CardWarmer {
  const { requestIdleCallback, cancelIdleCallback } = win;
  if (!requestIdleCallback || !cancelIdleCallback) return NO_WARMING;
  // In the order they came (the page's order, near enough): a visitor goes down the page.
  const waiting = new Set<Element>();
  let pending: number | null = null;
  const schedule = () => {
    if (pending === null && waiting.size > 0) pending = requestIdleCallback.call(win, layOutSome);
  };
  function layOutSome(deadline: IdleDeadline) {
    pending = null;
    const start = win.performance.now();
    for (const card of waiting) {
      if (win.performance.now() - start >= CARD_WARM_SLICE_MS || deadline.timeRemaining() <= 0) break;
      waiting.delete(card);
      // Asking for a box inside it lays out what the browser held back; the answer is not needed.
      if (heldBack(card)) card.firstElementChild?.getBoundingClientRect();
    }
    schedule();
  }
  return {
    warm(card) {
      waiting.add(card);
      schedule();
      return () => {
        waiting.delete(card);
        if (waiting.size === 0 && pending !== null) {
          cancelIdleCallback.call(win, pending);
          pending = null;
        }
      };
    },
  };
}

const warmers = new WeakMap<object, CardWarmer>();

/** The warmer of the card's window (one per window, as its idle time is); none for a card outside a browser window. */
export function cardWarmerOf(card: Element): CardWarmer {
  const win = card.ownerDocument.defaultView;
  if (!win) return NO_WARMING;
  let warmer = warmers.get(win);
  if (!warmer) {
    warmer = createCardWarmer(win);
    warmers.set(win, warmer);
  }
  return warmer;
}
