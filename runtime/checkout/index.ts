/**
 * Checkout in the cart (spec 001 §3–§8; spec 002 §3–§5): promotions (the promocode sanitiser, the
 * promotion rules, the per-site promotion store, the promotion loads, and what the cart overlay
 * shows of them), shipping and the address, and the order's rules.
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
  promoStoreOf,
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
/* Shipping (its rules, store, picker) and the address (its fields, rules, formats, countries and states). */
export { ShippingPicker, type ShippingPickerProps } from './ShippingPicker';
export { AddressFields, type AddressFieldsProps } from './AddressFields';
export { activeShipping, quoteShipping, SHIPPING_LIST_SCROLL_OFFSET_PX, type ActiveShipping, type ShippingChoice, type ShippingPrice, type ShippingQuote } from './shipping';
export { addressCountry, addressErrors, addressFields, addressParts, formatAddress, pickupParts, type AddressError, type AddressFieldRule, type AddressValues } from './address';
export { createShippingStore, shippingStoreOf, SHIPPING_STORAGE_KEY, type ShippingStatus, type ShippingStore, type ShippingStoreState } from './shipping-store';
export { loadMetadata, METADATA_FILTER, readMetadataAnswer, type Metadata, type MetadataOption, type MetadataStatus } from './metadata';
export { CartChangesModal, CheckoutForm, type CheckoutFormProps, type CheckoutLine, type PlacedOrder } from './CheckoutForm';
export { CheckoutStoresProvider } from './checkout-stores';
export { noPriceText, shippingChargeText } from './price-words';
