/**
 * The drag-hover switch of admin mode (spec 000 §6: "tabs can switch on drag-hover after 700 ms"),
 * independent of where the drag comes from. Two sources feed one controller per tab list:
 *
 * - native HTML5 drags (dragenter / dragleave on a tab): any `draggable` element, a file from the
 *   desktop, the harness's draggable item. Needs no library.
 * - dnd-kit drags (the editor's own drag and drop, `tabs-dnd-admin.tsx`, loaded only in admin):
 *   the tab a dnd-kit draggable is over, as dnd-kit's collision detection reports it.
 *
 * Both call `enter(tabId)` and `leave(tabId)`. The controller follows one hovered tab: the latest
 * `enter` wins and restarts the delay for its tab, an `enter` of the tab already being timed keeps
 * its timer, and a `leave` only counts for the tab being timed. A drag from one source cannot
 * hide behind the other: whichever last reported a tab owns the timer. Time goes through
 * the site's clock (the real one by default), so fake timers and Playwright's page.clock control it.
 */
import { realClock } from '../../core/clock';
import { TAB_DRAG_HOVER_MS } from './constants';

interface DragHoverTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface DragHover {
  /** A drag is now over this tab. */
  enter(tabId: string): void;
  /** The drag left this tab (ignored unless it is the tab being timed). */
  leave(tabId: string): void;
  /** The drag ended or was cancelled: forget the tab. */
  reset(): void;
  /** The tab currently timed, for tests and the harness. */
  current(): string | null;
}

export function createDragHover(onOpen: (tabId: string) => void, options: { delayMs?: number; timers?: DragHoverTimers } = {}): DragHover {
  const delay = options.delayMs ?? TAB_DRAG_HOVER_MS;
  const timers: DragHoverTimers = options.timers ?? realClock;
  let hovered: string | null = null;
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return {
    enter(tabId) {
      if (hovered === tabId) return;
      stop();
      hovered = tabId;
      handle = timers.setTimeout(() => {
        handle = null;
        // The tab stays "hovered" so further dragover/enter reports of it do not start a second timer.
        onOpen(tabId);
      }, delay);
    },
    leave(tabId) {
      if (hovered !== tabId) return;
      stop();
      hovered = null;
    },
    reset() {
      stop();
      hovered = null;
    },
    current: () => hovered,
  };
}
