// @vitest-environment jsdom
import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { cleanup, render as renderView, type RenderResult } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage, type LoadedPage } from '../../page/parse-page';
import type { Mode, RuntimeFlags } from '../../core/policies';
import { DEFAULT_REGISTRY, preloadStandardParts } from '../../site/registry';
import type { Registry } from '../../parts/registry-context';
import { createBrowserServices, createDetachedServices, type RuntimeServices } from '../../core/services';
import { Site } from '../../site/Site';
import { BundleSection } from './BundleSection';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const registry: Registry = { ...DEFAULT_REGISTRY, blocks: { ...DEFAULT_REGISTRY.blocks, BUNDLE: { component: BundleSection, implemented: true } } };

const quiet = () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
const text = (id: string, value: string) => ({ id, type: 'figure', data: { kind: 'text', tag: 'p', text: value } });
const TABS = [
  { id: 'hot', title: 'Hot drinks', anchor: 'hot', elements: [text('espresso', 'Espresso, double')] },
  { id: 'cold', title: 'Cold drinks', elements: [text('cold-brew', 'Cold brew, 18 hours')] },
  { id: 'food', title: 'Food', elements: [text('bun', 'Cardamom bun'), { id: 'bad', type: 'figure', data: { kind: 'sparkles' } }] },
];

function page(tabs: unknown[] = TABS): LoadedPage {
  const loaded = loadPage({ sections: [{ id: 'menu', type: 'BUNDLE', title: 'Menu', tabs }] });
  if (!loaded.ok) throw new Error('page did not load');
  return loaded;
}

// The standard blocks and elements load on demand (registry.ts); these tests render pages at once, as the harness frame does after its preload.
beforeAll(preloadStandardParts);

describe('BUNDLE on the server', () => {
  it('writes every tab’s content, the inactive panels hidden, and reserves no empty box (what a visitor reads before any script, or without)', () => {
    const html = renderToString(<Site page={page()} mode="run" viewport="desktop" services={createDetachedServices(quiet())} registry={registry} />);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('aria-label="Menu"');
    expect(html).toContain('Cold drinks');
    expect(html).toContain('Espresso, double');
    expect(html).toContain('Cold brew, 18 hours');
    expect(html.match(/class="rt-tabs__panel"/g)).toHaveLength(3);
    expect(html.match(/hidden="" class="rt-tabs__panel"/g)).toHaveLength(2);
    expect(html).not.toContain('min-height:360px');
  });

  it('writes each tab’s title before its panel, for a page read without scripts (the published head’s <noscript> style shows them, every panel and not the bar)', () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const html = renderToString(<Site page={page([...TABS, { id: 'beans', title: 'Beans', elements: [] }])} mode="run" viewport={viewport} services={createDetachedServices(quiet())} registry={registry} />);
      expect(html).toContain('data-tabs-no-script-panels="all"');
      const titles = [...html.matchAll(/<p class="rt-tabs__panel-title">([^<]*)<\/p><div role="(?:tabpanel|region)"[^>]*data-panel-id="([^"]*)"/g)].map((match) => [match[1], match[2]]);
      expect(titles).toEqual([
        ['Hot drinks', 'hot'],
        ['Cold drinks', 'cold'],
        ['Food', 'food'],
        ['Beans', 'beans'],
      ]);
    }
  });

  it('admin renders the same tree on the server (dnd-kit is only imported by an effect, never while rendering)', () => {
    const html = renderToString(<Site page={page()} mode="admin" viewport="mobile" services={createDetachedServices(quiet())} registry={registry} />);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('Espresso, double');
  });

  it('without tabs: an empty block; admin shows a note', () => {
    const run = renderToString(<Site page={page([])} mode="run" viewport="desktop" services={createDetachedServices(quiet())} registry={registry} />);
    expect(run).toContain('data-bundle-empty');
    expect(run).not.toContain('role="note"');
    const admin = renderToString(<Site page={page([])} mode="admin" viewport="desktop" services={createDetachedServices(quiet())} registry={registry} />);
    expect(admin).toContain('role="note"');
  });
});

