/**
 * Per-site stores (DESIGN.md §2): created by a factory for each mounted site and provided through
 * the runtime context, never module singletons, so the harness and tests can mount many sites.
 * Later issues add their stores here (cart, products, promotions, modals, forms).
 */
import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import { createCatalogueStore } from '../catalogue/catalogue-store';
import { createCartStore } from '../cart/cart-store';
import type { StorageService } from './storage';
import type { VisibilityState } from './visibility';

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

export interface MediaStoreState {
  /** Players now playing, by player id. Sliders reduce their controls while any is (spec 000 §4). */
  playing: Record<string, true>;
  setPlaying(playerId: string, playing: boolean): void;
}

export function createMediaStore() {
  return createStore<MediaStoreState>()(
    immer((set) => ({
      playing: {},
      setPlaying(playerId, playing) {
        set((draft) => {
          if (playing) draft.playing[playerId] = true;
          else delete draft.playing[playerId];
        });
      },
    })),
  );
}

/** Selector: whether any video of the site is playing. */
export const anyVideoPlaying = (state: MediaStoreState) => Object.keys(state.playing).length > 0;

export interface SiteStores {
  visibility: ReturnType<typeof createVisibilityStore>;
  media: ReturnType<typeof createMediaStore>;
  catalogue: ReturnType<typeof createCatalogueStore>;
  cart: ReturnType<typeof createCartStore>;
}

/** `storage`: where the cart keeps its items across reloads (the site's storage service). */
export function createSiteStores(storage?: StorageService): SiteStores {
  return { visibility: createVisibilityStore(), media: createMediaStore(), catalogue: createCatalogueStore(), cart: createCartStore(storage) };
}
