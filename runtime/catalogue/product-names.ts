/**
 * `#product{id}` on the page (spec 000 §2: "the hash may match an anchor name or an element id, and
 * the tab containing it is opened"): which card bears that id, and the scroll to it.
 *
 * - One card per product in the document: in a section, the card in the first category whose
 *   published page holds it (namingCategories); across sections, the first section on the page
 *   (catalogue-store.ts productNameOwners). The sections claim their names once mounted, so the
 *   ids are set on the client (a prerendered page has none: the hash is followed after hydration).
 * - A hash naming a card of this section, on mount or on a change, scrolls the card into view once
 *   it is there (its tab opened by the tabs, which scroll the bar into view first), as the anchors
 *   scroll to a section: smoothly, or at once with reduced motion.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { useStore } from '../platform/use-store';
import { catalogueStoreOf } from './catalogue-store';
import { namingCategories, productForHash, productHash, type CategoryView } from './section-catalogue';

/** The section's claim to name its published products' cards, while it is mounted. */
export function useNameProducts(sectionId: string, categories: readonly CategoryView[], place: RefObject<HTMLElement | null>): void {
  const { stores } = useRuntimeBasics();
  const productIds = useMemo(() => [...namingCategories(categories).keys()], [categories]);
  // Before the paint: the cards get their ids in the frame they first show.
  useLayoutEffect(() => {
    if (!place.current) return;
    return catalogueStoreOf(stores).getState().nameProducts(sectionId, productIds, place.current);
  }, [stores, sectionId, productIds, place]);
}

/** Of a list's products, those whose card bears `#product{id}` here. */
export function useNamedCards(sectionId: string, categoryId: string, categories: readonly CategoryView[], ids: readonly string[]): ReadonlySet<string> {
  const { stores } = useRuntimeBasics();
  const naming = useMemo(() => namingCategories(categories), [categories]);
  const named = useStore(
    catalogueStoreOf(stores),
    useShallow((state) => ids.filter((id) => naming.get(id) === categoryId && state.productNames[id] === sectionId)),
  );
  return useMemo(() => new Set(named), [named]);
}

/**
 * Scrolls the card a `#product{id}` hash names into view, when this section bears it. `shown`
 * changes when the cards shown do (the tab selected): the card is looked for again then.
 */
export function useRevealNamedCard(sectionId: string, root: RefObject<HTMLElement | null>, shown: unknown): void {
  const { services, stores } = useRuntimeBasics();
  const reducedMotion = usePolicy('reducedMotion');
  const { location } = services;
  // A new object for each reading of the address, so the same product named again is a new wish.
  const [wanted, setWanted] = useState<{ productId: string } | null>(null);
  const revealed = useRef<{ productId: string } | null>(null);
  useEffect(() => {
    const read = () => {
      const productId = productForHash(location.hash());
      setWanted(productId === null ? null : { productId });
    };
    read();
    return location.onHashChange(read);
  }, [location]);
  const bearsIt = useStore(catalogueStoreOf(stores), (state) => wanted !== null && state.productNames[wanted.productId] === sectionId);
  useEffect(() => {
    const section = root.current;
    // Once: the visitor's later moves (another tab, a page) are not followed by this scroll.
    if (!bearsIt || wanted === null || revealed.current === wanted || !section) return;
    const card = section.ownerDocument.getElementById(productHash(wanted.productId));
    if (!card || !section.contains(card)) return;
    revealed.current = wanted;
    card.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'instant' : 'smooth' });
  }, [bearsIt, wanted, shown, reducedMotion, root]);
}
