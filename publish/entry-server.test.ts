import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SWIPER_KIT_SOURCE } from '../runtime';
import { namedColoursIn, renderPage } from './entry-server';
import { formatPrice } from '../runtime/platform/format';
import { SCENARIOS } from '../scenarios';
import { catalogueText } from '../scenarios/embed-catalogue';
import { normaliseProducts } from '../runtime/catalogue/product';
import { productAmounts } from '../runtime/catalogue/variants';
import { NO_SCRIPT_PANELS_ATTRIBUTE, TABS_NO_SCRIPT_CSS } from '../runtime/widgets/tabs/no-script';

const scenarioPage = (id: string) => readFileSync(new URL(`../scenarios/${id}/page.json`, import.meta.url), 'utf8');

// A whole page rendered as the server renders it (the widgets page, the shop's hundreds of products):
// 1.5–2 s each on two cores while another test file runs beside it; a test's time is the config's
// (vite.config.ts: testTimeout), long enough for a machine busier than that.
describe('renderPage: the stylesheets a published page carries inline', () => {
  it('a page whose HTML has a slider that starts Swiper carries Swiper\'s stylesheet (added later, it restyled the whole page)', async () => {
    const page = await renderPage(scenarioPage('widgets'));
    expect(page.html.mobile).toMatch(/class="rt-slider"/);
    expect(page.partSources).toContain(SWIPER_KIT_SOURCE);
  });

  it('a page without one does not', async () => {
    const page = await renderPage(scenarioPage('landing'));
    expect(page.html.mobile).not.toMatch(/class="rt-slider"/);
    expect(page.partSources).not.toContain(SWIPER_KIT_SOURCE);
  });
});

describe('renderPage: the CSS a published page carries for a visitor who runs no script (its head\'s <noscript>, runtime/site/no-script.ts)', () => {
  it('a page with a BUNDLE carries the tabs\' rules: every panel under its title, no bar (the bar cannot switch them)', async () => {
    const page = await renderPage(scenarioPage('widgets'));
    expect(page.html.desktop).toContain(`${NO_SCRIPT_PANELS_ATTRIBUTE}="all"`);
    expect(page.noScriptCss).toContain(TABS_NO_SCRIPT_CSS);
  });

  it('and the rules of the controls it shows that need a script, and no others: the widgets page’s sliders and cart button, not a video’s play button', async () => {
    const css = (await renderPage(scenarioPage('widgets'))).noScriptCss;
    expect(css).toContain('.rt-slider__arrow { display: none; }');
    expect(css).toContain("[data-element-type='button01'] button.rt-button { display: none; }");
    expect(css).not.toContain('rt-video__play');
  });

  it('a link to a page modal (a button01’s goes, one in the owner’s text stays as its text), not a modal the page does not link to', async () => {
    const css = (await renderPage(scenarioPage('modals'))).noScriptCss;
    expect(css).toContain('.rt-site a.rt-button:is(a[href="#rules"]) { display: none; }');
    expect(css).toContain('.rt-site :is(a[href="#rules"]):not(.rt-button) { pointer-events: none;');
    expect(css).not.toContain('#hours');
  });

  it('a page without any such part carries none', async () => {
    const landing = JSON.parse(scenarioPage('landing')) as { sections: { id: string }[] };
    // Its text and icons: no lightbox, no button.
    const page = await renderPage(JSON.stringify({ ...landing, sections: landing.sections.filter((section) => section.id === 'why') }));
    expect(page.noScriptCss).toBe('');
  });
});

