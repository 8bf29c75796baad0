import { describe, expect, it } from 'vitest';
import { productAnswer } from '../../sandbox/sandbox';
import { shopSeed } from '../../scenarios/shop/seed';
import { normaliseProduct, type OptionValue, type Product, type ProductOption } from './product';
import { defaultVariant } from './add-to-cart';
import {
  availabilityLabel,
  cartData,
  cartTakesOneMore,
  cartItemId,
  chooseValue,
  initialSelection,
  orderRefusal,
  STRICT_ORDER_RULES,
  productRefusal,
  REFUSAL_KEYS,
  selectionOf,
  shownOldPrice,
  valueState,
  VALUE_TIP_KEYS,
  variantFor,
  variantImages,
  variantSlides,
  type Selection,
} from './variants';

// ---------------------------------------------------------------------------------------------
// Hand-made products.

interface VariantSpec {
  id: string;
  values: string[];
  price?: number | null;
  oldPrice?: number | null;
  quantity?: number;
  orderable?: boolean;
  visible?: boolean;
  imageId?: string | null;
  images?: unknown[];
  article?: string;
}

function make(options: Record<string, string[]>, variants: VariantSpec[], extra: Record<string, unknown> = {}): Product {
  const read = normaliseProduct({
    id: 'p',
    title: 'Test product',
    article: 'P-ART',
    images: [
      { id: 'img-a', ext: 'jpg', width: 100, height: 100 },
      { id: 'img-b', ext: 'png', width: 100, height: 100, unq_id: 'unq-b' },
    ],
    options: Object.entries(options).map(([id, values]) => ({ id, name: id.toUpperCase(), widget: 'radio', values: values.map((value) => ({ id: value, name: `Value ${value}` })) })),
    variants: variants.map((variant) => ({
      id: variant.id,
      price: variant.price === undefined ? 10 : variant.price,
      oldPrice: variant.oldPrice ?? null,
      quantity: variant.quantity ?? 5,
      optionValueIds: variant.values,
      imageId: variant.imageId ?? null,
      ...(variant.images ? { images: variant.images } : {}),
      article: variant.article ?? '',
      visible: variant.visible ?? true,
      ...(variant.orderable === undefined ? {} : { orderable: variant.orderable }),
    })),
    ...extra,
  });
  if (!read.ok) throw new Error('unreadable test product');
  return read.product;
}

/** A real product of the shop scenario, as the products endpoint answers it. */
function shop(id: string): Product {
  const found = shopSeed.products.find((product) => product.id === id);
  if (!found) throw new Error(`no shop product ${id}`);
  const read = normaliseProduct(productAnswer(found));
  if (!read.ok) throw new Error(`unreadable shop product ${id}`);
  expect(read.problems).toEqual([]);
  return read.product;
}

function optionOf(product: Product, optionId: string): ProductOption {
  const option = product.options.find((candidate) => candidate.id === optionId);
  if (!option) throw new Error(`no option ${optionId}`);
  return option;
}

function valueOf(product: Product, optionId: string, valueId: string): [ProductOption, OptionValue] {
  const option = optionOf(product, optionId);
  const value = option.values.find((candidate) => candidate.id === valueId);
  if (!value) throw new Error(`no value ${valueId}`);
  return [option, value];
}

const choose = (product: Product, selection: Selection, optionId: string, valueId: string) => chooseValue(product, selection, ...valueOf(product, optionId, valueId));
const stateOf = (product: Product, selection: Selection, optionId: string, valueId: string) => valueState(product, selection, ...valueOf(product, optionId, valueId));
const current = (product: Product, selection: Selection) => variantFor(product, selection)?.id ?? null;

// ---------------------------------------------------------------------------------------------

