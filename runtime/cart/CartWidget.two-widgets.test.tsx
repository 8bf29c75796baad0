// @vitest-environment jsdom
/**
 * A page with two CART widgets: an owner's copy (both shown), or one per viewport (each hidden on
 * the other, both mounted while editing). The site has one cart (one store, one `#cart`): each widget
 * shows its button, and one alone, the cart's owner, shows the open cart, reads the address, opens
 * for the editor and refreshes the lines (cart-owner.ts). Every widget did, and opening the cart put
 * up one dialog per widget, stacked, each with its own checkout and its own 20-minute refresh.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Mode, Viewport } from '../core/policies';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import type { Widget } from '../page/page-schema';
import { memoryLocation } from '../platform/memory-location.test-support';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { DEFAULT_REGISTRY } from '../site/registry';
import { CART_REGISTRY, eachCartSiteTestOnFakeTimers, settle } from '../site/cart-site.test-support';
import { cartStoreOf } from './cart-store';
import { cartItem } from './cart-item.test-support';
import { CartWidget } from './CartWidget';
import type { CartProductsLoader } from './refresh';
import { REMOVAL_DELAY_MS } from './cart-store';
import { CART_CLOSE_FADE_MS } from './totals';

eachCartSiteTestOnFakeTimers();

/** A page with these CART widgets (each titled, so the open cart says whose it is). */
function mountCarts(
  widgets: { id: string; hidden?: Partial<Record<Viewport, boolean>> }[],
  { mode = 'run' as Mode, viewport = 'desktop' as Viewport, registry = CART_REGISTRY, services = createDetachedServices({ storage: createStorage('t:', createMemoryBackend()) }), order = undefined as Record<string, unknown> | undefined } = {},
) {
  const stores = createSiteStores(services.storage);
  const pageWith = (shown: typeof widgets) =>
    loadPage({
      settings: { country: 'US', ecommerce: {} },
      sections: [],
      widgets: shown.map(({ id, hidden }) => ({ id, type: 'CART', ...(hidden ? { hidden } : {}), data: { button: 'always', title: `Cart ${id}`, ...(order ? { order } : {}) } })),
    }) as LoadedPage;
  const site = (shown: typeof widgets, at: { mode: Mode; viewport: Viewport }) => <Site page={pageWith(shown)} mode={at.mode} viewport={at.viewport} services={services} stores={stores} registry={registry} />;
  const view = render(site(widgets, { mode, viewport }));
  const cart = cartStoreOf(stores);
  act(() => void cart.getState().add(cartItem({ quantity: 5 })));
  return { cart, services, rerender: (shown: typeof widgets, at: { mode?: Mode; viewport?: Viewport } = {}) => view.rerender(site(shown, { mode: at.mode ?? mode, viewport: at.viewport ?? viewport })) };
}


const openCarts = () => [...document.querySelectorAll('dialog.rt-cart')].map((dialog) => dialog.querySelector('.rt-modal__title')?.textContent);
const buttons = () => document.querySelectorAll('.rt-cart-button');
const settled = async () => {
  for (let i = 0; i < 10; i++) await settle();
};

