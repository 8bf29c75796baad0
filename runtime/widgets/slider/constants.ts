/**
 * Slider numbers. Spec 000 §9 "Sliders" names the first group; the rest are ours and say so.
 */

/** Card slider transition: 300 ms (spec 000 §9). */
export const CARD_SLIDER_SPEED_MS = 300;
/** Card slider with the fade effect, in preview and run: 450 ms ("450 ms for fade in preview", spec 000 §9). */
export const CARD_SLIDER_FADE_SPEED_MS = 450;
/** Generic slider transition: 350 ms (spec 000 §9). */
export const GENERIC_SLIDER_SPEED_MS = 350;
/** Long swipes: a swipe longer than this share of the slide moves on (spec 000 §9)… */
export const LONG_SWIPES_RATIO = 0.1;
/** …when the finger is down longer than this (spec 000 §9). */
export const LONG_SWIPES_MS = 100;
/** Bullets become dynamic when there are more than this many slides (spec 000 §9: "more than 7 cards"). */
export const DYNAMIC_BULLETS_ABOVE = 7;
/** The swipe hint appears this long after the slider is in view (spec 000 §9). */
export const SWIPE_HINT_DELAY_MS = 500;
/** Loop is disabled below this many slides (spec 000 §5). */
export const MIN_LOOP_SLIDES = 2;

/** Ours: the gap between slides when several are shown at once. */
export const SLIDE_GAP_PX = 16;
/** Ours: the proportion (height / width) of a slide when the first image has none usable. */
export const FALLBACK_SLIDE_PROPORTION = 0.75;
/** Ours: how many main bullets stay large when bullets are dynamic (Swiper's dynamicMainBullets). */
export const DYNAMIC_MAIN_BULLETS = 3;
/** Ours: the largest `count` the schema allows (slides shown at once). */
export const MAX_SLIDES_PER_VIEW = 12;
/** Ours: on a phone a slider shows one slide at a time, whatever `count` says for desktop. */
export const MOBILE_SLIDES_PER_VIEW = 1;