describe('initialSelection (spec 000 §4 Card options)', () => {
  it('starts at the first visible variant that can be ordered (spec 000 §4, §5)', () => {
    const product = make({ size: ['s', 'm', 'l'] }, [
      { id: 'v-s', values: ['s'], quantity: 0 },
      { id: 'v-m', values: ['m'], orderable: false },
      { id: 'v-hidden', values: ['l'], visible: false },
      { id: 'v-l', values: ['l'] },
    ]);
    expect(product.variants.map((variant) => variant.id)).toEqual(['v-s', 'v-m', 'v-hidden', 'v-l']);
    expect(initialSelection(product)).toEqual({ size: 'size:l' });
    expect(current(product, initialSelection(product))).toBe('v-l');
  });

  it('falls back to the first visible variant when none can be ordered (spec 000 §4)', () => {
    const product = make({ size: ['s', 'm'] }, [
      { id: 'v-hidden', values: ['s'], visible: false },
      { id: 'v-m', values: ['m'], quantity: 0 },
    ]);
    expect(initialSelection(product)).toEqual({ size: 'size:m' });
  });

  it('starts at the first variant the shop’s own rules can order: priceless orders taken, the priceless size in stock, not the sold-out one', () => {
    const product = make({ size: ['s', 'm'] }, [
      { id: 'v-s', values: ['s'], price: null, quantity: 0 },
      { id: 'v-m', values: ['m'], price: null, quantity: 5 },
    ]);
    // Under the strict rules neither can be ordered: the first visible.
    expect(current(product, initialSelection(product))).toBe('v-s');
    const shopRules = { allowPriceless: true, allowPreorder: false };
    expect(current(product, initialSelection(product, shopRules))).toBe('v-m');
    expect(defaultVariant(product, shopRules)?.id).toBe('v-m');
  });

  it('a product without options starts on its first orderable variant, not a sold-out one before it, and a button01 cart action adds that one (spec 000 §4, §5)', () => {
    // No options: every selection matches every variant, so the variant is chosen among them.
    const product = make({}, [
      { id: 'sold-out', values: [], quantity: 0 },
      { id: 'in-stock', values: [], price: 12, quantity: 5 },
    ]);
    expect(initialSelection(product)).toEqual({});
    expect(current(product, initialSelection(product))).toBe('in-stock');
    expect(orderRefusal(variantFor(product, initialSelection(product)))).toBeNull();
    expect(defaultVariant(product, STRICT_ORDER_RULES)?.id).toBe('in-stock');
    // Where the shop takes preorders the first one can be ordered: it stays the start.
    const preorders = { ...STRICT_ORDER_RULES, allowPreorder: true };
    expect(variantFor(product, {}, preorders)?.id).toBe('sold-out');
    expect(defaultVariant(product, preorders)?.id).toBe('sold-out');
    // None orderable: the first visible one, as with options.
    expect(variantFor(make({}, [{ id: 'a', values: [], quantity: 0 }, { id: 'b', values: [], quantity: 0 }]), {})?.id).toBe('a');
  });

  it('starts every option at its first value when there is no variant (spec 000 §4)', () => {
    const product = make({ size: ['s', 'm'], colour: ['red', 'blue'] }, []);
    expect(initialSelection(product)).toEqual({ size: 'size:s', colour: 'colour:red' });
    expect(initialSelection(make({}, [{ id: 'only', values: [] }]))).toEqual({});
  });

  it('on real shop products: an orderable variant first; a sold-out or closed product keeps its first variant (spec 000 §4)', () => {
    expect(initialSelection(shop('8'))).toEqual({ weight: 'weight:g250', grind: 'grind:whole' });
    expect(initialSelection(shop('10'))).toEqual({ weight: 'weight:g250' });
    expect(initialSelection(shop('14'))).toEqual({ weight: 'weight:g250' });
    expect(initialSelection(shop('15'))).toEqual({});
    expect(current(shop('15'), {})).toBe('15-1');
  });
});

describe('variantFor and selectionOf (spec 000 §3 Variant)', () => {
  const product = make({ size: ['s', 'm'], colour: ['red', 'blue'] }, [
    { id: 's-red', values: ['s', 'red'] },
    { id: 'm-blue', values: ['m', 'blue'] },
    { id: 'm-red', values: ['m', 'red'], visible: false },
  ]);

  it('finds the visible variant made of exactly the selected values, or none (spec 000 §4)', () => {
    expect(current(product, { size: 'size:s', colour: 'colour:red' })).toBe('s-red');
    expect(current(product, { size: 'size:m', colour: 'colour:blue' })).toBe('m-blue');
    expect(current(product, { size: 'size:m', colour: 'colour:red' })).toBeNull();
    expect(current(product, { size: 'size:s' })).toBeNull();
  });

  it('gives the selection a variant stands for (spec 000 §3)', () => {
    expect(selectionOf(product.variants[1]!, product)).toEqual({ size: 'size:m', colour: 'colour:blue' });
  });
});

