import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTION_WIDGET, normaliseProduct, normaliseProducts, optionValueKey, readPrice, type NormalisedProduct, type Product, type ProductProblem } from './product';
import { UNLIMITED_QUANTITY } from '../cart';
import { MAX_CART_PRICE } from '../cart/model';

/** A product answer as GET /api/ecommerce/products/ gives it: one option, two values, two variants. */
function answer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'p1',
    title: 'Harbor Mug',
    link: '/shop/harbor-mug/',
    description: '<p>A mug.</p>',
    images: [
      { id: 'mug-blue', ext: 'jpg', width: 800, height: 800 },
      { id: 'mug-sand', ext: 'webp', width: 800, height: 600, unq_id: 'u-2' },
    ],
    options: [
      {
        id: 'colour',
        name: 'Colour',
        widget: 'horizon_block',
        values: [
          { id: 'blue', name: 'Blue', data: { color: '#1f3a5f', contrast: '#ffffff', type: 'color' } },
          { id: 'sand', name: 'Sand', data: { color: '#e8d8bd', contrast: '#2a1a10', type: 'color' } },
        ],
      },
    ],
    article: 'MUG',
    variants: [
      { id: 'v1', price: 12, oldPrice: 15, article: 'MUG-B', quantity: 5, optionValueIds: ['blue'], imageId: 'mug-blue', visible: true },
      { id: 'v2', price: 12, oldPrice: null, article: 'MUG-S', quantity: 0, optionValueIds: ['sand'], imageId: 'mug-sand', visible: true },
    ],
    ...overrides,
  };
}

function read(raw: unknown): { product: Product; problems: ProductProblem[] } {
  const result: NormalisedProduct = normaliseProduct(raw);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result;
}

const variant = (overrides: Record<string, unknown>) => answer({ options: [], variants: [{ id: 'v', optionValueIds: [], ...overrides }] });
const messages = (problems: readonly ProductProblem[]) => problems.map((problem) => problem.message);

describe('readPrice (spec 000 §3 Variant price)', () => {
  it('reads numbers and numeric strings, with a dot, a comma and thousands spaces (spec 000 §3)', () => {
    expect(readPrice(14)).toBe(14);
    expect(readPrice(3.5)).toBe(3.5);
    expect(readPrice(0)).toBe(0);
    expect(readPrice('14.50')).toBe(14.5);
    expect(readPrice('14,50')).toBe(14.5);
    expect(readPrice('1 299,00')).toBe(1299);
    expect(readPrice('1\u00a0299,00')).toBe(1299);
    expect(readPrice(' 7 ')).toBe(7);
  });

  it('reads null, garbage, negative and non-finite prices as "no price" (spec 000 §3)', () => {
    for (const bad of [null, undefined, 'abc', '', '12abc', '1.2.3', '-5', -5, Number.NaN, Number.POSITIVE_INFINITY, {}, [], true]) {
      expect(readPrice(bad)).toBeNull();
    }
  });

  it('reads a price the cart cannot add up in whole minor units as "no price": a subtotal of 1e308 was Infinity, "$∞"', () => {
    for (const huge of [1e308, 2e306, MAX_CART_PRICE * 2, '9'.repeat(400), '1' + '0'.repeat(20)]) expect(readPrice(huge)).toBeNull();
    // Up to the limit (about 900 billion), a price is read as it is.
    expect(readPrice(MAX_CART_PRICE)).toBe(MAX_CART_PRICE);
    expect(readPrice('900000000000')).toBe(900_000_000_000);
    expect(Number.isSafeInteger(Math.round(MAX_CART_PRICE * 10 ** 4))).toBe(true);
  });
});

