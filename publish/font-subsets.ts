/**
 * A published page's fonts cut down to the characters it shows (issue 17: the page's largest
 * paint shared the network with 87 KB of fonts, and the simulated slow 4G gave the hero photo half
 * the bandwidth; the Inter and Playfair faces a landing page preloads fall from 48 and 38 KB to
 * about 29 and 25 KB).
 *
 * Plain functions: scripts/publish.mjs reads the files and cuts them (subset-font, HarfBuzz).
 * Each face of the page's fonts that draws some of the page's characters gets a copy holding only
 * those, declared after the original with the same family, style and weights and a `unicode-range`
 * of exactly those characters. A browser takes the last declared face that covers a character, so
 * the page's text comes from the small copies and an original is fetched only if some other
 * character shows up (a product name loaded later). The head preloads every copy: with
 * `font-display: optional` a face that is not there at the first paint is not used on that view.
 *
 * What a visitor may type or the runtime may show later is in the copies of the faces the page's
 * language preloads anyway (`fontsFor`): printable ASCII, the Russian alphabet on a Russian page,
 * and the typography of numbers and messages. Another face (latin-ext, whose range has the rouble
 * sign) gets a copy only for characters the page itself has: on a Russian shop page that was the
 * whole 85 KB Inter latin-ext file, fetched for its prices' ₽.
 */
import type { Language } from '../runtime';

