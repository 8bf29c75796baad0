/**
 * PRODUCTS block (spec 000 §1–§9): the shop catalogue. Categories as tabs (the tabs widget:
 * `#tab{categoryId}` selects one; a dropdown on mobile beyond three), each a grid of product
 * cards with load-more or pagination.
 *
 * - The page carries each category's first page (as the builder publishes it); the section shows
 *   it at once in every mode and puts it in the site's product store. A tab's cards are created
 *   when the tab is first shown (a shop with many categories mounts one grid, not all). A category published
 *   without products loads its first page when shown (preview/run).
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
import { useEffect, useEffectEvent, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { LoadedSection } from '../../page/parse-page';
import { CATALOGUE_CONTAINER_COLUMNS } from '../../page/page-schema';
import { usePageSettings } from '../../page/page-settings-context';
import { usePolicy, useRuntime, useVisibility } from '../../core/runtime-context';
import { buttonStyle } from '../../elements/button01/Button01';
import {
  failedLoads,
  loadedProblems,
  loadFailureText,
  loadListPage,
  normaliseProducts,
  OptionsModal,
  pageCount,
  Pagination,
  ProductCard,
  sizedListKey,
  type CardLayout,
  type ListMode,
  type LoadFailure,
  type Product,
  type ProductList,
  type ProductProblem,
} from '../../catalogue';
import { Tabs, type TabSelectSource, type TabsItem } from '../../widgets/tabs/Tabs';
import { tabsSwitcher } from '../../widgets/tabs/tab-rules';
import { useTabSelection } from '../../widgets/tabs/use-tab-selection';
import '../../catalogue/catalogue.css';

export type ProductsSectionData = Extract<LoadedSection, { type: 'PRODUCTS' }>;

/** The list id of a section whose source is a product list rather than categories. */
export const PRODUCT_LIST_ID = 'products';

interface CategoryView {
  id: string;
  name: string;
  /** The first page as published. */
  initial: Pick<ProductList, 'ids' | 'count'>;
  /** Exactly these products (source `products`), or the category's. */
  productIds: string[] | null;
}

interface SectionCatalogue {
  categories: CategoryView[];
  products: Map<string, Product>;
  problems: ProductProblem[];
}

/** Reads the products the page carries, category by category. */
export function readSectionCatalogue(section: ProductsSectionData): SectionCatalogue {
  const products = new Map<string, Product>();
  const problems: ProductProblem[] = [];
  const categories = section.categories.map((category): CategoryView => {
    const read = normaliseProducts(category.products);
    problems.push(...read.problems);
    for (const product of read.products) products.set(product.id, product);
    const ids = [...new Set(read.products.map((product) => product.id))];
    return { id: category.id, name: category.name, initial: { ids, count: Math.max(category.count ?? 0, ids.length) }, productIds: null };
  });
  if (section.settings.source === 'products') {
    const productIds = [...new Set(section.settings.productIds ?? products.keys())];
    const firstPage = productIds.slice(0, section.params.navigation.max_count);
    // Published without its products: the first page loads when shown (an id then missing is an empty card).
    const published = firstPage.some((productId) => products.has(productId));
    return { categories: [{ id: PRODUCT_LIST_ID, name: '', initial: { ids: published ? firstPage : [], count: productIds.length }, productIds }], products, problems };
  }
  return { categories, products, problems };
}

