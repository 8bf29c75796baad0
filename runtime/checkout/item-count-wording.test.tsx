// @vitest-environment jsdom
/**
 * What a visitor hears or the payment page is sent about the number of items takes the plural
 * form of the count (platform/i18n.ts): one item is "1 item", never "1 items". The cart button's
 * accessible name and the order's pay[desc] on a page with a cart and its order form.
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

async function mountCart(action: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  const request = createRequest({
    fetch: (_url, init) => {
      if ((init?.method ?? 'GET') === 'GET') return Promise.resolve(new Response(JSON.stringify({ status: true, country: [], state: [] }), { status: 200 }));
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return Promise.resolve(new Response(JSON.stringify({ lead_id: 5, pay: [] }), { status: 200 }));
    },
    navigate: () => undefined,
  });
  const services: RuntimeServices = createDetachedServices({ request, storage: createStorage('t:', createMemoryBackend()) });
  const stores = createSiteStores(services.storage);
  const page = loadPage({
    settings: { projectId: 'shop1', country: 'US', ecommerce: {} },
    sections: [],
    widgets: [{ id: 'cart', type: 'CART', data: { button: 'always', order: { formId: 9, groupId: 'orders', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }], action } } }],
  }) as LoadedPage;
  render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} registry={CART_REGISTRY} />);
  const cart = cartStoreOf(stores);
  return { sent, cart };
}

eachCartSiteTestOnFakeTimers();

describe('the count of items in the plural form it takes', () => {
  it('the cart button holding one item is named "Cart, 1 item", two "Cart, 2 items"', async () => {
    const { cart } = await mountCart({ type: 'close' });
    act(() => void cart.getState().add(cartItem()));
    await settle();
    const button = () => document.querySelector('.rt-cart-button')?.getAttribute('aria-label');
    expect(button()).toBe('Cart, 1 item');
    act(() => void cart.getState().add(cartItem()));
    await settle();
    expect(button()).toBe('Cart, 2 items');
  });

  it('an order of one item paid online is described to the payment page as "Order of 1 item"', async () => {
    const { cart, sent } = await mountCart({ type: 'pay' });
    act(() => void cart.getState().add(cartItem()));
    act(() => cart.getState().openCart('button'));
    for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
    await settle();
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    // The send waits on the lazily loaded parts it needs: a few turns, more on a loaded machine.
    for (let i = 0; i < 20 && sent.length === 0; i++) await settle();
    expect(sent).toHaveLength(1);
    const advanced = sent[0]!.advanced as { name: string; value: string }[];
    expect(advanced.find((field) => field.name === 'pay[desc]')?.value).toBe('Order of 1 item');
  });
});
