/**
 * What the cart's checkout parts read alike (the shipping picker, the promotion lines and total,
 * the order form): the shop's shipping methods and minimum order total — the page's settings, or
 * what a 409 said the server has now — the active shipping method for the subtotal, and the
 * totals with the promotions that apply. One place, so the total the lines show is the total the
 * order pays.
 */
import { useMemo } from 'react';
import { useStore } from '../platform/use-store';
import { usePolicy, useRuntime } from '../core/runtime-context';
import type { ShippingMethod } from '../page/page-schema';
import { usePageSettings } from '../page/page-settings-context';
import { appliedPromocode, loadedDiscounts } from './promo-store';
import { nearestDiscount, promotionTotals, type PromotionTotals } from './promotions';
import { SAMPLE_DISCOUNT, SAMPLE_PROMOCODE } from './sample-promotions';
import { activeShipping, shippingCharge, type ActiveShipping } from './shipping';
import { promoStoreOf } from './promo-store';
import { shippingStoreOf } from './shipping-store';

const NO_METHODS: readonly ShippingMethod[] = [];

export interface ShopRules {
  /** The shipping methods the cart offers (none: no shipping is asked for). */
  methods: readonly ShippingMethod[];
  minTotalOrder: number;
}

/** The page's ecommerce settings, with what a 409 carried over them (shipping-store `server`). */
export function useShopRules(): ShopRules {
  const { stores } = useRuntime();
  const { ecommerce } = usePageSettings();
  const server = useStore(shippingStoreOf(stores), (state) => state.server);
  return useMemo(
    () => ({ methods: server.shipping ?? ecommerce.shipping ?? NO_METHODS, minTotalOrder: server.minTotalOrder ?? ecommerce.minTotalOrder }),
    [server, ecommerce.shipping, ecommerce.minTotalOrder],
  );
}

export interface CheckoutTotals extends ShopRules {
  shipping: ActiveShipping;
  totals: PromotionTotals;
  /** Admin's sample promotions are in the totals (policy discountLines "always" without promotion logic). */
  sample: boolean;
}

/** The active shipping and the totals for `subtotal` (spec 001 §4, §7; issue 15 parts 1, 2). */
export function useCheckoutTotals(subtotal: number): CheckoutTotals {
  const { stores } = useRuntime();
  const logic = usePolicy('promotionLogic');
  const lines = usePolicy('discountLines');
  const rules = useShopRules();
  const choice = useStore(shippingStoreOf(stores), (state) => state.choice);
  const discounts = useStore(promoStoreOf(stores), loadedDiscounts);
  const promocode = useStore(promoStoreOf(stores), appliedPromocode);
  const sample = !logic && lines === 'always';
  const shipping = useMemo(() => activeShipping(rules.methods, choice, subtotal), [rules.methods, choice, subtotal]);
  const delivery = shipping.kind === 'active' ? shippingCharge(shipping.active) : null;
  const totals = useMemo(
    () =>
      promotionTotals({
        subtotal,
        delivery,
        discount: sample ? SAMPLE_DISCOUNT : logic ? nearestDiscount(discounts, subtotal) : null,
        promocode: sample ? SAMPLE_PROMOCODE : logic ? promocode : null,
      }),
    [subtotal, delivery, sample, logic, discounts, promocode],
  );
  return { ...rules, shipping, totals, sample };
}