export function ProductsSection({ section }: { section: ProductsSectionData }) {
  const { mode, viewport, t, services, stores } = useRuntime();
  const catalogue = useMemo(() => readSectionCatalogue(section), [section]);
  // The lists' failed loads (preview/run loads; the store survives the switch), shown in admin only.
  const listKeys = useMemo(() => catalogue.categories.map((category) => sizedListKey(section.id, category.id, section.params.navigation.max_count)), [catalogue, section.id, section.params.navigation.max_count]);
  const failures = useStore(stores.catalogue, useShallow((state) => (mode === 'admin' ? failedLoads(state.lists, listKeys) : NO_FAILURES)));
  // Problems of the published data and of the lists' loaded answers, one notice in admin.
  const listProblems = useStore(stores.catalogue, useShallow((state) => (mode === 'admin' ? loadedProblems(state.lists, listKeys) : NO_LIST_PROBLEMS)));
  const problems = useMemo(() => [...catalogue.problems, ...listProblems.flat()], [catalogue.problems, listProblems]);
  const [modalProductId, setModalProductId] = useState<string | null>(null);

  // The published products go to the site's store (the cart reads it); problems to the console once.
  useEffect(() => {
    // Only products the store lacks: a product a load has since refreshed keeps its newer data.
    const known = stores.catalogue.getState().products;
    stores.catalogue.getState().addProducts([...catalogue.products.values()].filter((product) => !known[product.id]));
    if (catalogue.problems.length) services.log.warn(`section ${section.id}: ${catalogue.problems.length} problems in the product data`, catalogue.problems);
  }, [catalogue, stores, services, section.id]);

  const ids = useMemo(() => catalogue.categories.map((category) => category.id), [catalogue]);
  const [selected, setSelected] = useTabSelection(ids);
  // A tab's cards are created the first time it is shown and kept after (its options, loaded pages).
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  if (selected !== null && !shown.has(selected)) setShown(new Set([...shown, selected]));
  const items = useMemo<TabsItem[]>(() => catalogue.categories.map((category) => ({ id: category.id, title: category.name || category.id })), [catalogue]);
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

  const modalProduct = useStore(stores.catalogue, (state) => (modalProductId === null ? null : (state.products[modalProductId] ?? catalogue.products.get(modalProductId) ?? null)));

  const total = catalogue.categories.reduce((sum, category) => sum + category.initial.count, 0);
  const list = (category: CategoryView) => <CategoryList key={category.id} section={section} category={category} catalogue={catalogue} layout={layout} onOpenOptions={setModalProductId} />;

  return (
    <div className={`rt-catalogue${params.wide ? ' rt-catalogue--wide' : ''}`} style={style} data-catalogue={section.id}>
      {mode === 'admin' && problems.length > 0 && <ProblemsNotice problems={problems} />}
      {failures.some(Boolean) && <LoadFailuresNotice failures={failures} names={catalogue.categories.map((category) => category.name || section.title || '')} />}
      {total === 0 ? (
        <p className="rt-catalogue__empty" data-catalogue-empty="">
          {t('ecommerce::section::empty')}
        </p>
      ) : section.categories_enabled && catalogue.categories.length > 1 ? (
        <Tabs
          items={items}
          selectedId={selected}
          onSelect={(id: string, _source: TabSelectSource) => setSelected(id)}
          renderPanel={(item, isSelected) => {
            const category = catalogue.categories.find((candidate) => candidate.id === item.id);
            return category && (isSelected || shown.has(category.id)) ? list(category) : null;
          }}
          label={section.title?.trim() || t('ecommerce::section::categories')}
          listId={`catalogue-tabs-${section.id}`}
          switcher={tabsSwitcher(viewport, items.length)}
          variant={section.category_style.style}
          align={section.category_style.align}
        />
      ) : (
        catalogue.categories[0] && list(catalogue.categories[0])
      )}
      {modalProduct && <OptionsModal sectionId={section.id} product={modalProduct} style={section.settings.style_card} onClose={() => setModalProductId(null)} />}
    </div>
  );
}

