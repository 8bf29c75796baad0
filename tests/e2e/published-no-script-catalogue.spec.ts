/**
 * The published shop's catalogue (its categories: a tab bar on desktop, a dropdown on phones),
 * served by the harness's server at /published/shop/. Its HTML holds the first category's cards
 * only (the others' come from the shop's API, with scripts), so without scripts that category shows
 * under its name, the other categories' empty panels stay hidden, and neither the tab bar nor the
 * dropdown, which cannot switch, shows (the <noscript> style in the page's head,
 * runtime/widgets/tabs/no-script.ts, 'selected'). With scripts the same HTML hydrates as it is.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { recordHydrationWarnings, untilHydrated } from '../support/visitor';

const WIDTHS = { mobile: 375, desktop: 1280 } as const;
type ViewportName = keyof typeof WIDTHS;

/** The shop's tabbed catalogue: its first category, and how many it has. */
const CATALOGUE = { id: 'catalogue', first: { id: 'beans', title: 'Coffee beans' }, categories: 5 } as const;


async function openCatalogue(page: Page, baseURL: string | undefined, viewport: ViewportName): Promise<Locator> {
  await page.setViewportSize({ width: WIDTHS[viewport], height: 800 });
  await page.goto(new URL('/published/shop/', baseURL).href);
  return page.locator(`[data-published-viewport="${viewport}"] [data-catalogue="${CATALOGUE.id}"]`);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of ['mobile', 'desktop'] as const) {
    test(`${viewport}: the first category’s cards show under its name, the other categories’ empty panels stay hidden, and no tab bar or dropdown that cannot work`, async ({ page, baseURL }) => {
      const catalogue = await openCatalogue(page, baseURL, viewport);
      await expect(catalogue).toBeVisible();
      await expect(catalogue.locator('.rt-tabs__bar')).toBeHidden();
      await expect(catalogue.getByRole('tablist')).toBeHidden();
      await expect(catalogue.locator('.rt-tabs__bar button[aria-haspopup="listbox"]')).toBeHidden();
      // One title and one panel, the first category's, the title above its cards.
      const title = catalogue.locator('.rt-tabs__panel-title:visible');
      await expect(title).toHaveCount(1);
      await expect(title).toHaveText(CATALOGUE.first.title);
      const panels = catalogue.locator('.rt-tabs__panel:visible');
      await expect(panels).toHaveCount(1);
      await expect(panels).toHaveAttribute('data-panel-id', CATALOGUE.first.id);
      await expect(panels.locator('article.rt-card').first()).toBeVisible();
      const titleBox = (await title.boundingBox())!;
      const panelBox = (await panels.boundingBox())!;
      expect(panelBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
      // The other categories' panels are in the HTML, empty: hidden, with their titles.
      await expect(catalogue.locator('.rt-tabs__panel')).toHaveCount(CATALOGUE.categories);
      await expect(catalogue.locator('.rt-tabs__panel-title')).toHaveCount(CATALOGUE.categories);
    });
  }
});

test.describe('with JavaScript', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    test(`${viewport}: the same HTML hydrates without a mismatch; the switcher and one panel show, the titles written for the no-script view neither shown nor read`, async ({ page, baseURL }) => {
      const hydrationWarnings = recordHydrationWarnings(page);
      const catalogue = await openCatalogue(page, baseURL, viewport);
      await untilHydrated(catalogue);
      await expect(catalogue.locator('.rt-tabs__bar')).toBeVisible();
      await expect(catalogue.locator('.rt-tabs__panel:visible')).toHaveCount(1);
      const titles = catalogue.locator('.rt-tabs__panel-title');
      await expect(titles).toHaveCount(CATALOGUE.categories);
      // display: none, so out of the accessibility tree as well.
      expect(await titles.evaluateAll((list) => list.map((title) => getComputedStyle(title).display))).toEqual(Array.from({ length: CATALOGUE.categories }, () => 'none'));
      expect(hydrationWarnings).toEqual([]);
    });
  }
});
