/**
 * A promotion's percentage as the page's language writes it ("12.5%", "12,5 %"), as its prices
 * are. Up to PERCENT_MAX_FRACTION_DIGITS decimals: a server's 12.345 reads 12.35, a 10 reads 10.
 */
import type { Language } from '../platform/i18n';
import { numberFormat } from '../platform/intl-formats';

/** Ours: the decimals a percentage shows at most. */
export const PERCENT_MAX_FRACTION_DIGITS = 2;

/** `amount` in percent (10 for 10 %), written for `language`. */
export function formatPercent(amount: number, language: Language): string {
  // Intl's percent style multiplies by 100.
  return numberFormat(language, { style: 'percent', maximumFractionDigits: PERCENT_MAX_FRACTION_DIGITS }).format(amount / 100);
}
