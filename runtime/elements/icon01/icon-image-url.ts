import { iconSize, imageFormat, imagePath, imageQuality, PIXEL_RATIO_CAP, SLOW_NETWORK_PIXEL_RATIO_CAP } from '../../media/image/image-url';
import type { Image } from '../../page/page-schema';
import type { ImageEnvironment } from '../../core/services';

/**
 * Device pixels per CSS px for an image icon: the device's ratio capped at 2, or 1.5 on a slow
 * network, as for every image (spec 000 §9). Like `targetWidth`, a ratio that is not a positive
 * number counts as 1, and ratios below 1 are used as they are.
 */
export function iconPixelRatio(devicePixelRatio: number, slowNetwork: boolean): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.min(dpr, slowNetwork ? SLOW_NETWORK_PIXEL_RATIO_CAP : PIXEL_RATIO_CAP);
}

/**
 * The URL of an image icon drawn `size` CSS px wide: vectors and originals as they are, others at
 * `size` × the capped pixel ratio rounded up to the icon size steps (spec 000 §9), with the usual
 * format and quality rules.
 */
export function iconImageUrl(icon: Image, size: number, images: ImageEnvironment, slowNetwork: boolean): string {
  if (icon.ext === 'svg' || icon.original) return imagePath(icon);
  const format = imageFormat(icon, images.support);
  const width = iconSize(size * iconPixelRatio(images.devicePixelRatio, slowNetwork));
  return imagePath(icon, { width, quality: imageQuality(format, slowNetwork), ext: format });
}
