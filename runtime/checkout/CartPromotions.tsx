/**
 * Promotions in the open cart (spec 001 §4 "Cart open and closed", §6, §7): what the cart overlay
 * renders below its totals. Mounted with the overlay, so opening the cart loads the discount list
 * and checks the applied promocode again, where promotion logic runs (policy promotionLogic; not
 * while editing). Then the promocode field (a non-empty cart only) and the lines: the nearest
 * discount and the applied promocode when they apply, or — where the lines are always shown
 * (policy discountLines, admin) — the sample ones, without a call to the server. The chosen
 * shipping method's price is a line of its own and part of the total, below the shipping picker.
 */
import { useEffect, useMemo } from 'react';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { usePageSettings } from '../page/page-settings-context';
import { DiscountLines } from './DiscountLines';
import { PromocodeField } from './PromocodeField';
import { discountsLoader, promocodeLoader, type PromocodeLoader } from './promotions-api';
import { useCheckoutTotals } from './use-checkout';
import { useCheckoutStores } from './checkout-stores';
import './checkout.css';

export interface CartPromotionsProps {
  /** The cart's subtotal (the lines that count). */
  subtotal: number;
  /** Nothing in the cart: the discount list still loads, nothing is shown. */
  empty: boolean;
  money(value: number): string;
}

/** A page that names no project cannot ask for a promocode: the default error, said in the log. */
const NO_PROJECT: PromocodeLoader = async () => ({ kind: 'refused', error: 'default', minimum: null });

export function CartPromotions({ subtotal, empty, money }: CartPromotionsProps) {
  const { services } = useRuntimeBasics();
  const logic = usePolicy('promotionLogic');
  const { projectId } = usePageSettings();
  const store = useCheckoutStores().promotions;
  const loaders = useMemo(() => (projectId ? { promocode: promocodeLoader(services.request, projectId), discounts: discountsLoader(services.request, projectId) } : null), [projectId, services]);

  useEffect(() => {
    if (!logic) return;
    if (!loaders) return services.log.warn('promotions: the page names no project, so no discount list or promocode can be loaded');
    void store.getState().loadDiscounts(loaders.discounts);
    void store.getState().recheck(loaders.promocode);
  }, [logic, loaders, store, services]);

  // The chosen method's price goes into the total (and a delivery promotion takes it off); the
  // shop's methods and the choice are the shipping picker's.
  const { totals, sample } = useCheckoutTotals(subtotal);

  if (empty) return null;
  return (
    <div className="rt-cart-promotions">
      <PromocodeField store={store} subtotal={subtotal} load={loaders?.promocode ?? NO_PROJECT} money={money} />
      <DiscountLines totals={totals} money={money} sample={sample} />
    </div>
  );
}
