/**
 * Pure rules of the tabs widget (spec 000 §2, §4; spec 002 §4): which tab a URL hash selects,
 * keyboard movement with wrap-around, which tab is new after the list changed, where the
 * selection goes when the selected tab disappears, scroll amounts and the shift animation curve.
 * No React, no DOM: unit tested in tab-rules.test.ts.
 */
import { MOBILE_TABS_LIMIT, TAB_LINK_PREFIX } from './constants';

/** What a hash can name in one tab. */
export interface TabHashTarget {
  id: string;
  /** The tab's own anchor name. */
  anchor?: string | undefined;
  /** Ids (and anchors) of the elements inside the tab: `#some-element-id` opens the tab holding it. */
  contains?: readonly string[] | undefined;
}

/** `#Name` or `Name` → `Name`, percent-decoded when it is valid; an empty hash is null. */
export function normaliseHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // A malformed escape is matched as written.
  }
}

/** The tab a hash name selects, and how. */
export interface TabHashMatch {
  id: string;
  /**
   * The element inside the tab the name named (`contains`), which the browser could not scroll to
   * while its panel was hidden; null when the name is the tab's own (its anchor, its `#tab{id}`).
   */
  element: string | null;
}

/**
 * The tab a hash name (decoded, without its `#`: normaliseHash) selects, or null when it names none.
 * In this order: a tab's anchor name; `tab{id}` (spec 000 §2: the catalogue's category tabs use the
 * category id as the tab id); the id or anchor of an element inside a tab. The first tab that
 * matches wins at each step, so an anchor always beats an element that happens to share it.
 */
export function tabMatchForName(name: string, tabs: readonly TabHashTarget[]): TabHashMatch | null {
  const byAnchor = tabs.find((tab) => tab.anchor === name);
  if (byAnchor) return { id: byAnchor.id, element: null };
  if (name.startsWith(TAB_LINK_PREFIX)) {
    const id = name.slice(TAB_LINK_PREFIX.length);
    const byLink = id ? tabs.find((tab) => tab.id === id) : undefined;
    if (byLink) return { id: byLink.id, element: null };
  }
  const holder = tabs.find((tab) => tab.contains?.includes(name));
  return holder ? { id: holder.id, element: name } : null;
}

/** The tab a URL hash selects (tabMatchForName), or null when it names none (the hash is then ignored). */
export function tabForHash(hash: string, tabs: readonly TabHashTarget[]): string | null {
  const name = normaliseHash(hash);
  return name === null ? null : (tabMatchForName(name, tabs)?.id ?? null);
}

/**
 * What a visitor's pick of tab `pickedId` does to the address, where picks are written (policy
 * hashWrites): the name that links to the tab (`link`, decoded), when this tab list answers it
 * (`answers`: of two sections claiming a name, the first on the page answers it, hash-owners.ts);
 * undefined (leave the address as it is) when the hash this list answers already selects that tab.
 * A link another section answers is not written: followed again (a reload, the address shared) it
 * would open that section's tab and scroll there. The hash is then removed (null) when it is one
 * of this list's, which would say another of its tabs is open, and left when it is another's.
 */
export function hashAfterPick(hash: string, pickedId: string, link: string, tabs: readonly TabHashTarget[], answers: (name: string) => boolean): string | null | undefined {
  const name = normaliseHash(hash);
  const ours = name !== null && answers(name);
  if (ours && tabMatchForName(name, tabs)?.id === pickedId) return undefined;
  if (answers(link)) return link;
  return ours ? null : undefined;
}

/**
 * The hash name (without its `#`) that selects tab `id` by its id: `tab{id}`, the spec's catalogue
 * tab link (spec 000 §2 "Tab links have the form #tab{categoryId}"); tabForHash reads it back.
 */
export function tabLinkName(id: string): string {
  return `${TAB_LINK_PREFIX}${id}`;
}

/** `index` brought into 0..count-1 with wrap-around (−1 is the last); −1 when there is nothing. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return -1;
  return ((index % count) + count) % count;
}

/** The next (`step` 1) or previous (`step` −1) index, wrapping at both ends. */
export function stepIndex(current: number, step: number, count: number): number {
  return wrapIndex((current < 0 ? 0 : current) + step, count);
}

