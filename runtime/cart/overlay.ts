/** The cart's overlay on its own, and admin's sample lines, for a host that shows them at once (a story); a page gets them through the widget, on demand. */
export { CartOverlay, type CartOverlayProps } from './CartOverlay';
export { createSampleCart, SAMPLE_ITEMS } from './sample-items';
