/**
 * For the cart's unit tests: a cart line, and a log that says nothing. Apart from what a cart on a
 * site needs (site/cart-site.test-support.tsx), so a test of the cart's rules loads no part of the
 * site with them.
 */
import type { RuntimeLog } from '../core/services';
import type { CartItemData } from './cart-item';

/** A line of one Harbor Mug (product p1, variant v1) at 12, with 50 in stock: more than a test adds, unless it sets the stock itself. */
export function cartItem(overrides: Partial<CartItemData> = {}): CartItemData {
  return { id: 'p1:v1', type: 'product', productId: 'p1', variantId: 'v1', count: 1, price: 12, orderPrice: 12, title: 'Harbor Mug', img: null, quantity: 50, vendorCode: 'MUG-1', optionsInfo: [], hidden: false, ...overrides };
}

/** A log that drops every line (for services whose log a test does not read). */
export const quietLog: RuntimeLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
