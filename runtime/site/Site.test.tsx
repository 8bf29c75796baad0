// own process: it checks which on-demand code a page's preloads load (a form's special fields), and a shared module graph holds what another file loaded (the publishing tests render pages with forms).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { pageHydrationPreloads, pagePartPreloads, pagePartSources, preloadPageParts, Site } from './Site';
import { SLIDER_SOURCE, sliderCode } from '../widgets/slider/slider-code';
import { isFieldLoaded } from '../fields/lazy-fields';
import { DEFAULT_REGISTRY, preloadStandardParts, VIDEO_PLAYER_SOURCE } from './registry';
import { SPECIAL_FIELD_SOURCES } from '../fields/model';
import type { Mode, Viewport } from '../core/policies';
import { createDetachedServices } from '../core/services';

// This file runs in Node without a DOM: rendering must not touch window (DESIGN.md §7).
const landing = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../scenarios/landing/page.json'), 'utf8'));

function render(page: unknown, mode: Mode, viewport: Viewport, registry = DEFAULT_REGISTRY): string {
  const loaded = loadPage(page);
  if (!loaded.ok) throw new Error('unreadable page');
  return renderToString(<Site page={loaded as LoadedPage} mode={mode} viewport={viewport} registry={registry} />);
}

/** Every registered type is built in time; these tests keep one (form01) unbuilt to check how such a part shows. */
const WITH_PENDING_FORM = { ...DEFAULT_REGISTRY, elements: { ...DEFAULT_REGISTRY.elements, form01: { component: () => null, implemented: false } } };

// The standard blocks and elements load on demand (registry.ts); these tests render pages at once, as the harness frame does after its preload.
beforeAll(preloadStandardParts);

