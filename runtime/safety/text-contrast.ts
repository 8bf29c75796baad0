/**
 * What a text needs to be read (WCAG 2.2 success criterion 1.4.3, level AA: the ratio by its size
 * and weight) and the colours a browser computes for it (`rgb(…)`/`rgba(…)`), for admin's note on
 * an owner's own hard-to-read text (parts/contrast-measure.ts, issue 18 part 1). Apart from the
 * contrast math (contrast.ts), which the site uses too, so that a visitor's page does not carry it.
 */
import type { Rgba } from './contrast';

/** WCAG 1.4.3: normal text needs 4.5:1. */
export const TEXT_CONTRAST_MIN = 4.5;
/** WCAG 1.4.3: large text (at least 18 pt, or 14 pt bold) needs 3:1. */
export const LARGE_TEXT_CONTRAST_MIN = 3;
/** 18 pt and 14 pt in CSS pixels (1 pt = 4/3 px). */
const LARGE_TEXT_PX = 24;
const LARGE_BOLD_TEXT_PX = 18.66;
const BOLD_WEIGHT = 700;

const RGB_FUNCTION = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/i;

/** A computed colour (`rgb(r, g, b)`, `rgba(r, g, b, a)` or `rgb(r g b / a)`); null for anything else. */
export function parseComputedColour(value: string): Rgba | null {
  const match = RGB_FUNCTION.exec(value.trim());
  if (!match) return null;
  const [r, g, b] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const alpha = match[4] === undefined ? 1 : Number(match[4]) / (match[5] ? 100 : 1);
  if ([r, g, b, alpha].some((channel) => !Number.isFinite(channel))) return null;
  return { r, g, b, a: Math.min(1, Math.max(0, alpha)) };
}

/** The ratio a text of this size and weight needs (WCAG 1.4.3 AA). */
export function requiredContrast(fontSizePx: number, fontWeight: number): number {
  const large = fontSizePx >= LARGE_TEXT_PX || (fontSizePx >= LARGE_BOLD_TEXT_PX && fontWeight >= BOLD_WEIGHT);
  return large ? LARGE_TEXT_CONTRAST_MIN : TEXT_CONTRAST_MIN;
}
