/**
 * Page scroll locked while any dialog is open, without a layout shift: the root loses its
 * scrollbar and gains the same width as padding on the right. Counted per document, so nested
 * dialogs (and several sites on one page) lock once and unlock when the last one closes; what waits
 * for the page to scroll again (whenScrollFree) runs then.
 */

/** The width the scrollbar takes (0 with overlay scrollbars or a page that does not scroll). */
export function scrollbarWidth(windowWidth: number, rootClientWidth: number): number {
  return Math.max(0, windowWidth - rootClientWidth);
}

interface Lock {
  count: number;
  overflow: string;
  paddingRight: string;
  /** What runs once the last lock is released (whenScrollFree). */
  waiting: Set<() => void>;
}

const locks = new WeakMap<Document, Lock>();

/** Locks the scroll of `doc`; returns the function that releases this lock. */
export function lockScroll(doc: Document): () => void {
  const root = doc.documentElement;
  const current = locks.get(doc);
  if (current) current.count += 1;
  else {
    const win = doc.defaultView;
    const gap = win ? scrollbarWidth(win.innerWidth, root.clientWidth) : 0;
    locks.set(doc, { count: 1, overflow: root.style.overflow, paddingRight: root.style.paddingRight, waiting: new Set() });
    root.style.overflow = 'hidden';
    if (gap > 0) root.style.paddingRight = `${gap}px`;
    root.setAttribute('data-scroll-locked', '');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const lock = locks.get(doc);
    if (!lock) return;
    lock.count -= 1;
    if (lock.count > 0) return;
    root.style.overflow = lock.overflow;
    root.style.paddingRight = lock.paddingRight;
    root.removeAttribute('data-scroll-locked');
    locks.delete(doc);
    for (const run of lock.waiting) run();
  };
}

/**
 * Runs `run` once the page of `doc` scrolls again: at once when nothing locks it, else when the
 * last dialog releases its lock (a dialog releases it last, once the focus is back where it goes:
 * use-modal-dialog.ts), so a scroll made then is not undone by that focus. Returns the function
 * that stops waiting.
 */
export function whenScrollFree(doc: Document, run: () => void): () => void {
  const lock = locks.get(doc);
  if (!lock) {
    run();
    return () => undefined;
  }
  lock.waiting.add(run);
  return () => void lock.waiting.delete(run);
}
