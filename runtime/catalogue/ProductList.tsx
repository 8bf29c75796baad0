/**
 * One list of a PRODUCTS section (a category, or the given ids): its cards, load-more or
 * pagination, the loads through the site's product store (policy catalogueLoads), the empty
 * cards and the admin notes; and the admin notices of the section (failed loads, problems in
 * the product data). The block (blocks/products) lays the lists out in tabs.
 */
import { startTransition, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from '../platform/use-store';
import { useShallow } from 'zustand/react/shallow';
import { usePageSettings } from '../page/page-settings-context';
import { OffScreenHoldContext, useFirstNearScreen, usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { ButtonContent, buttonStyle } from '../elements/button01/Button01';
import { listPageRanges, loadingPage, publishedList, shownPage, sizedListKey, type ListMode, type ProductList } from './catalogue-store';
import { loadFailureText, type LoadFailure } from './load-failure';
import { fetchProductsPage, loadListPage, preloadLoadCode, type ProductsPage, type ProductsQuery } from './load-products';
import { createRequestAhead, LOAD_INTENT_FRESH_MS, LOAD_NEAR_SCREEN_FRESH_MS } from './request-ahead';
import { loadServerDataChecks } from '../safety/server-data-checks';
import { pageCount } from './pagination';
import { Pagination } from './PaginationBar';
import { ProductCard, type CardLayout } from './ProductCard';
import type { Product, ProductProblem } from './product';
import { categoryName, type CategoryView, type ProductsSectionData, type SectionCatalogue } from './section-catalogue';
import { catalogueStoreOf } from './catalogue-store';
import { own } from '../safety/own-records';
import { cardsOnScreenOnceAdded, markDrawnAtOnce, shownGridOf, type CardRange } from './drawn-at-once';
import { useNamedCards, useNamedList } from './product-names';
import { useFocusAfterLastLoadMore } from './load-more-focus';
import { cardsAdded, loadMoreNews } from './load-more-news';
import { usePageTurnFocus } from './page-turn-focus';
import { followedLinkScroll } from '../parts/follow-link';

/** The next page's products, rendered ahead of the click, for the list and page they belong to. */
interface AheadPage {
  listKey: string;
  page: number;
  products: readonly Product[];
}

export interface CategoryListProps {
  section: ProductsSectionData;
  category: CategoryView;
  catalogue: SectionCatalogue;
  layout: CardLayout;
  onOpenOptions(productId: string): void;
  /** One of the section's lists shown one after another (its tab bar off): a page turned scrolls to this list, not to the section's top. */
  stacked?: boolean;
  /** Not in a tab bar's panel: the list bears its category's `#tab{id}` when the section answers that link (product-names.ts). */
  outsideTabs?: boolean;
}

export function CategoryList({ section, category, catalogue, layout, onOpenOptions, stacked = false, outsideTabs = false }: CategoryListProps) {
  const { t, services, stores } = useRuntimeBasics();
  const adminNotes = usePolicy('adminNotes');
  const reducedMotion = usePolicy('reducedMotion');
  const settings = usePageSettings();
  const loads = usePolicy('catalogueLoads');
  // A screenshot or a crawler: nothing scrolls, nobody clicks, so nothing is asked for ahead.
  const capture = usePolicy('captureRender');
  const catalogueStore = catalogueStoreOf(stores);
  const root = useRef<HTMLDivElement>(null);
  const nearScreen = useFirstNearScreen(root, `catalogue:${section.id}:${category.id}`);
  const navigation = section.params.navigation;
  // Per page size and navigation too: when the owner changes max_count, the list starts again at
  // the new size; when load-more turns into pagination, at page 1, not with the pages appended.
  const key = sizedListKey(section.id, category.id, navigation);
  const stored = useStore(catalogueStore, (state) => state.lists[key]);
  // Unloaded: nothing shown yet (published without products), so the first load is page 1; so too
  // for page 0, a first page published short of a page (initialListStatus).
  const list: ProductList = stored ?? publishedList(category.initial, navigation.max_count);
  const page = shownPage(list.status);
  const products = useStore(
    catalogueStore,
    useShallow((state) => list.ids.map((id) => own(state.products, id) ?? catalogue.products.get(id) ?? null)),
  );
  const [ignoredNote, setIgnoredNote] = useState(false);
  const pages = pageCount(list.count, list.perPage);
  // A first page shown short of a page (page 0), or loading, stands as page 1 on the page bar.
  const barPage = Math.max(page, 1);
  const loading = loadingPage(list.status);
  const busy = loading !== null;
  // Fewer shown than the count, and a page of the count still to load: a product the list left out
  // (unreadable, or repeated across pages) never keeps the button asking for pages past the last.
  const hasMore = list.ids.length < list.count && page < pages;
  const moreButtonRow = useRef<HTMLDivElement>(null);
  const paginationBar = useRef<HTMLElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  // A page the bar turned to takes the keyboard focus at its start: its group is the grid's first (page-turn-focus.ts).
  const pageTurnFocus = usePageTurnFocus(root, paginationBar, grid, page);

  const report = (page: number, listMode: ListMode, outcome: 'loaded' | 'ignored' | 'failed') =>
    services.events.emit('catalogue:load', { sectionId: section.id, categoryId: category.id, page, mode: listMode, outcome });

  // Read when a load ends: a switch to admin meanwhile keeps the page where the owner is.
  const loadsNow = useRef(loads);
  useEffect(() => {
    loadsNow.current = loads;
  }, [loads]);

  /** What asks for a page of this list: a category's page, or exactly the given ids of the page. */
  const pageRequest = (page: number) => {
    const perPage = navigation.max_count;
    // A list of given ids asks for exactly the ids of the page, so unknown ids cannot shift the pages.
    const pageIds = category.productIds?.slice((page - 1) * perPage, page * perPage);
    const query: ProductsQuery = pageIds
      ? { projectId: settings.projectId ?? '', productIds: pageIds, page: 1, limit: Math.max(1, pageIds.length) }
      : { projectId: settings.projectId ?? '', categoryId: category.id, page, limit: perPage };
    return { query, idsPage: pageIds ? { page, ids: pageIds } : undefined, aheadKey: `${key}:${page}` };
  };

  // The next page is asked for as the load-more button nears the screen, or as the visitor reaches
  // for it (request-ahead.ts). Once it is answered, its cards are rendered ahead, hidden, in a
  // transition (React's low priority, in slices that yield to anything the visitor does): the click
  // then only shows them. A click that comes while that render is under way does not wait for it:
  // its own render draws only the cards on the screen whole (`contentLater` below), which costs the
  // click's frame less than waiting for the rest of a render in slices that yield to everything
  // else the page does then (the published shop at 4× CPU, a click 300 or 450 ms after the button
  // jumped into the window, 8 runs side by side: 299 → 273 and 161 → 129 ms medians).
  const requestAhead = useMemo(() => createRequestAhead<ProductsPage>(services.clock), [services.clock]);
  const [aheadPage, setAheadPage] = useState<AheadPage | null>(null);
  const askAhead = (freshMs: number) => {
    if (!loads || busy || !hasMore) return;
    const next = page + 1;
    const { query, aheadKey } = pageRequest(next);
    requestAhead.begin(aheadKey, () => {
      const answer = fetchProductsPage(services.request, query);
      // The click's load logs a failure of either; here one only means nothing is rendered ahead.
      void Promise.all([answer, loadServerDataChecks()]).then(
        ([{ products }]) => {
          // A click that came before the answer has shown the page by now, or is about to: its own load renders it.
          const listNow = catalogueStore.getState().lists[key];
          if (listNow && shownPage(listNow.status) >= next) return;
          startTransition(() => setAheadPage({ listKey: key, page: next, products }));
        },
        () => undefined,
      );
      return answer;
    }, freshMs);
  };
  const askOnIntent = () => askAhead(LOAD_INTENT_FRESH_MS);
  // As the navigation nears the screen: the code a load needs (a visitor who never reaches it never
  // fetches it) and, under a load-more button's shown cards, the next page's products. (A list with
  // no card shown yet loads its first page itself, below.)
  const askNearScreenNow = () => {
    preloadLoadCode();
    if (navigation.type === 'button' && list.ids.length > 0 && !capture) askAhead(LOAD_NEAR_SCREEN_FRESH_MS);
  };
  const askNearScreen = useEffectEvent(askNearScreenNow);
  // Whether the list's load-more button or page bar has come within a screen of the window, watched
  // anew for each page shown: after a load-more the button is further down, and the visitor's next
  // approach to it is for the page after. Asked in the observer's report itself, not after the
  // render that report starts: a button that jumps into the window (a visitor's long scroll, a link)
  // brings many parts into it, whose renders came first and held the request back. (The effect
  // below asks too: for a navigation near before this mount, and once loads are allowed.)
  const navigationNear = useFirstNearScreen(navigation.type === 'button' ? moreButtonRow : paginationBar, `catalogue-navigation:${section.id}:${category.id}:${page}`, () => {
    if (loads) askNearScreenNow();
  });
  // Not again when a load ends: a failed one is asked again by the visitor's next click; a page
  // shown is another approach (the page is in the button's part id above).
  useEffect(() => {
    if (navigationNear && loads) askNearScreen();
  }, [navigationNear, loads]);
  // Which of the next page's cards will be on the screen once shown, reckoned at the click
  // (drawn-at-once.ts), for the page group it will be (its index among the list's groups): taken
  // by that group only, as it is shown, so a click that loads nothing leaves no mark for another.
  const drawnAtOnce = useRef<{ group: number; range: CardRange } | null>(null);
  const takeDrawnAtOnce = (group: number) => {
    const taken = drawnAtOnce.current?.group === group ? drawnAtOnce.current.range : null;
    if (taken) drawnAtOnce.current = null;
    return taken;
  };
  // A page a load-more's click adds that was not rendered ahead (its answer came after the click, or
  // the click came before that render had committed) renders in the click's frame, blocking: the
  // list's store update renders at once. So in that render only its cards up to the last one on the
  // screen are rendered whole; those below the window are their boxes, holding their height, and
  // their contents follow in a transition (React's low priority, in slices), before the visitor can
  // scroll to them. Rendering all nine took most of that frame (the published shop at 4× CPU, a
  // click 300 ms after the button jumped into the window: 142 ms of rendering, then a 96 ms frame).
  // The page's first card is always whole: the focus the last load-more hands to it has a control to go to.
  const [contentLater, setContentLater] = useState<{ group: number; from: number } | null>(null);
  const cardContentLater = (group: number, offset: number) => contentLater?.group === group && offset >= contentLater.from;
  const loadMore = () => {
    const next = page + 1;
    const group = pageRanges.length;
    if (grid.current) {
      // No window to measure (never in a browser): every card drawn at once.
      const viewportHeight = grid.current.ownerDocument.defaultView?.innerHeight ?? Number.POSITIVE_INFINITY;
      const range = cardsOnScreenOnceAdded(shownGridOf(grid.current), navigation.max_count, viewportHeight);
      drawnAtOnce.current = { group, range };
      const renderedAhead = aheadPage?.listKey === key && aheadPage.page === next;
      if (!renderedAhead && range.to < navigation.max_count) setContentLater({ group, from: Math.max(range.to, 1) });
    }
    requestPage(next, 'append');
  };

  /** Loads a page into the store's list (never React state: the effect below may call it). */
  const fetchPage = async (page: number, listMode: ListMode, scrollToSection: boolean) => {
    catalogueStore.getState().initList(key, { ...category.initial, perPage: navigation.max_count });
    const before = catalogueStore.getState().lists[key];
    const { query, idsPage, aheadKey } = pageRequest(page);
    const outcome = await loadListPage({
      store: catalogueStore,
      request: services.request,
      log: services.log,
      key,
      mode: listMode,
      query,
      idsPage,
      sent: requestAhead.take(aheadKey),
    });
    report(page, listMode, outcome);
    if (outcome !== 'loaded') pageTurnFocus.drop();
    // A load-more adds its cards above the button, which keeps the focus while pages are left: a
    // screen reader hears how many came through the site's live region (heard in a modal too).
    const news = listMode === 'append' && outcome === 'loaded' ? loadMoreNews(cardsAdded(before, catalogueStore.getState().lists[key]), t) : null;
    if (news) services.events.emit('site:announce', { text: news });
    // Pagination replaces the page and scrolls to the section (spec 000 §4); to the list of a section
    // showing several, whose top may be far below the section's.
    if (outcome === 'loaded' && scrollToSection && loadsNow.current) {
      (stacked ? root.current : root.current?.closest('section'))?.scrollIntoView(followedLinkScroll(reducedMotion));
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

  /** A page the visitor picked on the pagination bar: the focus goes to its start once it is shown. */
  const turnPage = (next: number) => {
    if (loads) pageTurnFocus.awaiting(next);
    requestPage(next, 'replace');
  };

  // A category published without its first page, or short of one (page 0: initialListStatus),
  // loads its page 1 once it is near the screen, the cards published short staying meanwhile.
  // Only once per list (it is in the store after the first try), so an empty or broken answer cannot
  // loop; a short list whose load failed asks for page 1 again at its load-more's click.
  const needsFirstPage = stored === undefined && page === 0 && list.count > 0 && loads && nearScreen;
  const loadFirstPage = useEffectEvent(() => void fetchPage(1, 'replace', false));
  useEffect(() => {
    if (needsFirstPage) loadFirstPage();
  }, [needsFirstPage]);

  // The list's pages shown, each a group of its cards (CardPage).
  const pageRanges = listPageRanges(list);
  // The next page's cards rendered ahead, in a hidden page group after the shown ones, under the
  // keys they will be shown with. Only for the page after the one shown of this very list (the owner
  // may change its page size), so a page that was loaded or went stale is not rendered again.
  const shownIds = new Set(list.ids);
  const aheadProducts = loads && aheadPage?.listKey === key && aheadPage.page === page + 1 ? aheadPage.products.filter((product) => !shownIds.has(product.id)) : [];
  // Once the click's load appends that page (the same product objects), its group is the list's
  // last page and only unhides: no card renders in the click's frame (ProductCard is memoised).
  // Its images and sliders start after that frame, in a transition.
  const shownAhead = loads && aheadPage?.listKey === key && aheadPage.page === page;
  useEffect(() => {
    if (shownAhead) startTransition(() => setAheadPage(null));
  }, [shownAhead]);
  // Once the page added by the click is shown with some of its cards' contents to come, they come.
  const laterGroupShown = contentLater !== null && pageRanges.length > contentLater.group;
  useEffect(() => {
    if (laterGroupShown) startTransition(() => setContentLater(null));
  }, [laterGroupShown]);

  // The cards bearing their product's `#product{id}` (not a page rendered ahead: it is not shown).
  const named = useNamedCards(section.id, category.id, catalogue.categories, list.ids);
  const linkName = useNamedList(section.id, category.id, outsideTabs);
  // Each card an item of the list (CardItem), keyed by its product.
  const card = (product: Product | null, id: string, later = false) =>
    product ? (
      <CardItem key={product.id}>
        <ProductCard sectionId={section.id} product={product} style={section.settings.style_card} layout={layout} onOpenOptions={onOpenOptions} named={named.has(product.id)} contentLater={later} />
      </CardItem>
    ) : (
      <CardItem key={`empty-${id}`}>
        <article className="rt-card rt-card--empty" data-product-id={id} data-card-empty="">
          <p>{t('ecommerce::card::empty')}</p>
        </article>
      </CardItem>
    );
  // The last load-more goes with the page it showed: the focus it had goes to that page's first card.
  const moreFocus = useFocusAfterLastLoadMore(root, () => grid.current?.children[pageRanges.length - 1], navigation.type === 'button' && !hasMore);

  return (
    <div ref={root} id={linkName} className="rt-catalogue__list" data-category={category.id} data-page={page} aria-busy={busy || undefined}>
      {list.count === 0 ? (
        <p className="rt-catalogue__empty" data-catalogue-empty="">
          {t('ecommerce::section::empty')}
        </p>
      ) : (
        // A list, as the cart's lines are: a screen reader says how many products it holds, and its
        // list commands reach it (item 4 of 9, past the list). One list over every page shown (CardPage).
        <div ref={grid} className="rt-catalogue__grid" role="list" data-loading={busy && navigation.type === 'pagination' ? '' : undefined}>
          {/* One list of children: the page rendered ahead keeps its key's place, and its nodes, once shown. */}
          {[
            ...pageRanges.map(([start, end], index) => (
              <CardPage key={index} held={shownAhead && index === pageRanges.length - 1} takeDrawnAtOnce={() => takeDrawnAtOnce(index)}>
                {products.slice(start, end).map((product, offset) => card(product, list.ids[start + offset]!, cardContentLater(index, offset)))}
              </CardPage>
            )),
            ...(aheadProducts.length > 0
              ? [
                  <CardPage key={pageRanges.length} held ahead takeDrawnAtOnce={() => takeDrawnAtOnce(pageRanges.length)}>
                    {aheadProducts.map((product, offset) => card(product, product.id, cardContentLater(pageRanges.length, offset)))}
                  </CardPage>,
                ]
              : []),
          ]}
        </div>
      )}
      {navigation.type === 'button' && hasMore && (
        <div ref={moreButtonRow} className="rt-catalogue__more">
          <button
            type="button"
            className="rt-button rt-catalogue__more-button"
            style={buttonStyle(navigation.button_style)}
            aria-busy={busy || undefined}
            onPointerEnter={askOnIntent}
            onPointerDown={askOnIntent}
            onFocus={(event) => {
              moreFocus.onFocus(event);
              askOnIntent();
            }}
            onBlur={moreFocus.onBlur}
            onClick={() => !busy && loadMore()}
          >
            <ButtonContent style={navigation.button_style} lead={busy ? <span className="rt-spinner" aria-hidden="true" /> : undefined}>
              {busy ? t('ecommerce::section::loading') : navigation.button_text?.trim() || t('ecommerce::section::load_more')}
            </ButtonContent>
          </button>
        </div>
      )}
      {navigation.type === 'pagination' && <Pagination ref={paginationBar} page={barPage} pages={pages} loadingPage={loading} look={navigation.pagination} listName={stacked ? categoryName(category) : undefined} onPage={turnPage} />}
      {busy && navigation.type === 'pagination' && (
        <p className="rt-sr-only" role="status">
          {t('ecommerce::section::loading')}
        </p>
      )}
      {adminNotes && (ignoredNote || (list.ids.length === 0 && list.count > 0)) && (
        <p className="rt-catalogue__admin-note" role="note">
          {t('ecommerce::section::admin_load_ignored')}
        </p>
      )}
    </div>
  );
}

/**
 * One card of a list: an item of the grid's list, the grid's cell, which the card fills (catalogue.css).
 * (A wrapper: the card itself stays an article named by its product, card by card.)
 */
function CardItem({ children }: { children: ReactNode }) {
  return (
    <div className="rt-catalogue__item" role="listitem">
      {children}
    </div>
  );
}

/**
 * One page of a list's cards, a group the grid lays out as if its cards were its own (display:
 * contents), and no group to a screen reader either (role none: the list's items are the cards of
 * every page shown). A page rendered ahead of the click is hidden (laid out, unseen: catalogue.css) and
 * `held`: its cards' images and sliders wait until it is shown. As it is shown, the cards a
 * load-more's click reckoned on the screen for it are drawn in the frame that shows them
 * (`takeDrawnAtOnce`: drawn-at-once.ts; only a page a load-more adds has any).
 */
function CardPage({ held, ahead = false, takeDrawnAtOnce, children }: { held: boolean; ahead?: boolean; takeDrawnAtOnce: () => CardRange | null; children: ReactNode }) {
  const group = useRef<HTMLDivElement>(null);
  const shown = useEffectEvent(() => {
    const range = takeDrawnAtOnce();
    if (range && group.current) markDrawnAtOnce(group.current, range);
  });
  useLayoutEffect(() => {
    if (!ahead) shown();
  }, [ahead]);
  return (
    <OffScreenHoldContext value={held}>
      <div ref={group} className="rt-catalogue__page" role="none" hidden={ahead || undefined}>
        {children}
      </div>
    </OffScreenHoldContext>
  );
}

export /** Admin only: the lists' failed loads, which page of which list and why (`names` by list, as `failures`). */
function LoadFailuresNotice({ failures, names }: { failures: readonly (LoadFailure | null)[]; names: readonly string[] }) {
  const { t } = useRuntimeBasics();
  return (
    <div className="rt-catalogue__problems rt-catalogue__load-failures" role="note" data-load-failed="">
      {failures.map((failure, index) => failure && <p key={index}>{loadFailureText(failure, names[index] ?? '', t)}</p>)}
    </div>
  );
}

/** Admin only: what was wrong with the product data, so the owner can fix it. */
export function ProblemsNotice({ problems }: { problems: readonly ProductProblem[] }) {
  const { t } = useRuntimeBasics();
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
