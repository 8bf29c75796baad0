/**
 * Everything Swiper brings, in one chunk that only `loadSwiperKit()` imports dynamically: the core,
 * the modules the runtime uses and their CSS. A page without a slider never requests it, and a
 * page with one requests it only when a slider comes near the screen (DESIGN.md §7).
 */
import Swiper from 'swiper';
import { A11y, EffectFade, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import 'swiper/css/effect-fade';

// No Autoplay module: the runtime's own timer plays a slider (swiper-controller.ts says why).
export const swiperKit = { Swiper, modules: { A11y, EffectFade, Pagination } };

export type SwiperKit = typeof swiperKit;
