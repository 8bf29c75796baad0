import { describe, expect, it } from 'vitest';
import { tabForHash } from '../widgets/tabs/tab-rules';
import { productNameOwners } from './catalogue-store';
import { categoryHashNames, namingCategories, productForHash, productHash, stackedCategories, type CategoryView } from './section-catalogue';

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

describe('which card bears #product{id} (spec 000 §2 "the hash may match ... an element id")', () => {
  it('reads the product a hash names', () => {
    expect(productForHash('#product758')).toBe('758');
    expect(productForHash('product%37%35%38')).toBe('758');
    expect(productForHash('#product')).toBeNull();
    expect(productForHash('#tab758')).toBeNull();
    expect(productForHash('')).toBeNull();
  });

  it('in a section, the card in the first category whose published page holds the product: the tab the hash opens', () => {
    const categories = [category('beans', ['8', '10']), category('cups', ['758', '759']), category('gifts', ['7', '758'])];
    const naming = namingCategories(categories);
    expect(Object.fromEntries(naming)).toEqual({ 8: 'beans', 10: 'beans', 758: 'cups', 759: 'cups', 7: 'gifts' });
    const targets = categories.map((view) => ({ id: view.id, contains: categoryHashNames(view) }));
    for (const [productId, categoryId] of naming) expect(tabForHash(`#${productHash(productId)}`, targets)).toBe(categoryId);
  });

  it('across sections, the first section on the page that shows the product (an id is once in a document)', () => {
    expect(productNameOwners([{ sectionId: 'catalogue', productIds: ['8', '308'] }, { sectionId: 'gear', productIds: ['308', '309'] }])).toEqual({ 8: 'catalogue', 308: 'catalogue', 309: 'gear' });
    expect(productNameOwners([])).toEqual({});
  });
});

describe('categories not shown as tabs (spec 000 §1 "catalogue categories can be shown as tabs")', () => {
  it('shows every category with products, in the owner\u2019s order; one published without its first page stays (it loads it)', () => {
    const late: CategoryView = { id: 'late', name: 'Late', initial: { ids: [], count: 12 }, productIds: null };
    const empty: CategoryView = { id: 'empty', name: 'Empty', initial: { ids: [], count: 0 }, productIds: null };
    expect(stackedCategories([empty, category('beans', ['8']), late, category('cups', ['758'])]).map((view) => view.id)).toEqual(['beans', 'late', 'cups']);
  });
});
