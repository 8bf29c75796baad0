/**
 * Colour contrast as WCAG 2.2 measures it (success criterion 1.4.3): the relative luminance of
 * two sRGB colours and their ratio. The site picks its controls' text colour on the owner's accent
 * with it (`readableTextOn`); admin's note on an owner's hard-to-read text adds what a text needs by
 * its size and the colours the browser computed (text-contrast.ts, loaded with that note only).
 * The formula is a dozen lines of the standard, so no library.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

/** `top` painted over the opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG's relative luminance of an opaque sRGB colour. */
function relativeLuminance({ r, g, b }: Rgba): number {
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

/**
 * Of a light and a dark text colour, the one that reads better on `background` (a colour that is
 * not wholly opaque is taken over `page`): the text of a filled control on the owner's accent.
 */
export function readableTextOn<Text extends string>(background: Rgba, page: Rgba, light: { value: Text; rgba: Rgba }, dark: { value: Text; rgba: Rgba }): Text {
  const fill = background.a < 1 ? composite(background, page) : background;
  return contrastRatio(fill, light.rgba) >= contrastRatio(fill, dark.rgba) ? light.value : dark.value;
}

