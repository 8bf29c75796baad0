/**
 * Checkout in the cart (spec 001 §3–§8): promotions so far — the promocode sanitiser, the
 * promotion rules, the per-site promotion store, the promotion loads, and what the cart overlay
 * shows of them.
 */
export { normalisePromocode, PROMOCODE_MAX_LENGTH, stripPromocodeInput } from './promocode';
export {
  DISCOUNT_TYPES,
  nearestDiscount,
  orderPromotionFields,
  PROMOCODE_ERROR_KEYS,
  PROMOCODE_ERRORS,
  promocodeProblem,
  promotionTotals,
  readDiscounts,
  readPromocode,
  type Discount,
  type DiscountType,
  type Promocode,
  type PromocodeError,
  type PromotionLine,
  type PromotionTotals,
} from './promotions';
export {
  appliedPromocode,
  createPromoStore,
  loadedDiscounts,
  PROMOCODE_STORAGE_KEY,
  PROMOCODE_TOTAL_ERROR_RESET_MS,
  type DiscountList,
  type PromoStatus,
  type PromoStore,
  type PromoStoreState,
} from './promo-store';
export { discountsLoader, promocodeLoader, PROMOTION_LOAD_TIMEOUT_MS, type DiscountsLoader, type PromocodeAnswer, type PromocodeLoader } from './promotions-api';
export { SAMPLE_DISCOUNT, SAMPLE_PROMOCODE } from './sample-promotions';
export { CartPromotions, type CartPromotionsProps } from './CartPromotions';
export { DiscountLines, type DiscountLinesProps } from './DiscountLines';
export { PromocodeField, type PromocodeFieldProps } from './PromocodeField';
export {
  cartChanges,
  createOrderGate,
  isShippingNotFound,
  orderHiddenFields,
  orderItems,
  SHIPPING_NOT_FOUND_MESSAGE,
  submitBlock,
  type CartChange,
  type OrderHiddenInput,
  type OrderItem,
  type OrderLine,
  type OrderShipping,
  type SubmitBlock,
  type SubmitRuleInput,
} from './order';
