// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadStandardParts } from './registry';
import { productAnswer } from '../../sandbox/sandbox';
import { shopSeed } from '../../scenarios/shop/seed';
import { normaliseProduct } from '../catalogue/product';
import type { Mode } from '../core/policies';
import { createDetachedServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { Site } from './Site';
import { createSiteStores } from './site-stores';
import { cartStoreOf } from '../cart/cart-store';
import { catalogueStoreOf } from '../catalogue/catalogue-store';

afterEach(cleanup);

/** Longer than any step of a shop action (the parts' code is loaded ahead, below): on fake timers, no real wait. */
const ACTION_SETTLE_MS = 1000;
const button = (id: string, action: unknown) => ({ id, type: 'button01', data: { text: id, action } });
const page = loadPage({
  settings: { ecommerce: { allowPreorder: true } },
  sections: [{ id: 's', type: 'FREE', elements: [button('open', { type: 'cart' }), button('add', { type: 'cart', productId: '8' }), button('see', { type: 'product', productId: '8', blank: true }), button('sold', { type: 'cart', productId: '10' })] }],
}) as LoadedPage;

function mount(mode: Mode) {
  const navigate = vi.fn();
  const services = createDetachedServices({ navigate });
  const stores = createSiteStores();
  // The products the page's catalogue would have put in the store.
  for (const id of ['8', '10']) {
    const read = normaliseProduct(productAnswer(shopSeed.products.find((product) => product.id === id)!));
    if (read.ok) catalogueStoreOf(stores).getState().addProducts([read.product]);
  }
  const view = render(<Site page={page} mode={mode} viewport="desktop" services={services} stores={stores} />);
  const click = (id: string) => act(() => view.container.querySelector<HTMLElement>(`[data-element-id="${id}"] .rt-button`)!.click());
  return { stores, navigate, click };
}

// The standard blocks and elements load on demand (registry.ts); these tests render pages at once, as the harness frame does after its preload.
// The catalogue's code, which the buttons load on their first click, is transformed here once
// ahead (its first transform took over the waits' second on a busy machine); the load is still the buttons' own.
beforeAll(async () => {
  await Promise.all([preloadStandardParts(), import('../catalogue')]);
});

describe('button01 shop actions (spec 000 §2; issue 12.5)', () => {
  it('cart without a product opens the cart; with one it adds it through the card\'s path (preorder included); product follows its link', async () => {
    const { stores, navigate, click } = mount('run');
    click('open');
    // The cart's code loads with the first button that asks for it.
    await waitFor(() => expect(cartStoreOf(stores).getState().open).toEqual({ kind: 'open', source: 'button' }));
    click('add');
    await waitFor(() => expect(cartStoreOf(stores).getState().items.map((item) => item.id)).toEqual(['8:8-1']));
    // Product 10 is sold out: with preorders allowed it is added all the same.
    click('sold');
    await waitFor(() => expect(cartStoreOf(stores).getState().items).toHaveLength(2));
    click('see');
    const link = shopSeed.products.find((product) => product.id === '8')!.link;
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(link, { blank: true }));
  });

  it('admin only reports them: nothing added, opened or followed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { stores, navigate, click } = mount('admin');
      click('open');
      click('add');
      click('see');
      await act(() => vi.advanceTimersByTimeAsync(ACTION_SETTLE_MS));
      expect(cartStoreOf(stores).getState().items).toEqual([]);
      expect(cartStoreOf(stores).getState().open.kind).toBe('closed');
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('button01 shop actions that cannot take effect say why beside the button', () => {
  // A strict shop (no preorders), and a page with a project so an unknown product is asked for over the network.
  const strictPage = (projectId?: string) =>
    loadPage({
      settings: { ...(projectId ? { projectId } : {}) },
      sections: [{ id: 's', type: 'FREE', elements: [button('sold', { type: 'cart', productId: '10' }), button('gone', { type: 'cart', productId: 'missing' }), button('few', { type: 'cart', productId: '3' })] }],
    }) as LoadedPage;

  function mountStrict(projectId?: string) {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const services = createDetachedServices({ log });
    const stores = createSiteStores();
    for (const id of ['3', '10']) {
      const read = normaliseProduct(productAnswer(shopSeed.products.find((product) => product.id === id)!));
      if (read.ok) catalogueStoreOf(stores).getState().addProducts([read.product]);
    }
    const announced: string[] = [];
    services.events.on('site:announce', ({ text }) => announced.push(text));
    const view = render(<Site page={strictPage(projectId)} mode="run" viewport="desktop" services={services} stores={stores} />);
    const row = (id: string) => view.container.querySelector<HTMLElement>(`[data-element-id="${id}"]`)!;
    const click = (id: string) => act(() => row(id).querySelector<HTMLElement>('.rt-button')!.click());
    const refusalOf = (id: string) => row(id).querySelector('[data-button-refusal]');
    return { stores, log, announced, row, click, refusalOf };
  }

  it('a sold-out product in a shop without preorders: nothing is added, "Out of stock" shows under the button, describes it, and is announced', async () => {
    const { stores, announced, row, click, refusalOf } = mountStrict();
    click('sold');
    await waitFor(() => expect(refusalOf('sold')?.textContent).toBe('Out of stock'));
    expect(cartStoreOf(stores).getState().items).toEqual([]);
    const pressed = row('sold').querySelector('.rt-button')!;
    expect(pressed.getAttribute('aria-describedby')).toBe(refusalOf('sold')!.id);
    expect(announced).toEqual(['Out of stock']);
    // The next press starts afresh: the old reason goes, and comes back with the new answer.
    click('sold');
    expect(refusalOf('sold')).toBeNull();
    expect(pressed.hasAttribute('aria-describedby')).toBe(false);
    await waitFor(() => expect(refusalOf('sold')?.textContent).toBe('Out of stock'));
  });

  it('a product the site does not have: "no longer sold here"; one that could not load: "try again"; each under its own button', async () => {
    const noProject = mountStrict();
    noProject.click('gone');
    await waitFor(() => expect(noProject.refusalOf('gone')?.textContent).toBe('This product is no longer sold here'));
    expect(noProject.refusalOf('sold')).toBeNull();
    expect(noProject.log.warn).toHaveBeenCalledWith('button gone: product "missing" was not found');
    cleanup();
    // Detached services have no network: the product's request fails.
    const offline = mountStrict('project-1');
    offline.click('gone');
    await waitFor(() => expect(offline.refusalOf('gone')?.textContent).toBe('The product could not be loaded: please try again'));
    expect(offline.log.warn).toHaveBeenCalledWith('button gone: the product "missing" could not be loaded', expect.anything());
  });

  it('a product whose stock is all in the cart already says so', async () => {
    const { stores, click, refusalOf } = mountStrict();
    // Product 3 has one variant, 3 in stock.
    for (const count of [1, 2, 3]) {
      click('few');
      await waitFor(() => expect(cartStoreOf(stores).getState().items[0]?.count).toBe(count));
    }
    expect(refusalOf('few')).toBeNull();
    click('few');
    await waitFor(() => expect(refusalOf('few')?.textContent).toBe('Your cart already holds all there is in stock'));
    expect(cartStoreOf(stores).getState().items[0]?.count).toBe(3);
  });
});
