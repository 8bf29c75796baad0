/**
 * The shop scenario's backend: the whole online shop of Harbor Coffee Roasters, 1,039 products
 * in six categories (spec 000 §3 Product, Variant, Option, Category). The catalogue is generated
 * from word lists with a seeded generator, so it is the same shop on every run and machine.
 *
 * Each category opens with hand-written products that show one catalogue case each (so the
 * first page of every tab shows them): an old price, a sold-out product, a product the shop does
 * not take orders for, an option value with no variant (disabled), combinations that do not exist
 * (locked values), unlimited stock, a value whose only variant is hidden. The generated products
 * after them get the same cases at random, at realistic rates.
 *
 * The cart's cases (issue 12.6): a limited stock (the Espresso Lover's Set, 3 left), sold-out
 * products that a shop taking preorders sells anyway (the Pairing Box; the shop page itself takes
 * none, so its cards also show "Out of stock"), a product without a price (the Private Cupping
 * Morning: the page's noPriceLabel, orderable only where allowPriceless) and a product the shop
 * hid (the Winter Solstice Box: not in the catalogue, "not available" in a cart that kept it).
 *
 * Ids are numbers in category order: gifts 1–7, beans 8–307, gear 308–757, cups 758–917,
 * treats 918–997, merch 998–1037, then two gifts added later, 1038–1039 (LATER_GIFTS). The shop
 * page refers to some of them by id, so the counts below are fixed; adding a product means adding
 * it after the last one, so that no id and no draw of the generator before it moves.
 */
import { scenarioImage } from '../image-originals';
import type { SandboxImage, SandboxOption, SandboxProduct, SandboxSeed, SandboxVariant } from '../../sandbox/sandbox';

export const SHOP_PROJECT_ID = 'harbor-coffee';

type Widget = NonNullable<SandboxOption['widget']>;
type CategoryId = 'gifts' | 'beans' | 'gear' | 'cups' | 'treats' | 'merch';

const CATEGORIES: { id: CategoryId; name: string; count: number; code: string }[] = [
  { id: 'gifts', name: 'Gift sets', count: 7, code: 'GF' },
  { id: 'beans', name: 'Coffee beans', count: 300, code: 'BN' },
  { id: 'gear', name: 'Brewing gear', count: 450, code: 'GR' },
  { id: 'cups', name: 'Cups & mugs', count: 160, code: 'CP' },
  { id: 'treats', name: 'Treats & pantry', count: 80, code: 'TR' },
  { id: 'merch', name: 'Harbor merch', count: 40, code: 'MR' },
];

// ---------------------------------------------------------------------------------------------
// A small seeded generator (mulberry32): the catalogue must not change between runs.

function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { next, int, pick, chance, shuffle };
}

const rng = generator(0x4a7b0f);

// ---------------------------------------------------------------------------------------------
// Options. A value may change the price: `factor` multiplies the product's base price, `price`
// replaces it (a gift card's amount).

interface ValueDef {
  id: string;
  name: string;
  factor?: number;
  price?: number;
  swatch?: [color: string, contrast: string];
}

interface OptionDef {
  id: string;
  name: string;
  widgets: Widget[];
  values: ValueDef[];
}

const v = (id: string, name: string, factor?: number): ValueDef => ({ id, name, ...(factor === undefined ? {} : { factor }) });
const swatch = (id: string, name: string, color: string, contrast: string): ValueDef => ({ id, name, swatch: [color, contrast] });

const WEIGHT: OptionDef = { id: 'weight', name: 'Weight', widgets: ['radio', 'horizon_block'], values: [v('g250', '250 g'), v('g500', '500 g', 1.9), v('kg1', '1 kg', 3.4)] };
const GRIND: OptionDef = {
  id: 'grind',
  name: 'Grind',
  widgets: ['vertical_list', 'vertical_block'],
  values: [v('whole', 'Whole bean'), v('espresso', 'Espresso'), v('moka', 'Moka pot'), v('aeropress', 'AeroPress'), v('filter', 'Filter'), v('french', 'French press')],
};
const METAL: OptionDef = {
  id: 'colour',
  name: 'Finish',
  widgets: ['horizon_block', 'vertical_block'],
  values: [
    swatch('matte-black', 'Matte black', '#1d1d1f', '#ffffff'),
    swatch('steel', 'Brushed steel', '#b8bcc2', '#1d1d1f'),
    swatch('copper', 'Copper', '#b87333', '#ffffff'),
    swatch('harbor-blue', 'Harbor blue', '#1f3a5f', '#ffffff'),
    swatch('white', 'Matte white', '#f2f0ec', '#1d1d1f'),
  ],
};
const GLAZE: OptionDef = {
  id: 'colour',
  name: 'Glaze',
  widgets: ['horizon_block', 'vertical_block'],
  values: [
    swatch('cream', 'Cream', '#f4ecdf', '#2a1a10'),
    swatch('seafoam', 'Seafoam', '#9fc9b8', '#10261e'),
    swatch('harbor-blue', 'Harbor blue', '#1f3a5f', '#ffffff'),
    swatch('terracotta', 'Terracotta', '#c0623b', '#ffffff'),
    swatch('charcoal', 'Charcoal', '#3a3a3a', '#ffffff'),
    swatch('sand', 'Sand', '#e8d8bd', '#2a1a10'),
    swatch('rose', 'Dusty rose', '#d9a5a0', '#2a1a10'),
    swatch('fog', 'Fog', '#c9ccce', '#1d1d1f'),
  ],
};
const WOOD: OptionDef = {
  id: 'colour',
  name: 'Wood',
  widgets: ['horizon_block', 'vertical_block'],
  values: [swatch('oak', 'Oak', '#c8a165', '#2a1a10'), swatch('walnut', 'Walnut', '#5d4030', '#ffffff'), swatch('ash', 'Ash', '#e3d5bd', '#2a1a10')],
};
const FABRIC: OptionDef = {
  id: 'colour',
  name: 'Colour',
  widgets: ['horizon_block', 'vertical_block'],
  values: [
    swatch('navy', 'Navy', '#1f2a44', '#ffffff'),
    swatch('natural', 'Natural', '#efe6d2', '#2a1a10'),
    swatch('rust', 'Rust', '#a84a2a', '#ffffff'),
    swatch('forest', 'Forest', '#2f4a35', '#ffffff'),
    swatch('heather', 'Heather grey', '#a7a7a2', '#1d1d1f'),
  ],
};
const KETTLE: OptionDef = { id: 'capacity', name: 'Capacity', widgets: ['radio', 'horizon_block'], values: [v('l06', '0.6 L'), v('l09', '0.9 L', 1.12), v('l12', '1.2 L', 1.25)] };
const PRESS: OptionDef = { id: 'capacity', name: 'Size', widgets: ['radio', 'vertical_block'], values: [v('ml350', '350 ml'), v('ml600', '600 ml', 1.2), v('l1', '1 L', 1.45)] };
const MOKA: OptionDef = { id: 'cups', name: 'Size', widgets: ['radio', 'horizon_block'], values: [v('c3', '3-cup'), v('c6', '6-cup', 1.25), v('c9', '9-cup', 1.5)] };
const DRIPPER: OptionDef = { id: 'size', name: 'Size', widgets: ['vertical_block', 'radio'], values: [v('d01', '1–2 cups'), v('d02', '2–4 cups', 1.2)] };
const PITCHER: OptionDef = { id: 'capacity', name: 'Capacity', widgets: ['radio', 'horizon_block'], values: [v('ml350', '350 ml'), v('ml600', '600 ml', 1.2), v('ml900', '900 ml', 1.4)] };
const CARAFE: OptionDef = { id: 'capacity', name: 'Capacity', widgets: ['radio', 'vertical_list'], values: [v('ml400', '400 ml'), v('ml600', '600 ml', 1.15), v('ml800', '800 ml', 1.3)] };
const BASKET: OptionDef = { id: 'diameter', name: 'Diameter', widgets: ['vertical_list', 'radio'], values: [v('mm51', '51 mm'), v('mm53', '53 mm'), v('mm54', '54 mm'), v('mm58', '58 mm', 1.1)] };
const DOSE: OptionDef = { id: 'dose', name: 'Dose', widgets: ['horizon_block', 'radio'], values: [v('dose15', '15 g'), v('dose18', '18 g'), v('dose20', '20 g', 1.05), v('dose22', '22 g', 1.1)] };
const CANISTER: OptionDef = { id: 'holds', name: 'Holds', widgets: ['radio', 'horizon_block'], values: [v('hold250', '250 g of beans'), v('hold500', '500 g of beans', 1.3)] };
const FILTERS: OptionDef = { id: 'pack', name: 'Pack', widgets: ['vertical_list', 'radio'], values: [v('f100', '100 filters'), v('f200', '200 filters', 1.8), v('f500', '500 filters', 4)] };
const TABLETS: OptionDef = { id: 'pack', name: 'Pack', widgets: ['radio', 'vertical_list'], values: [v('t50', 'Tub of 50'), v('t120', 'Tub of 120', 2.1)] };
const CUP_SIZE: OptionDef = {
  id: 'size',
  name: 'Size',
  widgets: ['vertical_block', 'horizon_block', 'radio'],
  values: [v('ml180', '180 ml'), v('ml280', '280 ml', 1.12), v('ml360', '360 ml', 1.25), v('ml450', '450 ml', 1.35)],
};
const PACK: OptionDef = { id: 'pack', name: 'Pack', widgets: ['radio', 'vertical_list'], values: [v('box6', 'Box of 6'), v('box12', 'Box of 12', 1.85), v('box24', 'Box of 24', 3.5)] };
const SYRUP: OptionDef = { id: 'bottle', name: 'Bottle', widgets: ['radio', 'horizon_block'], values: [v('s250', '250 ml'), v('s750', '750 ml', 2.4)] };
const APPAREL: OptionDef = {
  id: 'size',
  name: 'Size',
  widgets: ['horizon_block', 'vertical_list'],
  values: [v('xs', 'XS'), v('s', 'S'), v('m', 'M'), v('l', 'L'), v('xl', 'XL'), v('xxl', 'XXL', 1.1)],
};
const AMOUNT: OptionDef = {
  id: 'amount',
  name: 'Amount',
  widgets: ['radio'],
  values: [
    { id: 'usd25', name: '$25', price: 25 },
    { id: 'usd50', name: '$50', price: 50 },
    { id: 'usd100', name: '$100', price: 100 },
  ],
};

