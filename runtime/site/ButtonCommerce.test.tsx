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
    const { stores, navigate, click } = mount('admin');
    click('open');
    click('add');
    click('see');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cartStoreOf(stores).getState().items).toEqual([]);
    expect(cartStoreOf(stores).getState().open.kind).toBe('closed');
    expect(navigate).not.toHaveBeenCalled();
  });
});
