// @vitest-environment jsdom
/**
 * The order after a 409 that changed more than the lines (spec 001 §7 "a 409 response may carry
 * settings"; §8 "Submit 409: refreshes cart data, promocode and discounts; shows the
 * variant-confirmation modal … if confirmed, resubmits"), as a visitor meets it: a run-mode site
 * with a CART widget and its order form, a shop that answers every line as it is (only its
 * settings or promotions changed), and a backend whose first order answer is the 409.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import type { Widget } from '../page/page-schema';
import { DISCOUNTS_PATH, PROMOCODE_PATH } from '../platform/api-paths';
import { createRequest } from '../platform/request';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { DEFAULT_REGISTRY } from '../site/registry';
import { CartWidget } from '../cart/CartWidget';
import { cartStoreOf } from '../cart/cart-store';
import type { CartItemData } from '../cart/cart-item';
import type { CartProductsLoader } from '../cart/refresh';
import { cartItem } from '../cart/cart-item.test-support';
import { eachCartSiteTestOnFakeTimers, settle } from '../site/cart-site.test-support';
import { PROMOCODE_STORAGE_KEY } from './promo-store';

/** A Harbor Mug line with 5 in stock. */
const item = (overrides: Partial<CartItemData> = {}) => cartItem({ quantity: 5, ...overrides });

// The shop answers every line as it is: only the settings (or the promotions) changed.
const unchanged: CartProductsLoader = async () => (line) => ({ price: line.price, title: line.title, img: line.img, quantity: line.quantity, vendorCode: line.vendorCode, optionsInfo: line.optionsInfo, hidden: false });
const registry = { ...DEFAULT_REGISTRY, widgets: { ...DEFAULT_REGISTRY.widgets, CART: { component: ({ widget }: { widget: Widget }) => <CartWidget widget={widget} loadProducts={unchanged} />, implemented: true } } };
const ORDER_FORM = { formId: 9, groupId: 'orders', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }] };

/** The first order is answered with a 409 carrying `conflict`, every later one accepted; `promocode` answers the promocode loads, `discounts` the discount list loads. */
function backend(conflict: Record<string, unknown>, promocode: () => unknown = () => ({ status: false, error: 'notfound' }), discounts: () => unknown[] = () => []) {
  const sent: Record<string, unknown>[] = [];
  const request = createRequest({
    fetch: (url, init) => {
      const path = new URL(String(url), 'http://shop.test').pathname;
      if (path === PROMOCODE_PATH) return Promise.resolve(new Response(JSON.stringify(promocode()), { status: 200 }));
      if (path === DISCOUNTS_PATH) return Promise.resolve(new Response(JSON.stringify({ status: true, discounts: discounts() }), { status: 200 }));
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const first = sent.length === 1;
      return Promise.resolve(first ? new Response(JSON.stringify({ status: false, error: 'cart changed', ...conflict }), { status: 409 }) : new Response(JSON.stringify({ lead_id: 5, pay: [] }), { status: 200 }));
    },
    navigate: () => undefined,
  });
  return { request, sent };
}

/** The cart open on `items` with the order form filled in; `prepare` sets up the site's storage first. */
async function mountCart(settings: Record<string, unknown>, items: CartItemData[], request: RuntimeServices['request'], prepare?: (services: RuntimeServices) => void, loader: CartProductsLoader = unchanged) {
  const services: RuntimeServices = createDetachedServices({ request, storage: createStorage('t:', createMemoryBackend()) });
  prepare?.(services);
  const stores = createSiteStores(services.storage);
  // A project: the order goes to its lead-send path (spec 002 §2, §7).
  const page = loadPage({ settings: { projectId: 'shop1', ...settings }, sections: [], widgets: [{ id: 'cart', type: 'CART', data: { order: ORDER_FORM } }] }) as LoadedPage;
  expect(page.issues).toEqual([]);
  const withLoader = loader === unchanged ? registry : { ...registry, widgets: { ...registry.widgets, CART: { component: ({ widget }: { widget: Widget }) => <CartWidget widget={widget} loadProducts={loader} />, implemented: true } } };
  render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} registry={withLoader} />);
  const cart = cartStoreOf(stores);
  for (const line of items) act(() => void cart.getState().add(line));
  act(() => cart.getState().openCart('button'));
  for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
  fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
  return { cart };
}

const send = async () => {
  fireEvent.click(screen.getByRole('button', { name: /Send/ }));
  await settle();
  await settle();
};
const confirm = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Order with these changes' }));
  await settle();
  await settle();
};
const changes = () => document.querySelector('[data-cart-changes]');
const lineIds = (lead: Record<string, unknown>) => (JSON.parse(String(lead.products)) as { id: string }[]).map((line) => line.id);
const hiddenField = (lead: Record<string, unknown>, name: string) => (lead.advanced as { name: string; value: string }[]).find((field) => field.name === name)?.value;

