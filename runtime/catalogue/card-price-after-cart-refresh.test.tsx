// @vitest-environment jsdom
// own process: its shop's product calls are answered, and what stores their products loads the server data checks (DOMPurify, safety/server-data-checks.ts) into the shared module graph, where load-products.sanitizer.test.ts must find them not loaded yet.
/**
 * A price the cart's refresh learned reaches the cards (spec 000 §7: the products call's answer,
 * "used … by an id list", is "added to the product store"; spec 001 §7: the select_products load
 * "refreshes cart product data"). The page was published with the mug at $10; the shop's server
 * now says $12. Once the cart's refresh has said so, the card shows $12, and one more "Add to cart"
 * on it keeps $12 in the line rather than putting the old price back without a word. On a
 * published shop, the card hydrates with the price the server wrote, and shows the new one after.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { renderToString } from 'react-dom/server';
import type { Root } from 'react-dom/client';
import { hydrateRecording } from '../site/hydration.test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDetachedServices, createSiteStores, preloadPageParts, Site } from '../index';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { CART_STORAGE_KEY, cartStoreOf } from '../cart/cart-store';
import type { RequestFunction } from '../platform/request';
import { normaliseProduct } from './product';
import { cartData } from './variants';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const PUBLISHED_PRICE = 10;
const SERVER_PRICE = 12;
const MUG = (price: number) => ({ id: 'mug', title: 'Mug', variants: [{ id: 'v1', price, quantity: -1 }] });

/** The mug's card, adding to the cart, and the page's cart. */
function shopPage(): LoadedPage {
  const loaded = loadPage(
    JSON.stringify({
      settings: { language: 'en', country: 'US', projectId: 'shop', pageId: 'shop' },
      sections: [
        {
          id: 'list',
          type: 'PRODUCTS',
          categories_enabled: false,
          categories: [{ id: 'all', name: 'All', count: 1, products: [MUG(PUBLISHED_PRICE)] }],
          settings: { style_card: { actions: { button: 'cart', cart: 'cart', buttonText: 'Add to cart' }, elements_list: ['name', 'price', 'button'] } },
        },
      ],
      widgets: [{ id: 'cart', type: 'CART', data: { button: 'always' } }],
    }),
  );
  if (!loaded.ok) throw new Error('the shop page did not load');
  return loaded;
}

/** The shop's server now: the mug at SERVER_PRICE. */
const serverNow: RequestFunction = async <T,>() => ({ products: [MUG(SERVER_PRICE)], total: 1 }) as T;

const addButton = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('article.rt-card button.rt-card__button')!;
const cardPrice = (container: HTMLElement) => container.querySelector('.rt-card__price-now')?.textContent;

let root: Root | null = null;
afterEach(() => {
  cleanup();
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("the cart's refresh and the cards agree on a price", () => {
  it('after the refresh found a new price, the card shows it, and one more add keeps it in the line', async () => {
    const page = shopPage();
    await preloadPageParts(page);
    const services = createDetachedServices({ storage: createStorage('t:', createMemoryBackend()), request: serverNow });
    const stores = createSiteStores(services.storage);
    const { container } = render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} />);
    const cart = cartStoreOf(stores);

    await waitFor(() => expect(addButton(container)).not.toBeNull());
    expect(cardPrice(container)).toBe('$10.00');
    act(() => addButton(container).click());
    await waitFor(() => expect(cart.getState().items).toHaveLength(1));

    // The visitor opens the cart: its refresh updates the line and says the price changed.
    act(() => cart.getState().openCart('button'));
    await waitFor(() => expect(cart.getState().items[0]?.price).toBe(SERVER_PRICE));
    expect(cart.getState().notices.filter((notice) => notice.kind === 'price')).toHaveLength(1);
    act(() => cart.getState().closeCart());

    expect(cardPrice(container)).toBe('$12.00');
    act(() => addButton(container).click());
    await waitFor(() => expect(cart.getState().items[0]?.count).toBe(2));
    expect(cart.getState().items[0]).toMatchObject({ price: SERVER_PRICE, orderPrice: PUBLISHED_PRICE });
  });

  it('a published shop whose cart refreshes as it hydrates (a #cart address) hydrates the price the server wrote, and shows the new one once the host hands over', async () => {
    const page = shopPage();
    await preloadPageParts(page);
    const serverServices = createDetachedServices();
    const html = renderToString(<Site page={page} mode="run" viewport="desktop" services={serverServices} stores={createSiteStores(serverServices.storage)} hydrating />);

    // The browser kept a mug at the published price: the cart's refresh asks for it.
    const storage = createStorage('t:', createMemoryBackend());
    const read = normaliseProduct(MUG(PUBLISHED_PRICE));
    if (!read.ok) throw new Error('the mug did not read');
    storage.set(CART_STORAGE_KEY, [cartData(read.product, read.product.variants[0]!)]);
    const services = createDetachedServices({ storage, request: serverNow });
    const stores = createSiteStores(storage);
    const cart = cartStoreOf(stores);
    const site = (hydrating: boolean) => <Site page={page} mode="run" viewport="desktop" services={services} stores={stores} hydrating={hydrating} />;
    const hydrated = await hydrateRecording(html, site(true));
    const { container, mismatches, hydrationErrors } = hydrated;
    root = hydrated.root;

    act(() => cart.getState().openCart('hash'));
    await waitFor(() => expect(cart.getState().items[0]?.price).toBe(SERVER_PRICE));
    // Still the server's HTML: the card keeps the price it was written with.
    expect(cardPrice(container)).toBe('$10.00');

    await act(() => startTransition(() => root!.render(site(false))));
    expect(cardPrice(container)).toBe('$12.00');
    expect(mismatches).toEqual([]);
    expect(hydrationErrors).toEqual([]);
  });
});
