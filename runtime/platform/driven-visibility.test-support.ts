/**
 * A visibility tracker for one watched element, which a test moves: `report(flags)` says what the
 * element now shows (near the screen, on it…), as the shared observers would.
 */
import { nextVisibility, type VisibilityFlags, type VisibilityState, type VisibilityTracker } from './visibility';

export function drivenTracker(): { tracker: VisibilityTracker; report(flags: VisibilityFlags): void } {
  let watcher: ((state: VisibilityState) => void) | null = null;
  let state: VisibilityState | undefined;
  const tracker: VisibilityTracker = {
    observe(_element, onChange) {
      watcher = onChange;
      return () => (watcher = null);
    },
    whenNearScreen: () => () => undefined,
    whenPrinted: () => () => undefined,
    disconnect: () => (watcher = null),
  };
  const report = (flags: VisibilityFlags) => {
    state = nextVisibility(state, flags);
    watcher?.(state);
  };
  return { tracker, report };
}

/** Every element it watches is on the screen at once (`observed` lists them, if given). */
export function onScreenTracker(observed: Element[] = []): VisibilityTracker {
  const onScreen: VisibilityFlags = { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: false };
  return {
    observe(element, onChange) {
      observed.push(element);
      onChange(nextVisibility(undefined, onScreen));
      return () => undefined;
    },
    whenNearScreen(_element, onNear) {
      onNear();
      return () => undefined;
    },
    whenPrinted: () => () => undefined,
    disconnect: () => undefined,
  };
}
