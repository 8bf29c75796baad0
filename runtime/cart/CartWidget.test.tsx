// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mode } from '../core/policies';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { createLocationService } from '../platform/location';
import { memoryLocation } from '../platform/memory-location.test-support';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { Site } from '../site/Site';
import { DEFAULT_REGISTRY } from '../site/registry';
import { leadRecorder } from '../forms/lead-recorder.test-support';
import type { CartItemData } from './cart-item';
import type { CartProductsLoader } from './refresh';
import { CART_WIDGET_DEFAULTS, CartWidget, preloadCartOverlay } from './CartWidget';
import { CartWidgetDataSchema, type Widget } from '../page/page-schema';
import { CART_CLOSE_FADE_MS, CART_ESCAPE_KEY_CODE } from './totals';
import { REMOVAL_DELAY_MS } from './cart-store';
import { cartStoreOf } from './cart-store';
import { CHECKOUT_VALUES_KEY } from '../checkout/CheckoutForm';
import { SHIPPING_STORAGE_KEY } from '../checkout/shipping-store';
import { CART_REGISTRY, settle } from '../site/cart-site.test-support';
import { cartItem } from './cart-item.test-support';
import { CART_ROOM_ATTRIBUTE } from './button-room';

/** A Harbor Mug line with 5 in stock. */
const item = (overrides: Partial<CartItemData> = {}) => cartItem({ quantity: 5, ...overrides });


function mount(mode: Mode, options: { settings?: Record<string, unknown>; hash?: string; data?: Record<string, unknown>; location?: ReturnType<typeof memoryLocation> } = {}) {
  const location = options.location ?? memoryLocation(options.hash);
  const services: RuntimeServices = createDetachedServices({ location, storage: createStorage('t:', createMemoryBackend()) });
  const stores = createSiteStores(services.storage);
  const page = loadPage({ settings: { ecommerce: options.settings ?? {} }, sections: [], widgets: [{ id: 'cart', type: 'CART', data: options.data ?? {} }] }) as LoadedPage;
  const site = (shown: Mode) => <Site page={page} mode={shown} viewport="desktop" services={services} stores={stores} registry={CART_REGISTRY} />;
  const view = render(site(mode));
  /** The same tree in another mode, as the editor switches it (DESIGN §4: no reload, the stores kept). */
  const switchTo = (next: Mode) => view.rerender(site(next));
  return { view, location, services, stores, cart: cartStoreOf(stores), switchTo };
}

const dialog = () => document.querySelector('dialog.rt-cart');
const button = () => document.querySelector<HTMLButtonElement>('.rt-cart-button');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The overlay's code loads when the cart is about to open; these tests open it at once, with the code there.
// (Awaited in a function of its own: a hook that resolves to a function has it called as its teardown.)
beforeAll(async () => {
  await preloadCartOverlay();
});