describe('BUNDLE rendered or hydrated by a client', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    cleanup();
    document.body.innerHTML = '';
  });
  // Detached services track no visibility: the block is never near the screen.
  const panelTexts = (container: HTMLElement) => [...container.querySelectorAll('.rt-tabs__panel')].map((panel) => panel.textContent);

  it('a client render (the harness, a story) creates the tabs lazily: the tab bar over a reserved box until the block nears the screen', () => {
    const view = renderView(<Site page={page()} mode="run" viewport="desktop" services={createDetachedServices(quiet())} registry={registry} />);
    expect(view.container.querySelector('[role="tablist"]')).not.toBeNull();
    expect(panelTexts(view.container)).toEqual(['', '', '']);
    expect(view.container.querySelector<HTMLElement>('.rt-tabs__panels')!.style.minHeight).toBe('360px');
  });

  it('a published page hydrates the server’s panels as they are (no mismatch) and keeps them once the host hands over, though the block is far from the screen', async () => {
    const loaded = page();
    const site = (hydrating: boolean) => <Site page={loaded} mode="run" viewport="desktop" services={createDetachedServices(quiet())} registry={registry} hydrating={hydrating} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(site(true));
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, site(true), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(panelTexts(container)).toEqual(['Espresso, double', 'Cold brew, 18 hours', 'Cardamom bun']);
    act(() => startTransition(() => root!.render(site(false))));
    expect(panelTexts(container)).toEqual(['Espresso, double', 'Cold brew, 18 hours', 'Cardamom bun']);
    expect(container.querySelector('[data-bundle="menu"]')!.getAttribute('data-created')).toBe('true');
    expect(mismatches).toEqual([]);
  });

  it('a tab clicked before the page has hydrated is selected at once, the click hydrating the block and its bar but no panel’s elements, which hydrate in their turn', async () => {
    const loaded = page();
    const site = (hydrating: boolean) => <Site page={loaded} mode="run" viewport="desktop" services={createDetachedServices(quiet())} registry={registry} hydrating={hydrating} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(site(true));
    const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
    const tab = container.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!;
    const panelElements = () => [...container.querySelectorAll('.rt-tabs__panel [data-element-id]')];
    const mismatches: unknown[] = [];
    let atTheClick: { tab: boolean; panelElements: boolean[] } | null = null;
    await act(async () => {
      // As a published page starts it (publish/hydrate-page.tsx), and a click before any of it has run.
      startTransition(() => {
        root = hydrateRoot(container, site(true), { onRecoverableError: (error) => mismatches.push(error) });
      });
      tab.click();
      atTheClick = { tab: hydrated(tab), panelElements: panelElements().map(hydrated) };
    });
    expect(atTheClick).toEqual({ tab: true, panelElements: [false, false, false] });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(panelTexts(container)).toEqual(['Espresso, double', 'Cold brew, 18 hours', 'Cardamom bun']);
    expect(container.querySelector('.rt-tabs__panel:not([hidden])')!.textContent).toBe('Cold brew, 18 hours');
    expect(panelElements().map(hydrated)).toEqual([true, true, true]);
    expect(mismatches).toEqual([]);
  });
});

