// @vitest-environment jsdom
/**
 * The order's sums in the currency's minor unit (platform/format.ts currencyDecimals): in a
 * currency without one (JPY), a 10 % discount on ¥1,499 shows a total of ¥1,349, and the payment
 * asked for (pay[price]) is that same whole sum, not 1349.1.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { createRequest } from '../platform/request';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { cartStoreOf } from '../cart/cart-store';
import { cartItem } from '../cart/cart-item.test-support';
import { CART_REGISTRY, eachCartSiteTestOnFakeTimers, settle } from '../site/cart-site.test-support';

/** A tea bowl at ¥1,499. */
const teaBowl = () => cartItem({ price: 1499, orderPrice: 1499, title: 'Tea bowl', vendorCode: 'B-1' });

eachCartSiteTestOnFakeTimers();

describe('the pay sum of an order in a currency without cents (JPY)', () => {
  it('a yen cart with a 10 % discount, paid online, asks the payment for the whole-yen total the cart shows', async () => {
    const sent: Record<string, unknown>[] = [];
    const request = createRequest({
      fetch: (url, init) => {
        if ((init?.method ?? 'GET') === 'GET') {
          if (String(url).includes('/promotions/discounts/')) return Promise.resolve(new Response(JSON.stringify({ status: true, discounts: [{ id: 'd10', discount_type: 'percent', discount_amount: 10, active_from: 0 }] }), { status: 200 }));
          return Promise.resolve(new Response(JSON.stringify({ status: true, country: [], state: [] }), { status: 200 }));
        }
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return Promise.resolve(new Response(JSON.stringify({ lead_id: 5, pay: [] }), { status: 200 }));
      },
      navigate: () => undefined,
    });
    const services: RuntimeServices = createDetachedServices({ request, storage: createStorage('t:', createMemoryBackend()) });
    const stores = createSiteStores(services.storage);
    const page = loadPage({
      settings: { projectId: 'shop1', country: 'JP', currency: 'JPY', ecommerce: {} },
      sections: [],
      widgets: [{ id: 'cart', type: 'CART', data: { order: { formId: 9, groupId: 'orders', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }], action: { type: 'pay' } } } }],
    }) as LoadedPage;
    render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} registry={CART_REGISTRY} />);
    const cart = cartStoreOf(stores);
    act(() => void cart.getState().add(teaBowl()));
    act(() => cart.getState().openCart('button'));
    for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
    await settle();
    const shownTotal = document.querySelector('[data-cart-total]')?.textContent ?? '';
    expect(shownTotal).toMatch(/1,349/);
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await settle();
    await settle();
    expect(sent).toHaveLength(1);
    const price = (sent[0]!.advanced as { name: string; value: string }[]).find((field) => field.name === 'pay[price]')?.value;
    expect(price).toBe('1349');
  });
});
