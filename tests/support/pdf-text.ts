/**
 * Test support: the text a PDF prints on each of its pages, for browser tests that print a page
 * (`page.pdf`, the browser's print): Chrome (Skia) writes each run of text as hex-encoded glyphs,
 * mapped back to characters through its font's ToUnicode CMap, which it writes for every font.
 * Text drawn in a group of its own (translucent, blended, a layer: `opacity`, a colour with alpha)
 * is in a form XObject the page's content draws (`/Name Do`), read where it is drawn.
 * Enough for Chrome's own PDFs, no PDF reader in general.
 */
import { inflateSync } from 'node:zlib';

/** The text of each page of a PDF as Chrome (Skia) writes it: hex-encoded glyphs mapped back through each font's ToUnicode CMap. */
export function pdfPagesText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(match[1]!, match[2]!);
  const streamOf = (body: string): string => {
    const at = body.indexOf('stream');
    if (at < 0) return '';
    const start = at + 6 + (body.slice(at + 6, at + 8) === '\r\n' ? 2 : 1);
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    if (!/FlateDecode/.test(body.slice(0, at))) return raw.toString('latin1');
    for (const end of [raw.length, raw.length - 1, raw.length - 2]) {
      try {
        return inflateSync(raw.subarray(0, end)).toString('latin1');
      } catch {
        // A trailing end-of-line before `endstream`: try without it.
      }
    }
    return '';
  };
  const units = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  /** A font's map from glyph codes to text, and how many hex digits a code takes in it (2 for a simple font, 4 for a composite one). */
  const cmapOf = (text: string) => {
    const map = new Map<number, string>();
    const width = text.match(/begincodespacerange\s*<([0-9A-Fa-f]+)>/)?.[1]?.length ?? 4;
    for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(pair[1]!, 16), units(pair[2]!));
    for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const range of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        const [low, high, first] = [parseInt(range[1]!, 16), parseInt(range[2]!, 16), parseInt(range[3]!, 16)];
        for (let code = low; code <= high; code += 1) map.set(code, String.fromCodePoint(first + code - low));
      }
    return { map, width };
  };
  const cmaps = new Map<string, { map: Map<number, string>; width: number }>();
  for (const [id, body] of objects) {
    const toUnicode = /\/Type\s*\/Font/.test(body) ? body.match(/\/ToUnicode\s+(\d+) 0 R/) : null;
    if (toUnicode) cmaps.set(id, cmapOf(streamOf(objects.get(toUnicode[1]!) ?? '')));
  }
  /** An object's dictionary: its text before its stream, if it has one. */
  const dictionaryOf = (body: string) => body.slice(0, body.indexOf('stream') < 0 ? undefined : body.indexOf('stream'));
  /** The resources a page or a form XObject names, given inline or as an object of their own; `inherited` where it names none (a form XObject uses its page's then). */
  const resourcesOf = (body: string, inherited: string) => {
    const dictionary = dictionaryOf(body);
    const ref = dictionary.match(/\/Resources\s+(\d+) 0 R/);
    if (ref) return objects.get(ref[1]!) ?? '';
    return /\/Resources\b/.test(dictionary) ? dictionary : inherited;
  };
  /** The names a resources dictionary gives to objects of one kind (`/Font << /F17 17 0 R >>`): name to object id. */
  const namedIn = (resources: string, kind: 'Font' | 'XObject') =>
    new Map([...(resources.match(new RegExp(`/${kind}\\s*<<([^>]*)>>`))?.[1] ?? '').matchAll(/\/(\w+)\s+(\d+) 0 R/g)].map((named) => [named[1]!, named[2]!]));
  /** The text a content stream draws, the form XObjects it draws (`Do`) read in place; `drawing` holds the forms being read, so a form that draws itself is read once. */
  const textOf = (content: string, resources: string, drawing: ReadonlySet<string>): string => {
    const fonts = namedIn(resources, 'Font');
    const forms = namedIn(resources, 'XObject');
    let text = '';
    let cmap: { map: Map<number, string>; width: number } | undefined;
    for (const token of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9A-Fa-f]*>|[-\d.\s])*)\]\s*TJ|<([0-9A-Fa-f]*)>\s*Tj|(ET)|\/(\w+)\s+Do\b/g)) {
      if (token[1]) cmap = cmaps.get(fonts.get(token[1]) ?? '');
      else if (token[4]) text += ' ';
      else if (token[5]) {
        const id = forms.get(token[5]);
        const form = id === undefined || drawing.has(id) ? undefined : objects.get(id);
        // An image XObject draws no text.
        if (form && /\/Subtype\s*\/Form/.test(dictionaryOf(form))) text += ` ${textOf(streamOf(form), resourcesOf(form, resources), new Set([...drawing, id!]))} `;
      } else for (const hex of token[2] ? [...token[2].matchAll(/<([0-9A-Fa-f]*)>/g)].map((glyphs) => glyphs[1]!) : [token[3]!]) for (const glyph of hex.match(new RegExp(`.{${cmap?.width ?? 4}}`, 'g')) ?? []) text += cmap?.map.get(parseInt(glyph, 16)) ?? '';
    }
    return text;
  };
  const pages: string[] = [];
  for (const body of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(body)) continue;
    const resources = resourcesOf(body, '');
    const contents = [...(body.match(/\/Contents\s+(?:\[([^\]]*)\]|(\d+) 0 R)/)?.slice(1).join(' ') ?? '').matchAll(/(\d+) 0 R|(\d+)/g)].map((ref) => ref[1] ?? ref[2]!);
    const text = contents.map((content) => textOf(streamOf(objects.get(content) ?? ''), resources, new Set())).join(' ');
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  return pages;
}
