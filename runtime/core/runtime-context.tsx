/**
 * RuntimeProvider: mode, viewport, flags, services, stores and the translator, read anywhere below
 * with `useRuntime()` — never passed down by hand (DESIGN.md §2).
 *
 * The viewport comes from the real width of the window the page renders in (an iframe in the
 * harness), unless the caller fixes it (stories, tests, server rendering).
 */
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useStore } from 'zustand';
import { createTranslator, type Language } from '../platform/i18n';
import { useMediaQuery } from '../platform/use-media-query';
import { MOBILE_MAX_WIDTH, NO_FLAGS, POLICIES, type Mode, type PolicyContext, type PolicyId, type ResolvedContext, type PolicyValue, type RuntimeFlags, type Viewport } from './policies';
import { createDetachedServices, type RuntimeServices } from './services';
import type { SiteStores } from './site-stores';
import type { VisibilityState } from '../platform/visibility';

export type Translate = ReturnType<typeof createTranslator>;

export interface RuntimeContextValue extends PolicyContext {
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

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface RuntimeProviderProps {
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

  const value = useMemo<RuntimeContextValue>(
    () => ({
      mode,
      viewport: resolvedViewport,
      flags: { screenshot, criticalCss, bot, slowNetwork, reducedMotion: resolvedReducedMotion },
      systemReducedMotion: prefersReducedMotion,
      language,
      services: resolvedServices,
      stores,
      t: createTranslator(language),
      lockViewport,
    }),
    [mode, resolvedViewport, screenshot, criticalCss, bot, slowNetwork, resolvedReducedMotion, prefersReducedMotion, language, resolvedServices, stores, lockViewport],
  );
  const report = useEffectEvent((context: ResolvedContext) => onContext?.(context));
  useEffect(() => {
    const { mode, viewport, flags, systemReducedMotion } = value;
    report({ mode, viewport, flags, systemReducedMotion });
  }, [value]);
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('useRuntime() needs a <RuntimeProvider> (or <Site>) above it');
  return value;
}

/** The value of one policy in the current mode, viewport and flags. */
export function usePolicy<Id extends PolicyId>(id: Id): PolicyValue<Id> {
  const { mode, viewport, flags } = useRuntime();
  return POLICIES[id].decide({ mode, viewport, flags }) as PolicyValue<Id>;
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
 * Tracks an element's visibility through the shared tracker and records its first-time flags
 * in the site's visibility store (so they survive re-renders and mode switches).
 */
export function useVisibility(ref: RefObject<Element | null>, partId: string): VisibilityState {
  const { services, stores } = useRuntime();
  const [state, setState] = useState<VisibilityState>(NOTHING_SEEN);
  const firstSeen = useStore(stores.visibility, (s) => s.firstSeen[partId]);
  useEffect(() => {
    const element = ref.current;
    if (!element || !services.visibility) return;
    return services.visibility.observe(element, (next) => {
      setState(next);
      stores.visibility.getState().record(partId, next);
    });
  }, [ref, partId, services.visibility, stores.visibility]);
  return firstSeen ? { ...state, first: firstSeen } : state;
}
