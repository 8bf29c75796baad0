/** The cart: its vocabulary (what an item is), the stock rules, the per-site cart store, and the cart widget. */
export { UNLIMITED_QUANTITY, type CartItemData } from './cart-item';
export {
  CART_STORAGE_KEY,
  cappedCount,
  cartUnits,
  countInCart,
  createCartStore,
  REMOVAL_DELAY_MS,
  type CartNotice,
  type CartOpenSource,
  type CartStore,
  type CartStoreState,
  type FreshItem,
} from './cart-store';
export { DEFAULT_ECOMMERCE_SETTINGS, MAX_ITEM_COUNT, readCountInput, stockCaps, stockStatus, STOCK_STATUSES, type EcommerceSettings, type StockStatus } from './stock';
export { CART_REFRESH_INTERVAL_MS, cartProductIds, EMPTY_PRODUCT_LIST_MESSAGE, refreshCart, startCartRefresh, type CartProductsLoader, type RefreshOutcome } from './refresh';
export { CartWidget, type CartWidgetProps } from './CartWidget';
export { CartOverlay, type CartOverlayProps } from './CartOverlay';
export { createSampleCart, SAMPLE_ITEMS } from './sample-items';
export { CART_BLINK_MS, CART_CLOSE_FADE_MS, CART_ESCAPE_KEY_CODE, CART_HASH, cartSubtotal, lineTotal } from './totals';
