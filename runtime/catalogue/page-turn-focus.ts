import { useLayoutEffect, useRef, type RefObject } from 'react';
import { firstControlIn, focusDropped, focusForNow } from '../parts/script-focus';

/**
 * Focuses the start of a page just shown, without a jump of its own (the list's scroll to its top,
 * smooth or not, is under way): the first control of its first card with one; else the list itself,
 * for as long as it holds the focus (parts/script-focus.ts).
 */
export function focusPageStart(list: HTMLElement, page: Element | undefined): void {
  const control = firstControlIn(page);
  if (control) control.focus({ preventScroll: true });
  else focusForNow(list);
}

/**
 * Moves the keyboard focus to the page the pagination bar turned to (WCAG 2.4.3): the new page
 * replaces the cards above the bar and the view scrolls up to them, while the focus stayed on the
 * bar's button at the bottom, from where the next Tab would go on below the page just shown. Once
 * the page the bar asked for (`awaiting`) is `shown`, in the commit that shows it, before the frame
 * is painted, the focus goes to its start (focusPageStart; the first group of cards in `grid`), when
 * it is still in the bar or has fallen to the body (a button the bar re-rendered without, or a
 * pointer press that focused none); focus the visitor moved elsewhere meanwhile is left there, as
 * load-more-focus.ts and parts/list-focus.ts do. A pointer's page turn moves it too: the page it
 * was on is gone. A load that failed or was ignored turned nothing (`drop`).
 */
export function usePageTurnFocus(list: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>, grid: RefObject<HTMLElement | null>, shown: number) {
  const awaited = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (awaited.current !== shown || !list.current) return;
    awaited.current = null;
    const doc = list.current.ownerDocument;
    if (!focusDropped(doc) && !bar.current?.contains(doc.activeElement)) return;
    focusPageStart(list.current, grid.current?.children[0]);
  }, [shown, list, bar, grid]);

  return {
    /** The bar asked for `page`. */
    awaiting(page: number) {
      awaited.current = page;
    },
    /** The load did not show it. */
    drop() {
      awaited.current = null;
    },
  };
}
