/**
 * Pure rules of the BUNDLE block (spec 002 §2, §4): the hash of a tab, what a hash can name in a
 * bundle (the names it claims on the page), whether the current hash belongs to a bundle (so leaving
 * the screen resets it), and when a bundle's tabs are created. Unit tested beside.
 */
import type { LoadedBundleTab } from '../../page/parse-page';
import { normaliseHash, tabLinkName, tabMatchForName, type TabHashTarget } from '../../widgets/tabs/tab-rules';
import { BUNDLE_HASH_PREFIX } from './constants';

type TabFields = Pick<LoadedBundleTab, 'id' | 'anchor' | 'elements'>;

/** The hash a visitor's selection writes (without `#`): the tab's anchor, else `bundle-{sectionId}-{tabId}` (ours; the spec shows no format). */
export function bundleTabHash(sectionId: string, tab: Pick<LoadedBundleTab, 'id' | 'anchor'>): string {
  return tab.anchor ?? `${BUNDLE_HASH_PREFIX}-${sectionId}-${tab.id}`;
}

/** The ids of a tab's elements, broken ones included when their id could be read. */
export function elementIdsOf(tab: Pick<LoadedBundleTab, 'elements'>): string[] {
  const ids: string[] = [];
  for (const part of tab.elements) {
    const id = part.ok ? part.value.id : part.id;
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** What a hash can name in each tab: its hash (anchor or generated), and the elements inside it. `#tab{id}` is read by tabMatchForName. */
export function bundleHashTargets(sectionId: string, tabs: readonly TabFields[]): TabHashTarget[] {
  return tabs.map((tab) => ({ id: tab.id, anchor: bundleTabHash(sectionId, tab), contains: elementIdsOf(tab) }));
}

/**
 * Every name a hash selects one of the bundle's tabs by (tabMatchForName): each tab's hash, its
 * `tab{id}` and its elements' ids. The bundle claims them on the page (widgets/tabs/hash-owners.ts),
 * so a name another section shows too (a tab id that is also a catalogue's category id, an element
 * id twice on the page) is answered by one of them, the first on the page.
 */
export function bundleHashNames(targets: readonly TabHashTarget[]): string[] {
  return [...new Set(targets.flatMap((target) => [...(target.anchor === undefined ? [] : [target.anchor]), tabLinkName(target.id), ...(target.contains ?? [])]))];
}

/**
 * Whether the current hash selects a tab of this bundle, and the bundle answers it (`answers`: of
 * two sections claiming a name, the first on the page): such a hash is reset when the block leaves
 * the screen (spec 002 §2). One another section answers is that section's, and stays.
 */
export function hashBelongsTo(hash: string, targets: readonly TabHashTarget[], answers: (name: string) => boolean): boolean {
  const name = normaliseHash(hash);
  return name !== null && answers(name) && tabMatchForName(name, targets) !== null;
}

/**
 * Whether the tabs' content exists yet. Spec 002 §4: tabs are created lazily, when the block is
 * beside the screen (the first time it is near the screen; it then stays created). Ours: a
 * capture render (policy captureRender: screenshot, critical CSS, crawler) gets them at once, since
 * nothing scrolls there; and so does a block first rendered as the server's HTML (`serverHtml`),
 * and its hydration, which meets that same tree and keeps it. That HTML is what a visitor reads
 * before any script has run (or with scripts off) and what a crawler that runs none indexes: with
 * lazy tabs it held the tab buttons over an empty reserved box.
 */
export function tabsCreated(firstNearScreen: boolean, captureRender: boolean, serverHtml: boolean): boolean {
  return firstNearScreen || captureRender || serverHtml;
}
