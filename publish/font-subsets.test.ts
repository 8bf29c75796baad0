import { describe, expect, it } from 'vitest';
import { fontFaceRules, pageCodePoints, parseUnicodeRange, planFontSubsets, unicodeRangeOf } from './font-subsets';

const codes = (text: string) => [...text].map((character) => character.codePointAt(0) ?? 0);
/** Two faces as the build writes fonts.css into a published page (minified, the wildcard form of a range). */
const CSS =
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:optional;font-weight:100 900;src:url(./assets/inter-latin-wght-normal-Dx4k.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+2000-206F,U+20AC}' +
  '.x{color:red}@font-face{font-family:Inter Variable;font-style:normal;font-display:optional;font-weight:100 900;src:url(./assets/inter-cyrillic-wght-normal-Ab12.woff2)format("woff2-variations");unicode-range:U+301,U+4??,U+2116}';

describe('the characters a page may draw', () => {
  it('are its texts’ characters, printable ASCII, and the typography of prices and messages, without control characters', () => {
    const points = pageCodePoints(['Café\n\t\u0085', '\u{1F600}'], 'en');
    expect(points).toEqual([...points].sort((a, b) => a - b));
    for (const character of ['é', '\u{1F600}', 'A', 'z', '~', ' ', '€', '₽', '—', '«', '\u00a0']) expect(points).toContain(character.codePointAt(0));
    for (const control of ['\n', '\t', '\u0085', '\u007f']) expect(points).not.toContain(control.codePointAt(0));
    // Cyrillic only where the page has it or is in Russian.
    expect(points).not.toContain('Ж'.codePointAt(0));
    expect(pageCodePoints([], 'ru')).toEqual(expect.arrayContaining(codes('АЯабвяЁё')));
  });
});

describe('unicode-range', () => {
  it('is read in each of its forms', () => {
    expect(parseUnicodeRange('U+??, U+131,u+2000-206f,U+4??,bad')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
      [0x400, 0x4ff],
    ]);
  });

  it('is written with runs of consecutive characters as one interval, and reads back to the same characters', () => {
    const points = [0x20, 0x21, 0x22, 0x41, 0xe9, 0xea, 0x2014];
    expect(unicodeRangeOf(points)).toBe('U+20-22,U+41,U+E9-EA,U+2014');
    const back = parseUnicodeRange(unicodeRangeOf(points)).flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => from + index));
    expect(back).toEqual(points);
    expect(unicodeRangeOf([])).toBe('');
  });
});

describe('planning the copies of the preloaded faces', () => {
  it('reads the descriptors and the source of each @font-face', () => {
    const [latin] = fontFaceRules(CSS);
    expect(latin?.src).toBe('url(./assets/inter-latin-wght-normal-Dx4k.woff2)format("woff2-variations")');
    expect(latin?.descriptors).toContainEqual(['font-weight', '100 900']);
    expect(fontFaceRules(CSS)).toHaveLength(2);
  });

  it('gives each face the page’s characters in its range, and a rule declaring the copy like the original', () => {
    const codePoints = pageCodePoints(['Кофе — coffee'], 'en');
    const [latin, cyrillic] = planFontSubsets({ css: CSS, files: ['./assets/inter-latin-wght-normal-Dx4k.woff2', './assets/inter-cyrillic-wght-normal-Ab12.woff2'], codePoints });
    expect(latin?.codePoints).toEqual(expect.arrayContaining(codes('coffe —')));
    expect(latin?.codePoints).not.toContain('К'.codePointAt(0));
    // U+2014 is in the latin face's U+2000-206F; € (U+20AC) too; ₽ (U+20BD) in neither.
    expect(latin?.codePoints).toEqual(expect.arrayContaining(codes('—€')));
    expect(latin?.codePoints).not.toContain('₽'.codePointAt(0));
    expect(cyrillic?.codePoints).toEqual(codes('Кеоф'));
    expect(cyrillic?.rule('./assets/inter-cyrillic-page-1.woff2')).toBe(
      '@font-face{font-family:Inter Variable;font-style:normal;font-display:optional;font-weight:100 900;src:url("./assets/inter-cyrillic-page-1.woff2") format("woff2-variations");unicode-range:U+41A,U+435,U+43E,U+444}',
    );
  });

  it('leaves out a face that draws none of the page’s characters, and refuses a file no face uses', () => {
    const files = ['./assets/inter-latin-wght-normal-Dx4k.woff2', './assets/inter-cyrillic-wght-normal-Ab12.woff2'];
    expect(planFontSubsets({ css: CSS, files, codePoints: pageCodePoints(['coffee'], 'en') }).map((plan) => plan.file)).toEqual([files[0]]);
    expect(() => planFontSubsets({ css: CSS, files: ['./assets/playfair-latin.woff2'], codePoints: [0x41] })).toThrow(/playfair-latin/);
  });
});
