/**
 * Which file a section background image loads (spec 001 §9: widths 800, 1366, 1920, 2160;
 * spec 000 §9: pixel ratio cap 2, 1.5 on slow networks, quality per format).
 *
 * Decisions where the spec is silent:
 * - The width is the width the picture is drawn at: it covers its layer (background-size: cover),
 *   so a tall layer (a tall section, a parallax layer, a phone) draws it wider than the section.
 *   For a section wider than the picture's proportion this is simply the section's width.
 * - The request always names one of the four widths, even above the original's width: the server
 *   never enlarges, and a CDN caches only four sizes per image.
 * - The original file is served for svg and for images marked `original`, as for other images.
 */
import { backgroundWidth, IMAGE_MAX_WIDTH, imageFormat, imagePath, imageProportion, imageQuality, targetWidth, type ImageSupport } from '../image/image-url';
import type { BackgroundImage } from '../../page/page-schema';
import { coverBox } from './geometry';

interface BackgroundImageEnv {
  devicePixelRatio: number;
  slowNetwork: boolean;
  support: ImageSupport;
}

export interface BackgroundImageSource {
  url: string;
  /** The width asked for; the original's width when the original is served. */
  width: number;
}


/** CSS width at which the image is drawn when it covers a layer of this size. */
export function drawnWidth(image: Pick<BackgroundImage, 'width' | 'height' | 'proportion'>, layer: { width: number; height: number }): number {
  return coverBox(layer, 1 / imageProportion(image)).width;
}

/** `maxWidth`, one of the offered widths, caps the file asked for (a first paint's, SectionBackground.tsx). */
export function backgroundImageSource(image: BackgroundImage, layer: { width: number; height: number }, env: BackgroundImageEnv, maxWidth = IMAGE_MAX_WIDTH): BackgroundImageSource | null {
  if (layer.width <= 0) return null;
  if (image.original || image.ext === 'svg') return { url: imagePath(image), width: image.width };
  const width = Math.min(maxWidth, backgroundWidth(targetWidth(drawnWidth(image, layer), env.devicePixelRatio, env.slowNetwork)));
  const format = imageFormat(image, env.support);
  return { url: imagePath(image, { width, quality: imageQuality(format, env.slowNetwork), ext: format }), width };
}

/** A URL as a CSS `url()` value, quoted so that no character of it can end the value. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}
