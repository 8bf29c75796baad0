/** Tabs timing and limits. Spec 000 §9 names the two durations; the rest are ours. */

/** Spec 000 §4, §9: on desktop the vertical shift of a tab switch is animated for 250 ms. */
export const TAB_SHIFT_ANIMATION_MS = 250;

/** Spec 000 §6, §9: in admin a tab opens when something is dragged over it for 700 ms. */
export const TAB_DRAG_HOVER_MS = 700;

/**
 * Ours: on mobile, more tabs than this switch through a dropdown select instead of a tab bar
 * (three short titles fit a 375 px phone; a fourth would leave the bar scrolling with hidden tabs).
 */
export const MOBILE_TABS_LIMIT = 3;

/** Ours: when a hash selects a tab, the page scrolls so the tab bar sits this far below the top. */
export const HASH_SCROLL_MARGIN_PX = 16;

/** Ours: when the tab bar scrolls a tab into view, it leaves this much of the neighbour showing. */
export const TAB_BAR_SCROLL_PADDING_PX = 24;

/** Spec 000 §2: tab links have the form #tab{categoryId} (with the runtime's other hashes, so sections keep clear of it). */
export { TAB_LINK_PREFIX } from '../../page/section-targets';