describe('CART widget (spec 002 §2, §4; spec 001 §2, §4, §6)', () => {
  it('a line set to 0 in preview is not removed once the owner switched to admin, nor by closing the cart there; back in preview its 5 s wait starts afresh (spec 001 §4, §6)', () => {
    const { cart, switchTo } = mount('preview');
    act(() => void cart.getState().add(item({ count: 2 })));
    act(() => cart.getState().openCart('button'));
    act(() => void fireEvent.change(screen.getByLabelText('Quantity of Harbor Mug'), { target: { value: '0' } }));
    switchTo('admin');
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
    expect(cart.getState().items).toHaveLength(1);
    act(() => cart.getState().closeCart());
    expect(cart.getState().items).toHaveLength(1);
    switchTo('preview');
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS - 1));
    expect(cart.getState().items).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(cart.getState().items).toEqual([]);
  });

  it('Back closes a cart the visitor opened (its history entry, `#cart`), with its fade and the news; admin adds no entry', () => {
    const { cart, location, services, switchTo } = mount('run', { hash: '#menu', data: { button: 'always' } });
    const told = vi.fn();
    services.events.on('cart:open', told);
    act(() => button()!.click());
    expect(location.entries()).toEqual({ hashes: ['#menu', '#cart'], at: 1 });
    act(() => location.visitorBack());
    expect(dialog()?.getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(CART_CLOSE_FADE_MS));
    expect(dialog()).toBeNull();
    expect(cart.getState().open).toEqual({ kind: 'closed' });
    expect(told).toHaveBeenLastCalledWith({ open: false, source: 'button' });
    expect(location.entries()).toEqual({ hashes: ['#menu', '#cart'], at: 0 });
    // While editing, the address is the editor's: the cart opened from its button adds nothing.
    switchTo('admin');
    act(() => cart.getState().openCart('button'));
    expect(dialog()).not.toBeNull();
    expect(location.entries()).toEqual({ hashes: ['#menu', '#cart'], at: 0 });
  });

  it('reloaded with the cart the visitor opened: it opens again from `#cart` and takes its entry, so Back closes it, and so does its own close, going back over it', () => {
    // An earlier life of the page: the visitor opened the cart from its button over `#menu`, then reloaded.
    const earlier = () => {
      const location = memoryLocation('#menu');
      location.pushEntry({ key: 'cart', depth: 1 }, { hash: 'cart' });
      location.reload();
      return location;
    };
    const byBack = mount('run', { location: earlier(), data: { button: 'always' } });
    expect(dialog()).not.toBeNull();
    act(() => byBack.location.visitorBack());
    act(() => vi.advanceTimersByTime(CART_CLOSE_FADE_MS));
    expect(dialog()).toBeNull();
    expect(byBack.location.entries()).toEqual({ hashes: ['#menu', '#cart'], at: 0 });
    cleanup();
    const byClose = mount('run', { location: earlier(), data: { button: 'always' } });
    act(() => screen.getByLabelText('Close the cart').click());
    act(() => vi.advanceTimersByTime(CART_CLOSE_FADE_MS));
    expect(dialog()).toBeNull();
    // Not `#menu` written over the cart's entry: the next Back would land on the same address.
    expect(byClose.location.entries()).toEqual({ hashes: ['#menu', '#cart'], at: 0 });
    // A `#cart` the visitor arrived by (no mark of an earlier life) is the page's own entry: closed in place.
    cleanup();
    const arrived = mount('run', { hash: '#cart', data: { button: 'always' } });
    act(() => screen.getByLabelText('Close the cart').click());
    act(() => vi.advanceTimersByTime(CART_CLOSE_FADE_MS));
    expect(arrived.location.entries()).toEqual({ hashes: [''], at: 0 });
  });

  it('its defaults are the schema’s (the widget reads data the page loader checked, and carries no validator)', () => {
    expect(CART_WIDGET_DEFAULTS).toEqual(CartWidgetDataSchema.parse({}));
  });

  it('the button shows the count and blinks on add; it opens the overlay with #cart; the close link fades out in 350 ms and puts the hash back', () => {
    const { cart, location } = mount('run', { hash: '#menu', data: { button: 'always' } });
    expect(button()?.textContent).toBe('0');
    act(() => void cart.getState().add(item({ count: 2 })));
    expect(button()?.textContent).toBe('2');
    expect(button()?.hasAttribute('data-blink')).toBe(true);
    act(() => vi.advanceTimersByTime(600));
    expect(button()?.hasAttribute('data-blink')).toBe(false);
    act(() => button()!.click());
    expect(dialog()).not.toBeNull();
    expect(location.hash()).toBe('#cart');
    expect(screen.getByText('Harbor Mug')).toBeTruthy();
    expect(document.querySelector('[data-cart-subtotal]')?.textContent).toBe('$24.00');
    act(() => screen.getByLabelText('Close the cart').click());
    expect(dialog()?.getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(CART_CLOSE_FADE_MS - 1));
    expect(dialog()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).toBeNull();
    expect(location.hash()).toBe('#menu');
  });

  it('a #cart address opens it; closing leaves the bare path', () => {
    const { location } = mount('preview');
    act(() => location.follow('#cart'));
    expect(dialog()).not.toBeNull();
    act(() => screen.getByLabelText('Close the cart').click());
    act(() => vi.advanceTimersByTime(CART_CLOSE_FADE_MS));
    expect(location.hash()).toBe('');
  });

  it('Escape (key code 27, spec 002 §9) and the overlay close it in run; in admin neither does (policy cartEscapeOverlayClose)', () => {
    expect(CART_ESCAPE_KEY_CODE).toBe(27);
    const escape = { key: 'Escape', keyCode: CART_ESCAPE_KEY_CODE };
    const run = mount('run');
    act(() => run.cart.getState().openCart('button'));
    act(() => void fireEvent.keyDown(dialog()!, escape));
    expect(dialog()?.getAttribute('data-state')).toBe('closing');
    cleanup();
    const admin = mount('admin');
    act(() => admin.services.events.emit('editor:cart', { open: true }));
    act(() => void fireEvent.keyDown(dialog()!, escape));
    act(() => void fireEvent.click(dialog()!));
    expect(dialog()?.getAttribute('data-state')).not.toBe('closing');
  });

  it('the stock holds a count back: One more at the stock, and a typed 10 of 5, say so on the line and to screen readers; the next change that fits clears it', () => {
    const { cart, services } = mount('run');
    const heard: string[] = [];
    services.events.on('site:announce', ({ text }) => void heard.push(text));
    act(() => void cart.getState().add(item({ count: 5 })));
    act(() => cart.getState().openCart('button'));
    const note = () => document.querySelector('[data-stock-limit]')?.textContent;
    expect(note()).toBeUndefined();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'One more Harbor Mug' })));
    expect(cart.getState().items[0]?.count).toBe(5);
    expect(note()).toBe('Only 5 left in stock');
    expect(heard).toEqual(['Only 5 left in stock']);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'One less Harbor Mug' })));
    expect(note()).toBeUndefined();
    act(() => void fireEvent.change(screen.getByLabelText('Quantity of Harbor Mug'), { target: { value: '10' } }));
    expect(cart.getState().items[0]?.count).toBe(5);
    expect(note()).toBe('Only 5 left in stock');
    // The count changed elsewhere (another tab, a 409's refresh): the note goes with the count it was about.
    act(() => cart.getState().setCount(cart.getState().items[0]!.id, 2));
    expect(note()).toBeUndefined();
  });

  it('a line above its stock (the stock fell since): One more says the stock, not the count kept', () => {
    const { cart, services } = mount('run');
    const heard: string[] = [];
    services.events.on('site:announce', ({ text }) => void heard.push(text));
    act(() => void cart.getState().add(item({ count: 5, quantity: 5 })));
    act(() => cart.setState({ items: cart.getState().items.map((line) => ({ ...line, quantity: 3 })) }));
    act(() => cart.getState().openCart('button'));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'One more Harbor Mug' })));
    expect(cart.getState().items[0]?.count).toBe(5);
    expect(document.querySelector('[data-stock-limit]')?.textContent).toBe('Only 3 left in stock');
    expect(heard).toEqual(['Only 3 left in stock']);
  });

  it('a line removed by mistake: Undo puts back the count it had, not one, keeps the line past the 5 s, and leaves the focus on its Remove', () => {
    const { cart } = mount('run');
    act(() => void cart.getState().add(item({ count: 3 })));
    act(() => cart.getState().openCart('button'));
    const remove = screen.getByRole('button', { name: 'Remove Harbor Mug' });
    act(() => void fireEvent.click(remove));
    expect(cart.getState().items[0]?.count).toBe(0);
    const undo = screen.getByRole('button', { name: 'Undo: keep Harbor Mug in the cart' });
    expect(undo.textContent).toBe('Undo');
    act(() => void fireEvent.click(undo));
    expect(cart.getState().items[0]?.count).toBe(3);
    expect(document.activeElement).toBe(remove);
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
    expect(cart.getState().items.map((line) => line.count)).toEqual([3]);
    // Removed again and left: it goes after 5 s, as any line at 0.
    act(() => void fireEvent.click(remove));
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
    expect(cart.getState().items).toEqual([]);
  });

  it('the count input takes the absolute value; 0 removes after 5 s; the card of a visitor adds again', () => {
    const { cart } = mount('run');
    act(() => void cart.getState().add(item()));
    act(() => cart.getState().openCart('button'));
    const input = screen.getByLabelText('Quantity of Harbor Mug') as HTMLInputElement;
    act(() => void fireEvent.change(input, { target: { value: '-3' } }));
    expect(cart.getState().items[0]?.count).toBe(3);
    act(() => void fireEvent.change(input, { target: { value: '0' } }));
    expect(screen.getByText('Removed in a few seconds unless you change the count')).toBeTruthy();
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS - 1));
    expect(cart.getState().items).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(cart.getState().items).toHaveLength(0);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it('its news says a line the visitor removed, and nothing of the lines an order took: the order form\u2019s thanks says that', () => {
    const { cart } = mount('run');
    act(() => void cart.getState().add(item()));
    act(() => void cart.getState().add(item({ id: 'p2:v1', productId: 'p2', title: 'Dockside Espresso', count: 2 })));
    act(() => cart.getState().openCart('button'));
    const news = () => document.querySelector('[data-cart-news]')?.textContent;
    act(() => screen.getByLabelText('Remove Harbor Mug').click());
    expect(news()).toBe('Harbor Mug will be removed from the cart in a few seconds');
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
    expect(news()).toBe('Harbor Mug removed from the cart');
    act(() => cart.getState().orderAccepted([{ id: 'p2:v1', count: 2 }], { payLink: null }));
    expect(cart.getState().items).toEqual([]);
    expect(news()).toBe('Harbor Mug removed from the cart');
  });

  it('the count input changes the count only with a number (spec 002 §5): "-2" typed key by key gives 2 without a 0 on the way; a letter keeps the count, and the blur shows it again', () => {
    const { cart } = mount('run');
    act(() => void cart.getState().add(item({ count: 3 })));
    act(() => cart.getState().openCart('button'));
    const input = screen.getByLabelText('Quantity of Harbor Mug') as HTMLInputElement;
    act(() => void fireEvent.change(input, { target: { value: '-' } }));
    expect(cart.getState().items[0]?.count).toBe(3);
    expect(screen.queryByText('Removed in a few seconds unless you change the count')).toBeNull();
    act(() => void fireEvent.change(input, { target: { value: '-2' } }));
    expect(cart.getState().items[0]?.count).toBe(2);
    act(() => void fireEvent.change(input, { target: { value: 'x' } }));
    expect(input.value).toBe('x');
    act(() => void fireEvent.blur(input));
    expect(input.value).toBe('2');
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
    expect(cart.getState().items.map((line) => line.count)).toEqual([2]);
  });

  it('keyboard (WCAG 2.4.3): a refused One less or Remove keeps the focus; a line gone hands it to the next line, else the previous, else the close button; so do the hidden notices', () => {
    // jsdom lays nothing out: every element counts as shown.
    const rects = vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    const { cart } = mount('run');
    act(() => {
      for (const [id, title] of [['p1', 'Harbor Mug'], ['p2', 'Tea Cup'], ['p3', 'Plate']] as const) cart.getState().add(item({ id: `${id}:v1`, productId: id, title }));
    });
    act(() => cart.getState().openCart('button'));
    act(() => cart.setState({ notices: [{ kind: 'merged' }] }));
    const control = (name: string) => screen.getByRole('button', { name });
    const press = (name: string) => {
      act(() => control(name).focus());
      act(() => void fireEvent.click(control(name)));
    };
    press('Hide these messages');
    expect(document.activeElement).toBe(control('One less Harbor Mug'));

    press('Remove Tea Cup');
    // Refused now, and still the focused control: aria-disabled, not disabled (a disabled one loses the focus).
    expect(control('Remove Tea Cup').getAttribute('aria-disabled')).toBe('true');
    expect((control('Remove Tea Cup') as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(control('Remove Tea Cup'));
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
    expect(document.activeElement).toBe(control('Remove Plate'));

    press('Remove Plate');
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
    expect(document.activeElement).toBe(control('Remove Harbor Mug'));

    press('One less Harbor Mug');
    press('One less Harbor Mug');
    expect(cart.getState().items.map((line) => line.count)).toEqual([0]);
    expect(control('One less Harbor Mug').getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(control('One less Harbor Mug'));
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(document.activeElement).toBe(control('Close the cart'));
    rects.mockRestore();
  });

  it('auto opens on the first add when autoOpenCart is set (spec 001 §2)', () => {
    const { cart } = mount('run', { settings: { autoOpenCart: true } });
    act(() => void cart.getState().add(item()));
    expect(dialog()).not.toBeNull();
  });

  it('admin: the button is always there and opens nothing; the editor force-opens sample lines, counts and removal disabled, nothing stored', () => {
    const { cart, services, location } = mount('admin', { data: { button: 'never' } });
    expect(button()).not.toBeNull();
    act(() => button()!.click());
    expect(dialog()).toBeNull();
    act(() => services.events.emit('editor:cart', { open: true }));
    expect(dialog()?.getAttribute('data-forced')).toBe('true');
    const lines = [...document.querySelectorAll('.rt-cart__line')].map((line) => line.getAttribute('data-status'));
    expect(lines).toEqual(['in_stock', 'items_in_stock', 'items_left_in_stock', 'out_of_stock', 'not_available']);
    expect([...document.querySelectorAll<HTMLButtonElement>('.rt-cart__remove')].every((remove) => remove.disabled)).toBe(true);
    expect([...document.querySelectorAll<HTMLInputElement>('.rt-cart__input')].every((input) => input.disabled)).toBe(true);
    expect(cart.getState().items).toEqual([]);
    expect(services.storage.get('cart')).toBeUndefined();
    expect(location.hash()).toBe('');
  });

  for (const next of ['preview', 'run'] as const) {
    it(`the editor's forced open is admin's alone (policy cartForceOpen): switched to ${next}, no sample line nor its note stays on screen`, () => {
      const { services, switchTo } = mount('admin');
      act(() => services.events.emit('editor:cart', { open: true }));
      expect(dialog()?.getAttribute('data-forced')).toBe('true');
      act(() => switchTo(next));
      act(() => vi.advanceTimersByTime(CART_CLOSE_FADE_MS));
      expect(document.querySelector('.rt-cart__forced')).toBeNull();
      expect(document.querySelectorAll('.rt-cart__line')).toHaveLength(0);
    });
  }

  it('the forced cart stores nothing ("nothing is stored"): what the owner types into its order form, and its shipping choice, stay in memory, out of the storage a visitor\'s checkout reads', async () => {
    await import('../forms');
    // The address fields find their controls with CSS.escape, which jsdom lacks.
    (globalThis as { CSS?: unknown }).CSS ??= { escape: (text: string) => text };
    const services = createDetachedServices({ storage: createStorage('t:', createMemoryBackend()), sessionStorage: createStorage('s:', createMemoryBackend()) });
    const stores = createSiteStores(services.storage);
    const page = loadPage({
      settings: { projectId: 'shop1', ecommerce: { shipping: [{ id: 'courier', title: 'Courier', type: 'delivery', price: { current: 5 } }] } },
      sections: [],
      widgets: [{ id: 'cart', type: 'CART', data: { order: { formId: 9, groupId: 'orders', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }] } } }],
    }) as LoadedPage;
    render(<Site page={page} mode="admin" viewport="desktop" services={services} stores={stores} registry={CART_REGISTRY} />);
    act(() => services.events.emit('editor:cart', { open: true }));
    for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
    expect(document.querySelector('.rt-cart__forced')).not.toBeNull();
    // The sample cart shows the shop's method as chosen, as a visitor's does.
    expect(screen.getByRole('radio', { name: /Courier/ })).toHaveProperty('checked', true);
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Owner test' } });
    await settle();
    expect(screen.getByLabelText<HTMLInputElement>('Name', { exact: false }).value).toBe('Owner test');
    expect(services.sessionStorage.get(CHECKOUT_VALUES_KEY)).toBeUndefined();
    expect(services.storage.get(SHIPPING_STORAGE_KEY)).toBeUndefined();
  });

  it('the notices say a stock that ran out as out of stock, not as "Only 0 … left in stock"', () => {
    const { cart } = mount('run');
    act(() => void cart.getState().add(item({ count: 2 })));
    act(() => cart.getState().applyFresh(() => ({ price: 12, title: 'Harbor Mug', img: null, quantity: 0, vendorCode: 'MUG-1', optionsInfo: [], hidden: false })));
    act(() => cart.getState().openCart('button'));
    expect([...document.querySelectorAll('[data-notice]')].map((notice) => notice.textContent)).toEqual(['Harbor Mug is out of stock now']);
  });

  it('a price notice for a line that has no price now says it as the line does: the shop\'s label, else "Price on request", not "—"', () => {
    const noticeFor = (settings: Record<string, unknown>) => {
      const { cart } = mount('run', { settings: { allowPriceless: true, ...settings } });
      act(() => void cart.getState().add(item({ count: 2 })));
      act(() => cart.getState().applyFresh(() => ({ price: null, title: 'Harbor Mug', img: null, quantity: 5, vendorCode: 'MUG-1', optionsInfo: [], hidden: false })));
      act(() => cart.getState().openCart('button'));
      return document.querySelector('[data-notice="price"]')?.textContent;
    };
    expect(noticeFor({ noPriceLabel: 'Ask for a quote' })).toBe('The price of Harbor Mug changed: $12.00 → Ask for a quote');
    cleanup();
    expect(noticeFor({})).toBe('The price of Harbor Mug changed: $12.00 → Price on request');
  });

  it('run: the button follows the widget data (hidden while empty by default, never when set so)', () => {
    const { cart } = mount('run');
    expect(button()).toBeNull();
    act(() => void cart.getState().add(item()));
    expect(button()).not.toBeNull();
    cleanup();
    mount('run', { data: { button: 'never' } });
    expect(button()).toBeNull();
  });

  it('a button at the bottom: the site’s root is marked for the room at the page’s end while the button shows (cart.css), not for one at the top', () => {
    const roomMarked = () => document.querySelector('.rt-site')!.hasAttribute(CART_ROOM_ATTRIBUTE);
    const { cart } = mount('run');
    expect(roomMarked()).toBe(false);
    act(() => void cart.getState().add(item()));
    expect(roomMarked()).toBe(true);
    act(() => cart.getState().setCount(cart.getState().items[0]!.id, 0));
    act(() => vi.advanceTimersByTime(REMOVAL_DELAY_MS));
    expect(button()).toBeNull();
    expect(roomMarked()).toBe(false);
    cleanup();
    mount('run', { data: { button: 'always', position: 'top-left' } });
    expect(button()).not.toBeNull();
    expect(roomMarked()).toBe(false);
  });
});