describe('valueState (spec 000 §4 "an option can be disabled or locked, with a tip text")', () => {
  const product = make({ size: ['s', 'm', 'l'], colour: ['red', 'blue', 'green'] }, [
    { id: 's-red', values: ['s', 'red'] },
    { id: 's-blue', values: ['s', 'blue'] },
    { id: 'm-blue', values: ['m', 'blue'] },
    { id: 'l-red', values: ['l', 'red'], visible: false },
  ]);
  const selection = { size: 'size:s', colour: 'colour:red' };

  it('available: a variant has it with the other options as they are (spec 000 §4)', () => {
    expect(stateOf(product, selection, 'size', 's')).toBe('available');
    expect(stateOf(product, selection, 'colour', 'blue')).toBe('available');
  });

  it('locked: a variant has it, but not with the other options (spec 000 §4)', () => {
    expect(stateOf(product, selection, 'size', 'm')).toBe('locked');
    expect(stateOf(product, { size: 'size:m', colour: 'colour:blue' }, 'size', 's')).toBe('available');
  });

  it('disabled: no visible variant has it at all (spec 000 §4)', () => {
    expect(stateOf(product, selection, 'colour', 'green')).toBe('disabled');
    // Its only variant is hidden.
    expect(stateOf(product, selection, 'size', 'l')).toBe('disabled');
  });

  it('the tips are message keys (spec 000 §4, §8)', () => {
    expect(VALUE_TIP_KEYS).toEqual({ locked: 'ecommerce::option::locked', disabled: 'ecommerce::option::disabled' });
  });

  it('on real shop products: product 12 has a value with no variant, product 11 has locked combinations (spec 000 §4)', () => {
    const kenya = shop('12');
    expect(stateOf(kenya, initialSelection(kenya), 'weight', 'kg1')).toBe('disabled');
    expect(stateOf(kenya, initialSelection(kenya), 'weight', 'g500')).toBe('available');
    const huila = shop('11');
    expect(stateOf(huila, { weight: 'weight:g250', grind: 'grind:espresso' }, 'weight', 'kg1')).toBe('locked');
    expect(stateOf(huila, { weight: 'weight:g250', grind: 'grind:whole' }, 'weight', 'kg1')).toBe('available');
    expect(stateOf(huila, { weight: 'weight:g500', grind: 'grind:whole' }, 'grind', 'french')).toBe('locked');
  });
});

