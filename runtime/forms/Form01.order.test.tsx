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
import type { Language } from '../platform/i18n';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { Form01, type FormOrder } from './Form01';
import { InProject } from './in-project.test-support';
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
      <InProject>
        <Form01 element={element} order={order} />
      </InProject>
    </RuntimeProvider>,
  );
  const rerender = (next: FormOrder, language: Language = 'en') =>
    view.rerender(
      <RuntimeProvider mode="run" viewport="desktop" language={language} stores={createSiteStores()} services={services}>
        <InProject>
          <Form01 element={element} order={next} />
        </InProject>
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
    expect(accepted).toHaveBeenCalledWith('99', null, false);
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

describe('the order’s own fields outside the form (the delivery address)', () => {
  /** A control of the order's outside the form: before it in the document, or after it. */
  const outside = (where: 'before' | 'after') => {
    const control = document.createElement('input');
    control.setAttribute('aria-label', 'Street');
    if (where === 'before') document.body.prepend(control);
    else document.body.append(control);
    return control;
  };
  const alertText = () => document.querySelector('[data-form-alert]')!.textContent;
  afterEach(() => document.querySelectorAll('body > input').forEach((control) => control.remove()));

  it('are checked in the same pass as the form’s (spec 002 §5): every error at once, the alert and the focus for the first in the document', async () => {
    const street = outside('before');
    const check = vi.fn(() => [{ message: { text: 'Fill in the street' }, control: street }]);
    const { sent } = setup(order({ check }), []);
    fireEvent.click(submit());
    await settle();
    expect(sent).toHaveLength(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(alertText()).toBe('Fill in the street');
    expect(document.activeElement).toBe(street);
    expect(document.querySelector('form')!.dataset.formState).toBe('idle');
  });

  it('after the form in the document, the form’s own first error leads; with the form valid, the order’s alone refuses the send', async () => {
    let street: HTMLElement | null = null;
    const check = vi.fn(() => [{ message: { text: 'Fill in the street' }, control: street }]);
    const { sent } = setup(order({ check }), []);
    // Made after the form's container (testing-library appends it to the body as it renders).
    street = outside('after');
    fireEvent.click(submit());
    await settle();
    expect(alertText()).toBe('Please fill in this field');
    expect(document.activeElement).toBe(screen.getByLabelText('Name', { exact: false }));
    await fillAndSend();
    expect(sent).toHaveLength(0);
    expect(alertText()).toBe('Fill in the street');
    expect(document.activeElement).toBe(street);
  });

  it('server violations (spec 001 §5): the paths no field of the form claims go to the order; what it shows leaves the alert, the rest is said', async () => {
    const zip = outside('before');
    const violations = vi.fn((unplaced: Readonly<Record<string, string>>) => ({ shown: [{ message: { text: unplaced.zipCode ?? '' }, control: zip }], rest: { promo: unplaced.promo ?? '' } }));
    const refused = new Response(JSON.stringify({ violations: [{ propertyPath: 'fields[name]', message: 'Full name, please' }, { propertyPath: 'zipCode', message: 'No delivery there' }, { propertyPath: 'promo', message: 'Ended' }] }), { status: 422 });
    setup(order({ violations }), [refused]);
    await fillAndSend();
    await settle();
    expect(violations).toHaveBeenCalledWith({ zipCode: 'No delivery there', promo: 'Ended' });
    expect(document.getElementById(screen.getByLabelText('Name', { exact: false }).getAttribute('aria-describedby') ?? '')?.textContent).toBe('Full name, please');
    expect(alertText()).toBe('Ended');
    expect(document.activeElement).toBe(zip);
  });

  it('an error the order gives by its key (its check after a 409, when the settings it carried ask for more) is said in the page’s language as it is now', async () => {
    const street = outside('before');
    // The submit's check finds the address complete; the one before the resend, under the 409's settings, does not.
    const check = vi.fn().mockReturnValueOnce([]).mockReturnValue([{ message: { key: 'form::required' }, control: street }]);
    const cart = order({ check });
    const { sent, rerender } = setup(cart, [conflict()]);
    await fillAndSend();
    await settle();
    expect(sent).toHaveLength(1);
    expect(alertText()).toBe('Please fill in this field');
    expect(document.activeElement).toBe(street);
    rerender(cart, 'ru');
    expect(alertText()).toBe('Заполните это поле');
  });
});

describe('a 409 to a form without a cart', () => {
  it('is a failure: logged, said, the values kept', async () => {
    const request = createRequest({ fetch: () => Promise.resolve(conflict()), navigate: () => undefined });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={createDetachedServices({ request, navigate: vi.fn(), log })}>
        <InProject>
          <Form01 element={element} />
        </InProject>
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
        <InProject>
          <Form01 element={element} order={cart} />
        </InProject>
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
