import { describe, expect, it } from 'vitest';
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
});
