/**
 * The cart: its vocabulary (model.ts: what an item is, the stock rules, the per-site cart store),
 * and the cart widget. Not the overlay, nor admin's sample lines that only the overlay shows: the
 * widget loads them when the cart is about to open (`overlay.ts` enters them for a host that shows
 * them at once, such as a story).
 */
export * from './model';
export { CART_WIDGET_DEFAULTS, CartWidget, preloadCartOverlay, type CartWidgetProps } from './CartWidget';
export { CART_BLINK_MS, CART_CLOSE_FADE_MS, CART_ESCAPE_KEY_CODE, CART_HASH, cartSubtotal, lineTotal } from './totals';
