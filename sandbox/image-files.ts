/**
 * The sandbox's image file rules, shared by the in-page handler (images.ts, under MSW) and the
 * server-side resizer (media-server.ts, under Vite): which file a /img/ name means, and how big
 * a resized form is. No DOM and no MSW here, so both sides can import it.
 */
import { IMAGE_PATH_PREFIX } from '../runtime/platform/api-paths.ts';
import { parseImagePath } from '../runtime/media/image/image-url.ts';

/** Says why the bytes differ from what the name asks for (e.g. "avif served as webp"). */
export const NOTE_HEADER = 'x-sandbox-note';
/** Set by the server-side resizer, so the in-page handler knows it need not resize. */
export const RESIZER_HEADER = 'x-sandbox-resizer';
/** Larger than any size the runtime asks for (2160 px × pixel ratio 2 is clamped to the original). */
const MAX_RESIZE_WIDTH = 8000;

export interface ParsedImageFile {
  id: string;
  ext: string;
  /** Absent for the original form. */
  width?: number;
  quality?: number;
}

/** A /img/ file name read by the runtime's own rule, so the two cannot disagree: an id may hold '_'. */
export function parseImageFile(file: string): ParsedImageFile | null {
  if (file.includes('/')) return null;
  const parsed = parseImagePath(`${IMAGE_PATH_PREFIX}${file}`);
  return parsed && { ...parsed, ext: parsed.ext.toLowerCase() };
}

/** Whether a sized form asks for a size the sandbox serves (a real image server has limits too). */
export function isServableSize(file: ParsedImageFile): boolean {
  const { width, quality } = file;
  if (width === undefined || quality === undefined) return true;
  return width >= 1 && width <= MAX_RESIZE_WIDTH && quality >= 1 && quality <= 100;
}

/** The resized size: never wider than the original, height kept in proportion. */
export function targetSize(wanted: number, original: { width: number; height: number }): { width: number; height: number } {
  const width = Math.min(wanted, original.width);
  return { width, height: Math.max(1, Math.round((width * original.height) / original.width)) };
}
