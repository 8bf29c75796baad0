/**
 * The pagination bar (spec 000 §4, §9): page numbers, with gaps shown as hyphens when there
 * are more than PAGINATION_GAPS_ABOVE pages. Around the current page its neighbours stay, and
 * the first and the last page are always there (at either end, three numbers stay together);
 * every run of pages left out is one hyphen.
 */

/** Spec 000 §9: with more than 4 pages, pagination shows gaps as hyphens. */
export const PAGINATION_GAPS_ABOVE = 4;
export const PAGINATION_GAP = '-';

export type PaginationItem = number | typeof PAGINATION_GAP;

export function paginationItems(current: number, pages: number): PaginationItem[] {
  const total = Math.max(0, Math.floor(pages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  if (total <= PAGINATION_GAPS_ABOVE) return Array.from({ length: total }, (_, index) => index + 1);
  const shown = new Set([1, total, page - 1, page, page + 1]);
  // At either end, keep three numbers together so the bar does not shrink to "1 - 9".
  if (page <= 2) shown.add(3);
  if (page >= total - 1) shown.add(total - 2);
  const numbers = [...shown].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const n of numbers) {
    if (n - previous > 1 && previous > 0) items.push(PAGINATION_GAP);
    items.push(n);
    previous = n;
  }
  return items;
}

/** How many pages `count` products make at `perPage` a page. */
export function pageCount(count: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(Math.max(0, count) / perPage) : 0;
}

/**
 * The page a step button (previous: -1, next: 1) turns to, or null at that end of the pages: the
 * button then stays, refused (PaginationBar.tsx), rather than disabled.
 */
export function stepTarget(current: number, pages: number, step: -1 | 1): number | null {
  const target = current + step;
  return target >= 1 && target <= pages ? target : null;
}
