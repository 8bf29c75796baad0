/**
 * The generic slider's code (Slider.tsx and its rules, not Swiper, which load-swiper.ts brings once
 * a slider starts), loaded only for a page with a slider: a media element of kind 'slider'. The
 * registry starts it with such a page, and Media01 reads it as it renders. The catalogue's cards
 * import Slider.tsx themselves, in the catalogue's code.
 */
import { cachedImport } from '../../platform/cached-import';

export const sliderCode = cachedImport(() => import('./Slider'));

/** The module, from the project's root: a published page with a slider inlines its stylesheet. */
export const SLIDER_SOURCE = 'runtime/widgets/slider/Slider.tsx';