/** An option of a product: the values given by id (all when absent), drawn with the widget given (or one the option allows). */
interface OptionPick {
  def: OptionDef;
  values?: string[];
  widget?: Widget;
}

// ---------------------------------------------------------------------------------------------
// A product before it is built: base price, options and what is special about its stock.

interface Draft {
  title: string;
  category: CategoryId;
  /** The price of the first value of every option; null: no variant has a price (spec 001 noPriceLabel). */
  price: number | null;
  /** Set: the product is on sale, its old price scales with the options like the price. */
  oldPrice?: number;
  options: OptionPick[];
  images: string[];
  description: string;
  /** Stock of every variant: `sold-out` 0, `unlimited` -1, `not-orderable` in stock but closed for orders. */
  stock?: 'normal' | 'sold-out' | 'unlimited' | 'not-orderable';
  /** The stock of every variant, when the case needs a known one (a limited stock). */
  quantity?: number;
  /** Combinations (value ids) that have no variant at all. */
  missing?: (valueIds: string[]) => boolean;
  /** Variants (value ids) that are out of stock / closed for orders / hidden, on top of `stock`. */
  outOfStock?: (valueIds: string[]) => boolean;
  notOrderable?: (valueIds: string[]) => boolean;
  hiddenVariant?: (valueIds: string[]) => boolean;
  /** false hides the product from the catalogue (it stays reachable by id for a cart). */
  visible?: boolean;
  /** Whether random stock quirks may be added (generated products only). */
  random?: boolean;
}

const has = (...ids: string[]) => (valueIds: string[]) => ids.every((id) => valueIds.includes(id));

function round(price: number): number {
  if (price >= 40) return Math.round(price);
  return Math.round(price * 2) / 2;
}

function slug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function combinations(options: SandboxOption[]): string[][] {
  return options.reduce<string[][]>((acc, option) => acc.flatMap((ids) => option.values.map((value) => [...ids, value.id])), [[]]);
}

const VALUE_CODES: Record<string, string> = { whole: 'WB', espresso: 'ES', moka: 'MK', aeropress: 'AP', filter: 'FL', french: 'FP' };
const valueCode = (id: string) => VALUE_CODES[id] ?? id.toUpperCase().replace(/[^A-Z0-9]/g, '');

function buildOption(pick: OptionPick): { option: SandboxOption; values: ValueDef[] } {
  const values = pick.values ? pick.values.map((id) => pick.def.values.find((value) => value.id === id)!) : pick.def.values;
  const widget = pick.widget ?? rng.pick(pick.def.widgets);
  return {
    values,
    option: {
      id: pick.def.id,
      name: pick.def.name,
      widget,
      values: values.map((value) => ({
        id: value.id,
        name: value.name,
        data: value.swatch ? { color: value.swatch[0], contrast: value.swatch[1], type: 'color' } : { type: 'text' },
      })),
    },
  };
}

/** A scenario photo, its alt text the product's title. */
function productImage(id: string, title: string): SandboxImage & { alt: string } {
  return { ...scenarioImage(id), alt: title };
}

