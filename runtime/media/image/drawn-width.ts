/**
 * The width an image is drawn at in its box, which is the width its file is chosen for (spec 000
 * §9: a file of the size wanted). A photo drawn `object-fit: cover` (image.css) in a box of
 * another shape than its own is cropped, not squeezed: in a box taller than the photo's shape (a
 * product card's proportion, a double card's column, an owner's crop) it is drawn wider than the
 * box, and a file of the box's width was enlarged to fill it (a 2:1 photo in a 270 × 297 px card:
 * a 270 px file drawn 594 px wide). Drawn `contain`, it is never wider than its box.
 */
import { createContext } from 'react';
import type { BoxSize } from '../box-size';

/** How an image fills its box: `cover` (image.css: cropped to fill it) or `contain` (whole, within it). */
export type ImageFit = 'cover' | 'contain';

/**
 * How the images inside draw in their boxes, where a part's stylesheet changes image.css's cover
 * (a product card whose owner chose `contain`). The file then asked for is the width drawn.
 */
export const ImageFitContext = createContext<ImageFit>('cover');

/**
 * How far a measured box's width or height may be from its layout's (box-size.ts measures whole
 * pixels, offsetWidth / offsetHeight): a box of the photo's own shape can measure a little taller
 * than that shape, which is no reason for a wider file (a 400 px box of a 3:2 photo, 266.67 px
 * high, measures 267: 400.5 px, a 401 px file).
 */
const MEASURED_SIZE_ROUNDING_PX = 0.5;

/**
 * The CSS width an image of `file`'s shape is drawn at in a box of `box`'s size: covering, the
 * box's height times the file's width / height where that is wider than the box (beyond what the
 * measure's rounding explains), else the box's width; contained, the box's width (the most it is
 * drawn at). The original's own width caps the file later, as for any width (`chooseImageSource`).
 */
export function drawnWidth(box: BoxSize, file: { width: number; height: number }, fit: ImageFit): number {
  if (fit === 'contain' || !(file.width > 0) || !(file.height > 0)) return box.width;
  const shape = file.width / file.height;
  const byHeight = box.height * shape;
  // The width and the height may each be off by the rounding, the height's scaled by the shape.
  return byHeight - box.width > MEASURED_SIZE_ROUNDING_PX * (1 + shape) ? byHeight : box.width;
}

/** The box an image of `proportion` (height / width) has at `width` before anything is measured: its aspect ratio's. */
export function proportionBox(width: number, proportion: number): BoxSize {
  return { width, height: width * proportion };
}
