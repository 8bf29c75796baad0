// @vitest-environment jsdom
/**
 * A published shop hydrated in a browser that kept a cart: the publishing server knows no
 * visitor's cart, so it wrote the cards with an empty one. The hydration must meet that very HTML
 * (React otherwise throws it away and renders the catalogue again on the client), and the kept
 * cart shows once the host hands over after hydrating (publish/hydrate-page.tsx), attributes too:
 * hydration does not patch them, a plain update does.
 */
import { act, startTransition } from 'react';
import { renderToString } from 'react-dom/server';
import type { Root } from 'react-dom/client';
import { hydrateRecording } from '../site/hydration.test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDetachedServices, createSiteStores, preloadPageParts, Site } from '../index';
import { oneProductShopPage } from './one-product-shop.test-support';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { CART_STORAGE_KEY } from '../cart/cart-store';
import { normaliseProduct } from './product';
import { cartData } from './variants';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** The mug's whole stock: a cart that holds it refuses another. */
const STOCK = 2;
const MUG = { id: 'mug', title: 'Mug', variants: [{ id: 'v1', price: 10, quantity: STOCK }] };

const shopPage = () => oneProductShopPage(MUG, ['name', 'price', 'button']);

function keptCart(count: number) {
  const storage = createStorage('test:', createMemoryBackend());
  const read = normaliseProduct(MUG);
  if (!read.ok) throw new Error('the mug did not read');
  if (count > 0) storage.set(CART_STORAGE_KEY, [cartData(read.product, read.product.variants[0]!, count)]);
  return storage;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Hydrates the server's HTML of the page in a browser that kept `inCart` mugs; `handOver` says it has hydrated. */
async function hydrateWithKeptCart(inCart: number) {
  const page = shopPage();
  await preloadPageParts(page);
  const serverServices = createDetachedServices();
  const html = renderToString(<Site page={page} mode="run" viewport="desktop" services={serverServices} stores={createSiteStores(serverServices.storage)} hydrating />);

  const storage = keptCart(inCart);
  const services = createDetachedServices({ storage });
  const stores = createSiteStores(storage);
  const site = (hydrating: boolean) => <Site page={page} mode="run" viewport="desktop" services={services} stores={stores} hydrating={hydrating} />;
  const hydrated = await hydrateRecording(html, site(true));
  const { container, mismatches, hydrationErrors } = hydrated;
  root = hydrated.root;
  const button = () => container.querySelector<HTMLButtonElement>('article.rt-card button.rt-card__button')!;
  const note = () => container.querySelector('.rt-card__in-cart')?.textContent ?? '';
  return {
    mismatches,
    hydrationErrors,
    button,
    note,
    // As the host does: a transition once hydrated.
    handOver: () => act(() => startTransition(() => root!.render(site(false)))),
  };
}

describe('a published shop hydrates the HTML the server wrote, whatever cart the browser kept', () => {
  it.each([0, 1, STOCK])('%i mugs kept: no mismatch, and the hydrated cards are the server’s', async (inCart) => {
    const { mismatches, hydrationErrors, button, note } = await hydrateWithKeptCart(inCart);
    expect(mismatches).toEqual([]);
    expect(hydrationErrors).toEqual([]);
    // The card as the server wrote it: nothing in the cart, the add allowed.
    expect(note()).toBe('');
    expect(button().getAttribute('aria-disabled')).toBeNull();
  });

  it('once the host hands over, the cards show the kept cart: its count, and the add refused when it holds the whole stock', async () => {
    const { mismatches, button, note, handOver } = await hydrateWithKeptCart(STOCK);
    await handOver();
    expect(note()).toBe(`In cart: ${STOCK}`);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(mismatches).toEqual([]);
  });

  it('a cart that holds part of the stock shows its count and leaves the add allowed', async () => {
    const { button, note, handOver } = await hydrateWithKeptCart(1);
    await handOver();
    expect(note()).toBe('In cart: 1');
    expect(button().getAttribute('aria-disabled')).toBeNull();
  });
});
