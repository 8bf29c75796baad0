/**
 * Image URLs and size choice (spec 000 §2, §3, §9; 001 §9). Components call `chooseImageSource`.
 * The other functions are its steps, exported for backgrounds, icons and the sandbox backend.
 *
 * Decisions where the spec is silent:
 * - png, gif and svg have no quality setting. A resized png or gif still needs a `q` in its path,
 *   so it gets the jpg number, which the server ignores for lossless formats.
 * - The original file is served untouched, so it reports ORIGINAL_QUALITY (100).
 * - A device pixel ratio that is not a positive number counts as 1. Ratios below 1 (zoomed out)
 *   are used as they are, since fewer pixels are needed.
 * - `jpeg` is treated as `jpg`.
 */
import { safeUrl } from '../../safety/url-safety.ts';

/** Size limits (000 §9). */
export const IMAGE_MIN_WIDTH = 150;
export const IMAGE_MAX_WIDTH = 2160;
export const IMAGE_QUALITY = { jpg: 70, webp: 70, avif: 55 } as const;
export const SLOW_NETWORK_IMAGE_QUALITY = { jpg: 50, webp: 50, avif: 45 } as const;
/** Beyond 2× the eye cannot tell, and the file grows with the square of the ratio. */
export const PIXEL_RATIO_CAP = 2;
export const SLOW_NETWORK_PIXEL_RATIO_CAP = 1.5;
export const ICON_SIZE_STEP = 50;
export const ICON_MAX_SIZE = 3500;
/** A loaded width is reused from 2 px below to 1.2× above the wanted width. */
export const SIZE_REUSE_BELOW_PX = 2;
export const SIZE_REUSE_ABOVE_RATIO = 1.2;
export const CARD_BACKGROUND_WIDTH = { desktop: 1400, mobile: 800 } as const;
export const LIGHTBOX_WIDTH = 1920;
export const HOVER_IMAGE_WIDTH = 1400;
/** Section background widths offered (001 §9). */
export const BACKGROUND_IMAGE_WIDTHS = [800, 1366, 1920, 2160] as const;
/** After a resize, the image loads again this much later (000 §4). */
export const RESIZE_RELOAD_DELAY_MS = 1000;
/** Our own: the original file is not re-encoded. */
const ORIGINAL_QUALITY = 100;

type EncodedFormat = keyof typeof IMAGE_QUALITY;

export interface ImageRef {
  id: string;
  ext: string;
  /** Width of the original file, px. */
  width?: number;
  height?: number;
  animated?: boolean;
  transparent?: boolean;
  /** The owner asked for the original resolution: never resize. */
  original?: boolean;
}

export interface ImageSupport {
  webp: boolean;
  avif: boolean;
}

export interface ImageEnv {
  /** Rendered width in CSS px. */
  cssWidth: number;
  devicePixelRatio: number;
  slowNetwork: boolean;
  support: ImageSupport;
  /** Widths of this image already loaded in this format. Reusing one saves a request. */
  loadedWidths?: readonly number[];
}

export interface ImageSource {
  url: string;
  /** Width of the file served: the variant width, or the original width (0 if unknown). */
  width: number;
  format: string;
  quality: number;
}

/** Formats the server passes through unchanged: a resize would lose vectors or animation. */
const OWN_FORMAT_EXTS: ReadonlySet<string> = new Set(['svg', 'gif']);
const IMAGE_PATH = /^\/img\/([^/]+?)(?:_(\d+)_q(\d+))?\.([a-z0-9]+)$/i;

const normalExt = (ext: string): string => {
  const lower = ext.toLowerCase();
  return lower === 'jpeg' ? 'jpg' : lower;
};

/** An image's base64 preview as a URL safe to show (data:image only), or null. */
export function safePreviewUrl(image: { preview?: string | undefined }): string | null {
  return image.preview ? safeUrl(image.preview, { allowData: 'image' }) : null;
}

/** Height / width of an image: its own proportion (a crop the owner chose), else its file's. */
export function imageProportion(image: { width: number; height?: number | undefined; proportion?: number | undefined }): number {
  return image.proportion ?? (image.height ?? image.width) / image.width;
}

/**
 * `/img/{id}.{ext}` (the original) or `/img/{id}_{width}_q{quality}.{ext}` (a variant). The id and
 * extension are percent-encoded: they come from the page or the server, and an id with a comma and
 * a space (`a.png 1w, https://elsewhere/t.gif?`) would add candidates from another host to a
 * `srcset`, and one with a slash or `..` would name another path. Ids of letters, digits, `-`, `_`
 * and `.` read the same either way.
 */
