import { describe, expect, it } from 'vitest';
import { createTranslator } from '../platform/i18n';
import { cartChangeNews, cartNews } from './cart-news';

const t = createTranslator('en');
const blend = { id: 'p8:v1', title: 'Harbor House Blend', count: 1 };
const mug = { id: 'p3:v1', title: 'Stoneware mug', count: 2 };

describe('cartNews', () => {
  it('says a new count, a line set to 0 (removed in a few seconds) and a line gone', () => {
    expect(cartNews([blend, mug], [{ ...blend, count: 3 }, mug], t)).toEqual(['Harbor House Blend: 3 in the cart']);
    expect(cartNews([blend, mug], [{ ...blend, count: 0 }, mug], t)).toEqual(['Harbor House Blend will be removed from the cart in a few seconds']);
    expect(cartNews([blend, mug], [mug], t)).toEqual(['Harbor House Blend removed from the cart']);
  });

  it('nothing for an unchanged cart or a line added (a card says that)', () => {
    expect(cartNews([blend], [blend], t)).toEqual([]);
    expect(cartNews([blend], [blend, mug], t)).toEqual([]);
  });

  it('in the page’s language', () => {
    expect(cartNews([blend], [], createTranslator('ru'))).toEqual(['Товар «Harbor House Blend» удалён из корзины']);
  });
});

describe('cartChangeNews', () => {
  const placed = { payLink: null };

  it('the lines an accepted order took, whole or in part, are no news: the order form says the order went', () => {
    expect(cartChangeNews({ items: [blend, mug], placed: null }, { items: [{ ...mug, count: 1 }], placed }, t)).toEqual([]);
  });

  it('after the order, a line the visitor changes or removes is news again', () => {
    expect(cartChangeNews({ items: [blend, mug], placed }, { items: [mug], placed }, t)).toEqual(['Harbor House Blend removed from the cart']);
    expect(cartChangeNews({ items: [blend, mug], placed: null }, { items: [mug], placed: null }, t)).toEqual(['Harbor House Blend removed from the cart']);
  });

  it('nothing when the lines did not change', () => {
    const items = [blend];
    expect(cartChangeNews({ items, placed: null }, { items, placed }, t)).toEqual([]);
  });
});