describe('optionValueKey (spec 000 §3 Option)', () => {
  it('combines the option id and the value id (spec 000 §3 "option ids combine the option id and the value id")', () => {
    expect(optionValueKey('colour', 'blue')).toBe('colour:blue');
    expect(optionValueKey('colour', 'blue')).not.toBe(optionValueKey('size', 'blue'));
    const { product } = read(answer());
    expect(product.options[0]?.values.map((value) => value.key)).toEqual(['colour:blue', 'colour:sand']);
    expect(product.variants.map((entry) => entry.optionKeys)).toEqual([['colour:blue'], ['colour:sand']]);
  });

  it('accepts variants that name values by their combined key as well as by their id (spec 000 §3)', () => {
    const { product, problems } = read(
      answer({
        variants: [
          { id: 'v1', price: 1, optionValueIds: ['colour:blue'] },
          { id: 'v2', price: 1, optionValueIds: ['sand'] },
        ],
      }),
    );
    expect(problems).toEqual([]);
    expect(product.variants.map((entry) => entry.optionKeys)).toEqual([['colour:blue'], ['colour:sand']]);
  });
});

describe('normaliseProduct: a good answer (spec 000 §3 Product, Variant, Option)', () => {
  it('reads every field without a problem (spec 000 §3)', () => {
    const { product, problems } = read(answer());
    expect(problems).toEqual([]);
    expect(product).toMatchObject({
      id: 'p1',
      title: 'Harbor Mug',
      link: '/shop/harbor-mug/',
      description: '<p>A mug.</p>',
      article: 'MUG',
      isOldPrice: true,
      hasOptions: true,
      defaultImageId: 'mug-blue',
    });
    expect(product.images.map((image) => image.id)).toEqual(['mug-blue', 'mug-sand']);
    expect(product.options).toEqual([
      {
        id: 'colour',
        name: 'Colour',
        widget: 'horizon_block',
        values: [
          { id: 'blue', name: 'Blue', key: 'colour:blue', data: { color: '#1f3a5f', contrast: '#ffffff', type: 'color' } },
          { id: 'sand', name: 'Sand', key: 'colour:sand', data: { color: '#e8d8bd', contrast: '#2a1a10', type: 'color' } },
        ],
      },
    ]);
    expect(product.variants[0]).toEqual({
      id: 'v1',
      productId: 'p1',
      price: 12,
      oldPrice: 15,
      article: 'MUG-B',
      availability: { quantity: 5, orderable: true },
      imageId: 'mug-blue',
      images: [],
      optionKeys: ['colour:blue'],
      visible: true,
      optionsInfo: null,
    });
  });

  it('keeps the product-level visible, displayImage and optionsInfo, and a variant\'s optionsInfo (spec 001 §3 Product; issue 12)', () => {
    const image = { id: 'mug-blue', ext: 'jpg', width: 800, height: 800 };
    const { product } = read({ id: 'p', visible: false, displayImage: image, optionsInfo: [{ name: 'Colour: Blue' }, 'junk'], variants: [{ id: 'v', price: 1, optionsInfo: [{ name: 'Blue' }] }] });
    expect(product).toMatchObject({ visible: false, displayImage: image, optionsInfo: [{ name: 'Colour: Blue' }] });
    expect(product.variants[0]?.optionsInfo).toEqual([{ name: 'Blue' }]);
    const { product: plain } = read({ id: 'q', displayImage: 'not an image' });
    expect(plain).toMatchObject({ visible: true, displayImage: null, optionsInfo: null });
  });

  it('reads the spec 001 names too: name, default_image_id, vendor_code, old_price, image_id (spec 001 §3 Product)', () => {
    const { product } = read({
      id: 7,
      name: 'Gift Card',
      default_image_id: 'mug-sand',
      images: answer().images,
      variants: [{ id: 70, price: '25', old_price: '30', vendor_code: 'GC-25', image_id: 'mug-sand' }],
    });
    expect(product).toMatchObject({ id: '7', title: 'Gift Card', defaultImageId: 'mug-sand', hasOptions: false, link: null });
    expect(product.variants[0]).toMatchObject({ id: '70', productId: '7', price: 25, oldPrice: 30, article: 'GC-25', imageId: 'mug-sand' });
  });

  it('reads a variant\u2019s own images as the product\u2019s are read; its default image is the one it names, else its first (spec 001 §3 variants images; spec 000 §3 "a variant provides its images")', () => {
    const cup = { id: 'cup-red', ext: 'jpg', width: 600, height: 600 };
    const saucer = { id: 'saucer-red', ext: 'png', width: 600, height: 400 };
    const { product, problems } = read(
      answer({
        options: [],
        variants: [
          { id: 'red', optionValueIds: [], images: [cup, saucer] },
          { id: 'red-named', optionValueIds: [], images: [cup, saucer], imageId: 'saucer-red' },
          { id: 'plain', optionValueIds: [], imageId: 'mug-sand' },
          { id: 'broken', optionValueIds: [], images: [cup, { id: 'bmp', ext: 'bmp', width: 10, height: 10 }] },
          { id: 'odd', optionValueIds: [], images: 'cup.jpg' },
        ],
      }),
    );
    const [red, named, plain, broken, odd] = product.variants;
    expect(red).toMatchObject({ images: [cup, saucer], imageId: 'cup-red' });
    expect(named).toMatchObject({ images: [cup, saucer], imageId: 'saucer-red' });
    expect(plain).toMatchObject({ images: [], imageId: 'mug-sand' });
    expect(broken?.images).toEqual([cup]);
    expect(odd?.images).toEqual([]);
    expect(messages(problems)).toEqual([expect.stringMatching(/^variant "broken": an image was left out: ext: /), `variant "odd": images is not a list; shown with the product's`]);
  });

  it('keeps a server link only when it is http(s) or a path of the site (issue 10.4); a dropped one is a problem', () => {
    expect(normaliseProduct({ ...answer(), link: 'https://Shop.example/p/1' })).toMatchObject({ ok: true, product: { link: 'https://shop.example/p/1' }, problems: [] });
    expect(normaliseProduct({ ...answer(), link: '/\\evil.example/p' })).toMatchObject({ ok: true, product: { link: '//evil.example/p' } });
    for (const link of ['javascript:alert(1)', 'mailto:a@b.c', 'http://', 'https://a b/']) {
      const result = normaliseProduct({ ...answer(), link });
      expect(result).toMatchObject({ ok: true, product: { link: null } });
      expect(result.ok && result.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('is not an http(s) address or a path of the site')]);
    }
  });

  it('reads orderable: false and visible: false of a variant (spec 000 §3 Variant availability info)', () => {
    const { product } = read(variant({ price: 5, quantity: 3, orderable: false, visible: false }));
    expect(product.variants[0]).toMatchObject({ availability: { quantity: 3, orderable: false }, visible: false });
  });
});

