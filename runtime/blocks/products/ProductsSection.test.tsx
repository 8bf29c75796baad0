// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryProducts, createSandbox, productAnswer } from '../../../sandbox/sandbox';
import { TEST_PROJECT_ID, TEST_SEED } from '../../../scenarios/test-seed';
import { embedCatalogue } from '../../../scenarios/embed-catalogue';
import shopPage from '../../../scenarios/shop/page.json';
import { shopSeed } from '../../../scenarios/shop/seed';
import { PRODUCTS_LOAD_TIMEOUT_MS } from '../../catalogue';
import { PRODUCTS_PATH } from '../../platform/api-paths';
import type { RuntimeEvents } from '../../platform/event-bus';
import { loadPage, type LoadedPage } from '../../page/parse-page';
import type { Mode } from '../../core/policies';
import { DEFAULT_REGISTRY } from '../../site/registry';
import type { Registry } from '../../parts/registry-context';
import { createRequest } from '../../platform/request';
import { createBrowserServices, createDetachedServices, type RuntimeLog, type RuntimeServices } from '../../core/services';
import type { SiteStores } from '../../core/site-stores';
import { createSiteStores } from '../../site/site-stores';
import { createMemoryBackend, createStorage } from '../../platform/storage';
import { Site } from '../../site/Site';
import { ProductsSection } from './ProductsSection';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// A shop grid is dozens of cards: rendering it in jsdom takes a second or more on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 10_000, interval: 20 };

const ORIGIN = 'http://localhost';

// The block is registered directly (the default registry loads it lazily, which would suspend).
const registry: Registry = { ...DEFAULT_REGISTRY, blocks: { ...DEFAULT_REGISTRY.blocks, PRODUCTS: { component: ProductsSection, implemented: true } } };

// The shop scenario's backend answers the loads of the shop page.
const sandbox = createSandbox(shopSeed);
const server = setupServer(...sandbox.handlers);
beforeAll(() => {
  sandbox.attach(server.events);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------------------------
// Pages.

type Json = Record<string, unknown>;

/**
 * The shop page as the builder's server publishes it (first pages embedded), its PRODUCTS sections
 * only: all three (catalogue, gear, gifts), or the ones named. `categories` narrows the tabs of the
 * catalogue section, so tests about one card render one grid (jsdom is slow with hundreds of cards).
 */
function shopCatalogue(only?: { sections?: string[]; categories?: string[] }): unknown {
  const page = shopPage as unknown as { settings: Json; sections: Json[] };
  const sections = page.sections
    .filter((section) => section.type === 'PRODUCTS' && (!only?.sections || only.sections.includes(String(section.id))))
    .map((section) => (section.id === 'catalogue' && only?.categories ? { ...section, categories: only.categories.map((id) => ({ id })) } : section));
  return embedCatalogue({ ...page, sections }, shopSeed);
}
/** The catalogue section with its beans tab only (products 8–16 of the shop: the hand-written cases). */
const beansOnly = () => shopCatalogue({ sections: ['catalogue'], categories: ['beans'] });

/** A small hand-made page with one PRODUCTS section, its products embedded from TEST_SEED unless given. */
function smallPage(section: Json = {}): unknown {
  const page = {
    settings: { projectId: TEST_PROJECT_ID, language: 'en', country: 'US' },
    sections: [{ id: 'shop', type: 'PRODUCTS', categories_enabled: false, categories: [{ id: 'beans' }], ...section }],
  };
  return embedCatalogue(page, TEST_SEED);
}

// ---------------------------------------------------------------------------------------------
// Mounting.

let host: HTMLDivElement;
let root: Root;
let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.history.replaceState(null, '', '/shop');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
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
  act(() => root.unmount());
  host.remove();
  server.resetHandlers();
  sandbox.reset();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  vi.unstubAllGlobals();
});

