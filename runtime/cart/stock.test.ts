import { describe, expect, it } from 'vitest';
import { UNLIMITED_QUANTITY, type CartItemData } from './cart-item';
import { cappedCount, countHeldByStock, countsCutToStock, DEFAULT_ECOMMERCE_SETTINGS, MAX_ITEM_COUNT, readCountInput, removedAtOnce, stockStatus, validCount, type EcommerceSettings } from './stock';

const line = (overrides: Partial<CartItemData> = {}) => ({ type: 'product' as const, hidden: false, price: 10, quantity: 5, count: 1, ...overrides });
const with_ = (overrides: Partial<EcommerceSettings> = {}): EcommerceSettings => ({ ...DEFAULT_ECOMMERCE_SETTINGS, ...overrides });

describe('stockStatus (spec 001 §4 "Stock status per item", in the spec\'s order)', () => {
  it('1. not_available: a hidden item, or a priceless one while priceless orders are not allowed — before anything else', () => {
    expect(stockStatus(line({ hidden: true, quantity: -1 }), with_({ inStockStatus: 'in_stock' }))).toBe('not_available');
    expect(stockStatus(line({ price: null }), with_())).toBe('not_available');
    expect(stockStatus(line({ price: null, type: 'custom' }), with_())).toBe('not_available');
    // Allowed priceless: the stock decides.
    expect(stockStatus(line({ price: null }), with_({ allowPriceless: true }))).toBe('items_in_stock');
  });

  it('2. in_stock: a custom or unlimited item; in stock with the setting in_stock; preorder allowed with out-of-stock shown as in_stock', () => {
    expect(stockStatus(line({ type: 'custom', quantity: 0, count: 3 }), with_())).toBe('in_stock');
    expect(stockStatus(line({ quantity: -1, count: 500 }), with_())).toBe('in_stock');
    expect(stockStatus(line({ quantity: 5, count: 5 }), with_({ inStockStatus: 'in_stock' }))).toBe('in_stock');
    expect(stockStatus(line({ quantity: 0 }), with_({ allowPreorder: true, outOfStockStatus: 'in_stock' }))).toBe('in_stock');
    expect(stockStatus(line({ quantity: 2, count: 4 }), with_({ allowPreorder: true, outOfStockStatus: 'in_stock' }))).toBe('in_stock');
  });

  it('3. items_in_stock: in stock with the count shown (the default setting)', () => {
    expect(stockStatus(line({ quantity: 5, count: 5 }), with_())).toBe('items_in_stock');
    expect(stockStatus(line({ quantity: 5, count: 1 }), with_({ allowPreorder: true }))).toBe('items_in_stock');
  });

  it('4. preorder: out of stock, or more wanted than in stock, with preorders allowed', () => {
    expect(stockStatus(line({ quantity: 0 }), with_({ allowPreorder: true }))).toBe('preorder');
    expect(stockStatus(line({ quantity: 2, count: 3 }), with_({ allowPreorder: true, inStockStatus: 'in_stock' }))).toBe('preorder');
  });

  it('5. out_of_stock; 6. items_left_in_stock: the count exceeds the stock and no preorder is allowed', () => {
    expect(stockStatus(line({ quantity: 0 }), with_())).toBe('out_of_stock');
    expect(stockStatus(line({ quantity: 0, count: 4 }), with_({ inStockStatus: 'in_stock' }))).toBe('out_of_stock');
    expect(stockStatus(line({ quantity: 2, count: 3 }), with_())).toBe('items_left_in_stock');
    expect(stockStatus(line({ quantity: 2, count: 3 }), with_({ inStockStatus: 'in_stock' }))).toBe('items_left_in_stock');
  });

  it('a count of 0 removes at once only when out of stock or not available (spec 001 §4 removal)', () => {
    expect(removedAtOnce('out_of_stock')).toBe(true);
    expect(removedAtOnce('not_available')).toBe(true);
    for (const status of ['in_stock', 'items_in_stock', 'preorder', 'items_left_in_stock'] as const) expect(removedAtOnce(status)).toBe(false);
  });
});

