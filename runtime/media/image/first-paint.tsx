/**
 * What a prerendered page's first section shows before its script has measured anything: its
 * photos' files chosen for a common screen of the copy's viewport (a published page carries one
 * copy per viewport). The section backgrounds choose theirs this way (SectionBackground.tsx), and
 * so do its foreground images (ResponsiveImage.tsx): without it a first-section photo waited for
 * the script to measure its box (a published page whose first section is a photo and its text,
 * Lighthouse mobile: the largest paint at 1.95 s against 1.38 s for its HTML alone, performance 99).
 * The client keeps the file unless its measured box wants a wider one, which replaces it
 * RESIZE_RELOAD_DELAY_MS later, as after a resize.
 */
import { createContext } from 'react';
import type { Viewport } from '../../core/policies';
import type { Image } from '../../page/page-schema';
import { drawnWidth, proportionBox, type ImageFit } from './drawn-width';
import { chooseImageSource, imageProportion, type ImageSource, type ImageSupport } from './image-url';

/** A screen's size, CSS px. */
export interface ScreenSize {
  width: number;
  height: number;
}

/** The screen the server's HTML chooses a first-section photo for, with nothing measured: a common one of each viewport. Ours. */
export const COMMON_SCREEN: Readonly<Record<Viewport, ScreenSize>> = { mobile: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
/** The pixel ratio the first section's photos are prerendered for: phones are 2× and more (the spec's cap), desktops mostly 1×. Ours. */
export const PRERENDER_PIXEL_RATIO: Readonly<Record<Viewport, number>> = { mobile: 2, desktop: 1 };

/**
 * The widest an image's place can be, in CSS px, where a layout knows it before anything is
 * measured: a FREE section's element is at most its share of the section's content width. Null
 * where nothing says (the image then takes the common screen's width).
 */
export const ImageSlotWidthContext = createContext<number | null>(null);

/**
 * The file a first-section image shows in the server's HTML of a viewport's copy: for the width it
 * is drawn at (drawn-width.ts) in a box of its place's width and its proportion's height, the box
 * it has before anything is measured. The client, measuring that box, asks for the same width, so
 * a photo cropped to a taller box is not fetched twice, first too narrow.
 */
export function firstPaintImageSource(image: Image, viewport: Viewport, slotWidth: number | null, support: ImageSupport, fit: ImageFit): ImageSource {
  const screen = COMMON_SCREEN[viewport].width;
  const boxWidth = slotWidth === null ? screen : Math.min(screen, slotWidth);
  const cssWidth = drawnWidth(proportionBox(boxWidth, imageProportion(image)), image, fit);
  return chooseImageSource(image, { cssWidth, devicePixelRatio: PRERENDER_PIXEL_RATIO[viewport], slowNetwork: false, support });
}
