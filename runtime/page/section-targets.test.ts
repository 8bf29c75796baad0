import { describe, expect, it } from 'vitest';
import { sectionTargets } from './section-targets';

describe('sectionTargets (spec 001 §2: "#anchor name or id")', () => {
  it('is the anchor name where there is one, else the id', () => {
    expect([...sectionTargets([{ id: 's1', anchor: 'about' }, { id: 's2' }, { id: 's3', anchor: '' }])]).toEqual([
      ['s1', 'about'],
      ['s2', 's2'],
      ['s3', 's3'],
    ]);
  });

  it('leaves an id that another section took as its anchor name to that section', () => {
    expect([...sectionTargets([{ id: 'prices' }, { id: 's2', anchor: 'prices' }])]).toEqual([
      ['prices', undefined],
      ['s2', 'prices'],
    ]);
  });

  it('gives no section the hashes the runtime writes, #cart and #pay, by its id alone', () => {
    expect([...sectionTargets([{ id: 'cart' }, { id: 'pay' }, { id: 'pay', anchor: 'pay' }])]).toEqual([
      ['cart', undefined],
      ['pay', 'pay'],
    ]);
    expect(sectionTargets([{ id: 'cart' }, { id: 's2', anchor: 'cart' }]).get('s2')).toBe('cart');
  });

  it('nor a #tab{categoryId} or a #product{productId}: a section id of that shape would choose a tab, or share its id with a card', () => {
    expect([...sectionTargets([{ id: 'product5' }, { id: 'tabbeans' }, { id: 'tab' }, { id: 'products-intro', anchor: 'products' }])]).toEqual([
      ['product5', undefined],
      ['tabbeans', undefined],
      ['tab', 'tab'],
      ['products-intro', 'products'],
    ]);
  });
});
