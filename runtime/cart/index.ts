/** The cart: its vocabulary (model.ts: what an item is, the stock rules, the per-site cart store), and the cart widget and overlay. */
export * from './model';
export { CartWidget, type CartWidgetProps } from './CartWidget';
export { CartOverlay, type CartOverlayProps } from './CartOverlay';
export { createSampleCart, SAMPLE_ITEMS } from './sample-items';
export { CART_BLINK_MS, CART_CLOSE_FADE_MS, CART_ESCAPE_KEY_CODE, CART_HASH, cartSubtotal, lineTotal } from './totals';
