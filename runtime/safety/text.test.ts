// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findUnsafeMarkup } from '../../tests/support/unsafe-markup';
import { readVectors } from '../../tests/support/vectors';
import { escapeHtml, installMarkupSanitizer, installPreparedOwnerHtml, isWellFormedMarkup, normaliseOwnerText, ownerTextToHtml, SANITIZED_CACHE_LIMIT } from './text';
import { installDomPurify, safeStyle } from './purify';

interface XssVector {
  input: string | null;
  generate?: string;
  tier: string;
  source: string;
  checks: { raw_payload_flagged_by_checker: boolean; raw_findings: string[] };
}

const { vectors } = readVectors<{ vectors: XssVector[] }>('xss-payloads.json');
const MUST_TIERS = ['must', 'must (parser-differential)'];
const inputOf = (v: XssVector): string => v.input ?? (new Function(`return (${v.generate ?? "''"});`)() as string);

/** Parses `html` into a div, then re-parses that div's serialisation (mutation XSS) into another. */
function parseTwice(html: string, doc: Document = document): [HTMLDivElement, HTMLDivElement] {
  const first = doc.createElement('div');
  first.innerHTML = html;
  const second = doc.createElement('div');
  second.innerHTML = first.innerHTML;
  return [first, second];
}

describe('findUnsafeMarkup finds everything the reference checker found', () => {
  // Raw payloads go into an inert document, so that nothing in them can run or load. Only the
  // reference's findings are required: our jsdom parses some payloads differently (noscript,
  // nested mXSS), and we also look inside <template>. Those only add findings.
  const inert = document.implementation.createHTMLDocument('');
  const flagged = vectors.filter((v) => v.checks.raw_payload_flagged_by_checker);
  it.each(flagged.map((v) => [v.source, v] as const))('%s', (_source, v) => {
    const [first, second] = parseTwice(inputOf(v), inert);
    const ours = [...findUnsafeMarkup(first).map((p) => `parse1: ${p}`), ...findUnsafeMarkup(second).map((p) => `reparse: ${p}`)];
    expect(ours).toEqual(expect.arrayContaining(v.checks.raw_findings));
  });
});

it('findUnsafeMarkup works from its source alone, as page.evaluate will run it', () => {
  const rebuilt = new Function(`return (${findUnsafeMarkup.toString()});`)() as typeof findUnsafeMarkup;
  const [div] = parseTwice('<a href=" java&#9;script:x" onclick="y">x</a><template><i href=data:text/html,x></i></template><img src="data:image/png;base64,AA">');
  expect(rebuilt(div)).toEqual([
    'dangerous URL href=" java\tscript:x" on <a>',
    'event handler attribute onclick on <a>',
    'dangerous URL href="data:text/html,x" on <i>',
  ]);
});

describe('ownerTextToHtml neutralises every must-tier XSS vector', () => {
  const must = vectors.filter((v) => MUST_TIERS.includes(v.tier));
  it('covers the vectors file', () => expect(must.length).toBeGreaterThan(100));
  it.each(must.map((v) => [v.source, v] as const))('%s', (_source, v) => {
    const [rendered, reparsed] = parseTwice(ownerTextToHtml(inputOf(v)));
    expect(findUnsafeMarkup(rendered)).toEqual([]);
    expect(findUnsafeMarkup(reparsed)).toEqual([]);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  });
});

