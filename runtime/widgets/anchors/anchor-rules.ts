/**
 * The anchors widget's rules (spec 001 §2 Anchors widget, §3 Anchor list entry, §6, §9), as plain
 * functions; the widget itself is not built yet (issue 11, part 3).
 */

/** Spec 001 §9: the widget shows with at least this many enabled blocks. */
export const ANCHORS_MIN_BLOCKS = 2;
/** Spec 001 §9: a dot's animation. */
export const ANCHORS_ANIMATION_MS = 300;
/** Spec 001 §9: the delay between one dot's animation and the next. */
export const ANCHORS_STAGGER_MS = 30;
/** Spec 001 §9: the distance between two dots. */
export const ANCHORS_SPACING_PX = 24;

/** Spec 001 §3 Anchor list entry. */
export interface AnchorEntry {
  id: string;
  title: string;
  enabled: boolean;
  /** The `#` target: the block's anchor name, else its id. */
  anchor: string;
}

export interface AnchorBlock {
  id: string;
  anchor?: string;
  title?: string;
  hidden?: { mobile?: boolean; desktop?: boolean };
}

/** One entry per block; a block hidden on this viewport is not enabled. */
export function anchorEntries(blocks: readonly AnchorBlock[], viewport: 'mobile' | 'desktop'): AnchorEntry[] {
  return blocks.map((block) => ({
    id: block.id,
    title: block.title?.trim() || block.anchor || block.id,
    enabled: !block.hidden?.[viewport],
    anchor: block.anchor || block.id,
  }));
}

/**
 * What the widget shows: dots with at least ANCHORS_MIN_BLOCKS enabled blocks where the widget
 * is shown (policy anchorsWidget: not on mobile, except in admin); with fewer, the empty
 * placeholder where policy anchorsPlaceholder allows it (admin), else nothing.
 */
export function anchorsDisplay(entries: readonly AnchorEntry[], policy: { shown: boolean; placeholder: boolean }): 'dots' | 'placeholder' | 'none' {
  if (!policy.shown) return 'none';
  if (entries.filter((entry) => entry.enabled).length >= ANCHORS_MIN_BLOCKS) return 'dots';
  return policy.placeholder ? 'placeholder' : 'none';
}

/** A dot's place and animation delay by its index. */
export function dotLayout(index: number): { top: number; delayMs: number } {
  return { top: index * ANCHORS_SPACING_PX, delayMs: index * ANCHORS_STAGGER_MS };
}

/** The active dot: the first enabled block in focus, else the last one that was. */
export function activeAnchor(entries: readonly AnchorEntry[], inFocus: ReadonlySet<string>, previous: string | null): string | null {
  return entries.find((entry) => entry.enabled && inFocus.has(entry.id))?.id ?? previous;
}
