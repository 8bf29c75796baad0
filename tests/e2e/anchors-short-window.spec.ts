/**
 * Reflow (WCAG 1.4.10) for the anchors widget: a fixed column of dots, 24 px apart (spec 001 §9), at
 * the middle of the window's right edge. A page of 14 sections makes it 336 px tall: in a short
 * window (1280×256, a landscape window at 400 % zoom) it is cut to the window and scrolls on its
 * own, and every dot, its focus ring and its title can be brought into view; a tall window shows it
 * as before, whole and centred.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageParam } from '../support/harness';
import { ANCHORS_SPACING_PX } from '../../runtime/widgets/anchors/anchor-rules';

const SECTION_COUNT = 14;
/** Sections taller than the short window, so one at a time crosses its middle. */
const SECTION_PADDING_PX = 200;
/** The column's margin from the window's edges (anchors.css --rt-anchors-inset). */
const INSET_PX = 12;
/** How far a focus ring reaches beyond its dot (site.css --rt-focus-ring-reach). */
const RING_REACH_PX = 6;

const SHORT_PAGE = {
  settings: { title: 'Harbor Coffee', language: 'en', country: 'US' },
  sections: Array.from({ length: SECTION_COUNT }, (_, index) => ({
    id: `s${index}`,
    type: 'FREE',
    anchor: `part-${index + 1}`,
    title: `Part ${index + 1}`,
    padding: { desktop: { top: SECTION_PADDING_PX, bottom: SECTION_PADDING_PX } },
    elements: [{ id: `t${index}`, type: 'figure', data: { kind: 'text', tag: 'p', text: `Part ${index + 1}` } }],
  })),
  widgets: [{ id: 'dots', type: 'ANCHORS' }],
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Page sections' });
const dots = (page: Page) => nav(page).getByRole('link');

/** Reduced motion: the dots appear, and the column scrolls, without animation. */
async function open(page: Page) {
  await page.goto(`frame.html?scenario=landing&mode=run&flags=reducedMotion&page=${pageParam(SHORT_PAGE)}`);
  await expect(dots(page)).toHaveCount(SECTION_COUNT);
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The part of a box that shows: inside the window and the column (a scroller clips what overflows
 * it). Null when any of it is cut off.
 */
const shownWhole = (page: Page, selector: string, reach = 0) =>
  page.evaluate(
    ([selector, reach]) => {
      const column = document.querySelector('.rt-anchors')!.getBoundingClientRect();
      const box = document.querySelector(selector)!.getBoundingClientRect();
      const grown = { top: box.top - reach, bottom: box.bottom + reach, left: box.left - reach, right: box.right + reach };
      const inside = (outer: Box) => grown.top >= outer.top && grown.bottom <= outer.bottom && grown.left >= outer.left && grown.right <= outer.right;
      return inside(column) && inside({ top: 0, bottom: innerHeight, left: 0, right: innerWidth });
    },
    [selector, reach] as const,
  );

const dotSelector = (index: number) => `.rt-anchors__item:nth-child(${index + 1}) .rt-anchors__link`;
const titleSelector = (index: number) => `${dotSelector(index)} .rt-anchors__title`;

test.describe('anchors widget in a short window (1280×256)', () => {
  test.use({ viewport: { width: 1280, height: 256 } });

  test('the column is cut to the window, less its margin, and scrolls on its own without scrolling the page', async ({ page }) => {
    await open(page);
    const column = await nav(page).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { top: box.top, bottom: box.bottom, scrolls: element.scrollHeight > element.clientHeight, overflowY: style.overflowY, overscroll: style.overscrollBehaviorY };
    });
    expect(column).toEqual({ top: INSET_PX, bottom: 256 - INSET_PX, scrolls: true, overflowY: 'auto', overscroll: 'contain' });

    // The wheel over a dot scrolls the column to its end, and no further: the page stays.
    const first = await dots(page).first().boundingBox();
    await page.mouse.move(first!.x + first!.width / 2, first!.y + first!.height / 2);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => nav(page).evaluate((element) => element.scrollTop + element.clientHeight - element.scrollHeight)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await shownWhole(page, dotSelector(SECTION_COUNT - 1), RING_REACH_PX)).toBe(true);

    // Beside the dots, where the titles show, the pointer reaches the page under the column.
    const beside = await nav(page).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.left + 20, box.top + box.height / 2)?.closest('.rt-anchors') ?? null;
    });
    expect(beside).toBeNull();
  });

  test('the keyboard reaches every dot, each shown whole with its focus ring and title, down the column and back up', async ({ page }) => {
    await open(page);
    await dots(page).first().focus();
    const check = async (index: number) => {
      await expect(dots(page).nth(index)).toBeFocused();
      await expect(page.locator(titleSelector(index))).toBeVisible();
      expect(await shownWhole(page, dotSelector(index), RING_REACH_PX), `dot ${index} and its ring`).toBe(true);
      expect(await shownWhole(page, titleSelector(index)), `title ${index}`).toBe(true);
    };
    await check(0);
    for (let index = 1; index < SECTION_COUNT; index += 1) {
      await page.keyboard.press('Tab');
      await check(index);
    }
    for (let index = SECTION_COUNT - 2; index >= 0; index -= 1) {
      await page.keyboard.press('Shift+Tab');
      await check(index);
    }
  });

  test('the dot of the section in focus stays in view as the page scrolls', async ({ page }) => {
    await open(page);
    for (const index of [SECTION_COUNT - 1, 6, 0, 11]) {
      await page.locator(`[data-section-id="s${index}"]`).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(nav(page).locator('a[aria-current]')).toHaveAccessibleName(`Part ${index + 1}`);
      await expect.poll(() => shownWhole(page, dotSelector(index), RING_REACH_PX), `dot ${index}`).toBe(true);
    }
  });
});

test.describe('anchors widget in a tall window (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the column shows whole, as before: centred at the right edge, the dots 24 px apart, nothing to scroll', async ({ page }) => {
    await open(page);
    const layout = await page.evaluate(() => {
      const column = document.querySelector('.rt-anchors')!;
      const links = [...column.querySelectorAll('.rt-anchors__link')].map((link) => link.getBoundingClientRect());
      return { scrolls: column.scrollHeight > column.clientHeight, top: links[0]!.top, bottom: links.at(-1)!.bottom, right: links[0]!.right, width: innerWidth, height: innerHeight };
    });
    expect(layout.scrolls).toBe(false);
    expect((layout.top + layout.bottom) / 2).toBeCloseTo(layout.height / 2, 0);
    expect(layout.bottom - layout.top).toBe(SECTION_COUNT * ANCHORS_SPACING_PX);
    expect(layout.right).toBe(layout.width - INSET_PX);
  });
});
