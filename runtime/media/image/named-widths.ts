/**
 * Sources at the widths the spec names (000 §9): card backgrounds 1400 px on desktop and 800 px
 * on mobile, the lightbox 1920 px and hover images 1400 px. These are file widths, so the pixel
 * ratio does not multiply them; quality, format (animated and transparent images keep theirs),
 * the size limits and "never wider than the original" are the usual rules of `chooseImageSource`.
 */
import {
  CARD_BACKGROUND_WIDTH,
  HOVER_IMAGE_WIDTH,
  LIGHTBOX_WIDTH,
  chooseImageSource,
  type ImageEnv,
  type ImageRef,
  type ImageSource,
} from './image-url';
import type { Viewport } from '../../core/policies';

type NamedWidthEnv = Pick<ImageEnv, 'slowNetwork' | 'support' | 'loadedWidths'>;

/** The source whose file is `fileWidth` px wide (or the original, when that is narrower). */
export function fixedWidthSource(image: ImageRef, fileWidth: number, env: NamedWidthEnv): ImageSource {
  return chooseImageSource(image, { ...env, cssWidth: fileWidth, devicePixelRatio: 1 });
}

export function cardBackgroundWidth(viewport: Viewport): number {
  return CARD_BACKGROUND_WIDTH[viewport];
}

export function cardBackgroundSource(image: ImageRef, viewport: Viewport, env: NamedWidthEnv): ImageSource {
  return fixedWidthSource(image, cardBackgroundWidth(viewport), env);
}

export function lightboxSource(image: ImageRef, env: NamedWidthEnv): ImageSource {
  return fixedWidthSource(image, LIGHTBOX_WIDTH, env);
}

export function hoverImageSource(image: ImageRef, env: NamedWidthEnv): ImageSource {
  return fixedWidthSource(image, HOVER_IMAGE_WIDTH, env);
}
