/**
 * The cart's vocabulary without its components: what an item is, the stock rules, the cart store
 * and the refresh. A part that needs only these (the catalogue's cards) imports this entry, not
 * index.ts, and so loads neither the cart's overlay nor checkout with it.
 */
export { UNLIMITED_QUANTITY, type CartItemData } from './cart-item';
export { isCartPrice, MAX_CART_PRICE } from './storage-format';
export {
  CART_STORAGE_KEY,
  cappedCount,
  cartUnits,
  countInCart,
  cartStoreOf,
  createCartStore,
  REMOVAL_DELAY_MS,
  type CartNotice,
  type CartOpenSource,
  type CartStore,
  type CartStoreState,
  type FreshItem,
} from './cart-store';
export { countCartTakes, DEFAULT_ECOMMERCE_SETTINGS, MAX_ITEM_COUNT, readCountInput, stockCaps, stockStatus, STOCK_STATUSES, type EcommerceSettings, type StockStatus } from './stock';
export { CART_REFRESH_INTERVAL_MS, cartProductIds, EMPTY_PRODUCT_LIST_MESSAGE, refreshCart, startCartRefresh, type CartProductsLoader, type RefreshOutcome } from './refresh';