describe('chooseValue (spec 000 §4 "selecting an option changes the current variant")', () => {
  it('choosing an available value keeps the other options (spec 000 §4)', () => {
    const huila = shop('11');
    const start = { weight: 'weight:g250', grind: 'grind:espresso' };
    const next = choose(huila, start, 'weight', 'g500');
    expect(next).toEqual({ weight: 'weight:g500', grind: 'grind:espresso' });
    expect(current(huila, next)).toBe('11-6');
    expect(start).toEqual({ weight: 'weight:g250', grind: 'grind:espresso' });
  });

  it('choosing an available value whose variant cannot be ordered still keeps the others (spec 000 §4)', () => {
    const product = make({ size: ['s', 'm'], colour: ['red', 'blue'] }, [
      { id: 's-red', values: ['s', 'red'] },
      { id: 'm-red', values: ['m', 'red'], quantity: 0 },
      { id: 'm-blue', values: ['m', 'blue'] },
    ]);
    expect(choose(product, { size: 'size:s', colour: 'colour:red' }, 'size', 'm')).toEqual({ size: 'size:m', colour: 'colour:red' });
  });

  it('choosing a locked value moves the other options to the nearest variant with it (spec 000 §4)', () => {
    const huila = shop('11');
    const kilo = choose(huila, { weight: 'weight:g250', grind: 'grind:espresso' }, 'weight', 'kg1');
    expect(kilo).toEqual({ weight: 'weight:kg1', grind: 'grind:whole' });
    expect(current(huila, kilo)).toBe('11-8');
    const french = choose(huila, { weight: 'weight:g500', grind: 'grind:whole' }, 'grind', 'french');
    expect(french).toEqual({ weight: 'weight:g250', grind: 'grind:french' });
    expect(current(huila, french)).toBe('11-4');
  });

  it('the nearest variant keeps the most options; among equally near ones it prefers one that can be ordered (spec 000 §4, §5)', () => {
    const product = make({ a: ['a1', 'a2'], b: ['b1', 'b2'], c: ['c1', 'c2'] }, [
      { id: 'a1b1c1', values: ['a1', 'b1', 'c1'] },
      { id: 'a2b2c2', values: ['a2', 'b2', 'c2'] },
      { id: 'a2b1c2-sold', values: ['a2', 'b1', 'c2'], quantity: 0 },
    ]);
    // a2b1c2 keeps b1; a2b2c2 keeps nothing: nearer wins even though it is sold out.
    expect(choose(product, { a: 'a:a1', b: 'b:b1', c: 'c:c1' }, 'a', 'a2')).toEqual({ a: 'a:a2', b: 'b:b1', c: 'c:c2' });

    const tie = make({ size: ['s', 'm'], colour: ['red', 'blue', 'green'] }, [
      { id: 's-red', values: ['s', 'red'] },
      { id: 'm-red-hidden', values: ['m', 'red'], visible: false },
      { id: 'm-blue-sold', values: ['m', 'blue'], quantity: 0 },
      { id: 'm-green', values: ['m', 'green'] },
    ]);
    // Both keep nothing of "red"; the one that can be ordered wins although it comes later.
    const next = choose(tie, { size: 'size:s', colour: 'colour:red' }, 'size', 'm');
    expect(next).toEqual({ size: 'size:m', colour: 'colour:green' });
    expect(current(tie, next)).toBe('m-green');
  });

  it('a disabled value cannot be chosen: the selection stays as it was (spec 000 §4)', () => {
    const kenya = shop('12');
    const start = initialSelection(kenya);
    expect(choose(kenya, start, 'weight', 'kg1')).toBe(start);
    const product = make({ size: ['s', 'm'] }, [
      { id: 's', values: ['s'] },
      { id: 'm', values: ['m'], visible: false },
    ]);
    const selection = { size: 'size:s' };
    expect(choose(product, selection, 'size', 'm')).toBe(selection);
  });
});

