import { describe, expect, it } from 'vitest';
import { isCartPrice, MAX_CART_PRICE, MAX_MINOR_UNIT_DECIMALS, readItem, readSaved } from './storage-format';

/** A stored line as the cart writes it. */
const stored = (overrides: Record<string, unknown> = {}) => ({ id: 'p1:v1', type: 'product', productId: 'p1', variantId: 'v1', count: 1, price: 12, orderPrice: 12, title: 'Mug', quantity: 5, ...overrides });

describe('prices the cart can add up (its sums are whole minor units of the currency, cart/totals.ts)', () => {
  it('takes finite prices from 0 to MAX_CART_PRICE, whose minor units stay exact integers in the finest currency', () => {
    for (const price of [0, 0.1, 12.5, 1_000_000, MAX_CART_PRICE]) expect(isCartPrice(price)).toBe(true);
    for (const price of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e308, 2e306, MAX_CART_PRICE * 1.01]) expect(isCartPrice(price)).toBe(false);
    expect(Number.isSafeInteger(Math.round(MAX_CART_PRICE * 10 ** MAX_MINOR_UNIT_DECIMALS))).toBe(true);
  });

  it('a stored line with a price too high to add up (edited storage, another tab) reads as priceless, as a negative one does', () => {
    for (const price of [1e308, 2e306, -3]) {
      const read = readItem(stored({ price, orderPrice: price }));
      expect(read?.item).toMatchObject({ id: 'p1:v1', count: 1, price: null, orderPrice: null });
    }
    expect(readItem(stored())?.item).toMatchObject({ price: 12, orderPrice: 12 });
  });

  it('the whole cart read back keeps the line, without its price', () => {
    const { items } = readSaved([stored({ price: 1e308 }), stored({ id: 'p2:v1', productId: 'p2' })]);
    expect(items.map((item) => [item.id, item.price])).toEqual([
      ['p1:v1', null],
      ['p2:v1', 12],
    ]);
  });
});
