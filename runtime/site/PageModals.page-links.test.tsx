// @vitest-environment jsdom
/**
 * A link in a page modal to a place on the page behind it ("See our prices" to `#prices`, the way
 * owners build pop-ups): the modal gives way to it. While it stayed open it covered the page,
 * scroll-locked and inert behind it, and the visitor saw nothing happen. A link to another modal
 * opens that one over it, and a link the runtime reads as a command (`#cart`) or to a place inside
 * the modal itself leaves it where it is.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { Site } from './Site';
import { createSiteStores } from './site-stores';
import { preloadStandardParts } from './registry';
import { PAGE_PLACE_FOCUS_ATTRIBUTE } from './PageModals';

/** Where each scroll went, and whether the page could scroll then. */
let scrolls: { to: string; locked: boolean }[] = [];
const { scrollIntoView } = Element.prototype;

beforeAll(preloadStandardParts);
beforeEach(() => {
  scrolls = [];
  // jsdom does not scroll.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolls.push({ to: this.id, locked: document.documentElement.hasAttribute('data-scroll-locked') });
  };
});
afterEach(() => {
  cleanup();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.history.replaceState(null, '', '/');
});

const text = (id: string, value: string) => ({ id, type: 'figure', data: { kind: 'text', tag: 'div', text: value } });

function page(): LoadedPage {
  const loaded = loadPage({
    settings: { title: 'Café', language: 'en' },
    sections: [
      { id: 'intro', type: 'FREE', elements: [{ id: 'open-info', type: 'button01', data: { text: 'About us', action: { type: 'modal', modalId: 'info' } } }] },
      { id: 'prices', type: 'FREE', anchor: 'prices', elements: [text('prices-text', '<h2>Prices</h2>')] },
      // The unselected tab's panel is in the document, only hidden: the browser finds `#faq` in it.
      {
        id: 'menu',
        type: 'BUNDLE',
        title: 'Menu',
        tabs: [
          { id: 'drinks', title: 'Drinks', elements: [text('espresso', 'Espresso')] },
          { id: 'questions', title: 'Questions', elements: [text('faq', 'We deliver on Tuesdays')] },
        ],
      },
    ],
    modals: [
      {
        id: 'info',
        title: 'About us',
        elements: [
          { id: 'see-prices', type: 'button01', data: { text: 'See our prices', action: { type: 'link', href: '#prices' } } },
          { id: 'see-cart', type: 'button01', data: { text: 'Your cart', action: { type: 'link', href: '#cart' } } },
          { id: 'see-faq', type: 'button01', data: { text: 'Delivery questions', action: { type: 'link', href: '#faq' } } },
          { id: 'see-questions', type: 'button01', data: { text: 'All questions', action: { type: 'link', href: '#tabquestions' } } },
          { id: 'see-hours', type: 'button01', data: { text: 'Our hours', action: { type: 'link', href: '#hours-text' } } },
          { id: 'hours-text', type: 'figure', data: { kind: 'text', tag: 'div', text: 'Daily 8–18' } },
        ],
      },
    ],
  });
  if (!loaded.ok) throw new Error('the test page did not load');
  return loaded as LoadedPage;
}

/** The page in run, its modal opened by its button (which has the focus then). */
async function openInfo() {
  window.history.replaceState(null, '', '/');
  const services = createBrowserServices(window, 'page-links', { log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, storage: createStorage('page-links:', createMemoryBackend()) });
  const stores = createSiteStores(services.storage);
  render(<Site page={page()} mode="run" viewport="desktop" services={services} stores={stores} />);
  const opener = screen.getByRole('button', { name: 'About us' });
  act(() => opener.focus());
  fireEvent.click(opener);
  // The first import of the dialog's code transforms its modules here, which can take a second or more.
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'About us' })).toBeTruthy());
  return { stores, opener };
}

describe('a link in a page modal to a place on the page behind it', () => {
  it('closes the modal, moves the address to its hash, and once the page scrolls again takes the visitor there: the scroll and the focus', async () => {
    const { stores } = await openInfo();
    fireEvent.click(screen.getByRole('link', { name: 'See our prices' }));

    expect(stores.modals.getState().requested, 'page modals still open after following #prices').toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Once the modal's history entry is gone back over (the browser's back comes in a task of its own).
    await waitFor(() => expect(window.location.hash).toBe('#prices'));
    // After the dialog gave the focus back to its opener and released the scroll: neither undoes it.
    expect(scrolls).toEqual([{ to: 'prices', locked: false }]);
    const prices = document.getElementById('prices');
    expect(document.activeElement).toBe(prices);
    expect(prices?.hasAttribute(PAGE_PLACE_FOCUS_ATTRIBUTE)).toBe(true);
  });

  it('to an element in a closed BUNDLE tab: the tab opens, and the tabs bring the element on screen once its panel shows', async () => {
    // jsdom has no layout: the element stands far down the page, so the tabs scroll to it.
    const { getBoundingClientRect } = Element.prototype;
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.id !== 'faq') return getBoundingClientRect.call(this);
      return { top: 1800, bottom: 1860, left: 0, right: 800, width: 800, height: 60, x: 0, y: 1800, toJSON: () => ({}) } as DOMRect;
    });
    try {
      const { stores } = await openInfo();
      expect(screen.getByRole('tab', { name: 'Drinks' }).getAttribute('aria-selected')).toBe('true');
      act(() => void fireEvent.click(screen.getByRole('link', { name: 'Delivery questions' })));

      expect(stores.modals.getState().requested).toEqual([]);
      await waitFor(() => expect(window.location.hash).toBe('#faq'));
      expect(screen.getByRole('tab', { name: 'Questions' }).getAttribute('aria-selected')).toBe('true');
      // Once, by the tabs, with its panel shown and the page free to scroll.
      expect(scrolls).toEqual([{ to: 'faq', locked: false }]);
      expect(document.getElementById('faq')?.closest('[hidden]')).toBeNull();
    } finally {
      rect.mockRestore();
    }
  });

  it('to a tab by its `#tab{id}` (a name the tabs answer, no element on the page): the modal gives way and the tab opens', async () => {
    const { stores } = await openInfo();
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'All questions' })));
    expect(stores.modals.getState().requested).toEqual([]);
    await waitFor(() => expect(window.location.hash).toBe('#tabquestions'));
    expect(screen.getByRole('tab', { name: 'Questions' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a link to a hash the runtime reads as a command, or to a place inside the modal itself, leaves the modal open', async () => {
    const { stores } = await openInfo();
    fireEvent.click(screen.getByRole('link', { name: 'Your cart' }));
    fireEvent.click(screen.getByRole('link', { name: 'Our hours' }));
    expect(stores.modals.getState().requested).toEqual(['info']);
    expect(screen.getByRole('dialog', { name: 'About us' })).toBeTruthy();
    expect(scrolls).toEqual([]);
  });

  it('a click that asks for a new tab stays the browser’s: the modal stays', async () => {
    const { stores } = await openInfo();
    fireEvent.click(screen.getByRole('link', { name: 'See our prices' }), { ctrlKey: true });
    expect(stores.modals.getState().requested).toEqual(['info']);
    expect(scrolls).toEqual([]);
  });
});
