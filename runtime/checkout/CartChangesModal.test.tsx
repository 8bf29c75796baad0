// @vitest-environment jsdom
/**
 * The changes modal after a 409 (spec 001 §8) says a price and a shipping charge in the words the
 * cart says them in: a shipping charge of 0 or none as the shipping picker does ("Free", "Price
 * agreed after the order"), a line without a price now by the shop's label, as its cart line.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { DEFAULT_PAGE_SETTINGS } from '../page/default-settings';
import { PageSettingsContext } from '../page/page-settings-context';
import { formatPrice } from '../platform/format';
import { createSiteStores } from '../site/site-stores';
import { CartChangesModal } from './CheckoutForm';
import type { CartChange } from './order';
import { shippingStoreOf } from './shipping-store';

afterEach(cleanup);

function changeText(change: CartChange, noPriceLabel = '', stores = createSiteStores()) {
  const view = render(
    <PageSettingsContext.Provider value={{ ...DEFAULT_PAGE_SETTINGS, ecommerce: { ...DEFAULT_PAGE_SETTINGS.ecommerce, noPriceLabel } }}>
      <RuntimeProvider mode="run" viewport="desktop" language="en" stores={stores}>
        <CartChangesModal changes={[change]} money={(value) => formatPrice(value, 'en', 'USD')} onAnswer={() => undefined} />
      </RuntimeProvider>
    </PageSettingsContext.Provider>,
  );
  return view.baseElement.querySelector(`[data-change="${change.kind}"]`)?.textContent;
}

const courier = (from: number | null, to: number | null): CartChange => ({ kind: 'shipping', id: 'courier', title: 'Courier', from, to });
const mug = (from: number | null, to: number | null): CartChange => ({ kind: 'price', id: 'mug', title: 'Harbor Mug', from, to });

it('a shipping charge of 0 is "Free" and none is "Price agreed after the order", as the shipping picker says them (not "$0.00", not "—")', () => {
  expect(changeText(courier(7.5, 0))).toBe('Shipping by Courier: Free (it was $7.50)');
  cleanup();
  expect(changeText(courier(7.5, null))).toBe('Shipping by Courier: Price agreed after the order (it was $7.50)');
  cleanup();
  expect(changeText(courier(null, 9))).toBe('Shipping by Courier: $9.00 (it was Price agreed after the order)');
});

it('a line without a price now reads as its cart line: the shop\'s label (as a 409 left it), else "Price on request"; not "—", and not "the price is now Price on request"', () => {
  expect(changeText(mug(12, null))).toBe('Harbor Mug: Price on request (it was $12.00)');
  cleanup();
  expect(changeText(mug(12, null), 'Ask for a quote')).toBe('Harbor Mug: Ask for a quote (it was $12.00)');
  cleanup();
  const stores = createSiteStores();
  act(() => shippingStoreOf(stores).getState().serverSettings({ noPriceLabel: 'Call us' }));
  expect(changeText(mug(12, null), 'Ask for a quote', stores)).toBe('Harbor Mug: Call us (it was $12.00)');
  cleanup();
  // A line that had no price and has one now.
  expect(changeText(mug(null, 9))).toBe('Harbor Mug: $9.00 (it was Price on request)');
  cleanup();
  expect(changeText(mug(12, 9))).toBe('Harbor Mug: the price is now $9.00 (it was $12.00)');
});
