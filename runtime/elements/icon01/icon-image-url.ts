import { iconSize, imageFormat, imagePath, imageQuality, PIXEL_RATIO_CAP, SLOW_NETWORK_PIXEL_RATIO_CAP, type ImageSupport } from '../../media/image/image-url';
import type { Image } from '../../page/page-schema';

/** The screen pixel ratios an image icon's files are offered for, up to the cap in force (spec 000 §9: 2, or 1.5 on a slow network). */
export const ICON_PIXEL_RATIOS = [1, 1.5, 2] as const;

/** An image icon's `<img>` sources. */
interface IconImageSources {
  /** The file for a 1× screen (and for a browser that reads no `srcset`). */
  src: string;
  /** Each file a denser screen may want, by its width, when there is more than one. */
  srcSet?: string;
  /** The icon's CSS size, which the widths in `srcSet` are read against. */
  sizes?: string;
}

/**
 * The files of an image icon drawn `size` CSS px wide: vectors and originals as they are, others at
 * `size` × each pixel ratio up to the cap, rounded up to the icon size steps (spec 000 §9), with
 * the usual format and quality rules. The browser picks among them by its own screen: the markup
 * depends on no screen, so the page's HTML made on a server is the one its script hydrates (a
 * file chosen for the server's ratio of 1 stayed in a hydrated page on a 2× phone, blurred).
 */
export function iconImageSources(icon: Image, size: number, support: ImageSupport, slowNetwork: boolean): IconImageSources {
  if (icon.ext === 'svg' || icon.original) return { src: imagePath(icon) };
  const format = imageFormat(icon, support);
  const quality = imageQuality(format, slowNetwork);
  const cap = slowNetwork ? SLOW_NETWORK_PIXEL_RATIO_CAP : PIXEL_RATIO_CAP;
  const widths = [...new Set(ICON_PIXEL_RATIOS.filter((ratio) => ratio <= cap).map((ratio) => iconSize(size * ratio)))];
  const url = (width: number) => imagePath(icon, { width, quality, ext: format });
  const src = url(widths[0]!);
  if (widths.length === 1) return { src };
  return { src, srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '), sizes: `${size}px` };
}
