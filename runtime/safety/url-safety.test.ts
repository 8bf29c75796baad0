import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseUrl, safeRedirect, safeServerLink, safeUrl } from './url-safety';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const HOSTILE: readonly string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javasc\nript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0001java\u0003script:alert(1)',
  ' \u000E  javascript:alert(1)',
  'javascript:alert(1)\u0000',
  '\u00A0javascript:alert(1)',
  '\u1680javascript:alert(1)',
  '\u180Ejavascript:alert(1)',
  '\u2000javascript:alert(1)',
  '\u200Bjavascript:alert(1)',
  '\u2028javascript:alert(1)',
  '\u2029javascript:alert(1)',
  '\u205Fjavascript:alert(1)',
  '\u3000javascript:alert(1)',
  '\uFEFFjavascript:alert(1)',
  'java\u200Bscript:alert(1)',
  'javascript:while(1){}',
  "javascript:document.location='http://www.google.com/'",
  'vbscript:msgbox("XSS")',
  'VBScript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:,evilnastystuff',
  'data:application/x-dom-event-stream,Event:click%0Adata:XXX%0A%0A',
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
  'file:///etc/passwd',
  'blob:https://example.com/1b6c5f0e-6b1f-4d1c-9a3f-2b1e0e0e0e0e',
  'ftp://example.com/file',
  'about:blank',
  'x-unknown:thing',
];

