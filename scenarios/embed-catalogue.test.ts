import { describe, expect, it, vi } from 'vitest';
import { categoryProducts, productAnswer, type SandboxProduct, type SandboxSeed } from '../sandbox/sandbox';
import { PageSchema } from '../runtime/page/page-schema';
import { loadPage } from '../runtime/page/parse-page';
import { normaliseProduct, type Product } from '../runtime/catalogue/product';
import { cartData, initialSelection, orderRefusal, valueState, variantFor } from '../runtime/catalogue/variants';
import { DEFAULT_ECOMMERCE_SETTINGS, stockStatus } from '../runtime/cart/stock';
import { catalogueText, embedCatalogue, SELECTED_PRODUCTS_CATEGORY_ID } from './embed-catalogue';
import shopPage from './shop/page.json';
import { shopSeed } from './shop/seed';

const item = (id: string, categoryIds: string[], visible = true): SandboxProduct => ({
  id,
  title: `Product ${id}`,
  link: `/shop/product-${id}/`,
  description: '<p>A product.</p>',
  images: [],
  options: [{ id: 'size', name: 'Size', widget: 'radio', values: [{ id: 's', name: 'S', data: { type: 'text' } }] }],
  article: `A-${id}`,
  isOldPrice: false,
  hasOptions: true,
  variants: [{ id: `${id}-1`, productId: id, price: 10, oldPrice: null, article: `A-${id}-S`, quantity: 5, optionValueIds: ['s'], imageId: null, visible: true }],
  categoryIds,
  ...(visible ? {} : { visible: false }),
});

// 12 mugs (the third one hidden) and 2 kettles.
const SEED: SandboxSeed = {
  projectId: 'p',
  categories: [
    { id: 'mugs', name: 'Mugs' },
    { id: 'kettles', name: 'Kettles' },
  ],
  products: [
    ...Array.from({ length: 12 }, (_, n) => item(String(n + 1), ['mugs'], n !== 2)),
    item('13', ['kettles']),
    item('14', ['kettles']),
  ],
};

type Category = { id: string; name?: string; count?: number; products?: { id: string }[] };
type Section = { id: string; type: string; categories?: Category[] };

const products = (params: object, categories: Category[], settings?: object) => ({ id: 'cat', type: 'PRODUCTS', params, ...(settings ? { settings } : {}), categories });
const sectionsOf = (page: unknown) => (page as { sections: Section[] }).sections;
const categoriesOf = (page: unknown, index = 0) => sectionsOf(page)[index]!.categories!;
const ids = (category: Category | undefined) => category?.products?.map((product) => product.id);

