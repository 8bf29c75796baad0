/**
 * The box a photo's file is chosen for on paper when the screen gives it none. A page printed shows
 * what the screen hides in it: every tab's panel, each under its tab's title (widgets/tabs/tabs.css),
 * so the photos of the tabs not selected are printed too, while on the screen their box measures
 * 0 × 0 (a `hidden` panel) and no width could be chosen from it. Their file is asked for inside
 * `beforeprint` (ResponsiveImage.tsx), before the print lays the page out, so the width they print at
 * cannot be measured: it is taken as the width of the column they print in, that of their nearest
 * ancestor the screen gives a box (the panels' box), at most a sheet's width. The screen's own
 * loading is untouched: nothing here is used before the page is printed.
 */
import type { BoxSize } from '../box-size';
import { proportionBox } from './drawn-width';

/**
 * The widest a photo is printed: an A4 sheet's width (210 mm) at the print's 96 CSS px per inch,
 * with no margins (a US Letter sheet is 816 px, within the reuse window of a file this wide). Ours.
 */
export const PRINTED_SHEET_WIDTH_PX = 794;

/**
 * The width of the column an element is printed in where the screen gives it no box: that of its
 * nearest ancestor the screen gives one (offsetWidth, a layout width, as box-size.ts measures), at
 * most a sheet's; a sheet's where none has one.
 */
export function printedColumnWidth(element: Element): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.offsetWidth > 0) return Math.min(node.offsetWidth, PRINTED_SHEET_WIDTH_PX);
  }
  return PRINTED_SHEET_WIDTH_PX;
}

/**
 * The box an image's file is chosen for: the box it measures on the screen when that has a width;
 * else, once the page is printed (`printedColumn`, from printedColumnWidth), a box of the printed
 * column's width, at most its place's (`slotWidth`, first-paint.tsx), and its proportion's height
 * (the box's aspect ratio, no-script-image.tsx); else none (nothing is chosen).
 */
export function boxToChooseFor(measured: BoxSize | undefined, printedColumn: number | null, slotWidth: number | null, proportion: number): BoxSize | undefined {
  if (measured && measured.width > 0) return measured;
  if (printedColumn === null) return undefined;
  return proportionBox(slotWidth === null ? printedColumn : Math.min(printedColumn, slotWidth), proportion);
}
