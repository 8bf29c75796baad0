/**
 * The tabs' behaviour, one hook per concern (the view is Tabs.tsx): the URL hash, what follows a
 * switch (the tab scrolled into the bar, the shift animation), and the admin drag-hover with its
 * lazily loaded dnd-kit part.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type DragEvent, type RefObject } from 'react';
import { usePolicy, useRuntimeBasics } from '../../core/runtime-context';
import { TAB_BAR_SCROLL_PADDING_PX, TAB_SHIFT_ANIMATION_MS } from './constants';
import { createDragHover, type DragHover } from './drag-hover';
import { startShift, type ShiftAnimation } from './shift-animation';
import { tabBarScrollLeft, tabForHash, type TabHashTarget } from './tab-rules';

type AdminDnd = typeof import('./tabs-dnd-admin');

/** The URL hash selects a tab: read on mount and on every `hashchange` (through the location service). */
export function useTabHash(followHash: boolean, items: readonly TabHashTarget[], selectFromHash: (id: string) => void): void {
  const { location } = useRuntimeBasics().services;
  const onHash = useEffectEvent(() => {
    const id = tabForHash(location.hash(), items);
    if (id !== null) selectFromHash(id);
  });
  useEffect(() => {
    if (!followHash) return;
    onHash();
    return location.onHashChange(onHash);
  }, [followHash, location]);
}

export interface TabSwitchFollow {
  /** Call just before a switch renders: remembers the panel box's height to animate from. */
  beforeSwitch(): void;
}

/**
 * After a switch: the selected tab scrolled into view inside the bar (when the tabs overflow), and on
 * desktop the panel box's height animated from the old to the new over TAB_SHIFT_ANIMATION_MS
 * (policy tabShiftAnimation: not on mobile, not with reduced motion).
 */
export function useTabSwitchFollow(selectedId: string | null, list: RefObject<HTMLDivElement | null>, panels: RefObject<HTMLDivElement | null>, tabNode: (id: string) => HTMLElement | undefined): TabSwitchFollow {
  const { clock } = useRuntimeBasics().services;
  const reducedMotion = usePolicy('reducedMotion');
  const animateShift = usePolicy('tabShiftAnimation');
  const shiftFrom = useRef<number | null>(null);
  const shift = useRef<ShiftAnimation | null>(null);
  const tabNodeOf = useEffectEvent(tabNode);
  useLayoutEffect(() => {
    const from = shiftFrom.current;
    shiftFrom.current = null;
    const strip = list.current;
    const tab = selectedId === null ? undefined : tabNodeOf(selectedId);
    if (strip && tab && strip.scrollWidth > strip.clientWidth) {
      const left = tabBarScrollLeft({ scrollLeft: strip.scrollLeft, width: strip.clientWidth, scrollWidth: strip.scrollWidth }, { left: tab.offsetLeft, width: tab.offsetWidth }, TAB_BAR_SCROLL_PADDING_PX);
      if (left !== strip.scrollLeft) strip.scrollTo({ left, behavior: reducedMotion ? 'instant' : 'smooth' });
    }
    shift.current?.finish();
    shift.current = null;
    if (from !== null && from > 0 && animateShift && panels.current) shift.current = startShift(panels.current, from, TAB_SHIFT_ANIMATION_MS, clock);
  }, [selectedId, animateShift, reducedMotion, clock, list, panels]);
  useEffect(() => () => shift.current?.finish(), []);
  return {
    beforeSwitch() {
      // The old height, measured before the switch renders (mid-animation it is the current one).
      shiftFrom.current = panels.current ? panels.current.getBoundingClientRect().height : null;
    },
  };
}

export interface AdminDragHover {
  /** Whether the policy is on (admin). */
  on: boolean;
  hover: DragHover;
  /** dnd-kit's part, once loaded (only where the policy is on, never before). */
  adminDnd: AdminDnd | null;
  /** Native HTML5 drag handlers for a tab (none when the policy is off). */
  nativeDrag(id: string): Partial<Record<'onDragEnter' | 'onDragOver' | 'onDragLeave', (event: DragEvent<HTMLElement>) => void>>;
}

/**
 * Admin (policy tabDragHoverSwitch): a drag held over a tab for 700 ms opens it. Native drags and
 * dnd-kit drags feed one controller (drag-hover.ts explains how they coexist); it opens the tab
 * through `open`, the latest one given.
 */
export function useAdminDragHover(root: RefObject<HTMLElement | null>, open: (id: string) => void): AdminDragHover {
  const { services } = useRuntimeBasics();
  const on = usePolicy('tabDragHoverSwitch');
  // The controller outlives renders; it opens through the latest `open`, handed over after each render.
  const [{ hover, setOpen }] = useState(() => {
    let latest: (id: string) => void = () => undefined;
    return { hover: createDragHover((id) => latest(id), { timers: services.clock }), setOpen: (next: (id: string) => void) => void (latest = next) };
  });
  useLayoutEffect(() => setOpen(open));
  useEffect(() => {
    if (!on) {
      hover.reset();
      return;
    }
    // A drag that ends anywhere (a drop, Escape, outside the window) forgets the hovered tab.
    const win = root.current?.ownerDocument.defaultView;
    const end = () => hover.reset();
    win?.addEventListener('dragend', end);
    win?.addEventListener('drop', end);
    return () => {
      win?.removeEventListener('dragend', end);
      win?.removeEventListener('drop', end);
      hover.reset();
    };
  }, [on, hover, root]);

  const [adminDnd, setAdminDnd] = useState<AdminDnd | null>(null);
  useEffect(() => {
    if (!on || adminDnd) return;
    let live = true;
    import('./tabs-dnd-admin').then(
      (module) => live && setAdminDnd(module),
      (error: unknown) => services.log.error('the admin drag-and-drop module failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [on, adminDnd, services.log]);

  return {
    on,
    hover,
    adminDnd,
    nativeDrag: (id) =>
      on
        ? {
            onDragEnter: () => hover.enter(id),
            onDragOver: () => hover.enter(id),
            onDragLeave: (event) => {
              const to = event.relatedTarget as Node | null;
              if (to && event.currentTarget.contains(to)) return;
              hover.leave(id);
            },
          }
        : {},
  };
}
