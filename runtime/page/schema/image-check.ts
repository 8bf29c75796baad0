/**
 * ImageSchema's rules (spec 000 §3 Image) without zod, for images a server sends at run time (the
 * products call, and the products a page embeds as that call answers them): the catalogue then
 * loads no validator, whose evaluation alone took about 100 ms of a published shop's hydration at
 * 4x CPU. image-check.test.ts holds it to ImageSchema's answers.
 *
 * One difference, as the catalogue reads server answers leniently (catalogue/product.ts): a key
 * ImageSchema does not list is ignored, left out of the image, rather than refused. The platform's
 * images carry fields of its own (spec 001 §3 names x and y, a focal point; a file's size), and a
 * photo with one more field than the runtime reads is still the product's photo. Page JSON, which
 * an owner writes, keeps ImageSchema's strict check, where an unknown key is a typo to point at.
 */
import { isColour } from '../../safety/colour';
import { isRecord } from '../../safety/is-record';
import { IMAGE_EXTS, MAX_IMAGE_BORDER_PX } from './constants';
import type { Image } from './common';

type ImageCheck = { ok: true; image: Image } | { ok: false; problem: string };

/** ImageSchema's keys: the only ones an image read here keeps. */
const KEYS: ReadonlySet<string> = new Set(['id', 'ext', 'width', 'height', 'proportion', 'border', 'averageColor', 'preview', 'animated', 'transparent', 'original', 'unq_id', 'name', 'alt']);
const OPTIONAL_STRINGS = ['preview', 'unq_id', 'name', 'alt'] as const;
const OPTIONAL_FLAGS = ['animated', 'transparent', 'original'] as const;

const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** An image of a server's answer, checked: the image with ImageSchema's keys alone, or why it cannot be used. */
export function checkImage(value: unknown): ImageCheck {
  if (!isRecord(value)) return { ok: false, problem: 'not an image' };
  const { id, ext, width, height, proportion, border, averageColor } = value;
  const idText = typeof id === 'string' && id.length > 0 ? id : typeof id === 'number' && Number.isInteger(id) ? String(id) : null;
  if (idText === null) return { ok: false, problem: 'id: a non-empty string or a whole number' };
  if (typeof ext !== 'string' || !(IMAGE_EXTS as readonly string[]).includes(ext)) return { ok: false, problem: `ext: one of ${IMAGE_EXTS.join(', ')}` };
  if (!isPositive(width) || !isPositive(height)) return { ok: false, problem: 'width and height: numbers above 0' };
  if (proportion !== undefined && !isPositive(proportion)) return { ok: false, problem: 'proportion: a number above 0' };
  if (border !== undefined && !(typeof border === 'number' && Number.isFinite(border) && border >= 0 && border <= MAX_IMAGE_BORDER_PX)) return { ok: false, problem: `border: 0 to ${MAX_IMAGE_BORDER_PX}` };
  if (averageColor !== undefined && !(typeof averageColor === 'string' && isColour(averageColor))) return { ok: false, problem: 'averageColor: not a colour' };
  for (const key of OPTIONAL_STRINGS) if (value[key] !== undefined && typeof value[key] !== 'string') return { ok: false, problem: `${key}: a string` };
  for (const key of OPTIONAL_FLAGS) if (value[key] !== undefined && typeof value[key] !== 'boolean') return { ok: false, problem: `${key}: true or false` };
  // Only the known keys given, as zod's parse of a stripping object gives them back (an absent optional key stays absent).
  const image = Object.fromEntries(Object.entries(value).filter(([key, field]) => KEYS.has(key) && field !== undefined)) as Image;
  return { ok: true, image: { ...image, id: idText, ext: ext as Image['ext'] } };
}
