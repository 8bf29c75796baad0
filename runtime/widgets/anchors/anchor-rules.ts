/**
 * The anchors widget's rules (spec 001 §2 Anchors widget, §3 Anchor list entry, §6, §9), as plain
 * functions; the widget (Anchors.tsx) only renders what they decide.
 */
import type { HiddenOn } from '../../core/policies';

/** Spec 001 §9: the widget shows with at least this many enabled blocks. */
export const ANCHORS_MIN_BLOCKS = 2;
/** Spec 001 §9: a dot's animation. */
export const ANCHORS_ANIMATION_MS = 300;
/** Spec 001 §9: the delay between one dot's animation and the next. */
export const ANCHORS_STAGGER_MS = 30;
/** Spec 001 §9: the distance between two dots. */
export const ANCHORS_SPACING_PX = 24;
/**
 * The room the widget's column keeps between a dot and its edge, where the column is cut to a short
 * window and scrolls: a focused dot's ring (6 px reach, site.css) and its title (a line of 13 px
 * text, a hair taller than the dot) show whole.
 */
export const ANCHORS_EDGE_ROOM_PX = 8;

/** Spec 001 §3 Anchor list entry. */
export interface AnchorEntry {
  id: string;
  title: string;
  enabled: boolean;
  /**
   * The `#` target its dot links to: the section's DOM id as the page gave it (its anchor name,
   * else its id: page/section-targets.ts). Null when the section has none: its dot scrolls to it
   * without writing the address, since a hash of its name would land on another section or be one
   * the runtime reads as a command (`#cart` opens the cart).
   */
  anchor: string | null;
}

interface AnchorBlock {
  id: string;
  anchor?: string;
  /** The section's DOM id (page/section-targets.ts), undefined when it has none. */
  target: string | undefined;
  title?: string;
  hidden?: HiddenOn;
}

/** The owner's word on one block, from the widget's data (spec 001 §3): its dot's title, or left out. */
interface AnchorOverride {
  id: string;
  title?: string | undefined;
  enabled?: boolean | undefined;
}

/**
 * One entry per block, in page order; a block hidden on this viewport, or switched off by the
 * owner, is not enabled. The owner's title comes first, then the block's, then its anchor name.
 */
export function anchorEntries(blocks: readonly AnchorBlock[], viewport: 'mobile' | 'desktop', overrides: readonly AnchorOverride[] = []): AnchorEntry[] {
  const byId = new Map(overrides.map((override) => [override.id, override]));
  return blocks.map((block) => {
    const override = byId.get(block.id);
    return {
      id: block.id,
      title: override?.title?.trim() || block.title?.trim() || block.anchor || block.id,
      enabled: override?.enabled !== false && !block.hidden?.[viewport],
      anchor: block.target ?? null,
    };
  });
}

/** The entries that get a dot. */
export function enabledEntries(entries: readonly AnchorEntry[]): AnchorEntry[] {
  return entries.filter((entry) => entry.enabled);
}

/**
 * What the widget shows: dots with at least ANCHORS_MIN_BLOCKS enabled blocks where the widget
 * is shown (policy anchorsWidget: not on mobile, except in admin); with fewer, the empty
 * placeholder where policy anchorsPlaceholder allows it (admin), else nothing.
 */
export function anchorsDisplay(entries: readonly AnchorEntry[], policy: { shown: boolean; placeholder: boolean }): 'dots' | 'placeholder' | 'none' {
  if (!policy.shown) return 'none';
  if (enabledEntries(entries).length >= ANCHORS_MIN_BLOCKS) return 'dots';
  return policy.placeholder ? 'placeholder' : 'none';
}

/** A dot's place and animation delay by its index. */
export function dotLayout(index: number): { top: number; delayMs: number } {
  return { top: index * ANCHORS_SPACING_PX, delayMs: index * ANCHORS_STAGGER_MS };
}

/**
 * Where the widget's column, cut to a short window, must stand so a dot shows with
 * ANCHORS_EDGE_ROOM_PX of room on either side; null when it shows so already. `dotTop` is the dot's
 * top in the column's content; a view too short for a dot and its room shows the dot from its top.
 */
export function dotScrollTop(dotTop: number, view: { scrollTop: number; height: number }): number | null {
  const start = dotTop - ANCHORS_EDGE_ROOM_PX;
  const end = dotTop + ANCHORS_SPACING_PX + ANCHORS_EDGE_ROOM_PX;
  if (start < view.scrollTop) return Math.max(0, start);
  if (end > view.scrollTop + view.height) return Math.max(0, Math.min(start, end - view.height));
  return null;
}

/** The active dot: the first enabled block in focus, else the last one that was. */
export function activeAnchor(entries: readonly AnchorEntry[], inFocus: ReadonlySet<string>, previous: string | null): string | null {
  return entries.find((entry) => entry.enabled && inFocus.has(entry.id))?.id ?? previous;
}
