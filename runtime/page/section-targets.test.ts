import { describe, expect, it } from 'vitest';
import { elementTarget, runtimeHashUse, sectionTargets } from './section-targets';

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

describe('elementTarget: an element’s DOM id, the `#` target of links to it', () => {
  it('is its id, as a section’s bare id is, but never a command the runtime reads: #cart would open the cart and scroll to the element', () => {
    expect(['offer', 'tab', 'pays', 'cart', 'pay'].map(elementTarget)).toEqual(['offer', 'tab', 'pays', undefined, undefined]);
  });

  it('keeps an id that only has the shape of #tab{id} or #product{id}: an owner’s “products” or “tablet” stays linkable', () => {
    expect(['products', 'tablet', 'tabs', 'product5', 'tabbeans'].map(elementTarget)).toEqual(['products', 'tablet', 'tabs', 'product5', 'tabbeans']);
  });
});

describe('runtimeHashUse: what the owner of a part with such an id is told', () => {
  it('says what the runtime does with each of its hashes, and nothing of another name', () => {
    expect(runtimeHashUse('cart')).toBe('#cart opens the cart');
    expect(runtimeHashUse('pay')).toBe("#pay is written by a form's pay action");
    expect(runtimeHashUse('tabbeans')).toBe('#tabbeans has the form #tab{id}, which chooses a tab');
    expect(runtimeHashUse('product5')).toBe("#product5 has the form #product{id}, which leads to a product's card");
    expect(['tab', 'product', 'carts', 'offer'].map(runtimeHashUse)).toEqual([null, null, null, null]);
  });
});