function build(draft: Draft, id: string, code: string): SandboxProduct {
  const built = draft.options.map(buildOption);
  const options = built.map((entry) => entry.option);
  const defs = new Map(built.flatMap((entry) => entry.values.map((value) => [value.id, value] as const)));
  const images = draft.images.map((image) => productImage(image, draft.title));
  const colour = options.find((option) => option.id === 'colour');
  const article = `HCR-${code}-${id.padStart(4, '0')}`;
  const random = draft.random === true;
  const variants = combinations(options)
    .filter((valueIds) => !draft.missing?.(valueIds))
    .map((valueIds, n): SandboxVariant => {
      const factor = valueIds.reduce((acc, valueId) => acc * (defs.get(valueId)?.factor ?? 1), 1);
      const fixed = valueIds.map((valueId) => defs.get(valueId)?.price).find((price) => price !== undefined);
      const price = fixed ?? (draft.price === null ? null : round(draft.price * factor));
      const oldPrice = draft.oldPrice === undefined || fixed !== undefined || price === null ? null : Math.max(round(draft.oldPrice * factor), price + 1);
      // Drawn even where the draft fixes the stock, so that the products after it stay as they were.
      let quantity = rng.chance(0.15) ? rng.int(1, 4) : rng.int(5, 80);
      if (draft.quantity !== undefined) quantity = draft.quantity;
      if (draft.stock === 'unlimited') quantity = -1;
      if (draft.stock === 'sold-out' || draft.outOfStock?.(valueIds) || (random && rng.chance(0.07))) quantity = 0;
      const orderable = !(draft.stock === 'not-orderable' || draft.notOrderable?.(valueIds) || (random && rng.chance(0.02)));
      // A colour variant shows its own photo: colours take the product's images in turn.
      const colourIndex = colour ? colour.values.findIndex((value) => valueIds.includes(value.id)) : 0;
      const image = images[Math.max(colourIndex, 0) % images.length];
      return {
        id: `${id}-${n + 1}`,
        productId: id,
        price,
        oldPrice,
        article: valueIds.length ? `${article}-${valueIds.map(valueCode).join('-')}` : article,
        quantity,
        optionValueIds: valueIds,
        imageId: image?.id ?? null,
        visible: !draft.hiddenVariant?.(valueIds),
        ...(orderable ? {} : { orderable: false }),
      };
    });
  return {
    id,
    title: draft.title,
    link: `/shop/${slug(draft.title)}/`,
    description: draft.description,
    images,
    options,
    article,
    isOldPrice: draft.oldPrice !== undefined,
    hasOptions: options.length > 0,
    variants,
    categoryIds: [draft.category],
    ...(draft.visible === false ? { visible: false } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Hand-written products that open each category.

const FEATURED: Record<CategoryId, Draft[]> = {
  gifts: [
    {
      title: 'Harbor Discovery Box',
      category: 'gifts',
      price: 42,
      oldPrice: 48,
      options: [{ def: GRIND, values: ['whole', 'espresso', 'filter'], widget: 'vertical_list' }],
      images: ['beans-sack', 'roastery', 'harbor-dusk'],
      description: '<p>Four 100 g bags of this month\u2019s lots, with <strong>tasting cards</strong> from Mara the roaster. Our favourite way to start.</p>',
    },
    {
      title: 'Pour-over Starter Kit',
      category: 'gifts',
      price: 69,
      options: [{ def: GLAZE, values: ['cream', 'seafoam', 'charcoal'], widget: 'horizon_block' }],
      images: ['cafe-interior', 'latte-art'],
      description: '<p>A ceramic dripper, 100 filters, a glass server and 250 g of Harbor House Blend \u2014 everything for a first great cup.</p>',
    },
    {
      title: 'Espresso Lover\u2019s Set',
      category: 'gifts',
      price: 89,
      quantity: 3,
      options: [],
      images: ['hero-espresso', 'barista'],
      description: '<p>Two espresso cups, a 58 mm tamper and 500 g of <strong>Dockside Espresso</strong>. Only a few left.</p>',
    },
    {
      title: 'Three Origins Tasting Flight',
      category: 'gifts',
      price: 36,
      options: [{ def: GRIND, values: ['whole', 'filter', 'french'], widget: 'radio' }],
      images: ['beans-sack', 'latte-art'],
      description: '<p>Ethiopia, Colombia and Sumatra side by side: three 100 g bags and a guide to tasting them.</p>',
    },
    {
      title: 'Coffee & Chocolate Pairing Box',
      category: 'gifts',
      price: 45,
      stock: 'sold-out',
      options: [],
      images: ['pastries', 'beans-sack'],
      description: '<p>Three coffees and three bars from the chocolate maker up the road. <strong>Sold out</strong> until the winter batch.</p>',
    },
    {
      title: 'Cold Brew Summer Kit',
      category: 'gifts',
      price: 39,
      stock: 'not-orderable',
      options: [],
      images: ['harbor-dusk', 'cafe-interior'],
      description: '<p>A 1 L cold brew bottle and two bags of coarse-ground beans. Back in May.</p>',
    },
    {
      title: 'Harbor Gift Card',
      category: 'gifts',
      price: 25,
      stock: 'unlimited',
      options: [{ def: AMOUNT, widget: 'radio' }],
      images: ['harbor-dusk', 'team'],
      description: '<p>Sent by email within minutes, valid for <strong>two years</strong> in the shop and the caf\u00e9.</p>',
    },
  ],
  beans: [
    {
      title: 'Harbor House Blend',
      category: 'beans',
      price: 14,
      options: [
        { def: WEIGHT, widget: 'radio' },
        { def: GRIND, values: ['whole', 'espresso', 'moka', 'filter', 'french'], widget: 'vertical_list' },
      ],
      images: ['beans-sack', 'roastery', 'latte-art'],
      description: '<p>Our everyday coffee: <strong>milk chocolate, hazelnut and orange peel</strong>. Brazil and Colombia, roasted medium.</p>',
    },
    {
      title: 'Dockside Espresso',
      category: 'beans',
      price: 16,
      oldPrice: 19,
      options: [
        { def: WEIGHT, widget: 'horizon_block' },
        { def: GRIND, values: ['whole', 'espresso', 'moka'], widget: 'vertical_block' },
      ],
      images: ['hero-espresso', 'beans-sack'],
      description: '<p>Dense and syrupy, <strong>dark chocolate and molasses</strong>. Made for espresso and milk.</p>',
    },
    {
      title: 'Ethiopia Yirgacheffe Natural',
      category: 'beans',
      price: 21,
      stock: 'sold-out',
      options: [{ def: WEIGHT, values: ['g250', 'g500'], widget: 'radio' }],
      images: ['beans-sack', 'roastery'],
      description: '<p>Blueberry jam and jasmine. This year\u2019s lot is <strong>sold out</strong>; the next arrives in March.</p>',
    },
    {
      title: 'Colombia Huila Pink Bourbon',
      category: 'beans',
      price: 19,
      options: [
        { def: WEIGHT, widget: 'radio' },
        { def: GRIND, values: ['whole', 'espresso', 'filter', 'french'], widget: 'vertical_list' },
      ],
      // The kilo bag is whole bean only, and the 500 g bag is not ground for French press.
      missing: (ids) => (ids.includes('kg1') && !ids.includes('whole')) || has('g500', 'french')(ids),
      images: ['roastery', 'beans-sack'],
      description: '<p>Red grape, watermelon and panela. Whole-bean only in the <strong>1 kg</strong> bag.</p>',
    },
    {
      title: 'Kenya Nyeri AA Peaberry',
      category: 'beans',
      price: 23,
      options: [{ def: WEIGHT, widget: 'horizon_block' }],
      // A small lot: no kilo bags this year, the value stays listed (disabled).
      missing: has('kg1'),
      images: ['beans-sack', 'hero-espresso'],
      description: '<p>Blackcurrant, tomato leaf and grapefruit. A <strong>small lot</strong>: 250 g and 500 g bags only.</p>',
    },
    {
      title: 'Lighthouse Decaf',
      category: 'beans',
      price: 15,
      oldPrice: 17,
      options: [
        { def: WEIGHT, values: ['g250', 'kg1'], widget: 'radio' },
        { def: GRIND, values: ['whole', 'espresso', 'filter'], widget: 'vertical_block' },
      ],
      images: ['latte-art', 'beans-sack'],
      description: '<p>Sugarcane decaf from Colombia that still tastes of <strong>caramel and red apple</strong>.</p>',
    },
    {
      title: 'Panama Boquete Geisha',
      category: 'beans',
      price: 38,
      stock: 'not-orderable',
      options: [{ def: WEIGHT, values: ['g250', 'g500'], widget: 'horizon_block' }],
      images: ['roastery', 'beans-sack', 'hero-espresso'],
      description: '<p>Bergamot, jasmine and peach. <strong>Pre-orders open on Friday</strong> at 9:00.</p>',
    },
    {
      title: 'Roaster\u2019s Choice Sampler',
      category: 'beans',
      price: 24,
      stock: 'unlimited',
      options: [],
      images: ['beans-sack', 'roastery'],
      description: '<p>Three 100 g bags picked by Mara each week, roasted to order.</p>',
    },
    {
      title: 'Guatemala Huehuetenango Washed',
      category: 'beans',
      price: 17,
      options: [
        { def: WEIGHT, widget: 'radio' },
        { def: GRIND, values: ['whole', 'espresso', 'aeropress', 'filter'], widget: 'vertical_list' },
      ],
      outOfStock: (ids) => ids.includes('espresso'),
      notOrderable: has('kg1', 'filter'),
      // The AeroPress grind is only sold in 250 g bags; the 500 g one is hidden while it is re-labelled.
      missing: (ids) => ids.includes('aeropress') && ids.includes('kg1'),
      hiddenVariant: has('g500', 'aeropress'),
      images: ['beans-sack', 'latte-art', 'roastery'],
      description: '<p>Toffee, red apple and cocoa. The espresso grind is <strong>out of stock</strong> this week.</p>',
    },
  ],
  gear: [
    {
      title: 'Harbor Gooseneck Kettle',
      category: 'gear',
      price: 54,
      oldPrice: 65,
      options: [
        { def: KETTLE, widget: 'radio' },
        { def: METAL, values: ['matte-black', 'steel', 'copper'], widget: 'horizon_block' },
      ],
      images: ['barista', 'cafe-interior', 'hero-espresso'],
      description: '<p>A slow, steady pour for pour-over. <strong>Temperature dial</strong> in the handle.</p>',
    },
    {
      title: 'Keel Hand Grinder',
      category: 'gear',
      price: 89,
      options: [{ def: METAL, values: ['matte-black', 'steel', 'copper', 'harbor-blue'], widget: 'vertical_block' }],
      outOfStock: has('copper'),
      images: ['roastery', 'beans-sack', 'barista', 'cafe-interior'],
      description: '<p>Steel conical burrs and 40 grind steps, from espresso to cold brew. Copper is <strong>out of stock</strong>.</p>',
    },
    {
      title: 'Pier 4 Pour-over Dripper',
      category: 'gear',
      price: 26,
      options: [
        { def: DRIPPER, widget: 'vertical_block' },
        { def: GLAZE, values: ['cream', 'seafoam', 'terracotta', 'charcoal'], widget: 'horizon_block' },
      ],
      // Terracotta is thrown in the big size only, charcoal in the small one.
      missing: (ids) => has('d01', 'terracotta')(ids) || has('d02', 'charcoal')(ids),
      images: ['cafe-interior', 'latte-art', 'barista', 'hero-espresso'],
      description: '<p>Thrown by hand in our neighbour\u2019s pottery. Fits <strong>standard cone filters</strong>.</p>',
    },
    {
      title: 'Tidewater French Press',
      category: 'gear',
      price: 34,
      options: [{ def: PRESS, widget: 'radio' }],
      missing: has('l1'),
      images: ['cafe-interior', 'hero-espresso'],
      description: '<p>Double-wall steel keeps it hot for an hour. The 1 L size is <strong>discontinued</strong>.</p>',
    },
    {
      title: 'Harbor Paper Filters',
      category: 'gear',
      price: 6,
      stock: 'unlimited',
      options: [{ def: FILTERS, widget: 'vertical_list' }],
      images: ['cafe-interior'],
      description: '<p>Oxygen-bleached cone filters, size 02. Always in stock.</p>',
    },
    {
      title: 'Beacon Burr Grinder',
      category: 'gear',
      price: 249,
      stock: 'not-orderable',
      options: [{ def: METAL, values: ['matte-black', 'white'], widget: 'horizon_block' }],
      images: ['roastery', 'barista'],
      description: '<p>64 mm flat burrs, single dosing, almost no retention. <strong>Ships from spring</strong>; orders open soon.</p>',
    },
    {
      title: 'Mariner Brew Scale',
      category: 'gear',
      price: 59,
      stock: 'sold-out',
      options: [{ def: METAL, values: ['matte-black', 'white'], widget: 'vertical_block' }],
      images: ['barista', 'cafe-interior'],
      description: '<p>0.1 g precision, a built-in timer and a rechargeable battery. Back in stock in two weeks.</p>',
    },
    {
      title: 'Anchor Espresso Tamper',
      category: 'gear',
      price: 45,
      oldPrice: 55,
      options: [{ def: BASKET, values: ['mm53', 'mm58'], widget: 'radio' }],
      images: ['hero-espresso', 'barista'],
      description: '<p>Stainless base, <strong>walnut handle</strong>, calibrated to 15 kg.</p>',
    },
    {
      title: 'Capstan Precision Basket',
      category: 'gear',
      price: 24,
      options: [
        { def: BASKET, values: ['mm54', 'mm58'], widget: 'vertical_list' },
        { def: DOSE, values: ['dose15', 'dose18', 'dose20', 'dose22'], widget: 'horizon_block' },
      ],
      missing: (ids) => has('mm54', 'dose22')(ids) || has('mm54', 'dose20')(ids),
      images: ['hero-espresso', 'barista'],
      description: '<p>Laser-cut holes for an even extraction. The 54 mm basket takes up to 18 g.</p>',
    },
  ],
  cups: [
    {
      title: 'Harbor Diner Mug',
      category: 'cups',
      price: 14,
      options: [
        { def: GLAZE, values: ['cream', 'seafoam', 'harbor-blue', 'terracotta'], widget: 'horizon_block' },
        { def: CUP_SIZE, values: ['ml280', 'ml360'], widget: 'radio' },
      ],
      missing: (ids) => has('seafoam', 'ml360')(ids) || has('terracotta', 'ml280')(ids),
      images: ['latte-art', 'cafe-interior', 'hero-espresso', 'barista'],
      description: '<p>The mug we pour in at the caf\u00e9, heavy and <strong>dishwasher safe</strong>.</p>',
    },
    {
      title: 'Saltglaze Espresso Cup & Saucer',
      category: 'cups',
      price: 18,
      oldPrice: 22,
      options: [{ def: GLAZE, values: ['cream', 'charcoal', 'fog', 'rose'], widget: 'vertical_block' }],
      // Dusty rose is no longer glazed; the value stays listed.
      missing: has('rose'),
      images: ['hero-espresso', 'latte-art'],
      description: '<p>80 ml, a thick wall that keeps the crema. Dusty rose is <strong>retired</strong>.</p>',
    },
    {
      title: 'Seaglass Double-wall Glass',
      category: 'cups',
      price: 16,
      options: [{ def: CUP_SIZE, values: ['ml180', 'ml280', 'ml360'], widget: 'horizon_block' }],
      outOfStock: has('ml180'),
      images: ['latte-art', 'cafe-interior'],
      description: '<p>Borosilicate glass that floats your flat white in mid-air.</p>',
    },
    {
      title: 'Lighthouse Enamel Camp Mug',
      category: 'cups',
      price: 15,
      options: [{ def: FABRIC, values: ['navy', 'natural', 'rust'], widget: 'horizon_block' }],
      notOrderable: has('rust'),
      images: ['harbor-dusk', 'cafe-interior', 'team'],
      description: '<p>Enamelled steel with the lighthouse print, for decks and campfires.</p>',
    },
  ],
  treats: [
    {
      title: 'Espresso Brownie Box',
      category: 'treats',
      price: 16,
      oldPrice: 19,
      options: [{ def: PACK, values: ['box6', 'box12'], widget: 'radio' }],
      images: ['pastries', 'latte-art'],
      description: '<p>Fudgy brownies baked with a shot of <strong>Dockside Espresso</strong>.</p>',
    },
    {
      title: 'Vanilla Bean Syrup',
      category: 'treats',
      price: 9,
      stock: 'unlimited',
      options: [{ def: SYRUP, widget: 'horizon_block' }],
      // The big bottle's only variant is hidden while its label is reprinted: the value shows disabled.
      hiddenVariant: has('s750'),
      images: ['latte-art'],
      description: '<p>Madagascar vanilla and cane sugar, nothing else.</p>',
    },
    {
      title: 'Sea Salt Caramels',
      category: 'treats',
      price: 8.5,
      stock: 'sold-out',
      options: [],
      images: ['pastries'],
      description: '<p>Soft caramels with Maine sea salt. <strong>Sold out</strong> \u2014 Lena is making more.</p>',
    },
  ],
  merch: [],
};

// ---------------------------------------------------------------------------------------------
// Word lists for the generated products.

const NOTES = [
  'blueberry', 'jasmine', 'bergamot', 'dark chocolate', 'milk chocolate', 'hazelnut', 'caramel', 'brown sugar', 'red apple', 'blackcurrant',
  'peach', 'apricot', 'lemon zest', 'grapefruit', 'plum', 'cherry', 'raisin', 'molasses', 'cocoa nib', 'toffee', 'honey', 'almond',
  'orange peel', 'black tea', 'rose', 'tamarind', 'cedar', 'maple', 'fig', 'panela',
];

const ORIGINS: [country: string, region: string, altitude: number, premium: number][] = [
  ['Ethiopia', 'Yirgacheffe', 2000, 3], ['Ethiopia', 'Guji', 2100, 3], ['Ethiopia', 'Sidamo', 1900, 2], ['Ethiopia', 'Limu', 1800, 1],
  ['Kenya', 'Nyeri', 1800, 4], ['Kenya', 'Kirinyaga', 1700, 4], ['Kenya', 'Embu', 1650, 3], ['Colombia', 'Huila', 1750, 2],
  ['Colombia', 'Nari\u00f1o', 2100, 3], ['Colombia', 'Tolima', 1700, 1], ['Colombia', 'Cauca', 1800, 2], ['Guatemala', 'Antigua', 1600, 1],
  ['Guatemala', 'Huehuetenango', 1750, 2], ['Honduras', 'Santa B\u00e1rbara', 1600, 1], ['El Salvador', 'Santa Ana', 1500, 1],
  ['Costa Rica', 'Tarraz\u00fa', 1700, 2], ['Costa Rica', 'West Valley', 1500, 2], ['Panama', 'Boquete', 1700, 9],
  ['Brazil', 'Cerrado Mineiro', 1100, 0], ['Brazil', 'Sul de Minas', 1200, 0], ['Peru', 'Cajamarca', 1850, 1], ['Bolivia', 'Caranavi', 1600, 3],
  ['Rwanda', 'Nyamasheke', 1800, 2], ['Burundi', 'Kayanza', 1900, 2], ['Sumatra', 'Aceh', 1500, 1], ['Papua New Guinea', 'Wahgi Valley', 1600, 1],
  ['Yemen', 'Haraz', 2200, 12], ['Mexico', 'Chiapas', 1400, 0], ['Nicaragua', 'Jinotega', 1400, 0], ['Uganda', 'Mount Elgon', 1900, 1],
];
const PROCESSES: [name: string, premium: number][] = [['Washed', 0], ['Natural', 1], ['Honey', 1.5], ['Anaerobic', 4], ['Carbonic Maceration', 5]];
const ROASTS: [name: string, line: string][] = [
  ['Filter Roast', 'Roasted light for pour-over and batch brew.'],
  ['Espresso Roast', 'Roasted a little longer for espresso and milk drinks.'],
  ['Omni Roast', 'A middle roast that works in any brewer.'],
];
const BLENDS = ['Tidewater Breakfast', 'Foghorn', 'Pier 4', 'Low Tide', 'Mooring Line', 'Anchor', 'Gull\u2019s Wake', 'Harbor Master', 'Night Ferry', 'Boat Shed'];

const GEAR_LINES = ['Harbor', 'Pier 4', 'Keel', 'Tidewater', 'Dockside', 'Anchor', 'Mariner', 'Lantern', 'Saltmarsh', 'Driftwood', 'Beacon', 'Compass', 'Bosun', 'Starboard', 'Capstan', 'Halyard', 'Quay', 'Skiff'];

interface Kind {
  name: string;
  price: [number, number];
  /** Option sets this kind is sold with, one drawn per product. */
  options: OptionPick[][];
  images: string[];
  blurb: string;
  unlimited?: boolean;
}

const GEAR_KINDS: Kind[] = [
  { name: 'Pour-over Dripper', price: [22, 34], options: [[{ def: DRIPPER }, { def: GLAZE }], [{ def: GLAZE }], [{ def: DRIPPER }]], images: ['cafe-interior', 'latte-art', 'barista'], blurb: 'Even extraction from a spiral-ribbed cone.' },
  { name: 'Gooseneck Kettle', price: [48, 89], options: [[{ def: KETTLE }, { def: METAL }], [{ def: METAL }]], images: ['barista', 'cafe-interior', 'hero-espresso'], blurb: 'A thin spout for a slow, precise pour.' },
  { name: 'Hand Grinder', price: [59, 149], options: [[{ def: METAL }], []], images: ['roastery', 'beans-sack', 'barista'], blurb: 'Stainless conical burrs, adjustable in clicks.' },
  { name: 'Burr Grinder', price: [149, 329], options: [[{ def: METAL }], []], images: ['roastery', 'barista', 'hero-espresso'], blurb: 'Flat burrs and a quiet motor for the kitchen counter.' },
  { name: 'French Press', price: [29, 49], options: [[{ def: PRESS }], [{ def: PRESS }, { def: METAL }]], images: ['cafe-interior', 'hero-espresso'], blurb: 'Full-bodied coffee with a fine mesh filter.' },
  { name: 'Moka Pot', price: [32, 58], options: [[{ def: MOKA }], [{ def: MOKA }, { def: METAL }]], images: ['hero-espresso', 'cafe-interior'], blurb: 'Stovetop coffee the Italian way, works on induction.' },
  { name: 'Cold Brew Bottle', price: [24, 36], options: [[{ def: FABRIC }], []], images: ['harbor-dusk', 'cafe-interior'], blurb: 'Steep overnight in the fridge, pour through the built-in filter.' },
  { name: 'Milk Pitcher', price: [16, 28], options: [[{ def: PITCHER }], [{ def: PITCHER }, { def: METAL }]], images: ['latte-art', 'barista'], blurb: 'A sharp spout for latte art.' },
  { name: 'Espresso Tamper', price: [29, 69], options: [[{ def: BASKET }], [{ def: BASKET }, { def: WOOD }]], images: ['hero-espresso', 'barista'], blurb: 'A flat stainless base and a comfortable handle.' },
  { name: 'Brew Scale', price: [39, 79], options: [[{ def: METAL, values: ['matte-black', 'white'] }], []], images: ['barista', 'cafe-interior'], blurb: 'Weighs to 0.1 g with a built-in timer.' },
  { name: 'Cone Filters', price: [6, 9], options: [[{ def: FILTERS }]], images: ['cafe-interior'], blurb: 'Unbleached paper that adds no taste.', unlimited: true },
  { name: 'Knock Box', price: [24, 39], options: [[{ def: METAL }], [{ def: WOOD }]], images: ['hero-espresso', 'barista'], blurb: 'A rubber bar that spares your portafilter.' },
  { name: 'Dosing Cup', price: [14, 22], options: [[{ def: BASKET }]], images: ['hero-espresso', 'beans-sack'], blurb: 'Grind straight into it, no mess on the counter.' },
  { name: 'Siphon Brewer', price: [69, 119], options: [[]], images: ['cafe-interior', 'roastery'], blurb: 'Vacuum brewing with a halogen beam heater.' },
  { name: 'Glass Carafe', price: [26, 38], options: [[{ def: CARAFE }]], images: ['cafe-interior', 'latte-art'], blurb: 'Heat-proof glass with a wooden collar.' },
  { name: 'Coffee Server', price: [22, 34], options: [[{ def: CARAFE }], [{ def: CARAFE }, { def: WOOD }]], images: ['cafe-interior', 'latte-art'], blurb: 'Pour-over straight into it and bring it to the table.' },
  { name: 'Milk Thermometer', price: [9, 14], options: [[]], images: ['latte-art', 'barista'], blurb: 'A clip-on dial marked for the sweet spot of steamed milk.' },
  { name: 'Cleaning Tablets', price: [8, 12], options: [[{ def: TABLETS }]], images: ['barista'], blurb: 'Backflush tablets for espresso machines.', unlimited: true },
  { name: 'Distribution Tool', price: [24, 49], options: [[{ def: BASKET }], [{ def: BASKET }, { def: WOOD }]], images: ['hero-espresso', 'barista'], blurb: 'Levels the coffee bed before tamping.' },
  { name: 'Precision Basket', price: [19, 29], options: [[{ def: BASKET }, { def: DOSE }], [{ def: DOSE }]], images: ['hero-espresso', 'barista'], blurb: 'Laser-cut holes for an even flow.' },
  { name: 'Drip Stand', price: [34, 59], options: [[{ def: WOOD }]], images: ['cafe-interior', 'barista'], blurb: 'Holds the dripper over the scale at the right height.' },
  { name: 'Bean Canister', price: [18, 32], options: [[{ def: CANISTER }, { def: METAL }], [{ def: CANISTER }]], images: ['beans-sack', 'roastery'], blurb: 'A one-way valve keeps the beans fresh for weeks.' },
  { name: 'Tamping Mat', price: [12, 18], options: [[]], images: ['hero-espresso', 'barista'], blurb: 'Food-safe silicone with a corner edge for the portafilter.' },
  { name: 'Cupping Spoon', price: [9, 15], options: [[{ def: METAL, values: ['steel', 'copper', 'matte-black'] }]], images: ['roastery', 'beans-sack'], blurb: 'The deep bowl we use at our cupping mornings.' },
  { name: 'Travel Brewer', price: [29, 45], options: [[{ def: FABRIC }], [{ def: METAL }]], images: ['harbor-dusk', 'cafe-interior'], blurb: 'Brew and drink from the same flask on the ferry.' },
];

const CUP_LINES = ['Saltglaze', 'Tidepool', 'Fogbank', 'Kelp Forest', 'Lighthouse', 'Sandbar', 'Driftwood', 'Seaglass', 'Oyster Shell', 'Pebble', 'Nautical Stripe', 'Low Tide', 'Breakwater', 'Skerry'];
const CUP_KINDS: Kind[] = [
  { name: 'Espresso Cup & Saucer', price: [14, 22], options: [[{ def: GLAZE }]], images: ['hero-espresso', 'latte-art'], blurb: 'A thick wall that keeps the crema.' },
  { name: 'Cortado Glass', price: [8, 12], options: [[], [{ def: CUP_SIZE, values: ['ml180', 'ml280'] }]], images: ['latte-art', 'cafe-interior'], blurb: 'Tempered glass, stackable.' },
  { name: 'Cappuccino Cup', price: [16, 24], options: [[{ def: GLAZE }], [{ def: GLAZE }, { def: CUP_SIZE, values: ['ml180', 'ml280'] }]], images: ['latte-art', 'hero-espresso'], blurb: 'A wide bowl for a deep foam.' },
  { name: 'Latte Mug', price: [16, 26], options: [[{ def: GLAZE }, { def: CUP_SIZE, values: ['ml280', 'ml360', 'ml450'] }], [{ def: GLAZE }]], images: ['latte-art', 'cafe-interior'], blurb: 'Room for a double shot and plenty of milk.' },
  { name: 'Tulip Cup', price: [18, 26], options: [[{ def: GLAZE }]], images: ['latte-art'], blurb: 'The shape our baristas pour rosettas in.' },
  { name: 'Diner Mug', price: [12, 18], options: [[{ def: GLAZE }, { def: CUP_SIZE, values: ['ml280', 'ml360'] }], [{ def: GLAZE }]], images: ['cafe-interior', 'latte-art'], blurb: 'Heavy, round and made for refills.' },
  { name: 'Stoneware Mug', price: [22, 34], options: [[{ def: GLAZE }]], images: ['cafe-interior', 'team'], blurb: 'Wheel-thrown, every one a little different.' },
  { name: 'Enamel Camp Mug', price: [12, 18], options: [[{ def: FABRIC }]], images: ['harbor-dusk', 'team'], blurb: 'Enamelled steel for decks and campfires.' },
  { name: 'Double-wall Glass', price: [14, 22], options: [[{ def: CUP_SIZE, values: ['ml180', 'ml280', 'ml360'] }]], images: ['latte-art', 'cafe-interior'], blurb: 'Keeps the drink hot and the hand cool.' },
  { name: 'Travel Mug', price: [22, 36], options: [[{ def: FABRIC }, { def: CUP_SIZE, values: ['ml360', 'ml450'] }], [{ def: METAL }]], images: ['harbor-dusk', 'cafe-interior'], blurb: 'Leak-proof lid that opens with one thumb.' },
  { name: 'Tumbler', price: [18, 28], options: [[{ def: FABRIC }], [{ def: METAL }]], images: ['harbor-dusk', 'latte-art'], blurb: 'Vacuum-insulated, cold brew stays cold all day.' },
  { name: 'Mug Set of Four', price: [48, 72], options: [[{ def: GLAZE }], []], images: ['cafe-interior', 'team', 'latte-art'], blurb: 'Four mugs in one glaze, boxed for gifting.' },
];

const FLAVOURS = ['Sea Salt', 'Orange Peel', 'Cardamom', 'Hazelnut', 'Vanilla Bean', 'Espresso', 'Cinnamon', 'Maple'];
const TREAT_KINDS: Kind[] = [
  { name: 'Biscotti', price: [7, 10], options: [[{ def: PACK }], []], images: ['pastries', 'latte-art'], blurb: 'Twice-baked and made for dunking.' },
  { name: 'Shortbread', price: [6, 9], options: [[{ def: PACK }], []], images: ['pastries'], blurb: 'Scottish butter, Lena\u2019s grandmother\u2019s recipe.' },
  { name: 'Dark Chocolate Bar', price: [5, 8], options: [[]], images: ['pastries', 'beans-sack'], blurb: '70% cacao from a bean-to-bar maker up the coast.' },
  { name: 'Syrup', price: [8, 11], options: [[{ def: SYRUP }]], images: ['latte-art'], blurb: 'Cane sugar and real ingredients, for lattes and cocktails.', unlimited: true },
  { name: 'Granola', price: [9, 13], options: [[{ def: WEIGHT, values: ['g250', 'g500'] }]], images: ['pastries', 'cafe-interior'], blurb: 'Oats, nuts and honey, baked in small trays.' },
  { name: 'Truffles', price: [12, 18], options: [[{ def: PACK, values: ['box6', 'box12'] }]], images: ['pastries'], blurb: 'Hand-rolled ganache dusted with cocoa.' },
  { name: 'Brownie Box', price: [14, 19], options: [[{ def: PACK, values: ['box6', 'box12'] }]], images: ['pastries', 'latte-art'], blurb: 'Fudgy in the middle, crisp on top.' },
  { name: 'Cookies', price: [7, 11], options: [[{ def: PACK }], []], images: ['pastries', 'cafe-interior'], blurb: 'Chewy, generous and gone by noon at the caf\u00e9.' },
  { name: 'Fudge', price: [6, 9], options: [[]], images: ['pastries'], blurb: 'Cut from the slab and wrapped in wax paper.' },
  { name: 'Stroopwafels', price: [7, 10], options: [[{ def: PACK }]], images: ['pastries', 'latte-art'], blurb: 'Rest one on your cup until the caramel softens.' },
  { name: 'Caramels', price: [7, 10], options: [[]], images: ['pastries'], blurb: 'Soft, chewy and wrapped one by one.' },
  { name: 'Chocolate-coated Beans', price: [8, 12], options: [[{ def: WEIGHT, values: ['g250', 'g500'] }]], images: ['beans-sack', 'pastries'], blurb: 'Our espresso beans in a shell of dark chocolate.' },
];

const MERCH_DESIGNS = ['Pier 4', 'Lighthouse', 'Anchor', 'Harbor Gull'];
const MERCH_KINDS: Kind[] = [
  { name: 'Tee', price: [28, 34], options: [[{ def: FABRIC }, { def: APPAREL }]], images: ['team', 'harbor-dusk'], blurb: 'Organic cotton, printed by hand in Portside.' },
  { name: 'Hoodie', price: [58, 68], options: [[{ def: FABRIC }, { def: APPAREL, values: ['s', 'm', 'l', 'xl', 'xxl'] }]], images: ['team', 'harbor-dusk'], blurb: 'Heavyweight fleece for foggy mornings on the pier.' },
  { name: 'Cap', price: [24, 28], options: [[{ def: FABRIC }]], images: ['team', 'harbor-dusk'], blurb: 'Washed cotton with an embroidered patch.' },
  { name: 'Beanie', price: [22, 26], options: [[{ def: FABRIC }]], images: ['harbor-dusk', 'team'], blurb: 'Merino rib knit, one size.' },
  { name: 'Canvas Tote', price: [18, 24], options: [[{ def: FABRIC, values: ['natural', 'navy'] }], []], images: ['cafe-interior', 'harbor-dusk'], blurb: 'Carries a week of groceries and two bags of beans.' },
  { name: 'Barista Apron', price: [42, 52], options: [[{ def: FABRIC, values: ['navy', 'rust', 'forest'] }]], images: ['barista', 'team'], blurb: 'The waxed canvas apron our baristas wear.' },
  { name: 'Enamel Pin', price: [8, 10], options: [[]], images: ['harbor-dusk'], blurb: 'Hard enamel with a rubber clutch.' },
  { name: 'Tea Towel', price: [12, 16], options: [[]], images: ['cafe-interior', 'pastries'], blurb: 'Linen, printed with our harbour map.' },
  { name: 'Poster', price: [20, 30], options: [[{ def: APPAREL, values: ['s', 'm', 'l'] }]], images: ['harbor-dusk', 'roastery'], blurb: 'Risograph print on heavy paper.' },
  { name: 'Sticker Pack', price: [5, 6], options: [[]], images: ['team', 'harbor-dusk'], blurb: 'Six waterproof vinyl stickers.', unlimited: true },
];

/** Second sentences of generated descriptions, by category. */
const EXTRAS: Partial<Record<CategoryId, string[]>> = {
  gear: ['Tested on our bar for a month before we stocked it.', 'Comes with a <strong>two-year warranty</strong>.', 'Ships within two days from Pier 4.', 'Spare parts available in the caf\u00e9.'],
  cups: ['<strong>Dishwasher safe.</strong>', 'Made in small batches, so glazes vary a little.', 'Microwave and dishwasher safe.', 'Fired twice for a glossy finish.'],
  treats: ['Baked fresh every Monday.', 'Contains <strong>nuts and dairy</strong>.', 'Keeps for three weeks in the tin.', 'Made next door by Lena.'],
  merch: ['Printed in <strong>small runs</strong>.', 'All profits go to the harbour rowing club.', 'Ships in recycled paper.'],
};

/**
 * Gifts added after the rest of the shop (ids 1038–1039), so no id before them moved: the cart's
 * priceless and hidden cases. They are gifts by category, so the Gift sets tab lists the first
 * (after 1–7) and leaves the hidden one out.
 */
const LATER_GIFTS: Draft[] = [
  {
    title: 'Private Cupping Morning',
    category: 'gifts',
    price: null,
    stock: 'unlimited',
    options: [],
    images: ['roastery', 'team'],
    description: '<p>Two hours at the roastery with Mara for up to eight people. <strong>Price on request</strong>: we quote after a call.</p>',
  },
  {
    title: 'Winter Solstice Gift Box',
    category: 'gifts',
    price: 52,
    visible: false,
    options: [],
    images: ['pastries', 'harbor-dusk'],
    description: '<p>Last winter\u2019s box: a holiday blend, spiced shortbread and a candle. <strong>Retired</strong>; carts that kept it say so.</p>',
  },
];

// ---------------------------------------------------------------------------------------------
// Generators: each yields drafts for one category, titles unique across the whole shop.

const usedTitles = new Set<string>([...Object.values(FEATURED), LATER_GIFTS].flatMap((drafts) => drafts.map((draft) => draft.title)));

const priceIn = ([min, max]: [number, number]) => round(min + rng.next() * (max - min));

/** Random option values: the first value and at least one more, in the option's order. */
function randomPick(pick: OptionPick): OptionPick {
  const ids = pick.values ?? pick.def.values.map((value) => value.id);
  if (ids.length <= 2) return { ...pick, values: ids };
  const keep = new Set(rng.shuffle(ids.slice(1)).slice(0, rng.int(1, ids.length - 1)));
  return { ...pick, values: ids.filter((id, index) => index === 0 || keep.has(id)) };
}

/** Random stock and availability quirks of a generated product, at catalogue-like rates. */
function withQuirks(draft: Draft & { price: number }): Draft {
  const next: Draft = { ...draft, random: true };
  if (rng.chance(0.12)) next.oldPrice = round(draft.price * (1.15 + rng.next() * 0.25)) + (draft.price < 40 ? 0.5 : 1);
  const roll = rng.next();
  if (draft.stock !== 'unlimited') {
    if (roll < 0.03) next.stock = 'sold-out';
    else if (roll < 0.05) next.stock = 'not-orderable';
  }
  const sizes = draft.options.map((pick) => (pick.values ?? pick.def.values).length);
  if (sizes.length >= 2 && rng.chance(0.1)) {
    // Locked combinations: a few pairs are missing, every value keeps at least one variant.
    const [first, second] = [draft.options[0]!, draft.options[1]!];
    const a = first.values ?? first.def.values.map((value) => value.id);
    const b = second.values ?? second.def.values.map((value) => value.id);
    if (a.length >= 2 && b.length >= 2) {
      const gone = new Set([`${a[a.length - 1]}|${b[0]}`, ...(rng.chance(0.5) ? [`${a[0]}|${b[b.length - 1]}`] : [])]);
      next.missing = (ids) => gone.has(`${ids[0]}|${ids[1]}`);
    }
  } else if ((sizes[0] ?? 0) >= 3 && rng.chance(0.05)) {
    // A disabled value: the last value of the first option has no variant.
    const first = draft.options[0]!;
    const ids = first.values ?? first.def.values.map((value) => value.id);
    next.missing = has(ids[ids.length - 1]!);
  }
  if (rng.chance(0.006)) next.visible = false;
  return next;
}

function* beans(): Generator<Draft> {
  const combos = rng.shuffle([
    ...ORIGINS.flatMap((origin) => PROCESSES.flatMap((process) => ROASTS.map((roast) => ({ origin, process, roast, blend: null as string | null })))),
    ...BLENDS.flatMap((blend) => ROASTS.map((roast) => ({ origin: null, process: null, roast, blend }))),
  ]);
  for (const { origin, process, roast, blend } of combos) {
    const title = blend ? `${blend} Blend \u2014 ${roast[0]}` : `${origin![0]} ${origin![1]} ${process![0]} \u2014 ${roast[0]}`;
    if (usedTitles.has(title)) continue;
    usedTitles.add(title);
    const notes = rng.shuffle(NOTES).slice(0, 3);
    const where = blend
      ? `A blend of ${rng.pick(ORIGINS)[0]} and ${rng.pick(ORIGINS.filter((o) => o[0] === 'Brazil' || o[0] === 'Colombia'))[0]}, built for every day.`
      : `${process![0]} lot from ${origin![1]}, ${origin![0]}, grown at ${origin![2].toLocaleString('en-US')} m.`;
    const shape = rng.next();
    const options: OptionPick[] =
      shape < 0.1 ? [] : shape < 0.45 ? [randomPick({ def: WEIGHT })] : [randomPick({ def: WEIGHT }), randomPick({ def: GRIND })];
    yield withQuirks({
      title,
      category: 'beans',
      price: round(13 + rng.next() * 6 + (origin ? origin[3] : 0) + (process ? process[1] : 0)),
      options,
      images: rng.shuffle(['beans-sack', 'roastery', 'hero-espresso', 'latte-art']).slice(0, rng.int(1, 3)),
      description: `<p>Notes of <strong>${notes[0]}, ${notes[1]} and ${notes[2]}</strong>. ${where}</p><p>${roast[1]}</p>`,
    });
  }
}

function* fromKinds(category: CategoryId, lines: string[], kinds: Kind[], title: (line: string, kind: Kind) => string | null): Generator<Draft> {
  const pairs = rng.shuffle(lines.flatMap((line) => kinds.map((kind) => ({ line, kind }))));
  for (const { line, kind } of pairs) {
    const name = title(line, kind);
    if (name === null || usedTitles.has(name)) continue;
    usedTitles.add(name);
    const extra = rng.chance(0.4) ? ` ${rng.pick(EXTRAS[category] ?? [''])}` : '';
    yield withQuirks({
      title: name,
      category,
      price: priceIn(kind.price),
      options: rng.pick(kind.options).map(randomPick),
      images: rng.shuffle(kind.images).slice(0, rng.int(1, Math.min(3, kind.images.length))),
      description: `<p>${kind.blurb}${extra}</p>`,
      ...(kind.unlimited ? { stock: 'unlimited' as const } : {}),
    });
  }
}

const GENERATORS: Record<CategoryId, () => Iterator<Draft>> = {
  gifts: () => [][Symbol.iterator](),
  beans,
  gear: () => fromKinds('gear', GEAR_LINES, GEAR_KINDS, (line, kind) => `${line} ${kind.name}`),
  cups: () => fromKinds('cups', CUP_LINES, CUP_KINDS, (line, kind) => `${line} ${kind.name}`),
  treats: () =>
    fromKinds('treats', FLAVOURS, TREAT_KINDS, (flavour, kind) => {
      if (kind.name.includes('Beans') && flavour === 'Espresso') return null;
      return kind.name === 'Chocolate-coated Beans' ? `${flavour} Chocolate-coated Espresso Beans` : `${flavour} ${kind.name}`;
    }),
  merch: () => fromKinds('merch', MERCH_DESIGNS, MERCH_KINDS, (design, kind) => `${design} ${kind.name}`),
};

function buildShop(): SandboxSeed {
  const products: SandboxProduct[] = [];
  for (const category of CATEGORIES) {
    const drafts = [...FEATURED[category.id]];
    const more = GENERATORS[category.id]();
    while (drafts.length < category.count) {
      const next = more.next();
      if (next.done) throw new Error(`shop seed: the ${category.id} word lists give only ${drafts.length} of ${category.count} products`);
      drafts.push(next.value);
    }
    for (const draft of drafts.slice(0, category.count)) products.push(build(draft, String(products.length + 1), category.code));
  }
  const giftCode = CATEGORIES.find((category) => category.id === 'gifts')!.code;
  for (const draft of LATER_GIFTS) products.push(build(draft, String(products.length + 1), giftCode));
  return { projectId: SHOP_PROJECT_ID, categories: CATEGORIES.map(({ id, name }) => ({ id, name })), products };
}

export const shopSeed: SandboxSeed = buildShop();
