// @vitest-environment jsdom
/**
 * The cart open while form01's code (its order form) does not load: the network failed, or a deploy
 * removed the chunk. A broken part beside working ones leaves the rest working: the cart, its button
 * and its lines stay, and the order form says in its place that it could not load, with a way to try
 * again (as a special field whose code fails does, fields/lazy-fields.tsx). Loaded with React.lazy,
 * the failure reached the CART widget's error boundary, and visitors saw the whole cart vanish.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { cartStoreOf } from '../cart/cart-store';
import { cartItem } from '../cart/cart-item.test-support';
import { CART_REGISTRY, settle } from '../site/cart-site.test-support';
import { preloadCartOverlay } from '../cart';

/** Whether form01's chunk fails to come, as the test says. */
const network = vi.hoisted(() => ({ down: true }));

vi.mock('../forms', async (importOriginal) => {
  if (network.down) throw new Error('Failed to fetch dynamically imported module: /assets/forms-3f2a.js');
  return importOriginal();
});

beforeAll(async () => {
  (globalThis as { CSS?: unknown }).CSS ??= { escape: (text: string) => text };
  await preloadCartOverlay();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the cart open while form01’s code (its order form) cannot be loaded', () => {
  it('keeps the cart, its button and its line; the order form says it could not load, the log says why, and "Try again" loads it once the network is back', async () => {
    vi.useFakeTimers();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const services: RuntimeServices = createDetachedServices({ storage: createStorage('t:', createMemoryBackend()), log });
    const stores = createSiteStores(services.storage);
    const page = loadPage({
      settings: { projectId: 'shop1', country: 'US' },
      sections: [],
      widgets: [{ id: 'cart', type: 'CART', data: { button: 'always', order: { formId: 9, groupId: 'orders', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }] } } }],
    }) as LoadedPage;
    render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} registry={CART_REGISTRY} />);
    const cart = cartStoreOf(stores);
    act(() => void cart.getState().add(cartItem()));
    act(() => cart.getState().openCart('button'));
    for (let i = 0; i < 20 && !document.querySelector('[data-order-form-failed]'); i++) await settle();

    expect(document.querySelector('.rt-cart-button')).not.toBeNull();
    expect(document.querySelector('dialog.rt-cart')?.textContent).toContain('Harbor Mug');
    expect(screen.getByRole('alert').textContent).toBe('The order form could not load. Please check your connection and try again');
    expect(log.error).toHaveBeenCalledWith('cart order: the order form could not be shown: its code did not load', expect.any(Error));

    network.down = false;
    // The chunk comes now (the test's own import reads it first: module loading is no fake timer's).
    await import('../forms');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
    expect(screen.getByLabelText('Name', { exact: false })).toBeTruthy();
    expect(document.querySelector('[data-order-form-failed]')).toBeNull();
    expect(document.querySelector('dialog.rt-cart')?.textContent).toContain('Harbor Mug');
  });
});