describe('renderPage: the prices a published page carries formatted (runtime/platform/format.ts)', () => {
  it('every price the shop’s cards may show, whichever variant is chosen and on later pages, and no more than that', async () => {
    const scenario = SCENARIOS.find((entry) => entry.id === 'shop');
    if (!scenario) throw new Error('no shop scenario');
    const { page, seed } = await scenario.load();
    const later = catalogueText(page, seed);
    const rendered = await renderPage(JSON.stringify(page), later);
    const prices = rendered.data.prices?.['en|USD'] ?? {};
    // What the prerendered cards show is among them, as they show it.
    const shown = [...rendered.html.desktop.matchAll(/class="rt-card__price-now" data-price="([^"]+)">([^<]+)</g)].map(([, amount, text]) => [amount, text]);
    expect(shown.length).toBeGreaterThan(0);
    for (const [amount, text] of shown) expect(prices[amount!]).toBe(text);
    // And every variant's price and old price of every product the catalogues can show later.
    const { products } = normaliseProducts(JSON.parse(later) as unknown[]);
    const amounts = new Set(products.flatMap(productAmounts).map(String));
    expect(products.length).toBeGreaterThan(shown.length);
    expect(Object.keys(prices).sort()).toEqual([...amounts].sort());
    expect(prices['12.5']).toBe('$12.50');
  });

  it('none of a page rendered before it in the same process: a render starts from no formatted prices', async () => {
    const scenario = SCENARIOS.find((entry) => entry.id === 'landing');
    if (!scenario) throw new Error('no landing scenario');
    const { page } = await scenario.load();
    formatPrice(0.145, 'en', 'USD');
    const rendered = await renderPage(JSON.stringify(page));
    expect(rendered.data.prices?.['en|USD']?.['0.145']).toBeUndefined();
  });

  it('a Russian shop carries its roubles as the server wrote them into the HTML (no-break spaces and all)', async () => {
    const scenario = SCENARIOS.find((entry) => entry.id === 'shop');
    if (!scenario) throw new Error('no shop scenario');
    const { page } = await scenario.load();
    const russian = { ...(page as { settings: Record<string, unknown> }), settings: { ...(page as { settings: Record<string, unknown> }).settings, language: 'ru', country: 'RU' } };
    const rendered = await renderPage(JSON.stringify(russian));
    const prices = rendered.data.prices?.['ru|RUB'] ?? {};
    const shown = [...rendered.html.mobile.matchAll(/class="rt-card__price-now" data-price="([^"]+)">([^<]+)</g)].map(([, amount, text]) => [amount, text]);
    expect(shown.length).toBeGreaterThan(0);
    for (const [amount, text] of shown) expect(prices[amount!]).toBe(text);
    expect(prices['14']).toBe(new Intl.NumberFormat('ru', { style: 'currency', currency: 'RUB' }).format(14));
    expect(prices['14']).toMatch(/^14,00\u00a0₽$/);
  });
});

describe('renderPage: the named colours a published page carries (publish/named-colours.ts)', () => {
  it('every name the page’s colour values use, gradients’ included, with its channels, each once', async () => {
    const rendered = await renderPage(scenarioPage('workshop'));
    expect(rendered.data.colours).toEqual({
      darkorange: [255, 140, 0],
      whitesmoke: [245, 245, 245],
      white: [255, 255, 255],
      orange: [255, 165, 0],
      // From "linear-gradient(135deg, darkslategray 0%, #12191c 100%)".
      darkslategray: [47, 79, 79],
      oldlace: [253, 245, 230],
      burlywood: [222, 184, 135],
      saddlebrown: [139, 69, 19],
      dimgray: [105, 105, 105],
    });
  });

  it('and those of the products its catalogues show later; a page that names no colour carries none', async () => {
    expect((await renderPage(scenarioPage('landing'))).data.colours).toEqual({});
    const later = [{ id: 'p1', options: [{ values: [{ data: { type: 'color', color: 'RebeccaPurple' } }, { data: { type: 'color', color: '#fff' } }] }] }];
    expect((await renderPage(scenarioPage('landing'), JSON.stringify(later))).data.colours).toEqual({ rebeccapurple: [102, 51, 153] });
  });

  it('a name in text that is not a colour value is not listed', () => {
    expect(namedColoursIn({ title: 'Red roses and a white vase', note: 'red;', colour: 'Tan' })).toEqual({ tan: [210, 180, 140] });
  });
});

