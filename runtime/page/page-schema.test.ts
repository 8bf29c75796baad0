import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageJsonSchemaText } from './page-json-schema';
import { CARD_ELEMENT_PADDING_TOP_PX, CARD_ELEMENTS, CATALOGUE_CONTAINER_COLUMNS, PageSchema, PRODUCTS_PER_PAGE, ProductsSectionSchema, type PageElement } from './page-schema';
import { loadPage, type Part } from './parse-page';

const root = resolve(import.meta.dirname, '../..');

describe('page schema', () => {
  it('the committed JSON Schema is the one the schema produces (run npm run schema)', () => {
    expect(readFileSync(resolve(root, 'scenarios/page.schema.json'), 'utf8')).toBe(pageJsonSchemaText());
  });

  for (const scenario of readdirSync(resolve(root, 'scenarios'), { withFileTypes: true }).filter((entry) => existsSync(resolve(root, 'scenarios', entry.name, 'page.json')))) {
    it(`the ${scenario.name} scenario is a fully valid page`, () => {
      const page = JSON.parse(readFileSync(resolve(root, 'scenarios', scenario.name, 'page.json'), 'utf8'));
      const strict = PageSchema.safeParse(page);
      expect(strict.success ? [] : strict.error.issues).toEqual([]);
      const loaded = loadPage(page);
      expect(loaded.ok && loaded.issues).toEqual([]);
    });
  }
});