describe('what changes with the variant (spec 000 §3 Variant: price, article, image, availability)', () => {
  it('price, old price, article and availability follow the chosen values (shop product 8)', () => {
    const blend = shop('8');
    const small = variantFor(blend, initialSelection(blend))!;
    const kilo = variantFor(blend, choose(blend, initialSelection(blend), 'weight', 'kg1'))!;
    expect([small.id, small.price, small.article, small.availability.quantity]).toEqual(['8-1', 14, 'HCR-BN-0008-G250-WB', 4]);
    expect([kilo.id, kilo.price, kilo.article, kilo.availability.quantity]).toEqual(['8-11', 48, 'HCR-BN-0008-KG1-WB', 2]);
    expect(availabilityLabel(small)).toEqual({ key: 'ecommerce::available::count', count: 4 });
    expect(availabilityLabel(kilo)).toEqual({ key: 'ecommerce::available::count', count: 2 });
  });

  it('the image follows the variant: its own image first, then the product\u2019s others (shop product 2)', () => {
    const kit = shop('2');
    const images = (valueId: string) => variantImages(kit, variantFor(kit, choose(kit, initialSelection(kit), 'colour', valueId))).map((image) => image.id);
    expect(images('cream')).toEqual(['cafe-interior', 'latte-art']);
    expect(images('seafoam')).toEqual(['latte-art', 'cafe-interior']);
    expect(images('charcoal')).toEqual(['cafe-interior', 'latte-art']);
  });

  it('without a variant (or a variant without an image) the product default image leads (spec 000 §3)', () => {
    const product = make({}, [{ id: 'v', values: [], imageId: null }], { default_image_id: 'img-b' });
    expect(variantImages(product, null).map((image) => image.id)).toEqual(['img-b', 'img-a']);
    expect(variantImages(product, product.variants[0]!).map((image) => image.id)).toEqual(['img-b', 'img-a']);
    expect(variantImages(make({}, [], { images: [] }), null)).toEqual([]);
  });

  it('a variant with images of its own shows them in place of the product\u2019s, its default image first; its cart line shows that image (spec 001 §3 variants images)', () => {
    const cup = { id: 'cup-red', ext: 'jpg', width: 600, height: 600 };
    const saucer = { id: 'saucer-red', ext: 'png', width: 600, height: 400 };
    const product = make({ colour: ['red', 'plain'] }, [
      { id: 'red', values: ['red'], images: [cup, saucer], imageId: 'saucer-red' },
      { id: 'plain', values: ['plain'], imageId: 'img-b' },
    ]);
    const [red, plain] = product.variants;
    expect(variantImages(product, red!).map((image) => image.id)).toEqual(['saucer-red', 'cup-red']);
    expect(variantSlides(product, red!).map((image) => image.id)).toEqual(['cup-red', 'saucer-red']);
    expect(cartData(product, red!).img).toEqual({ id: 'saucer-red', ext: 'png' });
    // A variant without images of its own: the product's, its default image first, the slides in the product's order.
    expect(variantImages(product, plain!).map((image) => image.id)).toEqual(['img-b', 'img-a']);
    expect(variantSlides(product, plain!).map((image) => image.id)).toEqual(['img-a', 'img-b']);
  });

  it('availability says unlimited, out of stock, not orderable or none (spec 000 §1 card availability)', () => {
    expect(availabilityLabel(variantFor(shop('15'), {}))).toEqual({ key: 'ecommerce::available::unlimited' });
    // Sold out where the shop takes preorders (spec 001 §3 allowPreorder; issue 12): said as a preorder, not as out of stock.
    expect(availabilityLabel(shop('10').variants[0]!, { allowPreorder: true, inStockStatus: 'items_in_stock', outOfStockStatus: 'preorder' })).toEqual({ key: 'ecommerce::available::preorder' });
    expect(availabilityLabel(shop('10').variants[0]!)).toEqual({ key: 'ecommerce::available::out' });
    expect(availabilityLabel(variantFor(shop('10'), initialSelection(shop('10'))))).toEqual({ key: 'ecommerce::available::out' });
    expect(availabilityLabel(variantFor(shop('14'), initialSelection(shop('14'))))).toEqual({ key: 'ecommerce::available::not_orderable' });
    expect(availabilityLabel(null)).toEqual({ key: 'ecommerce::available::none' });
  });

  it('availability reads as the shop shows stock (spec 001 §3 inStockStatus, outOfStockStatus), as the cart does', () => {
    const inStock = make({}, [{ id: 'v', values: [], quantity: 5 }]).variants[0]!;
    const soldOut = make({}, [{ id: 'v', values: [], quantity: 0 }]).variants[0]!;
    const plain = { allowPreorder: true, inStockStatus: 'in_stock', outOfStockStatus: 'in_stock' } as const;
    expect(availabilityLabel(inStock, plain)).toEqual({ key: 'ecommerce::available::unlimited' });
    expect(availabilityLabel(soldOut, plain)).toEqual({ key: 'ecommerce::available::unlimited' });
    expect(availabilityLabel(inStock, { ...plain, inStockStatus: 'items_in_stock' })).toEqual({ key: 'ecommerce::available::count', count: 5 });
    // Without preorders, sold out is sold out whatever the shop shows for preorders.
    expect(availabilityLabel(soldOut, { ...plain, allowPreorder: false })).toEqual({ key: 'ecommerce::available::out' });
  });
});