describe('renderPage: each copy’s first paint waits for its first section (runtime/site/Site.tsx FirstSectionEnd)', () => {
  type SectionJson = { id: string; hidden?: { mobile?: boolean; desktop?: boolean } };
  const landing = JSON.parse(scenarioPage('landing')) as { sections: SectionJson[] };
  /** The id of the section just before the copy's mark, and how many marks the copy has. */
  const markedSection = (html: string, viewport: 'mobile' | 'desktop') => {
    const id = `rt-first-section-end-${viewport}`;
    const at = html.indexOf(`id="${id}"`);
    const sections = [...html.slice(0, at).matchAll(/data-section-id="([^"]+)"/g)].map((match) => match[1]);
    return { marks: html.split(`id="${id}"`).length - 1, after: sections.at(-1), hidden: html.includes(`<span hidden="" id="${id}"></span>`) };
  };

  it('a hidden mark right after the first section in each copy, named for its viewport, and a hold per copy for the windows it is for', async () => {
    const page = await renderPage(scenarioPage('landing'));
    for (const viewport of ['mobile', 'desktop'] as const) {
      expect(markedSection(page.html[viewport], viewport)).toEqual({ marks: 1, after: landing.sections[0]!.id, hidden: true });
      // The other copy's id is not in this one: each id is once in the document.
      expect(page.html[viewport]).not.toContain(`rt-first-section-end-${viewport === 'mobile' ? 'desktop' : 'mobile'}`);
    }
    expect(page.firstPaintHolds).toEqual([
      { id: 'rt-first-section-end-mobile', media: '(max-width: 767px)' },
      { id: 'rt-first-section-end-desktop', media: 'not all and (max-width: 767px)' },
    ]);
  });

  it('after the first section a viewport shows: a first section hidden on phones moves the mobile copy’s mark, not the desktop one’s', async () => {
    const [first, second, ...rest] = landing.sections;
    const page = await renderPage(JSON.stringify({ ...landing, sections: [{ ...first, hidden: { mobile: true } }, second, ...rest] }));
    expect(markedSection(page.html.mobile, 'mobile').after).toBe(second!.id);
    expect(markedSection(page.html.desktop, 'desktop').after).toBe(first!.id);
  });

  it('a page with no section a viewport shows holds nothing for it', async () => {
    const page = await renderPage(JSON.stringify({ ...landing, sections: landing.sections.map((section) => ({ ...section, hidden: { mobile: true } })) }));
    expect(page.html.mobile).not.toContain('rt-first-section-end');
    expect(page.firstPaintHolds.map(({ id }) => id)).toEqual(['rt-first-section-end-desktop']);
  });
});

describe('renderPage: a first section’s foreground photo shows from the HTML (runtime/media/image/first-paint.tsx)', () => {
  it('each copy’s <img> has the file for its viewport’s common screen within its place, and the head preloads each for its windows', async () => {
    const landing = JSON.parse(scenarioPage('landing')) as { sections: { id: string }[] };
    const story = landing.sections.find((section) => section.id === 'story')!;
    const page = await renderPage(JSON.stringify({ ...landing, sections: [story, ...landing.sections.filter((section) => section !== story)] }));
    // A phone: a 390 px screen at 2×; a desktop at 1×: the photo's half of the 1160 px grid.
    expect(page.html.mobile).toMatch(/<img class="rt-image__img" src="\/img\/cafe-interior_780_q70\.webp"[^>]* loading="lazy" data-prerendered="true"/);
    expect(page.html.desktop).toMatch(/<img class="rt-image__img" src="\/img\/cafe-interior_580_q70\.webp"[^>]* loading="lazy" data-prerendered="true"/);
    expect(page.imagePreloads).toEqual([
      { href: '/img/cafe-interior_780_q70.webp', media: '(max-width: 767px)' },
      { href: '/img/cafe-interior_580_q70.webp', media: 'not all and (max-width: 767px)' },
    ]);
  });

  it('a background and no foreground photo: the background’s file alone, as before', async () => {
    const page = await renderPage(scenarioPage('landing'));
    expect(page.html.mobile).not.toMatch(/<img[^>]* data-prerendered/);
    expect(page.imagePreloads.map(({ href }) => href)).toEqual(['/img/hero-espresso_1366_q70.webp', '/img/hero-espresso_2160_q70.webp']);
  });

  it('a photo only the phone copy shows, twice, is preloaded for phones only', async () => {
    const page = JSON.parse(readFileSync(new URL('../tests/support/first-photo-page.json', import.meta.url), 'utf8'));
    const photo = { ...page.sections[0].elements[0], hidden: { desktop: true } };
    page.sections[0].elements.splice(0, 1, photo, { ...structuredClone(photo), id: 'story-photo-again' });
    const rendered = await renderPage(JSON.stringify(page));
    const phoneOnly = rendered.imagePreloads.filter(({ href }) => !rendered.html.desktop.includes(href));
    expect(phoneOnly.length).toBeGreaterThan(0);
    for (const preload of phoneOnly) expect(preload.media).toBe('(max-width: 767px)');
  });

  it('a first section hidden on phones: the phone copy shows and preloads the photo of the section it shows first, the desktop copy its hero', async () => {
    const landing = JSON.parse(scenarioPage('landing')) as { sections: { id: string }[] };
    const [hero, ...rest] = landing.sections;
    const page = await renderPage(JSON.stringify({ ...landing, sections: [{ ...hero, hidden: { mobile: true } }, ...rest] }));
    expect(page.html.mobile).toMatch(/<img class="rt-image__img" src="\/img\/cafe-interior_780_q70\.webp"[^>]* loading="lazy" data-prerendered="true"/);
    expect(page.html.desktop).not.toMatch(/<img[^>]* data-prerendered/);
    expect(page.imagePreloads).toEqual([
      { href: '/img/cafe-interior_780_q70.webp', media: '(max-width: 767px)' },
      { href: '/img/hero-espresso_2160_q70.webp', media: 'not all and (max-width: 767px)' },
    ]);
  });
});

