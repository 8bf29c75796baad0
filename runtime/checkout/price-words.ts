/**
 * The words a sum is said in where it is no plain amount, one way across the cart: a line with no
 * price by the shop's label, a shipping charge of 0 or none as the shipping picker says it. The
 * cart's lines, its notices and a 409's list of changes read the same.
 */
import type { Translate } from '../platform/i18n';

/** A price there is none of: the shop's label (`noPriceLabel`), "Price on request" where it has none. */
export const noPriceText = (label: string, t: Translate): string => label.trim() || t('cart::no_price');

/** A shipping charge (shipping.ts `shippingCharge`): "Free" for 0, "Price agreed after the order" for none, else the sum. */
export function shippingChargeText(charge: number | null, money: (value: number) => string, t: Translate): string {
  if (charge === null) return t('checkout::shipping::not_fixed');
  return charge === 0 ? t('checkout::shipping::free') : money(charge);
}
