/**
 * The colour check (spec 000 §5): a string is a hex colour when it has 3, 6 or 8 hex digits; rgb
 * and rgba values within range are colours; linear and radial gradients are their own kind;
 * anything else is not a colour. Owner values go into inline styles, so this is also what keeps
 * `url(...)`, `expression(...)` and declaration breakouts (`;`, `{`, `}`) out of them.
 *
 * Decisions where the spec was silent:
 * - 4-digit hex (`#rgba` shorthand) is NOT a colour: the spec lists 3, 6 or 8 only.
 * - Surrounding whitespace is ignored and the safe* helpers return the trimmed value; function
 *   names are case-insensitive, as in CSS.
 * - rgb/rgba use the comma syntax only. Channels are all integers 0–255 or all percentages 0–100%
 *   (no mixing, as in CSS); alpha is a number 0–1 or a percentage. Like browsers, rgb() takes an
 *   optional alpha and rgba() may omit it; the kind follows the function name.
 * - CSS Color 4 keywords are colours, inside gradients and out, case-insensitive as in CSS: the
 *   named colours (§6.1, the list maintained by the `color-name` package: named-colours.ts), `transparent` (§6.2) and
 *   `currentColor` (§6.4). Their kind is 'keyword'.
 * - A gradient's arguments are made only of colours, lengths/percentages/angles and the direction,
 *   shape and position keywords; each argument holds at most one colour, and at least two colour
 *   stops are needed, as in CSS. `repeating-*` gradients are not accepted.
 */

import type { Rgba } from './contrast';
import { namedColour } from './named-colours';

export type HexOrRgbKind = 'hex' | 'rgb' | 'rgba' | 'keyword';
export type GradientKind = 'linear-gradient' | 'radial-gradient';
export type ColourKind = HexOrRgbKind | GradientKind;

/** spec 000 §5: hex colours have 3, 6 or 8 digits. */
const HEX_DIGIT_COUNTS = [3, 6, 8] as const;
const RGB_CHANNEL_MAX = 255;
const ALPHA_MAX = 1;
const PERCENT_MAX = 100;
/** CSS needs two colour stops for a gradient to draw. */
const MIN_GRADIENT_STOPS = 2;

/** CSS Color 4 §6.2 and §6.4: colour keywords that are not named colours. */
const SPECIAL_COLOUR_KEYWORDS: ReadonlySet<string> = new Set(['transparent', 'currentcolor']);

/** A CSS Color 4 colour keyword: a named colour, `transparent` or `currentColor`. */
function isColourKeyword(value: string): boolean {
  const lower = value.toLowerCase();
  return SPECIAL_COLOUR_KEYWORDS.has(lower) || namedColour(lower) !== undefined;
}