describe('renderPage: what a visitor with scripts off, or a crawler that runs none, reads of a tabbed BUNDLE block (spec 002 §4)', () => {
  /** The HTML of the widgets page's Menu block in one copy (it ends where the next block starts). */
  const menuIn = (html: string) => html.slice(html.indexOf('data-bundle="menu"'), html.indexOf('data-bundle="classes"'));

  it('every tab’s panel is in the HTML, the selected one shown with its text and photo, the others hidden', async () => {
    const page = await renderPage(scenarioPage('widgets'));
    for (const viewport of ['desktop', 'mobile'] as const) {
      const menu = menuIn(page.html[viewport]);
      // Each panel's opening tag (a tab panel under a tab bar, a region under the phone's select).
      const panels = [...menu.matchAll(/<div role="(?:tabpanel|region)"[^>]*>/g)].map(([tag]) => ({ id: /data-panel-id="([^"]+)"/.exec(tag)?.[1], hidden: tag.includes(' hidden=""') }));
      expect({ viewport, panels }).toEqual({
        viewport,
        panels: [
          { id: 'espresso', hidden: false },
          { id: 'filter', hidden: true },
          { id: 'bakery', hidden: true },
          { id: 'beans', hidden: true },
        ],
      });
      expect({ viewport, text: menu.includes('18 g in, 36 g out, in 28 seconds') }).toEqual({ viewport, text: true });
      // Scripts off, only the <noscript> file loads.
      expect({ viewport, photo: /<noscript><picture><source[^>]*\/><img class="rt-image__img" src="\/img\/latte-art_\d+_q70\.(jpg|webp)"/.test(menu) }).toEqual({ viewport, photo: true });
      // A hidden tab's content is there too, for a crawler and for an `#element-id` link.
      expect({ viewport, hiddenText: menu.includes('id="beans-text"') }).toEqual({ viewport, hiddenText: true });
      // No reserved, empty box waiting for a script.
      expect({ viewport, reserved: /data-tabs-panels="" style="min-height/.test(menu) }).toEqual({ viewport, reserved: false });
    }
  });
});

describe('renderPage: a slider’s slides, every one in the HTML (for a page read without scripts, and a crawler that runs none)', () => {
  interface SliderJson {
    id: string;
    type: string;
    data?: { kind?: string; slides?: { id: string }[] };
  }

  it('the widgets page: each slide of its sliders has its photo in both copies, past the first view too', async () => {
    const widgets = JSON.parse(scenarioPage('widgets')) as { sections: { elements?: SliderJson[] }[] };
    const sliders = widgets.sections.flatMap((section) => section.elements ?? []).filter((element) => element.type === 'media01' && element.data?.kind === 'slider');
    expect(sliders.map((slider) => slider.id)).toEqual(['gallery-slider', 'cards-slider']);
    const page = await renderPage(scenarioPage('widgets'));
    const missing: string[] = [];
    for (const viewport of ['desktop', 'mobile'] as const) {
      const html = page.html[viewport];
      for (const slider of sliders) {
        // The slider's own markup: from its element's box to the next element's.
        const start = html.indexOf(`data-element-id="${slider.id}"`);
        const end = html.indexOf('data-element-id="', start + 1);
        const own = html.slice(start, end === -1 ? undefined : end);
        const slides = (slider.data?.slides ?? []).map((image) => image.id);
        expect(slides.length).toBeGreaterThan(3);
        for (const id of slides) if (!new RegExp(`/img/${id}[._]`).test(own)) missing.push(`${viewport} ${slider.id}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});


describe('renderPage: what a visitor with scripts off, or a crawler that runs none, reads of the page modals, which no script opens there (site/PageModals.tsx)', () => {
  interface ModalJson {
    id: string;
    title?: string;
    kind?: string;
    elements: { data?: { kind?: string; text?: string } }[];
  }

  /** The words of an owner's text as the HTML has them: its markup and entities left out, each line long enough to be its own. */
  const words = (html: string) =>
    html
      .split(/<[^>]+>/)
      .map((line) => line.trim())
      .filter((line) => line.length > 12 && !/[&<>"']/.test(line));
  /** A copy's <main> read as a browser without scripts reads it (jsdom's parser runs without scripting: a <noscript>'s content is markup). */
  const mainOf = (html: string) => new JSDOM(html).window.document.querySelector('main')!;

  it('the modals page: each page modal’s title and text, in both copies, each modal a block after the page’s sections in their <noscript>, its title a heading', async () => {
    const json = JSON.parse(scenarioPage('modals')) as { modals: ModalJson[] };
    expect(json.modals.map((modal) => modal.id)).toEqual(['hours', 'roasts', 'rules']);
    const page = await renderPage(scenarioPage('modals'));
    for (const viewport of ['desktop', 'mobile'] as const) {
      const main = mainOf(page.html[viewport]);
      // The page's sections, then the modals' <noscript>.
      const parts = [...main.querySelectorAll(':scope > section, :scope > noscript')].map((part) => part.getAttribute('data-section-id') ?? part.tagName.toLowerCase());
      expect({ viewport, parts }).toEqual({ viewport, parts: ['intro', 'events', 'bills', 'visit', 'noscript'] });
      const blocks = [...main.querySelectorAll(':scope > noscript > .rt-page-modal-block')];
      expect({ viewport, blocks: blocks.map((block) => block.getAttribute('data-page-modal-block')) }).toEqual({ viewport, blocks: ['hours', 'roasts', 'rules'] });
      for (const [index, modal] of json.modals.entries()) {
        const block = blocks[index]!;
        expect({ viewport, title: block.querySelector('h2')?.textContent, kind: block.getAttribute('data-kind') }).toEqual({ viewport, title: modal.title, kind: modal.kind });
        // An id of its copy's own, not the modal's: a link to `#hours` without scripts would aim at the first copy, which a phone hides (runtime/site/modals-without-scripts.ts).
        expect({ viewport, id: block.id }).toEqual({ viewport, id: `rt-page-modal-${viewport}-${modal.id}` });
        const texts = modal.elements.flatMap((element) => (element.data?.kind === 'text' && element.data.text ? words(element.data.text) : []));
        expect(texts.length).toBeGreaterThan(0);
        const missing = texts.filter((text) => !block.innerHTML.includes(text));
        expect({ viewport, modal: modal.id, missing }).toEqual({ viewport, modal: modal.id, missing: [] });
      }
    }
    // Laid out as blocks of the page, each modal's content at its width, a basic modal's elements in one column.
    expect(page.noScriptCss).toContain('.rt-site .rt-page-modal-block > * { max-width: var(--rt-modal-width); }');
    expect(page.noScriptCss).toContain(".rt-site .rt-page-modal-block[data-kind='basic'] .rt-page-modal__elements > * { grid-column: 1 / -1 !important; }");
  });

  it('a modal without a title: its elements alone, under no heading; a broken modal: nothing', async () => {
    const pageJson = {
      settings: { title: 'Modals', language: 'en' },
      sections: [{ id: 'intro', type: 'FREE', elements: [{ id: 'intro-text', type: 'figure', data: { kind: 'text', tag: 'p', text: 'Welcome.' } }] }],
      modals: [
        { id: 'note', kind: 'grid', elements: [{ id: 'note-text', type: 'figure', data: { kind: 'text', tag: 'p', text: 'A note without a title' } }] },
        // A modal needs an id: this one is broken.
        { title: 'Broken', elements: [{ id: 'broken-text', type: 'figure', data: { kind: 'text', tag: 'p', text: 'Never shown to visitors' } }] },
      ],
    };
    const page = await renderPage(JSON.stringify(pageJson));
    for (const viewport of ['desktop', 'mobile'] as const) {
      const blocks = [...mainOf(page.html[viewport]).querySelectorAll('.rt-page-modal-block')];
      expect({ viewport, blocks: blocks.map((block) => [block.getAttribute('data-page-modal-block'), block.querySelector('h2')?.textContent ?? null, block.textContent]) }).toEqual({ viewport, blocks: [['note', null, 'A note without a title']] });
      expect({ viewport, broken: page.html[viewport].includes('Never shown to visitors') }).toEqual({ viewport, broken: false });
    }
  });

  it('not a form’s answer, which no send opens there: the forms page’s "Request received" is not under a form that cannot send', async () => {
    const page = await renderPage(scenarioPage('forms'));
    for (const viewport of ['desktop', 'mobile'] as const) expect({ viewport, thanks: page.html[viewport].includes('We got your request') }).toEqual({ viewport, thanks: false });
  });

  it('a modal’s photo, slider and form are written as a page without scripts shows them, inside the modals’ one <noscript>: with scripts on, nothing of it escapes into the page', async () => {
    const widgets = JSON.parse(scenarioPage('widgets')) as { sections: { elements?: { id: string }[] }[] };
    const slider = widgets.sections.flatMap((section) => section.elements ?? []).find((element) => element.id === 'gallery-slider') as { id: string; data: { slides: { id: string }[] } };
    const landing = JSON.parse(scenarioPage('landing')) as { sections: { elements?: { id: string }[] }[] };
    const photo = landing.sections.flatMap((section) => section.elements ?? []).find((element) => element.id === 'menu-photo-0');
    const form = { id: 'reserve', type: 'form01', data: { formId: 504, groupId: 'reservations', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }], submit: { text: 'Reserve' } } };
    const pageJson = {
      settings: { title: 'Modal parts', language: 'en' },
      sections: [{ id: 'intro', type: 'FREE', elements: [{ id: 'intro-text', type: 'figure', data: { kind: 'text', tag: 'p', text: 'Welcome.' } }] }],
      modals: [{ id: 'gallery', title: 'Our café', elements: [photo, slider, form] }],
    };
    const page = await renderPage(JSON.stringify(pageJson));
    for (const viewport of ['desktop', 'mobile'] as const) {
      const html = page.html[viewport];
      // One <noscript> holds the block, with none inside it: with scripting on, the browser reads its
      // content as text up to the first </noscript>, and an inner one's would end it early.
      expect({ viewport, noscripts: html.match(/<noscript>/g)?.length }).toEqual({ viewport, noscripts: 1 });
      // With scripts on (jsdom parses as a browser with scripting does): the block is text, and the
      // page's root holds its intro and nothing after its <main> but what the site puts there.
      const withScripts = new JSDOM(html, { runScripts: 'dangerously' }).window.document;
      expect({ viewport, block: withScripts.querySelector('.rt-page-modal-block, .rt-form__no-script, picture') }).toEqual({ viewport, block: null });
      expect({ viewport, text: withScripts.querySelector('main > noscript')?.textContent }).toEqual({ viewport, text: expect.stringContaining('class="rt-page-modal-block"') });
      expect({ viewport, afterMain: [...withScripts.querySelectorAll('.rt-site > *')].map((child) => child.tagName) }).toEqual({ viewport, afterMain: ['MAIN', 'DIV'] });
      // Without scripts: the photo's file, every slide's, and the form's note.
      const block = mainOf(html).querySelector('.rt-page-modal-block')!;
      expect({ viewport, photo: block.querySelector(`[data-element-id="menu-photo-0"] picture img[src^="/img/latte-art_"]`) !== null }).toEqual({ viewport, photo: true });
      const slides = [...block.querySelectorAll('[data-element-id="gallery-slider"] .rt-slider__slide img.rt-image__img')].map((image) => /\/img\/([\w-]+?)_\d+_/.exec(image.getAttribute('src') ?? '')?.[1]);
      expect({ viewport, slides }).toEqual({ viewport, slides: slider.data.slides.map((slide) => slide.id) });
      expect({ viewport, note: block.querySelector('[data-element-id="reserve"] .rt-form__no-script[data-when-scripts-off]')?.textContent }).toEqual({ viewport, note: 'This form needs JavaScript to send: it is turned off in this browser.' });
    }
  });
});