describe('the hash the cart puts back, on the window’s own address (spec 001 §2 "on close restores the prior hash or path")', () => {
  /** The widget over the browser's location service, on the jsdom window's address. */
  function mountOnWindow(address: string) {
    window.history.replaceState(null, '', address);
    const services = createDetachedServices({ location: createLocationService(window), storage: createStorage('t:', createMemoryBackend()) });
    const page = loadPage({ settings: { ecommerce: {} }, sections: [], widgets: [{ id: 'cart', type: 'CART', data: { button: 'always' } }] }) as LoadedPage;
    render(<Site page={page} mode="run" viewport="desktop" services={services} stores={createSiteStores(services.storage)} registry={CART_REGISTRY} />);
    return services;
  }
  const close = async () => {
    act(() => screen.getByLabelText('Close the cart').click());
    act(() => vi.advanceTimersByTime(CART_CLOSE_FADE_MS));
    expect(dialog()).toBeNull();
    // A cart the visitor opened goes back over its history entry: the browser's back lands in a task
    // of its own (jsdom's own timers, which the fake ones do not hold).
    await act(() => vi.waitFor(() => expect(window.location.hash).not.toBe('#cart')));
  };
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each(['#/catalog/mugs', '#tab=2', '#order:form', '#%D0%BC%D0%B5%D0%BD%D1%8E'])('closing puts the prior hash %s back exactly as it was, not encoded again', async (prior) => {
    mountOnWindow(`/page${prior}`);
    act(() => button()!.click());
    // The visitor opened it: an entry of its own, which its close goes back over.
    expect(window.location.hash).toBe('#cart');
    await close();
    expect(window.location.hash).toBe(prior);
    expect(window.location.pathname).toBe('/page');
  });

  it('a cart the address opened (the page arrived with #cart): closing puts the bare path back in place, no entry gone back over', async () => {
    mountOnWindow('/page#cart');
    expect(dialog()).not.toBeNull();
    const entries = window.history.length;
    await close();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/page');
    expect(window.history.length).toBe(entries);
  });

  it('a #cart link followed after a hash pushed with no hashchange (an anchors dot writes #menu so): closing puts #menu back', async () => {
    const services = mountOnWindow('/page');
    // What an anchors dot does (widgets/anchors/Anchors.tsx): a history entry, and no event.
    services.location.pushHash('menu');
    expect(window.location.hash).toBe('#menu');
    // A followed `#cart` link: the browser's hashchange comes in a task of its own (a timer, in jsdom).
    act(() => {
      window.location.hash = '#cart';
      vi.advanceTimersByTime(0);
    });
    expect(dialog()).not.toBeNull();
    await close();
    expect(window.location.hash).toBe('#menu');
  });
});

