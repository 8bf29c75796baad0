import { describe, expect, it } from 'vitest';
import { tabForHash } from '../widgets/tabs/tab-rules';
import { categoryHashNames, productHash, type CategoryView } from './section-catalogue';

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