interface Mounted {
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
function mount(page: unknown, mode: Mode, kind: 'detached' | 'browser' = 'detached'): Mounted {
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
  const render = (shown: Mode) => root.render(<Site page={loaded as LoadedPage} mode={shown} viewport="desktop" services={services} stores={stores} registry={registry} />);
  act(() => render(mode));
  return { services, stores, log, fetched, events, switchMode: (shown) => act(() => render(shown)) };
}

/** Runs `step` and waits, inside act, for what follows asynchronously (a products request). */
const actUntil = (step: () => void, done: () => void) =>
  act(async () => {
    step();
    await vi.waitFor(done, WAIT);
  });

const section = (id: string) => {
  const found = host.querySelector<HTMLElement>(`[data-catalogue="${id}"]`);
  if (!found) throw new Error(`no catalogue section ${id}`);
  return found;
};
const list = (sectionId: string, categoryId: string) => {
  const found = section(sectionId).querySelector<HTMLElement>(`[data-category="${categoryId}"]`);
  if (!found) throw new Error(`no list ${categoryId} in ${sectionId}`);
  return found;
};
const cardsIn = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('article.rt-card:not(.rt-card--empty)')];
const cardIds = (element: HTMLElement) => cardsIn(element).map((card) => card.dataset.productId);
const names = (element: HTMLElement) => cardsIn(element).map((card) => card.querySelector('.rt-card__name')?.textContent);
const card = (element: HTMLElement, productId: string) => {
  const found = element.querySelector<HTMLElement>(`article.rt-card[data-product-id="${productId}"]`);
  if (!found) throw new Error(`no card ${productId}`);
  return found;
};
const priceOf = (cardElement: HTMLElement) => cardElement.querySelector('.rt-card__price-now')?.textContent;
const oldPriceOf = (cardElement: HTMLElement) => cardElement.querySelector('.rt-card__price-old')?.textContent ?? null;
const buttonOf = (cardElement: HTMLElement) => cardElement.querySelector<HTMLButtonElement>('button.rt-card__button')!;
const titles = (categoryId: string, from: number, to: number) => categoryProducts(shopSeed, categoryId).slice(from, to).map((product) => product.title);
const seedIds = (categoryId: string, from: number, to: number) => categoryProducts(shopSeed, categoryId).slice(from, to).map((product) => product.id);
const productsRequests = () => sandbox.log.entries().filter((entry) => entry.url.startsWith(PRODUCTS_PATH));

// ---------------------------------------------------------------------------------------------

