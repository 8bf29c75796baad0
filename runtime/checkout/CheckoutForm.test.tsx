// @vitest-environment jsdom
/**
 * The checkout in the cart, as a visitor meets it (spec 001 §3, §5; spec 002 §3–§5): a run-mode
 * site with a CART widget that has an order form, the shop's shipping methods, and a fake backend
 * that answers the countries and states and accepts every order. What the rules (address.ts,
 * shipping.ts) and the shipping store decide, seen through the picker, the address fields and the
 * order that goes.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import type { Widget } from '../page/page-schema';
import { createRequest } from '../platform/request';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { DEFAULT_REGISTRY } from '../site/registry';
import { CartWidget, preloadCartOverlay } from '../cart/CartWidget';
import { cartStoreOf } from '../cart/cart-store';
import type { CartItemData } from '../cart/cart-item';
import { readSavedShipping, SHIPPING_STORAGE_KEY } from './shipping-store';

const item = (o: Partial<CartItemData> = {}): CartItemData => ({ id: 'p1:v1', type: 'product', productId: 'p1', variantId: 'v1', count: 1, price: 12, orderPrice: 12, title: 'Harbor Mug', img: null, quantity: 50, vendorCode: 'MUG-1', optionsInfo: [], hidden: false, ...o });
// The widget itself, not its lazy chunk, so that nothing suspends in these tests.
const registry = { ...DEFAULT_REGISTRY, widgets: { ...DEFAULT_REGISTRY.widgets, CART: { component: ({ widget }: { widget: Widget }) => <CartWidget widget={widget} loadProducts={null} />, implemented: true } } };
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

const METADATA = {
  status: true,
  country: [
    { value: 'US', title: 'United States' },
    { value: 'DE', title: 'Germany' },
    { value: 'RU', title: 'Russia' },
  ],
  state: [
    { value: 'OR', title: 'Oregon' },
    { value: 'WA', title: 'Washington' },
  ],
};

/** The cart open on one Harbor Mug ($12), its order form (a required Name) and these shipping methods. */
async function mountCart(shipping: unknown[], country = 'US') {
  const sent: Record<string, unknown>[] = [];
  const request = createRequest({
    fetch: (_url, init) => {
      // GET: the countries and states; anything else is the order, accepted.
      if ((init?.method ?? 'GET') === 'GET') return Promise.resolve(new Response(JSON.stringify(METADATA), { status: 200 }));
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return Promise.resolve(new Response(JSON.stringify({ lead_id: 5, pay: [] }), { status: 200 }));
    },
    navigate: () => undefined,
  });
  const backend = createMemoryBackend();
  const services: RuntimeServices = createDetachedServices({ request, storage: createStorage('t:', backend) });
  const stores = createSiteStores(services.storage);
  const page = loadPage({
    settings: { country, ecommerce: { shipping } },
    sections: [],
    widgets: [{ id: 'cart', type: 'CART', data: { order: { formId: 9, groupId: 'orders', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }] } } }],
  }) as LoadedPage;
  render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} registry={registry} />);
  const cart = cartStoreOf(stores);
  act(() => void cart.getState().add(item()));
  act(() => cart.getState().openCart('button'));
  // form01's code and the order form come in a few turns.
  for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
  await settle();
  const saved = () => readSavedShipping(JSON.parse(backend.getItem(`t:${SHIPPING_STORAGE_KEY}`) ?? 'null'));
  return { sent, cart, saved };
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const send = async () => {
  fireEvent.click(screen.getByRole('button', { name: /Send/ }));
  await settle();
  await settle();
};

