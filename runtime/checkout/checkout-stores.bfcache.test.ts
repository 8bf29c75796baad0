/** @vitest-environment jsdom */
/**
 * The checkout's stores in a browser window's storage, as the cart's (cart-store.bfcache.test.ts):
 * a page shown again from the back-forward cache heard no storage event while it was frozen, and
 * another tab's write comes as the browser's storage event. Either way the page takes in what the
 * visitor chose or applied on the other page, and its next change keeps it. The typed address is
 * the tab's own (its session storage): another tab's is not taken in, but what another page of the
 * site in the same tab left there while this one was in the back-forward cache is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { quietLog } from '../cart/cart-item.test-support';
import { createBrowserServices } from '../core/services';
import { createSampleCheckoutStores } from './checkout-stores';
import { appliedPromocode, createPromoStore, PROMOCODE_STORAGE_KEY } from './promo-store';
import type { Promocode } from './promotions';
import { createShippingStore, SHIPPING_ADDRESS_KEY, SHIPPING_STORAGE_KEY } from './shipping-store';

const SAVE10: Promocode = { id: 'p1', code: 'save10', discountType: 'percent', amount: 10, activeFrom: 0, deliveryFree: false, usageWithAnyDiscount: true, isActive: true, isAvailable: true };

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** A page of site 'bf' in this browser: its own services over the window's storages. */
const sitePage = () => createBrowserServices(window, 'bf', { log: quietLog });
/** Another page of site 'bf' in this browser: its own services over the same storage. */
const otherPage = () => sitePage().storage;

/** The page is shown again from the back-forward cache. */
function backFromCache() {
  const event = new Event('pageshow') as Event & { persisted: boolean };
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
}

const storedChoice = () => (JSON.parse(window.localStorage.getItem(`site:bf:${SHIPPING_STORAGE_KEY}`)!) as { choice: unknown }).choice;

describe('checkout stores of a page shown again from the back-forward cache, or of another tab', () => {
  it('the shipping method chosen on another page is chosen here, and the next choice here does not write it away', () => {
    // This page's cart was opened once: its shipping store exists (nothing chosen yet).
    const here = createShippingStore(sitePage().storage);
    const there = createShippingStore(otherPage());
    there.getState().chooseMethod({ id: 'store', type: 'pickup' });
    backFromCache();
    expect(here.getState().choice).toEqual({ type: 'pickup', methods: { pickup: 'store' } });
    here.getState().chooseMethod({ id: 'courier', type: 'delivery' });
    expect(storedChoice()).toEqual({ type: 'delivery', methods: { pickup: 'store', delivery: 'courier' } });
    here.getState().dispose();
    there.getState().dispose();
  });

  it('the delivery address is kept in the tab’s session storage, never in its local storage, where it would outlive the visit', () => {
    const { storage, sessionStorage } = sitePage();
    const store = createShippingStore(storage, sessionStorage);
    store.getState().chooseMethod({ id: 'courier', type: 'delivery' });
    store.getState().setAddress('addressLine1', '1 Dock Rd');
    store.getState().setAddress('zipCode', '97205');
    expect(JSON.parse(window.sessionStorage.getItem(`site:bf:${SHIPPING_ADDRESS_KEY}`)!)).toEqual({ addressLine1: '1 Dock Rd', zipCode: '97205' });
    expect(Object.values(window.localStorage).join()).not.toMatch(/Dock|97205/);
    store.getState().dispose();
  });

  it('the address another page of the tab left (an order placed there emptied it) is taken in when this page is shown again, and its next keystroke does not write the old one back', () => {
    const here = sitePage();
    const store = createShippingStore(here.storage, here.sessionStorage);
    store.getState().setAddress('addressLine1', '1 Dock Rd');
    store.getState().setAddress('city', 'Portland');
    // Another page of the site in this tab (this one in the back-forward cache) placed the order.
    const there = sitePage();
    const other = createShippingStore(there.storage, there.sessionStorage);
    other.getState().clearAddress();
    expect(window.sessionStorage.getItem(`site:bf:${SHIPPING_ADDRESS_KEY}`)).toBeNull();
    backFromCache();
    expect(store.getState().address).toEqual({});
    store.getState().setAddress('zipCode', '97205');
    expect(JSON.parse(window.sessionStorage.getItem(`site:bf:${SHIPPING_ADDRESS_KEY}`)!)).toEqual({ zipCode: '97205' });
    store.getState().dispose();
    other.getState().dispose();
  });

  it('a promocode applied on another page is applied here too (the order goes with it)', async () => {
    const here = createPromoStore(createBrowserServices(window, 'bf', { log: quietLog }).storage);
    const there = createPromoStore(otherPage());
    there.getState().type('save10');
    await there.getState().apply(async () => ({ kind: 'found', promocode: SAVE10 }), () => 50);
    expect(window.localStorage.getItem(`site:bf:${PROMOCODE_STORAGE_KEY}`)).not.toBeNull();
    backFromCache();
    expect(appliedPromocode(here.getState())?.code).toBe('save10');
    here.getState().dispose();
    there.getState().dispose();
  });

  it('another tab’s choice comes as a storage event: taken in, and the next choice here keeps it', () => {
    const here = createShippingStore(sitePage().storage);
    const key = `site:bf:${SHIPPING_STORAGE_KEY}`;
    const value = JSON.stringify({ version: 1, choice: { type: 'pickup', methods: { pickup: 'store' } } });
    window.localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
    expect(here.getState().choice).toEqual({ type: 'pickup', methods: { pickup: 'store' } });
    here.getState().chooseMethod({ id: 'courier', type: 'delivery' });
    expect(storedChoice()).toEqual({ type: 'delivery', methods: { pickup: 'store', delivery: 'courier' } });
    here.getState().dispose();
  });

  it('admin’s sample cart keeps its stores in memory: it neither takes in the site’s nor writes there (spec 001 §6)', async () => {
    const sample = createSampleCheckoutStores();
    sample.shipping.getState().setAddress('city', 'Sample City');
    sample.shipping.getState().chooseMethod({ id: 'courier', type: 'delivery' });
    const there = createShippingStore(otherPage());
    there.getState().chooseMethod({ id: 'store', type: 'pickup' });
    const promo = createPromoStore(otherPage());
    promo.getState().type('save10');
    await promo.getState().apply(async () => ({ kind: 'found', promocode: SAVE10 }), () => 50);
    backFromCache();
    expect(sample.shipping.getState()).toMatchObject({ address: { city: 'Sample City' }, choice: { type: 'delivery', methods: { delivery: 'courier' } } });
    expect(sample.promotions.getState().status).toEqual({ kind: 'empty' });
    expect(storedChoice()).toEqual({ type: 'pickup', methods: { pickup: 'store' } });
    expect(window.sessionStorage.length).toBe(0);
    there.getState().dispose();
    promo.getState().dispose();
  });
});
