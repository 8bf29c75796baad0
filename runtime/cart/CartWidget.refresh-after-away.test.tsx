// @vitest-environment jsdom
/**
 * An open cart's refresh (spec 001 §4: "refreshes product data; the refresh repeats every 20
 * minutes (1,200,000 ms)") when the page was away: the interval's timer stands still while a laptop
 * sleeps (Chrome on macOS and Linux) and runs late in a hidden tab, while the wall clock goes on;
 * and a refresh that failed with the connection down need not wait 20 minutes once the browser is
 * back online. The rules are refresh.ts's (refresh.test.ts); here, the widget's wiring to the page.
 */
import { act, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createDetachedServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import type { Widget } from '../page/page-schema';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { DEFAULT_REGISTRY } from '../site/registry';
import { eachCartSiteTestOnFakeTimers, settle } from '../site/cart-site.test-support';
import { cartStoreOf } from './cart-store';
import { cartItem, quietLog } from './cart-item.test-support';
import { CartWidget } from './CartWidget';
import { CART_REFRESH_INTERVAL_MS, type CartProductsLoader } from './refresh';

eachCartSiteTestOnFakeTimers();
afterEach(() => {
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete (document as { hidden?: unknown }).hidden;
});

const NIGHT_MS = 8 * 60 * 60 * 1000;

function openCart(loadProducts: CartProductsLoader) {
  const services = createDetachedServices({ storage: createStorage('t:', createMemoryBackend()), log: quietLog });
  const stores = createSiteStores(services.storage);
  const registry = { ...DEFAULT_REGISTRY, widgets: { ...DEFAULT_REGISTRY.widgets, CART: { component: ({ widget }: { widget: Widget }) => <CartWidget widget={widget} loadProducts={loadProducts} />, implemented: true } } };
  const page = loadPage({ settings: { country: 'US', ecommerce: {} }, sections: [], widgets: [{ id: 'cart', type: 'CART', data: { button: 'always' } }] }) as LoadedPage;
  render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} registry={registry} />);
  const cart = cartStoreOf(stores);
  act(() => void cart.getState().add(cartItem({ quantity: 5 })));
  act(() => cart.getState().openCart('button'));
  return cart;
}

const settled = async () => {
  for (let i = 0; i < 10; i++) await settle();
};

const setTabHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

const fresh: CartProductsLoader = async () => (line) => ({ price: line.price, title: line.title, img: line.img, quantity: line.quantity, vendorCode: line.vendorCode, optionsInfo: line.optionsInfo, hidden: false });

it('an open cart shown again after a sleep longer than 20 minutes refreshes its lines then, not when the interval’s remaining minutes have run', async () => {
  const loads = vi.fn(fresh);
  openCart(loads);
  await settled();
  expect(loads).toHaveBeenCalledTimes(1);
  await act(async () => void (await vi.advanceTimersByTimeAsync(CART_REFRESH_INTERVAL_MS / 2)));
  // The lid closes: the page is hidden, the wall clock runs on through the night, the timers do not.
  act(() => setTabHidden(true));
  vi.setSystemTime(Date.now() + NIGHT_MS);
  // The lid opens: the page is shown again.
  act(() => setTabHidden(false));
  await settled();
  expect(loads).toHaveBeenCalledTimes(2);
});

it('a closed cart is not refreshed when the page is shown again, however long it was away', async () => {
  const loads = vi.fn(fresh);
  const cart = openCart(loads);
  await settled();
  act(() => cart.getState().closeCart());
  act(() => setTabHidden(true));
  vi.setSystemTime(Date.now() + NIGHT_MS);
  act(() => setTabHidden(false));
  act(() => void window.dispatchEvent(new Event('online')));
  await settled();
  expect(loads).toHaveBeenCalledTimes(1);
});

it('a refresh that failed while offline is tried again when the browser is back online, not 20 minutes later', async () => {
  const loads = vi.fn<CartProductsLoader>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(fresh);
  const cart = openCart(loads);
  await settled();
  expect(loads).toHaveBeenCalledTimes(1);
  expect(cart.getState().notices).toContainEqual({ kind: 'refresh-failed' });
  await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
  act(() => void window.dispatchEvent(new Event('online')));
  await settled();
  expect(loads).toHaveBeenCalledTimes(2);
});
