import { describe, expect, it, vi } from 'vitest';
import { createModalStore } from './modal-store';

describe('modal store', () => {
  it('stacks registered dialogs and takes them off', () => {
    const store = createModalStore();
    store.getState().register('checkout');
    store.getState().register('captcha');
    expect(store.getState().stack).toEqual(['checkout', 'captcha']);
    store.getState().unregister('captcha');
    expect(store.getState().stack).toEqual(['checkout']);
  });

  it('opens only page modals the page has', () => {
    const store = createModalStore();
    expect(store.getState().open('promo')).toBe(false);
    store.getState().setKnown(['promo', 'menu']);
    expect(store.getState().open('promo')).toBe(true);
    expect(store.getState().open('menu')).toBe(true);
    expect(store.getState().requested).toEqual(['promo', 'menu']);
    store.getState().close('promo');
    expect(store.getState().requested).toEqual(['menu']);
  });

  it('forgets requests for modals the page no longer has', () => {
    const store = createModalStore();
    store.getState().setKnown(['a', 'b']);
    store.getState().open('a');
    store.getState().open('b');
    store.getState().setKnown(['b']);
    expect(store.getState().requested).toEqual(['b']);
  });

  it('closes every page modal at once (a link out of them to the page behind)', () => {
    const store = createModalStore();
    store.getState().setKnown(['a', 'b']);
    store.getState().open('a');
    store.getState().open('b');
    store.getState().closeAll();
    expect(store.getState().requested).toEqual([]);
  });

  it('keeps what a page modal’s part holds, by part id, until it is forgotten; keeping it wakes no subscriber', () => {
    const store = createModalStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().keep('callback', { shape: 'text', value: { name: 'Ann' } });
    expect(store.getState().kept('callback')).toEqual({ shape: 'text', value: { name: 'Ann' } });
    expect(store.getState().kept('other')).toBeUndefined();
    store.getState().keep('callback', null);
    expect(store.getState().kept('callback')).toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
  });
});