function CategoryList({ section, category, catalogue, layout, onOpenOptions }: { section: ProductsSectionData; category: CategoryView; catalogue: SectionCatalogue; layout: CardLayout; onOpenOptions(productId: string): void }) {
  const { t, services, stores, flags, mode } = useRuntime();
  const settings = usePageSettings();
  const loads = usePolicy('catalogueLoads');
  const root = useRef<HTMLDivElement>(null);
  const visibility = useVisibility(root, `catalogue:${section.id}:${category.id}`);
  const navigation = section.params.navigation;
  // Per page size too: when the owner changes max_count, the list starts again at the new size.
  const key = sizedListKey(section.id, category.id, navigation.max_count);
  const stored = useStore(stores.catalogue, (state) => state.lists[key]);
  // Page 0: nothing shown yet (published without products), so the first load is page 1.
  const list: ProductList = stored ?? { ...category.initial, page: category.initial.ids.length ? 1 : 0, perPage: navigation.max_count, loading: null, error: null, problems: [] };
  const products = useStore(
    stores.catalogue,
    useShallow((state) => list.ids.map((id) => state.products[id] ?? catalogue.products.get(id) ?? null)),
  );
  const [ignoredNote, setIgnoredNote] = useState(false);

  const report = (page: number, listMode: ListMode, outcome: 'loaded' | 'ignored' | 'failed') =>
    services.events.emit('catalogue:load', { sectionId: section.id, categoryId: category.id, page, mode: listMode, outcome });

  /** Loads a page into the store's list (never React state: the effect below may call it). */
  // Read when a load ends: a switch to admin meanwhile keeps the page where the owner is.
  const loadsNow = useRef(loads);
  useEffect(() => {
    loadsNow.current = loads;
  }, [loads]);

  const fetchPage = async (page: number, listMode: ListMode, scrollToSection: boolean) => {
    stores.catalogue.getState().initList(key, { ids: category.initial.ids, count: category.initial.count, perPage: navigation.max_count });
    const perPage = navigation.max_count;
    // A list of given ids asks for exactly the ids of the page, so unknown ids cannot shift the pages.
    const pageIds = category.productIds?.slice((page - 1) * perPage, page * perPage);
    const outcome = await loadListPage({
      store: stores.catalogue,
      request: services.request,
      log: services.log,
      key,
      mode: listMode,
      query: pageIds
        ? { projectId: settings.projectId ?? '', productIds: pageIds, page: 1, limit: Math.max(1, pageIds.length) }
        : { projectId: settings.projectId ?? '', categoryId: category.id, page, limit: perPage },
      idsPage: pageIds ? { page, ids: pageIds } : undefined,
    });
    report(page, listMode, outcome);
    // Pagination replaces the page and scrolls to the section (spec 000 §4).
    if (outcome === 'loaded' && scrollToSection && loadsNow.current) {
      root.current?.closest('section')?.scrollIntoView({ block: 'start', behavior: flags.reducedMotion ? 'instant' : 'smooth' });
    }
  };

  /** A visitor's load-more or page click; while editing it is ignored, and admin says so. */
  const requestPage = (page: number, listMode: ListMode) => {
    if (!loads) {
      setIgnoredNote(true);
      report(page, listMode, 'ignored');
      return;
    }
    void fetchPage(page, listMode, listMode === 'replace');
  };

  // A category published without its first page loads it once it is near the screen.
  // Only once per list (it is in the store after the first try), so an empty or broken answer cannot loop.
  const needsFirstPage = stored === undefined && list.ids.length === 0 && list.count > 0 && loads && visibility.first.nearScreen;
  const loadFirstPage = useEffectEvent(() => void fetchPage(1, 'replace', false));
  useEffect(() => {
    if (needsFirstPage) loadFirstPage();
  }, [needsFirstPage]);

  const pages = pageCount(list.count, list.perPage);
  const busy = list.loading !== null;
  const hasMore = list.ids.length < list.count;

  return (
    <div ref={root} className="rt-catalogue__list" data-category={category.id} data-page={list.page} aria-busy={busy || undefined}>
      {list.count === 0 ? (
        <p className="rt-catalogue__empty" data-catalogue-empty="">
          {t('ecommerce::section::empty')}
        </p>
      ) : (
        <div className="rt-catalogue__grid" data-loading={busy && navigation.type === 'pagination' ? '' : undefined}>
          {products.map((product, index) =>
            product ? (
              <ProductCard key={product.id} sectionId={section.id} product={product} style={section.settings.style_card} layout={layout} onOpenOptions={onOpenOptions} />
            ) : (
              <article key={`empty-${list.ids[index]}`} className="rt-card rt-card--empty" data-product-id={list.ids[index]} data-card-empty="">
                <p>{t('ecommerce::card::empty')}</p>
              </article>
            ),
          )}
        </div>
      )}
      {navigation.type === 'button' && hasMore && (
        <div className="rt-catalogue__more">
          <button type="button" className="rt-button rt-catalogue__more-button" style={buttonStyle(navigation.button_style)} aria-busy={busy || undefined} onClick={() => !busy && requestPage(list.page + 1, 'append')}>
            {busy && <span className="rt-spinner" aria-hidden="true" />}
            <span>{busy ? t('ecommerce::section::loading') : navigation.button_text?.trim() || t('ecommerce::section::load_more')}</span>
          </button>
        </div>
      )}
      {navigation.type === 'pagination' && <Pagination page={list.page} pages={pages} loadingPage={list.loading} look={navigation.pagination} onPage={(page) => requestPage(page, 'replace')} />}
      {busy && navigation.type === 'pagination' && (
        <p className="rt-sr-only" role="status">
          {t('ecommerce::section::loading')}
        </p>
      )}
      {mode === 'admin' && (ignoredNote || (list.ids.length === 0 && list.count > 0)) && (
        <p className="rt-catalogue__admin-note" role="note">
          {t('ecommerce::section::admin_load_ignored')}
        </p>
      )}
    </div>
  );
}

const NO_FAILURES: (LoadFailure | null)[] = [];
const NO_LIST_PROBLEMS: (readonly ProductProblem[])[] = [];

/** Admin only: the lists' failed loads, which page of which list and why (`names` by list, as `failures`). */
function LoadFailuresNotice({ failures, names }: { failures: readonly (LoadFailure | null)[]; names: readonly string[] }) {
  const { t } = useRuntime();
  return (
    <div className="rt-catalogue__problems rt-catalogue__load-failures" role="note" data-load-failed="">
      {failures.map((failure, index) => failure && <p key={index}>{loadFailureText(failure, names[index] ?? '', t)}</p>)}
    </div>
  );
}

/** Admin only: what was wrong with the product data, so the owner can fix it. */
function ProblemsNotice({ problems }: { problems: readonly ProductProblem[] }) {
  const { t } = useRuntime();
  return (
    <details className="rt-catalogue__problems" role="note">
      <summary>{t('ecommerce::section::problems_admin', { count: problems.length })}</summary>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.productId ? `#${problem.productId}: ` : ''}
            {problem.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