beforeAll(async () => {
  // jsdom has no CSS.escape (every browser does): the shipping list finds its active method with it.
  (globalThis as { CSS?: unknown }).CSS ??= { escape: (text: string) => text };
  await preloadCartOverlay();
  await import('../forms');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const need = { show: true, required: true };
const COURIER = { id: 'courier', title: 'Courier', type: 'delivery', price: { current: 5 }, addressFieldsConfig: { city: need, zipCode: need } };

describe('a submit the address blocks (spec 002 §5 "A required field left empty gives the message required")', () => {
  it('marks every empty required field, each with its message linked, and focuses the first', async () => {
    const { sent } = await mountCart([COURIER]);
    type(/Street/, '1 Dock Rd');
    type('Name', 'Ann');
    // Before any submit, a field not yet left shows nothing.
    expect(screen.getByLabelText(/City/).getAttribute('aria-invalid')).toBeNull();
    await send();
    expect(sent).toHaveLength(0);
    for (const label of [/City/, /Postal code/]) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please fill in this field');
    }
    expect(screen.getByLabelText(/Street/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/City/));
    // Filled in, the address lets the order go.
    type(/City/, 'Portland');
    type(/Postal code/, '97205');
    expect(screen.getByLabelText(/City/).getAttribute('aria-invalid')).toBeNull();
    await send();
    expect(sent).toHaveLength(1);
  });
});

describe('the method shown as chosen', () => {
  it('stays chosen when the cart grows and a method before it is no longer blocked (spec 001 §5)', async () => {
    const { cart } = await mountCart([
      { id: 'express', title: 'Express', type: 'delivery', price: { current: 19, minTotal: 30 } },
      { id: 'post', title: 'Post', type: 'delivery', price: { current: 5 } },
    ]);
    const post = () => screen.getByRole('radio', { name: /Post/ }) as HTMLInputElement;
    expect(post().checked).toBe(true);
    expect(document.querySelector('[data-cart-delivery]')?.textContent).toBe('$5.00');
    act(() => void cart.getState().add(item({ id: 'p2:v2', productId: 'p2', variantId: 'v2', title: 'Kettle', price: 40, orderPrice: 40 })));
    await settle();
    expect((screen.getByRole('radio', { name: /Express/ }) as HTMLInputElement).disabled).toBe(false);
    expect(post().checked).toBe(true);
    expect(document.querySelector('[data-cart-delivery]')?.textContent).toBe('$5.00');
  });
});

describe('after the order is accepted (spec 002 §4 "After a successful send the form resets")', () => {
  it('the delivery address is gone from the site storage; the chosen method stays', async () => {
    const { sent, saved } = await mountCart([{ id: 'courier', title: 'Courier', type: 'delivery', price: { current: 5 } }]);
    type(/Street/, '12 Harbor St, apt 4');
    type('Name', 'Ann');
    expect(saved().address).toEqual({ addressLine1: '12 Harbor St, apt 4' });
    await send();
    expect(sent).toHaveLength(1);
    expect(document.querySelector('[data-order-placed]')).not.toBeNull();
    expect(saved()).toEqual({ choice: { type: 'delivery', methods: { delivery: 'courier' } }, address: {} });
  });
});

describe('a country kept from another international method (spec 002 §5 "State shows only for the US")', () => {
  it('reads as none chosen where the method does not ship to it: region, not state, and no country line', async () => {
    const area = { state: need, region: need };
    await mountCart(
      [
        { id: 'world', title: 'World post', type: 'delivery', isInternationalDelivery: true, addressFieldsConfig: area },
        { id: 'eu', title: 'EU courier', type: 'delivery', isInternationalDelivery: true, availableCountry: ['DE'], addressFieldsConfig: area },
      ],
      'RU',
    );
    type(/Country/, 'US');
    type(/Street/, '1 Dock Rd');
    await settle();
    expect(document.querySelector('[data-field="state"]')).not.toBeNull();
    expect(document.querySelector('[data-address-preview]')?.textContent).toContain('United States');
    fireEvent.click(screen.getByRole('radio', { name: /EU courier/ }));
    await settle();
    expect((screen.getByLabelText(/Country/) as HTMLSelectElement).value).toBe('');
    expect(document.querySelector('[data-field="state"]')).toBeNull();
    expect(document.querySelector('[data-field="region"]')).not.toBeNull();
    expect(document.querySelector('[data-address-preview]')?.textContent).not.toContain('United States');
  });
});

describe('a pickup order (spec 001 §3 "shipping[address][...] (for pickup)")', () => {
  it('sends the pickup address as the parts spec 001 §3 names, those given, the country the site’s', async () => {
    const { sent } = await mountCart([{ id: 'store', title: 'Harbor store', type: 'pickup', address: { addressLine1: '1 Dock Rd', city: 'Portland', region: 'Oregon', zipCode: '97205' } }]);
    type('Name', 'Ann');
    await send();
    expect(sent).toHaveLength(1);
    const address = (sent[0]!.advanced as { name: string; value: string }[]).filter((field) => field.name.startsWith('shipping[address]')).map((field) => [field.name, field.value]);
    expect(address).toEqual([
      ['shipping[address][addressLine1]', '1 Dock Rd'],
      ['shipping[address][country]', 'US'],
      ['shipping[address][region]', 'Oregon'],
      ['shipping[address][city]', 'Portland'],
      ['shipping[address][zipCode]', '97205'],
    ]);
  });
});