describe('embedCatalogue', () => {
  it('embeds the first page of each category as the products endpoint answers it, with the visible count and the seed name', () => {
    const page = { sections: [{ id: 'hero', type: 'FREE', elements: [] }, products({}, [{ id: 'mugs' }, { id: 'kettles', name: 'Our kettles' }])] };
    const published = embedCatalogue(page, SEED);
    expect(sectionsOf(published)[0]).toEqual(page.sections[0]);
    const [mugs, kettles] = categoriesOf(published, 1);
    expect(mugs).toMatchObject({ id: 'mugs', name: 'Mugs', count: 11 });
    expect(ids(mugs)).toEqual(['1', '2', '4', '5', '6', '7', '8', '9', '10']);
    expect(mugs?.products?.[0]).toEqual(productAnswer(SEED.products[0]!));
    expect(kettles).toMatchObject({ id: 'kettles', name: 'Our kettles', count: 2 });
    expect(ids(kettles)).toEqual(['13', '14']);
  });

  it('takes the page size from the navigation max_count, and 9 when it is missing or out of range', () => {
    const limited = embedCatalogue({ sections: [products({ navigation: { max_count: 4 } }, [{ id: 'mugs' }])] }, SEED);
    expect(ids(categoriesOf(limited)[0])).toEqual(['1', '2', '4', '5']);
    expect(categoriesOf(limited)[0]?.count).toBe(11);
    const broken = embedCatalogue({ sections: [products({ navigation: { max_count: 0 } }, [{ id: 'mugs' }])] }, SEED);
    expect(ids(categoriesOf(broken)[0])).toHaveLength(9);
  });

  it('leaves categories that have products, and categories the shop does not know, as they are', () => {
    const own = { id: 'mugs', name: '', products: [{ id: 'x' }] };
    const page = { sections: [products({}, [own, { id: 'nope' }])] };
    expect(categoriesOf(embedCatalogue(page, SEED))).toEqual([own, { id: 'nope' }]);
  });

  it('lists settings.productIds in their order for a products section, hidden and unknown ids left out', () => {
    const settings = { source: 'products', productIds: ['13', 3, '9', 'ghost', 1] };
    const page = { sections: [products({}, [{ id: 'picks', name: 'Picks' }], settings)] };
    const [picks] = categoriesOf(embedCatalogue(page, SEED));
    expect(picks).toMatchObject({ id: 'picks', name: 'Picks', count: 3 });
    expect(ids(picks)).toEqual(['13', '9', '1']);
    const bare = embedCatalogue({ sections: [products({}, [], { source: 'products', productIds: ['2'] })] }, SEED);
    expect(categoriesOf(bare)).toEqual([{ id: SELECTED_PRODUCTS_CATEGORY_ID, name: '', count: 1, products: [productAnswer(SEED.products[1]!)] }]);
  });

  it('passes the option widget through, as the endpoint does', () => {
    const [mugs] = categoriesOf(embedCatalogue({ sections: [products({}, [{ id: 'mugs' }])] }, SEED));
    expect(mugs?.products?.[0]).toMatchObject({ options: [{ id: 'size', widget: 'radio' }] });
  });

  it('is pure: the page is not changed and the answer shares nothing with the seed', () => {
    const page = { sections: [products({}, [{ id: 'mugs' }])] };
    const before = structuredClone(page);
    const published = embedCatalogue(page, SEED) as { sections: { categories: { products: SandboxProduct[] }[] }[] };
    expect(page).toEqual(before);
    published.sections[0]!.categories[0]!.products[0]!.options[0]!.name = 'changed';
    expect(SEED.products[0]!.options[0]!.name).toBe('Size');
  });

  it('returns anything that is not a page as a copy', () => {
    expect(embedCatalogue(null, SEED)).toBeNull();
    expect(embedCatalogue({ sections: 'x' }, SEED)).toEqual({ sections: 'x' });
  });
});

describe('catalogueText: what a published page’s catalogues may show later', () => {
  const titlesIn = (text: string) => (JSON.parse(text) as { name: string }[]).map((product) => product.name);

  it('is every visible product of the categories its PRODUCTS sections show, later pages included, as the endpoint answers them', () => {
    const page = { sections: [{ id: 'hero', type: 'FREE' }, products({}, [{ id: 'mugs', name: '' }]), products({}, [{ id: 'mugs' }, { id: 'no-such-category' }])] };
    const text = catalogueText(page, SEED);
    // Mugs 1–12 without the hidden third, once each though two sections show them; no kettle.
    expect(titlesIn(text)).toEqual(categoryProducts(SEED, 'mugs').map((product) => product.title));
    expect(JSON.parse(text)).toEqual(categoryProducts(SEED, 'mugs').map(productAnswer));
  });

  it('is a products section’s listed products, hidden and unknown ids left out; nothing for a page without catalogues', () => {
    const page = { sections: [products({}, [], { source: 'products', productIds: ['14', '3', 'nope', 1] })] };
    expect(titlesIn(catalogueText(page, SEED))).toEqual(['Product 14', 'Product 1']);
    expect(catalogueText({ sections: [{ id: 'hero', type: 'FREE' }] }, SEED)).toBe('[]');
    expect(catalogueText(null, SEED)).toBe('');
  });
});