/** What any page may show beyond its own text: printable ASCII, spaces of formatted numbers, quotes, dashes, the euro. */
const SHOWN_ANYWHERE_TEXT = `${String.fromCodePoint(...range(0x20, 0x7e))}\u00a0\u202f\u2009–—‘’“”«»…•×€`;
/** What a visitor types in a form, and the runtime writes, in the page's language (besides ASCII). */
const TYPED_BY_LANGUAGE: Readonly<Record<Language, string>> = {
  en: '',
  ru: `${String.fromCodePoint(...range(0x410, 0x44f), 0x401, 0x451)}№`,
};

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The code points of some texts, sorted, control characters left out. */
export function codePointsOf(texts: readonly string[]): number[] {
  const seen = new Set<number>();
  for (const text of texts) {
    for (const character of text) {
      const codePoint = character.codePointAt(0) ?? 0;
      if (codePoint >= 0x20 && !(codePoint >= 0x7f && codePoint < 0xa0)) seen.add(codePoint);
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/** What a page in this language may show or be typed into it besides its own text. */
export function typedCodePoints(language: Language): number[] {
  return codePointsOf([SHOWN_ANYWHERE_TEXT, TYPED_BY_LANGUAGE[language]]);
}

/**
 * How many characters, beyond the page's own, the copies take from what its catalogues may show
 * later (ours). Past that (a catalogue in another script, say) the copies would grow by far more
 * than an original's fetch costs the rare visitor who needs it, so none are taken.
 */
export const LATER_CODE_POINTS_MAX = 128;

/** What a page's catalogues may show later (`later`) that the page itself does not (`own`): all of it, or none when that is more than LATER_CODE_POINTS_MAX. */
export function laterCodePoints(own: readonly number[], later: readonly number[]): number[] {
  const owned = new Set(own);
  const added = later.filter((codePoint) => !owned.has(codePoint));
  return added.length <= LATER_CODE_POINTS_MAX ? added : [];
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

interface FontFaceRule {
  /** Its descriptors in order (`font-family`, `unicode-range`…), values as written. */
  descriptors: [string, string][];
  /** The `src` value. */
  src: string;
  /** The font file its `src` names, when it is one of the page's own (`./assets/….woff2`). */
  file?: string;
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
    const src = descriptors.find(([name]) => name === 'src')?.[1] ?? '';
    const file = /url\(\s*["']?(\.\/assets\/[^"')]+\.woff2)["']?\s*\)/.exec(src)?.[1];
    return { descriptors: descriptors.filter(([name]) => name !== 'src'), src, ...(file ? { file } : {}) };
  });
}

interface FontSubsetPlan {
  /** The original file, as the page's CSS names it (`./assets/….woff2`). */
  file: string;
  /** The characters its copy holds. */
  codePoints: number[];
  /** The copy's `@font-face` rule, given the copy's address. */
  rule(href: string): string;
}

interface FontSubsetInput {
  /** The page's stylesheets, with their `@font-face` rules. */
  css: string;
  /** The characters each font file has a glyph for (its cmap), by file: a copy claims no other. */
  mapped: ReadonlyMap<string, ReadonlySet<number>>;
  /** The files the page's language preloads (`fontsFor`, as `./assets/….woff2`). */
  preloaded: readonly string[];
  /** The page's own characters: its HTML and its data (`codePointsOf`). */
  shown: readonly number[];
  /** What may be shown or typed later (`typedCodePoints`): in the preloaded faces' copies too. */
  typed: readonly number[];
}

/**
 * For each face of the page's CSS: the characters its copy holds (the page's own in its range, and
 * for a preloaded face what may be typed too), and the rule that declares the copy. A face that
 * draws none is left out; a preloaded file that no rule names is an error, since its preload
 * would fetch a font the page never uses.
 */
export function planFontSubsets({ css, mapped, preloaded, shown, typed }: FontSubsetInput): FontSubsetPlan[] {
  const rules = fontFaceRules(css);
  const missing = preloaded.find((file) => !rules.some((rule) => rule.file === file));
  if (missing) throw new Error(`no @font-face of the page's CSS uses ${missing}`);
  const shownOrTyped = [...new Set([...shown, ...typed])].sort((a, b) => a - b);
  return rules.flatMap((face) => {
    const { file } = face;
    if (!file) return [];
    const wanted = preloaded.includes(file) ? shownOrTyped : shown;
    const drawn = wanted.filter(drawnBy(face, mapped.get(file)));
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

/**
 * What each original file still draws for the page once its copy is made (for narrowFontFaces):
 * its characters less its copy's. A page's text then has one face for each character. Had an
 * original kept the copy's characters too, a browser laying out text before the copy had arrived
 * (a busy phone) could fetch the original as well: the browser tests saw it on a loaded machine.
 */
export function leftToOriginals(mapped: ReadonlyMap<string, ReadonlySet<number>>, plans: readonly Pick<FontSubsetPlan, 'file' | 'codePoints'>[]): Map<string, ReadonlySet<number>> {
  return new Map(
    [...mapped].map(([file, glyphs]) => {
      const copied = new Set(plans.filter((plan) => plan.file === file).flatMap((plan) => plan.codePoints));
      return [file, copied.size === 0 ? glyphs : new Set([...glyphs].filter((codePoint) => !copied.has(codePoint)))];
    }),
  );
}

/** The face's declared `unicode-range` value, if it has one. */
function declaredRange(face: FontFaceRule): string | undefined {
  return face.descriptors.find(([descriptor]) => descriptor === 'unicode-range')?.[1];
}

/** Whether a face draws a character: its declared range has it, and so does its file (when known). Reads the range once. */
function drawnBy(face: FontFaceRule, mapped: ReadonlySet<number> | undefined): (codePoint: number) => boolean {
  const declared = declaredRange(face);
  const intervals = declared ? parseUnicodeRange(declared) : [];
  return (codePoint) => (!declared || intervals.some(([from, to]) => codePoint >= from && codePoint <= to)) && (mapped?.has(codePoint) ?? true);
}

/**
 * The page's stylesheets with each font face's `unicode-range` narrowed to the characters its file
 * has. A face claims what its package's CSS says, and a browser fetches a face for any character
 * in that range: Playfair Display's latin-ext file claims the rouble sign, has no glyph for it,
 * and a Russian page's prices in headings fetched its 21 KB for nothing. A face whose file draws
 * none of its range is left out.
 */
export function narrowFontFaces(css: string, mapped: ReadonlyMap<string, ReadonlySet<number>>): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    const [face] = fontFaceRules(rule);
    const glyphs = face?.file ? mapped.get(face.file) : undefined;
    if (!face || !glyphs) return rule;
    const declared = declaredRange(face);
    const drawn = [...glyphs].filter(drawnBy(face, glyphs)).sort((a, b) => a - b);
    if (drawn.length === 0) return '';
    const range = `unicode-range:${unicodeRangeOf(drawn)}`;
    return declared ? rule.replace(/unicode-range\s*:[^;}]*/, range) : rule.replace(/\}$/, `;${range}}`);
  });
}