eachCartSiteTestOnFakeTimers();

describe('a 409 carrying the shop’s settings judges the cart by them (spec 001 §3 Ecommerce settings, §5, §7)', () => {
  it('preorders off: the line sold as a preorder is listed as not available and left out of the order sent again', async () => {
    const { request, sent } = backend({ settings: { allowPreorder: false } });
    await mountCart({ ecommerce: { allowPreorder: true } }, [item(), item({ id: 'p2:v2', productId: 'p2', variantId: 'v2', title: 'Preorder Kettle', price: 40, orderPrice: 40, quantity: 0 })], request);
    await send();
    expect(sent).toHaveLength(1);
    expect(lineIds(sent[0]!)).toEqual(['p1:v1', 'p2:v2']);
    expect(changes()?.querySelector('[data-change="not_available"]')?.textContent).toBe('Preorder Kettle is no longer available');
    // The sum the confirm charges, said before it is charged (the cart behind still counts the kettle).
    expect(changes()?.querySelector('[data-changes-total]')?.textContent).toBe('The order now comes to $12.00 (it was $52.00)');
    await confirm();
    expect(sent).toHaveLength(2);
    expect(lineIds(sent[1]!)).toEqual(['p1:v1']);
  });

  it('preorders off: a count above the stock, taken as a preorder, is cut to the stock and listed as a quantity changed', async () => {
    const { request, sent } = backend({ settings: { allowPreorder: false } });
    await mountCart({ ecommerce: { allowPreorder: true } }, [item({ count: 7 })], request);
    await send();
    expect(changes()?.querySelector('[data-change="quantity"]')?.textContent).toBe('Harbor Mug: 5 can be ordered (you chose 7)');
    await confirm();
    expect((JSON.parse(String(sent[1]!.products)) as { count: number }[]).map((line) => line.count)).toEqual([5]);
  });

  it('priceless items off: the line without a price is listed as not available and left out', async () => {
    const { request, sent } = backend({ settings: { allowPriceless: false } });
    await mountCart({ ecommerce: { allowPriceless: true } }, [item(), item({ id: 'p3:v3', productId: 'p3', variantId: 'v3', title: 'Tasting Set', price: null, orderPrice: null })], request);
    await send();
    expect(changes()?.querySelector('[data-change="not_available"]')?.textContent).toBe('Tasting Set is no longer available');
    // A priceless line added nothing to the total: no new sum to say.
    expect(changes()?.querySelector('[data-changes-total]')).toBeNull();
    await confirm();
    expect(lineIds(sent[1]!)).toEqual(['p1:v1']);
  });
});

describe('a 409 that changes the shipping the order went with (spec 001 §7, §8)', () => {
  const NO_ADDRESS = { addressLine1: { show: false, required: false } };
  const PICKUP = { id: 'pier', title: 'Pier 4 pickup', type: 'pickup', price: { current: 0 } };
  const COURIER = { id: 'courier', title: 'Courier', type: 'pickup', price: { current: 5 }, addressFieldsConfig: NO_ADDRESS };

  it('the chosen method dropped: nothing is sent with another method; it is marked as no longer offered, the next is chosen, and the visitor sends again', async () => {
    const { request, sent } = backend({ settings: { shipping: [PICKUP] } });
    await mountCart({ ecommerce: { shipping: [PICKUP, COURIER] } }, [item()], request);
    fireEvent.click(screen.getByRole('radio', { name: /Courier/ }));
    await settle();
    await send();
    expect(sent.map((lead) => hiddenField(lead, 'shipping[id]'))).toEqual(['courier']);
    expect(changes()).toBeNull();
    expect(screen.getByRole('radio', { name: /Pier 4 pickup/ })).toHaveProperty('checked', true);
    expect(document.querySelector('[data-shipping-moved]')?.textContent).toBe('This method is no longer offered; another one was chosen');
    await send();
    expect(sent.map((lead) => hiddenField(lead, 'shipping[id]'))).toEqual(['courier', 'pier']);
  });

  it('the chosen method now blocked by its minimum total: the changes say which method the order goes with now, and only a confirm sends it so', async () => {
    const { request, sent } = backend({ settings: { shipping: [PICKUP, { ...COURIER, useMinTotal: true, price: { current: 5, minTotal: 50 } }] } });
    await mountCart({ ecommerce: { shipping: [PICKUP, COURIER] } }, [item()], request);
    fireEvent.click(screen.getByRole('radio', { name: /Courier/ }));
    await settle();
    await send();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Courier/ })).toHaveProperty('disabled', true);
    expect(changes()?.querySelector('[data-change="shipping_method"]')?.textContent).toBe('Courier is not available for this order now: it goes with Pier 4 pickup');
    await confirm();
    expect(sent.map((lead) => hiddenField(lead, 'shipping[id]'))).toEqual(['courier', 'pier']);
  });

  it('the chosen method blocked by its minimum total once the refresh lowered a price: the changes list the price and the method', async () => {
    const { request, sent } = backend({});
    // The shop lowered the price by the time the order reached it: the refresh after the 409 sees it.
    const lowered: CartProductsLoader = async () => (line) => ({ price: sent.length > 0 ? 40 : 60, title: line.title, img: line.img, quantity: line.quantity, vendorCode: line.vendorCode, optionsInfo: line.optionsInfo, hidden: false });
    await mountCart({ ecommerce: { shipping: [PICKUP, { ...COURIER, useMinTotal: true, price: { current: 5, minTotal: 50 } }] } }, [item({ price: 60, orderPrice: 60 })], request, undefined, lowered);
    fireEvent.click(screen.getByRole('radio', { name: /Courier/ }));
    await settle();
    await send();
    expect(sent).toHaveLength(1);
    expect([...(changes()?.querySelectorAll('[data-change]') ?? [])].map((change) => change.getAttribute('data-change'))).toEqual(['price', 'shipping_method']);
  });

  it('the chosen method’s price moved: the changes list it, and a confirm sends the new price', async () => {
    const { request, sent } = backend({ settings: { shipping: [PICKUP, { ...COURIER, price: { current: 7 } }] } });
    await mountCart({ ecommerce: { shipping: [PICKUP, COURIER] } }, [item()], request);
    fireEvent.click(screen.getByRole('radio', { name: /Courier/ }));
    await settle();
    await send();
    expect(changes()?.querySelector('[data-change="shipping"]')?.textContent).toBe('Shipping by Courier: $7.00 (it was $5.00)');
    await confirm();
    expect(sent.map((lead) => [hiddenField(lead, 'shipping[id]'), hiddenField(lead, 'shipping[price]')])).toEqual([
      ['courier', '5'],
      ['courier', '7'],
    ]);
  });
});

