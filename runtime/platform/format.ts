/**
 * Prices as the visitor reads them: the page's language and currency through Intl. The currency
 * comes from the page settings, or from the country when the page names none (our choice: the
 * specs do not show where the currency comes from).
 */
import type { Language } from './i18n';

const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = { US: 'USD', RU: 'RUB', GB: 'GBP', DE: 'EUR', FR: 'EUR', KZ: 'KZT', BY: 'BYN' };
export const DEFAULT_CURRENCY = 'USD';

export function currencyFor(country: string, currency?: string): string {
  return currency ?? CURRENCY_BY_COUNTRY[country] ?? DEFAULT_CURRENCY;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** 14 → "$14", 3.5 → "$3.50" (cents only when there are any). */
export function formatPrice(value: number, language: Language, currency: string): string {
  const whole = Number.isInteger(value);
  const key = `${language}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