describe('orderRefusal (spec 000 §5 "Add to order: refused when the variant does not allow an order")', () => {
  it('refuses a sold-out variant: out_of_stock (shop product 10)', () => {
    const soldOut = shop('10');
    expect(soldOut.variants.every((variant) => orderRefusal(variant) === 'out_of_stock')).toBe(true);
    expect(REFUSAL_KEYS.out_of_stock).toBe('ecommerce::order::out_of_stock');
  });

  it('with preorders allowed (spec 001 §3 allowPreorder) a sold-out variant is not refused; one the shop takes no orders for still is (issue 12)', () => {
    const preorders = { ...STRICT_ORDER_RULES, allowPreorder: true };
    expect(shop('10').variants.every((variant) => orderRefusal(variant, preorders) === null)).toBe(true);
    expect(productRefusal(shop('10'), 'out_of_stock', preorders)).toBeNull();
    expect(shop('14').variants.every((variant) => orderRefusal(variant, preorders) === 'not_orderable')).toBe(true);
  });

  it('refuses a variant without a price unless the shop takes priceless orders (spec 001 §3 allowPriceless, §4 not_available): no_price', () => {
    const priceless = make({}, [{ id: 'v', values: [], price: null, quantity: 5 }]).variants[0]!;
    expect(orderRefusal(priceless)).toBe('no_price');
    expect(orderRefusal(priceless, { ...STRICT_ORDER_RULES, allowPreorder: true })).toBe('no_price');
    expect(orderRefusal(priceless, { ...STRICT_ORDER_RULES, allowPriceless: true })).toBeNull();
    expect(REFUSAL_KEYS.no_price).toBe('ecommerce::order::no_price');
    // Closed for orders is said first; priceless and sold out needs both permissions.
    expect(orderRefusal(make({}, [{ id: 'v', values: [], price: null, quantity: 5, orderable: false }]).variants[0]!, { allowPreorder: true, allowPriceless: true })).toBe('not_orderable');
    const soldOut = make({}, [{ id: 'v', values: [], price: null, quantity: 0 }]).variants[0]!;
    expect(orderRefusal(soldOut, { allowPreorder: false, allowPriceless: true })).toBe('out_of_stock');
    expect(orderRefusal(soldOut, { allowPreorder: true, allowPriceless: true })).toBeNull();
  });

  it('refuses a variant the shop takes no orders for, whatever the stock: not_orderable (shop product 14)', () => {
    const closed = shop('14');
    expect(closed.variants.map((variant) => variant.availability.quantity).every((quantity) => quantity > 0)).toBe(true);
    expect(closed.variants.every((variant) => orderRefusal(variant) === 'not_orderable')).toBe(true);
    expect(REFUSAL_KEYS.not_orderable).toBe('ecommerce::order::not_orderable');
    // Closed and sold out: the shop's refusal is the one said.
    expect(orderRefusal(make({}, [{ id: 'v', values: [], quantity: 0, orderable: false }]).variants[0]!)).toBe('not_orderable');
  });

  it('refuses a selection with no variant: no_variant (shop product 11, product without variants)', () => {
    const huila = shop('11');
    expect(orderRefusal(variantFor(huila, { weight: 'weight:kg1', grind: 'grind:espresso' }))).toBe('no_variant');
    const none = make({ size: ['s'] }, []);
    expect(orderRefusal(variantFor(none, initialSelection(none)))).toBe('no_variant');
    expect(REFUSAL_KEYS.no_variant).toBe('ecommerce::order::no_variant');
  });

  it('refuses every variant of a product the shop hid, and its availability says so: not_orderable (spec 001 §3 Product visible, §4 not_available)', () => {
    const hidden = make({ size: ['s', 'm'] }, [
      { id: 'v-s', values: ['s'] },
      { id: 'v-m', values: ['m'], quantity: -1 },
    ], { visible: false });
    expect(hidden.variants.map((variant) => orderRefusal(variant, { allowPreorder: true, allowPriceless: true }))).toEqual(['not_orderable', 'not_orderable']);
    expect(productRefusal(hidden, orderRefusal(variantFor(hidden, initialSelection(hidden))))).toBe('not_orderable');
    expect(availabilityLabel(variantFor(hidden, initialSelection(hidden)))).toEqual({ key: 'ecommerce::available::not_orderable' });
    expect(defaultVariant(hidden, STRICT_ORDER_RULES)?.id).toBe('v-s');
    // Its cart data still says hidden, should a line of it come from elsewhere (a stored cart).
    expect(cartData(hidden, hidden.variants[0]!).hidden).toBe(true);
  });

  it('refuses another of a variant whose whole stock the cart holds, unless the shop takes preorders: stock_limit, in the words of the button01 shop action (spec 000 §5)', () => {
    const four = make({}, [{ id: 'v', values: [], quantity: 4 }]).variants[0]!;
    expect(orderRefusal(four, STRICT_ORDER_RULES, 3)).toBeNull();
    expect(orderRefusal(four, STRICT_ORDER_RULES, 4)).toBe('stock_limit');
    expect(REFUSAL_KEYS.stock_limit).toBe('ecommerce::button::stock_limit');
    expect(orderRefusal(four, { ...STRICT_ORDER_RULES, allowPreorder: true }, 4)).toBeNull();
    // The variant's own refusal is said first; unlimited stock has no such limit below the cart's count cap.
    expect(orderRefusal(make({}, [{ id: 'v', values: [], quantity: 0 }]).variants[0]!, STRICT_ORDER_RULES, 1)).toBe('out_of_stock');
    const unlimited = make({}, [{ id: 'v', values: [], quantity: -1 }]).variants[0]!;
    expect(orderRefusal(unlimited, STRICT_ORDER_RULES, 500)).toBeNull();
    expect(cartTakesOneMore(four, 3)).toBe(true);
    expect(cartTakesOneMore(four, 4)).toBe(false);
  });

  it('allows in-stock and unlimited variants (shop products 8 and 15)', () => {
    expect(orderRefusal(variantFor(shop('8'), initialSelection(shop('8'))))).toBeNull();
    expect(orderRefusal(variantFor(shop('15'), {}))).toBeNull();
    expect(orderRefusal(make({}, [{ id: 'one', values: [], quantity: 1 }]).variants[0]!)).toBeNull();
  });
});

