/**
 * The keys of the shell's tab list and radio groups (WAI-ARIA tabs and radio group patterns): one
 * stop in the Tab order, the chosen item; Left and Right (and Up and Down) move to the next or
 * previous item, wrapping, and Home and End to the first or last, choosing it as they go.
 */
import type { KeyboardEvent } from 'react';

/** The item a key moves to from `index` among `count`, or null for a key that moves nothing. */
export function movedIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The props of each item: its place in the Tab order, and the keys that choose another (the items are their parent's children, in order). */
export function rovingChoice<Item>(items: readonly Item[], chosen: Item, choose: (item: Item) => void) {
  return (item: Item) => ({
    tabIndex: item === chosen ? 0 : -1,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const next = movedIndex(event.key, items.indexOf(item), items.length);
      if (next === null || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      choose(items[next]!);
      const sibling = event.currentTarget.parentElement?.children[next];
      if (sibling instanceof HTMLElement) sibling.focus();
    },
  });
}
