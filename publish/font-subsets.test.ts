import { describe, expect, it } from 'vitest';
import { codePointsOf, fontFaceRules, LATER_CODE_POINTS_MAX, laterCodePoints, leftToOriginals, narrowFontFaces, parseUnicodeRange, planFontSubsets, typedCodePoints, unicodeRangeOf } from './font-subsets';

/** No cmap known: every character a face's range has counts as drawn. */
const UNKNOWN = new Map<string, Set<number>>();

const codes = (text: string) => [...text].map((character) => character.codePointAt(0) ?? 0);
const LATIN = './assets/inter-latin-wght-normal-Dx4k.woff2';
const LATIN_EXT = './assets/inter-latin-ext-wght-normal-Ef56.woff2';
const CYRILLIC = './assets/inter-cyrillic-wght-normal-Ab12.woff2';
/** Three faces as the build writes fonts.css into a published page (minified, the wildcard form of a range). */
const face = (file: string, range: string) =>
  `@font-face{font-family:Inter Variable;font-style:normal;font-display:optional;font-weight:100 900;src:url(${file})format("woff2-variations");unicode-range:${range}}`;
const CSS = `${face(LATIN, 'U+??,U+131,U+2000-206F,U+20AC')}.x{color:red}${face(LATIN_EXT, 'U+100-2BA,U+20AD-20C0')}${face(CYRILLIC, 'U+301,U+4??,U+2116')}`;

describe('the characters a page may draw', () => {
  it('are its texts’ characters, sorted, without control characters', () => {
    const points = codePointsOf(['Café\n\t\u0085', '\u{1F600}', 'aé']);
    expect(points).toEqual([...codes('Café'), 0x1f600].sort((a, b) => a - b));
  });

  it('besides its own: printable ASCII and the typography of numbers and messages, and on a Russian page its alphabet', () => {
    const english = typedCodePoints('en');
    for (const character of ['A', 'z', '~', ' ', '€', '—', '«', '\u00a0', '\u202f']) expect(english).toContain(character.codePointAt(0));
    // The rouble sign comes with the page's own prices, not with every page (it is in another face).
    expect(english).not.toContain('₽'.codePointAt(0));
    expect(english).not.toContain('Ж'.codePointAt(0));
    expect(typedCodePoints('ru')).toEqual(expect.arrayContaining(codes('АЯабвяЁё№')));
  });
});

