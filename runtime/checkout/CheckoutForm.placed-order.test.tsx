// @vitest-environment jsdom
/**
 * An order the server accepts, told to the visitor whether or not its cart is still open (spec 001
 * §8 "the cart empties once the order is accepted"; spec 002 §4, §7 the success state and the pay
 * start). A visitor may close the cart while its order is on its way ("Sending…"): the order form
 * goes with it, and form01 carries out no action for a form no longer on screen. The cart keeps the
 * placed order (cart-store.ts `placed`): the news says it at once, the cart button stays (a check
 * for its count), and the cart opened again says thanks and offers the payment its form could not
 * start, rather than showing an empty cart with no word of the order that took its lines.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { createRequest } from '../platform/request';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { cartStoreOf } from '../cart/cart-store';
import { CART_CLOSE_FADE_MS } from '../cart/totals';
import { cartItem } from '../cart/cart-item.test-support';
import { CART_REGISTRY, eachCartSiteTestOnFakeTimers, settle } from '../site/cart-site.test-support';
import { PAY_FALLBACK_REDIRECT_MS, PAY_START_DELAY_MS } from '../forms';

eachCartSiteTestOnFakeTimers();

const PAY_LINK = 'https://pay.example.com/mod/pay/?pay_id=L5&h=abc';
const ACCEPTED = { lead_id: 5, pay: [] };
const ACCEPTED_TO_PAY = { lead_id: 5, pay: { pay_link: PAY_LINK, pay_id: 'L5', pay_hash: 'abc' } };
/** An order to pay whose answer names no bill (spec 002 §2: the link alone still starts the payment). */
const INVOICE_LINK = 'https://pay.example.com/invoice/5';
const ACCEPTED_TO_PAY_AT_LINK = { lead_id: 5, pay: { pay_link: INVOICE_LINK } };

/** A run-mode shop with its cart open on a Harbor Mug and its order form; the order is answered when the test says. */
async function openCartWithOrder(form: Record<string, unknown> = {}) {
  let answer: (body: unknown) => void = () => undefined;
  const request = createRequest({
    fetch: (_url, init) => {
      // GET: the discount list; the POST is the order.
      if ((init?.method ?? 'GET') === 'GET') return Promise.resolve(new Response(JSON.stringify({ status: true, discounts: [] }), { status: 200 }));
      return new Promise<Response>((resolve) => (answer = (body) => resolve(new Response(JSON.stringify(body), { status: 200 }))));
    },
    navigate: () => undefined,
  });
  const navigate = vi.fn();
  const services: RuntimeServices = createDetachedServices({ request, navigate, storage: createStorage('t:', createMemoryBackend()), log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const heard: string[] = [];
  services.events.on('site:announce', ({ text }) => void heard.push(text));
  const payStarts: string[] = [];
  services.events.on('pay:start', ({ payId }) => void payStarts.push(payId));
  const paymentSuccesses: string[] = [];
  services.events.on('form:payment-success', ({ leadId }) => void paymentSuccesses.push(leadId));
  const stores = createSiteStores(services.storage);
  const page = loadPage({
    settings: { projectId: 'shop1', country: 'US' },
    sections: [],
    widgets: [{ id: 'cart', type: 'CART', data: { order: { formId: 9, groupId: 'orders', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }], ...form } } }],
  }) as LoadedPage;
  render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} registry={CART_REGISTRY} />);
  const cart = cartStoreOf(stores);
  act(() => void cart.getState().add(cartItem()));
  act(() => cart.getState().openCart('button'));
  for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
  await settle();
  const send = async () => {
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await settle();
    expect(screen.getByRole('button', { name: /Sending/ })).toBeTruthy();
  };
  const accept = async (body: unknown) => {
    await act(async () => answer(body));
    await settle();
    await settle();
  };
  return { cart, heard, payStarts, paymentSuccesses, navigate, send, accept };
}

const dialog = () => document.querySelector('dialog.rt-cart');
const button = () => document.querySelector<HTMLButtonElement>('.rt-cart-button');
const thanks = () => document.querySelector('[data-order-placed]:not(.rt-cart-button)')?.textContent;
const payOffer = () => document.querySelector<HTMLAnchorElement>('[data-order-pay]');
const closeCart = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Close the cart' }));
  await act(async () => void (await vi.advanceTimersByTimeAsync(CART_CLOSE_FADE_MS)));
  expect(dialog()).toBeNull();
};
const openAgain = async () => {
  act(() => button()!.click());
  for (let i = 0; i < 5; i++) await settle();
};

