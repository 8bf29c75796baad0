// @vitest-environment jsdom
// The cart overlay's chunk cannot be loaded (a deploy removed it, the network failed): the cart
// closes again, the visitor is told, and the next open imports the code again.
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { expectReachingForFailedCodeCoolsDown } from '../platform/cached-import.test-support';
import { createSiteStores } from '../site/site-stores';
import { CartWidget } from './CartWidget';
import { cartStoreOf } from './cart-store';

/** Each import of the overlay's chunk, counted as the module is asked for. */
const overlayImports = vi.hoisted(() => vi.fn());

vi.mock('./CartOverlay', () => {
  overlayImports();
  throw new Error('Failed to fetch dynamically imported module: CartOverlay.js');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mountCartButton(services = createDetachedServices()) {
  const stores = createSiteStores();
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={stores} services={services}>
      <CartWidget widget={{ id: 'cart', type: 'CART', data: { button: 'always' } }} loadProducts={null} />
    </RuntimeProvider>,
  );
  return { stores, button: document.querySelector<HTMLButtonElement>('.rt-cart-button')! };
}

it('an open cart whose code does not load closes again and tells the visitor, each time it is opened', async () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const alert = vi.fn();
  const { stores, button } = mountCartButton(createDetachedServices({ log, alert }));
  act(() => button.click());
  await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This could not be opened. Please check your connection and try again'));
  expect(log.error).toHaveBeenCalledWith('the cart could not be opened: its code did not load', expect.anything());
  expect(cartStoreOf(stores).getState().open.kind).toBe('closed');
  act(() => button.click());
  await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
});

it('after a failed import, the pointer over the cart button or its focus imports again only once the failure is FAILED_IMPORT_COOL_DOWN_MS old', async () => {
  const { button } = mountCartButton();
  await expectReachingForFailedCodeCoolsDown(button, overlayImports);
});