describe('shownOldPrice (spec 000 §1 "price, old price"; shown only when above the price)', () => {
  it('shows the old price of shop product 9 above its price', () => {
    const dockside = shop('9');
    const variant = variantFor(dockside, initialSelection(dockside));
    expect(variant?.price).toBe(16);
    expect(shownOldPrice(variant, dockside.isOldPrice)).toBe(19);
    expect(dockside.isOldPrice).toBe(true);
  });

  it('hides an old price equal to or below the price, a missing one, and one without a price', () => {
    const product = make({}, [
      { id: 'same', values: [], price: 10, oldPrice: 10 },
      { id: 'lower', values: [], price: 10, oldPrice: 8 },
      { id: 'none', values: [], price: 10, oldPrice: null },
      { id: 'priceless', values: [], price: null, oldPrice: 12 },
      { id: 'higher', values: [], price: 10, oldPrice: 12.5 },
    ]);
    expect(product.variants.map((variant) => shownOldPrice(variant, product.isOldPrice))).toEqual([null, null, null, null, 12.5]);
    expect(shownOldPrice(null, true)).toBeNull();
    expect(shownOldPrice(variantFor(shop('8'), initialSelection(shop('8'))), shop('8').isOldPrice)).toBeNull();
  });

  it("keeps the server's isOldPrice: false, and shows no old price then (spec 000 §3, issue 10)", () => {
    const flaggedOff = make({}, [{ id: 'v', values: [], price: 10, oldPrice: 12.5 }], { isOldPrice: false });
    expect(flaggedOff.isOldPrice).toBe(false);
    expect(shownOldPrice(flaggedOff.variants[0] ?? null, flaggedOff.isOldPrice)).toBeNull();
    expect(make({}, [{ id: 'v', values: [], price: 10, oldPrice: 12.5 }]).isOldPrice).toBe(true);
  });
});

describe('cartData (spec 000 §3 "a variant provides its cart data"; spec 001 §3 Cart item)', () => {
  it('gives every cart item field for a real shop variant (shop product 2, Seafoam)', () => {
    const kit = shop('2');
    const variant = variantFor(kit, choose(kit, initialSelection(kit), 'colour', 'seafoam'))!;
    expect(cartData(kit, variant)).toEqual({
      id: cartItemId('2', '2-2'),
      type: 'product',
      productId: '2',
      variantId: '2-2',
      count: 1,
      price: 69,
      orderPrice: 69,
      title: 'Pour-over Starter Kit',
      img: { id: 'latte-art', ext: 'jpg' },
      quantity: 73,
      vendorCode: 'HCR-GF-0002-SEAFOAM',
      optionsInfo: [{ name: 'Glaze: Seafoam' }],
      hidden: false,
    });
  });

  it('one cart line per variant: the id combines the product and the variant (spec 001 §3)', () => {
    expect(cartItemId('8', '8-1')).toBe('8:8-1');
    expect(cartItemId('8', '8-1')).not.toBe(cartItemId('8', '8-2'));
  });

  it('lists every option, keeps the count, unq_id, unlimited stock, and falls back to the product article (spec 001 §3)', () => {
    const product = make({ size: ['s'], colour: ['red'] }, [{ id: 'v', values: ['s', 'red'], price: 7.5, quantity: -1, imageId: 'img-b', article: '' }]);
    const data = cartData(product, product.variants[0]!, 3);
    expect(data).toMatchObject({
      id: 'p:v',
      count: 3,
      price: 7.5,
      orderPrice: 7.5,
      img: { id: 'img-b', ext: 'png', unq_id: 'unq-b' },
      quantity: -1,
      vendorCode: 'P-ART',
      optionsInfo: [{ name: 'SIZE: Value s' }, { name: 'COLOUR: Value red' }],
      hidden: false,
    });
  });

  it('has no image when the product has none, and no options info without options (spec 001 §3)', () => {
    const product = make({}, [{ id: 'v', values: [], price: null }], { images: [] });
    expect(cartData(product, product.variants[0]!)).toMatchObject({ img: null, optionsInfo: [], price: null, orderPrice: null });
  });
});