describe('the cart closed while its order is on its way, and the server accepts the order', () => {
  it('says so at once, keeps the cart button (a check for its count), and the cart opened again thanks the visitor; closed after that, the cart is as any emptied one', async () => {
    const { cart, heard, send, accept } = await openCartWithOrder();
    await send();
    await closeCart();
    // The default button shows only while the cart holds something: there is one while the order is on its way.
    expect(button()).not.toBeNull();

    await accept(ACCEPTED);
    expect(cart.getState().items).toEqual([]);
    expect(heard).toContain('Your order has been placed');
    // The emptied cart keeps its button: the way to the thanks.
    expect(button()?.getAttribute('aria-label')).toBe('Cart, 0 items: your order has been placed');
    expect(button()?.querySelector('.rt-cart-button__count svg')).not.toBeNull();

    await openAgain();
    expect(thanks()).toBe('Thank you! Your request has been sent');
    expect(document.querySelector('[data-cart-empty]')).not.toBeNull();
    // Nothing to order, nothing to pay: the order form stays hidden behind the thanks.
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    expect(payOffer()).toBeNull();

    await closeCart();
    expect(button()).toBeNull();
    act(() => cart.getState().openCart('button'));
    for (let i = 0; i < 5; i++) await settle();
    expect(thanks()).toBeUndefined();
    expect(dialog()?.textContent).toContain('Your cart is empty');
  });

  it('with the owner’s success text, the cart opened again says that', async () => {
    const { send, accept } = await openCartWithOrder({ successText: 'Thank you! Your order is in.' });
    await send();
    await closeCart();
    await accept(ACCEPTED);
    await openAgain();
    expect(thanks()).toBe('Thank you! Your order is in.');
  });

  it('a line added while the order was on its way stays, under the thanks, with the order form to order it', async () => {
    const { cart, send, accept } = await openCartWithOrder();
    await send();
    await closeCart();
    act(() => void cart.getState().add(cartItem({ id: 'p2:v2', productId: 'p2', variantId: 'v2', title: 'Filter Papers', price: 5, orderPrice: 5 })));
    await accept(ACCEPTED);
    expect(cart.getState().items.map((item) => item.title)).toEqual(['Filter Papers']);
    expect(button()?.getAttribute('aria-label')).toBe('Cart, 1 item: your order has been placed');
    await openAgain();
    expect(thanks()).toBe('Thank you! Your request has been sent');
    expect(dialog()?.textContent).toContain('Filter Papers');
    expect(screen.getByRole('button', { name: /Send/ })).toBeTruthy();
  });

  it('an order to pay: no payment starts behind the closed cart; the cart opened again offers it, a link to its payment page', async () => {
    const { payStarts, navigate, send, accept } = await openCartWithOrder({ action: { type: 'pay' } });
    await send();
    await closeCart();
    await accept(ACCEPTED_TO_PAY);
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_START_DELAY_MS + PAY_FALLBACK_REDIRECT_MS)));
    expect(payStarts).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();

    await openAgain();
    expect(thanks()).toBe('Thank you! Your request has been sent');
    expect(payOffer()?.textContent).toBe('Pay for the order');
    expect(payOffer()?.getAttribute('href')).toBe(PAY_LINK);
  });

  it('an order to pay answered with its payment link alone: the cart opened again offers that link (never a payment success)', async () => {
    const { payStarts, paymentSuccesses, navigate, send, accept } = await openCartWithOrder({ action: { type: 'pay' } });
    await send();
    await closeCart();
    await accept(ACCEPTED_TO_PAY_AT_LINK);
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_START_DELAY_MS + PAY_FALLBACK_REDIRECT_MS)));
    expect(payStarts).toEqual([]);
    expect(paymentSuccesses).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();

    await openAgain();
    expect(thanks()).toBe('Thank you! Your request has been sent');
    expect(payOffer()?.getAttribute('href')).toBe(INVOICE_LINK);
  });
});

describe('the cart still open when the server accepts the order (spec 002 §4, §7: unchanged)', () => {
  it('thanks the visitor in place; the order form starts the payment itself, and the cart offers its page under the thanks (the way back to a pay modal closed by mistake); closed, the button goes with the emptied cart', async () => {
    const { cart, heard, payStarts, send, accept } = await openCartWithOrder({ action: { type: 'pay' } });
    await send();
    await accept(ACCEPTED_TO_PAY);
    expect(cart.getState().items).toEqual([]);
    expect(thanks()).toBe('Thank you! Your request has been sent');
    expect(payOffer()?.textContent).toBe('Pay for the order');
    expect(payOffer()?.getAttribute('href')).toBe(PAY_LINK);
    // The thanks are on screen: the page's news has nothing more to say, and the button has no news.
    expect(heard).not.toContain('Your order has been placed');
    expect(button()).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_START_DELAY_MS)));
    expect(payStarts).toEqual(['L5']);
    // Still there once the payment has started: a pay modal the visitor closes leaves the way back to it.
    expect(payOffer()?.getAttribute('href')).toBe(PAY_LINK);
    // Once: the cart offers it, not the order form as well.
    expect(document.querySelector('[data-form-pay]')).toBeNull();
    await closeCart();
    expect(button()).toBeNull();
    expect(cart.getState().placed).toBeNull();
  });

  it('an order to pay answered with its payment link alone: the visitor goes to that link after 200 ms (offered meanwhile); no payment success', async () => {
    const { payStarts, paymentSuccesses, navigate, send, accept } = await openCartWithOrder({ action: { type: 'pay' } });
    await send();
    await accept(ACCEPTED_TO_PAY_AT_LINK);
    expect(payOffer()?.getAttribute('href')).toBe(INVOICE_LINK);
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_START_DELAY_MS)));
    expect(navigate).toHaveBeenCalledWith(INVOICE_LINK);
    expect(paymentSuccesses).toEqual([]);
    expect(payStarts).toEqual([]);
  });

  it('a line added while the order was on its way: the order form thanks the visitor, once (the checkout says nothing of its own)', async () => {
    const { cart, send, accept } = await openCartWithOrder();
    await send();
    act(() => void cart.getState().add(cartItem({ id: 'p2:v2', productId: 'p2', variantId: 'v2', title: 'Filter Papers', price: 5, orderPrice: 5 })));
    await accept(ACCEPTED);
    expect(cart.getState().items.map((item) => item.title)).toEqual(['Filter Papers']);
    expect(document.querySelector('[data-form-success]')?.textContent).toBe('Thank you! Your request has been sent');
    expect(thanks()).toBeUndefined();
    expect(screen.getAllByText('Thank you! Your request has been sent')).toHaveLength(1);
  });
});
