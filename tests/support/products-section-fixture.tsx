/**
 * The PRODUCTS section mounted in jsdom on a whole site, for its unit tests (split by concern into
 * ProductsSection.*.test.tsx): the shop scenario's sandbox behind MSW's node server, the mount with
 * detached or browser services, and finders for sections, lists and cards. Importing it registers
 * the shared set-up and clean-up hooks in the importing test file.
 */
import { setupServer } from 'msw/node';
import { act } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { categoryProducts, createSandbox } from '../../sandbox/sandbox';
import { TEST_PROJECT_ID, TEST_SEED } from '../../scenarios/test-seed';
import { embedCatalogue } from '../../scenarios/embed-catalogue';
import shopPage from '../../scenarios/shop/page.json';
import { shopSeed } from '../../scenarios/shop/seed';
import { PRODUCTS_PATH } from '../../runtime/platform/api-paths';
import type { RuntimeEvents } from '../../runtime/platform/event-bus';
import { loadPage, type LoadedPage } from '../../runtime/page/parse-page';
import type { Mode, RuntimeFlags } from '../../runtime/core/policies';
import { DEFAULT_REGISTRY } from '../../runtime/site/registry';
import type { Registry } from '../../runtime/parts/registry-context';
import { createRequest } from '../../runtime/platform/request';
import { createBrowserServices, createDetachedServices, type RuntimeLog, type RuntimeServices } from '../../runtime/core/services';
import type { SiteStores } from '../../runtime/core/site-stores';
import { createSiteStores } from '../../runtime/site/site-stores';
import { createMemoryBackend, createStorage } from '../../runtime/platform/storage';
import { Site } from '../../runtime/site/Site';
import { ProductsSection } from '../../runtime/blocks/products/ProductsSection';
import { ASYNC_WAIT_MS } from './waits';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// A shop grid is dozens of cards: rendering it in jsdom takes a second or more on a busy machine,
// many more at the lowest priority beside the browser tests (waits.ts).
export const WAIT = { timeout: ASYNC_WAIT_MS, interval: 20 };

export const ORIGIN = 'http://localhost';

// The block is registered directly (the default registry loads it lazily, which would suspend).
export const registry: Registry = { ...DEFAULT_REGISTRY, blocks: { ...DEFAULT_REGISTRY.blocks, PRODUCTS: { component: ProductsSection, implemented: true } } };

// The shop scenario's backend answers the loads of the shop page.
export const sandbox = createSandbox(shopSeed);
export const server = setupServer(...sandbox.handlers);
beforeAll(() => {
  sandbox.attach(server.events);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------------------------
// Pages.

export type Json = Record<string, unknown>;

/**
 * The shop page as the builder's server publishes it (first pages embedded), its PRODUCTS sections
 * only: all three (catalogue, gear, gifts), or the ones named. `categories` narrows the tabs of the
 * catalogue section, so tests about one card render one grid (jsdom is slow with hundreds of cards).
 */
export function shopCatalogue(only?: { sections?: string[]; categories?: string[] }): unknown {
  const page = shopPage as unknown as { settings: Json; sections: Json[] };
  const sections = page.sections
    .filter((section) => section.type === 'PRODUCTS' && (!only?.sections || only.sections.includes(String(section.id))))
    .map((section) => (section.id === 'catalogue' && only?.categories ? { ...section, categories: only.categories.map((id) => ({ id })) } : section));
  return embedCatalogue({ ...page, sections }, shopSeed);
}
/** The catalogue section with its beans tab only (products 8–16 of the shop: the hand-written cases). */
export const beansOnly = () => shopCatalogue({ sections: ['catalogue'], categories: ['beans'] });

/** A small hand-made page with one PRODUCTS section, its products embedded from TEST_SEED unless given. */
export function smallPage(section: Json = {}): unknown {
  const page = {
    settings: { projectId: TEST_PROJECT_ID, language: 'en', country: 'US' },
    sections: [{ id: 'shop', type: 'PRODUCTS', categories_enabled: false, categories: [{ id: 'beans' }], ...section }],
  };
  return embedCatalogue(page, TEST_SEED);
}

// ---------------------------------------------------------------------------------------------
// Mounting.

/** The box the site is rendered in (the latest mount's). */
export let host: HTMLElement;
let view: RenderResult | null = null;
export let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.history.replaceState(null, '', '/shop');
  view = null;
  // jsdom has no layout, so no scrollIntoView; pagination calls it on its section.
  scrolled = vi.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrolled });
  // jsdom has no ResizeObserver (and no layout: every box is 0 × 0). Without one, each image box
  // reports its size once from a microtask, outside act; an observer that never reports keeps
  // the images unmeasured, as they are anyway.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sandbox.reset();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  vi.unstubAllGlobals();
});

