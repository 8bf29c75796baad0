/**
 * Per-site stores (DESIGN.md §2): created by a factory for each mounted site and provided through
 * the runtime context, never module singletons, so the harness and tests can mount many sites.
 *
 * The kernel knows only its own store (first-time visibility). Each domain adds its store to
 * `SiteStores` by declaration merging, beside the store's code:
 * `declare module '../core/site-stores' { interface SiteStores { cart: CartStore } }`;
 * `site/site-stores.ts` creates them all.
 */
import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { VisibilityState } from '../platform/visibility';

type FirstSeen = VisibilityState['first'];

export interface VisibilityStoreState {
  /** First-time visibility flags per part id; they outlive re-renders and mode switches. */
  firstSeen: Record<string, FirstSeen>;
  record(partId: string, state: VisibilityState): void;
}

export function createVisibilityStore() {
  return createStore<VisibilityStoreState>()(
    immer((set, get) => ({
      firstSeen: {},
      record(partId, state) {
        const previous = get().firstSeen[partId];
        const changed = !previous || (Object.keys(state.first) as (keyof FirstSeen)[]).some((key) => state.first[key] && !previous[key]);
        if (!changed) return;
        set((draft) => {
          const merged = { ...state.first };
          if (previous) for (const key of Object.keys(merged) as (keyof FirstSeen)[]) merged[key] ||= previous[key];
          draft.firstSeen[partId] = merged;
        });
      },
    })),
  );
}

export type VisibilityStore = ReturnType<typeof createVisibilityStore>;

/** The stores of one site; domains add theirs by declaration merging (see above). */
export interface SiteStores {
  visibility: VisibilityStore;
}
