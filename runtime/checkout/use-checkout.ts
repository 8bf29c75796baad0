/**
 * What the cart's checkout parts read alike (the shipping picker, the promotion lines and total,
 * the order form): the shop's shipping methods and minimum order total — the page's settings, or
 * what a 409 said the server has now — the active shipping method for the subtotal, and the
 * totals with the promotions that apply. One place, so the total the lines show is the total the
 * order pays.
 */
import { useMemo } from 'react';
import { useStore } from '../platform/use-store';
import { usePolicy } from '../core/runtime-context';
import type { EcommerceSettings, ShippingMethod } from '../page/page-schema';
import { usePageSettings } from '../page/page-settings-context';
import { currencyDecimals, currencyFor } from '../platform/format';
import type { ConflictSettings } from './order';
import { appliedPromocode, loadedDiscounts } from './promo-store';
import { nearestDiscount, promotionTotals, type Discount, type Promocode, type PromotionTotals } from './promotions';
import { SAMPLE_DISCOUNT, SAMPLE_PROMOCODE } from './sample-promotions';
import { activeShipping, shippingCharge, type ActiveShipping, type ShippingChoice } from './shipping';
import { useCheckoutStores } from './checkout-stores';

const NO_METHODS: readonly ShippingMethod[] = [];

export interface ShopRules {
  /** The shipping methods the cart offers (none: no shipping is asked for). */
  methods: readonly ShippingMethod[];
  minTotalOrder: number;
  /** What a line with no price says in its place (the words: price-words.ts `noPriceText`). */
  noPriceLabel: string;
}

/** The shop's rules from the page's ecommerce settings, with what a 409 carried over them (shipping-store `server`). */
export function shopRules(ecommerce: Pick<EcommerceSettings, 'shipping' | 'minTotalOrder' | 'noPriceLabel'>, server: ConflictSettings): ShopRules {
  return { methods: server.shipping ?? ecommerce.shipping ?? NO_METHODS, minTotalOrder: server.minTotalOrder ?? ecommerce.minTotalOrder, noPriceLabel: server.noPriceLabel ?? ecommerce.noPriceLabel };
}

/** The page's ecommerce settings, with what a 409 carried over them (shipping-store `server`). */
export function useShopRules(): ShopRules {
  const { ecommerce } = usePageSettings();
  const server = useStore(useCheckoutStores().shipping, (state) => state.server);
  return useMemo(
    () => shopRules({ shipping: ecommerce.shipping, minTotalOrder: ecommerce.minTotalOrder, noPriceLabel: ecommerce.noPriceLabel }, server),
    [server, ecommerce.shipping, ecommerce.minTotalOrder, ecommerce.noPriceLabel],
  );
}

/** The decimals of the minor unit of the page's currency: every sum of the cart is worked in it. */
export function useCurrencyDecimals(): number {
  const { country, currency } = usePageSettings();
  return currencyDecimals(currencyFor(country, currency));
}

export interface CheckoutTotals extends ShopRules {
  shipping: ActiveShipping;
  totals: PromotionTotals;
  /** Admin's sample promotions are in the totals (policy discountLines "always" without promotion logic). */
  sample: boolean;
}

export interface CheckoutTotalsInput {
  /** The shop's shipping methods (ShopRules `methods`). */
  methods: readonly ShippingMethod[];
  /** The visitor's shipping choice (shipping-store `choice`). */
  choice: ShippingChoice;
  subtotal: number;
  /** The loaded discount list (promo-store `loadedDiscounts`). */
  discounts: readonly Discount[];
  /** The applied promocode (promo-store `appliedPromocode`). */
  promocode: Promocode | null;
  /** Policy promotionLogic: the discounts and the promocode count. */
  logic: boolean;
  /** The admin's sample promotions count instead. */
  sample: boolean;
  /** The decimals of the currency's minor unit (useCurrencyDecimals). */
  decimals: number;
}

/** The active shipping for `subtotal` and the totals with its charge and the promotions that apply. */
export function checkoutTotals({ methods, choice, subtotal, discounts, promocode, logic, sample, decimals }: CheckoutTotalsInput): Pick<CheckoutTotals, 'shipping' | 'totals'> {
  const shipping = activeShipping(methods, choice, subtotal, decimals);
  const totals = promotionTotals({
    subtotal,
    delivery: shipping.kind === 'active' ? shippingCharge(shipping.active) : null,
    discount: sample ? SAMPLE_DISCOUNT : logic ? nearestDiscount(discounts, subtotal, decimals) : null,
    promocode: sample ? SAMPLE_PROMOCODE : logic ? promocode : null,
    decimals,
  });
  return { shipping, totals };
}

/** The active shipping and the totals for `subtotal` (spec 001 §4, §7; issue 15 parts 1, 2). */
export function useCheckoutTotals(subtotal: number): CheckoutTotals {
  const { shipping: shippingStore, promotions } = useCheckoutStores();
  const logic = usePolicy('promotionLogic');
  const lines = usePolicy('discountLines');
  const rules = useShopRules();
  const choice = useStore(shippingStore, (state) => state.choice);
  const discounts = useStore(promotions, loadedDiscounts);
  const promocode = useStore(promotions, appliedPromocode);
  const decimals = useCurrencyDecimals();
  const sample = !logic && lines === 'always';
  const { shipping, totals } = useMemo(
    () => checkoutTotals({ methods: rules.methods, choice, subtotal, discounts, promocode, logic, sample, decimals }),
    [rules.methods, choice, subtotal, discounts, promocode, logic, sample, decimals],
  );
  return { ...rules, shipping, totals, sample };
}
