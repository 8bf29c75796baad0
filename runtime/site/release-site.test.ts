/** @vitest-environment jsdom */
// A host that shows another page in a site's place (the harness's frame) lets the old site go:
// nothing of it runs on, and nothing of it writes the storage the new site reads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserServices } from '../core/services';
import type { CartItemData } from '../cart/cart-item';
import { CART_STORAGE_KEY, cartStoreOf, REMOVAL_DELAY_MS } from '../cart/cart-store';
import { cartItem, quietLog } from '../cart/cart-item.test-support';
import { promoStoreOf } from '../checkout/promo-store';
import { createSiteStores, releaseSite } from './site-stores';

/** `count` of the product and variant its id (`product:variant`) names, at 10. */
const line = (id: string, count: number) => cartItem({ id, productId: id.split(':')[0]!, variantId: id.split(':')[1]!, count, price: 10, orderPrice: 10, title: id, vendorCode: '' });
const storedIds = () => (JSON.parse(window.localStorage.getItem(`site:old:${CART_STORAGE_KEY}`) ?? '{"items":[]}') as { items: CartItemData[] }).items.map((item) => item.id);

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('releaseSite', () => {
  it('stops the old site’s visibility tracker and its shop stores’ timers: a removal it had pending writes nothing after', () => {
    vi.useFakeTimers();
    const services = createBrowserServices(window, 'old', { log: quietLog });
    const stores = createSiteStores(services.storage, services.clock);
    const cart = cartStoreOf(stores);
    cart.getState().add(line('mug:v1', 1));
    cart.getState().add(line('cup:v1', 1));
    // The visitor set the mug to 0: it goes in 5 s, unless the site goes first.
    cart.getState().setCount('mug:v1', 0);
    promoStoreOf(stores);
    const disconnect = vi.spyOn(services.visibility!, 'disconnect');
    // The new site, on the same storage, empties the cart meanwhile.
    releaseSite(services, stores);
    window.localStorage.setItem(`site:old:${CART_STORAGE_KEY}`, JSON.stringify({ items: [] }));
    vi.advanceTimersByTime(REMOVAL_DELAY_MS);
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(storedIds()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