describe('counts', () => {
  it('the count input takes the absolute value (spec 002 §5); fractions are cut; what is no number yet (empty, the "-" of "-2", a letter) is null, never a 0 that removes the line', () => {
    expect(readCountInput('-3')).toBe(3);
    expect(readCountInput(' 4 ')).toBe(4);
    expect(readCountInput('2.7')).toBe(2);
    expect(readCountInput('-0')).toBe(0);
    expect(readCountInput('0')).toBe(0);
    expect(readCountInput('1000000000000')).toBe(MAX_ITEM_COUNT);
    for (const typing of ['', ' ', '-', 'x', 'abc', '2x', '--2']) expect(readCountInput(typing)).toBeNull();
  });

  it('the count input reads decimal digits only: a hex, binary or exponent form, or Infinity, is no count (the field keeps the count it had)', () => {
    for (const typing of ['0x10', '0X1f', '0b11', '0o7', '1e3', '2E1', 'Infinity', '-Infinity', '.5', '1_000']) expect(readCountInput(typing)).toBeNull();
    expect(readCountInput('12,0')).toBe(12);
    expect(readCountInput('+7')).toBe(7);
  });

  it('the stock caps a count unless preorders are allowed', () => {
    expect(cappedCount(7, 3)).toBe(3);
    expect(cappedCount(7, 3, true)).toBe(7);
    expect(cappedCount(7, 0, true)).toBe(7);
  });

  it('a count is held by the stock when the cart took all of a capping stock and fewer than asked; a removal (0) never is', () => {
    const four = { type: 'product' as const, quantity: 4 };
    expect(countHeldByStock(four, false, 10, 4)).toBe(true);
    expect(countHeldByStock({ ...four, quantity: 1 }, false, 2, 1)).toBe(true);
    expect(countHeldByStock(four, false, 4, 4)).toBe(false);
    expect(countHeldByStock(four, false, 0, 0)).toBe(false);
    // Where lines may not be removed (admin), 0 becomes 1: more than asked, not held.
    expect(countHeldByStock(four, false, 0, 1)).toBe(false);
    // Preorders and unlimited items are not capped by the stock; a larger stock is cut by MAX_ITEM_COUNT, not by itself.
    expect(countHeldByStock(four, true, 10, 10)).toBe(false);
    expect(countHeldByStock({ ...four, quantity: UNLIMITED_QUANTITY }, false, 20_000, MAX_ITEM_COUNT)).toBe(false);
    expect(countHeldByStock({ ...four, quantity: 20_000 }, false, 15_000, MAX_ITEM_COUNT)).toBe(false);
  });

  it('a count read back is a positive whole number, within the stock unless preorder; an item out of stock keeps 1; 0 is a line waiting for its removal (spec 001 §4)', () => {
    const limited = { type: 'product' as const, quantity: 4 };
    expect(validCount(1_000_000_000, limited, false)).toBe(4);
    expect(validCount(1_000_000_000, limited, true)).toBe(MAX_ITEM_COUNT);
    expect(validCount(-2, limited, false)).toBeNull();
    expect(validCount(0.5, limited, false)).toBeNull();
    expect(validCount(0, limited, false)).toBe(0);
    expect(validCount(0, { type: 'product', quantity: 0 }, false)).toBe(0);
    expect(validCount(2.5, limited, false)).toBe(2);
    expect(validCount('3', limited, false)).toBeNull();
    expect(validCount(Number.NaN, limited, false)).toBeNull();
    expect(validCount(3, { type: 'product', quantity: 0 }, false)).toBe(1);
    expect(validCount(30, { type: 'product', quantity: -1 }, false)).toBe(30);
  });
});

describe('countsCutToStock (after a 409: spec 001 §8 "quantity changed")', () => {
  const settingsItem = (overrides: Partial<CartItemData> & { id: string }) => ({ ...line(overrides), id: overrides.id });
  it('cuts a count above the stock to the stock; leaves a count within it, a sold-out line, a hidden one, an unlimited one and a custom one', () => {
    const items = [
      settingsItem({ id: 'cut', count: 3, quantity: 2 }),
      settingsItem({ id: 'within', count: 2, quantity: 2 }),
      settingsItem({ id: 'sold-out', count: 2, quantity: 0 }),
      settingsItem({ id: 'hidden', count: 3, quantity: 1, hidden: true }),
      settingsItem({ id: 'unlimited', count: 3, quantity: UNLIMITED_QUANTITY }),
      settingsItem({ id: 'custom', type: 'custom', count: 3, quantity: 1 }),
    ];
    expect(countsCutToStock(items, false)).toEqual([{ id: 'cut', count: 2 }]);
  });
  it('cuts nothing while preorders are taken', () => {
    expect(countsCutToStock([settingsItem({ id: 'cut', count: 3, quantity: 2 })], true)).toEqual([]);
  });
});