describe('the order after a 409 (spec 001 §8 "if confirmed, resubmits")', () => {
  beforeAll(async () => {
    await import('../forms');
  });

  it('a product deleted from the shop meanwhile: "order with these changes" sends the order again without its line', async () => {
    let deleted = false;
    // The shop answers every line as it is, until Filter Papers (p2) is deleted from it.
    const loadProducts: CartProductsLoader = async () => (line) =>
      deleted && line.productId === 'p2' ? null : { price: line.price, title: line.title, img: line.img, quantity: line.quantity, vendorCode: line.vendorCode, optionsInfo: line.optionsInfo, hidden: false };
    const shop = { ...DEFAULT_REGISTRY, widgets: { ...DEFAULT_REGISTRY.widgets, CART: { component: ({ widget }: { widget: Widget }) => <CartWidget widget={widget} loadProducts={loadProducts} />, implemented: true } } };
    const conflict = () => new Response(JSON.stringify({ status: false, error: 'cart changed' }), { status: 409 });
    const { request, sent } = leadRecorder([conflict]);
    const services: RuntimeServices = createDetachedServices({ request, storage: createStorage('t:', createMemoryBackend()) });
    const stores = createSiteStores(services.storage);
    const page = loadPage({
      // A project: the order goes to its lead-send path (spec 002 §2, §7).
      settings: { projectId: 'shop1', ecommerce: {} },
      sections: [],
      widgets: [{ id: 'cart', type: 'CART', data: { order: { formId: 9, groupId: 'orders', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }] } } }],
    }) as LoadedPage;
    render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} registry={shop} />);
    const cart = cartStoreOf(stores);
    act(() => void cart.getState().add(item()));
    act(() => void cart.getState().add(item({ id: 'p2:v2', productId: 'p2', variantId: 'v2', title: 'Filter Papers', price: 5, orderPrice: 5 })));
    act(() => cart.getState().openCart('button'));
    for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
    deleted = true;
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await settle();
    await settle();
    expect(sent).toHaveLength(1);
    const changes = document.querySelector('[data-cart-changes]')!;
    expect(changes.querySelector('[data-change="not_available"]')?.textContent).toContain('Filter Papers');
    fireEvent.click(screen.getByRole('button', { name: 'Order with these changes' }));
    await settle();
    await settle();
    expect(sent).toHaveLength(2);
    expect((JSON.parse(String(sent[1]!.products)) as { id: string }[]).map((line) => line.id)).toEqual(['p1:v1']);
  });
});

