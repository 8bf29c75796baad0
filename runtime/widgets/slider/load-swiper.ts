/**
 * Loading Swiper on demand, and the seam stories and tests use to swap the loader (a loader that
 * fails, to show the initialisation error path). Only a type comes from swiper-kit statically,
 * so nothing of Swiper is in the bundle of a component that renders a slider.
 */
import { createContext, useContext } from 'react';
import type { SwiperKit } from './swiper-kit';

export type { SwiperKit };
export type SwiperKitLoader = () => Promise<SwiperKit>;

/** The real loader: a dynamic import (one request per page; the browser caches the module). */
export const loadSwiperKit: SwiperKitLoader = () => import('./swiper-kit').then((module) => module.swiperKit);

const SwiperLoaderContext = createContext<SwiperKitLoader>(loadSwiperKit);

/** Replaces the Swiper loader below it (stories and tests only). */
export const SwiperLoaderProvider = SwiperLoaderContext.Provider;

export function useSwiperLoader(): SwiperKitLoader {
  return useContext(SwiperLoaderContext);
}
