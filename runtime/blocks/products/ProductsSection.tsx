/**
 * PRODUCTS block (spec 000 §1–§9): the shop catalogue. Categories as tabs (the tabs widget:
 * `#tab{categoryId}` selects one, and a visitor's pick writes it in place in preview and run,
 * policy hashWrites; a dropdown on mobile beyond three), each a grid of product
 * cards with load-more or pagination. With the tabs off (`categories_enabled`), every category's
 * grid one after another (stackedCategories says why), each bearing its `#tab{categoryId}`, which
 * then scrolls to it. A card bears its product's `#product{id}`, and such a hash scrolls to it
 * (catalogue/product-names.ts). Of two sections that show the same category or product (or a
 * BUNDLE's tab of that id), the first on the page answers its hash (widgets/tabs/hash-owners.ts):
 * the other's tabs neither follow nor write it.
 *
 * - The page carries each category's first page (as the builder publishes it); the section shows
 *   it at once in every mode and puts it in the site's product store. A tab's cards are created
 *   when the tab is first shown (a shop with many categories mounts one grid, not all). A category published
 *   without products loads its first page when shown (preview/run).
 * - A page read without scripts shows the first category's cards under its name, and not the tabs
 *   or the dropdown, which cannot switch (the tabs widget's noScriptPanels 'selected': the server's
 *   HTML holds no other tab's cards, which come from the API, with scripts).
 * - Load-more appends the next page; pagination replaces the page and scrolls to the section.
 *   While a request runs the list is busy (spinner on the button, dimmed grid) and another load
 *   is ignored; while editing every load is ignored (policy catalogueLoads) and admin says so.
 *   A failed load is logged, its loader removed, and the products shown stay; visitors see no
 *   message, while admin (after a switch from preview, same store) shows which load failed and why.
 * - `settings.source: 'products'` shows exactly `settings.productIds`; an id with no product is
 *   an empty card (ecommerce::card::empty). No products at all: the empty-catalogue view.
 * - Problems in the product data (see catalogue/product.ts) go to the console and, in admin, to
 *   a visible notice listing the problems of the published data and of this section's loaded
 *   answers (loads run for visitors; the store keeps their problems per list, so admin shows them
 *   after a switch); the cards that could be read still show.
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useStore } from '../../platform/use-store';
import { useShallow } from 'zustand/react/shallow';
import { CATALOGUE_CONTAINER_COLUMNS } from '../../page/schema/constants';
import { usePolicy, usePolicyAtEvent, useRuntimeBasics, useViewport } from '../../core/runtime-context';
import {
  CategoryList,
  failedLoads,
  categoryHashNames,
  categoryName,
  loadedProblems,
  LoadFailuresNotice,
  OptionsModalOnDemand,
  ProblemsNotice,
  readSectionCatalogue,
  sizedListKey,
  stackedCategories,
  useHashNames,
  useRevealNamed,
  type CardLayout,
  type CategoryView,
  type LoadFailure,
  type ProductProblem,
  type ProductsSectionData,
} from '../../catalogue';
import { Tabs, type TabSelectSource, type TabsItem } from '../../widgets/tabs/Tabs';
import { answersNow } from '../../widgets/tabs/hash-owners';
import { hashAfterPick, tabLinkName, tabsSwitcher } from '../../widgets/tabs/tab-rules';
import { useTabSelection } from '../../widgets/tabs/use-tab-selection';
import { catalogueStoreOf } from '../../catalogue';
import { own } from '../../safety/own-records';
import '../../catalogue/catalogue.css';

export type { ProductsSectionData };

export function ProductsSection({ section }: { section: ProductsSectionData }) {
  const { t, services, stores } = useRuntimeBasics();
  const viewport = useViewport();
  const catalogueStore = catalogueStoreOf(stores);
  const adminNotes = usePolicy('adminNotes');
  const catalogue = useMemo(() => readSectionCatalogue(section), [section]);
  // The lists' failed loads (preview/run loads; the store survives the switch), shown in admin only.
  const navigation = section.params.navigation;
  const listKeys = useMemo(() => catalogue.categories.map((category) => sizedListKey(section.id, category.id, navigation)), [catalogue, section.id, navigation]);
  const failures = useStore(catalogueStore, useShallow((state) => (adminNotes ? failedLoads(state.lists, listKeys) : NO_FAILURES)));
  // Problems of the published data and of the lists' loaded answers, one notice in admin.
  const listProblems = useStore(catalogueStore, useShallow((state) => (adminNotes ? loadedProblems(state.lists, listKeys) : NO_LIST_PROBLEMS)));
  const problems = useMemo(() => [...catalogue.problems, ...listProblems.flat()], [catalogue.problems, listProblems]);
  const [modalProductId, setModalProductId] = useState<string | null>(null);

  // The published products go to the site's store (the cart reads it); problems to the console once.
  useEffect(() => {
    // Only products the store lacks: a product a load has since refreshed keeps its newer data. An
    // id is the server's text, "toString" included: looked up as an own entry (safety/own-records.ts).
    const known = catalogueStore.getState().products;
    catalogueStore.getState().addProducts([...catalogue.products.values()].filter((product) => own(known, product.id) === undefined));
    if (catalogue.problems.length) services.log.warn(`section ${section.id}: ${catalogue.problems.length} problems in the product data`, catalogue.problems);
  }, [catalogue, catalogueStore, services, section.id]);

  const ids = useMemo(() => catalogue.categories.map((category) => category.id), [catalogue]);
  const [selected, setSelected] = useTabSelection(ids);
  const policyAtEvent = usePolicyAtEvent();
  const root = useRef<HTMLDivElement>(null);
  const total = catalogue.categories.reduce((sum, category) => sum + category.initial.count, 0);
  const tabs = section.categories_enabled && catalogue.categories.length > 1;
  const stacked = useMemo(() => (tabs ? [] : stackedCategories(catalogue.categories)), [tabs, catalogue]);
  // The category lists shown, whose `#tab{id}` this section answers: its tabs, or its lists one after another.
  const lists = total === 0 ? NO_LISTS : tabs ? catalogue.categories : stacked;
  useHashNames(section.id, catalogue.categories, lists, root);
  // A `#product{id}` opens the tab holding it (the tabs' contains), then its card is scrolled to;
  // a `#tab{id}` opens its tab (the tabs follow it), or scrolls to its list where there are no tabs.
  useRevealNamed(section.id, root, selected);
  // A tab's cards are created the first time it is shown and kept after (its options, loaded pages).
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  if (selected !== null && !shown.has(selected)) setShown(new Set([...shown, selected]));
  // `#tab{id}` names a category, `#product{id}` the category holding that product (spec 000 §2).
  const items = useMemo<TabsItem[]>(() => catalogue.categories.map((category) => ({ id: category.id, title: categoryName(category), contains: categoryHashNames(category) })), [catalogue]);
  const onSelect = (id: string, source: TabSelectSource) => {
    setSelected(id);
    // A visitor's pick is written as the tab's link, `#tab{id}`, in place (as BUNDLE writes its
    // tabs'): the address says which tab is open, so a menu link to another tab's `#tab{id}`, even
    // the one that opened a tab before, is a change of hash and opens its tab again. A hash that
    // already selects this tab (the one that chose it, a product's) stays as it is; a link an
    // earlier section answers is not written (hashAfterPick).
    if (source === 'hash' || !policyAtEvent('hashWrites')) return;
    const next = hashAfterPick(services.location.hash(), id, tabLinkName(id), items, answersNow(stores, section.id));
    if (next !== undefined) services.location.replaceHash(next);
  };
  const layout = useMemo<CardLayout>(
    () => ({ type: section.params.products_type, proportions: section.params.products_proportions, swap: section.params.products_swap, align: section.params.align }),
    [section.params.products_type, section.params.products_proportions, section.params.products_swap, section.params.align],
  );

  const { params } = section;
  const style = {
    '--rt-content-width': `${section.contentWidth}px`,
    '--rt-catalogue-width': params.wide ? '100%' : `${(section.contentWidth * params.container_cols) / CATALOGUE_CONTAINER_COLUMNS}px`,
    '--rt-catalogue-columns': viewport === 'mobile' ? params.adaptive.columns : params.products,
  } as CSSProperties;

  const modalProduct = useStore(catalogueStore, (state) => (modalProductId === null ? null : (own(state.products, modalProductId) ?? catalogue.products.get(modalProductId) ?? null)));

  const list = (category: CategoryView) => (
    <CategoryList key={category.id} section={section} category={category} catalogue={catalogue} layout={layout} onOpenOptions={setModalProductId} stacked={stacked.length > 1} outsideTabs={!tabs} />
  );

  return (
    <div ref={root} className={`rt-catalogue${params.wide ? ' rt-catalogue--wide' : ''}`} style={style} data-catalogue={section.id}>
      {adminNotes && problems.length > 0 && <ProblemsNotice problems={problems} />}
      {failures.some(Boolean) && <LoadFailuresNotice failures={failures} names={catalogue.categories.map((category) => (category.productIds === null ? categoryName(category) : (section.title ?? '')))} />}
      {total === 0 ? (
        <p className="rt-catalogue__empty" data-catalogue-empty="">
          {t('ecommerce::section::empty')}
        </p>
      ) : tabs ? (
        <Tabs
          items={items}
          selectedId={selected}
          onSelect={onSelect}
          renderPanel={(item, isSelected) => {
            const category = catalogue.categories.find((candidate) => candidate.id === item.id);
            return category && (isSelected || shown.has(category.id)) ? list(category) : null;
          }}
          label={section.title?.trim() || t('ecommerce::section::categories')}
          listId={`catalogue-tabs-${section.id}`}
          switcher={tabsSwitcher(viewport, items.length)}
          variant={section.category_style.style}
          align={section.category_style.align}
          hashOwner={section.id}
          // Its cards bear their `#product{id}` only once this section answers it: useRevealNamed scrolls to them.
          revealHashElement={false}
          // Without scripts the bar cannot switch, and the HTML holds the selected (first) category's cards only.
          noScriptPanels="selected"
        />
      ) : (
        stacked.map(list)
      )}
      {modalProduct && <OptionsModalOnDemand sectionId={section.id} product={modalProduct} style={section.settings.style_card} onClose={() => setModalProductId(null)} />}
    </div>
  );
}

const NO_FAILURES: (LoadFailure | null)[] = [];
const NO_LISTS: CategoryView[] = [];
const NO_LIST_PROBLEMS: (readonly ProductProblem[])[] = [];
