/** BUNDLE block constants; all ours (spec 002 names none). */

/**
 * The height the panel box reserves before the tabs are created (they are created lazily, when
 * the block comes beside the screen: spec 002 §4), so the page below does not jump much when
 * they appear. A typical tab (a heading, a line of text, an image row) is about this tall.
 */
export const BUNDLE_PLACEHOLDER_MIN_HEIGHT_PX = { desktop: 360, mobile: 280 } as const;

/**
 * Spec 002 §2: "bundle tabs use a hash; the hash format is not shown". Ours: a tab's own
 * `anchor` when it has one, else `#bundle-{sectionId}-{tabId}`.
 */
export const BUNDLE_HASH_PREFIX = 'bundle';
