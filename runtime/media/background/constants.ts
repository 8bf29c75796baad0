/**
 * Section background numbers. The spec's own (001 §9) first, then the ones the spec leaves to us.
 */
export { BACKGROUND_IMAGE_WIDTHS, RESIZE_RELOAD_DELAY_MS } from '../image/image-url';
import { VISUAL_TOKENS } from '../../page/visual-tokens';

/** Spec 001 §9: a video background moves with this parallax factor. */
export const VIDEO_PARALLAX_FACTOR = 0.4;
/** The Vimeo-kind aspect rule (spec 001 §9: 0.4–2.5, up to 3 retries) lives with the players: runtime/media/video/aspect.ts. */
/** Spec 001 §9: a video that has not reached 'playing' this long after it was asked to play falls back to its preview. */
export const BACKGROUND_VIDEO_READY_WAIT_MS = 5000;
/**
 * Ours: a Kinescope-kind player is given its own start wait (spec 000 §8: 7 s, then its plain
 * frame) and this beat more before the background gives it up: within the 5 s above, the frame it
 * falls back to, which plays by itself, never had its turn.
 */
export const KINESCOPE_BACKGROUND_MARGIN_MS = 500;

/**
 * Ours: an image background moves at half the scroll speed. The spec names only the video factor;
 * 0 would scroll with the page, 1 would stand still.
 */
export const IMAGE_PARALLAX_FACTOR = 0.5;
/** Ours: zoom grows the picture to 112 % over 20 s while the section is on screen. */
export const ZOOM_SCALE = 1.12;
export const ZOOM_DURATION_MS = 20_000;
/** Ours: reveal fades the picture in over 900 ms the first time the section is on screen. */
export const REVEAL_DURATION_MS = 900;
/** Ours: the base64 preview is tiny (16 px), so it is blurred and slightly enlarged to hide its blurred edges. */
export const PREVIEW_BLUR_PX = 24;
export const PREVIEW_SCALE = 1.1;
/** Ours: the box of an iframe player whose size the page does not give (YouTube-kind, embeds) is 16:9. */
export const DEFAULT_VIDEO_RATIO = 16 / 9;
/** Ours: what shows behind an image or video that has no average colour. */
export const FALLBACK_BACKGROUND_COLOUR = VISUAL_TOKENS.colour.backgroundFallback;
/** Ours: a background video fades in over its poster when it starts playing. */
export const VIDEO_FADE_MS = 400;
