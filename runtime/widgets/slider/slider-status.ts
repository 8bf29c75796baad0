/**
 * What the live Swiper shows, as a tiny external store per slider: the Swiper controller writes it
 * (from the effect that owns the Swiper, and from Swiper's own events), the component reads it
 * with useSyncExternalStore. `failed` is set when loading or initialising Swiper failed.
 */
import type { SliderSnapshot } from './swiper-controller';

export interface SliderStatus {
  /** Null until a Swiper is live (and again after it is destroyed). */
  snapshot: SliderSnapshot | null;
  failed: boolean;
}

export interface SliderStatusStore {
  get(): SliderStatus;
  subscribe(listener: () => void): () => void;
  report(snapshot: SliderSnapshot): void;
  clear(): void;
  fail(): void;
}

const INITIAL: SliderStatus = { snapshot: null, failed: false };

export function createSliderStatus(): SliderStatusStore {
  let status = INITIAL;
  const listeners = new Set<() => void>();
  const set = (next: SliderStatus) => {
    status = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    report: (snapshot) => set({ ...status, snapshot }),
    clear() {
      if (status.snapshot) set({ ...status, snapshot: null });
    },
    fail: () => set({ snapshot: null, failed: true }),
  };
}

/** The server (and the first render) see no Swiper. */
export const serverSliderStatus = (): SliderStatus => INITIAL;
