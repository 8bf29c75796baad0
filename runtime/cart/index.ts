/** The cart: its vocabulary (what an item is) and the per-site cart store. */
export { UNLIMITED_QUANTITY, type CartItemData } from './cart-item';
export { CART_STORAGE_KEY, cappedCount, countInCart, createCartStore, type CartStore, type CartStoreState } from './cart-store';
