import { describe, expect, it } from 'vitest';
import { currencyFor, formatPrice } from './format';

// Intl separates Russian groups and the sign with no-break spaces; written out so the test reads.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatPrice: one format per currency and language (issue 19.8)', () => {
  it.each([
    [14, 'en', 'USD', '$14.00'],
    [12.5, 'en', 'USD', '$12.50'],
    [14, 'en', 'GBP', '£14.00'],
    [12.5, 'en', 'GBP', '£12.50'],
    [3.5, 'en', 'EUR', '€3.50'],
    [1490, 'ru', 'RUB', nbsp('1 490,00 ₽')],
    [1490.5, 'ru', 'RUB', nbsp('1 490,50 ₽')],
    [1490, 'en', 'JPY', '¥1,490'],
    [0.005, 'en', 'USD', '$0.01'],
  ] as const)('%s in %s %s reads %s', (value, language, currency, expected) => {
    expect(formatPrice(value, language, currency)).toBe(expected);
  });

  it('a whole and a fractional price in one list have the same number of decimals', () => {
    const [whole, fraction] = [formatPrice(14, 'en', 'GBP'), formatPrice(12.5, 'en', 'GBP')];
    expect(whole.split('.')[1]).toHaveLength(fraction.split('.')[1]!.length);
  });

  it('the currency comes from the page, else the country, else USD', () => {
    expect(currencyFor('DE', 'GBP')).toBe('GBP');
    expect(currencyFor('RU')).toBe('RUB');
    expect(currencyFor('ZZ')).toBe('USD');
  });
});
