// @vitest-environment jsdom
/** How the PRODUCTS section loads for visitors: loading more, failures (and how admin shows them), more loading cases and a first page that brings nothing. */
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { categoryProducts, productAnswer } from '../../../sandbox/sandbox';
import { shopSeed } from '../../../scenarios/shop/seed';
import { LOAD_INTENT_FRESH_MS, LOAD_NEAR_SCREEN_FRESH_MS, PRODUCTS_LOAD_TIMEOUT_MS } from '../../catalogue';
import { PRODUCTS_PATH } from '../../platform/api-paths';
import { render } from '@testing-library/react';
import { ORIGIN, WAIT, actUntil, beansOnly, cardIds, cardsIn, host, list, mount, names, productsRequests, registry, remount, sandbox, scrolled, section, seedIds, server, shopCatalogue, smallPage, titles, type Json } from '../../../tests/support/products-section-fixture';
import { loadPage, type LoadedPage } from '../../page/parse-page';
import { createRequest } from '../../platform/request';
import { createDetachedServices } from '../../core/services';
import { createMemoryBackend, createStorage } from '../../platform/storage';
import { createSiteStores } from '../../site/site-stores';
import { Site } from '../../site/Site';
import { catalogueStoreOf } from '../../catalogue/catalogue-store';
import { useCardVariant } from '../../catalogue/card-hooks';

// Every product card calls useCardVariant once a render: counted, to see which cards a click renders.
vi.mock('../../catalogue/card-hooks', async (original) => {
  const hooks = await original<typeof import('../../catalogue/card-hooks')>();
  return { ...hooks, useCardVariant: vi.fn(hooks.useCardVariant) };
});
// Told when a transition is started (the first after a focus on the load-more button: the next
// page's render ahead, asked for once its answer is in): a test clicks in that moment, before it commits.
const transitionHook = vi.hoisted(() => ({ started: null as (() => void) | null }));
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>();
  return {
    ...react,
    startTransition(scope: () => void) {
      react.startTransition(scope);
      const started = transitionHook.started;
      transitionHook.started = null;
      started?.();
    },
  };
});

/**
 * Waits in short act scopes until `done`: React runs the transition that renders the next page's
 * cards ahead only when an act scope ends, so one scope waiting for them would wait in vain.
 */
