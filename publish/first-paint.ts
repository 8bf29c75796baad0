/**
 * Runs a published page's hydration after the browser has painted the prerendered HTML. The page
 * is complete without its script, so the visitor sees it first; the script's download and its
 * long tasks (evaluating the runtime, hydrating) come after, instead of holding up the first
 * paint, and do not share the network with the HTML's first photo and fonts before it.
 */

/** How long hydration waits for a first paint that does not come (a tab opened in the background paints nothing). Ours. */
export const FIRST_PAINT_WAIT_MS = 1000;

type PaintWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'visibilityState'>;
  performance: Pick<Performance, 'getEntriesByType'>;
  PerformanceObserver?: typeof PerformanceObserver;
};

export function afterFirstPaint(win: PaintWindow, run: () => void, waitMs = FIRST_PAINT_WAIT_MS): void {
  const Observer = win.PerformanceObserver;
  const paints = Observer?.supportedEntryTypes?.includes('paint') ?? false;
  // Nothing to wait for: a hidden tab does not paint, an old browser does not tell, or it has painted.
  if (!Observer || !paints || win.document.visibilityState === 'hidden' || win.performance.getEntriesByType('paint').length > 0) {
    run();
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    run();
  };
  const observer = new Observer(go);
  observer.observe({ type: 'paint', buffered: true });
  const timer = win.setTimeout(go, waitMs);
}
