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

/**
 * One format per currency and language: always the currency's own minor units, as ISO 4217 and
 * Intl give them ("$14.00" beside "$12.50", "1 490,00 ₽", "¥1,490"), so prices in one list line up
 * and no amount is rounded. (Dropping the cents of whole amounts put "£14" beside "£12.50".)
 */
export function formatPrice(value: number, language: Language, currency: string): string {
  const key = `${language}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
