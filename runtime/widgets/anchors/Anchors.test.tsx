// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../page/parse-page';
import { createBrowserServices } from '../../core/services';
import { DEFAULT_REGISTRY, preloadStandardParts } from '../../site/registry';
import { Site } from '../../site/Site';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
beforeAll(preloadStandardParts);
afterEach(cleanup);

const text = (id: string) => ({ id, type: 'figure', data: { kind: 'text', tag: 'p', text: id } });

/**
 * Section "drinks" has the anchor name `menu` while section "menu" has none, and a hand-written
 * page has a section with the id `cart`: the Site gives those two no DOM id (page/section-targets.ts).
 */
async function renderPage() {
  window.history.replaceState(null, '', '/page');
  const loaded = loadPage({
    sections: [
      { id: 'menu', type: 'FREE', title: 'Food', elements: [text('a')] },
      { id: 'drinks', type: 'FREE', title: 'Drinks', anchor: 'menu', elements: [text('b')] },
      { id: 'cart', type: 'FREE', title: 'Shop', elements: [text('c')] },
    ],
    widgets: [{ id: 'dots', type: 'ANCHORS' }],
  });
  if (!loaded.ok) throw new Error('page did not load');
  const services = createBrowserServices(window, 'test', { log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const view = render(<Site page={loaded} mode="run" viewport="desktop" services={services} registry={DEFAULT_REGISTRY} />);
  await waitFor(() => expect(view.container.querySelectorAll('.rt-anchors__item')).toHaveLength(3));
  return view;
}

describe('the anchors widget on a page', () => {
  it("links each dot to its own section's DOM target; a section without one gets a button of the same name, never another's hash or #cart (spec 001 §2)", async () => {
    const view = await renderPage();
    const dots = [...view.container.querySelectorAll<HTMLElement>('.rt-anchors__item')].map((item) => {
      const control = item.querySelector<HTMLElement>('.rt-anchors__link')!;
      const href = control.getAttribute('href');
      const landsOn = href === null ? null : (document.getElementById(decodeURIComponent(href.slice(1)))?.getAttribute('data-section-id') ?? null);
      const name = document.getElementById(control.getAttribute('aria-labelledby')!)?.textContent;
      return { dot: item.dataset.anchorId, element: control.localName, name, href, landsOn };
    });
    expect(dots).toEqual([
      { dot: 'menu', element: 'button', name: 'Food', href: null, landsOn: null },
      { dot: 'drinks', element: 'a', name: 'Drinks', href: '#menu', landsOn: 'drinks' },
      { dot: 'cart', element: 'button', name: 'Shop', href: null, landsOn: null },
    ]);
  });

  it('a dot without a target scrolls to its section and leaves the address as it is', async () => {
    const view = await renderPage();
    // jsdom does not scroll: the sections the widget asks to scroll into view are noted.
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('data-section-id') ?? '');
    };
    const shop = view.container.querySelector<HTMLButtonElement>('[data-anchor-id="cart"] button')!;
    expect(shop.type).toBe('button');
    fireEvent.click(shop);
    expect(scrolled).toEqual(['cart']);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/page');
  });

  it('a dot, link or button, takes the keyboard focus to its section without a jump, so the next Tab goes into it; the section is focusable only while it holds the focus', async () => {
    const view = await renderPage();
    const scrolls: string[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolls.push(this.getAttribute('data-section-id') ?? '');
    };
    const focusOptions: (FocusOptions | undefined)[] = [];
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
      if (this.localName === 'section') focusOptions.push(options);
      focus.call(this, options);
    };
    const section = (id: string) => view.container.querySelector<HTMLElement>(`[data-section-id="${id}"]`)!;
    try {
      for (const [id, control] of [['drinks', 'a'], ['menu', 'button']] as const) {
        const dot = view.container.querySelector<HTMLElement>(`[data-anchor-id="${id}"] ${control}`)!;
        dot.focus();
        // Enter on a link, or on a button, is its click.
        fireEvent.click(dot);
        expect(document.activeElement).toBe(section(id));
        expect(section(id).tabIndex).toBe(-1);
      }
      expect(scrolls).toEqual(['drinks', 'menu']);
      expect(focusOptions).toEqual([{ preventScroll: true }, { preventScroll: true }]);
      // The focus moved on (the Tab into the section): the section is no focus target any more.
      expect(section('drinks').hasAttribute('tabindex')).toBe(false);
      view.container.querySelector<HTMLElement>('[data-anchor-id="cart"] button')!.focus();
      expect(section('menu').hasAttribute('tabindex')).toBe(false);
    } finally {
      HTMLElement.prototype.focus = focus;
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });
});
