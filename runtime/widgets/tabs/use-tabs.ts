/**
 * The tabs' behaviour, one hook per concern (the view is Tabs.tsx): the URL hash (which section
 * answers it, the tab it selects, the element it named brought on screen), what follows a switch
 * (the tab scrolled into the bar, the shift animation), and the admin drag-hover with its lazily
 * loaded dnd-kit part.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type DragEvent, type RefObject } from 'react';
import { usePolicy, useRuntimeBasics } from '../../core/runtime-context';
import { TAB_BAR_SCROLL_PADDING_PX, TAB_SHIFT_ANIMATION_MS } from './constants';
import { createDragHover, type DragHover } from './drag-hover';
import { answersNow, hashOwnersOf } from './hash-owners';
import { startShift, type ShiftAnimation } from './shift-animation';
import { normaliseHash, tabBarScrollLeft, tabMatchForName, wholeOnScreen, type TabHashMatch, type TabHashTarget } from './tab-rules';
import { followedLinkScroll } from '../../parts/follow-link';

type AdminDnd = typeof import('./tabs-dnd-admin');

/**
 * While mounted, section `sectionId` claims the hash names it answers (hash-owners.ts: the first
 * section on the page claiming a name answers it), `place` being its element. In a layout effect:
 * every claim of a commit is in before any tabs read the hash (an effect), and a card or list that
 * bears a name gets its id in the frame it first shows.
 */
export function useHashClaim(sectionId: string, names: readonly string[], place: RefObject<HTMLElement | null>): void {
  const { stores } = useRuntimeBasics();
  useLayoutEffect(() => {
    if (!place.current) return;
    return hashOwnersOf(stores).getState().claim(sectionId, names, place.current);
  }, [stores, sectionId, names, place]);
}

/**
 * The URL hash selects a tab: read on mount and on every `hashchange` (through the location
 * service). With `owner`, only a name that section answers on the page (hash-owners.ts): a name an
 * earlier section claims too is that section's to follow, and this one leaves it; followed after
 * all if the ownership passes to this one (the earlier section went, or this one came first on the
 * page and mounted later). `follow` hears the match (null: the hash names nothing here).
 */
export function useTabHash(followHash: boolean, items: readonly TabHashTarget[], owner: string | undefined, follow: (match: TabHashMatch | null) => void): void {
  const { services, stores } = useRuntimeBasics();
  const { location } = services;
  // The name of the hash last read, when it was left to another section.
  const leftToOthers = useRef<string | null>(null);
  const answers = (name: string) => owner === undefined || answersNow(stores, owner)(name);
  const onHash = useEffectEvent(() => {
    const name = normaliseHash(location.hash());
    const ours = name !== null && answers(name);
    leftToOthers.current = name !== null && !ours ? name : null;
    follow(ours ? tabMatchForName(name, items) : null);
  });
  const onOwners = useEffectEvent(() => {
    const left = leftToOthers.current;
    if (left !== null && left === normaliseHash(location.hash()) && answers(left)) onHash();
  });
  useEffect(() => {
    if (!followHash) return;
    onHash();
    const stopHash = location.onHashChange(onHash);
    const stopOwners = owner === undefined ? undefined : hashOwnersOf(stores).subscribe(onOwners);
    return () => {
      stopHash();
      stopOwners?.();
    };
  }, [followHash, location, owner, stores]);
}

interface HashElementReveal {
  /** A hash named this element inside a tab: bring it on screen once it shows (its tab open, its content there). */
  want(elementId: string): void;
  /** The visitor moved on (another tab, another hash): a wish not yet met is dropped. */
  drop(): void;
}

/**
 * Brings on screen the element a hash named inside a tab (spec 000 §2: the hash may match an
 * element id, and the tab containing it is opened), as a followed link does any other: the browser
 * could not scroll to it while its panel was hidden. Once its panel shows and it is there (a
 * BUNDLE's tabs are created as the block nears the screen, which the tab bar's own scroll brings
 * about), looked for after each render of the tabs; once: the visitor's later moves are not
 * followed. The switch's height shift is ended first (its box, held at the old height, clips the
 * element). An element already whole on screen stays where it is (the bar above it in view too);
 * else it is scrolled to the top of the screen, smoothly, or at once with reduced motion (as the
 * catalogue scrolls to a card: catalogue/product-names.ts).
 */
export function useHashElementReveal(panels: RefObject<HTMLElement | null>, follow: TabSwitchFollow): HashElementReveal {
  const reducedMotion = usePolicy('reducedMotion');
  const wanted = useRef<string | null>(null);
  const reveal = () => {
    const box = panels.current;
    const id = wanted.current;
    if (!box || id === null) return;
    const element = box.ownerDocument.getElementById(id);
    // Not there yet, or in a panel still hidden: looked for again after the next render.
    if (!element || !box.contains(element) || element.closest('[hidden]')) return;
    wanted.current = null;
    // The switch's shift holds the panels at the old height, clipping the element (and scrollIntoView would scroll them inside).
    follow.finishShift();
    const win = box.ownerDocument.defaultView;
    if (win && !wholeOnScreen(element.getBoundingClientRect(), win.innerHeight)) element.scrollIntoView(followedLinkScroll(reducedMotion));
  };
  // After every render: a render is what opens the tab or creates its content.
  useEffect(() => reveal());
  return {
    want(elementId) {
      wanted.current = elementId;
      reveal();
    },
    drop() {
      wanted.current = null;
    },
  };
}

interface TabSwitchFollow {
  /** Call just before a switch renders: remembers the panel box's height to animate from. */
  beforeSwitch(): void;
  /** Ends a running shift at once: the panel box gets its natural height (the page is to scroll to something in it). */
  finishShift(): void;
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
    finishShift() {
      shift.current?.finish();
      shift.current = null;
    },
  };
}

interface AdminDragHover {
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