async function untilRenderedAhead(done: () => boolean) {
  for (let tries = 0; tries < 500 && !done(); tries += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 2)));
}

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

  it('the next page is asked for as the visitor reaches for the button and its cards rendered ahead, hidden; the click shows those cards and sends no request (request-ahead.ts)', async () => {
    const { events } = mount(beansOnly(), 'run');
    const beans = list('catalogue', 'beans');
    const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
    act(() => more.focus()); // the keyboard's intent; the pointer's is its coming over or pressing
    await act(async () => {
      await vi.waitFor(() => expect(productsRequests()).toHaveLength(1), WAIT);
    });
    // Answered: the next page's cards are rendered ahead, hidden, after the shown ones.
    const ahead = () => [...beans.querySelectorAll<HTMLElement>('.rt-catalogue__page[hidden] article.rt-card')];
    await untilRenderedAhead(() => ahead().length === 9);
    const aheadCards = ahead();
    expect(aheadCards.map((node) => node.querySelector('.rt-card__name')?.textContent)).toEqual(titles('beans', 9, 18));
    expect(cardsIn(beans)).toHaveLength(9);
    expect(more.getAttribute('aria-busy')).toBeNull();
    act(() => more.dispatchEvent(new Event('pointerdown', { bubbles: true }))); // the same page: no second request
    vi.mocked(useCardVariant).mockClear();
    await actUntil(
      () => more.click(),
      () => expect(cardsIn(beans)).toHaveLength(18),
    );
    expect(names(beans)).toEqual(titles('beans', 0, 18));
    // The very nodes rendered ahead, now shown: their page only unhid, and no card rendered again,
    // neither in the click's frame nor as their images were let load after it.
    expect(cardsIn(beans).slice(9)).toEqual(aheadCards);
    expect(ahead()).toHaveLength(0);
    expect(useCardVariant).not.toHaveBeenCalled();
    expect(productsRequests()).toHaveLength(1);
    expect(events.load).toEqual([{ sectionId: 'catalogue', categoryId: 'beans', page: 2, mode: 'append', outcome: 'loaded' }]);
    // The next intent asks for page 3.
    act(() => more.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await act(async () => {
      await vi.waitFor(() => expect(productsRequests()).toHaveLength(2), WAIT);
    });
    expect(new URL(productsRequests()[1]!.url, ORIGIN).searchParams.get('page')).toBe('3');
  });

  it(`the next page is asked for as the load-more button nears the screen, once under each page shown, and is the click’s for ${LOAD_NEAR_SCREEN_FRESH_MS / 1000} s (request-ahead.ts)`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // While editing nothing loads, near the screen or not (policy catalogueLoads); a screenshot
      // or a crawler, which never clicks, asks for nothing ahead (policy captureRender).
      mount(beansOnly(), 'admin', 'browser');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(productsRequests()).toHaveLength(0);
      remount();
      mount(beansOnly(), 'run', 'browser', { screenshot: true });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(productsRequests()).toHaveLength(0);
      remount();

      // Browser services in jsdom: every part is near the screen, the button too.
      const { events } = mount(beansOnly(), 'run', 'browser');
      const beans = list('catalogue', 'beans');
      const more = () => beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(productsRequests().map((request) => new URL(request.url, ORIGIN).searchParams.get('page'))).toEqual(['2']);
      expect(cardsIn(beans)).toHaveLength(9);
      // Read for longer than an intent's request stays fresh: the click still takes this one.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(LOAD_INTENT_FRESH_MS + 1);
      });
      act(() => more().click());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(cardsIn(beans)).toHaveLength(18);
      // The button, near again under the page it now follows, asks for page 3; the click sent nothing.
      expect(productsRequests().map((request) => new URL(request.url, ORIGIN).searchParams.get('page'))).toEqual(['2', '3']);

      // A click after the request went stale sends its own.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(LOAD_NEAR_SCREEN_FRESH_MS);
      });
      act(() => more().click());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(cardsIn(beans)).toHaveLength(27);
      expect(productsRequests().map((request) => new URL(request.url, ORIGIN).searchParams.get('page')).slice(0, 3)).toEqual(['2', '3', '3']);
      expect(events.load.map(({ page, outcome }) => [page, outcome])).toEqual([
        [2, 'loaded'],
        [3, 'loaded'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a click that comes while the next page is still being rendered ahead does not wait for that render: its own shows the page, from the one request', async () => {
    mount(beansOnly(), 'run');
    const beans = list('catalogue', 'beans');
    const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
    // Which page groups had `hidden` taken off (a page rendered ahead, shown by the click), and which were added shown.
    const unhidden: Element[] = [];
    const observer = new MutationObserver((records) => unhidden.push(...records.filter((record) => record.oldValue === '').map((record) => record.target as Element)));
    observer.observe(beans, { subtree: true, attributes: true, attributeFilter: ['hidden'], attributeOldValue: true });
    // The click comes once the answer is in and its cards' render has been asked for, before it commits.
    let clicked = false;
    transitionHook.started = () =>
      queueMicrotask(() => {
        clicked = true;
        more.click();
      });
    try {
      act(() => more.focus());
      await untilRenderedAhead(() => cardsIn(beans).length === 18);
    } finally {
      transitionHook.started = null;
    }
    unhidden.push(...observer.takeRecords().filter((record) => record.oldValue === '').map((record) => record.target as Element));
    observer.disconnect();
    expect(clicked).toBe(true);
    expect(names(beans)).toEqual(titles('beans', 0, 18));
    // The page the click added was never a hidden one: the render ahead was let go, not waited for.
    expect(unhidden).toEqual([]);
    expect(beans.querySelectorAll('.rt-catalogue__page[hidden]')).toHaveLength(0);
    expect(productsRequests()).toHaveLength(1);
  });

  it(`a request sent on intent is the click’s for ${LOAD_INTENT_FRESH_MS / 1000} s: its failure is the click’s, and a later click sends its own`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { events, log } = mount(beansOnly(), 'run');
      sandbox.faults.set({ match: PRODUCTS_PATH, status: 500, times: 1 });
      const beans = list('catalogue', 'beans');
      const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
      act(() => more.focus());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      act(() => more.click());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(events.load.map((event) => event.outcome)).toEqual(['failed']);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('loading page 2 failed'), expect.anything());
      expect(productsRequests()).toHaveLength(1);

      // Asked for again on intent, clicked only after the request went stale: the click sends its own.
      act(() => more.dispatchEvent(new Event('pointerdown', { bubbles: true })));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(LOAD_INTENT_FRESH_MS);
      });
      expect(productsRequests()).toHaveLength(2);
      act(() => more.click());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(productsRequests()).toHaveLength(3);
      expect(events.load.map((event) => event.outcome)).toEqual(['failed', 'loaded']);
      expect(cardsIn(beans)).toHaveLength(18);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cards rendered ahead leave the page while the owner edits, and come back in preview', async () => {
    const { switchMode } = mount(beansOnly(), 'preview');
    const beans = list('catalogue', 'beans');
    const ahead = () => beans.querySelectorAll('.rt-catalogue__page[hidden] article.rt-card').length;
    act(() => beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.focus());
    await untilRenderedAhead(() => ahead() === 9);
    expect(ahead()).toBe(9);
    switchMode('admin');
    expect(ahead()).toBe(0);
    expect(cardsIn(beans)).toHaveLength(9);
    switchMode('preview');
    expect(ahead()).toBe(9);
    expect(productsRequests()).toHaveLength(1);
  });

  it('nothing is asked for on intent while editing (policy catalogueLoads)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      mount(beansOnly(), 'admin');
      const more = list('catalogue', 'beans').querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
      act(() => more.focus());
      act(() => more.dispatchEvent(new Event('pointerdown', { bubbles: true })));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(productsRequests()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
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

  it('load-more turned into pagination live (the same site re-rendered with the edited page), after two load-mores: the list starts again at page 1, one page under the bar (spec 000 §4 "Pagination replaces the page")', async () => {
    const beansAt = (type: 'button' | 'pagination') => {
      const page = structuredClone(beansOnly()) as { sections: Json[] };
      const catalogue = page.sections[0]!;
      catalogue.params = { ...((catalogue.params as Json | undefined) ?? {}), navigation: { type, max_count: 3 } };
      const loaded = loadPage(page);
      if (!loaded.ok) throw new Error('the page did not load');
      return loaded as LoadedPage;
    };
    const overrides = { log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, request: createRequest({ fetch: (input, init) => fetch(new URL(String(input), ORIGIN), init), navigate: () => undefined }), storage: createStorage('test:', createMemoryBackend()) };
    const services = createDetachedServices(overrides);
    const stores = createSiteStores(services.storage);
    const site = (page: LoadedPage) => <Site page={page} mode="preview" viewport="desktop" services={services} stores={stores} registry={registry} />;
    const view = render(site(beansAt('button')));
    const beans = () => view.container.querySelector<HTMLElement>('[data-catalogue="catalogue"] [data-category="beans"]')!;
    for (const shown of [6, 9]) {
      await actUntil(
        () => beans().querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click(),
        () => expect(cardsIn(beans())).toHaveLength(shown),
      );
    }
    view.rerender(site(beansAt('pagination')));
    expect(cardIds(beans())).toEqual(seedIds('beans', 0, 3));
    expect(beans().querySelector('[aria-current="page"]')?.textContent).toBe('1');
  });

  it('previous on the first page and next on the last are refused but keep the keyboard focus: the button just pressed is not dropped to the page body', async () => {
    mount(shopCatalogue({ sections: ['gear'] }), 'run');
    const gear = list('gear', 'gear');
    const step = (name: 'Previous page' | 'Next page') => gear.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
    expect(step('Previous page').getAttribute('aria-disabled')).toBe('true');
    expect(step('Next page').getAttribute('aria-disabled')).toBeNull();
    await actUntil(
      () => gear.querySelector<HTMLButtonElement>('button[aria-label="Page 2"]')!.click(),
      () => expect(gear.querySelector('[aria-current="page"]')?.textContent).toBe('2'),
    );
    const previous = step('Previous page');
    await actUntil(
      () => previous.click(),
      () => expect(gear.querySelector('[aria-current="page"]')?.textContent).toBe('1'),
    );
    // A disabled button cannot hold the focus (HTML's focus fixup moves it to the body).
    expect(previous.disabled).toBe(false);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    // Pressed at the first page: nothing is asked for, and the focus stays on it.
    previous.focus();
    const asked = productsRequests().length;
    act(() => previous.click());
    expect(productsRequests()).toHaveLength(asked);
    expect(previous.ownerDocument.activeElement).toBe(previous);
  });

  it('with the categories not shown as tabs, each list has its own pages, and turning one scrolls to that list, not to the section (spec 000 §4)', async () => {
    mount(smallPage({ categories_enabled: false, params: { navigation: { type: 'pagination', max_count: 3 } }, categories: [{ id: 'beans' }, { id: 'treats' }] }), 'run');
    const treats = list('shop', 'treats');
    expect(list('shop', 'beans').querySelector('.rt-pagination')).not.toBeNull();
    // Each bar is a navigation landmark of its own, named apart (axe: landmark-unique).
    const barNames = [...section('shop').querySelectorAll('nav.rt-pagination')].map((bar) => bar.getAttribute('aria-label'));
    expect(new Set(barNames).size).toBe(2);
    expect(barNames.every((name) => name?.startsWith('Pages of “'))).toBe(true);
    await actUntil(
      () => treats.querySelector<HTMLButtonElement>('button[aria-label="Page 2"]')!.click(),
      () => expect(treats.querySelector('[aria-current="page"]')?.textContent).toBe('2'),
    );
    expect(list('shop', 'beans').querySelector('[aria-current="page"]')?.textContent).toBe('1');
    expect(scrolled.mock.contexts).toEqual([treats]);
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
    expect(Object.values(catalogueStoreOf(stores).getState().lists).map((stored) => stored.status.kind)).toEqual(['shown']);
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
    expect(notice?.querySelector('summary')?.textContent).toBe('1 product data problem; see the console');
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

  it('load-more ends with the last page of the count, though a product of the published page was left out: no endless empty loads', async () => {
    // Ten beans in the shop, nine published, one of them broken: the grid shows 8, and page 2 brings the tenth.
    const page = beansOnly() as { sections: { categories: { count: number; products: unknown[] }[] }[] };
    const category = page.sections[0]!.categories[0]!;
    category.count = 10;
    category.products[3] = 'a broken product';
    const tenth = productAnswer(categoryProducts(shopSeed, 'beans')[9]!);
    server.use(http.get(`*${PRODUCTS_PATH}`, ({ request }) => HttpResponse.json({ status: true, products: new URL(request.url).searchParams.get('page') === '2' ? [tenth] : [], total: 10 })));
    const { events } = mount(page, 'run');
    const beans = list('catalogue', 'beans');
    await actUntil(
      () => beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(cardsIn(beans)).toHaveLength(9);
    // Both pages of ten are shown: nothing is left to load, so the button goes.
    expect(beans.querySelector('.rt-catalogue__more-button')).toBeNull();
  });

  it('a category published without products loads its first page once near the screen, in run mode only (spec 000 §4, §6)', async () => {
    const page = {
      settings: { projectId: 'harbor-coffee', language: 'en', country: 'US' },
      sections: [{ id: 'late', type: 'PRODUCTS', categories_enabled: false, settings: { style_card: { media: { slider: false } } }, categories: [{ id: 'beans', name: 'Beans', count: 299 }] }],
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const admin = mount(page, 'admin', 'browser');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(admin.fetched).not.toHaveBeenCalled();
      expect(cardsIn(list('late', 'beans'))).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    remount();

    const { events } = mount(page, 'run', 'browser');
    await act(async () => {
      await vi.waitFor(() => expect(cardsIn(list('late', 'beans'))).toHaveLength(9), WAIT);
    });
    expect(names(list('late', 'beans'))).toEqual(titles('beans', 0, 9));
    expect(events.load).toEqual([{ sectionId: 'late', categoryId: 'beans', page: 1, mode: 'replace', outcome: 'loaded' }]);
    // Page 1 once; then its load-more button, near the screen too, asks for page 2 ahead.
    await act(async () => {
      await vi.waitFor(() => expect(productsRequests()).toHaveLength(2), WAIT);
    });
    expect(productsRequests().map((request) => new URL(request.url, ORIGIN).searchParams.get('page'))).toEqual(['1', '2']);
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { fetched, events } = mount(latePage, 'run', 'browser');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      // Its load has ended; no other follows it.
      expect(events.load).toHaveLength(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(fetched).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a failed first page, the button asks for page 1 again, not page 2', async () => {
    server.use(http.get(`*${PRODUCTS_PATH}`, () => HttpResponse.json({ status: false, error: 'down' }, { status: 500 }), { once: true }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { fetched, events } = mount(latePage, 'run', 'browser');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      // Its load has failed; nothing is asked for again until the visitor presses the button.
      expect(events.load.map((event) => event.outcome)).toEqual(['failed']);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(fetched).toHaveBeenCalledTimes(1);
      act(() => list('late', 'beans').querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      // Page 1 again (then, its button near the screen, page 2 ahead).
      expect(fetched.mock.calls.map(([url]) => new URL(String(url), ORIGIN).searchParams.get('page'))).toEqual(['1', '1', '2']);
      expect(cardsIn(list('late', 'beans'))).toHaveLength(9);
    } finally {
      vi.useRealTimers();
    }
  });
});