describe('isWellFormedMarkup', () => {
  it.each([
    '<b>bold</b>',
    'a<br>b',
    '<p>one<br/>two</p><hr><img src="x.png" alt=\'x\'>',
    '<P>mixed case</p>',
    '<a href=/page target="_blank" download>x</a>',
    '<x/>',
    '<ul>\n<li>a</li>\n</ul>',
    '5 > 3 <i>true</i>',
  ])('accepts %j', (text) => expect(isWellFormedMarkup(text)).toBe(true));

  it.each([
    'plain text',
    'a > b',
    '',
    'a < b',
    '<b>bold',
    '</b>',
    '<b><i>x</b></i>',
    '<b>x</i>',
    '<br></br>',
    '<b',
    '<b title="a<b">x</b>',
    '<!-- note --><b>x</b>',
    '<b/ >x',
    '</b class="x">',
  ])('rejects %j', (text) => expect(isWellFormedMarkup(text)).toBe(false));

  it('stays fast on an unterminated tag with many attributes', () => {
    const started = performance.now();
    expect(isWellFormedMarkup(`<a ${'b '.repeat(20_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('ownerTextToHtml', () => {
  it('escapes plain text', () => {
    expect(ownerTextToHtml('Tom & Jerry > 5')).toBe('Tom &amp; Jerry &gt; 5');
  });

  it('turns newlines (LF, CRLF, CR) into <br> in plain text', () => {
    expect(ownerTextToHtml('a\nb\r\nc\rd')).toBe('a<br>b<br>c<br>d');
  });

  it('keeps formatting in well-formed markup', () => {
    expect(ownerTextToHtml('<b>bold</b> and <em>em</em>')).toBe('<b>bold</b> and <em>em</em>');
  });

  it('turns newlines in markup text into <br>, but not layout newlines between blocks', () => {
    expect(ownerTextToHtml('<b>a\nb</b>')).toBe('<b>a<br>b</b>');
    expect(ownerTextToHtml('<ul>\n<li>a</li>\n</ul>\n<p>x</p>')).toBe('<ul>\n<li>a</li>\n</ul>\n<p>x</p>');
  });

  it('escapes markup that is not well-formed', () => {
    expect(ownerTextToHtml('<b>bold')).toBe('&lt;b&gt;bold');
    expect(ownerTextToHtml('<b>x</i>\n')).toBe('&lt;b&gt;x&lt;/i&gt;<br>');
  });

  it('removes tags and attributes outside the allow-list', () => {
    expect(ownerTextToHtml('<div id="x" onclick="go()"><script>alert(1)</script>hi</div>')).toBe('<div>hi</div>');
    expect(ownerTextToHtml('<p><img src="x.png">text</p>')).toBe('<p>text</p>');
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x'])(
    'drops the unsafe href %j',
    (href) => expect(ownerTextToHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>'),
  );

  it.each(['https://example.com/a?b=1', 'http://x.y', 'mailto:a@b.c', 'tel:+15550100', '/page', 'page.html', '#top', '?q=1'])(
    'keeps the safe href %j',
    (href) => expect(ownerTextToHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`),
  );

  it('adds noopener noreferrer to target=_blank, keeping the owner rel', () => {
    expect(ownerTextToHtml('<a href="/x" target="_blank">x</a>')).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(ownerTextToHtml('<a href="/x" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
  });

  it('drops named link targets', () => {
    expect(ownerTextToHtml('<a href="/x" target="opener-window">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps only the safe style subset', () => {
    expect(ownerTextToHtml('<span style="color: rgb(1, 2, 3); position: fixed">x</span>')).toBe(
      '<span style="color: rgb(1, 2, 3)">x</span>',
    );
    expect(ownerTextToHtml('<span style="background-color: url(https://t.example/p)">x</span>')).toBe('<span>x</span>');
  });
});

it('escapes markup when there is no DOM (server render)', async () => {
  vi.resetModules();
  vi.stubGlobal('window', undefined);
  try {
    const server = await import('./text');
    expect(server.ownerTextToHtml('<b>x</b>\ny')).toBe('&lt;b&gt;x&lt;/b&gt;<br>y');
  } finally {
    vi.unstubAllGlobals();
  }
});

describe('safeStyle', () => {
  it('keeps allowed properties with plain values', () => {
    expect(safeStyle('COLOR: #fff; text-align:center;; font-weight: 700')).toBe('color: #fff; text-align: center; font-weight: 700');
  });
  it.each([
    'color: expression(alert(1))',
    'background-color: url(x)',
    'color: red\\;',
    'color: "red"',
    'color: red /* x */',
    'position: fixed',
    'color',
    ': red',
  ])('drops %j', (style) => expect(safeStyle(style)).toBe(''));
});

describe('the markup sanitizer is installed, not imported', () => {
  afterEach(() => installDomPurify());

  it('a published page’s prepared HTML serves its own texts; any other markup is escaped, never raw', () => {
    const text = '<p class="eyebrow">Our story</p>\r\n<h2>A boat shed</h2>';
    const prepared = { [normaliseOwnerText(text)]: ownerTextToHtml(text) };
    expect(prepared[normaliseOwnerText(text)]).toBe('<p class="eyebrow">Our story</p>\n<h2>A boat shed</h2>');
    installPreparedOwnerHtml(prepared);
    expect(ownerTextToHtml(text)).toBe('<p class="eyebrow">Our story</p>\n<h2>A boat shed</h2>');
    expect(ownerTextToHtml('<b onclick="alert(1)">x</b>')).toBe('&lt;b onclick=&quot;alert(1)&quot;&gt;x&lt;/b&gt;');
  });

  it('DOMPurify installed after a prepared table sanitises every other text; the prepared ones keep their HTML', () => {
    installPreparedOwnerHtml({ '<i>prepared</i>': '<i data-from-server="">prepared</i>' });
    installDomPurify();
    expect(ownerTextToHtml('<b onclick="alert(1)">x</b>')).toBe('<b>x</b>');
    expect(ownerTextToHtml('<i>prepared</i>')).toBe('<i data-from-server="">prepared</i>');
  });

  it('sanitises a text once, however often it is shown, until another sanitizer is installed', () => {
    const calls: string[] = [];
    installMarkupSanitizer((markup) => {
      calls.push(markup);
      return markup.toUpperCase();
    });
    for (let shown = 0; shown < 5; shown += 1) expect(ownerTextToHtml('<b>x</b>')).toBe('<B>X</B>');
    expect(calls).toEqual(['<b>x</b>']);
    installMarkupSanitizer((markup) => markup);
    expect(ownerTextToHtml('<b>x</b>')).toBe('<b>x</b>');
  });

  it(`keeps at most ${SANITIZED_CACHE_LIMIT} answers, then starts afresh`, () => {
    let calls = 0;
    installMarkupSanitizer((markup) => {
      calls += 1;
      return markup;
    });
    for (let index = 0; index <= SANITIZED_CACHE_LIMIT; index += 1) ownerTextToHtml(`<b>${index}</b>`);
    expect(calls).toBe(SANITIZED_CACHE_LIMIT + 1);
    ownerTextToHtml('<b>0</b>');
    expect(calls).toBe(SANITIZED_CACHE_LIMIT + 2);
  });

  it('without a window DOMPurify cannot be made, and the sanitizer already installed stays', () => {
    installPreparedOwnerHtml({ '<i>kept</i>': '<i>kept</i>' });
    installDomPurify(null);
    expect(ownerTextToHtml('<i>kept</i>')).toBe('<i>kept</i>');
    expect(ownerTextToHtml('<b>x</b>')).toBe('&lt;b&gt;x&lt;/b&gt;');
  });
});