describe('a 409 after which the promocode no longer applies (spec 001 §8 "refreshes … promocode")', () => {
  const SAVE10 = { id: 1, code: 'save10', discount_type: 'percent', discount_amount: 10, active_from: 0, usage_with_any_discount: true, isActive: true, isAvailable: true };

  it('the recheck refuses it: the changes list it, and a confirm sends the order without it', async () => {
    let expired = false;
    const { request, sent } = backend({}, () => (expired ? { status: false, error: 'timeout' } : { status: true, promocode: SAVE10 }));
    await mountCart({ projectId: 'shop1', ecommerce: {} }, [item()], request, (services) => services.storage.set(PROMOCODE_STORAGE_KEY, { version: 1, code: 'save10', promocode: SAVE10 }));
    await settle();
    expired = true;
    await send();
    expect(hiddenField(sent[0]!, 'promotions[promocode]')).toBe('save10');
    expect(changes()?.querySelector('[data-change="promocode"]')?.textContent).toBe('Promo code save10 no longer applies');
    await confirm();
    expect(sent).toHaveLength(2);
    expect(hiddenField(sent[1]!, 'promotions[promocode]')).toBeUndefined();
  });
});

describe('a 409 after which the discount changed (spec 001 §8 "refreshes … discounts")', () => {
  const TENTH_OFF = { id: 7, discount_type: 'percent', discount_amount: 10, active_from: 0 };

  it('the reloaded list no longer has it: the changes list it, and a confirm sends the order without it', async () => {
    let dropped = false;
    const { request, sent } = backend({}, undefined, () => (dropped ? [] : [TENTH_OFF]));
    await mountCart({ projectId: 'shop1', ecommerce: {} }, [item()], request);
    await settle();
    dropped = true;
    await send();
    expect(hiddenField(sent[0]!, 'promotions[discount]')).toBe('7');
    expect(changes()?.querySelector('[data-change="discount"]')?.textContent).toBe('Discount 10% no longer applies');
    await confirm();
    expect(sent).toHaveLength(2);
    expect(hiddenField(sent[1]!, 'promotions[discount]')).toBeUndefined();
  });

  it('the same discount takes off another sum now: the changes list both sums', async () => {
    let halved = false;
    const { request, sent } = backend({}, undefined, () => [halved ? { ...TENTH_OFF, discount_amount: 5 } : TENTH_OFF]);
    await mountCart({ projectId: 'shop1', ecommerce: {} }, [item()], request);
    await settle();
    halved = true;
    await send();
    expect(changes()?.querySelector('[data-change="discount_amount"]')?.textContent).toBe('Discount 5% now takes off $0.60 (it was $1.20)');
    await confirm();
    expect(sent.map((lead) => hiddenField(lead, 'promotions[discount]'))).toEqual(['7', '7']);
  });
});
