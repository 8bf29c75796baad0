/** @vitest-environment jsdom */
/**
 * The checkout's stores in a browser window's storage, as the cart's (cart-store.bfcache.test.ts):
 * a page shown again from the back-forward cache heard no storage event while it was frozen, and
 * another tab's write comes as the browser's storage event. Either way the page takes in what the
 * visitor chose, typed or applied on the other page, and its next change keeps it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { quietLog } from '../cart/cart-item.test-support';
import { createBrowserServices } from '../core/services';
import { createSampleCheckoutStores } from './checkout-stores';
import { appliedPromocode, createPromoStore, PROMOCODE_STORAGE_KEY } from './promo-store';
import type { Promocode } from './promotions';
import { createShippingStore, SHIPPING_STORAGE_KEY } from './shipping-store';

const SAVE10: Promocode = { id: 'p1', code: 'save10', discountType: 'percent', amount: 10, activeFrom: 0, deliveryFree: false, usageWithAnyDiscount: true, isActive: true, isAvailable: true };

afterEach(() => window.localStorage.clear());

/** Another page of site 'bf' in this browser: its own services over the same storage. */
const otherPage = () => createBrowserServices(window, 'bf', { log: quietLog }).storage;

/** The page is shown again from the back-forward cache. */
function backFromCache() {
  const event = new Event('pageshow') as Event & { persisted: boolean };
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
}

const storedAddress = () => (JSON.parse(window.localStorage.getItem(`site:bf:${SHIPPING_STORAGE_KEY}`)!) as { address: Record<string, string> }).address;

describe('checkout stores of a page shown again from the back-forward cache, or of another tab', () => {
  it('the delivery address typed on another page is shown here, and the next keystroke here does not write it away', () => {
    // This page's cart was opened once: its shipping store exists (nothing typed yet).
    const here = createShippingStore(createBrowserServices(window, 'bf', { log: quietLog }).storage);
    const there = createShippingStore(otherPage());
    there.getState().setAddress('addressLine1', '1 Dock Rd');
    there.getState().setAddress('city', 'Portland');
    backFromCache();
    expect(here.getState().address).toEqual({ addressLine1: '1 Dock Rd', city: 'Portland' });
    here.getState().setAddress('zipCode', '97205');
    expect(storedAddress()).toEqual({ addressLine1: '1 Dock Rd', city: 'Portland', zipCode: '97205' });
    here.getState().dispose();
    there.getState().dispose();
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

  it('another tab’s address comes as a storage event: taken in, and the next keystroke here keeps it', () => {
    const here = createShippingStore(createBrowserServices(window, 'bf', { log: quietLog }).storage);
    const key = `site:bf:${SHIPPING_STORAGE_KEY}`;
    const value = JSON.stringify({ version: 1, choice: { type: null, methods: {} }, address: { addressLine1: '1 Dock Rd', city: 'Portland' } });
    window.localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
    expect(here.getState().address).toEqual({ addressLine1: '1 Dock Rd', city: 'Portland' });
    here.getState().setAddress('zipCode', '97205');
    expect(storedAddress()).toEqual({ addressLine1: '1 Dock Rd', city: 'Portland', zipCode: '97205' });
    here.getState().dispose();
  });

  it('admin’s sample cart keeps its stores in memory: it neither takes in the site’s nor writes there (spec 001 §6)', async () => {
    const sample = createSampleCheckoutStores();
    sample.shipping.getState().setAddress('city', 'Sample City');
    const there = createShippingStore(otherPage());
    there.getState().setAddress('addressLine1', '1 Dock Rd');
    const promo = createPromoStore(otherPage());
    promo.getState().type('save10');
    await promo.getState().apply(async () => ({ kind: 'found', promocode: SAVE10 }), () => 50);
    backFromCache();
    expect(sample.shipping.getState().address).toEqual({ city: 'Sample City' });
    expect(sample.promotions.getState().status).toEqual({ kind: 'empty' });
    expect(storedAddress()).toEqual({ addressLine1: '1 Dock Rd' });
    there.getState().dispose();
    promo.getState().dispose();
  });
});
