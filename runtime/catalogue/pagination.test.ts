import { describe, expect, it } from 'vitest';
import { pageCount, PAGINATION_GAP, PAGINATION_GAPS_ABOVE, paginationItems, stepTarget, type PaginationItem } from './pagination';

const G = PAGINATION_GAP;

/** The rules every bar must keep, whatever the page: first, last and current ± 1 shown, pages in order, no lone hidden page. */
function expectWellFormed(items: PaginationItem[], current: number, pages: number) {
  const numbers = items.filter((item): item is number => item !== G);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(new Set(numbers).size).toBe(numbers.length);
  for (const must of [1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages)) expect(numbers).toContain(must);
  items.forEach((item, index) => {
    if (item !== G) return;
    const before = items[index - 1];
    const after = items[index + 1];
    expect(typeof before).toBe('number');
    expect(typeof after).toBe('number');
    // A hyphen stands for one page or more.
    expect((after as number) - (before as number)).toBeGreaterThan(1);
  });
  for (let index = 1; index < items.length; index += 1) {
    const [before, after] = [items[index - 1], items[index]];
    if (typeof before === 'number' && typeof after === 'number') expect(after - before).toBe(1);
  }
}

describe('paginationItems (spec 000 §9 "with more than 4 pages, pagination shows gaps as hyphens")', () => {
  it('the gap is a hyphen, above 4 pages (spec 000 §9)', () => {
    expect(PAGINATION_GAP).toBe('-');
    expect(PAGINATION_GAPS_ABOVE).toBe(4);
  });

  it('shows every page without gaps from 1 to 4 pages, at every current page (spec 000 §9)', () => {
    for (let pages = 1; pages <= 4; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        expect(paginationItems(current, pages)).toEqual(Array.from({ length: pages }, (_, index) => index + 1));
      }
    }
  });

  it('shows gaps as hyphens above 4 pages, with the current page first (spec 000 §9)', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, G, 10]);
    expect(paginationItems(1, 6)).toEqual([1, 2, 3, G, 6]);
  });

  it('shows gaps as hyphens with the current page second (spec 000 §9)', () => {
    expect(paginationItems(2, 10)).toEqual([1, 2, 3, G, 10]);
  });

  it('shows gaps as hyphens on both sides with the current page in the middle (spec 000 §9)', () => {
    expect(paginationItems(5, 10)).toEqual([1, G, 4, 5, 6, G, 10]);
    expect(paginationItems(50, 100)).toEqual([1, G, 49, 50, 51, G, 100]);
  });

  it('shows gaps as hyphens with the current page second-to-last (spec 000 §9)', () => {
    expect(paginationItems(9, 10)).toEqual([1, G, 8, 9, 10]);
  });

  it('shows gaps as hyphens with the current page last (spec 000 §9)', () => {
    expect(paginationItems(10, 10)).toEqual([1, G, 8, 9, 10]);
    expect(paginationItems(6, 6)).toEqual([1, G, 4, 5, 6]);
  });

  it('shows a hyphen even for a single page left out (spec 000 §9: above 4 pages, gaps are hyphens)', () => {
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, G, 10]);
    expect(paginationItems(4, 10)).toEqual([1, G, 3, 4, 5, G, 10]);
    expect(paginationItems(7, 10)).toEqual([1, G, 6, 7, 8, G, 10]);
    expect(paginationItems(8, 10)).toEqual([1, G, 7, 8, 9, 10]);
    // Five pages: a gap wherever a page is left out; none when the current page's neighbours reach both ends.
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, G, 5]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(5, 5)).toEqual([1, G, 3, 4, 5]);
  });

  it('always shows the first and last page and the current page ± 1, in order (spec 000 §9)', () => {
    for (let pages = 5; pages <= 30; pages += 1) {
      for (let current = 1; current <= pages; current += 1) expectWellFormed(paginationItems(current, pages), current, pages);
    }
    // The 447 gear products at 8 a page (the shop scenario): 56 pages.
    for (const current of [1, 2, 3, 28, 54, 55, 56]) expectWellFormed(paginationItems(current, pageCount(447, 8)), current, 56);
  });

  it('marks at least one gap at every current page from 6 pages on (spec 000 §9)', () => {
    expect(paginationItems(4, 7)).toEqual([1, G, 3, 4, 5, G, 7]);
    for (let pages = 6; pages <= 20; pages += 1) {
      for (let current = 1; current <= pages; current += 1) expect(paginationItems(current, pages)).toContain(G);
    }
  });

  it('clamps an out-of-range current page into 1..pages (spec 000 §9)', () => {
    expect(paginationItems(0, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(-4, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(11, 10)).toEqual(paginationItems(10, 10));
    expect(paginationItems(999, 10)).toEqual([1, G, 8, 9, 10]);
    expect(paginationItems(5.7, 10)).toEqual(paginationItems(5, 10));
    expect(paginationItems(9, 3)).toEqual([1, 2, 3]);
  });

  it('shows nothing for 0 pages (or fewer) (spec 000 §9)', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(0, 0)).toEqual([]);
    expect(paginationItems(3, -2)).toEqual([]);
    expect(paginationItems(1, 0.5)).toEqual([]);
  });
});

describe('pageCount (spec 000 §9 "default products per page: 9")', () => {
  it('counts whole pages, the last one partly filled (spec 000 §9)', () => {
    expect(pageCount(20, 9)).toBe(3);
    expect(pageCount(18, 9)).toBe(2);
    expect(pageCount(1, 9)).toBe(1);
    expect(pageCount(299, 9)).toBe(34);
  });

  it('is 0 for no products, a negative count, or no page size (spec 000 §9)', () => {
    expect(pageCount(0, 9)).toBe(0);
    expect(pageCount(-5, 9)).toBe(0);
    expect(pageCount(20, 0)).toBe(0);
    expect(pageCount(20, -1)).toBe(0);
  });
});

describe('stepTarget (spec 000 §4: previous and next beside the page numbers)', () => {
  it('turns one page back or on, and leads nowhere past the first or the last page', () => {
    expect(stepTarget(2, 5, -1)).toBe(1);
    expect(stepTarget(2, 5, 1)).toBe(3);
    expect(stepTarget(1, 5, -1)).toBeNull();
    expect(stepTarget(5, 5, 1)).toBeNull();
    expect(stepTarget(1, 1, 1)).toBeNull();
  });
});
