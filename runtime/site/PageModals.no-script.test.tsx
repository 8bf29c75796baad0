// @vitest-environment jsdom
/**
 * What a page read without scripts shows of its modals, which nothing opens there: each modal's
 * content written after the page's sections, in a <noscript> of the server's HTML only (a published
 * page's: publish/entry-server.test.ts reads what it holds). The browser renders none of it: not in
 * the harness's admin, preview or run, nor once a published page has hydrated; and admin writes
 * none on a server either. A button to a modal has a link beside it there, to the modal's block in
 * its own copy of the page.
 */
import { render } from '@testing-library/react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mode, Viewport } from '../core/policies';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { Site } from './Site';
import { preloadStandardParts } from './registry';

beforeAll(preloadStandardParts);

function page(): LoadedPage {
  const loaded = loadPage({
    settings: { title: 'Café', language: 'en' },
    sections: [{ id: 'intro', type: 'FREE', elements: [{ id: 'open-hours', type: 'button01', data: { text: 'Opening hours', action: { type: 'modal', modalId: 'hours' } } }] }],
    modals: [{ id: 'hours', title: 'Opening hours', elements: [{ id: 'hours-text', type: 'figure', data: { kind: 'text', tag: 'p', text: 'Daily from 8 to 20' } }] }],
  });
  if (!loaded.ok) throw new Error('the test page did not load');
  return loaded;
}

/** The <noscript>s the server writes at the end of the page's <main>. */
function serverNoScripts(mode: Mode): number {
  const main = new DOMParser().parseFromString(renderToString(<Site page={page()} mode={mode} viewport="desktop" />), 'text/html').querySelector('main')!;
  return main.querySelectorAll(':scope > noscript').length;
}

describe('page modals without scripts', () => {
  it('the server writes them in a <noscript> after the sections, where buttons open the modals; admin, whose editor panel opens them, writes none (policy pageModalsOpenOnClick)', () => {
    expect(serverNoScripts('run')).toBe(1);
    expect(serverNoScripts('admin')).toBe(0);
  });

  it('the browser renders none of it, in any mode: the modal’s text shows only once it opens', () => {
    for (const mode of ['admin', 'preview', 'run'] as const) {
      const { container, unmount } = render(<Site page={page()} mode={mode} viewport="desktop" />);
      expect({ mode, noscripts: container.querySelectorAll('noscript').length, text: container.textContent?.includes('Daily from 8 to 20') }).toEqual({ mode, noscripts: 0, text: false });
      unmount();
    }
  });
});

/** The server's HTML of the page's copy for `viewport`, as a published page's prerender writes it (waiting for the modals' lazy blocks), parsed as a browser without scripts parses it. */
async function serverCopy(viewport: Viewport): Promise<Document> {
  const stream = await renderToReadableStream(<Site page={page()} mode="run" viewport={viewport} />);
  await stream.allReady;
  const html = await new Response(stream).text();
  // Parsed as without scripts: DOMParser's document runs none, so a <noscript>'s content is markup.
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('a button to a page modal, on a page read without scripts', () => {
  it('has a link beside it, in a <noscript>, to the modal’s block in the same copy, by an id of that copy’s own', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const copy = await serverCopy(viewport);
      const link = copy.querySelector('[data-element-id="open-hours"] .rt-button-row > noscript > a.rt-button');
      const block = copy.querySelector('[data-page-modal-block="hours"]');
      expect({ viewport, href: link?.getAttribute('href'), text: link?.textContent, blockId: block?.id }).toEqual({ viewport, href: `#rt-page-modal-${viewport}-hours`, text: 'Opening hours', blockId: `rt-page-modal-${viewport}-hours` });
    }
  });

  it('has none where the page’s script runs: the browser renders the button alone, in any mode', () => {
    for (const mode of ['preview', 'run'] as const) {
      const { container, unmount } = render(<Site page={page()} mode={mode} viewport="desktop" />);
      expect({ mode, links: container.querySelectorAll('[data-element-id="open-hours"] a').length, buttons: container.querySelectorAll('[data-element-id="open-hours"] button').length }).toEqual({ mode, links: 0, buttons: 1 });
      unmount();
    }
  });
});
