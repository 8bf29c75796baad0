import { describe, expect, it } from 'vitest';
import { tabForHash } from '../widgets/tabs/tab-rules';
import { hashNameOwners } from '../widgets/tabs/hash-owners';
import { loadPage } from '../page/parse-page';
import { catalogueHashName, categoryHashNames, categoryName, namingCategories, productHash, readSectionCatalogue, sectionHashNames, stackedCategories, type CategoryView, type ProductsSectionData } from './section-catalogue';

const category = (id: string, ids: string[]): CategoryView => ({ id, name: id, initial: { ids, count: ids.length }, productIds: null });

describe('a hash naming a product opens the category holding it (spec 000 §2)', () => {
  const categories = [category('beans', ['8', '10']), category('cups', ['758', '759']), category('gifts', ['7', '758'])];
  const targets = categories.map((view) => ({ id: view.id, contains: categoryHashNames(view) }));

  it('names a product as #product{id}', () => {
    expect(productHash('758')).toBe('product758');
  });

  it('opens the category holding the product; the first one when several hold it', () => {
    expect(tabForHash('#product10', targets)).toBe('beans');
    expect(tabForHash('#product758', targets)).toBe('cups');
    expect(tabForHash('#product7', targets)).toBe('gifts');
  });

  it('ignores a product no category holds, and keeps #tab{id} working', () => {
    expect(tabForHash('#product999', targets)).toBeNull();
    expect(tabForHash('#tabgifts', targets)).toBe('gifts');
  });
});

describe('which card bears #product{id}, and which list #tab{categoryId} (spec 000 §2 "the hash may match ... an element id")', () => {
  it('reads the name a hash gives when a catalogue answers it: a product\u2019s card or a category\u2019s tab link', () => {
    expect(catalogueHashName('#product758')).toBe('product758');
    expect(catalogueHashName('product%37%35%38')).toBe('product758');
    expect(catalogueHashName('#tabcups')).toBe('tabcups');
    expect(catalogueHashName('#product')).toBeNull();
    expect(catalogueHashName('#tab')).toBeNull();
    expect(catalogueHashName('#menu')).toBeNull();
    expect(catalogueHashName('')).toBeNull();
  });

  it('in a section, the card in the first category whose published page holds the product: the tab the hash opens', () => {
    const categories = [category('beans', ['8', '10']), category('cups', ['758', '759']), category('gifts', ['7', '758'])];
    const naming = namingCategories(categories);
    expect(Object.fromEntries(naming)).toEqual({ 8: 'beans', 10: 'beans', 758: 'cups', 759: 'cups', 7: 'gifts' });
    const targets = categories.map((view) => ({ id: view.id, contains: categoryHashNames(view) }));
    for (const [productId, categoryId] of naming) expect(tabForHash(`#${productHash(productId)}`, targets)).toBe(categoryId);
  });

  it('across sections, the first section on the page that shows the product or the category (an id is once in a document)', () => {
    const catalogue = sectionHashNames([category('beans', ['8']), category('gear', ['308'])], [category('beans', ['8']), category('gear', ['308'])]);
    const gear = sectionHashNames([category('gear', ['308', '309'])], [category('gear', ['308', '309'])]);
    expect(hashNameOwners([{ sectionId: 'catalogue', names: catalogue }, { sectionId: 'gear', names: gear }])).toEqual({ product8: 'catalogue', product308: 'catalogue', product309: 'gear', tabbeans: 'catalogue', tabgear: 'catalogue' });
    expect(hashNameOwners([])).toEqual({});
  });

  it('a section answers the tab links of the category lists it shows, not of a list of given products (no category)', () => {
    const late: CategoryView = { id: 'late', name: 'Late', initial: { ids: [], count: 0 }, productIds: null };
    expect(sectionHashNames([category('beans', ['8']), late], [category('beans', ['8'])])).toEqual(['product8', 'tabbeans']);
    const given: CategoryView = { id: 'products', name: '', initial: { ids: ['8'], count: 1 }, productIds: ['8'] };
    expect(sectionHashNames([given], [given])).toEqual(['product8']);
  });
});

describe('categories not shown as tabs (spec 000 §1 "catalogue categories can be shown as tabs")', () => {
  it('shows every category with products, in the owner\u2019s order; one published without its first page stays (it loads it)', () => {
    const late: CategoryView = { id: 'late', name: 'Late', initial: { ids: [], count: 12 }, productIds: null };
    const empty: CategoryView = { id: 'empty', name: 'Empty', initial: { ids: [], count: 0 }, productIds: null };
    expect(stackedCategories([empty, category('beans', ['8']), late, category('cups', ['758'])]).map((view) => view.id)).toEqual(['beans', 'late', 'cups']);
  });
});

describe('a category\u2019s first page is cut to the page size (spec 000 §3 navigation max_count, §9 "Default products per page: 9")', () => {
  const embedded = (from: number, to: number): unknown[] => Array.from({ length: to - from + 1 }, (_, index) => ({ id: String(from + index), title: `Bean ${from + index}`, variants: [{ id: `v${from + index}`, price: 10 }] }));
  /** One PRODUCTS section at `perPage` a page whose beans category carries `products`, as the page loader reads it. */
  function sectionOf(perPage: number, products: unknown[], count?: number): ProductsSectionData {
    const loaded = loadPage({ sections: [{ id: 'shop', type: 'PRODUCTS', params: { navigation: { type: 'button', max_count: perPage } }, categories: [{ id: 'beans', name: 'Beans', products, ...(count === undefined ? {} : { count }) }] }] });
    const part = loaded.ok ? loaded.sections[0] : undefined;
    if (!part?.ok || part.value.type !== 'PRODUCTS') throw new Error('the section did not load');
    return part.value;
  }

  it('published at a larger size (or by hand): page 1 is the first max_count, the count kept; the products beyond are read and counted', () => {
    const catalogue = readSectionCatalogue(sectionOf(3, embedded(1, 9), 20));
    expect(catalogue.categories[0]?.initial).toEqual({ ids: ['1', '2', '3'], count: 20, short: false });
    expect(catalogue.products.has('9')).toBe(true);
    expect(readSectionCatalogue(sectionOf(3, embedded(1, 9))).categories[0]?.initial).toEqual({ ids: ['1', '2', '3'], count: 9, short: false });
  });

  it('published at a smaller size, while the list has more: short of a page', () => {
    expect(readSectionCatalogue(sectionOf(9, embedded(1, 6), 20)).categories[0]?.initial).toEqual({ ids: ['1', '2', '3', '4', '5', '6'], count: 20, short: true });
    // The whole list, fewer than a page: page 1 as it is.
    expect(readSectionCatalogue(sectionOf(9, embedded(1, 6), 6)).categories[0]?.initial.short).toBe(false);
  });

  it('a whole page with a broken product is one card short, not short of a page (its load-more asks for page 2)', () => {
    const products = embedded(1, 9);
    products[3] = 'a broken product';
    const catalogue = readSectionCatalogue(sectionOf(9, products, 20));
    expect(catalogue.categories[0]?.initial).toEqual({ ids: ['1', '2', '3', '5', '6', '7', '8', '9'], count: 20, short: false });
    expect(catalogue.problems).toHaveLength(1);
  });
});

describe('a category\u2019s name on its tab and its list\u2019s pages', () => {
  it.each([
    ['Coffee beans', 'Coffee beans'],
    ['  Coffee beans ', 'Coffee beans'],
    ['', 'beans'],
    [' \u00a0\t', 'beans'],
  ])('the name %j reads %j', (name, shown) => {
    expect(categoryName({ id: 'beans', name })).toBe(shown);
  });
});
