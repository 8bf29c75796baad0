/**
 * RuntimeProvider: mode, viewport, flags, services, stores and the translator, read anywhere below
 * with `useRuntime()` — never passed down by hand (DESIGN.md §2).
 *
 * The viewport comes from the real width of the window the page renders in (an iframe in the
 * harness), unless the caller fixes it (stories, tests, server rendering).
 */
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createTranslator, type Language } from '../platform/i18n';
import { useMediaQuery } from '../platform/use-media-query';
import { MOBILE_QUERY, NO_FLAGS, POLICIES, type Mode, type PolicyContext, type PolicyId, type ResolvedContext, type PolicyValue, type RuntimeFlags, type Viewport } from './policies';
import { createDetachedServices, type RuntimeServices } from './services';
import { mergeFirstSeen, type SiteStores } from './site-stores';
import type { VisibilityState } from '../platform/visibility';

export type Translate = ReturnType<typeof createTranslator>;

interface RuntimeContextValue extends PolicyContext {
  /** The system's reduced-motion setting (already joined into the reduced-motion flag). */
  systemReducedMotion: boolean;
  language: Language;
  services: RuntimeServices;
  stores: SiteStores;
  t: Translate;
  /**
   * Holds the viewport at its current value until released, whatever the width does: a video
   * playing full screen on a phone turned to landscape must not switch the page to desktop
   * (spec 000 §4). Returns the release function.
   */
  lockViewport(): () => void;
}

const RuntimeContext = createContext<RuntimeContextValue | null>(null);

/** What does not change with the mode, viewport or flags: a part that reads only these is not re-rendered by a mode switch. */
type RuntimeBasics = Pick<RuntimeContextValue, 'language' | 'services' | 'stores' | 't' | 'lockViewport'>;

const BasicsContext = createContext<RuntimeBasics | null>(null);

/**
 * The mode, viewport and flags as a store that `usePolicy` reads by value, so that a part
 * re-renders only when a policy it reads changes (a card on a mode switch: the same photo and
 * text, so it is left alone), not whenever the context does.
 */
