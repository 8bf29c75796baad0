// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import { PromocodeField } from './PromocodeField';
import { createPromoStore } from './promo-store';
import type { Promocode } from './promotions';
import type { PromocodeAnswer, PromocodeLoader } from './promotions-api';

const FROM_1000: Promocode = { id: 'p1', code: 'big', discountType: 'percent', amount: 10, activeFrom: 1000, deliveryFree: false, usageWithAnyDiscount: true, isActive: true, isAvailable: true };

afterEach(cleanup);

/** The field over a store, with a code check the test answers; `field(subtotal)` renders it with the cart's subtotal. */
function setUp() {
  const store = createPromoStore();
  let answer: (value: PromocodeAnswer) => void = () => undefined;
  const load: PromocodeLoader = () => new Promise((resolve) => (answer = resolve));
  const services = createDetachedServices({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const stores = createSiteStores();
  const field = (subtotal: number) => (
    <RuntimeProvider mode="run" viewport="desktop" stores={stores} services={services}>
      <PromocodeField store={store} subtotal={subtotal} load={load} money={(value) => `$${value}`} />
    </RuntimeProvider>
  );
  return { store, field, answer: (value: PromocodeAnswer) => answer(value) };
}

describe('PromocodeField: the minimum against the cart as it is when the answer comes (spec 001 §5)', () => {
  it('a count raised above the minimum while the code is being checked applies the code', async () => {
    const { store, field, answer } = setUp();
    const view = render(field(900));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'big' } });
    fireEvent.click(screen.getByRole('button', { name: /apply/i }));
    view.rerender(field(1200));
    await act(async () => answer({ kind: 'found', promocode: FROM_1000 }));
    expect(store.getState().status).toMatchObject({ kind: 'applied', code: 'big' });
  });

  it('a count lowered below the minimum while the code is being checked gives the amount error', async () => {
    const { store, field, answer } = setUp();
    const view = render(field(1200));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'big' } });
    fireEvent.click(screen.getByRole('button', { name: /apply/i }));
    view.rerender(field(900));
    await act(async () => answer({ kind: 'found', promocode: FROM_1000 }));
    expect(store.getState().status).toEqual({ kind: 'error', code: 'big', error: 'total', minimum: 1000 });
  });
});

describe('PromocodeField: a new code whose check fails (the network) over an applied one', () => {
  it('says the default error, keeps the applied code’s remove button, and the error goes with typing', async () => {
    const { store, field, answer } = setUp();
    render(field(1200));
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'big' } });
    fireEvent.click(screen.getByRole('button', { name: /apply/i }));
    await act(async () => answer({ kind: 'found', promocode: FROM_1000 }));
    fireEvent.change(input, { target: { value: 'vip20' } });
    fireEvent.click(screen.getByRole('button', { name: /apply/i }));
    await act(async () => answer({ kind: 'refused', error: 'default', minimum: null }));
    expect(screen.getByRole('status').textContent).toBe('The promo code could not be applied');
    expect(screen.queryByRole('button', { name: 'Remove the promo code big' })).not.toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(store.getState().status).toMatchObject({ kind: 'applied', code: 'big' });
    fireEvent.change(input, { target: { value: 'vip2' } });
    expect(screen.getByRole('status').textContent).toBe('Promo code big applied');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