describe('normaliseProduct: prices (spec 000 §3 Variant)', () => {
  it('reads prices given as strings without a problem ("14.50", "1 299,00")', () => {
    const { product, problems } = read(
      answer({
        options: [],
        variants: [
          { id: 'a', price: '14.50', optionValueIds: [] },
          { id: 'b', price: '1 299,00', oldPrice: '1 499,00', optionValueIds: [] },
        ],
      }),
    );
    expect(problems).toEqual([]);
    expect(product.variants.map((entry) => [entry.price, entry.oldPrice])).toEqual([
      [14.5, null],
      [1299, 1499],
    ]);
  });

  it('reads a null or missing price as "no price" without a problem (spec 001 allowPriceless)', () => {
    expect(read(variant({ price: null }))).toMatchObject({ problems: [], product: { variants: [{ price: null }] } });
    expect(read(variant({}))).toMatchObject({ problems: [], product: { variants: [{ price: null }] } });
  });

  it('shows an unreadable price as "no price" and reports it (spec 000 §3; bad input is repaired, never thrown)', () => {
    for (const garbage of ['abc', { amount: 5 }, -3, true]) {
      const { product, problems } = read(variant({ price: garbage }));
      expect(product.variants[0]?.price).toBeNull();
      expect(problems).toEqual([{ productId: 'p1', message: expect.stringContaining('unreadable price') }]);
    }
  });

  it('shows a price too high for the cart to add up as "no price" and reports it as unreadable; such an old price is left out', () => {
    const { product, problems } = read(variant({ price: 1e308, oldPrice: 2e306 }));
    expect(product.variants.map((entry) => [entry.price, entry.oldPrice])).toEqual([[null, null]]);
    expect(messages(problems)).toEqual([expect.stringContaining('unreadable price 1e+308'), expect.stringContaining('unreadable old price 2e+306')]);
  });

  it('reads a garbage old price as none (spec 000 §3)', () => {
    expect(read(variant({ price: 5, oldPrice: 'soon' })).product.variants[0]?.oldPrice).toBeNull();
  });
});