describe('loading a page part by part', () => {
  const page = {
    settings: { language: 'ru' },
    sections: [
      {
        id: 's1',
        type: 'FREE',
        elements: [
          { id: 'ok', type: 'figure', data: { kind: 'text', text: 'hi' } },
          { id: 'bad', type: 'hr01', data: { thickness: -1 } },
          { id: 'nope', type: 'marquee' },
          { type: 'button01', data: { text: 'x', action: { type: 'link', href: '/' } } },
        ],
      },
      { id: 's2', type: 'CAROUSEL' },
      { id: 's3', type: 'PRODUCTS' },
      'not an object',
    ],
    widgets: [{ id: 'w', type: 'CART' }, { id: 'w2', type: 'CHAT' }],
    modals: [{ id: 'm', elements: [{ id: 'e', type: 'figure', data: {} }] }],
  };

  it('keeps valid parts, and says where and why each broken part failed', () => {
    const loaded = loadPage(page);
    if (!loaded.ok) throw new Error('expected a readable page');
    expect(loaded.settings.language).toBe('ru');
    const [s1, s2, s3, s4] = loaded.sections;
    expect(s1?.ok).toBe(true);
    if (!s1?.ok || s1.value.type !== 'FREE') throw new Error('s1');
    expect(s1.value.elements.map((e) => e.ok)).toEqual([true, false, false, false]);
    expect(s2).toMatchObject({ ok: false, id: 's2', type: 'CAROUSEL' });
    expect(s3?.ok).toBe(true);
    expect(s4?.ok).toBe(false);
    expect(loaded.widgets.map((w) => w.ok)).toEqual([true, false]);
    expect(loaded.modals[0]?.ok).toBe(true);
    const messages = loaded.issues.map((i) => `${i.path}: ${i.message}`);
    expect(messages).toContain('sections[0].elements[1].data.thickness: Too small: expected number to be >0');
    expect(messages.some((m) => m.startsWith('sections[0].elements[2].type: unknown element type "marquee"; registered types are figure, form01'))).toBe(true);
    expect(messages.some((m) => m.startsWith('sections[0].elements[3].id:'))).toBe(true);
    expect(messages.some((m) => m.startsWith('sections[1].type: unknown section type "CAROUSEL"'))).toBe(true);
    expect(messages).toContain('sections[3]: a section must be an object');
    expect(messages.some((m) => m.startsWith('widgets[1].type: unknown widget type "CHAT"'))).toBe(true);
    expect(messages.some((m) => m.startsWith('modals[0].elements[0].data.kind'))).toBe(true);
  });

  it('a part whose id an earlier part of its list (an element: of the page) has is broken, with both places named; the first one stays', () => {
    const hr = (id: string) => ({ id, type: 'hr01', data: {} });
    const loaded = loadPage({
      sections: [
        { id: 'a', type: 'FREE', elements: [hr('e1'), hr('e1')] },
        { id: 'a', type: 'FREE', elements: [hr('e2')] },
        { id: 'b', type: 'FREE', elements: [hr('e1'), hr('e3')] },
        { id: 'c', type: 'BUNDLE', tabs: [{ id: 't1', title: 'One', elements: [hr('e3'), hr('e4')] }] },
      ],
      widgets: [{ id: 'w', type: 'CART' }, { id: 'w', type: 'CART' }],
      modals: [{ id: 'm', elements: [hr('e4'), hr('e5')] }, { id: 'm', elements: [] }],
    });
    if (!loaded.ok) throw new Error('expected a readable page');
    expect(loaded.sections.map((part) => part.ok)).toEqual([true, false, true, true]);
    expect(loaded.sections[1]).toMatchObject({ ok: false, id: 'a', type: 'FREE', path: 'sections[1]' });
    const [first, , third, bundle] = loaded.sections;
    if (!first?.ok || first.value.type !== 'FREE' || !third?.ok || third.value.type !== 'FREE') throw new Error('the sections');
    if (!bundle?.ok || bundle.value.type !== 'BUNDLE') throw new Error('the bundle');
    expect(first.value.elements.map((part) => part.ok)).toEqual([true, false]);
    // An element's id is its DOM id and a `#` target: another section, a tab or a modal may not
    // hold an element e1 as well.
    expect(third.value.elements.map((part) => part.ok)).toEqual([false, true]);
    expect(bundle.value.tabs[0]?.elements.map((part) => part.ok)).toEqual([false, true]);
    expect(loaded.widgets.map((part) => part.ok)).toEqual([true, false]);
    expect(loaded.modals.map((part) => part.ok)).toEqual([true, false]);
    const [modal] = loaded.modals;
    expect(modal?.ok && modal.value.elements.map((part) => part.ok)).toEqual([false, true]);
    expect(loaded.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      'sections[0].elements[1]: the id "e1" is already the id of sections[0].elements[0]: each element needs an id of its own',
      'sections[1]: the id "a" is already the id of sections[0]: each section needs an id of its own',
      'sections[2].elements[0]: the id "e1" is already the id of sections[0].elements[0]: each element needs an id of its own',
      'sections[3].tabs[0].elements[0]: the id "e3" is already the id of sections[2].elements[1]: each element needs an id of its own',
      'widgets[1]: the id "w" is already the id of widgets[0]: each widget needs an id of its own',
      'modals[0].elements[0]: the id "e4" is already the id of sections[3].tabs[0].elements[1]: each element needs an id of its own',
      'modals[1]: the id "m" is already the id of modals[0]: each modal needs an id of its own',
    ]);
  });

  it('the elements of a section or modal broken for its repeated id claim no ids: a later element may have them', () => {
    const hr = (id: string) => ({ id, type: 'hr01', data: {} });
    const loaded = loadPage({
      sections: [
        { id: 'a', type: 'FREE', elements: [hr('e1')] },
        { id: 'a', type: 'FREE', elements: [hr('e2')] },
        { id: 'b', type: 'FREE', elements: [hr('e2')] },
      ],
      modals: [{ id: 'm', elements: [] }, { id: 'm', elements: [hr('e3')] }, { id: 'n', elements: [hr('e3')] }],
    });
    if (!loaded.ok) throw new Error('expected a readable page');
    const [, , third] = loaded.sections;
    if (!third?.ok || third.value.type !== 'FREE') throw new Error('the third section');
    expect(third.value.elements.map((part) => part.ok)).toEqual([true]);
    const [, , modal] = loaded.modals;
    expect(modal?.ok && modal.value.elements.map((part) => part.ok)).toEqual([true]);
    expect(loaded.issues.map((issue) => issue.path)).toEqual(['sections[1]', 'modals[1]']);
  });

  it('an element, section or modal whose id is a hash the runtime reads itself (#cart, #pay; for sections and modals #tab…, #product… too) stays, and the page’s problems say to rename it; an element only shaped like #tab…/#product… keeps its link and has no note', () => {
    const hr = (id: string) => ({ id, type: 'hr01', data: {} });
    const loaded = loadPage({
      sections: [
        { id: 'cart', type: 'FREE', elements: [hr('pay'), hr('product5'), hr('pay'), hr('products'), hr('tab'), hr('pays')] },
        { id: 'product9', type: 'FREE', anchor: 'offer', elements: [] },
        { id: 'tabs', type: 'BUNDLE', tabs: [{ id: 't1', title: 'One', elements: [hr('tablet')] }] },
      ],
      widgets: [{ id: 'cart', type: 'CART' }],
      modals: [{ id: 'cart', elements: [] }],
    });
    if (!loaded.ok) throw new Error('expected a readable page');
    const [free, withAnchor, bundle] = loaded.sections;
    if (!free?.ok || free.value.type !== 'FREE' || !bundle?.ok || bundle.value.type !== 'BUNDLE') throw new Error('the sections stay');
    expect(withAnchor?.ok).toBe(true);
    // Only the repeated "pay" is refused, for its repeat.
    expect(free.value.elements.map((part) => part.ok)).toEqual([true, true, false, true, true, true]);
    expect(bundle.value.tabs[0]?.elements.map((part) => part.ok)).toEqual([true]);
    expect(loaded.modals.map((part) => part.ok)).toEqual([true]);
    const RENAME_ELEMENT = 'the element has no # link; give it another id';
    expect(loaded.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      'sections[0].id: the id "cart" is a hash the runtime reads itself (#cart opens the cart): the section has no # link; give it an anchor name or another id',
      `sections[0].elements[0].id: the id "pay" is a hash the runtime reads itself (#pay is written by a form's pay action): ${RENAME_ELEMENT}`,
      'sections[0].elements[2]: the id "pay" is already the id of sections[0].elements[0]: each element needs an id of its own',
      'sections[2].id: the id "tabs" is a hash the runtime reads itself (#tabs has the form #tab{id}, which chooses a tab): the section has no # link; give it an anchor name or another id',
      'modals[0].id: the id "cart" is a hash the runtime reads itself (#cart opens the cart): a link to it opens this modal instead; give the modal another id',
    ]);
  });

  it('reports a page it cannot read at all, and never throws', () => {
    expect(loadPage('{oops')).toMatchObject({ ok: false, issues: [{ path: '(page)' }] });
    expect(loadPage(42)).toMatchObject({ ok: false });
    expect(loadPage({ sections: 'x' })).toMatchObject({ ok: false, issues: [{ path: 'sections', message: 'a page needs a "sections" list' }] });
    const settings = loadPage({ settings: { language: 'de', country: 'usa' }, sections: [], extra: 1 });
    expect(settings.ok).toBe(true);
    expect(settings.issues.map((i) => i.path)).toEqual(['(page)', 'settings.language', 'settings.country']);
    if (settings.ok) expect(settings.settings).toMatchObject({ language: 'en', country: 'US' });
    const unknown = loadPage({ settings: { language: 'ru', colour: 'red' }, sections: [] });
    expect(unknown.ok && unknown.settings.language).toBe('ru');
    expect(unknown.issues).toEqual([{ path: 'settings', message: 'unknown field "colour"; ignored' }]);
  });

  it('a shipping method the page cannot read costs that method alone, never the language, country, project or shop rules', () => {
    const base = { language: 'ru', country: 'RU', currency: 'RUB', projectId: 'p1', accent: '#ff0000' };
    const courier = { id: 'courier', title: 'Courier', type: 'delivery' };
    for (const broken of [{ id: 'd1', type: 'delivery' }, { id: 'd1', title: 'Drone', type: 'drone' }, 'courier']) {
      const loaded = loadPage({ settings: { ...base, ecommerce: { allowPreorder: true, shipping: [broken, courier] } }, sections: [] });
      if (!loaded.ok) throw new Error('expected a readable page');
      expect(loaded.settings, JSON.stringify(broken)).toMatchObject({ ...base, ecommerce: { allowPreorder: true, shipping: [expect.objectContaining({ id: 'courier' })] } });
      expect(loaded.settings.ecommerce.shipping).toHaveLength(1);
      // Said once, with where it was.
      expect(loaded.issues.map((issue) => issue.path)).toHaveLength(new Set(loaded.issues.map((issue) => issue.path)).size);
      expect(loaded.issues.every((issue) => issue.path.startsWith('settings.ecommerce.shipping[0]'))).toBe(true);
    }
  });

  it('several unreadable shipping methods among good ones: each bad one goes, every good one stays, in order', () => {
    const method = (id: string) => ({ id, title: id, type: 'delivery' });
    const shipping = [{ id: 'x1', type: 'delivery' }, method('a'), { id: 'x2', type: 'delivery' }, { id: 'x3', title: 'X3', type: 'drone' }, method('b'), 'x4', method('c')];
    const loaded = loadPage({ settings: { language: 'ru', ecommerce: { shipping } }, sections: [] });
    if (!loaded.ok) throw new Error('expected a readable page');
    expect(loaded.settings.language).toBe('ru');
    expect(loaded.settings.ecommerce.shipping?.map((kept) => kept.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('page text', () => {
  it('half an emoji alone becomes U+FFFD, as UTF-8 writes it (the published HTML and its data then agree); whole emoji stay', () => {
    const loaded = loadPage('{"settings":{"title":"Half \\ud83d, whole \\ud83d\\ude00, tail \\ude00"},"sections":[]}');
    expect(loaded.ok && loaded.settings.title).toBe('Half \uFFFD, whole \u{1F600}, tail \uFFFD');
  });

  it('a byte order mark before the page is not an error', () => {
    const loaded = loadPage('\uFEFF{"sections":[]}');
    expect(loaded.ok && loaded.issues).toEqual([]);
  });
});

describe('widget data, read with the page', () => {
  it('fills each type\'s defaults, so the widgets themselves carry no validator', () => {
    const loaded = loadPage({ sections: [], widgets: [{ id: 'cart', type: 'CART' }, { id: 'dots', type: 'ANCHORS', data: { entries: [{ id: 'menu' }] } }] });
    if (!loaded.ok) throw new Error('expected a readable page');
    expect(loaded.widgets).toEqual([
      { ok: true, value: { id: 'cart', type: 'CART', data: { button: 'not-empty', position: 'bottom-right' } } },
      { ok: true, value: { id: 'dots', type: 'ANCHORS', data: { entries: [{ id: 'menu', enabled: true }] } } },
    ]);
    expect(loaded.issues).toEqual([]);
  });

  it('leaves out a refused field (its default applies), keeps the widget, and says so', () => {
    const loaded = loadPage({ sections: [], widgets: [{ id: 'cart', type: 'CART', data: { button: 'sometimes', position: 'top-left' } }] });
    if (!loaded.ok) throw new Error('expected a readable page');
    expect(loaded.widgets[0]).toMatchObject({ ok: true, value: { data: { button: 'not-empty', position: 'top-left' } } });
    expect(loaded.issues.map((issue) => issue.path)).toEqual(['widgets[0].data.button']);
    expect(loaded.issues[0]?.message).toMatch(/ignored$/);
  });

  it('an entry missing a required field is left out alone, and the widget stays', () => {
    const loaded = loadPage({ sections: [], widgets: [{ id: 'dots', type: 'ANCHORS', data: { entries: [{ title: 'no id' }, { id: 'menu', title: 'Menu' }] } }] });
    if (!loaded.ok) throw new Error('expected a readable page');
    expect(loaded.widgets[0]).toMatchObject({ ok: true, value: { data: { entries: [{ id: 'menu', title: 'Menu' }] } } });
    expect(loaded.issues.map((issue) => issue.path)).toEqual(['widgets[0].data.entries[0].id']);
    expect(loaded.issues[0]?.message).toMatch(/ignored$/);
  });

  it('a cart whose order form has one unreadable field keeps its settings and the rest of its form', () => {
    const order = { formId: 1, groupId: 'g', fields: [{ id: 'name', type: 'text', name: 'Name' }, { id: 'size', type: 'select', name: 'Size' }] };
    const loaded = loadPage({ sections: [], widgets: [{ id: 'cart', type: 'CART', data: { button: 'always', position: 'top-left', order } }] });
    if (!loaded.ok) throw new Error('expected a readable page');
    const widget = loaded.widgets[0];
    if (!widget?.ok) throw new Error('expected the cart widget to stay');
    expect(widget.value.data).toMatchObject({ button: 'always', position: 'top-left', order: { fields: [{ id: 'name' }] } });
    expect((widget.value.data.order as { fields: unknown[] }).fields).toHaveLength(1);
  });
});

describe('BUNDLE and rotator01', () => {
  it('a tab that cannot be read is left out with its problems; the block and its other tabs stay', () => {
    const text = (id: string) => ({ id, type: 'figure', data: { kind: 'text', text: id } });
    for (const broken of [{ anchor: '2nd' }, { title: '' }, { title: ' \u00a0\t' }, { elements: { x: 1 } }]) {
      const loaded = loadPage({ sections: [{ id: 'b', type: 'BUNDLE', tabs: [{ id: 'one', title: 'One', elements: [text('a')] }, { id: 'two', title: 'Two', elements: [text('b')], ...broken }] }] });
      if (!loaded.ok) throw new Error('expected a readable page');
      const section = loaded.sections[0];
      if (!section?.ok || !('tabs' in section.value)) throw new Error(`the BUNDLE should stay: ${JSON.stringify(broken)}`);
      expect(section.value.tabs.map((tab) => tab.id)).toEqual(['one']);
      expect(section.value.tabs[0]?.elements).toHaveLength(1);
      expect(loaded.issues.length).toBeGreaterThan(0);
      expect(loaded.issues.every((issue) => issue.path.startsWith('sections[0].tabs[1]') && issue.message.endsWith('the tab is left out'))).toBe(true);
    }
  });

  it('loads each tab element on its own, so one broken element does not sink a tab', () => {
    const loaded = loadPage({
      sections: [
        {
          id: 'b',
          type: 'BUNDLE',
          tabs: [
            { id: 't1', title: 'Espresso', elements: [{ id: 'ok', type: 'figure', data: { kind: 'text', text: 'x' } }, { id: 'bad', type: 'hr01', data: { lineStyle: 'wavy' } }] },
            { id: 't2', title: 'Filter' },
          ],
        },
        { id: 'r', type: 'FREE', elements: [{ id: 'rot', type: 'rotator01', data: { items: [], speed: 0 } }] },
      ],
    });
    if (!loaded.ok) throw new Error('readable');
    const bundle = loaded.sections[0];
    if (!bundle?.ok || bundle.value.type !== 'BUNDLE') throw new Error('bundle');
    expect(bundle.value.tabs.map((tab) => tab.elements.map((e) => e.ok))).toEqual([[true, false], []]);
    const paths = loaded.issues.map((issue) => issue.path);
    expect(paths).toContain('sections[0].tabs[0].elements[1].data.lineStyle');
    expect(loaded.issues.map((i) => i.message)).toEqual(expect.arrayContaining(['a rotator needs at least one item', 'a zero speed would never move']));
  });
});

describe('form fields whose own settings contradict themselves', () => {
  /** The form01 element of a page holding one form with these fields, as loaded. */
  const loadedForm = (fields: unknown[]) => {
    const loaded = loadPage({ sections: [{ id: 's', type: 'FREE', elements: [{ id: 'f', type: 'form01', data: { formId: 1, groupId: 'g', fields } }] }] });
    if (!loaded.ok) throw new Error('expected a readable page');
    const section = loaded.sections[0];
    if (!section?.ok || section.value.type !== 'FREE') throw new Error('expected the FREE section');
    return { element: section.value.elements[0]!, issues: loaded.issues };
  };

  it('a choice whose options repeat a label keeps the first of each and names the repeats; the form stays, for every kind of choice', () => {
    for (const type of ['select', 'checkbox', 'radio']) {
      const { element, issues } = loadedForm([{ id: 'size', type, name: 'Size', options: ['Small', 'Large', 'Small', 'Medium', 'Large'] }]);
      if (!element.ok || element.value.type !== 'form01') throw new Error(`the ${type} form should load`);
      const [field] = element.value.data.fields;
      expect(field && 'options' in field ? field.options : null).toEqual(['Small', 'Large', 'Medium']);
      expect(issues).toEqual([
        { path: 'sections[0].elements[0].data.fields[0].options[2]', message: 'the option "Small" repeats options[0]: each option needs a label of its own; ignored' },
        { path: 'sections[0].elements[0].data.fields[0].options[4]', message: 'the option "Large" repeats options[1]: each option needs a label of its own; ignored' },
      ]);
    }
  });

  it('options that differ, even only in case, load', () => {
    expect(loadedForm([{ id: 'size', type: 'radio', options: ['Small', 'small', 'Large'] }]).element.ok).toBe(true);
  });

  /** The ids of the fields a loaded form01 kept, or null when the form did not load. */
  const keptFieldIds = (element: Part<PageElement>) => (element.ok && element.value.type === 'form01' ? element.value.data.fields.map((field) => field.id) : null);
  const NAME = { id: 'name', type: 'text', name: 'Name', required: true };
  const PHONE = { id: 'phone', type: 'phone', name: 'Phone', required: true };

  it('a field whose settings contradict themselves (a number with min above max, a range with max not above min) is left out and named; the form and its other fields stay', () => {
    for (const [field, message] of [
      [{ id: 'guests', type: 'number', name: 'Guests (optional)', min: 10, max: 5 }, 'a number field needs max at or above min'],
      [{ id: 'budget', type: 'range', name: 'Budget (optional)', min: 5, max: 5 }, 'a range needs max above min'],
    ] as const) {
      const { element, issues } = loadedForm([NAME, PHONE, field]);
      expect(keptFieldIds(element), field.type).toEqual(['name', 'phone']);
      expect(issues).toEqual([{ path: 'sections[0].elements[0].data.fields[2]', message: `${message}; the field is left out` }]);
    }
  });

  it('any refused setting of a field costs that field alone, wherever it is in the field: the fields after it keep their places in the problems', () => {
    for (const broken of [
      { id: 'extra', type: 'slider' },
      { id: 'extra', type: 'textarea', rows: 50 },
      { id: 'extra', type: 'textarea', rows: 50, tooltip: 'Say more' },
      { id: 'extra', type: 'consent', text: '' },
      { type: 'email' },
      42,
    ]) {
      const { element, issues } = loadedForm([NAME, broken, PHONE, { id: 'size', type: 'radio', options: ['S', 'S'] }]);
      const said = JSON.stringify(broken);
      expect(keptFieldIds(element), said).toEqual(['name', 'phone', 'size']);
      const fieldProblems = issues.slice(0, -1);
      expect(fieldProblems.length, said).toBeGreaterThan(0);
      expect(fieldProblems.every((issue) => issue.path.startsWith('sections[0].elements[0].data.fields[1]') && issue.message.endsWith('; the field is left out')), said).toBe(true);
      expect(issues.at(-1), said).toEqual({ path: 'sections[0].elements[0].data.fields[3].options[1]', message: 'the option "S" repeats options[0]: each option needs a label of its own; ignored' });
    }
  });

  it('a setting the runtime does not know costs only itself, named in the page’s problems, as in the cart’s order form: the field stays', () => {
    const fields = [NAME, { id: 'extra', type: 'text', name: 'Company', tooltip: 'Where you work', requried: true }, PHONE];
    const order = { formId: 1, groupId: 'g', fields };
    const loaded = loadPage({ sections: [{ id: 's', type: 'FREE', elements: [{ id: 'f', type: 'form01', data: { formId: 1, groupId: 'g', fields } }] }], widgets: [{ id: 'cart', type: 'CART', data: { order } }] });
    if (!loaded.ok) throw new Error('expected a readable page');
    const section = loaded.sections[0];
    const form = section?.ok && section.value.type === 'FREE' ? section.value.elements[0] : undefined;
    const cart = loaded.widgets[0];
    if (!form || !cart?.ok) throw new Error('expected the form and the cart');
    expect(keptFieldIds(form)).toEqual(['name', 'extra', 'phone']);
    expect(form.ok && form.value.type === 'form01' ? form.value.data.fields[1] : null).toEqual({ id: 'extra', type: 'text', name: 'Company', required: false, disabled: false });
    expect((cart.value.data.order as { fields: { id: string }[] }).fields.map((field) => field.id)).toEqual(['name', 'extra', 'phone']);
    expect(loaded.issues).toEqual([
      { path: 'sections[0].elements[0].data.fields[1]', message: 'unknown fields "tooltip", "requried"; ignored' },
      { path: 'widgets[0].data.order.fields[1]', message: 'unknown fields "tooltip", "requried"; ignored' },
    ]);
  });

  it('a form whose every field is left out loads without fields (admin then notes a form with no fields)', () => {
    const { element, issues } = loadedForm([{ id: 'budget', type: 'range', min: 5, max: 5 }, { id: 'when', type: 'date', workDays: [] }]);
    expect(keptFieldIds(element)).toEqual([]);
    expect(issues.map((issue) => issue.path)).toEqual(['sections[0].elements[0].data.fields[0]', 'sections[0].elements[0].data.fields[1].workDays']);
  });

  it('a problem of the form itself still sinks it, and its fields’ problems are listed with it', () => {
    const loaded = loadPage({ sections: [{ id: 's', type: 'FREE', elements: [{ id: 'f', type: 'form01', data: { groupId: 'g', fields: [NAME, { id: 'budget', type: 'range', min: 5, max: 5 }] } }] }] });
    if (!loaded.ok) throw new Error('expected a readable page');
    const section = loaded.sections[0];
    expect(section?.ok && section.value.type === 'FREE' && section.value.elements[0]?.ok).toBe(false);
    expect(loaded.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      'sections[0].elements[0].data.formId: Invalid input: expected number, received undefined',
      'sections[0].elements[0].data.fields[1]: a range needs max above min',
    ]);
  });

  it('a form kept without a field keeps its page-wide id: a later element with it is the repeat', () => {
    const loaded = loadPage({
      sections: [
        { id: 's', type: 'FREE', elements: [{ id: 'contact', type: 'form01', data: { formId: 1, groupId: 'g', fields: [NAME, { id: 'budget', type: 'range', min: 5, max: 5 }] } }] },
        { id: 't', type: 'FREE', elements: [{ id: 'contact', type: 'hr01', data: {} }] },
      ],
    });
    if (!loaded.ok) throw new Error('expected a readable page');
    const elementsOk = loaded.sections.map((section) => (section.ok && section.value.type === 'FREE' ? section.value.elements.map((element) => element.ok) : null));
    expect(elementsOk).toEqual([[true], [false]]);
  });

  it('a number field with one limit, or min equal to max, loads', () => {
    for (const limits of [{ min: 10 }, { max: 5 }, { min: 3, max: 3 }, {}]) expect(loadedForm([{ id: 'n', type: 'number', ...limits }]).element.ok).toBe(true);
  });
});

describe('section backgrounds (spec 001 §3)', () => {
  const withBackground = (background: unknown) => ({
    sections: [{ id: 'hero', type: 'FREE', background, elements: [{ id: 'title', type: 'figure', data: { kind: 'text', text: 'Harbor Coffee' } }] }],
  });

  it('a broken background is a part of its own: the section and its elements stay, the background says where and why', () => {
    for (const [background, path] of [
      [{ type: 'color', color: 'not-a-colour' }, 'sections[0].background.color'],
      [{ type: 'video', video: { id: 'v1', type: 'dailymotion' } }, 'sections[0].background.video.type'],
      [{ type: 'video', video: { type: 'youtube' } }, 'sections[0].background.video.id'],
      [{ type: 'image', image: { id: 'hero', ext: 'jpg', width: -5, proportion: 0.5 } }, 'sections[0].background.image.width'],
      [{ type: 'stars' }, 'sections[0].background.type'],
    ] as const) {
      const loaded = loadPage(withBackground(background));
      if (!loaded.ok) throw new Error('the page should load');
      const section = loaded.sections[0];
      if (!section?.ok) throw new Error(`the section should stay for ${JSON.stringify(background)}`);
      expect(section.value.type === 'FREE' && section.value.elements.map((element) => element.ok)).toEqual([true]);
      expect(section.value.background?.ok).toBe(false);
      expect(loaded.issues.map((issue) => issue.path)).toEqual([path]);
    }
  });

  it('a valid background loads as a part; the height may be left out when the proportion is given, as the spec lists the fields', () => {
    const loaded = loadPage(withBackground({ type: 'image', image: { id: 'hero', ext: 'jpg', width: 2400, proportion: 0.5625, x: 50, y: 40 } }));
    expect(loaded.ok && loaded.issues).toEqual([]);
    const section = loaded.ok ? loaded.sections[0] : undefined;
    expect(section?.ok && section.value.background).toEqual({ ok: true, value: expect.objectContaining({ type: 'image' }) });
    const neither = loadPage(withBackground({ type: 'image', image: { id: 'hero', ext: 'jpg', width: 2400 } }));
    expect(neither.ok && neither.issues).toEqual([{ path: 'sections[0].background.image.proportion', message: 'needs a height or a proportion' }]);
  });
});

describe('colours in page JSON', () => {
  const NOT_A_COLOUR = 'not a colour: use #rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a CSS colour name, transparent or currentColor; ignored';
  const NOT_A_FILL =
    'not a colour or gradient: use #rrggbb, rgb(), rgba(), a CSS colour name, transparent, currentColor, linear-gradient() or radial-gradient(); ignored';

  it('a refused colour drops only that style value: the element stays, and the field is named', () => {
    const loaded = loadPage({
      sections: [
        {
          id: 's',
          type: 'FREE',
          textColor: 'bluish',
          background: { type: 'color', color: 'linear-gradient(90deg, #fff, #000)' },
          elements: [
            { id: 'line', type: 'hr01', data: { color: 'blue' } },
            { id: 'text', type: 'figure', data: { kind: 'text', text: 'x', style: { color: 'linear-gradient(90deg, #fff, #000)', size: 20 } } },
            { id: 'shape', type: 'figure', data: { kind: 'shape', shape: 'rect', height: 10, fill: 'radial-gradient(circle, #fff, #000)' } },
            { id: 'evil', type: 'button01', data: { text: 'x', action: { type: 'cart' }, style: { fill: 'url(javascript:alert(1))', wide: true } } },
          ],
        },
      ],
    });
    if (!loaded.ok) throw new Error('readable');
    expect(loaded.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      `sections[0].textColor: ${NOT_A_COLOUR}`,
      `sections[0].elements[1].data.style.color: ${NOT_A_COLOUR}`,
      `sections[0].elements[3].data.style.fill: ${NOT_A_FILL}`,
    ]);
    const section = loaded.sections[0];
    if (!section?.ok || section.value.type !== 'FREE') throw new Error('the section stays');
    expect(section.value.textColor).toBeUndefined();
    const [line, text, shape, evil] = section.value.elements;
    expect(line?.ok && line.value).toMatchObject({ data: { color: 'blue' } });
    expect(text?.ok && text.value).toMatchObject({ data: { style: { size: 20 } } });
    expect(text?.ok && text.value.type === 'figure' && text.value.data.kind === 'text' && text.value.data.style).not.toHaveProperty('color');
    expect(shape?.ok).toBe(true);
    expect(evil?.ok && evil.value).toMatchObject({ data: { style: { wide: true } } });
    expect(evil?.ok && evil.value.type === 'button01' && evil.value.data.style).not.toHaveProperty('fill');
  });

  it('CSS named colours, transparent and currentColor are colours, inside gradients too (issues 10.2, 19.2)', () => {
    const loaded = loadPage({
      sections: [
        {
          id: 's',
          type: 'FREE',
          background: { type: 'color', color: 'linear-gradient(180deg, navy, transparent)' },
          elements: [
            { id: 'ghost', type: 'button01', data: { text: 'Book', action: { type: 'cart' }, style: { fill: 'transparent', text: { color: 'currentColor' } } } },
            { id: 'radial', type: 'figure', data: { kind: 'shape', shape: 'circle', height: 40, fill: 'radial-gradient(circle, gold, darkorange)' } },
          ],
        },
      ],
    });
    expect(loaded.ok && loaded.issues).toEqual([]);
  });

  it('a refused setting drops that setting alone: language, country and project stay (issue 10.1)', () => {
    const loaded = loadPage({ settings: { language: 'ru', country: 'RU', projectId: 42, accent: 'reddish', textColor: 'url(x)' }, sections: [] });
    if (!loaded.ok) throw new Error('readable');
    expect(loaded.settings).toMatchObject({ language: 'ru', country: 'RU', projectId: '42' });
    expect(loaded.settings.accent).toBeUndefined();
    expect(loaded.issues.map((issue) => issue.path)).toEqual(['settings.accent', 'settings.textColor']);
  });
});

describe('PRODUCTS section data (spec 000 §3, §9)', () => {
  it('fills the defaults of spec 000 §9: 9 per page, 24 container columns, 12/12 proportions, 10 px element padding', () => {
    expect([PRODUCTS_PER_PAGE, CATALOGUE_CONTAINER_COLUMNS, CARD_ELEMENT_PADDING_TOP_PX]).toEqual([9, 24, 10]);
    const section = ProductsSectionSchema.parse({ id: 'shop', type: 'PRODUCTS' });
    expect(section.params.navigation).toMatchObject({ type: 'button', max_count: 9 });
    expect(section.params.container_cols).toBe(24);
    expect(section.params.products_proportions).toEqual([12, 12]);
    expect(section.params).toMatchObject({ products_type: 'single', products_swap: false, wide: false, adaptive: { columns: 1 } });
    expect(section.settings).toMatchObject({ source: 'category' });
    expect(section.settings.style_card.elements_list).toEqual([...CARD_ELEMENTS]);
    expect(section.settings.style_card.actions).toMatchObject({ button: 'cart', cart: 'cart', name: true, media: true, blank: false });
    expect(section).toMatchObject({ categories: [], categories_enabled: true, category_style: { style: 'pills', align: 'left' } });
  });

  it('names the field and the reason of a bad value', () => {
    const loaded = loadPage({ sections: [{ id: 'shop', type: 'PRODUCTS', params: { products_type: 'triple', navigation: { max_count: 0 } } }] });
    const paths = loaded.issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['sections[0].params.products_type', 'sections[0].params.navigation.max_count']));
  });
});