class ResolvedState {
  private listeners = new Set<() => void>();
  private committedValue: PolicyContext;
  constructor(private value: PolicyContext) {
    this.committedValue = value;
  }
  get current(): PolicyContext {
    return this.value;
  }
  /**
   * The values of the last render the screen shows, which a part hydrating the server's HTML reads.
   * A render still in progress (a published page's hand-over to the window's values, a transition)
   * has set `current` ahead; a section that React hydrates meanwhile, at a higher priority, before
   * that render can finish, shows the screen's tree and must match its HTML. With `current` it took
   * the window's values (a visitor's reduced motion) that the HTML was not rendered with, React kept
   * the HTML's attributes, and the hero's parallax layer stayed as the server rendered it.
   */
  get committed(): PolicyContext {
    return this.committedValue;
  }
  /** Takes the values a render resolved; the parts that render with it read them at once. */
  set(value: PolicyContext): void {
    this.value = value;
  }
  /** Tells the parts that did not render (memoised ones) once the render is committed. */
  notify(): void {
    this.committedValue = this.value;
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  /** A policy's value now, for an event handler. */
  read = <Id extends PolicyId>(id: Id): PolicyValue<Id> => POLICIES[id].decide(this.value) as PolicyValue<Id>;
}

const ResolvedStateContext = createContext<ResolvedState | null>(null);

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

interface RuntimeProviderProps {
  mode: Mode;
  /** Fixes the viewport; by default it follows the real width of the window. */
  viewport?: Viewport;
  flags?: Partial<RuntimeFlags>;
  language?: Language;
  services?: RuntimeServices;
  /** The site's stores (site/site-stores.ts creates them; the kernel does not know the domains). */
  stores: SiteStores;
  /** Told the context the provider resolved, at first and on every change (the harness shows it). */
  onContext?: ((context: ResolvedContext) => void) | undefined;
  children: ReactNode;
}

export function RuntimeProvider({ mode, viewport, flags, language = 'en', services, stores, onContext, children }: RuntimeProviderProps) {
  const isMobileWidth = useMediaQuery(MOBILE_QUERY, false);
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  // Services live as long as the provider unless the caller owns them.
  const [ownServices] = useState(() => services ?? createDetachedServices());
  const resolvedServices = services ?? ownServices;
  const widthViewport: Viewport = viewport ?? (isMobileWidth ? 'mobile' : 'desktop');
  const [locks, setLocks] = useState<{ count: number; viewport: Viewport }>({ count: 0, viewport: widthViewport });
  const resolvedViewport: Viewport = locks.count > 0 ? locks.viewport : widthViewport;
  const lockViewport = useCallback(() => {
    let released = false;
    setLocks((current) => ({ count: current.count + 1, viewport: current.count > 0 ? current.viewport : widthViewport }));
    return () => {
      if (released) return;
      released = true;
      setLocks((current) => ({ ...current, count: Math.max(0, current.count - 1) }));
    };
  }, [widthViewport]);
  const { screenshot, criticalCss, bot, slowNetwork, reducedMotion } = { ...NO_FLAGS, ...flags };
  const resolvedReducedMotion = reducedMotion || prefersReducedMotion;

  const t = useMemo(() => createTranslator(language), [language]);
  const value = useMemo<RuntimeContextValue>(
    () => ({
      mode,
      viewport: resolvedViewport,
      flags: { screenshot, criticalCss, bot, slowNetwork, reducedMotion: resolvedReducedMotion },
      systemReducedMotion: prefersReducedMotion,
      language,
      services: resolvedServices,
      stores,
      t,
      lockViewport,
    }),
    [mode, resolvedViewport, screenshot, criticalCss, bot, slowNetwork, resolvedReducedMotion, prefersReducedMotion, language, resolvedServices, stores, t, lockViewport],
  );
  const basics = useMemo<RuntimeBasics>(() => ({ language, services: resolvedServices, stores, t, lockViewport }), [language, resolvedServices, stores, t, lockViewport]);
  const [resolved] = useState(() => new ResolvedState(value));
  // Set as this renders, so every part this render reaches reads the new values (with a layout
  // effect alone, they would render and run their effects once with the old mode first); the parts
  // it does not reach (memoised ones) hear of it below, before the browser paints. Only a render
  // that React throws away could leave it ahead of the screen, until the next one.
  resolved.set(value);
  useLayoutEffect(() => resolved.notify(), [resolved, value]);
  const report = useEffectEvent((context: ResolvedContext) => onContext?.(context));
  useEffect(() => {
    const { mode, viewport, flags, systemReducedMotion } = value;
    report({ mode, viewport, flags, systemReducedMotion });
  }, [value]);
  return (
    <RuntimeContext.Provider value={value}>
      <BasicsContext.Provider value={basics}>
        <ResolvedStateContext.Provider value={resolved}>{children}</ResolvedStateContext.Provider>
      </BasicsContext.Provider>
    </RuntimeContext.Provider>
  );
}

export function useRuntime(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('useRuntime() needs a <RuntimeProvider> (or <Site>) above it');
  return value;
}

/** Services, stores, the translator and the language: for parts that need nothing that a mode switch changes. */
export function useRuntimeBasics(): RuntimeBasics {
  const value = useContext(BasicsContext);
  if (!value) throw new Error('useRuntimeBasics() needs a <RuntimeProvider> (or <Site>) above it');
  return value;
}

/** One value read from the mode, viewport and flags; the part re-renders when that value changes, not on every change. */
function useResolved<Value extends string | boolean>(read: (context: PolicyContext) => Value): Value {
  const state = useContext(ResolvedStateContext);
  if (!state) throw new Error('usePolicy() needs a <RuntimeProvider> (or <Site>) above it');
  const snapshot = () => read(state.current);
  // While hydrating, the values the screen shows (see `committed`); the render after it reads `current`.
  const hydrationSnapshot = () => read(state.committed);
  return useSyncExternalStore(state.subscribe, snapshot, hydrationSnapshot);
}

/** The value of one policy in the current mode, viewport and flags. */
export function usePolicy<Id extends PolicyId>(id: Id): PolicyValue<Id> {
  return useResolved((context) => POLICIES[id].decide(context) as PolicyValue<Id> & (string | boolean));
}

/**
 * Reads a policy when called, in an event handler: the part does not re-render when it changes (a
 * card's add to cart, which admin only reports, decides at the click).
 */
export function usePolicyAtEvent(): <Id extends PolicyId>(id: Id) => PolicyValue<Id> {
  const state = useContext(ResolvedStateContext);
  if (!state) throw new Error('usePolicyAtEvent() needs a <RuntimeProvider> (or <Site>) above it');
  return state.read;
}

/** The viewport the page is laid out for. */
export function useViewport(): Viewport {
  return useResolved((context) => context.viewport);
}

const NOTHING_SEEN: VisibilityState = {
  visible: false,
  nearScreen: false,
  onScreen: false,
  inView: false,
  inFocus: false,
  first: { visible: false, nearScreen: false, onScreen: false, inView: false, inFocus: false },
};

/**
 * True under a part rendered ahead of being shown (a catalogue's next page, laid out unseen before
 * the visitor's click): the parts inside are not near the screen, wherever their boxes are, until
 * it is shown. So its images and sliders load and start as they come on screen once shown, not as
 * it is rendered ahead.
 */
export const OffScreenHoldContext = createContext(false);

/**
 * Tracks an element's visibility through the shared tracker and records its first-time flags
 * in the site's visibility store (so they survive re-renders and mode switches).
 *
 * `partId` is the part's lasting id (its element's or section's), the same again when it is
 * mounted again. A part with none (an image, a section's background) passes `null`: what it sees
 * lives as long as its mount and is recorded nowhere. A per-mount id (`useId`) is never asked for
 * again, so a record under it would only pile up: a visitor turning a catalogue's pages for an hour
 * left one for every image of every page shown, and each record copied them all.
 */
export function useVisibility(ref: RefObject<Element | null>, partId: string | null): VisibilityState {
  const { services, stores } = useRuntimeBasics();
  const held = useContext(OffScreenHoldContext);
  const [state, setState] = useState<VisibilityState>(NOTHING_SEEN);
  // What the part saw before this mount (a mode switch remounts parts), read once rather than
  // followed: only this part records under its id, and its own state carries what it sees from
  // here on. (Following the store re-ran every part's selector on every part's record: a load-more
  // of 9 cards spent 20 ms at 4× CPU in it.)
  const seenBefore = useMemo(() => (partId === null ? undefined : stores.visibility.getState().firstSeen[partId]), [stores.visibility, partId]);
  useEffect(() => {
    const element = ref.current;
    if (held || !element || !services.visibility) return;
    return services.visibility.observe(element, (next) => {
      setState(next);
      if (partId !== null) stores.visibility.getState().record(partId, next);
    });
  }, [held, ref, partId, services.visibility, stores.visibility]);
  return seenBefore ? { ...state, first: mergeFirstSeen(seenBefore, state.first) } : state;
}

/** What a part that has been near the screen records: that, and nothing of the flags it does not follow. */
const NEAR_SCREEN_SEEN: VisibilityState = {
  ...NOTHING_SEEN,
  visible: true,
  nearScreen: true,
  first: { ...NOTHING_SEEN.first, visible: true, nearScreen: true },
};

/**
 * Whether the element has ever been near the screen, for a part that needs nothing else (a lazy
 * image: a shop page has hundreds). Until then the tracker watches it with one observer instead
 * of useVisibility's three, after that with none, and the part does not render again as it
 * scrolls on and off the screen. As with useVisibility, what it saw outlives a remount, for a part
 * with a lasting id (`null`: for this mount only).
 *
 * `onNear` runs in the observer's report itself, before React renders the change: for work that
 * should not wait for that render and its effects (a request a visitor is about to need), on a page
 * where the same report has made many parts render at once. Not called for a part seen before.
 */
export function useFirstNearScreen(ref: RefObject<Element | null>, partId: string | null, onNear?: () => void): boolean {
  const { services, stores } = useRuntimeBasics();
  const held = useContext(OffScreenHoldContext);
  const seenBefore = useMemo(() => partId !== null && stores.visibility.getState().firstSeen[partId]?.nearScreen === true, [stores.visibility, partId]);
  // The part id it was near for: a part that changes its id (a list shown for another category) waits again.
  // Undefined until it has been near: a part without a lasting id (null) is near for null.
  const [nearFor, setNearFor] = useState<string | null | undefined>(undefined);
  const known = seenBefore || nearFor === partId;
  const reportNear = useEffectEvent(() => onNear?.());
  useEffect(() => {
    const element = ref.current;
    if (known || held || !element || !services.visibility) return;
    return services.visibility.whenNearScreen(element, () => {
      reportNear();
      setNearFor(partId);
      if (partId !== null) stores.visibility.getState().record(partId, NEAR_SCREEN_SEEN);
    });
  }, [known, held, ref, partId, services.visibility, stores.visibility]);
  return known;
}
