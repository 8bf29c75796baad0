/**
 * Which cards of a load-more's page are drawn whole in the frame that shows them. A catalogue
 * card's contents are laid out only as it comes near the screen (catalogue.css, `content-visibility:
 * auto`), and the browser finds a card on the screen only in a frame after the one that shows it:
 * a load-more's first frame painted its cards as empty boxes. So the cards the page will put on the
 * screen are marked, as it is shown, to be drawn at once; the others keep `auto` and are drawn as
 * they near the screen, as the first page's are. Drawing all nine at once made the click's frame
 * lay out and paint the six below the window too (published shop, pointer-first load-more at 4×
 * CPU, side by side, median to the end of the frame that draws the on-screen cards: desktop, 10
 * runs, 175 → 102 ms; phone, 4 runs, 207 → 96 ms).
 *
 * Which cards those are is reckoned at the click, from the grid as it is then laid out: read after
 * the page is shown, the boxes cost a layout of the grid before the frame's own (8 runs beside
 * this: 154 ms against 134). A page whose answer comes long after the click may find the window
 * scrolled since: a card it did not mark is then drawn a frame late, and one it marked off the
 * screen is drawn for nothing, as every card was before.
 */

/** The attribute catalogue.css draws a card whole by. */
export const DRAWN_AT_ONCE_ATTRIBUTE = 'data-drawn-at-once';

/** The shown cards of a catalogue grid, as laid out: boxes in the window's coordinates. */
export interface ShownGrid {
  /** How many cards are shown. */
  shown: number;
  columns: number;
  /** The box of the last shown card: its row's, as a row's cards stretch to one height. */
  lastRow: { top: number; bottom: number };
  rowGap: number;
}

/** Which of the cards added to a grid are on the screen: those from `from` up to `to` (not included). */
export interface CardRange {
  from: number;
  to: number;
}

/**
 * Which of `added` cards appended to the grid will be on the screen: those that fill the last row,
 * then a row at a time, each row as tall as the last shown one (rows differ only by their texts and
 * options; a new card, not yet drawn, holds the height reckoned for it: card-held-height.ts). The cards on
 * the screen follow each other: those above the window come first (the last row's free cells,
 * scrolled off the top), those below it last.
 */
export function cardsOnScreenOnceAdded(grid: ShownGrid, added: number, viewportHeight: number): CardRange {
  const rowHeight = grid.lastRow.bottom - grid.lastRow.top;
  // Nothing to reckon from (an empty grid, a hidden one): all are drawn, as before the rule.
  if (grid.shown === 0 || grid.columns === 0 || rowHeight <= 0) return { from: 0, to: added };
  const free = (grid.columns - (grid.shown % grid.columns)) % grid.columns;
  let from: number | null = null;
  let to = 0;
  for (let index = 0; index < added; index += 1) {
    const top = index < free ? grid.lastRow.top : grid.lastRow.bottom + grid.rowGap + Math.floor((index - free) / grid.columns) * (rowHeight + grid.rowGap);
    if (top >= viewportHeight) break;
    if (top + rowHeight > 0) {
      from ??= index;
      to = index + 1;
    }
  }
  return { from: from ?? 0, to };
}

/** A card in its item of the list, as a page group (ProductList's CardPage) holds each. */
const ITEM_CARD = '.rt-catalogue__item > .rt-card';

/** The shown cards of a catalogue grid element, read from its layout (clean at a click: nothing is laid out anew). */
export function shownGridOf(grid: HTMLElement): ShownGrid {
  const cards = grid.querySelectorAll(`:scope > .rt-catalogue__page:not([hidden]) > ${ITEM_CARD}`);
  const last = cards[cards.length - 1]?.getBoundingClientRect();
  const firstTop = cards[0]?.getBoundingClientRect().top;
  let columns = 0;
  while (columns < cards.length && cards[columns]!.getBoundingClientRect().top === firstTop) columns += 1;
  const rowGap = Number.parseFloat(grid.ownerDocument.defaultView?.getComputedStyle(grid).rowGap ?? '') || 0;
  return { shown: cards.length, columns, lastRow: { top: last?.top ?? 0, bottom: last?.bottom ?? 0 }, rowGap };
}

/** Marks the cards of a page group (CardPage) in `range` to be drawn whole at once. */
export function markDrawnAtOnce(page: HTMLElement, range: CardRange): void {
  for (const card of [...page.querySelectorAll(`:scope > ${ITEM_CARD}`)].slice(range.from, range.to)) card.setAttribute(DRAWN_AT_ONCE_ATTRIBUTE, '');
}
