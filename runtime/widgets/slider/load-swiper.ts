/**
 * Loading Swiper on demand, and the seam stories and tests use to swap the loader (a loader that
 * fails, to show the initialisation error path). Only a type comes from swiper-kit statically,
 * so nothing of Swiper is in the bundle of a component that renders a slider.
 */
import { createContext, useContext } from 'react';
import type { SwiperKit } from './swiper-kit';

export type { SwiperKit };
type SwiperKitLoader = () => Promise<SwiperKit>;

/** The real loader: a dynamic import (one request per page; the browser caches the module). */
export const loadSwiperKit: SwiperKitLoader = () => import('./swiper-kit').then((module) => module.swiperKit);

/**
 * Swiper's module (from the project's root) and the sliders in a server's HTML that start it. A
 * published page whose HTML has one carries Swiper's stylesheet inline (scripts/publish.mjs): that
 * sheet sets a variable on `:root`, so added once the page is live it restyled the whole page (on
 * the widgets page at 4× CPU, a 100 ms style recalculation after hydration).
 */
export const SWIPER_KIT_SOURCE = 'runtime/widgets/slider/swiper-kit.ts';
export const SWIPER_SLIDER_SELECTOR = '.rt-slider:not(.rt-slider--grid):not(.rt-slider--empty)';

const SwiperLoaderContext = createContext<SwiperKitLoader>(loadSwiperKit);

/** Replaces the Swiper loader below it (stories and tests only). */
export const SwiperLoaderProvider = SwiperLoaderContext.Provider;

export function useSwiperLoader(): SwiperKitLoader {
  return useContext(SwiperLoaderContext);
}
