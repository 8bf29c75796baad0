/**
 * Issue 18: every scenario page, in each mode and on a phone and a desktop, has no axe violation
 * of any impact (tests/support/axe.ts lists the rules). Motion is reduced so that no fade or
 * counter is caught half-way (its colours mid-animation are not what a visitor reads).
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../support/fixtures';
import { describeViolations, expectNoAxeViolations, runAxe, waitForSettledPage } from '../support/axe';

const SCENARIOS_FOLDER = resolve(import.meta.dirname, '../../scenarios');
const SCENARIO_IDS = readdirSync(SCENARIOS_FOLDER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(resolve(SCENARIOS_FOLDER, entry.name, 'page.json')))
  .map((entry) => entry.name);
const MODES = ['admin', 'preview', 'run'] as const;
const WIDTHS = [375, 1280] as const;

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const scenario of SCENARIO_IDS) {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      test(`axe: ${scenario} in ${mode} at ${width} px has no violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`frame.html?scenario=${scenario}&mode=${mode}`);
        await expect(page.locator('.rt-site')).toHaveAttribute('data-viewport', width < 768 ? 'mobile' : 'desktop');
        await waitForSettledPage(page);
        await expectNoAxeViolations(page, `${scenario} (${mode}, ${width} px)`);
      });
    }
  }
}

// The check must be able to fail: a page with a pale grey text on white and a heading that skips
// two levels is reported, rule by rule.
test('axe: a planted low-contrast text and a skipped heading level are reported', async ({ page }) => {
  const planted = {
    settings: { title: 'Planted violations' },
    sections: [
      {
        id: 'planted',
        type: 'FREE',
        elements: [
          { id: 'planted-title', type: 'figure', data: { kind: 'text', tag: 'h1', text: 'A page' } },
          { id: 'planted-skip', type: 'figure', data: { kind: 'text', tag: 'h4', text: 'Two levels down' } },
          { id: 'planted-pale', type: 'figure', data: { kind: 'text', tag: 'p', text: 'Pale text', style: { color: '#d0d0d0' } } },
        ],
      },
    ],
  };
  await page.goto(`frame.html?mode=run&page=${Buffer.from(JSON.stringify(planted)).toString('base64url')}`);
  await expect(page.getByText('Pale text')).toBeVisible();
  await waitForSettledPage(page);
  const found = describeViolations((await runAxe(page)).violations);
  expect(found).toEqual([
    expect.stringMatching(/^color-contrast \(serious\) ×1: .*#d0d0d0 on #ffffff/),
    expect.stringMatching(/^heading-order \(moderate\) ×1: /),
  ]);
});
