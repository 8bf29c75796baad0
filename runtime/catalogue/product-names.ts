/**
 * The names a hash gives inside the catalogue (spec 000 §2: "the hash may match an anchor name or an
 * element id, and the tab containing it is opened"; "tab links have the form #tab{categoryId}"):
 * which card bears `#product{id}`, which list bears `#tab{categoryId}`, and the scroll to them.
 *
 * - One bearer per name in the document: in a section, the card in the first category whose
 *   published page holds the product (namingCategories); across sections, the first section on the
 *   page that claims the name (widgets/tabs/hash-owners.ts, where a BUNDLE claims its tabs' names
 *   too). The sections claim their names once mounted, so the ids are set on the client (a
 *   prerendered page has none: the hash is followed after hydration).
 * - `#tab{categoryId}` opens that tab where the categories are tabs (the tabs widget follows the
 *   hash itself when this section answers it, and scrolls its bar into view). Where they are not
 *   (stackedCategories), the category's list bears the name, and the hash scrolls to it, as it
 *   would to its tab.
 * - A hash naming a card or list of this section, on mount or on a change, scrolls it into view once
 *   it is there (a card's tab opened by the tabs, which scroll the bar into view first), as the
 *   anchors scroll to a section: smoothly, or at once with reduced motion. In every mode, as the tabs
 *   follow the hash in every mode: the address is read, never written (policy hashWrites), and a
 *   link clicked while editing is not followed (policy followLinks), so it changes no hash.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { useStore } from '../platform/use-store';
import { answersHashName, hashOwnersOf } from '../widgets/tabs/hash-owners';
import { tabLinkName } from '../widgets/tabs/tab-rules';
import { useHashClaim } from '../widgets/tabs/use-tabs';
import { catalogueHashName, namingCategories, productHash, sectionHashNames, type CategoryView } from './section-catalogue';
import { followedLinkScroll } from '../parts/follow-link';

/**
 * The section's claim to the names it answers, while it is mounted: its published products' cards
 * and the category lists it shows (`lists`: its tabs, or its lists one after another). Before the
 * paint (useHashClaim): the cards and lists get their ids in the frame they first show.
 */
export function useHashNames(sectionId: string, categories: readonly CategoryView[], lists: readonly CategoryView[], place: RefObject<HTMLElement | null>): void {
  const names = useMemo(() => sectionHashNames(categories, lists), [categories, lists]);
  useHashClaim(sectionId, names, place);
}

/** Of a list's products, those whose card bears `#product{id}` here. */
export function useNamedCards(sectionId: string, categoryId: string, categories: readonly CategoryView[], ids: readonly string[]): ReadonlySet<string> {
  const { stores } = useRuntimeBasics();
  const naming = useMemo(() => namingCategories(categories), [categories]);
  const named = useStore(
    hashOwnersOf(stores),
    useShallow((state) => ids.filter((id) => naming.get(id) === categoryId && answersHashName(state, sectionId, productHash(id)))),
  );
  return useMemo(() => new Set(named), [named]);
}

/**
 * The DOM id a category's list bears: its `tab{categoryId}` where it stands outside a tab bar
 * (`outsideTabs`) and this section answers that link; else none (in a tab bar the link opens the tab).
 */
export function useNamedList(sectionId: string, categoryId: string, outsideTabs: boolean): string | undefined {
  const { stores } = useRuntimeBasics();
  const name = tabLinkName(categoryId);
  const bears = useStore(hashOwnersOf(stores), (state) => outsideTabs && answersHashName(state, sectionId, name));
  return bears ? name : undefined;
}

/**
 * Scrolls the card or list the hash names into view, when this section bears it. `shown` changes
 * when the cards shown do (the tab selected): the element is looked for again then.
 */
export function useRevealNamed(sectionId: string, root: RefObject<HTMLElement | null>, shown: unknown): void {
  const { services, stores } = useRuntimeBasics();
  const reducedMotion = usePolicy('reducedMotion');
  const { location } = services;
  // A new object for each reading of the address, so the same name given again is a new wish.
  const [wanted, setWanted] = useState<{ name: string } | null>(null);
  const revealed = useRef<{ name: string } | null>(null);
  useEffect(() => {
    const read = () => {
      const name = catalogueHashName(location.hash());
      setWanted(name === null ? null : { name });
    };
    read();
    return location.onHashChange(read);
  }, [location]);
  const bearsIt = useStore(hashOwnersOf(stores), (state) => wanted !== null && answersHashName(state, sectionId, wanted.name));
  useEffect(() => {
    const section = root.current;
    // Once: the visitor's later moves (another tab, a page) are not followed by this scroll.
    if (!bearsIt || wanted === null || revealed.current === wanted || !section) return;
    // A tab link of tabs names no element: the tabs widget opens the tab.
    const named = section.ownerDocument.getElementById(wanted.name);
    if (!named || !section.contains(named)) return;
    revealed.current = wanted;
    named.scrollIntoView(followedLinkScroll(reducedMotion));
  }, [bearsIt, wanted, shown, reducedMotion, root]);
}
