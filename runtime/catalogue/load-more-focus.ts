import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { FOCUSABLE_CONTROLS as CARD_CONTROLS, firstControlIn, focusDropped } from '../parts/script-focus';

/**
 * Where the focus goes when the load-more button that had it goes with the last page: the first
 * control of that page's first card with one, else the list's last control before it (a page of
 * cards without controls); null when the list has none.
 */
export function controlAfterLastPage(list: Element, page: Element | undefined): HTMLElement | null {
  return firstControlIn(page) ?? [...list.querySelectorAll<HTMLElement>(CARD_CONTROLS)].at(-1) ?? null;
}

/**
 * Keeps the keyboard focus in a list whose last load-more ends it (WCAG 2.4.3): the button goes
 * with the page it loaded, nothing being left to load, and took the focus with it, which would fall
 * to the page's body (the next Tab starting again from the top of the page). When `ended` turns
 * true with the button gone and the focus on the body, it goes to the page just shown
 * (`lastPage()`, controlAfterLastPage), in the commit that removed the button, before the frame is
 * painted. Focus the visitor moved elsewhere meanwhile is left there, as parts/list-focus.ts does for
 * the rows of a list. The button takes the returned handlers.
 */
export function useFocusAfterLastLoadMore(list: RefObject<HTMLElement | null>, lastPage: () => Element | undefined, ended: boolean) {
  const focused = useRef<HTMLElement | null>(null);
  const lastPageNow = useRef(lastPage);
  useLayoutEffect(() => {
    lastPageNow.current = lastPage;
  });
  useLayoutEffect(() => {
    const was = focused.current;
    if (!ended || !was || was.isConnected || !list.current) return;
    focused.current = null;
    if (!focusDropped(was.ownerDocument)) return;
    controlAfterLastPage(list.current, lastPageNow.current())?.focus();
  }, [ended, list]);

  return {
    onFocus(event: FocusEvent<HTMLElement>) {
      focused.current = event.currentTarget;
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      // Gone to another control, or left for nothing while the button is still there (a click on
      // blank space): the visitor moved it. A button removed with the focus is seen after the render.
      if (event.relatedTarget !== null || event.currentTarget.isConnected) focused.current = null;
    },
  };
}