/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA tabs pattern, automatic
 * activation): Right/Left with wrap-around, Home, End. Null for any other key.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return stepIndex(current, 1, count);
    case 'ArrowLeft':
      return stepIndex(current, -1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The tab to select after the list of tab ids changed while mounted (spec 002 §4: "after a
 * create or copy, the new tab is selected"): the added tab, the last one in list order when
 * several were added (a paste of several). Null when nothing was added, or when every tab is
 * new and there were tabs before (the whole list was replaced: another page, not a create).
 */
export function addedTab(previous: readonly string[], next: readonly string[]): string | null {
  const before = new Set(previous);
  const added = next.filter((id) => !before.has(id));
  if (added.length === 0) return null;
  if (previous.length > 0 && added.length === next.length) return null;
  return added[added.length - 1] ?? null;
}

/**
 * The selection after the list changed and no tab was added: the same tab when it is still
 * there; else the tab now at its old position (or the last one); null for an empty list.
 */
export function keptSelection(previous: readonly string[], next: readonly string[], selected: string | null): string | null {
  if (next.length === 0) return null;
  if (selected !== null && next.includes(selected)) return selected;
  const oldIndex = selected === null ? -1 : previous.indexOf(selected);
  return next[Math.min(Math.max(oldIndex, 0), next.length - 1)] ?? null;
}

/** The selection after a change of the tab list: an added tab, else the kept one. */
export function selectionAfterChange(previous: readonly string[], next: readonly string[], selected: string | null): string | null {
  return addedTab(previous, next) ?? keptSelection(previous, next, selected);
}

/** A valid selection for this list: `selected` when present, else the first tab, else null. */
export function resolveSelected(ids: readonly string[], selected: string | null | undefined): string | null {
  if (selected !== null && selected !== undefined && ids.includes(selected)) return selected;
  return ids[0] ?? null;
}

/**
 * The tab bar's new scrollLeft so that a tab is fully visible, with `padding` of the neighbours
 * showing when there is room; unchanged when the tab is already in view. Positions are relative
 * to the bar's content box (offsetLeft), widths in CSS pixels.
 */
export function tabBarScrollLeft(bar: { scrollLeft: number; width: number; scrollWidth: number }, tab: { left: number; width: number }, padding: number): number {
  const max = Math.max(0, bar.scrollWidth - bar.width);
  const pad = Math.max(0, Math.min(padding, (bar.width - tab.width) / 2));
  let next = bar.scrollLeft;
  if (tab.left - pad < bar.scrollLeft) next = tab.left - pad;
  else if (tab.left + tab.width + pad > bar.scrollLeft + bar.width) next = tab.left + tab.width + pad - bar.width;
  return Math.min(Math.max(next, 0), max);
}

/**
 * How far to scroll the page so that the tab bar (its box relative to the screen) is visible
 * after a hash selected a tab: 0 when it is fully on screen, else the distance that puts its top
 * `margin` below the top of the screen.
 */
export function hashScrollDelta(box: { top: number; bottom: number }, viewportHeight: number, margin: number): number {
  if (wholeOnScreen(box, viewportHeight)) return 0;
  return box.top - margin;
}

/** Whether a box (relative to the screen) is whole on a screen `viewportHeight` tall. */
export function wholeOnScreen(box: { top: number; bottom: number }, viewportHeight: number): boolean {
  return box.top >= 0 && box.bottom <= viewportHeight;
}

/** Symmetric ease-in-out (cubic): 0 → 0, ½ → ½, 1 → 1. */
export function easeInOut(t: number): number {
  const x = Math.min(Math.max(t, 0), 1);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** The height of the panel box `elapsed` ms into a shift from `from` to `to` lasting `duration` ms. */
export function shiftHeightAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOut(elapsed / duration);
}

export type TabsSwitcher = 'tabs' | 'dropdown';
/** What the owner chose: a tab bar, a dropdown select, or `auto` (the rule below). */
type TabsSwitcherChoice = TabsSwitcher | 'auto';

/**
 * Ours: the owner's choice when made; by default (`auto`) more than MOBILE_TABS_LIMIT tabs on
 * mobile switch through a dropdown select, and otherwise a tab bar.
 */
export function tabsSwitcher(viewport: 'mobile' | 'desktop', count: number, choice: TabsSwitcherChoice = 'auto'): TabsSwitcher {
  if (choice !== 'auto') return choice;
  return viewport === 'mobile' && count > MOBILE_TABS_LIMIT ? 'dropdown' : 'tabs';
}

/** A tab id made safe for an HTML id attribute (no whitespace). */
export function domIdPart(id: string): string {
  return id.replace(/\s+/g, '_') || '_';
}
