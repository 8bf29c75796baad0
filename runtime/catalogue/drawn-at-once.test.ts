// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cardsOnScreenOnceAdded, DRAWN_AT_ONCE_ATTRIBUTE, markDrawnAtOnce, shownGridOf, type ShownGrid } from './drawn-at-once';

// The published shop's desktop grid: three columns, rows 600 px tall 28 px apart, a window 800 px high.
const desktop = (shown: number, lastRowTop: number): ShownGrid => ({ shown, columns: 3, lastRow: { top: lastRowTop, bottom: lastRowTop + 600 }, rowGap: 28 });

/** A card in its item of the list, as ProductList renders it. */
const ITEM = '<div class="rt-catalogue__item" role="listitem"><article class="rt-card"></article></div>';

describe('which of a load-more’s cards are drawn in the frame that shows them (drawn-at-once.ts)', () => {
  it('the rows of the new cards that will be on the screen, a row at a time, as tall as the last shown', () => {
    // The button in the middle of the window: the last row ends at 350, the new first row starts at 378.
    expect(cardsOnScreenOnceAdded(desktop(9, -250), 9, 800)).toEqual({ from: 0, to: 3 });
    // The last row near the top: two new rows (from 128 and from 756) reach into the window.
    expect(cardsOnScreenOnceAdded(desktop(9, -500), 9, 800)).toEqual({ from: 0, to: 6 });
    // The second new row would start at 806, below it.
    expect(cardsOnScreenOnceAdded(desktop(9, -450), 9, 800)).toEqual({ from: 0, to: 3 });
    // A tall window shows all three new rows.
    expect(cardsOnScreenOnceAdded(desktop(9, -250), 9, 2000)).toEqual({ from: 0, to: 9 });
    // A row starting exactly at the window's bottom edge is not on the screen.
    expect(cardsOnScreenOnceAdded(desktop(9, 172), 9, 800)).toEqual({ from: 0, to: 0 });
    // The first new row scrolled off the top (a late answer after a scroll): the rows after it.
    expect(cardsOnScreenOnceAdded(desktop(9, -1300), 9, 800)).toEqual({ from: 3, to: 9 });
  });

  it('new cards fill the last row first, drawn if that row is on the screen', () => {
    // A phone's two columns: nine cards leave one cell free in the fifth row.
    const phone: ShownGrid = { shown: 9, columns: 2, lastRow: { top: 300, bottom: 700 }, rowGap: 20 };
    expect(cardsOnScreenOnceAdded(phone, 9, 844)).toEqual({ from: 0, to: 3 });
    // That row scrolled off the top: its free cell's card is not on the screen, the next two rows are.
    expect(cardsOnScreenOnceAdded({ ...phone, lastRow: { top: -400, bottom: 0 } }, 9, 844)).toEqual({ from: 1, to: 5 });
    // Fewer new cards than the rows would take.
    expect(cardsOnScreenOnceAdded(phone, 2, 844)).toEqual({ from: 0, to: 2 });
  });

  it('with nothing to reckon from (no card shown, a hidden grid, no window), every new card is drawn', () => {
    expect(cardsOnScreenOnceAdded({ shown: 0, columns: 0, lastRow: { top: 0, bottom: 0 }, rowGap: 0 }, 9, 800)).toEqual({ from: 0, to: 9 });
    expect(cardsOnScreenOnceAdded({ shown: 9, columns: 9, lastRow: { top: 0, bottom: 0 }, rowGap: 0 }, 9, 800)).toEqual({ from: 0, to: 9 });
    expect(cardsOnScreenOnceAdded(desktop(9, -250), 9, Number.POSITIVE_INFINITY)).toEqual({ from: 0, to: 9 });
  });

  it('reads the columns, the last row and the gap from the grid’s shown cards, not a hidden page’s', () => {
    document.body.innerHTML = `<div class="rt-catalogue__grid" style="row-gap: 28px">
      <div class="rt-catalogue__page">${ITEM.repeat(5)}</div>
      <div class="rt-catalogue__page" hidden>${ITEM}</div></div>`;
    const grid = document.querySelector<HTMLElement>('.rt-catalogue__grid')!;
    grid.querySelectorAll('.rt-card').forEach((card, index) => {
      const top = index < 5 ? Math.floor(index / 3) * 628 : 0;
      card.getBoundingClientRect = () => ({ top, bottom: top + 600 }) as DOMRect;
    });
    expect(shownGridOf(grid)).toEqual({ shown: 5, columns: 3, lastRow: { top: 628, bottom: 1228 }, rowGap: 28 });
  });

  it('marks the cards of the page in the range as it is shown, and only those', () => {
    document.body.innerHTML = `<div class="rt-catalogue__page">${ITEM.repeat(9)}</div>`;
    const page = document.querySelector<HTMLElement>('.rt-catalogue__page')!;
    markDrawnAtOnce(page, { from: 1, to: 5 });
    expect([...page.querySelectorAll('.rt-card')].map((card) => card.hasAttribute(DRAWN_AT_ONCE_ATTRIBUTE))).toEqual([false, true, true, true, true, false, false, false, false]);
  });
});
