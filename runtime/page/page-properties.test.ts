/**
 * Property tests (issue 10, "Done means"): generated input through the page loader and the safety
 * rules. Nothing throws, and a broken field costs only the part that holds it: every other part of
 * the page loads as it did, a refused setting leaves the other settings as they were, and a form's
 * broken field costs that field: the form loads with its other fields.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPage, type LoadedPage, type Part } from './parse-page';
import type { PageElement } from './page-schema';
import { safeColour, safeFill } from '../safety/colour';
import { normaliseUrl, safeRedirect, safeUrl } from '../safety/url-safety';
import { isRecord } from '../safety/is-record';

const root = resolve(import.meta.dirname, '../..');
const SCENARIO_PAGES: [string, unknown][] = readdirSync(resolve(root, 'scenarios'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(resolve(root, 'scenarios', entry.name, 'page.json')))
  .map((entry) => [entry.name, JSON.parse(readFileSync(resolve(root, 'scenarios', entry.name, 'page.json'), 'utf8')) as unknown]);

type Segment = string | number;
const pathText = (segments: readonly Segment[]) => segments.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');

/** Every path inside the page's sections, widgets, modals and settings (not the lists themselves). */
function pathsOf(value: unknown, prefix: Segment[] = []): Segment[][] {
  const children: [Segment, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : isRecord(value) ? Object.entries(value) : [];
  return children.flatMap(([key, child]) => {
    const path = [...prefix, key];
    const own = path.length > 1 ? [path] : [];
    return [...own, ...pathsOf(child, path)];
  });
}

function withValueAt(page: unknown, path: readonly Segment[], replacement: unknown): unknown {
  const copy = structuredClone(page) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

/** Each part of a loaded page by its path in the page JSON, and whether it loaded. */
function partsOf(page: LoadedPage): Map<string, boolean> {
  const parts = new Map<string, boolean>();
  const elements = (list: readonly Part<unknown>[], prefix: string) => list.forEach((part, index) => parts.set(`${prefix}.elements[${index}]`, part.ok));
  page.sections.forEach((section, index) => {
    const path = `sections[${index}]`;
    parts.set(path, section.ok);
    if (!section.ok) return;
    const value = section.value;
    if (value.background) parts.set(`${path}.background`, value.background.ok);
    if ('elements' in value) elements(value.elements, path);
    if ('tabs' in value) value.tabs.forEach((tab, tabIndex) => elements(tab.elements, `${path}.tabs[${tabIndex}]`));
  });
  page.widgets.forEach((widget, index) => parts.set(`widgets[${index}]`, widget.ok));
  page.modals.forEach((modal, index) => {
    parts.set(`modals[${index}]`, modal.ok);
    if (modal.ok) elements(modal.value.elements, `modals[${index}]`);
  });
  return parts;
}

/** The field ids of each form01 that loaded, by the element's path in the page JSON. */
function formFieldsOf(page: LoadedPage): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  const elements = (list: readonly Part<PageElement>[], prefix: string) =>
    list.forEach((part, index) => {
      if (part.ok && part.value.type === 'form01') forms.set(`${prefix}.elements[${index}]`, part.value.data.fields.map((field) => field.id));
    });
  page.sections.forEach((section, index) => {
    if (!section.ok) return;
    const value = section.value;
    if ('elements' in value) elements(value.elements, `sections[${index}]`);
    if ('tabs' in value) value.tabs.forEach((tab, tabIndex) => elements(tab.elements, `sections[${index}].tabs[${tabIndex}]`));
  });
  page.modals.forEach((modal, index) => {
    if (modal.ok) elements(modal.value.elements, `modals[${index}]`);
  });
  return forms;
}

/** A path inside a form field: the form element's path, and the field's index. */
const FORM_FIELD_PATH = /^(.*\.elements\[\d+\])\.data\.fields\[(\d+)\]/;

const isInside = (path: string, part: string) => path === part || path.startsWith(`${part}.`) || path.startsWith(`${part}[`);


/**
 * Each property runs hundreds of generated cases through the whole loader (150 full scenario pages
 * for the one-field test): seconds of work, more on a busy 2-core machine, where the default 5 s
 * failed for load, not for a bug.
 */
const PROPERTY_TIMEOUT_MS = 30_000;
describe('page loader over generated input', () => {
  it('never throws, whatever JSON value or text it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.json(), fc.string(), fc.record({ sections: fc.array(fc.jsonValue(), { maxLength: 4 }), settings: fc.jsonValue() })), (input) => {
        const result = loadPage(input);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 400 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it.each(SCENARIO_PAGES)('%s: one field replaced by any value costs only the part that holds it', (_name, page) => {
    const baseline = loadPage(page);
    if (!baseline.ok) throw new Error('a scenario page must load');
    const before = partsOf(baseline);
    const formsBefore = formFieldsOf(baseline);
    const paths = pathsOf(page).filter((path) => path[0] === 'sections' || path[0] === 'widgets' || path[0] === 'modals' || path[0] === 'settings');
    fc.assert(
      fc.property(fc.nat({ max: paths.length - 1 }), fc.jsonValue({ maxDepth: 2 }), (pick, replacement) => {
        const path = paths[pick]!;
        const changed = pathText(path);
        const result = loadPage(withValueAt(page, path, replacement));
        expect(result.ok, `replacing ${changed} made the whole page unreadable`).toBe(true);
        if (!result.ok) return;
        const after = partsOf(result);
        // The innermost part around the changed field may break; every other part loads as before.
        const enclosing = [...before.keys()].filter((part) => isInside(changed, part));
        const innermost = enclosing.sort((a, b) => b.length - a.length)[0];
        for (const [part, loaded] of before) {
          if (innermost !== undefined && isInside(part, innermost)) continue;
          expect(after.get(part), `replacing ${changed} changed ${part}`).toBe(loaded);
        }
        const inField = FORM_FIELD_PATH.exec(changed);
        const fieldsBefore = inField ? formsBefore.get(inField[1]!) : undefined;
        if (inField && fieldsBefore) {
          const others = fieldsBefore.filter((_, index) => index !== Number(inField[2]));
          expect(formFieldsOf(result).get(inField[1]!), `replacing ${changed} cost its form more than that field`).toEqual(expect.arrayContaining(others));
        }
        if (path[0] === 'settings' && path.length === 2) {
          for (const [key, value] of Object.entries(baseline.settings)) if (key !== path[1]) expect(result.settings[key as keyof typeof result.settings], `replacing ${changed} changed settings.${key}`).toEqual(value);
        }
      }),
      { numRuns: 150 },
    );
  }, PROPERTY_TIMEOUT_MS);
});

/** A string a page, a server or the address bar might hold: URL-shaped text mixed with odd characters. */
const urlLike = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(
      fc.constantFrom('', ' ', '\t', '\u0000', '\u00a0', '//', '\\\\', '/\\', 'javascript:', 'JaVa\tScRipt:', 'data:', 'http:', 'https:', 'mailto:', 'tel:', 'blob:'),
      fc.constantFrom('', '//', '/\\', '\\\\', '/\n/'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
      fc.constantFrom('', '.', '%2E', '\u3002', ' ', '[', ':', '@'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 10 }),
    )
    .map((parts) => parts.join('')),
);

const REFUSED_SCHEME = /^(?:javascript|vbscript|livescript|data|file|blob|about):/i;
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}]/gu;

