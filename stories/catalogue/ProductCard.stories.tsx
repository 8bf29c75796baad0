/**
 * Product cards of the PRODUCTS block (spec 000 §3 Card style, §4 Card options, §5 Add to order),
 * one story per card state. Each story is a small PRODUCTS section with `source: products`: the
 * section shows exactly its product ids, and the product answers travel in the page (as the
 * builder publishes them), so no story makes a products request.
 *
 * The products come from the shop scenario's seed (scenarios/shop/seed.ts), which opens each
 * category with hand-written products for these cases:
 * 8 Harbor House Blend (in stock), 10 Ethiopia Yirgacheffe Natural (sold out),
 * 14 Panama Boquete Geisha (not orderable), 9 Dockside Espresso (old price),
 * 310 Pier 4 Pour-over Dripper and 11 Colombia Huila Pink Bourbon (locked combinations),
 * 12 Kenya Nyeri AA Peaberry (the 1 kg value has no variant: disabled),
 * 1 Harbor Discovery Box (vertical_list), 4 Three Origins Tasting Flight (radio),
 * 309 Keel Hand Grinder (vertical_block swatches), 2 Pour-over Starter Kit (horizon_block swatches),
 * 1038 Private Cupping Morning (no price).
 */
import { productAnswer, type ProductAnswer } from '../../sandbox/sandbox';
import { shopSeed } from '../../scenarios/shop/seed';
import { StorySite } from '../support/StorySite';
import { SHOP_CARD_STYLE } from '../support/shop-card-style';

export default { title: 'Catalogue / Product card' };

const SETTINGS = { title: 'Harbor Coffee — cards', projectId: shopSeed.projectId, country: 'US', accent: '#b4532a' };

/** An id the seed does not have: its card is the empty card (ecommerce::card::empty). */
const MISSING_PRODUCT_ID = '404404';

const answer = (id: string): ProductAnswer[] => {
  const product = shopSeed.products.find((candidate) => candidate.id === id);
  return product ? [productAnswer(product)] : [];
};

/** The shop's card, with the elements a single card shows and a single image (no slider). */
const STYLE_CARD = {
  ...SHOP_CARD_STYLE,
  button: { ...SHOP_CARD_STYLE.button, shadow: false },
  elements_list: ['media', 'name', 'article', 'options', 'available', 'price', 'button'],
  media: { ...SHOP_CARD_STYLE.media, slider: false },
};

/** A PRODUCTS section showing exactly `productIds`, their answers embedded in the page. */
function cardsSection(id: string, title: string, productIds: string[]) {
  return {
    id,
    type: 'PRODUCTS',
    title,
    padding: { desktop: { top: 32, bottom: 32 }, mobile: { top: 24, bottom: 24 } },
    params: { products: 3, navigation: { type: 'button', max_count: 9 }, adaptive: { columns: 1 } },
    settings: { source: 'products', productIds, style_card: STYLE_CARD },
    categories: [{ id: 'selected', name: title, count: productIds.length, products: productIds.flatMap(answer) }],
    categories_enabled: false,
  };
}

/**
 * The heading above the cards: their names are level-3 headings, so a page puts a level-2 one
 * first. Its words are none of a card's, so the tests' text lookups find only the card.
 */
function headingSection(id: string) {
  return {
    id: `${id}-heading`,
    type: 'FREE',
    padding: { desktop: { top: 32, bottom: 0 }, mobile: { top: 24, bottom: 0 } },
    elements: [{ id: `${id}-heading-title`, type: 'figure', data: { kind: 'text', tag: 'h2', text: 'From the Harbor Coffee shop', style: { size: 24 } } }],
  };
}

const cards = (id: string, title: string, productIds: string[]) => {
  const sections = [headingSection(id), cardsSection(id, title, productIds)];
  return function CardsStory() {
    return <StorySite sections={sections} settings={SETTINGS} />;
  };
};

/** In stock, with a radio option (weight) and a dropdown option (grind); "In stock: N". */
export const InStock = cards('in-stock', 'In stock', ['8']);

/** Every variant sold out: the button is disabled and its tip says "Out of stock". */
export const OutOfStock = cards('out-of-stock', 'Sold out', ['10']);

/** In stock but the shop takes no orders: the disabled button's tip says "Not available for order". */
export const NotOrderableWithTip = cards('not-orderable', 'Not orderable', ['14']);

/**
 * Locked and disabled option values: the dripper's Terracotta glaze is thrown in the big size
 * only (locked at the small size: choosing it moves the size); Colombia's kilo bag is whole bean
 * only; Kenya has no 1 kg variant at all (disabled: it cannot be chosen).
 */
export const LockedOption = cards('locked', 'Locked and disabled values', ['310', '11', '12']);

/** No price, in a shop that takes no priceless orders: "Price on request" (the noPriceLabel when the shop sets one), the button refused with its tip. */
export const NoPrice = cards('no-price', 'Price on request', ['1038']);

/** An old price above the price: shown struck through beside it. */
export const OldPrice = cards('old-price', 'On sale', ['9']);

/** A product list naming a product that does not exist: its card is the empty card, the other card shows. */
export const Empty = cards('empty', 'Hand-picked', ['15', MISSING_PRODUCT_ID]);

/**
 * One product per option widget type: vertical_list (a dropdown), radio, vertical_block (colour
 * blocks one under the other) and horizon_block (colour swatches in a row). Colour variants
 * show their own photo.
 */
export const OptionWidgets = cards('widgets', 'Option widgets', ['1', '4', '309', '2']);
