/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserServices } from '../core/services';
import type { CartItemData } from './cart-item';
import { CART_STORAGE_KEY, createCartStore } from './cart-store';
import { cartItem, quietLog } from './cart-item.test-support';

/** `count` of the product and variant its id (`product:variant`) names, at 10. */
const line = (id: string, count: number) => cartItem({ id, productId: id.split(':')[0]!, variantId: id.split(':')[1]!, count, price: 10, orderPrice: 10, title: id, vendorCode: '' });

afterEach(() => window.localStorage.clear());

describe('the cart of a page shown again from the back-forward cache', () => {
  it('takes in what another page of the site put in the cart while this one was in the cache, and its next change keeps it', () => {
    const services = createBrowserServices(window, 'bf', { log: quietLog });
    const cart = createCartStore(services.storage);
    cart.getState().add(line('mug:v1', 1));
    // The visitor follows a link to another page of the site, which adds a teapot (written to the
    // same storage). A page frozen in the back-forward cache gets no storage event for it.
    const stored = JSON.parse(window.localStorage.getItem(`site:bf:${CART_STORAGE_KEY}`)!) as { rev: number; revs: Record<string, number>; items: CartItemData[] };
    const other = { ...stored, rev: stored.rev + 1, revs: { ...stored.revs, 'teapot:v1': stored.rev + 1 }, items: [...stored.items, line('teapot:v1', 1)] };
    window.localStorage.setItem(`site:bf:${CART_STORAGE_KEY}`, JSON.stringify(other));
    // Back: the page is shown again from the cache.
    const event = new Event('pageshow') as Event & { persisted: boolean };
    Object.defineProperty(event, 'persisted', { value: true });
    window.dispatchEvent(event);
    expect(cart.getState().items.map((item) => item.id)).toEqual(['mug:v1', 'teapot:v1']);
    // And a change made here now does not write the teapot away.
    cart.getState().setCount('mug:v1', 2);
    const after = JSON.parse(window.localStorage.getItem(`site:bf:${CART_STORAGE_KEY}`)!) as { items: CartItemData[] };
    expect(after.items.map((item) => item.id)).toContain('teapot:v1');
    cart.getState().dispose();
  });
});
