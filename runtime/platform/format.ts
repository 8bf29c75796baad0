/**
 * Prices as the visitor reads them: the page's language and currency through Intl. The currency
 * comes from the page settings, or from the country when the page names none (our choice: the
 * specs do not show where the currency comes from).
 *
 * A published page's prices come formatted from the server that prerendered them
 * (`installPreparedPrices`): a browser's first `Intl.NumberFormat` sets up its number data, a task
 * of some 25 ms on this machine and 100–140 ms at 4× CPU, and the shop's hydration paid it in one
 * long task while its first card rendered. With the server's texts the browser formats a price only
 * when it meets one the server did not (a product added after publishing, a cart's total), and
 * they are the texts the prerendered HTML holds, so hydration meets exactly what it was given.
 */
import type { Language } from './i18n';
import { formattedTexts, type PreparedPrices } from './formatted-prices';
import { numberFormat } from './intl-formats';

export { forgetFormattedPrices, installPreparedPrices } from './formatted-prices';

const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = { US: 'USD', RU: 'RUB', GB: 'GBP', DE: 'EUR', FR: 'EUR', KZ: 'KZT', BY: 'BYN' };
const DEFAULT_CURRENCY = 'USD';

export function currencyFor(country: string, currency?: string): string {
  return currency ?? CURRENCY_BY_COUNTRY[country] ?? DEFAULT_CURRENCY;
}

const formatKey = (language: Language, currency: string) => `${language}|${currency}`;

/**
 * One format per currency and language: always the currency's own minor units, as ISO 4217 and
 * Intl give them ("$14.00" beside "$12.50", "1 490,00 ₽", "¥1,490"), so prices in one list line up
 * and no amount is rounded. (Dropping the cents of whole amounts put "£14" beside "£12.50".)
 */
export function formatPrice(value: number, language: Language, currency: string): string {
  const key = formatKey(language, currency);
  const byAmount = formattedTexts(key);
  const amount = String(value);
  const known = byAmount.get(amount);
  if (known !== undefined) return known;
  const text = numberFormat(language, { style: 'currency', currency }).format(value);
  byAmount.set(amount, text);
  return text;
}

/** The prices formatted so far in one format: what a publishing server hands the page after rendering it. */
export function preparedPrices(language: Language, currency: string): PreparedPrices {
  const key = formatKey(language, currency);
  return { [key]: Object.fromEntries(formattedTexts(key)) };
}

/**
 * How many decimals the currency's minor unit has, as Intl (ISO 4217) knows it: 2 for USD and
 * RUB, 0 for JPY, 3 for KWD. Sums are worked out in these units, so a total is one the currency
 * can pay and the one the visitor is shown. The language plays no part in it.
 */
export function currencyDecimals(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * `value` with its decimal point moved `places` to the right, on the decimal digits the number is
 * written with (its shortest form: what a server sent, what Intl formats): 10.075 → 1007.5 exactly,
 * where multiplying gives 10.075 × 100 = 1007.4999999999999.
 */
function movedDecimalPoint(value: number, places: number): number {
  if (!Number.isFinite(value)) return value;
  const [digits = '0', exponent = '0'] = String(value).split('e');
  return Number(`${digits}e${Number(exponent) + places}`);
}

/** From 2^52 on, every number is whole: nothing to round (and no plain digits to write it with). */
const WHOLE_NUMBERS_FROM = 2 ** 52;

/**
 * `value` rounded once to `places` decimals, half away from zero on the decimal digits it is
 * written with (2.675 → 2.68, 10.075 → 10.08), never -0. Intl's formats round what they show this
 * way, so a number worked from it is the one the visitor reads; rounding the binary value instead
 * (toFixed, Math.round(value × 100)) gives 2.67 and 10.07.
 */
export function roundDecimal(value: number, places: number): number {
  const units = toMinorUnits(value, places);
  if (!Number.isFinite(units) || Math.abs(units) >= WHOLE_NUMBERS_FROM) return value;
  return units === 0 ? 0 : Number(`${units}e${-places}`);
}

/**
 * A sum in whole minor units of a currency of `decimals` (cents for 2), so 0.1 + 0.2 stays 0.3;
 * rounded as roundDecimal rounds (10.075 USD is 1008 cents), so one item costs in the cart what
 * its card, formatted by Intl, says.
 */
export function toMinorUnits(sum: number, decimals: number): number {
  const units = Math.round(movedDecimalPoint(Math.abs(sum), decimals));
  return units === 0 ? 0 : Math.sign(sum) * units;
}

/** A sum of whole minor units back in the currency's main unit. */
export const fromMinorUnits = (minor: number, decimals: number): number => minor / 10 ** decimals;

/** toFixed writes a number of this size or more in exponent notation ("1e+21"). */
const TO_FIXED_EXPONENT_FROM = 1e21;

/**
 * `value.toFixed(decimals)` in plain digits at any size ("1000000000000000000000.00", not
 * "1e+21"): what a visitor reads and what a lead carries is a number as people write it. Every
 * number that large is whole, so it is its shortest digits, the zeros to the point, and zero decimals.
 */
export function fixedDecimal(value: number, decimals: number): string {
  if (!Number.isFinite(value) || Math.abs(value) < TO_FIXED_EXPONENT_FROM) return value.toFixed(decimals);
  return `${plainDecimal(value)}${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
}

/** A number as plain decimal digits ("1e+21" → "1000000000000000000000", "1e-7" → "0.0000001"), as exact as its shortest form. */
export function plainDecimal(value: number): string {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  const plain = point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return value < 0 ? `-${plain}` : plain;
}