const HEX = new RegExp(`^#(?:${HEX_DIGIT_COUNTS.map((count) => `[\\da-f]{${count}}`).join('|')})$`, 'i');
const RGB = /^(rgba?)\(([^()]*)\)$/i;
const INTEGER = /^\d+$/;
const NUMBER = /^(?:\d+\.?\d*|\.\d+)$/;
const PERCENTAGE = /^(\d+\.?\d*|\.\d+)%$/;
const GRADIENT = /^(linear-gradient|radial-gradient)\((.*)\)$/is;
const FORBIDDEN = /url\(|expression\(|[;{}]/i;
const DIMENSION = /^-?(?:\d+\.?\d*|\.\d+)(?:%|deg|grad|rad|turn|px|em|rem|ex|ch|vw|vh|vmin|vmax|cm|mm|in|pt|pc)?$/i;
const GRADIENT_KEYWORDS: ReadonlySet<string> = new Set([
  'to', 'top', 'bottom', 'left', 'right', 'center', 'at',
  'circle', 'ellipse', 'closest-side', 'closest-corner', 'farthest-side', 'farthest-corner',
]);

function isPercentage(text: string): boolean {
  const match = PERCENTAGE.exec(text);
  return match !== null && Number(match[1]) <= PERCENT_MAX;
}

function isAlpha(text: string): boolean {
  return (NUMBER.test(text) && Number(text) <= ALPHA_MAX) || isPercentage(text);
}

function rgbKind(value: string): 'rgb' | 'rgba' | null {
  const match = RGB.exec(value);
  if (!match?.[1] || match[2] === undefined) return null;
  const parts = match[2].split(',').map((part) => part.trim());
  if (parts.length !== 3 && parts.length !== 4) return null;
  const channels = parts.slice(0, 3);
  const inRange =
    channels.every((channel) => INTEGER.test(channel) && Number(channel) <= RGB_CHANNEL_MAX) || channels.every(isPercentage);
  const alpha = parts[3];
  if (!inRange || (alpha !== undefined && !isAlpha(alpha))) return null;
  return match[1].toLowerCase() === 'rgba' ? 'rgba' : 'rgb';
}

function hexOrRgbKind(value: string): HexOrRgbKind | null {
  if (HEX.test(value)) return 'hex';
  if (isColourKeyword(value)) return 'keyword';
  return rgbKind(value);
}

/**
 * Splits on `separator` (a comma, or any whitespace when 'space') outside parentheses; null when the
 * parentheses do not balance. Empty pieces are kept for commas (so `a,,b` fails) and dropped for spaces.
 */
function splitTopLevel(text: string, separator: ',' | 'space'): string[] | null {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) return null;
    const splits = depth === 0 && (separator === ',' ? char === ',' : /\s/.test(char));
    if (splits) {
      pieces.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (depth !== 0) return null;
  pieces.push(current);
  return separator === ',' ? pieces.map((piece) => piece.trim()) : pieces.filter((piece) => piece !== '');
}

function gradientKind(value: string): GradientKind | null {
  const match = GRADIENT.exec(value);
  // Checked on the whole value as well as by the token rules below, so that no later loosening
  // of those rules can let a url() or a declaration breakout through.
  if (!match?.[1] || match[2] === undefined || FORBIDDEN.test(value)) return null;
  const args = splitTopLevel(match[2], ',');
  if (!args) return null;
  let stops = 0;
  for (const arg of args) {
    const tokens = splitTopLevel(arg, 'space');
    if (!tokens || tokens.length === 0) return null;
    const colours = tokens.filter((token) => hexOrRgbKind(token) !== null).length;
    const known = tokens.every(
      (token) => hexOrRgbKind(token) !== null || DIMENSION.test(token) || GRADIENT_KEYWORDS.has(token.toLowerCase()),
    );
    if (!known || colours > 1) return null;
    stops += colours;
  }
  if (stops < MIN_GRADIENT_STOPS) return null;
  return match[1].toLowerCase() === 'radial-gradient' ? 'radial-gradient' : 'linear-gradient';
}

/** The colour stops of a safe gradient, in order; empty for anything else. */
export function gradientColours(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const trimmed = value.trim();
  const args = gradientKind(trimmed) ? splitTopLevel(GRADIENT.exec(trimmed)?.[2] ?? '', ',') : null;
  return (args ?? []).flatMap((arg) => (splitTopLevel(arg, 'space') ?? []).filter((token) => hexOrRgbKind(token) !== null));
}

export function colourKind(value: unknown): ColourKind | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return hexOrRgbKind(trimmed) ?? gradientKind(trimmed);
}

/** A plain colour (hex, rgb, rgba or a keyword), not a gradient: what `color` and `border-color` accept. */
export function isColour(value: unknown): value is string {
  return typeof value === 'string' && hexOrRgbKind(value.trim()) !== null;
}

/** The trimmed colour, or undefined so that a style property falls back to its default. */
export function safeColour(value: unknown): string | undefined {
  return isColour(value) ? value.trim() : undefined;
}

/** The trimmed colour or gradient, for `background`; undefined otherwise. */
export function safeFill(value: unknown): string | undefined {
  return typeof value === 'string' && colourKind(value) !== null ? value.trim() : undefined;
}

/** A plain colour's channels (0–255, alpha 0–1); null for a gradient, `currentColor` or anything not a colour. */
export function colourChannels(value: unknown): Rgba | null {
  if (!isColour(value)) return null;
  const colour = value.trim().toLowerCase();
  if (colour === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = namedColour(colour);
  if (named) {
    const [r = 0, g = 0, b = 0] = named;
    return { r, g, b, a: 1 };
  }
  if (colour.startsWith('#')) {
    const digits = colour.slice(1);
    const pairs = digits.length <= 4 ? [...digits].map((digit) => digit + digit) : (digits.match(/../g) ?? []);
    const [r = 0, g = 0, b = 0, a = 255] = pairs.map((pair) => parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const parts = RGB.exec(colour)?.[2]?.split(',').map((part) => part.trim());
  if (!parts) return null;
  const channel = (part: string) => (part.endsWith('%') ? (Number(part.slice(0, -1)) / PERCENT_MAX) * RGB_CHANNEL_MAX : Number(part));
  const [r = 0, g = 0, b = 0] = parts.slice(0, 3).map(channel);
  const alpha = parts[3];
  return { r, g, b, a: alpha === undefined ? 1 : alpha.endsWith('%') ? Number(alpha.slice(0, -1)) / PERCENT_MAX : Number(alpha) };
}

