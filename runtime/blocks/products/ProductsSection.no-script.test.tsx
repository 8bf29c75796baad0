// @vitest-environment jsdom
/**
 * The catalogue's tabs on the server, for a page read without scripts: the HTML holds the first
 * category's cards only (the others' come from the API, with scripts), so its tabs ask the tabs
 * widget to show the selected panel under its tab's title and not the bar (widgets/tabs/no-script.ts).
 */
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registry, shopCatalogue } from '../../../tests/support/products-section-fixture';
import { createDetachedServices } from '../../core/services';
import { loadPage } from '../../page/parse-page';
import { preloadStandardParts } from '../../site/registry';
import { Site } from '../../site/Site';
import { NO_SCRIPT_PANELS_ATTRIBUTE } from '../../widgets/tabs/no-script';

beforeAll(preloadStandardParts);

function serverHtml(viewport: 'desktop' | 'mobile', page: unknown): string {
  const loaded = loadPage(page);
  if (!loaded.ok) throw new Error('the page did not load');
  return renderToString(<Site page={loaded} mode="run" viewport={viewport} services={createDetachedServices({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } })} registry={registry} />);
}

/** The tab list's own tag, with its attributes. */
const tabList = (html: string) => /<div class="rt-tabs [^>]*>/.exec(html)?.[0];

/** Each tab title written before its panel: [title, panel id, whether the panel is hidden]. */
const titledPanels = (html: string) =>
  [...html.matchAll(/<p class="rt-tabs__panel-title">([^<]*)<\/p>(<div role="(?:tabpanel|region)"[^>]*>)/g)].map((match) => [match[1], /data-panel-id="([^"]*)"/.exec(match[2] ?? '')?.[1], / hidden=""/.test(match[2] ?? '')]);

describe('PRODUCTS on the server: the category tabs of a page read without scripts', () => {
  // Four tabs: a tab bar on desktop, a dropdown on a phone (tabsSwitcher).
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`${viewport}: the tab list is marked to show its selected panel only, the first category's, each tab's title before its panel`, () => {
      const html = serverHtml(viewport, shopCatalogue({ sections: ['catalogue'], categories: ['beans', 'gear', 'cups', 'gifts'] }));
      expect(tabList(html)).toContain(`${NO_SCRIPT_PANELS_ATTRIBUTE}="selected"`);
      expect(titledPanels(html)).toEqual([
        ['Coffee beans', 'beans', false],
        ['Brewing gear', 'gear', true],
        ['Cups &amp; mugs', 'cups', true],
        ['Gift sets', 'gifts', true],
      ]);
    });
  }

  it('a catalogue without tabs (its lists one after another) asks for nothing', () => {
    const html = serverHtml('desktop', shopCatalogue({ sections: ['gear'] }));
    expect(html).not.toContain(NO_SCRIPT_PANELS_ATTRIBUTE);
    expect(html).not.toContain('rt-tabs__panel-title');
  });
});
