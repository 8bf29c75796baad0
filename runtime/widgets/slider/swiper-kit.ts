/**
 * Everything Swiper brings, in one chunk that only `loadSwiperKit()` imports dynamically: the core,
 * the modules the runtime uses and their CSS, and the controller that starts one over a slider's
 * markup (with the options it is given, swiper-params.ts). A page without a slider never requests
 * it, and a page with one requests it only when a slider wants it (rules.ts, `swiperWanted`).
 */
import Swiper from 'swiper';
import { A11y, EffectFade, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import 'swiper/css/effect-fade';
import { createSwiperController, type SwiperControllerInput } from './swiper-controller';

// No Autoplay module: the runtime's own timer plays a slider (swiper-controller.ts says why).
const core = { Swiper, modules: { A11y, EffectFade, Pagination } };

export const swiperKit = {
  /** One live Swiper over the slider's markup (swiper-controller.ts). */
  startSlider: (input: Omit<SwiperControllerInput, 'core'>) => createSwiperController({ core, ...input }),
};

export type SwiperKit = typeof swiperKit;
