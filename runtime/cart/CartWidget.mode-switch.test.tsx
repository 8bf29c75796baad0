// @vitest-environment jsdom
/** The cart across a mode switch of the same tree (DESIGN §4): admin removes no line (spec 001 §6). */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Mode } from '../core/policies';
import { createDetachedServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import type { Widget } from '../page/page-schema';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { DEFAULT_REGISTRY } from '../site/registry';
import { CartWidget, preloadCartOverlay } from './CartWidget';
import { cartStoreOf, REMOVAL_DELAY_MS } from './cart-store';

const registry = { ...DEFAULT_REGISTRY, widgets: { ...DEFAULT_REGISTRY.widgets, CART: { component: ({ widget }: { widget: Widget }) => <CartWidget widget={widget} loadProducts={null} />, implemented: true } } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeAll(async () => {
  await preloadCartOverlay();
});

it('a line set to 0 in preview is not removed once the owner switched to admin, nor by closing the cart there; back in preview its 5 s wait starts afresh (spec 001 §4, §6)', () => {
  const services = createDetachedServices({ storage: createStorage('t:', createMemoryBackend()) });
  const stores = createSiteStores(services.storage);
  const page = loadPage({ settings: { ecommerce: {} }, sections: [], widgets: [{ id: 'cart', type: 'CART', data: {} }] }) as LoadedPage;
  const site = (mode: Mode) => <Site page={page} mode={mode} viewport="desktop" services={services} stores={stores} registry={registry} />;
  const view = render(site('preview'));
  const cart = cartStoreOf(stores);
  act(() => void cart.getState().add({ id: 'p1:v1', type: 'product', productId: 'p1', variantId: 'v1', count: 2, price: 12, orderPrice: 12, title: 'Harbor Mug', img: null, quantity: 5, vendorCode: 'MUG-1', optionsInfo: [], hidden: false }));
  act(() => cart.getState().openCart('button'));
  act(() => void fireEvent.change(screen.getByLabelText('Quantity of Harbor Mug'), { target: { value: '0' } }));
  // The owner switches the same tree to admin (DESIGN §4: the cart survives the switch).
  view.rerender(site('admin'));
  act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
  // In admin removal is disabled: the line must still be there.
  expect(cart.getState().items).toHaveLength(1);
  act(() => cart.getState().closeCart());
  expect(cart.getState().items).toHaveLength(1);
  view.rerender(site('preview'));
  act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS - 1));
  expect(cart.getState().items).toHaveLength(1);
  act(() => vi.advanceTimersByTime(1));
  expect(cart.getState().items).toEqual([]);
});
