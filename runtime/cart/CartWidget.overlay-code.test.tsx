// @vitest-environment jsdom
// own process: no other test has loaded the cart overlay's code, so it is not there until the cart opens (vite.config.ts).
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createSiteStores } from '../site/site-stores';
import { CartWidget } from './CartWidget';
import { cartStoreOf } from './cart-store';

afterEach(cleanup);

describe('the cart overlay’s code', () => {
  it('is not there before the cart opens: the button shows at once, and the open cart once its code has loaded', async () => {
    const stores = createSiteStores();
    render(
      <RuntimeProvider mode="run" viewport="desktop" stores={stores}>
        <CartWidget widget={{ id: 'cart', type: 'CART', data: { button: 'always' } }} loadProducts={null} />
      </RuntimeProvider>,
    );
    const button = document.querySelector<HTMLButtonElement>('.rt-cart-button');
    expect(button).toBeTruthy();
    // Loaded on demand: nothing of the overlay at first, not even once open, until its module is there.
    act(() => button!.click());
    expect(cartStoreOf(stores).getState().open.kind).toBe('open');
    expect(document.querySelector('dialog.rt-cart')).toBeNull();
    // The first import of the overlay transforms its modules here (the dialog and its icons among them), which can take over a second.
    await waitFor(() => expect(document.querySelector('dialog.rt-cart')).toBeTruthy());
  });
});
