import { describe, expect, it } from 'vitest';
import { formatPrice } from '../platform/format';
import type { CartItemData } from './cart-item';
import { cartItem } from './cart-item.test-support';
import { cartSubtotal, lineTotal } from './totals';

/** A Harbor Mug line with 5 in stock. */
const item = (overrides: Partial<CartItemData> = {}) => cartItem({ quantity: 5, ...overrides });

describe('the cart\'s sums, in the minor unit of the page\'s currency (platform/format.ts currencyDecimals)', () => {
  it('cents: 0.1 + 0.2 stays 0.3; a hidden line and a line at 0 add nothing', () => {
    expect(cartSubtotal([item({ id: 'a', price: 0.1 }), item({ id: 'b', price: 0.2 }), item({ id: 'c', hidden: true }), item({ id: 'd', count: 0 })], 2)).toBe(0.3);
    expect(lineTotal(item({ price: 0.1, count: 3 }), 2)).toBe(0.3);
  });

  it('a currency of three decimals (KWD) keeps its third: 1.125 × 2 is 2.25, not 2.26', () => {
    expect(lineTotal(item({ price: 1.125, count: 2 }), 3)).toBe(2.25);
    expect(cartSubtotal([item({ id: 'a', price: 1.125 }), item({ id: 'b', price: 0.001 })], 3)).toBe(1.126);
  });

  it.each([10.075, 4.015, 1.005, 0.145])('one item at %f costs in the cart what its card says: its decimal digits rounded half up, as Intl rounds them', (price) => {
    // 10.075 × 100 is 1007.4999999999999 in binary: the cart said $10.07 beside the card's $10.08.
    const usd = (value: number) => formatPrice(value, 'en', 'USD');
    const one = item({ price, count: 1 });
    expect(usd(lineTotal(one, 2)!), 'the cart line').toBe(usd(price));
    expect(usd(cartSubtotal([one], 2)), 'the subtotal').toBe(usd(price));
  });

  it('a priceless line has no total', () => {
    expect(lineTotal(item({ price: null }), 2)).toBeNull();
  });
});
