/**
 * The published widgets page's BUNDLE blocks (its menu: a tab bar on desktop, a dropdown on phones;
 * its classes: a dropdown everywhere), served by the harness's server at /published/widgets/.
 * Without scripts their tabs cannot switch, so every panel the server wrote shows, one after the
 * other under its tab's title, and neither the tab bar nor the dropdown button shows (the <noscript>
 * style in the page's head, runtime/widgets/tabs/no-script.ts). With scripts the same HTML hydrates
 * as it is: one panel, the switcher, and the titles neither shown nor read.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { recordHydrationWarnings, untilHydrated } from '../support/visitor';

const WIDTHS = { mobile: 375, desktop: 1280 } as const;
type ViewportName = keyof typeof WIDTHS;

interface BundleTab {
  id: string;
  title: string;
}
const widgetsPage = JSON.parse(readFileSync(new URL('../../scenarios/widgets/page.json', import.meta.url), 'utf8')) as { sections: { id: string; type: string; tabs?: BundleTab[] }[] };
const bundles = widgetsPage.sections.filter((section) => section.type === 'BUNDLE').map((section) => ({ id: section.id, tabs: section.tabs ?? [] }));

async function openWidgets(page: Page, baseURL: string | undefined, viewport: ViewportName): Promise<Locator> {
  await page.setViewportSize({ width: WIDTHS[viewport], height: 800 });
  await page.goto(new URL('/published/widgets/', baseURL).href);
  return page.locator(`[data-published-viewport="${viewport}"]`);
}

test('the widgets page has a BUNDLE with a tab bar on desktop and one with a dropdown', () => {
  expect(bundles.map((bundle) => bundle.id)).toEqual(['menu', 'classes']);
  expect(bundles.every((bundle) => bundle.tabs.length >= 3)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of ['mobile', 'desktop'] as const) {
    test(`${viewport}: every tab’s panel shows, one after the other under its tab’s title, and no tab bar or dropdown that cannot work`, async ({ page, baseURL }) => {
      const copy = await openWidgets(page, baseURL, viewport);
      for (const bundle of bundles) {
        const block = copy.locator(`[data-bundle="${bundle.id}"]`);
        await expect(block).toBeVisible();
        await expect(block.getByRole('tablist')).toBeHidden();
        await expect(block.locator('button[aria-haspopup="listbox"]')).toBeHidden();
        await expect(block.locator('.rt-tabs__bar')).toBeHidden();
        let above = -Infinity;
        for (const tab of bundle.tabs) {
          const title = block.locator('.rt-tabs__panel-title', { hasText: tab.title });
          const panel = block.locator(`.rt-tabs__panel[data-panel-id="${tab.id}"]`);
          await expect(title).toBeVisible();
          await expect(title).toHaveText(tab.title);
          await expect(panel).toBeVisible();
          expect((await panel.innerText()).trim()).not.toBe('');
          const titleBox = (await title.boundingBox())!;
          const panelBox = (await panel.boundingBox())!;
          // In the tabs' order, each title above its own panel and below the previous panel.
          expect(titleBox.y).toBeGreaterThanOrEqual(above);
          expect(panelBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
          above = panelBox.y + panelBox.height;
        }
      }
    });
  }
});

test.describe('with JavaScript', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    test(`${viewport}: the same HTML hydrates without a mismatch; one panel and its switcher show, the titles written for the no-script view neither shown nor read`, async ({ page, baseURL }) => {
      const hydrationWarnings = recordHydrationWarnings(page);
      const copy = await openWidgets(page, baseURL, viewport);
      for (const bundle of bundles) {
        const block = copy.locator(`[data-bundle="${bundle.id}"]`);
        await untilHydrated(block);
        await expect(block.locator('.rt-tabs__bar')).toBeVisible();
        await expect(block.locator('.rt-tabs__panel:visible')).toHaveCount(1);
        const titles = block.locator('.rt-tabs__panel-title');
        await expect(titles).toHaveCount(bundle.tabs.length);
        // display: none, so out of the accessibility tree as well.
        expect(await titles.evaluateAll((list) => list.map((title) => getComputedStyle(title).display))).toEqual(bundle.tabs.map(() => 'none'));
      }
      expect(hydrationWarnings).toEqual([]);
    });
  }
});
