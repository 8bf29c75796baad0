// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boxToChooseFor, PRINTED_SHEET_WIDTH_PX, printedColumnWidth } from './printed-width';

afterEach(() => vi.restoreAllMocks());

/** Nested elements whose layout widths are `widths`, outermost first; returns the innermost. */
function nested(widths: readonly number[]): HTMLElement {
  const byElement = new Map<Element, number>();
  let parent: HTMLElement = document.createElement('div');
  const root = parent;
  byElement.set(parent, widths[0] ?? 0);
  for (const width of widths.slice(1)) {
    const child = document.createElement('div');
    parent.append(child);
    byElement.set(child, width);
    parent = child;
  }
  document.body.replaceChildren(root);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return byElement.get(this) ?? 0;
  });
  return parent;
}

describe('printedColumnWidth: the column a box the screen hides is printed in', () => {
  it('is its nearest ancestor’s width that the screen gives a box: a hidden tab’s panel inside the 600 px panels', () => {
    expect(printedColumnWidth(nested([1200, 600, 0, 0]))).toBe(600);
  });

  it('is at most a sheet’s width: a panel 1200 px wide on the screen prints on an A4 sheet', () => {
    expect(printedColumnWidth(nested([1200, 0, 0]))).toBe(PRINTED_SHEET_WIDTH_PX);
  });

  it('is a sheet’s width where no ancestor has a box (body measured 0, detached)', () => {
    const alone = document.createElement('div');
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(0);
    expect(printedColumnWidth(alone)).toBe(PRINTED_SHEET_WIDTH_PX);
  });
});

describe('boxToChooseFor: the box an image’s file is chosen for', () => {
  it('is the box measured on the screen when it has a width, printed or not', () => {
    expect(boxToChooseFor({ width: 400, height: 300 }, null, null, 0.75)).toEqual({ width: 400, height: 300 });
    expect(boxToChooseFor({ width: 400, height: 300 }, 700, null, 0.75)).toEqual({ width: 400, height: 300 });
  });

  it('is none for a box with no width (or not measured yet) before the page is printed: a hidden tab’s photo loads nothing', () => {
    expect(boxToChooseFor({ width: 0, height: 0 }, null, null, 0.75)).toBeUndefined();
    expect(boxToChooseFor(undefined, null, null, 0.75)).toBeUndefined();
  });

  it('printed, a box with no width is the printed column’s width and its proportion’s height, at most its place’s width', () => {
    expect(boxToChooseFor({ width: 0, height: 0 }, 600, null, 0.75)).toEqual({ width: 600, height: 450 });
    expect(boxToChooseFor(undefined, 600, null, 0.75)).toEqual({ width: 600, height: 450 });
    expect(boxToChooseFor({ width: 0, height: 0 }, 600, 300, 0.5)).toEqual({ width: 300, height: 150 });
  });
});