describe('normaliseProduct: stock (spec 001 §3 quantity: infinite or -1 means unlimited)', () => {
  it('reads "infinite", -1 and null (and a missing quantity) as unlimited (spec 001 §3)', () => {
    for (const quantity of ['infinite', -1, null, undefined]) {
      expect(read(variant({ price: 1, quantity })).product.variants[0]?.availability.quantity).toBe(UNLIMITED_QUANTITY);
    }
    expect(UNLIMITED_QUANTITY).toBe(-1);
  });

  it('reads counts, numeric strings and zero as they are (spec 001 §3)', () => {
    const quantity = (value: unknown) => read(variant({ price: 1, quantity: value })).product.variants[0]?.availability.quantity;
    expect(quantity(0)).toBe(0);
    expect(quantity(5)).toBe(5);
    expect(quantity('12')).toBe(12);
    expect(quantity(2.7)).toBe(2);
    expect(quantity(-5)).toBe(UNLIMITED_QUANTITY);
  });
});

describe('normaliseProduct: missing and broken parts (spec 000 §3, repaired and reported)', () => {
  it('refuses a product without an id, or one that is not an object, with a problem and no throw (spec 000 §7 "each with id")', () => {
    for (const raw of [answer({ id: undefined }), answer({ id: '' }), answer({ id: '   ' }), answer({ id: null })]) {
      const result = normaliseProduct(raw);
      expect(result.ok).toBe(false);
      expect(result.problems).toEqual([{ productId: null, message: 'a product without an id was left out' }]);
    }
    for (const raw of [null, undefined, 'p1', 42, [answer()]]) {
      const result = normaliseProduct(raw);
      expect(result).toEqual({ ok: false, problems: [{ productId: null, message: 'a product that is not an object was left out' }] });
    }
  });

  it('keeps a product without variants: it has none to order, and says so (spec 000 §3 Variant)', () => {
    for (const variants of [undefined, null, 'v1', []]) {
      const { product, problems } = read(answer({ variants }));
      expect(product.variants).toEqual([]);
      expect(product.options).toHaveLength(1);
      expect(messages(problems)).toEqual(['the product has no variants; it cannot be ordered']);
    }
  });

  it('leaves out variants without an id, and reports them (spec 000 §3 Variant)', () => {
    const { product, problems } = read(answer({ variants: [{ price: 1, optionValueIds: ['blue'] }, 'v2', { id: 'v3', price: 1, optionValueIds: ['sand'] }] }));
    expect(product.variants.map((entry) => entry.id)).toEqual(['v3']);
    expect(messages(problems)).toEqual(['a variant without an id was left out', 'a variant without an id was left out']);
  });

  it('keeps the first of a repeated option value id in its option, and reports the repeat: one choice, one button', () => {
    const colour = { id: 'colour', name: 'Colour', values: [{ id: 'blue', name: 'Blue' }, { id: 'blue', name: 'Navy' }, { id: 'sand', name: 'Sand' }] };
    const { product, problems } = read(answer({ options: [colour] }));
    expect(product.options[0]?.values.map((value) => [value.id, value.name])).toEqual([['blue', 'Blue'], ['sand', 'Sand']]);
    expect(messages(problems)).toEqual(['option "colour" repeats the value "blue"; the repeat is left out']);
  });

  it('keeps a value id that two options share, each under its own option', () => {
    const size = { id: 'size', name: 'Size', values: [{ id: 'blue', name: 'Blue size' }] };
    const { product, problems } = read(answer({ options: [(answer().options as unknown[])[0], size], variants: [{ id: 'v1', price: 12, optionValueIds: ['colour:blue', 'size:blue'] }] }));
    expect(problems).toEqual([]);
    expect(product.options.map((option) => option.values.map((value) => value.key))).toEqual([['colour:blue', 'colour:sand'], ['size:blue']]);
  });

  it('keeps the first of a repeated option id, and reports the repeat', () => {
    const [colour] = answer().options as Record<string, unknown>[];
    const { product, problems } = read(answer({ options: [colour, { ...colour, name: 'Colour again', values: [{ id: 'red', name: 'Red' }] }] }));
    expect(product.options.map((option) => option.name)).toEqual(['Colour']);
    expect(messages(problems)).toEqual(['option "colour" is repeated; the repeat is left out']);
  });

  it('keeps the first of a repeated variant id, and reports the repeat: a variant id is one cart line', () => {
    const { product, problems } = read(answer({ variants: [{ id: 'v1', price: 12, optionValueIds: ['blue'] }, { id: 'v1', price: 99, optionValueIds: ['sand'] }, { id: 'v2', price: 12, optionValueIds: ['sand'] }] }));
    expect(product.variants.map((entry) => [entry.id, entry.price])).toEqual([['v1', 12], ['v2', 12]]);
    expect(messages(problems)).toEqual(['variant "v1" is repeated; the repeat is left out']);
  });

  it('keeps an option value that no variant uses (the card shows it disabled) without a problem (spec 000 §4 Card options)', () => {
    const { product, problems } = read(answer({ variants: [{ id: 'v1', price: 12, optionValueIds: ['blue'] }] }));
    expect(problems).toEqual([]);
    expect(product.options[0]?.values.map((value) => value.id)).toEqual(['blue', 'sand']);
    expect(product.variants.flatMap((entry) => entry.optionKeys)).toEqual(['colour:blue']);
  });

  it('shows an unknown widget type as vertical_list and reports it (spec 000 §3 widget types)', () => {
    const option = (widget: unknown) => ({ ...(answer().options as Record<string, unknown>[])[0], widget });
    const { product, problems } = read(answer({ options: [option('carousel')] }));
    expect(DEFAULT_OPTION_WIDGET).toBe('vertical_list');
    expect(product.options[0]?.widget).toBe('vertical_list');
    expect(problems).toEqual([{ productId: 'p1', message: expect.stringContaining('unknown widget type "carousel"') }]);
    for (const widget of ['vertical_list', 'radio', 'vertical_block', 'horizon_block'] as const) {
      const known = read(answer({ options: [option(widget)] }));
      expect(known.product.options[0]?.widget).toBe(widget);
      expect(known.problems).toEqual([]);
    }
    const absent = read(answer({ options: [option(undefined)] }));
    expect(absent.product.options[0]?.widget).toBe('vertical_list');
    expect(absent.problems).toEqual([]);
  });

  it('leaves out options without an id or without values, and values without an id, reporting each (spec 000 §3 Option)', () => {
    const { product, problems } = read(
      answer({
        options: [
          { name: 'No id', values: [{ id: 'x', name: 'X' }] },
          { id: 'empty', name: 'Empty', values: [] },
          { id: 'colour', name: 'Colour', values: [{ name: 'No id' }, { id: 'blue', name: 'Blue' }, { id: 'sand' }] },
        ],
        variants: [{ id: 'v1', price: 12, optionValueIds: ['blue'] }],
      }),
    );
    expect(product.options.map((option) => option.id)).toEqual(['colour']);
    expect(product.options[0]?.values.map((value) => [value.id, value.name])).toEqual([
      ['blue', 'Blue'],
      ['sand', 'sand'],
    ]);
    expect(product.options[0]?.values[0]?.data).toEqual({ color: null, contrast: null, type: null });
    expect(messages(problems)).toEqual([
      'an option without an id was left out',
      'option "empty" has no values; left out',
      'option "colour" has a value without an id; left out',
    ]);
  });

  it('reports a variant that does not name a value for every option (spec 000 §3 Variant)', () => {
    const { product, problems } = read(answer({ variants: [{ id: 'v1', price: 12, optionValueIds: [] }] }));
    expect(product.variants[0]?.optionKeys).toEqual([]);
    expect(messages(problems)).toEqual(['variant "v1" does not name a value for every option']);
  });

  it('leaves out images that fail the Image schema, with a problem each (spec 000 §3 Image)', () => {
    const good = { id: 'ok', ext: 'png', width: 10, height: 10 };
    const { product, problems } = read(
      answer({
        // A key the runtime does not read (`colour`) is no failure: a server's image is read leniently, as the product is (the next case).
        images: [good, { id: 'bmp', ext: 'bmp', width: 10, height: 10 }, { id: 'flat', ext: 'jpg', width: 0, height: 10 }, { ext: 'jpg', width: 10, height: 10 }, 'photo.jpg', { ...good, id: 'extra', colour: 'red' }],
        variants: [],
      }),
    );
    expect(product.images).toEqual([good, { ...good, id: 'extra' }]);
    expect(product.defaultImageId).toBe('ok');
    const left = problems.filter((problem) => problem.message.startsWith('an image was left out'));
    expect(left).toHaveLength(4);
    expect(left.every((problem) => problem.productId === 'p1')).toBe(true);
  });

  it.each([
    ['the focal point x / y (spec 001 §3 image fields)', { x: 50, y: 40 }],
    ['a field of the server’s own (its file size)', { size: 182_044 }],
  ])('keeps a photo carrying %s on the card, the variant and the cart line, without the keys it does not read (spec 000 §7: the answer’s full shape is not shown)', (_case, extra) => {
    const photo = { id: 'img-1', ext: 'jpg', width: 1200, height: 900, averageColor: '#806040' };
    const image = { ...photo, ...extra };
    const { product, problems } = read({ id: 'p1', title: 'Harbor Mug', images: [image], displayImage: image, variants: [{ id: 'v1', price: 12, quantity: 5, images: [image] }] });
    expect(product.images).toEqual([photo]);
    expect(product.defaultImageId).toBe('img-1');
    expect(product.variants[0]!.images).toEqual([photo]);
    expect(product.displayImage).toEqual(photo);
    expect(problems).toEqual([]);
  });

  it('reads images that are not a list as none, and a product with nothing but an id (spec 000 §3)', () => {
    const { product, problems } = read({ id: 'bare' });
    expect(product).toEqual({
      id: 'bare',
      title: '',
      link: null,
      description: '',
      images: [],
      options: [],
      article: '',
      isOldPrice: false,
      hasOptions: false,
      defaultImageId: null,
      variants: [],
      visible: true,
      displayImage: null,
      optionsInfo: null,
    });
    expect(messages(problems)).toEqual(['the product has no variants; it cannot be ordered']);
  });
});

describe('normaliseProducts (spec 000 §7 "a list of products, each with id")', () => {
  it('keeps the products that could be read, in order, and every problem met (never throws)', () => {
    const { products, problems } = normaliseProducts([answer({ id: 'a' }), 'junk', answer({ id: undefined }), answer({ id: 'b', variants: [{ id: 'x', price: 'abc', optionValueIds: ['blue'] }] })]);
    expect(products.map((product) => product.id)).toEqual(['a', 'b']);
    expect(problems).toEqual([
      { productId: null, message: 'a product that is not an object was left out' },
      { productId: null, message: 'a product without an id was left out' },
      { productId: 'b', message: expect.stringContaining('unreadable price "abc"') },
    ]);
    expect(normaliseProducts([])).toEqual({ products: [], problems: [] });
  });
});
