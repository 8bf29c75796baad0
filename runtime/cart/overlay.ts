/** The cart's overlay on its own, for a host that shows it at once (a story); a page gets it through the widget, on demand. */
export { CartOverlay, type CartOverlayProps } from './CartOverlay';