describe('what a page’s catalogues may show later', () => {
  it('adds the characters the page lacks: a later product’s "á" is in the copies, so its load fetches no original', () => {
    const own = codePointsOf(['Cafe Tolima, jalapeno']);
    expect(laterCodePoints(own, codePointsOf(['Café Tolimá, jalapeño']))).toEqual(codes('áéñ'));
    expect(laterCodePoints(own, codePointsOf(['Cafe']))).toEqual([]);
  });

  it(`adds none when they are more than ${LATER_CODE_POINTS_MAX} (a catalogue in another script): the originals serve the visitor who needs them`, () => {
    const many = String.fromCodePoint(...Array.from({ length: LATER_CODE_POINTS_MAX + 1 }, (_, index) => 0x4e00 + index));
    expect(laterCodePoints([], codePointsOf([many.slice(0, LATER_CODE_POINTS_MAX * 2)]))).toEqual([]);
    expect(laterCodePoints([], codePointsOf([many.slice(0, LATER_CODE_POINTS_MAX)]))).toHaveLength(LATER_CODE_POINTS_MAX);
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

describe('planning the copies of the page’s faces', () => {
  it('reads the descriptors, the source and the file of each @font-face', () => {
    const [latin] = fontFaceRules(CSS);
    expect(latin?.src).toBe(`url(${LATIN})format("woff2-variations")`);
    expect(latin?.file).toBe(LATIN);
    expect(latin?.descriptors).toContainEqual(['font-weight', '100 900']);
    expect(fontFaceRules(CSS)).toHaveLength(3);
  });

  it('gives a preloaded face the page’s characters in its range and what may be typed, declared like the original', () => {
    const [latin, cyrillic] = planFontSubsets({ css: CSS, mapped: UNKNOWN, preloaded: [LATIN, CYRILLIC], shown: codePointsOf(['Кофе — coffee']), typed: typedCodePoints('en') });
    expect(latin?.file).toBe(LATIN);
    expect(latin?.codePoints).toEqual(expect.arrayContaining(codes('coffe —XYZ€')));
    expect(latin?.codePoints).not.toContain('К'.codePointAt(0));
    expect(cyrillic?.codePoints).toEqual(codes('Кеоф'));
    expect(cyrillic?.rule('./assets/inter-cyrillic-page-1.woff2')).toBe(
      '@font-face{font-family:Inter Variable;font-style:normal;font-display:optional;font-weight:100 900;src:url("./assets/inter-cyrillic-page-1.woff2") format("woff2-variations");unicode-range:U+41A,U+435,U+43E,U+444}',
    );
  });

  it('gives another face a copy only of the page’s own characters it draws: the rouble sign of a Russian price', () => {
    const plans = planFontSubsets({ css: CSS, mapped: UNKNOWN, preloaded: [LATIN, CYRILLIC], shown: codePointsOf(['Кофе 450 ₽']), typed: typedCodePoints('ru') });
    expect(plans.map((plan) => plan.file)).toEqual([LATIN, LATIN_EXT, CYRILLIC]);
    expect(plans[1]?.codePoints).toEqual(codes('₽'));
    // A page without it: no copy of that face, nothing more to preload.
    expect(planFontSubsets({ css: CSS, mapped: UNKNOWN, preloaded: [LATIN, CYRILLIC], shown: codePointsOf(['Кофе 450']), typed: typedCodePoints('ru') }).map((plan) => plan.file)).toEqual([LATIN, CYRILLIC]);
  });

  it('leaves out a face that draws none of the page’s characters, and refuses a preloaded file no face uses', () => {
    expect(planFontSubsets({ css: CSS, mapped: UNKNOWN, preloaded: [LATIN], shown: codePointsOf(['coffee']), typed: typedCodePoints('en') }).map((plan) => plan.file)).toEqual([LATIN]);
    expect(() => planFontSubsets({ css: CSS, mapped: UNKNOWN, preloaded: ['./assets/playfair-latin.woff2'], shown: [0x41], typed: [] })).toThrow(/playfair-latin/);
  });

  it('claims only characters the face’s file has a glyph for: a face without the rouble sign gets no copy for it', () => {
    const mapped = new Map([[LATIN_EXT, new Set(codes('ĀāĂ'))]]);
    const plans = planFontSubsets({ css: CSS, mapped, preloaded: [LATIN], shown: codePointsOf(['Āx 450 ₽']), typed: typedCodePoints('en') });
    expect(plans.find((plan) => plan.file === LATIN_EXT)?.codePoints).toEqual(codes('Ā'));
    expect(planFontSubsets({ css: CSS, mapped, preloaded: [LATIN], shown: codePointsOf(['450 ₽']), typed: [] }).map((plan) => plan.file)).toEqual([LATIN]);
  });
});

describe('the originals’ ranges', () => {
  it('are narrowed to the characters each file has, so no character fetches a face that cannot draw it', () => {
    const mapped = new Map([
      [LATIN_EXT, new Set([...codes('ĀāĂ'), 0x20b9])],
      [CYRILLIC, new Set<number>()],
    ]);
    const narrowed = narrowFontFaces(CSS, mapped);
    const rules = fontFaceRules(narrowed);
    // latin: no cmap given, as it was; latin-ext: only what it has in its range (not ₽, U+20BD); cyrillic: draws nothing, gone.
    expect(rules.map((rule) => rule.file)).toEqual([LATIN, LATIN_EXT]);
    expect(rules[0]?.descriptors).toContainEqual(['unicode-range', 'U+??,U+131,U+2000-206F,U+20AC']);
    expect(rules[1]?.descriptors).toContainEqual(['unicode-range', 'U+100-102,U+20B9']);
    expect(narrowed).toContain('.x{color:red}');
  });

  it('leave to the originals only what their copies lack: one face for each of the page\u2019s characters, and an original whose every character is copied is gone', () => {
    const mapped = new Map([
      [LATIN, new Set(codes('abc €'))],
      [LATIN_EXT, new Set(codes('ĀāĂ'))],
      [CYRILLIC, new Set(codes('жи'))],
    ]);
    const plans = [
      { file: LATIN, codePoints: codes('ab ') },
      { file: LATIN_EXT, codePoints: codes('ĀāĂ') },
    ];
    const left = leftToOriginals(mapped, plans);
    expect([...(left.get(LATIN) ?? [])].sort((a, b) => a - b)).toEqual(codes('c€').sort((a, b) => a - b));
    expect(left.get(CYRILLIC)).toEqual(mapped.get(CYRILLIC));
    const rules = fontFaceRules(narrowFontFaces(CSS, left));
    expect(rules.map((rule) => rule.file)).toEqual([LATIN, CYRILLIC]);
    expect(rules[0]?.descriptors).toContainEqual(['unicode-range', 'U+63,U+20AC']);
  });
});