export function imagePath(image: { id: string; ext: string }, variant?: { width: number; quality: number; ext?: string }): string {
  const id = encodeURIComponent(image.id);
  if (!variant) return `/img/${id}.${encodeURIComponent(image.ext)}`;
  return `/img/${id}_${variant.width}_q${variant.quality}.${encodeURIComponent(variant.ext ?? image.ext)}`;
}

/** Reads a path of `imagePath`'s forms back (its id decoded); null for any other path. */
export function parseImagePath(path: string): { id: string; ext: string; width?: number; quality?: number } | null {
  const m = IMAGE_PATH.exec(path);
  if (!m) return null;
  const [, encodedId = '', width, quality, ext = ''] = m;
  let id: string;
  try {
    id = decodeURIComponent(encodedId);
  } catch {
    return null;
  }
  return width && quality ? { id, ext, width: Number(width), quality: Number(quality) } : { id, ext };
}

/** Animated, transparent, svg and gif images keep their format. Others get the best supported one. */
export function imageFormat(image: Pick<ImageRef, 'ext' | 'animated' | 'transparent'>, support: ImageSupport): string {
  const ext = normalExt(image.ext);
  if (image.animated || image.transparent || OWN_FORMAT_EXTS.has(ext)) return ext;
  return support.avif ? 'avif' : support.webp ? 'webp' : 'jpg';
}

export function imageQuality(format: string, slowNetwork: boolean): number {
  const table = slowNetwork ? SLOW_NETWORK_IMAGE_QUALITY : IMAGE_QUALITY;
  const ext = normalExt(format);
  return ext in table ? table[ext as EncodedFormat] : table.jpg;
}

/** Device pixels for a CSS width: ratio capped, rounded up, clamped to the size limits. */
export function targetWidth(cssWidth: number, devicePixelRatio: number, slowNetwork: boolean): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const ratio = Math.min(dpr, slowNetwork ? SLOW_NETWORK_PIXEL_RATIO_CAP : PIXEL_RATIO_CAP);
  return Math.min(IMAGE_MAX_WIDTH, Math.max(IMAGE_MIN_WIDTH, Math.ceil(cssWidth * ratio)));
}

/** The smallest loaded width within the reuse window around `wanted`, if any. */
export function reusableWidth(loaded: readonly number[], wanted: number): number | undefined {
  const fits = loaded.filter((w) => w >= wanted - SIZE_REUSE_BELOW_PX && w <= wanted * SIZE_REUSE_ABOVE_RATIO);
  return fits.length ? Math.min(...fits) : undefined;
}

/** Icon size in steps of 50, rounded up so the icon is never blurred, from 50 to 3500. */
export function iconSize(px: number): number {
  const stepped = Math.ceil(px / ICON_SIZE_STEP) * ICON_SIZE_STEP;
  return Math.min(ICON_MAX_SIZE, Math.max(ICON_SIZE_STEP, stepped));
}

/** The smallest offered background width that covers `wantedPx`, else the largest. */
export function backgroundWidth(wantedPx: number): number {
  return BACKGROUND_IMAGE_WIDTHS.find((w) => w >= wantedPx) ?? IMAGE_MAX_WIDTH;
}

/**
 * The URL to load for an image drawn `env.cssWidth` CSS px wide. It never asks for more pixels
 * than the original has: it serves the original when the owner asked for it, for svg, or when
 * the wanted width reaches the original width.
 */
export function chooseImageSource(image: ImageRef, env: ImageEnv): ImageSource {
  const original = (): ImageSource => ({
    url: imagePath(image),
    width: image.width ?? 0,
    format: normalExt(image.ext),
    quality: ORIGINAL_QUALITY,
  });
  if (image.original || normalExt(image.ext) === 'svg') return original();
  const wanted = targetWidth(env.cssWidth, env.devicePixelRatio, env.slowNetwork);
  const width = reusableWidth(env.loadedWidths ?? [], wanted) ?? wanted;
  if (image.width && width >= image.width) return original();
  const format = imageFormat(image, env.support);
  const quality = imageQuality(format, env.slowNetwork);
  return { url: imagePath(image, { width, quality, ext: format }), width, format, quality };
}