describe('URL rule over generated input', () => {
  it('never throws; what it keeps has no refused scheme and is kept again as it is', () => {
    fc.assert(
      fc.property(urlLike, (url) => {
        const safe = safeUrl(url);
        if (safe === null) return;
        expect(REFUSED_SCHEME.test(safe.replace(INVISIBLE, ''))).toBe(false);
        expect(safeUrl(safe)).toBe(safe);
        expect(normaliseUrl(safe)).toBe(safe);
      }),
      { numRuns: 2000 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('a redirect target it keeps goes to http(s), on this site or another', () => {
    fc.assert(
      fc.property(urlLike, (url) => {
        const safe = safeRedirect(url, 'https://site.example/shop/');
        if (safe === null) return;
        expect(['http:', 'https:']).toContain(new URL(safe, 'https://site.example/shop/').protocol);
        expect(safeRedirect(safe, 'https://site.example/shop/')).toBe(safe);
      }),
      { numRuns: 2000 },
    );
  }, PROPERTY_TIMEOUT_MS);
});

describe('colour rule over generated input', () => {
  const colourLike = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('red', 'transparent', '#fff', '#ffffff80', 'rgb(1 2 3)', 'rgba(0,0,0,.5)', 'hsl(10 50% 50%)', 'linear-gradient(red, blue)', 'radial-gradient(circle, gold, navy)', 'url(x)', 'expression(alert(1))'),
    fc.tuple(fc.constantFrom('linear-gradient(', 'radial-gradient(', 'rgb(', '#'), fc.string({ maxLength: 20 }), fc.constantFrom(')', '', ');}')).map((parts) => parts.join('')),
  );

  it('never throws; what it keeps is kept again, and never carries a url() or a way out of the declaration', () => {
    fc.assert(
      fc.property(colourLike, (value) => {
        for (const rule of [safeColour, safeFill]) {
          const kept = rule(value);
          if (kept === undefined) continue;
          expect(rule(kept)).toBe(kept);
          expect(kept).not.toMatch(/url\(|expression\(|[;{}<>]/i);
        }
      }),
      { numRuns: 2000 },
    );
  }, PROPERTY_TIMEOUT_MS);
});