describe('<Site> on the server', () => {
  it('gives filled controls on the accent a readable text colour: white on a dark accent, the text colour on a light one', () => {
    const onAccent = (accent: string | undefined) => /--rt-on-accent:([^;"]+)/.exec(render({ ...landing, settings: { ...landing.settings, accent } }, 'run', 'desktop'))?.[1];
    expect(onAccent(undefined)).toBe('#ffffff');
    expect(onAccent('teal')).toBe('#ffffff');
    expect(onAccent('darkorange')).toBe('#1f1a17');
    expect(onAccent('#ffe14d')).toBe('#1f1a17');
  });

  it('renders the landing page without a window, in every mode and viewport', () => {
    expect(typeof window).toBe('undefined');
    for (const mode of ['admin', 'preview', 'run'] as const) {
      for (const viewport of ['mobile', 'desktop'] as const) {
        const html = render(landing, mode, viewport);
        expect(html).toContain('Small-batch coffee,<br>roasted by the harbour');
        expect(html).toContain(`data-mode="${mode}"`);
        expect(html).toContain(`data-viewport="${viewport}"`);
      }
    }
  });

  it('gives each section its `#` target as its id: the anchor name, else its own id, unless another section took it as its anchor (spec 001 §2)', () => {
    const html = render(
      { sections: [{ id: 'hero', type: 'FREE', anchor: 'welcome', elements: [] }, { id: 'plain', type: 'FREE', elements: [] }, { id: 'prices', type: 'FREE', elements: [] }, { id: 's4', type: 'FREE', anchor: 'prices', elements: [] }] },
      'run',
      'desktop',
    );
    const ids = [...html.matchAll(/<section([^>]*)>/g)].map(([, attributes]) => [/data-section-id="([^"]+)"/.exec(attributes!)?.[1], /\sid="([^"]+)"/.exec(attributes!)?.[1] ?? null]);
    expect(ids).toEqual([
      ['hero', 'welcome'],
      ['plain', 'plain'],
      ['prices', null],
      ['s4', 'prices'],
    ]);
  });

  it('applies the hidden-element policy: removed for visitors, marked in admin', () => {
    expect(render(landing, 'run', 'desktop')).not.toContain('data-element-id="hero-call"');
    expect(render(landing, 'run', 'mobile')).toContain('data-element-id="hero-call"');
    const admin = render(landing, 'admin', 'desktop');
    expect(admin).toMatch(/rt-cell rt-cell--hidden-here[^>]*data-element-id="hero-call"/);
    expect(admin).toContain('Hidden on desktop');
  });

  it('speaks the page language in admin marks', () => {
    const russian = { ...landing, settings: { ...landing.settings, language: 'ru' } };
    const html = render(russian, 'admin', 'desktop');
    expect(html).toContain('lang="ru"');
    expect(html).not.toContain('Hidden on desktop');
    expect(html).toContain('Скрыто на десктопе');
    expect(render(russian, 'admin', 'mobile')).toContain('Скрыто на мобильных');
  });

  it('a broken section background: the section and its content stay; admin shows what is wrong, visitors get no background', () => {
    const page = {
      sections: [{ id: 'hero', type: 'FREE', background: { type: 'video', video: { id: 'v1', type: 'dailymotion' } }, elements: [{ id: 'title', type: 'figure', data: { kind: 'text', text: 'still here' } }] }],
    };
    for (const mode of ['preview', 'run'] as const) {
      const html = render(page, mode, 'desktop');
      expect(html).toContain('data-section-id="hero"');
      expect(html).toContain('still here');
      expect(html).not.toContain('rt-bg');
      expect(html).not.toContain('data-part-error');
    }
    const admin = render(page, 'admin', 'desktop', WITH_PENDING_FORM);
    expect(admin).toContain('still here');
    expect(admin).toContain('data-part-error="background"');
    expect(admin).toContain('sections[0].background.video.type');
  });

  it('a media01 slider takes its responsive mode from the page: enabledOn mobile is a static grid on desktop', () => {
    const slide = (id: string) => ({ id, ext: 'jpg', width: 1600, height: 1200 });
    const page = {
      sections: [{ id: 's', type: 'FREE', elements: [{ id: 'gallery', type: 'media01', data: { kind: 'slider', slides: [slide('a'), slide('b'), slide('c')], enabledOn: 'mobile' } }] }],
    };
    expect(render(page, 'run', 'desktop')).toContain('data-slider-layout="grid"');
    expect(render(page, 'run', 'mobile')).toContain('data-slider-layout="slider"');
    const everywhere = { sections: [{ ...page.sections[0], elements: [{ ...page.sections[0]!.elements[0]!, data: { kind: 'slider', slides: [slide('a'), slide('b')] } }] }] };
    expect(render(everywhere, 'run', 'desktop')).toContain('data-slider-layout="slider"');
  });

  it('renders types not built yet as a labelled box in admin and nothing for visitors', () => {
    const page = {
      sections: [
        {
          id: 's',
          type: 'FREE',
          elements: [
            { id: 'fine', type: 'figure', data: { kind: 'text', text: 'still here' } },
            { id: 'pending', type: 'form01', data: { formId: 1, groupId: 'g' } },
          ],
        },
      ],
    };
    expect(render(page, 'run', 'desktop', WITH_PENDING_FORM)).toContain('still here');
    expect(render(page, 'run', 'desktop', WITH_PENDING_FORM)).not.toContain('Not supported yet');
    expect(render(page, 'admin', 'desktop', WITH_PENDING_FORM)).toMatch(/<div class="rt-error-box" role="alert" data-not-implemented="form01"[^>]*>.*Not supported yet: form01 #pending/);
  });

  it('a widget keeps its per-viewport hidden flag: removed for visitors, marked in admin (issue 10, Site.tsx)', () => {
    const registry = { ...DEFAULT_REGISTRY, widgets: { ...DEFAULT_REGISTRY.widgets, CART: { component: () => <span>cart widget</span>, implemented: true } } };
    const loaded = loadPage({ sections: [], widgets: [{ id: 'cart', type: 'CART', hidden: { desktop: true } }] });
    if (!loaded.ok) throw new Error('readable');
    const html = (mode: Mode, viewport: Viewport) => renderToString(<Site page={loaded} mode={mode} viewport={viewport} registry={registry} />);
    expect(html('run', 'desktop')).not.toContain('cart widget');
    expect(html('preview', 'desktop')).not.toContain('cart widget');
    expect(html('run', 'mobile')).toContain('cart widget');
    expect(html('admin', 'desktop')).toMatch(/rt-widget--hidden-here.*Hidden on desktop.*cart widget/);
  });

  it('the first section on the screen has the eager images: on a phone that does not show the hero, the section under it; while editing, the hero, marked', () => {
    const [hero, story, ...rest] = landing.sections as { id: string; hidden?: object }[];
    const page = { ...landing, sections: [{ ...hero, hidden: { mobile: true } }, story, ...rest] };
    /** What the server's HTML shows from its first paint: the background's and the photos' files prerendered for the screen. */
    const prerendered = (html: string) => [...html.matchAll(/(?:data-url|src)="(\/img\/[^"]+)"[^>]*data-prerendered|data-prerendered[^>]*data-url="(\/img\/[^"]+)"/g)].map((match) => match[1] ?? match[2]);
    expect(prerendered(render(page, 'run', 'mobile'))).toEqual(['/img/cafe-interior_780_q70.webp']);
    expect(prerendered(render(page, 'preview', 'mobile'))).toEqual(['/img/cafe-interior_780_q70.webp']);
    expect(prerendered(render(page, 'run', 'desktop'))).toEqual([expect.stringMatching(/^\/img\/hero-espresso_/)]);
    expect(prerendered(render(page, 'admin', 'mobile'))).toEqual([expect.stringMatching(/^\/img\/hero-espresso_/)]);
  });

  it('an image icon’s HTML names no screen: the same files, for the browser to pick by its pixel ratio, on a server (1×) and on a 3× phone, so hydration finds what the server wrote', () => {
    const loaded = loadPage({ sections: [{ id: 'badges', type: 'FREE', elements: [{ id: 'badge', type: 'icon01', data: { icon: { id: 'cup', ext: 'jpg', width: 2400, height: 1600 }, size: 64, label: 'Our café' } }] }] });
    if (!loaded.ok) throw new Error('readable');
    const html = (devicePixelRatio: number) =>
      renderToString(<Site page={loaded} mode="run" viewport="mobile" services={createDetachedServices({ images: { devicePixelRatio, support: { webp: true, avif: false } } })} />);
    expect(html(3)).toBe(html(1));
    expect(html(1)).toContain('<img src="/img/cup_100_q70.webp" srcSet="/img/cup_100_q70.webp 100w, /img/cup_150_q70.webp 150w" sizes="64px" width="64" height="64" alt="Our café" loading="lazy"/>');
  });

  it('a part not built yet is never silently dropped: admin names it in an error box, visitors see nothing (issue 19.1)', () => {
    const page = {
      sections: [
        { id: 's', type: 'FREE', elements: [{ id: 'fine', type: 'figure', data: { kind: 'text', text: 'still here' } }, { id: 'signup', type: 'form01', data: { formId: 1, groupId: 'g' } }] },
      ],
      // Modals are built (the modal system): they wait closed, with no error box.
      modals: [{ id: 'booking', title: 'Book a table', elements: [] }],
    };
    const admin = render(page, 'admin', 'desktop', WITH_PENDING_FORM);
    expect(admin).toContain('still here');
    expect(admin).toMatch(/role="alert" data-not-implemented="form01"[^>]*>.*Not supported yet: form01 #signup/);
    expect(admin).not.toContain('data-not-implemented="modal"');
    for (const mode of ['preview', 'run'] as const) expect(render(page, mode, 'desktop', WITH_PENDING_FORM)).not.toContain('data-not-implemented');
    const russian = render({ ...page, settings: { language: 'ru' } }, 'admin', 'mobile', WITH_PENDING_FORM);
    expect(russian).toContain('Пока не поддерживается: form01 #signup');
  });
});

describe('the on-demand parts of a page', () => {
  const page = (raw: unknown) => {
    const loaded = loadPage(raw);
    if (!loaded.ok) throw new Error('unreadable page');
    return loaded;
  };

  const standardChunk = DEFAULT_REGISTRY.elements.figure.preload;
  const { BUNDLE } = DEFAULT_REGISTRY.blocks;
  const { rotator01, form01 } = DEFAULT_REGISTRY.elements;

  it('a page of standard blocks asks for their one chunk once, and names it for its stylesheet', () => {
    const landingPage = page(landing);
    // Its many sections and elements: one preload of their chunk (the anchors widget has its own).
    expect(pagePartPreloads(landingPage).filter((preload) => preload === standardChunk)).toHaveLength(1);
    expect(pagePartSources(landingPage)).toEqual(['runtime/site/standard-parts.ts']);
    // It has no bundle, rotator or slider: it loads none of their code.
    expect(pagePartPreloads(landingPage)).not.toContain(BUNDLE.preload);
    expect(pagePartPreloads(landingPage)).not.toContain(rotator01.preload);
  });

  it('an element that only a modal shows is counted too: its code is there before the modal opens', () => {
    const modalOnly = page({ settings: {}, sections: [], modals: [{ id: 'hello', elements: [{ id: 'note', type: 'figure', data: { kind: 'text', text: 'Hi' } }] }] });
    expect(pagePartPreloads(modalOnly)).toEqual([standardChunk]);
  });

  it("a bundle, a rotator and a slider load their own code, only on a page that has them, and the page hydrates with it; a catalogue's and a form's hydrate as they come", async () => {
    const widgets = page(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../scenarios/widgets/page.json'), 'utf8')));
    expect(pagePartSources(widgets)).toEqual(
      expect.arrayContaining(['runtime/site/standard-parts.ts', 'runtime/blocks/bundle/BundleSection.tsx', 'runtime/elements/rotator01/Rotator01.tsx', SLIDER_SOURCE, 'runtime/blocks/products/ProductsSection.tsx']),
    );
    const hydration = pageHydrationPreloads(widgets);
    expect(hydration).toEqual(expect.arrayContaining([standardChunk, BUNDLE.preload, rotator01.preload, sliderCode.preload]));
    // The slider's code once, for the page's two sliders: a host keys its waits by these functions.
    expect(pagePartPreloads(widgets).filter((preload) => preload === sliderCode.preload)).toHaveLength(1);
    expect(pagePartPreloads(page(landing))).not.toContain(sliderCode.preload);
    expect(hydration).not.toContain(DEFAULT_REGISTRY.blocks.PRODUCTS.preload);
    const withForm = page({ settings: {}, sections: [{ id: 'contact', type: 'FREE', elements: [{ id: 'call-me', type: 'form01', data: { formId: 1, groupId: 'calls', fields: [{ id: 'phone', type: 'phone', name: 'Phone' }] } }] }] });
    expect(pageHydrationPreloads(withForm)).toEqual([standardChunk]);
    expect(pagePartPreloads(withForm)).toContain(form01.preload);
    // Rendered at once with what the hydration waits for (hydration-preloads.test.ts: that it loads the slider's code).
    await Promise.all(hydration.map((preload) => preload()));
    // The page without its catalogue, whose code this does not wait for (its section would show its placeholder).
    const withoutCatalogue = { ...widgets, sections: widgets.sections.filter((part) => !part.ok || part.value.type !== 'PRODUCTS') };
    const html = renderToString(<Site page={withoutCatalogue} mode="run" viewport="desktop" />);
    expect(html).not.toContain('data-block-loading');
    expect(html).toContain('rt-tabs');
    expect(html).toContain('rt-slider');
  });

  it("a form's preload waits for its special fields' code too, and only for its kinds: a host that awaits the parts shows the form whole", async () => {
    const withForm = page({
      settings: {},
      sections: [{ id: 'contact', type: 'FREE', elements: [{ id: 'call-me', type: 'form01', data: { formId: 1, groupId: 'calls', fields: [{ id: 'name', type: 'text', name: 'Name' }, { id: 'phone', type: 'phone', name: 'Phone' }, { id: 'day', type: 'datetime', name: 'Day' }] } }] }],
    });
    expect(isFieldLoaded('phone')).toBe(false);
    await preloadPageParts(withForm);
    expect([isFieldLoaded('phone'), isFieldLoaded('date'), isFieldLoaded('file'), isFieldLoaded('range')]).toEqual([true, true, false, false]);
  });

  it("names the on-demand code an element's data makes the server prerender: a video's player, a form's special fields", () => {
    const video = { id: 'film', type: 'media01', data: { kind: 'video', video: { type: 'custom', source: '/video/film.webm', loop: true } } };
    const image = { id: 'still', type: 'media01', data: { kind: 'image', image: { id: 'roastery', ext: 'jpg', width: 2400, height: 1400, proportion: 0.5625 } } };
    const form = (types: string[]) => ({ id: `form-${types.join('-')}`, type: 'form01', data: { formId: 1, groupId: 'calls', fields: types.map((type, index) => ({ id: `f${index}`, type, name: type })) } });
    const withElements = (...elements: unknown[]) => page({ settings: {}, sections: [{ id: 'one', type: 'FREE', elements }] });

    expect(pagePartSources(withElements(image))).toEqual(['runtime/site/standard-parts.ts']);
    expect(pagePartSources(withElements(image, video, video))).toEqual(['runtime/site/standard-parts.ts', VIDEO_PLAYER_SOURCE]);
    // The FREE section is a standard part itself.
    expect(pagePartSources(withElements(form(['text', 'email'])))).toEqual(['runtime/site/standard-parts.ts', 'runtime/forms/index.ts']);
    // datetime is the date field's kind; two forms with a phone field name its module once.
    expect(pagePartSources(withElements(form(['text', 'phone', 'datetime']), form(['phone', 'range'])))).toEqual([
      'runtime/site/standard-parts.ts',
      'runtime/forms/index.ts',
      SPECIAL_FIELD_SOURCES.phone,
      SPECIAL_FIELD_SOURCES.date,
      SPECIAL_FIELD_SOURCES.range,
    ]);
  });

  it('the modules named for what an element holds are the very ones its code imports on demand', () => {
    const root = resolve(import.meta.dirname, '../..');
    const importedBy = (file: string) => [...readFileSync(resolve(root, file), 'utf8').matchAll(/import\('([^']+)'\)/g)].map((match) => relative(root, resolve(root, dirname(file), `${match[1]}.tsx`)));
    expect(importedBy('runtime/elements/media01/Media01.tsx')).toContain(VIDEO_PLAYER_SOURCE);
    expect(importedBy('runtime/widgets/slider/slider-code.ts')).toEqual([SLIDER_SOURCE]);
    expect(new Set(importedBy('runtime/fields/lazy-fields.tsx'))).toEqual(new Set(Object.values(SPECIAL_FIELD_SOURCES)));
    for (const source of [VIDEO_PLAYER_SOURCE, ...Object.values(SPECIAL_FIELD_SOURCES)]) expect(existsSync(resolve(root, source)), source).toBe(true);
  });

  it('the modules the registry names exist (a published page inlines their stylesheets by these names)', () => {
    const sources = [...Object.values(DEFAULT_REGISTRY.blocks), ...Object.values(DEFAULT_REGISTRY.elements), ...Object.values(DEFAULT_REGISTRY.widgets)].flatMap((registration) => (registration.source ? [registration.source] : []));
    expect(new Set(sources)).toEqual(
      new Set(['runtime/site/standard-parts.ts', 'runtime/blocks/bundle/BundleSection.tsx', 'runtime/elements/rotator01/Rotator01.tsx', 'runtime/forms/index.ts', 'runtime/blocks/products/ProductsSection.tsx']),
    );
    for (const source of sources) expect(existsSync(resolve(import.meta.dirname, '../..', source)), source).toBe(true);
  });
});