describe('two CART widgets on one page: one cart', () => {
  it('run, an owner’s copy: both buttons, one open cart (the first widget’s), from either button and from a #cart address', async () => {
    const location = memoryLocation();
    const { cart } = mountCarts([{ id: 'a' }, { id: 'b' }], { services: createDetachedServices({ location, storage: createStorage('t:', createMemoryBackend()) }) });
    expect(buttons()).toHaveLength(2);
    act(() => (buttons()[1] as HTMLButtonElement).click());
    await settled();
    expect(openCarts()).toEqual(['Cart a']);
    expect(location.hash()).toBe('#cart');
    act(() => cart.getState().closeCart());
    await settled();
    expect(openCarts()).toEqual([]);

    act(() => location.follow('#cart'));
    await settled();
    expect(openCarts()).toEqual(['Cart a']);
  });

  it('run: the lines are refreshed once on open, not once per widget', async () => {
    const loads: (readonly string[])[] = [];
    const loadProducts: CartProductsLoader = async (ids) => {
      loads.push(ids);
      return (line) => ({ price: line.price, title: line.title, img: line.img, quantity: line.quantity, vendorCode: line.vendorCode, optionsInfo: line.optionsInfo, hidden: false });
    };
    const registry = { ...DEFAULT_REGISTRY, widgets: { ...DEFAULT_REGISTRY.widgets, CART: { component: ({ widget }: { widget: Widget }) => <CartWidget widget={widget} loadProducts={loadProducts} />, implemented: true } } };
    const { cart } = mountCarts([{ id: 'a' }, { id: 'b' }], { registry });
    act(() => cart.getState().openCart('button'));
    await settled();
    expect(loads).toEqual([['p1']]);
  });

  it('the owner’s widget gone (deleted), the other shows the open cart', async () => {
    const { cart, rerender } = mountCarts([{ id: 'a' }, { id: 'b' }]);
    act(() => cart.getState().openCart('button'));
    await settled();
    expect(openCarts()).toEqual(['Cart a']);
    rerender([{ id: 'b' }]);
    await settled();
    expect(openCarts()).toEqual(['Cart b']);
  });

  it.each([
    ['deleted', [{ id: 'b' }], 'desktop'],
    ['hidden on this viewport', [{ id: 'a', hidden: { mobile: true } }, { id: 'b' }], 'mobile'],
  ] as const)('run: the owner’s widget %s while the cart is open, the next keeps it open (its lines, the typed order) and closing it puts the hash back', async (_how, then, viewport) => {
    const location = memoryLocation('#menu');
    const services = createDetachedServices({ location, storage: createStorage('t:', createMemoryBackend()), sessionStorage: createStorage('s:', createMemoryBackend()) });
    const opens: string[] = [];
    services.events.on('cart:open', ({ open, source }) => opens.push(`${open ? 'open' : 'closed'} (${source})`));
    const order = { formId: 1, groupId: 'g', fields: [{ id: 'comment', type: 'text', name: 'Comment' }] };
    const { cart, rerender } = mountCarts([{ id: 'a', hidden: { mobile: true } }, { id: 'b' }], { services, order });
    act(() => (buttons()[0] as HTMLButtonElement).click());
    await settled();
    expect(openCarts()).toEqual(['Cart a']);
    expect(location.hash()).toBe('#cart');
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Ring twice' } });

    rerender([...then], { viewport });
    await settled();
    expect(openCarts()).toEqual(['Cart b']);
    expect([...document.querySelectorAll<HTMLElement>('dialog.rt-cart .rt-cart__line')].map((line) => line.dataset.itemId)).toEqual(cart.getState().items.map((item) => item.id));
    expect(screen.getByLabelText<HTMLInputElement>('Comment').value).toBe('Ring twice');
    expect(location.hash()).toBe('#cart');

    fireEvent.click(screen.getByRole('button', { name: 'Close the cart' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(CART_CLOSE_FADE_MS)));
    expect(openCarts()).toEqual([]);
    expect(location.hash()).toBe('#menu');
    // One open, one close: the widget that took the cart over did not open it.
    expect(opens).toEqual(['open (button)', 'closed (button)']);
  });

  it('admin, one widget per viewport: both buttons (the other viewport’s marked hidden), and the editor’s open shows one cart, the viewport’s own widget’s', async () => {
    const widgets = [
      { id: 'phone', hidden: { desktop: true } },
      { id: 'desk', hidden: { mobile: true } },
    ];
    const { services, rerender } = mountCarts(widgets, { mode: 'admin' });
    expect(buttons()).toHaveLength(2);
    expect(document.querySelectorAll('[data-hidden-badge]')).toHaveLength(1);
    act(() => services.events.emit('editor:cart', { open: true }));
    await settled();
    expect(openCarts()).toEqual(['Cart desk']);
    rerender(widgets, { viewport: 'mobile' });
    await settled();
    expect(openCarts()).toEqual(['Cart phone']);
  });

  it('admin: the copy deleted while editing leaves no line to be removed (spec 001 §6: no removal in admin)', async () => {
    const services: RuntimeServices = createDetachedServices({ storage: createStorage('t:', createMemoryBackend()) });
    const { cart, rerender } = mountCarts([{ id: 'a' }, { id: 'b' }], { mode: 'preview', services });
    act(() => cart.getState().setCount('p1:v1', 0));
    rerender([{ id: 'a' }, { id: 'b' }], { mode: 'admin' });
    rerender([{ id: 'a' }], { mode: 'admin' });
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
    expect(cart.getState().items).toHaveLength(1);
  });
});