describe('the shop scenario', () => {
  const published = embedCatalogue(shopPage, shopSeed);
  const byTitle = (title: string): Product => {
    const found = shopSeed.products.find((product) => product.title === title);
    if (!found) throw new Error(`no product ${title}`);
    const read = normaliseProduct(productAnswer(found));
    if (!read.ok) throw new Error(`unreadable ${title}`);
    return read.product;
  };

  it('is a big shop: 1,000+ products, a category past 4 pages, a category of one page', () => {
    expect(shopSeed.products.length).toBeGreaterThanOrEqual(1000);
    expect(shopSeed.categories.length).toBeGreaterThanOrEqual(5);
    const counts = Object.fromEntries(shopSeed.categories.map((category) => [category.id, categoryProducts(shopSeed, category.id).length]));
    expect(Math.max(...Object.values(counts))).toBeGreaterThan(4 * 9);
    expect(Math.min(...Object.values(counts))).toBeLessThanOrEqual(9);
    expect(new Set(shopSeed.products.map((product) => product.title)).size).toBe(shopSeed.products.length);
    expect(new Set(shopSeed.products.map((product) => product.link)).size).toBe(shopSeed.products.length);
    const widgets = new Set(shopSeed.products.flatMap((product) => product.options.map((option) => option.widget)));
    expect([...widgets].sort()).toEqual(['horizon_block', 'radio', 'vertical_block', 'vertical_list']);
  });

  it('is the same shop on every load', async () => {
    vi.resetModules();
    const again = await import('./shop/seed');
    expect(again.shopSeed).not.toBe(shopSeed);
    expect(JSON.stringify(again.shopSeed)).toBe(JSON.stringify(shopSeed));
  });

  it('publishes a fully valid page whose every embedded product reads without a problem', () => {
    const strict = PageSchema.safeParse(published);
    expect(strict.success ? [] : strict.error.issues).toEqual([]);
    const loaded = loadPage(published);
    expect(loaded.ok && loaded.issues).toEqual([]);
    const embedded = sectionsOf(published).flatMap((section) => section.categories ?? []);
    expect(embedded.map((category) => [category.id, category.products?.length, category.count])).toEqual([
      ['beans', 9, 299],
      ['gear', 9, 447],
      ['cups', 9, 160],
      ['treats', 9, 80],
      ['gifts', 8, 8],
      ['gear', 8, 447],
      ['gift-ideas', 4, 4],
    ]);
    const problems = embedded.flatMap((category) => category.products ?? []).flatMap((product) => normaliseProduct(product).problems);
    expect(problems).toEqual([]);
    expect(ids(embedded.at(-1))).toEqual(['7', '1', '758', '309']);
  });

  it('shows each catalogue case on the first page of its category', () => {
    const state = (product: Product, optionId: string, valueId: string, selection = initialSelection(product)) => {
      const option = product.options.find((candidate) => candidate.id === optionId)!;
      return valueState(product, selection, option, option.values.find((value) => value.id === valueId)!);
    };
    expect(orderRefusal(variantFor(byTitle('Ethiopia Yirgacheffe Natural'), initialSelection(byTitle('Ethiopia Yirgacheffe Natural'))))).toBe('out_of_stock');
    expect(orderRefusal(variantFor(byTitle('Panama Boquete Geisha'), initialSelection(byTitle('Panama Boquete Geisha'))))).toBe('not_orderable');
    expect(state(byTitle('Kenya Nyeri AA Peaberry'), 'weight', 'kg1')).toBe('disabled');
    expect(state(byTitle('Vanilla Bean Syrup'), 'bottle', 's750')).toBe('disabled');
    const huila = byTitle('Colombia Huila Pink Bourbon');
    expect(state(huila, 'weight', 'kg1', { weight: 'weight:g250', grind: 'grind:espresso' })).toBe('locked');
    expect(state(huila, 'weight', 'kg1', { weight: 'weight:g250', grind: 'grind:whole' })).toBe('available');
    expect(byTitle('Dockside Espresso').variants.every((variant) => variant.oldPrice !== null && variant.price !== null && variant.oldPrice > variant.price)).toBe(true);
    expect(byTitle('Harbor Gift Card').variants.map((variant) => [variant.price, variant.availability.quantity])).toEqual([
      [25, -1],
      [50, -1],
      [100, -1],
    ]);
  });

  it('has the cart\'s cases (issue 12.6): a limited stock, sold out (a preorder where the shop takes them), no price, hidden', () => {
    const cartOf = (title: string) => {
      const product = byTitle(title);
      return { ...cartData(product, product.variants[0]!), count: 1 };
    };
    const preorders = { ...DEFAULT_ECOMMERCE_SETTINGS, allowPreorder: true };
    const shop = PageSchema.parse(shopPage).settings.ecommerce;
    // 3 left: 3 in the cart are in stock, a fourth only as a preorder.
    expect(byTitle('Espresso Lover\u2019s Set').variants.map((variant) => variant.availability.quantity)).toEqual([3]);
    expect(stockStatus({ ...cartOf('Espresso Lover\u2019s Set'), count: 4 }, shop)).toBe('items_left_in_stock');
    expect(stockStatus({ ...cartOf('Espresso Lover\u2019s Set'), count: 4 }, preorders)).toBe('preorder');
    // Sold out: refused by this shop, a preorder in a shop that takes them.
    const box = byTitle('Coffee & Chocolate Pairing Box');
    expect(orderRefusal(box.variants[0]!, shop)).toBe('out_of_stock');
    expect(orderRefusal(box.variants[0]!, preorders)).toBeNull();
    expect(stockStatus(cartOf('Coffee & Chocolate Pairing Box'), preorders)).toBe('preorder');
    // No price: listed, shown with the page's noPriceLabel, orderable only where allowPriceless.
    const cupping = byTitle('Private Cupping Morning');
    expect(cupping.variants.map((variant) => variant.price)).toEqual([null]);
    expect(categoryProducts(shopSeed, 'gifts').map((product) => product.title)).toContain('Private Cupping Morning');
    expect(shop.noPriceLabel).toBe('Price on request');
    expect(orderRefusal(cupping.variants[0]!, shop)).toBe('no_price');
    expect(orderRefusal(cupping.variants[0]!, { ...shop, allowPriceless: true })).toBeNull();
    expect(stockStatus(cartOf('Private Cupping Morning'), shop)).toBe('not_available');
    expect(stockStatus(cartOf('Private Cupping Morning'), { ...shop, allowPriceless: true })).toBe('in_stock');
    // Hidden: never listed, but read by id (a cart's refresh), where its line is not available.
    const solstice = byTitle('Winter Solstice Gift Box');
    expect(solstice.visible).toBe(false);
    expect(shopSeed.products.filter((product) => product.categoryIds.includes('gifts')).map((product) => product.title)).toContain('Winter Solstice Gift Box');
    expect(categoryProducts(shopSeed, 'gifts').map((product) => product.title)).not.toContain('Winter Solstice Gift Box');
    expect(cartOf('Winter Solstice Gift Box').hidden).toBe(true);
    expect(stockStatus(cartOf('Winter Solstice Gift Box'), preorders)).toBe('not_available');
  });

  it('keeps every id it had: the products added later come after the last one', () => {
    expect(shopSeed.products.map((product) => product.id)).toEqual(shopSeed.products.map((_, index) => String(index + 1)));
    expect(shopSeed.products.slice(-2).map((product) => [product.id, product.title])).toEqual([
      ['1038', 'Private Cupping Morning'],
      ['1039', 'Winter Solstice Gift Box'],
    ]);
    expect(shopSeed.products.find((product) => product.id === '1037')?.title).toBe('Harbor Gull Canvas Tote');
    expect(shopSeed.products.find((product) => product.id === '8')?.title).toBe('Harbor House Blend');
  });
});
