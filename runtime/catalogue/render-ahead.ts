/**
 * The next page's cards are rendered ahead of the click, hidden, in a transition (ProductList): in
 * React's low priority, in slices that yield to anything the visitor does. A click that comes while
 * that render is still under way waits for it to commit, then shows the cards it rendered.
 *
 * Why wait: the click's load goes into the site's product store, which the list reads through
 * `useSyncExternalStore`, whose updates always render at once, blocking. One that comes during the
 * transition throws the transition's work away, and the click's frame renders all nine cards again
 * (the first load-more of a fresh published shop at 4× CPU: a click 150 ms after the pointer came
 * found the cards still being rendered ahead, and took 190–240 ms to its frame).
 *
 * A wait is never longer than the render already under way: it ends when that render commits, or
 * when a newer one replaces it, or when the list goes.
 */
export interface AheadRenders<T> {
  /** The render of `value` for `key` is asked for; an earlier one still under way is let go (its waiters go on). */
  started(key: string, value: T): void;
  /** `value` was committed (the list's layout effect): its render is no longer under way. */
  committed(value: T): void;
  /** The render for `key` under way, settled when it commits; null if none is. */
  underWay(key: string): Promise<void> | null;
  /** The list is gone: whatever waits goes on. */
  dispose(): void;
}

export function createAheadRenders<T>(): AheadRenders<T> {
  let current: { key: string; value: T; done: Promise<void>; settle(): void } | null = null;
  const release = () => {
    current?.settle();
    current = null;
  };
  return {
    started(key, value) {
      release();
      let settle!: () => void;
      const done = new Promise<void>((resolve) => {
        settle = resolve;
      });
      current = { key, value, done, settle };
    },
    committed(value) {
      if (current?.value === value) release();
    },
    underWay(key) {
      return current?.key === key ? current.done : null;
    },
    dispose: release,
  };
}