describe('productRefusal: the options-modal action stays open while any variant can be ordered', () => {
  it('is null when another visible variant can be ordered, whatever the current one (the keel grinder: copper sold out)', () => {
    const grinder = shop('309');
    expect(grinder.variants.some((variant) => orderRefusal(variant) !== null)).toBe(true);
    expect(productRefusal(grinder, 'out_of_stock')).toBeNull();
  });

  it('keeps the reason when no variant can be ordered (sold out, not orderable)', () => {
    expect(productRefusal(shop('10'), 'out_of_stock')).toBe('out_of_stock');
    expect(productRefusal(shop('14'), null)).toBe('not_orderable');
  });
});

describe('option ids that are names of Object.prototype (the shop’s data: any text; safety/own-records.ts)', () => {
  // Two options, so a selection built by assignment lost "__proto__" to the prototype's setter and
  // a read of "constructor" found the prototype's function.
  // Computed keys: a literal `__proto__:` would set the object's prototype.
  const product = make({ ['__proto__']: ['s', 'm'], ['constructor']: ['red', 'blue'] }, [
    { id: 's-red', values: ['s', 'red'] },
    { id: 'm-blue', values: ['m', 'blue'] },
    { id: 's-blue', values: ['s', 'blue'] },
  ]);
  const own = (selection: Selection) => Object.entries(selection);

  it.each(['__proto__', 'constructor', 'toString'])('a product whose one option is %j starts at its variant, which a button01 cart action can order', (optionId) => {
    const single = make({ [optionId]: ['s'] }, [{ id: 'v1', values: ['s'] }]);
    expect(own(initialSelection(single))).toEqual([[optionId, `${optionId}:s`]]);
    expect(defaultVariant(single, STRICT_ORDER_RULES)?.id).toBe('v1');
  });

  it('the selection names each option as an own entry: initialSelection, selectionOf, variantFor', () => {
    expect(product.options.map((option) => option.id)).toEqual(['__proto__', 'constructor']);
    const start = initialSelection(product);
    expect(own(start)).toEqual([
      ['__proto__', '__proto__:s'],
      ['constructor', 'constructor:red'],
    ]);
    expect(Object.getPrototypeOf(start)).toBe(Object.prototype);
    expect(own(selectionOf(product.variants[1]!, product))).toEqual([
      ['__proto__', '__proto__:m'],
      ['constructor', 'constructor:blue'],
    ]);
    expect(current(product, start)).toBe('s-red');
    // A selection that names no value of an option matches no variant (not the prototype's function).
    expect(current(product, { ['__proto__']: '__proto__:s' })).toBeNull();
  });

  it('choosing values: a locked one moves the other option, an available one keeps it', () => {
    const start = initialSelection(product);
    expect(stateOf(product, start, '__proto__', 'm')).toBe('locked');
    const moved = choose(product, start, '__proto__', 'm');
    expect(own(moved)).toEqual([
      ['__proto__', '__proto__:m'],
      ['constructor', 'constructor:blue'],
    ]);
    expect(current(product, moved)).toBe('m-blue');
    expect(stateOf(product, moved, '__proto__', 's')).toBe('available');
    expect(current(product, choose(product, moved, '__proto__', 's'))).toBe('s-blue');
  });
});
