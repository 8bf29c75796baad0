// @vitest-environment jsdom
/**
 * form01 as the cart's order (FormOrder, checkout/CheckoutForm.tsx): the checkout's blocked reason
 * disables the submit, the cart's parts go into the lead as it leaves, a 409 is handed to the
 * checkout, which resends (with the parts of the newest render) or stays, and an accepted order
 * is reported before the form resets.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createRequest } from '../platform/request';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { Form01, type FormOrder } from './Form01';
import type { OrderProduct } from './payload';
import { leadRecorder } from './lead-recorder.test-support';

const element: Form01Element = {
  id: 'cart-order',
  type: 'form01',
  data: Form01DataSchema.parse({ formId: 501, groupId: 'orders', kind: 'order', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }] }),
};

const line = (price: number): OrderProduct => ({ id: '8:80', type: 'product', count: 1, price, title: 'House Blend', img: null, product_id: '8', variant_id: '80' });

function setup(order: FormOrder, answers: Response[]) {
  const { request, sent } = leadRecorder(
    answers.map((answer) => () => answer),
    { lead_id: 99, pay: [] },
  );
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const services = createDetachedServices({ request, navigate: vi.fn(), log });
  const view = render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <Form01 element={element} order={order} />
    </RuntimeProvider>,
  );
  const rerender = (next: FormOrder) =>
    view.rerender(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <Form01 element={element} order={next} />
      </RuntimeProvider>,
    );
  return { sent, log, rerender };
}

const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
const submit = () => screen.getByRole('button', { name: /Send|Sending/ });
const fillAndSend = async () => {
  fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
  fireEvent.click(submit());
  await settle();
};
const conflict = () => new Response(JSON.stringify({ status: false, error: 'cart changed' }), { status: 409 });
const order = (over: Partial<FormOrder> = {}): FormOrder => ({
  blockedTip: null,
  parts: () => ({ products: [line(14)], shipping: [{ id: 'city', type: 'text', name: 'city', value: 'Portland' }], advanced: [{ type: 'hidden', name: 'shipping[id]', value: 'courier' }] }),
  conflict: vi.fn(() => Promise.resolve(true)),
  accepted: vi.fn(),
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('form01 as the cart’s order', () => {
  it('a blocked order: the reason under an aria-disabled submit, which shakes and sends nothing', async () => {
    const { sent } = setup(order({ blockedTip: 'Orders start from $20.00' }), []);
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    expect(submit().getAttribute('aria-describedby')).toBe(document.querySelector('[data-order-blocked]')!.id);
    expect(document.querySelector('[data-order-blocked]')!.textContent).toBe('Orders start from $20.00');
    await fillAndSend();
    expect(submit().hasAttribute('data-shaking')).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('the lead carries the cart’s lines, its shipping fields and hidden fields, and forces a product update', async () => {
    const accepted = vi.fn();
    const { sent } = setup(order({ accepted }), []);
    await fillAndSend();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.products))).toEqual([line(14)]);
    expect(sent[0]).toMatchObject({ forceUpdateProduct: true, shipping: [{ id: 'city', value: 'Portland' }], advanced: [{ name: 'shipping[id]', value: 'courier' }] });
    expect(accepted).toHaveBeenCalledWith('99');
  });

  it('a 409 goes to the checkout; its yes sends again with the parts of the newest render', async () => {
    let resolveConflict: (again: boolean) => void = () => undefined;
    const first = order({ conflict: vi.fn(() => new Promise<boolean>((resolve) => (resolveConflict = resolve))) });
    const { sent, rerender } = setup(first, [conflict()]);
    await fillAndSend();
    expect(first.conflict).toHaveBeenCalledWith({ status: false, error: 'cart changed' });
    // The checkout refreshed the cart meanwhile: a render with the new price.
    const refreshed = order({ parts: () => ({ products: [line(16)], shipping: [], advanced: [] }) });
    rerender({ ...first, parts: refreshed.parts });
    await act(async () => {
      resolveConflict(true);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sent.map((lead) => JSON.parse(String(lead.products)) as OrderProduct[]).map(([product]) => product!.price)).toEqual([14, 16]);
    expect(first.accepted).toHaveBeenCalledTimes(1);
  });

  it('a 409 the visitor cancels: nothing more is sent, the form is idle again and nothing is accepted', async () => {
    const cancelled = order({ conflict: vi.fn(() => Promise.resolve(false)) });
    const { sent } = setup(cancelled, [conflict()]);
    await fillAndSend();
    expect(sent).toHaveLength(1);
    expect(document.querySelector('form')!.dataset.formState).toBe('idle');
    expect(cancelled.accepted).not.toHaveBeenCalled();
  });
});

describe('a 409 to a form without a cart', () => {
  it('is a failure: logged, said, the values kept', async () => {
    const request = createRequest({ fetch: () => Promise.resolve(conflict()), navigate: () => undefined });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={createDetachedServices({ request, navigate: vi.fn(), log })}>
        <Form01 element={element} />
      </RuntimeProvider>,
    );
    await fillAndSend();
    expect(log.error).toHaveBeenCalledWith('form cart-order: the lead was not sent', expect.anything());
    expect(document.querySelector('[data-form-alert]')!.textContent).toBe('Something went wrong. Please try again');
    expect((screen.getByLabelText('Name', { exact: false }) as HTMLInputElement).value).toBe('Ann');
  });
});

describe('a form that carries more than its fields, whose fields are all optional and left empty (002 §4: the all-empty state is for a form that would send nothing)', () => {
  const comment = [{ id: 'comment', type: 'textarea', name: 'Comment' }];
  const form = (data: Record<string, unknown>): Form01Element => ({ id: 'shop-form', type: 'form01', data: Form01DataSchema.parse({ formId: 502, groupId: 'orders', fields: comment, ...data }) });
  const sendEmpty = async (element: Form01Element, cart?: FormOrder) => {
    const { request, sent } = leadRecorder();
    render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={createDetachedServices({ request, navigate: vi.fn() })}>
        <Form01 element={element} order={cart} />
      </RuntimeProvider>,
    );
    fireEvent.click(submit());
    await settle();
    return sent;
  };
  const alertText = () => document.querySelector('[data-form-alert]')!.textContent;

  it('the cart’s order is sent with its lines', async () => {
    const sent = await sendEmpty(form({ kind: 'order' }), order());
    expect(alertText()).toBe('');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.products))).toEqual([line(14)]);
  });

  it('an order form is sent with its products, a payment form with its payment', async () => {
    const withProducts = await sendEmpty(form({ kind: 'order', products: [{ id: 'p1', title: 'Harbor Mug', price: 12 }] }));
    expect(withProducts).toHaveLength(1);
    expect(JSON.parse(String(withProducts[0]!.products))).toMatchObject([{ id: 'p1', title: 'Harbor Mug' }]);
    cleanup();
    const withPayment = await sendEmpty(form({ kind: 'payment', payment: { price: 30, description: 'Consultation' } }));
    expect(alertText()).toBe('');
    expect(withPayment).toHaveLength(1);
  });

  it('a lead form with nothing more is all-empty, and sends nothing', async () => {
    const sent = await sendEmpty(form({}));
    expect(document.querySelector('form')!.hasAttribute('data-all-empty')).toBe(true);
    expect(sent).toHaveLength(0);
  });
});
