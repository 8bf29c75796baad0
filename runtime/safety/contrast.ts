/**
 * Text contrast as WCAG 2.2 measures it (success criterion 1.4.3, level AA): the relative
 * luminance of two sRGB colours and their ratio, and the ratio a text needs by its size. Plain
 * functions over the colours a browser computes (`rgb(…)`/`rgba(…)`), so admin can tell an owner
 * that their own text is hard to read (issue 18 part 1) without touching what visitors see.
 * The formula is a dozen lines of the standard, so no library.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

/** WCAG 1.4.3: normal text needs 4.5:1. */
export const TEXT_CONTRAST_MIN = 4.5;
/** WCAG 1.4.3: large text (at least 18 pt, or 14 pt bold) needs 3:1. */
export const LARGE_TEXT_CONTRAST_MIN = 3;
/** 18 pt and 14 pt in CSS pixels (1 pt = 4/3 px). */
export const LARGE_TEXT_PX = 24;
export const LARGE_BOLD_TEXT_PX = 18.66;
export const BOLD_WEIGHT = 700;

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

/** `top` painted over the opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG's relative luminance of an opaque sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** From 1 (the same) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio a text of this size and weight needs (WCAG 1.4.3 AA). */
export function requiredContrast(fontSizePx: number, fontWeight: number): number {
  const large = fontSizePx >= LARGE_TEXT_PX || (fontSizePx >= LARGE_BOLD_TEXT_PX && fontWeight >= BOLD_WEIGHT);
  return large ? LARGE_TEXT_CONTRAST_MIN : TEXT_CONTRAST_MIN;
}

/**
 * Of a light and a dark text colour, the one that reads better on `background` (a colour that is
 * not wholly opaque is taken over `page`): the text of a filled control on the owner's accent.
 */
export function readableTextOn<Text extends string>(background: Rgba, page: Rgba, light: { value: Text; rgba: Rgba }, dark: { value: Text; rgba: Rgba }): Text {
  const fill = background.a < 1 ? composite(background, page) : background;
  return contrastRatio(fill, light.rgba) >= contrastRatio(fill, dark.rgba) ? light.value : dark.value;
}