describe('the focus when the cart closes (WCAG 2.4.3 Focus Order)', () => {
  beforeAll(async () => {
    await import('../forms');
  });
  const close = async () => {
    act(() => screen.getByLabelText('Close the cart').click());
    act(() => vi.advanceTimersByTime(CART_CLOSE_FADE_MS));
    expect(dialog()).toBeNull();
    // A cart the visitor opened goes back over its history entry: the browser's back lands in a task
    // of its own (jsdom's own timers, which the fake ones do not hold).
    await act(() => vi.waitFor(() => expect(window.location.hash).not.toBe('#cart')));
  };

  it('after an order, whose lines took the cart button with them: to the page’s main content, not the body; taken by script only', async () => {
    const { request, sent } = leadRecorder();
    const services: RuntimeServices = createDetachedServices({ request, storage: createStorage('t:', createMemoryBackend()) });
    const stores = createSiteStores(services.storage);
    const page = loadPage({
      // A project: the order goes to its lead-send path (spec 002 §2, §7).
      settings: { projectId: 'shop1', ecommerce: {} },
      sections: [],
      widgets: [{ id: 'cart', type: 'CART', data: { order: { formId: 9, groupId: 'orders', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }] } } }],
    }) as LoadedPage;
    render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} registry={CART_REGISTRY} />);
    const cart = cartStoreOf(stores);
    act(() => void cart.getState().add(item()));
    button()!.focus();
    act(() => button()!.click());
    for (let i = 0; i < 20 && !screen.queryByLabelText('Name', { exact: false }); i++) await settle();
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await settle();
    await settle();
    expect(sent).toHaveLength(1);
    expect(document.querySelector('[data-order-placed]')).not.toBeNull();
    expect(button()).toBeNull();
    close();
    const main = document.querySelector('main')!;
    expect(document.activeElement).toBe(main);
    // Focusable while it holds the focus only: Tab never stops on it, a click inside focuses nothing of it.
    expect(main.getAttribute('tabindex')).toBe('-1');
    act(() => main.blur());
    expect(main.hasAttribute('tabindex')).toBe(false);
  });
});
