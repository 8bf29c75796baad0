/**
 * A published page's fonts cut down to the characters it shows (issue 17: the page's largest
 * paint shared the network with 87 KB of fonts, and the simulated slow 4G gave the hero photo half
 * the bandwidth; the Inter and Playfair faces a landing page preloads fall from 48 and 38 KB to
 * about 29 and 25 KB).
 *
 * Plain functions: scripts/publish.mjs reads the files and cuts them (subset-font, HarfBuzz).
 * Each preloaded face gets a copy holding only the characters of the page that fall in its
 * range, declared after the original with the same family, style and weights and a
 * `unicode-range` of exactly those characters. A browser takes the last declared face that covers
 * a character, so the page's text comes from the small copy and the original is fetched only if
 * some other character shows up (a product name loaded later). The preload links name the copies.
 *
 * What a visitor may type or the runtime may show later is in the copy too: printable ASCII, the
 * Russian alphabet on a Russian page, and the typography of prices and messages.
 */
import type { Language } from '../runtime';

/** What any page may show beyond its own text: printable ASCII, spaces of formatted numbers, quotes, dashes, currency. */
const SHOWN_ANYWHERE = `${String.fromCodePoint(...range(0x20, 0x7e))}\u00a0\u202f\u2009–—‘’“”«»…•×€₽`;
/** What a visitor types in a form, and the runtime writes, in the page's language (besides ASCII). */
const TYPED_BY_LANGUAGE: Readonly<Record<Language, string>> = {
  en: '',
  ru: `${String.fromCodePoint(...range(0x410, 0x44f), 0x401, 0x451)}№`,
};

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The code points a page may draw: every character of its texts (its HTML and its data, so the
 * messages of its language too), and what is shown anywhere or typed in its language. Sorted;
 * control characters left out.
 */
export function pageCodePoints(texts: readonly string[], language: Language): number[] {
  const seen = new Set<number>();
  for (const text of [...texts, SHOWN_ANYWHERE, TYPED_BY_LANGUAGE[language]]) {
    for (const character of text) {
      const codePoint = character.codePointAt(0) ?? 0;
      if (codePoint >= 0x20 && !(codePoint >= 0x7f && codePoint < 0xa0)) seen.add(codePoint);
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/** A `unicode-range` value as inclusive intervals: `U+0-FF`, `U+131`, and the wildcard form `U+4??`. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').flatMap((part): [number, number][] => {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) return [];
    const [, start, end] = match;
    if (start.includes('?')) return [[parseInt(start.replace(/\?/g, '0'), 16), parseInt(start.replace(/\?/g, 'f'), 16)]];
    const from = parseInt(start, 16);
    return [[from, end ? parseInt(end, 16) : from]];
  });
}

/** Code points as the shortest `unicode-range` list: consecutive ones become one interval. */
export function unicodeRangeOf(codePoints: readonly number[]): string {
  const parts: string[] = [];
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  for (let at = 0; at < codePoints.length; ) {
    const from = codePoints[at] ?? 0;
    let to = from;
    while (codePoints[at + 1] === to + 1) {
      to += 1;
      at += 1;
    }
    at += 1;
    parts.push(to === from ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
  }
  return parts.join(',');
}

export interface FontFaceRule {
  /** Its descriptors in order (`font-family`, `unicode-range`…), values as written. */
  descriptors: [string, string][];
  /** The `src` value. */
  src: string;
}

/** The `@font-face` rules of a stylesheet (as the build writes them: no comments or strings holding braces). */
export function fontFaceRules(css: string): FontFaceRule[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => {
    const descriptors = (match[1] ?? '')
      .split(';')
      .map((declaration): [string, string] => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim()];
      })
      .filter(([name, value]) => name !== '' && value !== '');
    return { descriptors: descriptors.filter(([name]) => name !== 'src'), src: descriptors.find(([name]) => name === 'src')?.[1] ?? '' };
  });
}

export interface FontSubsetPlan {
  /** The preloaded file, as the page's CSS and preload link name it (`./assets/….woff2`). */
  file: string;
  /** The characters of the page this face draws: what its copy holds. */
  codePoints: number[];
  /** The copy's `@font-face` rule, given the copy's address. */
  rule(href: string): string;
}

/**
 * For each preloaded font file: the page's characters in its face's range, and the rule that
 * declares the copy holding them. A file whose face draws none of them is left out (nothing to
 * preload); a file no rule of the CSS names is an error, since its preload would fetch a font
 * the page never uses.
 */
export function planFontSubsets({ css, files, codePoints }: { css: string; files: readonly string[]; codePoints: readonly number[] }): FontSubsetPlan[] {
  const rules = fontFaceRules(css);
  return files.flatMap((file) => {
    const name = file.slice(file.lastIndexOf('/') + 1);
    const face = rules.find((rule) => rule.src.includes(name));
    if (!face) throw new Error(`no @font-face of the page's CSS uses ${file}`);
    const declared = face.descriptors.find(([descriptor]) => descriptor === 'unicode-range')?.[1];
    const intervals = declared ? parseUnicodeRange(declared) : [[0, 0x10ffff] as [number, number]];
    const drawn = codePoints.filter((codePoint) => intervals.some(([from, to]) => codePoint >= from && codePoint <= to));
    if (drawn.length === 0) return [];
    const format = /format\(\s*(["'][^"']+["'])\s*\)/.exec(face.src)?.[1] ?? '"woff2"';
    return [
      {
        file,
        codePoints: drawn,
        rule: (href: string) =>
          `@font-face{${[
            ...face.descriptors.filter(([descriptor]) => descriptor !== 'unicode-range').map(([descriptor, value]) => `${descriptor}:${value}`),
            `src:url(${JSON.stringify(href)}) format(${format})`,
            `unicode-range:${unicodeRangeOf(drawn)}`,
          ].join(';')}}`,
      },
    ];
  });
}