describe('PRODUCTS: the published first pages (spec 000 §1, §3 Category, §9 "default products per page: 9")', () => {
  it('renders 9 cards per tab with their names, in every tab of the shop catalogue (spec 000 §1, §9)', () => {
    mount(shopCatalogue(), 'run');
    const tabs = [...section('catalogue').querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['Coffee beans', 'Brewing gear', 'Cups & mugs', 'Treats & pantry', 'Gift sets']);
    // Only the shown tab's cards exist at first; another tab's are created when it is opened.
    expect(section('catalogue').querySelectorAll('[data-category]')).toHaveLength(1);
    const open = (title: string) =>
      act(() => [...section('catalogue').querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((tab) => tab.textContent === title)!.click());
    for (const [categoryId, title] of [['beans', 'Coffee beans'], ['gear', 'Brewing gear'], ['cups', 'Cups & mugs'], ['treats', 'Treats & pantry']] as const) {
      open(title);
      const panel = list('catalogue', categoryId);
      expect(cardIds(panel)).toEqual(seedIds(categoryId, 0, 9));
      expect(names(panel)).toEqual(titles(categoryId, 0, 9));
    }
    // Gifts has only 7 products: all of them, and no load-more.
    open('Gift sets');
    expect(names(list('catalogue', 'gifts'))).toEqual(titles('gifts', 0, 7));
    expect(list('catalogue', 'gifts').querySelector('.rt-catalogue__more-button')).toBeNull();
    expect(list('catalogue', 'beans').querySelector('.rt-catalogue__more-button')?.textContent).toBe('Show more');
    // The single-category gear section: 8 a page (its max_count), and the pagination bar.
    expect(names(list('gear', 'gear'))).toEqual(titles('gear', 0, 8));
    expect(list('gear', 'gear').querySelector('[aria-current="page"]')?.textContent).toBe('1');
    // A products section: exactly its product ids, in their order.
    expect(cardIds(list('gifts', 'products'))).toEqual(['7', '1', '758', '309']);
  });

  it('shows the first tab and hides the others (spec 000 §4 Tabs "exactly one tab is active")', () => {
    mount(shopCatalogue({ sections: ['catalogue'] }), 'run');
    const panels = [...section('catalogue').querySelectorAll<HTMLElement>('.rt-tabs__panel')];
    expect(panels.filter((panel) => !panel.hidden)).toHaveLength(1);
    expect(panels.find((panel) => !panel.hidden)?.querySelector('[data-category]')?.getAttribute('data-category')).toBe('beans');
  });

  it('the hash #tab{categoryId} opens that tab (spec 000 §2 "tab links have the form #tab{categoryId}")', () => {
    window.history.replaceState(null, '', '/shop#tabcups');
    // The hash is read through the location service: the browser set reads the window's address.
    mount(shopCatalogue({ sections: ['catalogue'] }), 'run', 'browser');
    expect(section('catalogue').querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Cups & mugs');
    expect(list('catalogue', 'cups').closest<HTMLElement>('.rt-tabs__panel')?.hidden).toBe(false);
    expect(list('catalogue', 'beans').closest<HTMLElement>('.rt-tabs__panel')?.hidden).toBe(true);
  });

  it('shows price, old price, article and availability of each card\u2019s first variant (spec 000 §1)', () => {
    mount(beansOnly(), 'run');
    const beans = list('catalogue', 'beans');
    expect(priceOf(card(beans, '8'))).toBe('$14');
    expect(oldPriceOf(card(beans, '8'))).toBeNull();
    expect(card(beans, '8').querySelector('.rt-card__article')?.textContent).toBe('Art. HCR-BN-0008-G250-WB');
    expect(card(beans, '8').querySelector('.rt-card__available')?.textContent).toBe('In stock: 4');
    // Product 9 is on sale: the old price shows, struck through.
    expect(priceOf(card(beans, '9'))).toBe('$16');
    expect(oldPriceOf(card(beans, '9'))).toBe('$19');
    expect(card(beans, '15').querySelector('.rt-card__available')?.textContent).toBe('In stock');
  });

  it('a sold-out or closed product has a disabled button with the reason as its tip, and no cart action on its name (spec 000 §5)', () => {
    mount(beansOnly(), 'run');
    const beans = list('catalogue', 'beans');
    const soldOut = card(beans, '10');
    expect(soldOut.dataset.refusal).toBe('out_of_stock');
    expect(buttonOf(soldOut).getAttribute('aria-disabled')).toBe('true');
    expect(soldOut.querySelector('[role="tooltip"]')?.textContent).toBe('Out of stock');
    expect(soldOut.querySelector('.rt-card__name-button')).toBeNull();
    expect(soldOut.querySelector('.rt-card__available')?.textContent).toBe('Out of stock');
    const closed = card(beans, '14');
    expect(closed.dataset.refusal).toBe('not_orderable');
    expect(closed.querySelector('[role="tooltip"]')?.textContent).toBe('Not available for order');
    // An orderable card: enabled, no tip, the name adds to the cart too.
    const open = card(beans, '8');
    expect(buttonOf(open).getAttribute('aria-disabled')).toBeNull();
    expect(open.querySelector('[role="tooltip"]')).toBeNull();
    expect(open.querySelector('.rt-card__name-button')).not.toBeNull();
  });

  it('product-page actions are links to the product, in a new tab when blank, whatever the stock (spec 000 §2, §5)', () => {
    mount(shopCatalogue({ sections: ['gifts'] }), 'run');
    const gifts = list('gifts', 'products');
    const link = card(gifts, '7').querySelector<HTMLAnchorElement>('a.rt-card__button');
    expect(link?.getAttribute('href')).toBe('/shop/harbor-gift-card/');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.textContent).toBe('View gift');
    expect(gifts.querySelector('button.rt-card__button')).toBeNull();
  });
});

describe('PRODUCTS: empty views (spec 000 §2, §8: ecommerce::section::empty and ecommerce::card::empty)', () => {
  it('an empty catalogue shows the empty-section text (spec 000 §8 ecommerce::section::empty)', () => {
    for (const page of [smallPage({ categories: [] }), smallPage({ categories: [{ id: 'tea', name: 'Tea' }] })]) {
      mount(page, 'run');
      expect(section('shop').querySelector('[data-catalogue-empty]')?.textContent).toBe('There are no products here yet');
      expect(cardsIn(section('shop'))).toEqual([]);
    }
  });

  it("source 'products' with an unknown id shows the empty-card text for it (spec 000 §8 ecommerce::card::empty)", () => {
    mount(smallPage({ settings: { source: 'products', productIds: ['2', 'ghost', '20'] }, categories: [] }), 'run');
    const shown = section('shop');
    expect([...shown.querySelectorAll<HTMLElement>('article.rt-card')].map((element) => element.dataset.productId)).toEqual(['2', 'ghost', '20']);
    const empty = shown.querySelector<HTMLElement>('[data-card-empty]');
    expect(empty?.dataset.productId).toBe('ghost');
    expect(empty?.textContent).toBe('No product selected for this card');
    expect(names(shown)).toEqual(['Dockside Espresso', 'Gift Card']);
  });
});

describe('PRODUCTS in admin (spec 000 §4 "a load is ignored if the mode is not preview/run", §6)', () => {
  it('load-more makes no request and shows the admin note (spec 000 §4, §6)', async () => {
    const { fetched, events } = mount(beansOnly(), 'admin');
    const beans = list('catalogue', 'beans');
    act(() => beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(fetched).not.toHaveBeenCalled();
    expect(sandbox.log.entries()).toEqual([]);
    expect(cardsIn(beans)).toHaveLength(9);
    expect(beans.querySelector('[role="note"]')?.textContent).toBe('Loading more products works in preview and on the published site');
    expect(events.load).toEqual([{ sectionId: 'catalogue', categoryId: 'beans', page: 2, mode: 'append', outcome: 'ignored' }]);
  });

  it('pagination makes no request either (spec 000 §4, §6)', () => {
    const { fetched, events } = mount(shopCatalogue({ sections: ['gear'] }), 'admin');
    const gear = list('gear', 'gear');
    act(() => gear.querySelector<HTMLButtonElement>('button[aria-label="Page 2"]')!.click());
    expect(fetched).not.toHaveBeenCalled();
    expect(gear.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    expect(events.load).toEqual([{ sectionId: 'gear', categoryId: 'gear', page: 2, mode: 'replace', outcome: 'ignored' }]);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("\"Add to cart\" leaves the cart empty and emits 'catalogue:cart' with applied false (policy catalogueCartActions)", () => {
    const { stores, events } = mount(beansOnly(), 'admin');
    const blend = card(list('catalogue', 'beans'), '8');
    expect(buttonOf(blend).textContent).toBe('Add to cart');
    act(() => buttonOf(blend).click());
    expect(stores.cart.getState().items).toEqual([]);
    expect(events.cart).toEqual([{ sectionId: 'catalogue', productId: '8', variantId: '8-1', action: 'cart', applied: false }]);
    expect(blend.querySelector('.rt-card__in-cart')).toBeNull();
  });
});

describe('PRODUCTS for visitors: the cart (spec 000 §3 "a variant provides its cart data", §5)', () => {
  it('"Add to cart" puts the current variant into the cart store (spec 000 §4, spec 001 §3)', () => {
    const { stores, events } = mount(beansOnly(), 'run');
    const blend = card(list('catalogue', 'beans'), '8');
    act(() => buttonOf(blend).click());
    expect(stores.cart.getState().items).toEqual([
      expect.objectContaining({ id: '8:8-1', type: 'product', productId: '8', variantId: '8-1', count: 1, price: 14, orderPrice: 14, title: 'Harbor House Blend', quantity: 4 }),
    ]);
    expect(events.cart).toEqual([{ sectionId: 'catalogue', productId: '8', variantId: '8-1', action: 'cart', applied: true }]);
    expect(blend.querySelector('.rt-card__in-cart')?.textContent).toBe('In cart: 1');
    // The name applies the same action.
    act(() => blend.querySelector<HTMLButtonElement>('.rt-card__name-button')!.click());
    expect(stores.cart.getState().items[0]?.count).toBe(2);
  });

  it('a refused card adds nothing, from its button or its name (spec 000 §5)', () => {
    const { stores, events } = mount(beansOnly(), 'run');
    const soldOut = card(list('catalogue', 'beans'), '10');
    act(() => buttonOf(soldOut).click());
    act(() => soldOut.querySelector<HTMLElement>('.rt-card__name')!.click());
    expect(stores.cart.getState().items).toEqual([]);
    expect(events.cart).toEqual([]);
  });
});

describe('PRODUCTS: card options (spec 000 §4 "selecting an option changes the current variant")', () => {
  it('choosing a radio value re-renders the price, the article and the availability (spec 000 §4)', () => {
    const { stores } = mount(beansOnly(), 'run');
    const blend = card(list('catalogue', 'beans'), '8');
    const kilo = blend.querySelector<HTMLInputElement>('[data-option="weight"] input[value="weight:kg1"]')!;
    act(() => kilo.click());
    expect(kilo.checked).toBe(true);
    expect(priceOf(blend)).toBe('$48');
    expect(blend.querySelector('.rt-card__article')?.textContent).toBe('Art. HCR-BN-0008-KG1-WB');
    expect(blend.querySelector('.rt-card__available')?.textContent).toBe('In stock: 2');
    expect(blend.dataset.variantId).toBe('8-11');
    act(() => blend.querySelector<HTMLInputElement>('[data-option="weight"] input[value="weight:g500"]')!.click());
    expect(priceOf(blend)).toBe('$26.50');
    // The cart gets the chosen variant.
    act(() => buttonOf(blend).click());
    expect(stores.cart.getState().items.map((item) => item.id)).toEqual(['8:8-6']);
  });

  it('choosing a block value re-renders the price and the old price (spec 000 §4)', () => {
    mount(beansOnly(), 'run');
    const dockside = card(list('catalogue', 'beans'), '9');
    act(() => dockside.querySelector<HTMLButtonElement>('[data-option="weight"] button[data-value="kg1"]')!.click());
    expect(priceOf(dockside)).toBe('$54');
    expect(oldPriceOf(dockside)).toBe('$65');
    expect(dockside.querySelector('[data-option="weight"] button[data-value="kg1"]')?.getAttribute('aria-checked')).toBe('true');
  });

  it('a value with no variant is disabled and cannot be chosen (shop product 12) (spec 000 §4)', () => {
    mount(beansOnly(), 'run');
    const kenya = card(list('catalogue', 'beans'), '12');
    const kilo = kenya.querySelector<HTMLButtonElement>('[data-option="weight"] button[data-value="kg1"]')!;
    expect(kilo.dataset.state).toBe('disabled');
    expect(kilo.getAttribute('aria-disabled')).toBe('true');
    act(() => kilo.click());
    expect(kilo.getAttribute('aria-checked')).toBe('false');
    expect(priceOf(kenya)).toBe('$23');
  });

  it('choosing from the dropdown list, then a locked value, moves the other option (shop product 11) (spec 000 §4)', () => {
    mount(beansOnly(), 'run');
    const huila = card(list('catalogue', 'beans'), '11');
    const grind = huila.querySelector<HTMLButtonElement>('[data-option="grind"] button[aria-haspopup="listbox"]')!;
    expect(grind.textContent).toBe('Whole bean');
    act(() => grind.click());
    const espresso = [...huila.querySelectorAll<HTMLElement>('[data-option="grind"] [role="option"]')].find((option) => option.textContent?.startsWith('Espresso'))!;
    act(() => espresso.click());
    expect(grind.textContent).toBe('Espresso');
    expect(huila.dataset.variantId).toBe('11-2');
    const kilo = huila.querySelector<HTMLElement>('[data-option="weight"] label:has(input[value="weight:kg1"])')!;
    expect(kilo.dataset.state).toBe('locked');
    act(() => kilo.querySelector('input')!.click());
    expect(huila.dataset.variantId).toBe('11-8');
    expect(grind.textContent).toBe('Whole bean');
    expect(priceOf(huila)).toBe('$65');
  });
});

describe('PRODUCTS for visitors: loading more (spec 000 §4, §7)', () => {
  it.each(['run', 'preview'] as const)('load-more appends the next 9 products from GET /api/ecommerce/products/ in %s mode (spec 000 §4, §6, §7)', async (mode) => {
    const { events } = mount(beansOnly(), mode);
    const beans = list('catalogue', 'beans');
    const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
    await actUntil(
      () => more.click(),
      () => expect(cardsIn(beans)).toHaveLength(18),
    );
    expect(names(beans)).toEqual(titles('beans', 0, 18));
    expect(more.textContent).toBe('Show more');
    const requests = productsRequests();
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(new URL(requests[0]!.url, ORIGIN).searchParams)).toEqual({ projectId: 'harbor-coffee', categoryId: 'beans', page: '2', limit: '9' });
    expect(events.load).toEqual([{ sectionId: 'catalogue', categoryId: 'beans', page: 2, mode: 'append', outcome: 'loaded' }]);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('shows the loading state while the request runs; a second click is ignored and sends nothing (spec 000 §4)', async () => {
    const { events } = mount(beansOnly(), 'run');
    sandbox.faults.set({ match: PRODUCTS_PATH, delayMs: 30 });
    const beans = list('catalogue', 'beans');
    const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
    act(() => {
      more.click();
      more.click();
    });
    expect(more.getAttribute('aria-busy')).toBe('true');
    expect(more.textContent).toBe('Loading products…');
    act(() => more.click());
    await act(async () => {
      await vi.waitFor(() => expect(cardsIn(beans)).toHaveLength(18), WAIT);
    });
    expect(more.getAttribute('aria-busy')).toBeNull();
    expect(productsRequests()).toHaveLength(1);
    expect(events.load.map((event) => event.outcome)).toEqual(['ignored', 'loaded']);
  });

  it('pagination replaces the page and scrolls to the section (spec 000 §4)', async () => {
    const { events } = mount(shopCatalogue({ sections: ['gear'] }), 'run');
    const gear = list('gear', 'gear');
    await actUntil(
      () => gear.querySelector<HTMLButtonElement>('button[aria-label="Page 2"]')!.click(),
      () => expect(gear.querySelector('[aria-current="page"]')?.textContent).toBe('2'),
    );
    expect(cardIds(gear)).toEqual(seedIds('gear', 8, 16));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(host.querySelector('section[data-section-id="gear"]'));
    expect(events.load).toEqual([{ sectionId: 'gear', categoryId: 'gear', page: 2, mode: 'replace', outcome: 'loaded' }]);
    // 447 products at 8 a page: the last page is 56, with gaps as hyphens (spec 000 §9).
    const bar = gear.querySelector('.rt-pagination')!;
    expect([...bar.querySelectorAll('.rt-pagination__page, .rt-pagination__gap')].map((item) => item.textContent)).toEqual(['1', '2', '3', '-', '56']);
    await actUntil(
      () => gear.querySelector<HTMLButtonElement>('button[aria-label="Page 56"]')!.click(),
      () => expect(gear.querySelector('[aria-current="page"]')?.textContent).toBe('56'),
    );
    expect(cardIds(gear)).toEqual(seedIds('gear', 440, 447));
    expect([...bar.querySelectorAll('.rt-pagination__page, .rt-pagination__gap')].map((item) => item.textContent)).toEqual(['1', '-', '54', '55', '56']);
  });

  it('a failed load is logged, its loader removed, and the products shown stay (spec 000 §8)', async () => {
    const { log, events } = mount(beansOnly(), 'run');
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 500 });
    const beans = list('catalogue', 'beans');
    const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
    await actUntil(
      () => more.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(events.load[0]?.outcome).toBe('failed');
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('loading page 2 failed'), expect.anything());
    expect(names(beans)).toEqual(titles('beans', 0, 9));
    expect(more.getAttribute('aria-busy')).toBeNull();
    expect(more.textContent).toBe('Show more');
    // The visitor sees no error text (spec 000 §8: console only).
    expect(section('catalogue').querySelector('[role="note"]')).toBeNull();
  });
});

describe('PRODUCTS: a failed load, seen in admin (issue 5 "Bad input": console and, in admin, visibly)', () => {
  const failureNotice = () => section('catalogue').querySelector<HTMLElement>('[data-load-failed]');

  it('fails in preview with no notice; after a switch to admin (same stores) the section says which load failed and why', async () => {
    const { events, switchMode, stores } = mount(beansOnly(), 'preview');
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 500, times: 1 });
    const beans = list('catalogue', 'beans');
    await actUntil(
      () => beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(events.load[0]?.outcome).toBe('failed');
    expect(failureNotice()).toBeNull();
    expect(section('catalogue').querySelector('[role="note"]')).toBeNull();

    switchMode('admin');
    expect(failureNotice()?.getAttribute('role')).toBe('note');
    expect(failureNotice()?.textContent).toBe('Loading page 2 of “Coffee beans” failed: the server answered with error 500');
    expect(names(list('catalogue', 'beans'))).toEqual(titles('beans', 0, 9));

    // Back for visitors: no notice; a later click loads, and the failure is gone in admin too.
    switchMode('run');
    expect(failureNotice()).toBeNull();
    await actUntil(
      () => list('catalogue', 'beans').querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click(),
      () => expect(cardsIn(list('catalogue', 'beans'))).toHaveLength(18),
    );
    switchMode('admin');
    expect(failureNotice()).toBeNull();
    expect(Object.values(stores.catalogue.getState().lists).map((stored) => stored.status.kind)).toEqual(['shown']);
  });

  it('problems inside a loaded answer (a product left out) are listed in admin with the published data\'s, after a switch', async () => {
    const { events, switchMode } = mount(beansOnly(), 'preview');
    const beans = categoryProducts(shopSeed, 'beans');
    const second = beans.slice(9, 18).map(productAnswer);
    server.use(http.get(`*${PRODUCTS_PATH}`, () => HttpResponse.json({ status: true, products: [{ title: 'no id' }, ...second], total: beans.length }), { once: true }));
    await actUntil(
      () => list('catalogue', 'beans').querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(events.load[0]?.outcome).toBe('loaded');
    expect(cardsIn(list('catalogue', 'beans'))).toHaveLength(18);
    expect(section('catalogue').querySelector('details[role="note"]')).toBeNull();
    switchMode('admin');
    const notice = section('catalogue').querySelector<HTMLElement>('details[role="note"]');
    expect(notice?.querySelector('summary')?.textContent).toBe('1 product data problems; see the console');
    expect(notice?.querySelectorAll('li')).toHaveLength(1);
  });

  it('a timed-out load (fake timers: PRODUCTS_LOAD_TIMEOUT_MS) reads "timed out (15 s)" in admin', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { events, switchMode } = mount(beansOnly(), 'run');
      sandbox.faults.set({ match: PRODUCTS_PATH, timeout: true });
      act(() => list('catalogue', 'beans').querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PRODUCTS_LOAD_TIMEOUT_MS - 1);
      });
      expect(events.load).toEqual([]);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(events.load.map((event) => event.outcome)).toEqual(['failed']);
      expect(failureNotice()).toBeNull();
      switchMode('admin');
      expect(failureNotice()?.textContent).toBe('Loading page 2 of “Coffee beans” failed: the request timed out (15 s)');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a malformed answer names the list of a product-list section by the section title', async () => {
    const page = smallPage({ title: 'Picked for you', params: { navigation: { type: 'button', max_count: 2 } }, settings: { source: 'products', productIds: ['1', '2', '3'] } });
    const { events, switchMode } = mount(page, 'run');
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 200, body: { status: true, items: [] } });
    await actUntil(
      () => section('shop').querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click(),
      () => expect(events.load).toHaveLength(1),
    );
    switchMode('admin');
    expect(section('shop').querySelector('[data-load-failed]')?.textContent).toBe('Loading page 2 of “Picked for you” failed: the answer was not a valid products list');
  });
});

