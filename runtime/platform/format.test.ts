import { afterEach, describe, expect, it } from 'vitest';
import { currencyFor, fixedDecimal, formatPrice, fromMinorUnits, installPreparedPrices, preparedPrices, roundDecimal, toMinorUnits } from './format';

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

describe('prices formatted by the publishing server: the browser makes no number format for them', () => {
  const NumberFormat = Intl.NumberFormat;
  /** Counts the number formats made from here on (the first one in a browser is a long task). */
  const countFormats = () => {
    const made: unknown[] = [];
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made.push(args);
      }
    } as typeof Intl.NumberFormat;
    return made;
  };
  afterEach(() => {
    Intl.NumberFormat = NumberFormat;
  });

  it('a prepared price is the server’s text, with no Intl.NumberFormat made; another amount is formatted as before', () => {
    // A format no other test here uses, so no formatter of it exists yet in this module.
    installPreparedPrices({ 'en|CHF': { '12.5': 'CHF 12.50 (server)', '14': 'CHF 14.00 (server)' } });
    const made = countFormats();
    expect(formatPrice(12.5, 'en', 'CHF')).toBe('CHF 12.50 (server)');
    expect(formatPrice(14, 'en', 'CHF')).toBe('CHF 14.00 (server)');
    expect(made).toEqual([]);
    // Prepared for another format only: this one is Intl's.
    expect(formatPrice(12.5, 'ru', 'CHF')).toBe(new Intl.NumberFormat('ru', { style: 'currency', currency: 'CHF' }).format(12.5));
    expect(formatPrice(3, 'en', 'CHF')).toBe(new Intl.NumberFormat('en', { style: 'currency', currency: 'CHF' }).format(3));
  });

  it('a format is made once, and each amount formatted once', () => {
    const sek = new Intl.NumberFormat('en', { style: 'currency', currency: 'SEK' });
    const expected = [sek.format(7.25), sek.format(7.25), sek.format(8)];
    const made = countFormats();
    expect([formatPrice(7.25, 'en', 'SEK'), formatPrice(7.25, 'en', 'SEK'), formatPrice(8, 'en', 'SEK')]).toEqual(expected);
    expect(made).toEqual([['en', { style: 'currency', currency: 'SEK' }]]);
  });

  it('the server hands over what it formatted in the page’s format, which a browser then installs', () => {
    formatPrice(19, 'en', 'NOK');
    formatPrice(21.5, 'en', 'NOK');
    formatPrice(19, 'ru', 'NOK');
    const handed = preparedPrices('en', 'NOK');
    expect(handed).toEqual({ 'en|NOK': { '19': formatPrice(19, 'en', 'NOK'), '21.5': formatPrice(21.5, 'en', 'NOK') } });
    expect(preparedPrices('en', 'DKK')).toEqual({ 'en|DKK': {} });
  });
});

describe('fixedDecimal: toFixed in plain digits at any size', () => {
  it.each([
    [37.5, 2, '37.50'],
    [-0.25, 1, '-0.3'],
    [1e20, 0, '100000000000000000000'],
    [1e21, 2, '1000000000000000000000.00'],
    [1.25e21, 0, '1250000000000000000000'],
    [-5e25, 1, '-50000000000000000000000000.0'],
    [Number.MAX_VALUE, 0, `17976931348623157${'0'.repeat(292)}`],
  ])('%d with %d decimals is %s', (value, decimals, written) => {
    expect(fixedDecimal(value, decimals)).toBe(written);
  });
});

describe('rounding on the decimal digits a number is written with, half away from zero, as Intl rounds what it shows', () => {
  it.each([
    [10.075, 2, 1008],
    [1.005, 2, 101],
    [0.145, 2, 15],
    [0.1 + 0.2, 2, 30],
    [1.0005, 3, 1001],
    [1499.5, 0, 1500],
    [-2.675, 2, -268],
    [-0.001, 2, 0],
    [1e-7, 2, 0],
    [1e20, 2, 1e22],
  ])('toMinorUnits(%d, %d) is %d, never -0', (sum, decimals, units) => {
    // Not Math.round(sum × 100): 10.075 × 100 is 1007.4999999999999 in binary.
    expect(toMinorUnits(sum, decimals)).toBe(units);
    expect(Object.is(toMinorUnits(sum, decimals), -0)).toBe(false);
  });

  it('a sum in minor units reads as Intl formats the sum: 10.075 USD is "$10.08" both ways', () => {
    expect(formatPrice(fromMinorUnits(toMinorUnits(10.075, 2), 2), 'en', 'USD')).toBe(formatPrice(10.075, 'en', 'USD'));
  });

  it.each([
    [10.075, 2, 10.08],
    [2.675, 2, 2.68],
    [-2.675, 2, -2.68],
    [-0.001, 2, 0],
    [2.5e22, 0, 2.5e22],
  ])('roundDecimal(%d, %d) is %d', (value, places, rounded) => {
    expect(roundDecimal(value, places)).toBe(rounded);
  });
});
