// @vitest-environment jsdom
/**
 * What a switch from run to preview renders again in an open cart with its checkout (issue 17: a
 * mode switch re-renders only the parts whose output changes; README §Rules: a part re-renders
 * only when a value it reads changes). Of the policies the cart and its checkout read, run and
 * preview differ in one: the cart button's visibility (cartButtonVisibility: the widget's setting
 * in run, always shown in preview). So the button, which reads it, renders again; the widget, the
 * overlay, its lines, the shipping picker, the address fields, the promotions and the order form
 * with its fields do not, and show the same as before.
 */
import { rendersAgainDuring, SITE_FRAME } from '../site/react-renders.test-support';
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Mode } from '../core/policies';
import { createDetachedServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { DISCOUNTS_PATH } from '../platform/api-paths';
import { createRequest } from '../platform/request';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { CART_REGISTRY, eachCartSiteTestOnFakeTimers, settle } from '../site/cart-site.test-support';
import { cartItem } from './cart-item.test-support';
import { cartStoreOf } from './cart-store';

const need = { show: true, required: true };
const SHIPPING = [
  { id: 'courier', title: 'Courier', type: 'delivery', price: { current: 5 }, addressFieldsConfig: { city: need, zipCode: need } },
  { id: 'shop', title: 'Pick up at the shop', type: 'pickup', price: { current: 0 } },
];
const FIELDS = [
  { id: 'name', type: 'text', name: 'Name', required: true },
  { id: 'email', type: 'email', name: 'Email' },
  { id: 'note', type: 'textarea', name: 'Note' },
];

/** The backend: a 10 % discount, the countries and states, and every order accepted. */
const request = createRequest({
  fetch: (url, init) => {
    if ((init?.method ?? 'GET') !== 'GET') return Promise.resolve(new Response(JSON.stringify({ lead_id: 5, pay: [] }), { status: 200 }));
    if (String(url).includes(DISCOUNTS_PATH)) return Promise.resolve(new Response(JSON.stringify({ status: true, discounts: [{ id: 'd10', discount_type: 'percent', discount_amount: 10, active_from: 0 }] }), { status: 200 }));
    return Promise.resolve(new Response(JSON.stringify({ status: true, country: [{ value: 'US', title: 'United States' }], state: [] }), { status: 200 }));
  },
  navigate: () => undefined,
});

/** A run-mode site whose cart is open on two lines, with its shipping, promotions and order form. */
async function openCart() {
  const services = createDetachedServices({ request, storage: createStorage('t:', createMemoryBackend()) });
  const stores = createSiteStores(services.storage);
  const page = loadPage({
    settings: { projectId: 'shop1', country: 'US', ecommerce: { shipping: SHIPPING } },
    sections: [],
    widgets: [{ id: 'cart', type: 'CART', data: { order: { formId: 9, groupId: 'orders', fields: FIELDS } } }],
  }) as LoadedPage;
  const site = (mode: Mode) => <Site page={page} mode={mode} viewport="desktop" services={services} stores={stores} registry={CART_REGISTRY} />;
  const view = render(site('run'));
  const cart = cartStoreOf(stores);
  act(() => void cart.getState().add(cartItem()));
  act(() => void cart.getState().add(cartItem({ id: 'p2:v1', productId: 'p2', title: 'Tide Bowl', price: 20, orderPrice: 20 })));
  act(() => cart.getState().openCart('button'));
  // form01's code and the order form come in a few turns.
  for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
  await settle();
  return { switchTo: (mode: Mode) => rendersAgainDuring(() => act(() => view.rerender(site(mode)))) };
}

/** What the open cart shows: the widget's markup, the button and the overlay with everything in it. */
const shown = () => document.querySelector('[data-widget-id="cart"]')?.innerHTML;

eachCartSiteTestOnFakeTimers();

/** The parts that read cartButtonVisibility, the one policy of the cart's that run and preview set apart. */
const READS_A_CHANGED_POLICY = ['CartButton'];

describe('a switch from run to preview with the cart open on its order form', () => {
  it('renders again only the cart button (it reads cartButtonVisibility): not the overlay, its lines, shipping, promotions, the order form or its fields', async () => {
    const { switchTo } = await openCart();
    // Everything is there to be rendered again: two lines, the shipping picker, the address, the promocode, the discount and the form's fields.
    expect(document.querySelectorAll('li[data-item-id]').length).toBe(2);
    for (const label of [/Courier/, /City/, /Postal code/, 'Name', 'Email', 'Note']) expect(screen.getAllByLabelText(label, { exact: false }).length).toBeGreaterThan(0);
    expect(document.querySelector('.rt-promo input')).not.toBeNull();
    expect(document.querySelector('[data-promotion="discount"]')).not.toBeNull();
    const before = shown();
    const renders = switchTo('preview');
    expect(Object.keys(renders).filter((name) => !SITE_FRAME.includes(name))).toEqual(READS_A_CHANGED_POLICY);
    expect(renders.CartButton).toBe(1);
    // And the cart shows what it showed.
    expect(shown()).toBe(before);
  });
});