describe('PRODUCTS for visitors: more loading cases (spec 000 §4)', () => {
  it('load-more asks for the next page even when a product of the published page was left out (spec 000 §4 "appends the next page")', async () => {
    // The builder published 9 products of "beans"; one of them is broken, so the grid shows 8.
    const page = beansOnly() as { sections: { categories: { products: unknown[] }[] }[] };
    page.sections[0]!.categories[0]!.products[3] = 'a broken product';
    const { events } = mount(page, 'run');
    const beans = list('catalogue', 'beans');
    expect(cardsIn(beans)).toHaveLength(8);
    await actUntil(
      () => beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(new URL(productsRequests()[0]!.url, ORIGIN).searchParams.get('page')).toBe('2');
    expect(names(beans).slice(8)).toEqual(titles('beans', 9, 18));
  });

  it('a category published without products loads its first page once near the screen, in run mode only (spec 000 §4, §6)', async () => {
    const page = {
      settings: { projectId: 'harbor-coffee', language: 'en', country: 'US' },
      sections: [{ id: 'late', type: 'PRODUCTS', categories_enabled: false, settings: { style_card: { media: { slider: false } } }, categories: [{ id: 'beans', name: 'Beans', count: 299 }] }],
    };
    const admin = mount(page, 'admin', 'browser');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(admin.fetched).not.toHaveBeenCalled();
    expect(cardsIn(list('late', 'beans'))).toEqual([]);
    act(() => root.unmount());
    root = createRoot(host);

    const { events } = mount(page, 'run', 'browser');
    await act(async () => {
      await vi.waitFor(() => expect(cardsIn(list('late', 'beans'))).toHaveLength(9), WAIT);
    });
    expect(names(list('late', 'beans'))).toEqual(titles('beans', 0, 9));
    expect(events.load).toEqual([{ sectionId: 'late', categoryId: 'beans', page: 1, mode: 'replace', outcome: 'loaded' }]);
    expect(productsRequests()).toHaveLength(1);
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('PRODUCTS: a first page that brings nothing', () => {
  const latePage = {
    settings: { projectId: 'harbor-coffee', language: 'en', country: 'US' },
    sections: [{ id: 'late', type: 'PRODUCTS', categories_enabled: false, categories: [{ id: 'beans', name: 'Beans', count: 5, products: [] }] }],
  };

  it('is asked for once: an answer without readable products does not start another load', async () => {
    server.use(http.get(`*${PRODUCTS_PATH}`, () => HttpResponse.json({ status: true, products: [{ title: 'no id' }], total: 5 })));
    const { fetched } = mount(latePage, 'run', 'browser');
    await act(async () => {
      await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1), WAIT);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('after a failed first page, the button asks for page 1 again, not page 2', async () => {
    server.use(http.get(`*${PRODUCTS_PATH}`, () => HttpResponse.json({ status: false, error: 'down' }, { status: 500 }), { once: true }));
    const { fetched } = mount(latePage, 'run', 'browser');
    await act(async () => {
      await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1), WAIT);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(fetched).toHaveBeenCalledTimes(1);
    act(() => list('late', 'beans').querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click());
    await act(async () => {
      await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(2), WAIT);
    });
    expect(new URL(String(fetched.mock.calls[1]![0]), ORIGIN).searchParams.get('page')).toBe('1');
    await act(async () => {
      await vi.waitFor(() => expect(cardsIn(list('late', 'beans'))).toHaveLength(9), WAIT);
    });
  });
});

describe('PRODUCTS: the options modal (spec 000 §4 "the card\u2019s cart action is either cart or options modal")', () => {
  it('the modal cart action opens the options modal; adding from it fills the cart and closes it (spec 000 §4)', () => {
    const { stores, events } = mount(shopCatalogue({ sections: ['gear'] }), 'run');
    const gear = list('gear', 'gear');
    const kettle = card(gear, '308');
    expect(buttonOf(kettle).textContent).toBe('Choose options');
    act(() => buttonOf(kettle).click());
    const dialog = section('gear').querySelector<HTMLDialogElement>('dialog.rt-options-modal');
    expect(dialog?.querySelector('.rt-options-modal__title')?.textContent).toBe('Harbor Gooseneck Kettle');
    expect(stores.cart.getState().items).toEqual([]);
    // The modal shares the card's selection: choosing here changes the card too.
    act(() => dialog!.querySelector<HTMLInputElement>('[data-option="capacity"] input[value="capacity:l12"]')!.click());
    expect(dialog!.querySelector('.rt-card__price-now')?.textContent).toBe('$68');
    expect(priceOf(kettle)).toBe('$68');
    act(() => dialog!.querySelector<HTMLButtonElement>('.rt-options-modal__add')!.click());
    expect(stores.cart.getState().items.map((item) => [item.id, item.count])).toEqual([['308:308-7', 1]]);
    expect(section('gear').querySelector('dialog.rt-options-modal')).toBeNull();
    expect(events.cart).toEqual([
      { sectionId: 'gear', productId: '308', variantId: '308-1', action: 'modal', applied: false },
      { sectionId: 'gear', productId: '308', variantId: '308-7', action: 'modal', applied: true },
    ]);
  });

  it('in admin the modal opens but adding from it leaves the cart empty (policy catalogueCartActions)', () => {
    const { stores, events } = mount(shopCatalogue({ sections: ['gear'] }), 'admin');
    act(() => buttonOf(card(list('gear', 'gear'), '308')).click());
    const dialog = section('gear').querySelector<HTMLDialogElement>('dialog.rt-options-modal')!;
    act(() => dialog.querySelector<HTMLButtonElement>('.rt-options-modal__add')!.click());
    expect(stores.cart.getState().items).toEqual([]);
    expect(events.cart.at(-1)).toEqual({ sectionId: 'gear', productId: '308', variantId: '308-1', action: 'modal', applied: false });
    act(() => dialog.querySelector<HTMLButtonElement>('.rt-options-modal__close')!.click());
    expect(section('gear').querySelector('dialog.rt-options-modal')).toBeNull();
  });
});

describe('PRODUCTS: prices in the page currency (format.ts: currency from the page, else from the country)', () => {
  it('uses the page currency, else the country\u2019s, and shows cents only when there are any', () => {
    const priced = (settings: Json) => {
      const page = smallPage({ categories: [{ id: 'treats' }] }) as { settings: Json };
      return { ...page, settings: { ...page.settings, ...settings } };
    };
    mount(priced({ country: 'DE' }), 'run');
    expect(priceOf(card(section('shop'), '17'))).toBe('€3.50');
    expect(priceOf(card(section('shop'), '16'))).toBe('€16');
    act(() => root.unmount());
    root = createRoot(host);
    mount(priced({ country: 'DE', currency: 'GBP' }), 'run');
    expect(priceOf(card(section('shop'), '17'))).toBe('£3.50');
  });
});

describe('PRODUCTS: bad product data (spec 000 §8; catalogue/product.ts repairs and reports)', () => {
  const good = productAnswer(TEST_SEED.products[4]!);
  const priceless = { ...productAnswer(TEST_SEED.products[5]!), variants: [{ ...productAnswer(TEST_SEED.products[5]!).variants[0]!, price: 'abc' }] };
  const page = () => smallPage({ categories: [{ id: 'beans', name: 'Beans', products: [good, priceless, 'not a product', 42] }] });

  it('admin shows the problems notice; the good cards still render (spec 000 §8)', () => {
    const { log } = mount(page(), 'admin');
    const notice = section('shop').querySelector('.rt-catalogue__problems');
    expect(notice?.querySelector('summary')?.textContent).toBe('3 product data problems; see the console');
    expect([...notice!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      expect.stringContaining('#6: variant "6-1" has an unreadable price "abc"'),
      'a product that is not an object was left out',
      'a product that is not an object was left out',
    ]);
    expect(names(section('shop'))).toEqual(['Sumatra Mandheling', 'Lighthouse Decaf']);
    expect(log.warn).toHaveBeenCalledWith('section shop: 3 problems in the product data', expect.any(Array));
  });

  it('run mode shows no notice and renders the good cards; an unreadable price reads "Price on request" (spec 000 §8)', () => {
    const { log } = mount(page(), 'run');
    expect(section('shop').querySelector('.rt-catalogue__problems')).toBeNull();
    expect(section('shop').querySelector('[role="note"]')).toBeNull();
    const shown = section('shop');
    expect(names(shown)).toEqual(['Sumatra Mandheling', 'Lighthouse Decaf']);
    expect(priceOf(card(shown, '5'))).toBe('$18');
    expect(priceOf(card(shown, '6'))).toBe('Price on request');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
