import { describe, expect, it } from 'vitest';
import { createTranslator } from '../platform/i18n';
import { MESSAGES } from '../platform/messages';
import { cardsAdded, loadMoreNews } from './load-more-news';

const ids = (count: number) => ({ ids: Array.from({ length: count }, (_, index) => `p${index}`) });

describe('cardsAdded: what a load added to a list', () => {
  it('is the products after the load less those before', () => {
    expect(cardsAdded(ids(9), ids(18))).toBe(9);
    // A page whose products the list already showed in part adds only the others.
    expect(cardsAdded(ids(9), ids(10))).toBe(1);
  });

  it('is none for a load that added nothing, or a list gone meanwhile', () => {
    expect(cardsAdded(ids(9), ids(9))).toBe(0);
    expect(cardsAdded(ids(9), undefined)).toBe(0);
  });

  it('counts every product of a list that was not there before', () => {
    expect(cardsAdded(undefined, ids(9))).toBe(9);
  });
});

describe('loadMoreNews: what a screen reader hears of a load-more', () => {
  it('says how many products came, in the plural form of the language', () => {
    const en = createTranslator('en', MESSAGES);
    expect(loadMoreNews(9, en)).toBe('9 more products shown');
    expect(loadMoreNews(1, en)).toBe('1 more product shown');
    const ru = createTranslator('ru', MESSAGES);
    expect(loadMoreNews(1, ru)).toBe('Показан ещё 1 товар');
    expect(loadMoreNews(3, ru)).toBe('Показаны ещё 3 товара');
    expect(loadMoreNews(9, ru)).toBe('Показано ещё 9 товаров');
  });

  it('says nothing when nothing came', () => {
    expect(loadMoreNews(0, createTranslator('en', MESSAGES))).toBeNull();
  });
});