/** Unmounts the site: the next mount starts from nothing (a new page load). */
export function remount(): void {
  view?.unmount();
  view = null;
}

export interface Mounted {
  services: RuntimeServices;
  stores: SiteStores;
  log: { [K in keyof RuntimeLog]: ReturnType<typeof vi.fn> };
  fetched: ReturnType<typeof vi.fn>;
  events: { cart: RuntimeEvents['catalogue:cart'][]; load: RuntimeEvents['catalogue:load'][] };
  /** Switches the mode as the harness does: no reload, the same services and stores. */
  switchMode(mode: Mode): void;
}

/**
 * Renders the page. Detached services (the default) have no visibility tracker: the section shows
 * its published first pages, nothing loads by itself and no slider library is imported. `browser`
 * services track visibility; jsdom has no IntersectionObserver, so every part counts as near the screen.
 */
export function mount(page: unknown, mode: Mode, kind: 'detached' | 'browser' = 'detached', flags: Partial<RuntimeFlags> = {}): Mounted {
  const loaded = loadPage(page);
  if (!loaded.ok) throw new Error('the page did not load');
  expect(loaded.issues).toEqual([]);
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  // Every request of the section goes through the runtime's request helper, to the sandbox (node fetch needs the origin).
  const fetched = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(new URL(String(input), ORIGIN), init));
  const overrides = { log, request: createRequest({ fetch: fetched, navigate: () => undefined }), storage: createStorage('test:', createMemoryBackend()) };
  const services = kind === 'browser' ? createBrowserServices(window, 'test', overrides) : createDetachedServices(overrides);
  const stores = createSiteStores(services.storage);
  const events: Mounted['events'] = { cart: [], load: [] };
  services.events.on('catalogue:cart', (event) => void events.cart.push(event));
  services.events.on('catalogue:load', (event) => void events.load.push(event));
  const site = (shown: Mode) => <Site page={loaded as LoadedPage} mode={shown} viewport="desktop" flags={flags} services={services} stores={stores} registry={registry} />;
  view = render(site(mode));
  host = view.container;
  // A mode switch as the harness makes it: the same tree re-rendered, no remount.
  return { services, stores, log, fetched, events, switchMode: (shown) => view?.rerender(site(shown)) };
}

/** Runs `step` and waits, inside act, for what follows asynchronously (a products request). */
export const actUntil = (step: () => void, done: () => void) =>
  act(async () => {
    step();
    await vi.waitFor(done, WAIT);
  });

export const section = (id: string) => {
  const found = host.querySelector<HTMLElement>(`[data-catalogue="${id}"]`);
  if (!found) throw new Error(`no catalogue section ${id}`);
  return found;
};
export const list = (sectionId: string, categoryId: string) => {
  const found = section(sectionId).querySelector<HTMLElement>(`[data-category="${categoryId}"]`);
  if (!found) throw new Error(`no list ${categoryId} in ${sectionId}`);
  return found;
};
/** The cards a visitor sees (not the next page's, rendered ahead and hidden). */
export const cardsIn = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('article.rt-card:not(.rt-card--empty)')].filter((card) => !card.closest('[hidden]'));
export const cardIds = (element: HTMLElement) => cardsIn(element).map((card) => card.dataset.productId);
export const names = (element: HTMLElement) => cardsIn(element).map((card) => card.querySelector('.rt-card__name')?.textContent);
export const card = (element: HTMLElement, productId: string) => {
  const found = element.querySelector<HTMLElement>(`article.rt-card[data-product-id="${productId}"]`);
  if (!found) throw new Error(`no card ${productId}`);
  return found;
};
export const priceOf = (cardElement: HTMLElement) => cardElement.querySelector('.rt-card__price-now')?.textContent;
export const oldPriceOf = (cardElement: HTMLElement) => cardElement.querySelector('.rt-card__price-old')?.textContent ?? null;
export const buttonOf = (cardElement: HTMLElement) => cardElement.querySelector<HTMLButtonElement>('button.rt-card__button')!;
export const titles = (categoryId: string, from: number, to: number) => categoryProducts(shopSeed, categoryId).slice(from, to).map((product) => product.title);
export const seedIds = (categoryId: string, from: number, to: number) => categoryProducts(shopSeed, categoryId).slice(from, to).map((product) => product.id);
export const productsRequests = () => sandbox.log.entries().filter((entry) => entry.url.startsWith(PRODUCTS_PATH));

// ---------------------------------------------------------------------------------------------

