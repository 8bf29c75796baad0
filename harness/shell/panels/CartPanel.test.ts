import { describe, expect, it } from 'vitest';
import { readChange } from './CartPanel';

describe('the Cart panel’s change form', () => {
  it('reads a price (a comma as the decimal point) and a stock; an empty price is no price; -1 is unlimited', () => {
    expect(readChange('12,50', '3')).toEqual({ price: 12.5, quantity: 3 });
    expect(readChange(' ', '-1')).toEqual({ price: null, quantity: -1 });
    expect(readChange('0', '0')).toEqual({ price: 0, quantity: 0 });
  });

  it('says what is wrong with a negative or unreadable price, or a stock that is not a whole number ≥ -1', () => {
    expect(readChange('-2', '3')).toMatch(/price/);
    expect(readChange('abc', '3')).toMatch(/price/);
    expect(readChange('2', '1.5')).toMatch(/stock/);
    expect(readChange('2', '-2')).toMatch(/stock/);
    expect(readChange('2', '')).toMatch(/stock/);
  });
});
