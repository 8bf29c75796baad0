/**
 * The PRODUCTS block (spec 000 §1–§9): a whole catalogue section. Pages are published with the
 * first page of each category embedded (scenarios/embed-catalogue.ts does what the builder's
 * server does); the next pages come from GET /api/ecommerce/products/.
 *
 * The gallery's and Ladle's shared sandbox has no shop in it, so these stories answer the
 * products calls from the shop scenario's 1,039 products (support/shop-site.ts).
 */
import { useMemo } from 'react';
import { loadPage } from '../../runtime/page/parse-page';
import { Site } from '../../runtime/site/Site';
import { embedCatalogue } from '../../scenarios/embed-catalogue';
import { shopSeed } from '../../scenarios/shop/seed';
import { useStoryEnvironment } from '../support/environment';
import { usePartsCode } from '../support/StorySite';
import { useShopStorySite } from '../support/shop-site';
import '../../runtime/site.css';
import { SHOP_CARD_STYLE } from '../support/shop-card-style';

export default { title: 'Blocks / PRODUCTS' };

const SETTINGS = { title: 'Harbor Coffee — shop', projectId: shopSeed.projectId, country: 'US', accent: '#b4532a' };
const padding = { desktop: { top: 48, bottom: 56 }, mobile: { top: 32, bottom: 40 } };

/**
 * The heading a shop page gives its catalogue: the cards' names are level-3 headings, so a level-2
 * heading comes first, as on the shop scenario's page.
 */
const HEADING_SECTION = {
  id: 'catalogue-heading',
  type: 'FREE',
  padding: { desktop: { top: 48, bottom: 0 }, mobile: { top: 32, bottom: 0 } },
  elements: [{ id: 'catalogue-heading-title', type: 'figure', data: { kind: 'text', tag: 'h2', text: 'Our coffees and gear' } }],
};

/** Like StorySite, with the shop seed answering the catalogue's loads. */
function ShopStorySite({ sections }: { sections: unknown[] }) {
  const environment = useStoryEnvironment();
  const loaded = useMemo(() => loadPage(embedCatalogue({ settings: SETTINGS, sections: [HEADING_SECTION, ...sections] }, shopSeed)), [sections]);
  usePartsCode(loaded);
  // Made once the parts' code is there: a site made in a render that waits for it is dropped unreleased.
  const site = useShopStorySite();
  if (!loaded.ok) return <pre role="alert">{JSON.stringify(loaded.issues, null, 2)}</pre>;
  return <Site page={loaded} mode={environment.mode} viewport={environment.viewport} flags={environment.flags} services={site.services} stores={site.stores} />;
}


/** Five category tabs (a dropdown on mobile), 9 cards a page, 3 columns (2 on mobile), a load-more button. */
const CATALOGUE_SECTIONS = [
  {
    id: 'catalogue',
    type: 'PRODUCTS',
    title: 'Catalogue',
    padding,
    background: { type: 'color', color: '#fbf7f2' },
    params: {
      products: 3,
      navigation: {
        type: 'button',
        max_count: 9,
        button_text: 'Show more',
        button_style: { fill: 'rgba(0,0,0,0)', border: { color: '#b4532a', width: 2, radius: 10 }, text: { color: '#b4532a', weight: 600 }, high: true },
      },
      adaptive: { columns: 2 },
    },
    settings: { source: 'category', style_card: SHOP_CARD_STYLE },
    categories: [{ id: 'beans' }, { id: 'gear' }, { id: 'cups' }, { id: 'treats' }, { id: 'gifts' }],
    category_style: { style: 'pills', align: 'center' },
    categories_enabled: true,
  },
];

/** Brewing gear: double cards, 8 a page, pagination (56 pages: gaps as hyphens), the button opens the options modal. */
const PAGINATED_SECTIONS = [
  {
    id: 'gear',
    type: 'PRODUCTS',
    title: 'Gear',
    padding,
    background: { type: 'color', color: '#f3e8da' },
    params: {
      products: 2,
      products_type: 'double',
      products_proportions: [10, 14],
      navigation: { type: 'pagination', max_count: 8, pagination: { color: '#8a6f58', activeColor: '#b4532a', shape: 'circle' } },
      adaptive: { columns: 1 },
    },
    settings: {
      source: 'category',
      style_card: {
        ...SHOP_CARD_STYLE,
        background: { color: '#fffdf9' },
        actions: { button: 'cart', cart: 'modal', name: true, media: true, buttonText: 'Choose options' },
        button: { fill: '#2b1a10', border: { radius: 10 }, text: { color: '#fbf4ea', size: 15, weight: 600 }, icon: 'cart' },
        elements_list: ['media', 'name', 'price', 'available', 'description', 'divider', 'article', 'button', 'more_details'],
        media: { proportion: 1, fit: 'cover', slider: true },
      },
    },
    categories: [{ id: 'gear' }],
    categories_enabled: false,
  },
];

/** A catalogue whose only category has no products: the empty-catalogue view. */
const EMPTY_SECTIONS = [
  {
    id: 'seasonal',
    type: 'PRODUCTS',
    title: 'Seasonal',
    padding,
    params: { products: 3, navigation: { type: 'button', max_count: 9 } },
    settings: { source: 'category', style_card: SHOP_CARD_STYLE },
    categories: [{ id: 'winter-specials', name: 'Winter specials', count: 0 }],
    categories_enabled: true,
  },
];

/** Categories as tabs with a load-more button; `#tabcups` in the address opens the Cups & mugs tab. */
export const CatalogueWithTabs = () => <ShopStorySite sections={CATALOGUE_SECTIONS} />;

/** Pagination over 56 pages of gear: "1 2 3 - 56"; a page replaces the cards and scrolls to the section. */
export const Paginated = () => <ShopStorySite sections={PAGINATED_SECTIONS} />;

/** No products at all: "There are no products here yet". */
export const EmptyCatalogue = () => <ShopStorySite sections={EMPTY_SECTIONS} />;
