// @vitest-environment jsdom
/**
 * A mode switch renders again only the parts whose output changes (issue 17; README §Rules: a part
 * re-renders only when a value it reads changes). Run and preview differ in no policy an element,
 * its frame or a section reads, so a switch between them renders none of them again: on every
 * scenario page, together holding every element type, with a page modal open.
 */
import { rendersAgainDuring, SITE_FRAME } from './react-renders.test-support';
import { act } from 'react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ELEMENT_TYPES } from '../page/schema/constants';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from './site-stores';
import { preloadPageParts, Site } from './Site';
import { preloadStandardParts } from './registry';
import clinic from '../../scenarios/clinic/page.json';
import forms from '../../scenarios/forms/page.json';
import landing from '../../scenarios/landing/page.json';
import media from '../../scenarios/media/page.json';
import modals from '../../scenarios/modals/page.json';
import shop from '../../scenarios/shop/page.json';
import { shopSeed } from '../../scenarios/shop/seed';
import { embedCatalogue } from '../../scenarios/embed-catalogue';
import widgets from '../../scenarios/widgets/page.json';
import workshop from '../../scenarios/workshop/page.json';

beforeAll(preloadStandardParts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The scenario pages, the page modal shown open on each (if any), and what must be on the page for
 * the switch to be checked on it (the shop's catalogue: its three sections with their cards, and
 * the pagination bar of the one that pages).
 */
const PAGES: { name: string; json: unknown; openModal?: string; shows?: string[] }[] = [
  { name: 'clinic', json: clinic },
  { name: 'forms', json: forms },
  { name: 'landing', json: landing },
  { name: 'media', json: media },
  { name: 'modals', json: modals, openModal: 'hours' },
  // As the builder publishes it (and the harness shows it): each category's first page in the page.
  // Its sections: tabs with load-more (catalogue), one list with pagination (gear), one with load-more (gifts).
  {
    name: 'shop',
    json: embedCatalogue(shop, shopSeed),
    shows: ['catalogue', 'gear', 'gifts'].map((id) => `[data-catalogue="${id}"] article.rt-card`).concat('[data-catalogue="gear"] nav.rt-pagination'),
  },
  { name: 'widgets', json: widgets },
  { name: 'workshop', json: workshop },
];

/**
 * The CART widget's button: it reads `cartButtonVisibility`, the one policy that differs between
 * run (the owner's setting) and preview (always shown), so its output changes.
 */
const CHANGES_WITH_THE_MODE = ['CartButton'];

async function renderedPage(json: unknown, openModal: string | undefined) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const page = loadPage(json) as LoadedPage;
  // The parts loaded on demand (the catalogue, forms, their fields) are in before the page renders,
  // so the switch meets them rendered, not their placeholders.
  await preloadPageParts(page);
  const services = createDetachedServices();
  const stores = createSiteStores(services.storage);
  const site = (mode: 'run' | 'preview' | 'admin') => <Site page={page} mode={mode} viewport="desktop" services={services} stores={stores} />;
  const view = await act(async () => render(site('run')));
  // A video shows its poster until the player's code is in (media01's lazy player): the switch meets
  // the players, and their code does not come in after the test, outside act.
  await waitFor(() => expect(document.querySelector('.rt-video-placeholder')).toBeNull());
  if (openModal) await act(async () => void stores.modals.getState().open(openModal));
  // The first import of the dialog's code transforms its modules here, which can take a second or more.
  if (openModal) await waitFor(() => expect(document.querySelector('dialog [data-element-type]')).not.toBeNull());
  const elementTypes = new Set([...document.querySelectorAll('[data-element-type]')].map((element) => element.getAttribute('data-element-type')));
  return { elementTypes, switchTo: (mode: 'preview' | 'admin') => rendersAgainDuring(() => act(() => view.rerender(site(mode)))) };
}

describe('a switch from run to preview', () => {
  it.each(PAGES)('renders no element, element frame, section or modal of the $name page again', async ({ json, openModal, shows }) => {
    const { elementTypes, switchTo } = await renderedPage(json, openModal);
    expect(elementTypes.size).toBeGreaterThan(1);
    for (const selector of shows ?? []) expect(document.querySelector(selector), selector).not.toBeNull();
    const renders = switchTo('preview');
    const again = Object.keys(renders).filter((name) => ![...SITE_FRAME, ...CHANGES_WITH_THE_MODE].includes(name));
    expect(again).toEqual([]);
  });

  it('is checked on pages that hold every element type', async () => {
    const shown = new Set<string | null>();
    for (const { json, openModal } of PAGES) {
      const { elementTypes } = await renderedPage(json, openModal);
      for (const type of elementTypes) shown.add(type);
      cleanup();
    }
    expect([...shown].sort()).toEqual([...ELEMENT_TYPES].sort());
  });
});

describe('a switch from run to admin', () => {
  it('renders the elements again: they show the owner notes and error boxes there', async () => {
    const { switchTo } = await renderedPage(landing, undefined);
    const renders = switchTo('admin');
    expect(renders).toMatchObject({ ElementView: expect.any(Number), Figure: expect.any(Number), Button01: expect.any(Number) });
  });
});
