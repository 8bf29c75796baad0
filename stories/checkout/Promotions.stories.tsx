import { useState } from 'react';
import { DEFAULT_ECOMMERCE_SETTINGS, type CartItemData } from '../../runtime/cart';
import { SAMPLE_ITEMS } from '../../runtime/cart/overlay';
import { SAMPLE_PROMOCODE, type Discount, type DiscountList, type PromoStatus, type Promocode } from '../../runtime/checkout';
import { PageSettingsSchema } from '../../runtime/page/page-schema';
import { createSiteStores } from '../../runtime/site/site-stores';
import '../../runtime/parts/modal/modal.css';
import '../../runtime/cart/cart.css';
import { StoryEnvironmentProvider, useStoryEnvironment } from '../support/environment';
import { OpenCartStage } from '../support/OpenCartStage';
import { cartStoreOf } from '../../runtime/cart/cart-store';
import { promoStoreOf } from '../../runtime/checkout/promo-store';

export default { title: 'Checkout / Promotions' };

/**
 * The gallery's sandbox project (harness/gallery/seed.ts): the cart's promotion calls go to the
 * sandbox's demo promotions (sandbox/promotions.ts), so a code typed into these stories is
 * checked for real — `save10`, `big50`, `expired`, `slow`…
 */
const PROJECT_ID = 'gallery';
const SETTINGS = PageSettingsSchema.parse({ projectId: PROJECT_ID, country: 'US' });


const mug: CartItemData = { ...SAMPLE_ITEMS[0]!, id: 'story:mug', title: 'Harbor Mug', optionsInfo: [], quantity: -1 };
/** Two mugs: 28, below the discount list's first step (40) and big50's minimum (50). */
const SMALL_CART = [{ ...mug, count: 2 }];
/** Four mugs: 56, on the first step of the discount list (5 % from 40). */
const CART_56 = [{ ...mug, count: 4 }];

/** The sandbox's demo discount list, as the cart loads it on open. */
const DISCOUNTS: Discount[] = [
  { id: 'd-40', discountType: 'percent', amount: 5, activeFrom: 40 },
  { id: 'd-100', discountType: 'percent', amount: 10, activeFrom: 100 },
];
/** A demo code of the sandbox: admin's sample (10 %, combinable) under another name and terms. */
const promocode = (overrides: Partial<Promocode>): Promocode => ({ ...SAMPLE_PROMOCODE, id: 'pc-save10', code: 'save10', ...overrides });
const SAVE10 = promocode({});
const MINUS5 = promocode({ id: 'pc-minus5', code: 'minus5', discountType: 'other', amount: 5, usageWithAnyDiscount: false });
const FREESHIP = promocode({ id: 'pc-freeship', code: 'freeship', discountType: 'delivery', amount: 0, deliveryFree: true });
const BIG50 = promocode({ id: 'pc-big', code: 'big50', amount: 15, activeFrom: 50 });

/** The open cart with these lines and this promotion state (kept in memory). */
function PromotionCart({ items, draft = '', status = { kind: 'empty' }, discounts = { kind: 'idle' } }: { items: readonly CartItemData[]; draft?: string; status?: PromoStatus; discounts?: DiscountList }) {
  const [stores] = useState(() => {
    const created = createSiteStores();
    cartStoreOf(created).getState().configure({ ...DEFAULT_ECOMMERCE_SETTINGS, allowPreorder: true });
    for (const item of items) cartStoreOf(created).getState().add(item);
    cartStoreOf(created).setState({ settings: DEFAULT_ECOMMERCE_SETTINGS, added: 0 });
    promoStoreOf(created).setState({ draft, status, discounts });
    cartStoreOf(created).getState().openCart('button');
    return created;
  });
  return <OpenCartStage stores={stores} settings={SETTINGS} fillerHeight={600} />;
}

const loaded = (discounts: Discount[] = DISCOUNTS): DiscountList => ({ kind: 'loaded', discounts });
const error = (code: string, kind: 'notfound' | 'total' | 'default' | 'timeout', minimum: number | null = null): PromoStatus => ({ kind: 'error', code, error: kind, minimum });

/** Spec 001 §4 Promocode input, state by state. Empty: type a demo code and apply it. */
export const PromocodeEmpty = () => <PromotionCart items={SMALL_CART} />;
export const PromocodeLoading = () => <PromotionCart items={SMALL_CART} draft="slow" status={{ kind: 'loading', code: 'slow' }} />;
export const PromocodeApplied = () => <PromotionCart items={SMALL_CART} draft="save10" status={{ kind: 'applied', code: 'save10', promocode: SAVE10 }} />;
export const PromocodeNotFound = () => <PromotionCart items={SMALL_CART} draft="nothing" status={error('nothing', 'notfound')} />;
/** The amount error with the formatted minimum (it resets after 3 s once the clock runs). */
export const PromocodeTotalError = () => <PromotionCart items={SMALL_CART} draft="big50" status={error('big50', 'total', 50)} />;
export const PromocodeDefaultError = () => <PromotionCart items={SMALL_CART} draft="save10" status={error('save10', 'default')} />;
export const PromocodeTimeoutError = () => <PromotionCart items={SMALL_CART} draft="expired" status={error('expired', 'timeout')} />;

/** The nearest discount of the list (5 % from 40) and its line, with the total after it. */
export const DiscountNearest = () => <PromotionCart items={CART_56} discounts={loaded()} />;
/** The discount and a combinable promocode, both off the subtotal. */
export const DiscountWithPromocode = () => <PromotionCart items={CART_56} discounts={loaded()} draft="save10" status={{ kind: 'applied', code: 'save10', promocode: SAVE10 }} />;
/** A fixed-amount code that does not combine: the bigger saving applies, the other line says so. */
export const DiscountNotCombined = () => <PromotionCart items={CART_56} discounts={loaded()} draft="minus5" status={{ kind: 'applied', code: 'minus5', promocode: MINUS5 }} />;
/** A free-delivery code: its line says what it does to the delivery. */
export const DiscountFreeDelivery = () => <PromotionCart items={SMALL_CART} draft="freeship" status={{ kind: 'applied', code: 'freeship', promocode: FREESHIP }} />;
/** An applied code the cart fell below (counts lowered): it takes nothing and says from which sum it applies. */
export const DiscountBelowMinimum = () => <PromotionCart items={SMALL_CART} draft="big50" status={{ kind: 'applied', code: 'big50', promocode: BIG50 }} />;

/**
 * Admin (spec 001 §6), whatever mode the gallery is in: promotion logic is skipped — no call,
 * the field only says where codes are checked — and the lines are always shown, with samples.
 */
export const AdminSampleLines = () => {
  const environment = useStoryEnvironment();
  return (
    <StoryEnvironmentProvider value={{ ...environment, mode: 'admin' }}>
      <PromotionCart items={CART_56} />
    </StoryEnvironmentProvider>
  );
};
