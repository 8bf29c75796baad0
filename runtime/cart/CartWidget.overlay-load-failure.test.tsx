// @vitest-environment jsdom
// The cart overlay's chunk cannot be loaded (a deploy removed it, the network failed): the cart
// closes again, the visitor is told, and the next open imports the code again.
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import { CartWidget } from './CartWidget';
import { cartStoreOf } from './cart-store';

vi.mock('./CartOverlay', () => {
  throw new Error('Failed to fetch dynamically imported module: CartOverlay.js');
});

afterEach(cleanup);

it('an open cart whose code does not load closes again and tells the visitor, each time it is opened', async () => {
  const stores = createSiteStores();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const alert = vi.fn();
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={stores} services={createDetachedServices({ log, alert })}>
      <CartWidget widget={{ id: 'cart', type: 'CART', data: { button: 'always' } }} loadProducts={null} />
    </RuntimeProvider>,
  );
  const button = document.querySelector<HTMLButtonElement>('.rt-cart-button')!;
  act(() => button.click());
  await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This could not be opened. Please check your connection and try again'));
  expect(log.error).toHaveBeenCalledWith('the cart could not be opened: its code did not load', expect.anything());
  expect(cartStoreOf(stores).getState().open.kind).toBe('closed');
  act(() => button.click());
  await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
});