describe('BUNDLE in a browser (jsdom)', () => {
  let view: RenderResult | null;
  let services: RuntimeServices;
  beforeEach(() => {
    window.history.replaceState(null, '', '/page');
    view = null;
    // jsdom has no IntersectionObserver: the tracker reports every part as visible, so tabs are created at once.
    services = createBrowserServices(window, 'test', quiet());
  });
  afterEach(cleanup);

  /** Renders the page, or re-renders the same tree (a mode or viewport switch, as the harness does). */
  const render = (loaded: LoadedPage, mode: Mode = 'run', viewport: 'mobile' | 'desktop' = 'desktop', flags: Partial<RuntimeFlags> = {}) => {
    const site = <Site page={loaded} mode={mode} viewport={viewport} flags={flags} services={services} registry={registry} />;
    if (view) view.rerender(site);
    else view = renderView(site);
  };
  const container = () => view!.container;
  const selectedTab = () => container().querySelector('[role="tab"][aria-selected="true"]')?.textContent;
  const visiblePanelText = () => container().querySelector('.rt-tabs__panel:not([hidden])')?.textContent;

  it('selects the first tab; a click selects another, hides the rest and writes its hash', () => {
    render(page());
    expect(selectedTab()).toBe('Hot drinks');
    expect(visiblePanelText()).toBe('Espresso, double');
    expect(container().querySelectorAll('.rt-tabs__panel[hidden]')).toHaveLength(2);
    const events = vi.fn();
    services.events.on('tabs:select', events);
    act(() => container().querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click());
    expect(selectedTab()).toBe('Cold drinks');
    expect(visiblePanelText()).toBe('Cold brew, 18 hours');
    expect(window.location.hash).toBe('#bundle-menu-cold');
    expect(events).toHaveBeenCalledWith({ tabs: 'bundle-tabs-menu', tab: 'cold', source: 'click' });
    act(() => container().querySelectorAll<HTMLButtonElement>('[role="tab"]')[0]!.click());
    expect(window.location.hash).toBe('#hot');
  });

  it('admin selection does not touch the hash', () => {
    render(page(), 'admin');
    act(() => container().querySelectorAll<HTMLButtonElement>('[role="tab"]')[2]!.click());
    expect(selectedTab()).toBe('Food');
    expect(window.location.hash).toBe('');
    // A broken element shows its box in admin only.
    expect(container().querySelector('[data-part-error="element"]')).not.toBeNull();
  });

  it('the hash selects a tab on load and on hashchange; an unknown hash is ignored', () => {
    window.history.replaceState(null, '', '/page#cold-brew');
    render(page());
    expect(selectedTab()).toBe('Cold drinks');
    act(() => {
      window.location.hash = '#tabfood';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(selectedTab()).toBe('Food');
    act(() => {
      window.location.hash = '#no-such-thing';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(selectedTab()).toBe('Food');
  });

  describe('a link to an element inside a tab that is not open (spec 000 §2 "the hash may match … an element id, and the tab containing it is opened")', () => {
    // The element stands below a long text in its tab, off the screen once the tab bar is on it.
    const longTab = [TABS[0], { id: 'faq', title: 'Questions', elements: [text('long-text', 'Question 1 … Question 60'), text('delivery-faq', 'We deliver on Tuesdays')] }];
    let scrolledTo: ReturnType<typeof vi.fn>;
    beforeEach(() => {
      scrolledTo = vi.fn();
      Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrolledTo });
      vi.stubGlobal('scrollBy', vi.fn());
      // jsdom has no layout: the element is 1800 px down the page, the rest on the screen.
      const realRect = Element.prototype.getBoundingClientRect;
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        if (this.id !== 'delivery-faq') return realRect.call(this);
        return { top: 1800, bottom: 1860, left: 0, right: 800, width: 800, height: 60, x: 0, y: 1800, toJSON: () => ({}) } as DOMRect;
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });
    const followLink = (hash: string) =>
      act(() => {
        window.location.hash = hash;
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });

    it('opens the tab and brings the element on screen once its panel shows, smoothly; once', () => {
      render(page(longTab));
      expect(selectedTab()).toBe('Hot drinks');
      followLink('#delivery-faq');
      expect(selectedTab()).toBe('Questions');
      const element = container().querySelector('#delivery-faq');
      expect(scrolledTo.mock.contexts).toEqual([element]);
      expect(scrolledTo).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
      // The visitor's later moves are not followed by that scroll.
      act(() => container().querySelectorAll<HTMLButtonElement>('[role="tab"]')[0]!.click());
      act(() => container().querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click());
      expect(scrolledTo).toHaveBeenCalledTimes(1);
    });

    it('at once with reduced motion; on a page opened at that address too', () => {
      window.history.replaceState(null, '', '/page#delivery-faq');
      render(page(longTab), 'run', 'desktop', { reducedMotion: true });
      expect(selectedTab()).toBe('Questions');
      expect(scrolledTo.mock.contexts).toEqual([container().querySelector('#delivery-faq')]);
      expect(scrolledTo).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
    });

    it('an element already whole on the screen stays where it is (the tab bar above it in view)', () => {
      render(page(longTab));
      followLink('#long-text');
      expect(selectedTab()).toBe('Questions');
      expect(scrolledTo).not.toHaveBeenCalled();
    });
  });

  it('a tab added while mounted (create / copy in the editor) is selected', () => {
    render(page(), 'admin');
    expect(selectedTab()).toBe('Hot drinks');
    render(page([...TABS, { id: 'food-copy', title: 'Food (copy)', elements: [text('bun-2', 'Cardamom bun')] }]), 'admin');
    expect(selectedTab()).toBe('Food (copy)');
    // Deleting the selected tab selects its neighbour.
    render(page(TABS), 'admin');
    expect(selectedTab()).toBe('Food');
  });

  it('mobile with more than three tabs: a dropdown select instead of the tab bar', () => {
    render(page([...TABS, { id: 'beans', title: 'Beans', elements: [] }]), 'run', 'mobile');
    expect(container().querySelector('[role="tablist"]')).toBeNull();
    const button = container().querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]')!;
    expect(button.textContent).toBe('Hot drinks');
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => container().querySelectorAll<HTMLElement>('[role="option"]')[3]!.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(container().querySelector('.rt-tabs__panel:not([hidden])')?.getAttribute('aria-label')).toBe('Beans');
    expect(window.location.hash).toBe('#bundle-menu-beans');
  });

  it('nothing throws on a bundle without tabs', () => {
    render(page([]), 'run');
    expect(container().querySelector('[data-bundle-empty]')).not.toBeNull();
    expect(container().querySelector('[role="note"]')).toBeNull();
  });
});