describe('safeUrl', () => {
  it.each([
    ['/path/page', '/path/page'],
    ['page.html', 'page.html'],
    ['../up', '../up'],
    ['#anchor', '#anchor'],
    ['?pay_id=1&h=x', '?pay_id=1&h=x'],
    ['//cdn.example.com/a.png', '//cdn.example.com/a.png'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.com/a?b#c', 'https://example.com/a?b#c'],
    ['mailto:owner@example.com', 'mailto:owner@example.com'],
    ['tel:+79990000000', 'tel:+79990000000'],
    ['  https://example.com/ \n', 'https://example.com/'],
    ['https://exa\tmple.com/', 'https://example.com/'],
    ['/a:b', '/a:b'],
  ])('allows %j', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each(HOSTILE.map((url) => [url]))('refuses %j', (url) => {
    expect(safeUrl(url)).toBeNull();
    expect(safeUrl(url, { allowData: 'image' })).toBeNull();
  });

  it('has a table of at least 20 hostile URLs', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
  });

  it.each([[undefined], [null], [42], [{}], [''], ['   '], ['\u0000\t']])('refuses non-URL value %j', (value) => {
    expect(safeUrl(value)).toBeNull();
  });

  it('allows raster data images only when asked', () => {
    expect(safeUrl(PNG)).toBeNull();
    expect(safeUrl(PNG, { allowData: 'image' })).toBe(PNG);
    for (const type of ['jpeg', 'gif', 'webp', 'avif', 'PNG']) {
      expect(safeUrl(`data:image/${type};base64,AAAA`, { allowData: 'image' })).not.toBeNull();
    }
    expect(safeUrl('data:image/png,rawbytes', { allowData: 'image' })).toBeNull();
    expect(safeUrl('data:image/png;base64,AA<script>', { allowData: 'image' })).toBeNull();
    expect(safeUrl('data:image/png;base64,AAAA\nAAAA', { allowData: 'image' })).toBe('data:image/png;base64,AAAAAAAA');
  });

  it('does not decode HTML entities: an undecoded entity is an inert relative path', () => {
    expect(safeUrl('javascript&colon;alert(1)')).toBe('javascript&colon;alert(1)');
    expect(safeUrl('&#x2000;javascript:alert(1)')).toBe('&#x2000;javascript:alert(1)');
  });
});

/** The attribute values a browser would hand us: numeric entities decoded, as the HTML parser does. */
function decodeNumericEntities(value: string): string {
  return value.replace(/&#(x[\da-f]+|\d+);?/gi, (_, code: string) =>
    String.fromCodePoint(code[0]?.toLowerCase() === 'x' ? parseInt(code.slice(1), 16) : parseInt(code, 10)),
  );
}

/**
 * Issue 10.4: values the WHATWG parser sends to another host although they read as a local path,
 * and values it cannot parse. What is checked is what the browser follows.
 */
describe('safeUrl reads a value as the browser does (WHATWG URL parser)', () => {
  it.each([
    ['//evil.example/x', '//evil.example/x'],
    ['\\\\evil.example/x', '//evil.example/x'],
    ['/\\evil.example', '//evil.example/'],
    ['\\/evil.example', '//evil.example/'],
    ['/\t/evil.example', '//evil.example/'],
    ['/\n/evil.example/a', '//evil.example/a'],
    [' \t//evil.example', '//evil.example/'],
    ['https://evil%2Eexample/', 'https://evil.example/'],
    ['https://evil\u3002example/', 'https://evil.example/'],
    ['https://EVIL.example', 'https://evil.example/'],
    ['https:\\\\evil.example', 'https://evil.example/'],
  ])('a value that leaves the host, %j, is given in the form the browser follows: %j', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each([['http://'], ['https://'], ['//'], ['https://[::1'], ['http://[1:2:3]/'], ['http://ex ample.com/'], ['https://exa%20mple.com/'], ['https://a<b/'], ['https://exa%00mple.com']])(
    'an unparseable URL, %j, is never a link',
    (input) => {
      expect(safeUrl(input)).toBeNull();
      expect(safeRedirect(input, 'https://site.example')).toBeNull();
    },
  );

  it('keeps local paths as given, so they resolve against the real page', () => {
    expect(safeUrl('shop/item?id=1#top')).toBe('shop/item?id=1#top');
    expect(safeUrl('/a\\b')).toBe('/a\\b');
  });
});

describe('safeUrl over the shared XSS vectors', () => {
  const vectors = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../shared/vectors/xss-payloads.json'), 'utf8')) as { vectors: { input: string | null }[] }).vectors;
  const attribute = /\b(?:href|src|action|formaction|data|poster|background|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
  const dangerousStart = /^[\p{White_Space}\p{Cc}\p{Cf}]*(?:javascript|vbscript|livescript|data):/iu;
  const values = new Set<string>();
  for (const { input } of vectors) {
    for (const match of (input ?? '').matchAll(attribute)) {
      const value = decodeNumericEntities(match[1] ?? match[2] ?? match[3] ?? '');
      if (dangerousStart.test(normaliseUrl(value))) values.add(value);
    }
  }

  it('finds hostile href-like values in the vectors', () => {
    expect(values.size).toBeGreaterThanOrEqual(20);
  });

  it.each([...values].map((value) => [value]))('refuses %j', (value) => {
    expect(safeUrl(value)).toBeNull();
    expect(safeUrl(value, { allowData: 'image' })).toBeNull();
  });
});

describe('safeRedirect', () => {
  const origin = 'https://site.example';

  it.each([
    ['/thanks/', '/thanks/'],
    ['?pay_id=1', '?pay_id=1'],
    ['https://pay.example/checkout', 'https://pay.example/checkout'],
    [' http://site.example/a ', 'http://site.example/a'],
    ['//pay.example/x', '//pay.example/x'],
  ])('allows %j', (input, expected) => {
    expect(safeRedirect(input, origin)).toBe(expected);
  });

  it.each([...HOSTILE, 'mailto:a@b.c', 'tel:+1', 'http://[bad', 42, null].map((url) => [url]))('refuses %j', (url) => {
    expect(safeRedirect(url, origin)).toBeNull();
  });

  it('gives redirect targets that leave the host in the form the browser follows', () => {
    expect(safeRedirect('/\\pay.example/x', origin)).toBe('//pay.example/x');
    expect(safeRedirect('https://PAY%2Eexample/checkout', origin)).toBe('https://pay.example/checkout');
    expect(safeRedirect('//pay.example/x', 'http://site.example/page')).toBe('//pay.example/x');
  });

  it('refuses a server link that is not http(s) or a path of the site (spec 000 §3 link)', () => {
    expect(safeServerLink('https://shop.example/p/1')).toBe('https://shop.example/p/1');
    expect(safeServerLink('/p/1')).toBe('/p/1');
    for (const link of ['mailto:a@b.c', 'tel:+1', 'javascript:alert(1)', 'http://', 'https://a b/']) expect(safeServerLink(link)).toBeNull();
  });

  it('refuses relative values when the base is not a URL', () => {
    expect(safeRedirect('/thanks/', 'null')).toBeNull();
  });
});
