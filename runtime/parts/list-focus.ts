import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { FOCUSABLE_CONTROLS as CONTROLS, focusDropped } from './script-focus';

/**
 * The row that takes the focus when the row `key` had it and the list went from `before` to
 * `after` (both the rows' keys, in order): the row itself while it is still there (only its
 * control went), else the first row after it that is still there, else the last one before it;
 * -1 when none is left.
 */
export function rowTakingFocus(before: readonly string[], after: readonly string[], key: string): number {
  const kept = after.indexOf(key);
  if (kept >= 0) return kept;
  const place = before.indexOf(key);
  if (place < 0) return -1;
  for (const next of before.slice(place + 1)) {
    const index = after.indexOf(next);
    if (index >= 0) return index;
  }
  for (const previous of before.slice(0, place).reverse()) {
    const index = after.indexOf(previous);
    if (index >= 0) return index;
  }
  return -1;
}


interface Focused {
  element: HTMLElement;
  key: string;
  /** The control's place among its row's controls: the next row's control at that place takes the focus. */
  slot: number;
}

/**
 * Keeps the keyboard focus in a list whose rows come and go (WCAG 2.4.3). A control that leaves
 * the page with the focus (its row removed, or replaced within its row) leaves it on the body:
 * a keyboard user starts again from the top of the page, or of the dialog. After such a change
 * the focus goes to the same row's control at the same place, else the next row's, else the
 * previous row's, else to `fallback()`. The list element takes the returned handlers; its rows
 * are its children, one per key, in the order of `keys`. Focus that went elsewhere on purpose is
 * left where it is.
 */
export function useListFocus(list: RefObject<HTMLElement | null>, keys: readonly string[], fallback: () => HTMLElement | null | undefined) {
  const focused = useRef<Focused | null>(null);
  const shown = useRef(keys);
  const fallbackNow = useRef(fallback);

  useLayoutEffect(() => {
    fallbackNow.current = fallback;
    const before = shown.current;
    shown.current = keys;
    const was = focused.current;
    if (!was || was.element.isConnected) return;
    focused.current = null;
    if (!focusDropped(was.element.ownerDocument)) return;
    const row = list.current?.children[rowTakingFocus(before, keys, was.key)];
    const controls = row ? [...row.querySelectorAll<HTMLElement>(CONTROLS)] : [];
    const target = controls[Math.max(0, Math.min(was.slot, controls.length - 1))] ?? fallbackNow.current();
    target?.focus();
  });

  return {
    onFocus(event: FocusEvent<HTMLElement>) {
      let row: Element | null = event.target;
      while (row && row.parentElement !== event.currentTarget) row = row.parentElement;
      const key = row ? shown.current[[...event.currentTarget.children].indexOf(row)] : undefined;
      if (!row || key === undefined) return;
      focused.current = { element: event.target, key, slot: [...row.querySelectorAll(CONTROLS)].indexOf(event.target) };
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      // Gone to another control outside the list: nothing to keep. A control removed with the focus
      // has no element to go to (relatedTarget null), and is seen after the render that removed it.
      if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) focused.current = null;
      // Left for nothing while still in the page (a click on blank space): the visitor moved it; a
      // later removal of its row does not pull it back.
      else if (event.relatedTarget === null && event.target.isConnected) focused.current = null;
    },
  };
}
