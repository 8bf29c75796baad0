/**
 * Issue 18: every scenario page, in each mode and on a phone and a desktop, has no axe violation
 * of any impact (tests/support/axe.ts lists the rules). Admin and preview here; run mode in
 * tests/e2e/published.spec.ts, beside the published page. Motion is reduced so that no fade or
 * counter is caught half-way (its colours mid-animation are not what a visitor reads).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PLANTED_VIOLATIONS_PARAM } from '../support/planted-page';
import { PROTOCOL_TAG } from '../../harness/protocol';
import { PANEL_LABELS } from '../../harness/shell/labels';
import { describeViolations, expectNoAxeViolations, runAxe, waitForSettledPage } from '../support/axe';
import { LARGEST_SCENARIOS, SCENARIO_IDS } from '../support/scenario-ids';

type Mode = 'admin' | 'preview' | 'run';
const WIDTHS = [375, 1280] as const;

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Switches the frame page's mode without a reload, as the shell's message does (the page and its stores stay). */
async function switchMode(page: Page, mode: Mode) {
  await page.evaluate(
    ({ mode, tag }) => window.postMessage({ tag, type: 'render', mode, flags: { screenshot: false, criticalCss: false, bot: false, slowNetwork: false, reducedMotion: false }, pageText: null }, location.origin),
    { mode, tag: PROTOCOL_TAG },
  );
  await expect(page.locator('.rt-site')).toHaveAttribute('data-mode', mode);
}

// One page load for two modes, the second switched in place (a load cost more than the check itself).
// The largest pages have one mode a test (LARGEST_SCENARIOS says why). Run mode is checked where the
// frame is loaded in it already, scrolled through, at the same two widths: tests/e2e/published.spec.ts's
// "every scenario, published" (a load of its own here cost the suite 16 page loads); the largest pages'
// run mode here, in a test of its own.
type Modes = readonly [Mode, ...Mode[]];
const MODE_PAIRS: readonly Modes[] = [['admin', 'preview']];
const ONE_MODE_EACH: readonly Modes[] = [['admin'], ['preview'], ['run']];
for (const scenario of SCENARIO_IDS) {
  for (const width of WIDTHS) {
    for (const modes of LARGEST_SCENARIOS.includes(scenario) ? ONE_MODE_EACH : MODE_PAIRS) {
      test(`axe: ${scenario} at ${width} px, in ${modes.join(' and ')}, has no violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`frame.html?scenario=${scenario}&mode=${modes[0]}`);
        await expect(page.locator('.rt-site')).toHaveAttribute('data-viewport', width < 768 ? 'mobile' : 'desktop');
        for (const mode of modes) {
          if (mode !== modes[0]) await switchMode(page, mode);
          await waitForSettledPage(page);
          await expectNoAxeViolations(page, `${scenario} (${mode}, ${width} px)`);
        }
      });
    }
  }
}

// The check must be able to fail: a page with a pale grey text on white and a heading that skips
// two levels is reported, rule by rule.
test('axe: a planted low-contrast text and a skipped heading level are reported', async ({ page }) => {
  await page.goto(`frame.html?mode=run&page=${PLANTED_VIOLATIONS_PARAM}`);
  await expect(page.getByText('Pale text')).toBeVisible();
  await waitForSettledPage(page);
  const found = describeViolations((await runAxe(page)).violations);
  expect(found).toEqual([
    expect.stringMatching(/^color-contrast \(serious\) ×1: .*#d0d0d0 on #ffffff/),
    expect.stringMatching(/^heading-order \(moderate\) ×1: /),
  ]);
});

// The sandbox shell is a page QA works in by keyboard and screen reader too: its bar, every panel
// and the Open page dialog. The frame holds a one-section page, so the check is the shell's. Tests
// of three panels each: with six, one took 12 s while a second test run shared the machine.
const SHELL_PANELS = Object.values(PANEL_LABELS);
const PANELS_PER_TEST = 3;
const SHELL_PANEL_GROUPS = Array.from({ length: Math.ceil(SHELL_PANELS.length / PANELS_PER_TEST) }, (_, index) => SHELL_PANELS.slice(index * PANELS_PER_TEST, (index + 1) * PANELS_PER_TEST));
for (const [part, panels] of SHELL_PANEL_GROUPS.entries()) {
  const last = part === SHELL_PANEL_GROUPS.length - 1;
  test(`axe: the sandbox shell — its bar, the ${panels.join(', ')} panels${last ? ' and the Open page dialog' : ''} — has no violations`, async ({ page }) => {
    await page.goto('?scenario=landing&mode=admin&viewport=mobile&sections=hero');
    await expect(page.frameLocator('#preview').locator('.rt-site')).toBeVisible();
    for (const label of panels) {
      await page.getByRole('tab', { name: label }).click();
      await expect(page.getByRole('tabpanel', { name: label })).toBeVisible();
      await expectNoAxeViolations(page, `the shell, ${label} panel`);
    }
    if (!last) return;
    await page.getByRole('button', { name: 'Open page…' }).click();
    await expect(page.getByRole('dialog', { name: 'Open a page' }).getByRole('combobox', { name: 'Published folder' })).toBeVisible();
    await expectNoAxeViolations(page, 'the shell, Open page dialog');
  });
}

// The matrix view's own text sits on the stage's grey, not on a white panel. One cell is enough
// for the shell's check (the page in the frame is checked above).
test('axe: the sandbox shell’s matrix view has no violations', async ({ page }) => {
  await page.goto('?scenario=landing&view=matrix&modes=run&viewports=mobile&sections=hero');
  await expect(page.frameLocator('[data-matrix-cell="run|mobile"] iframe').locator('.rt-site')).toHaveAttribute('data-mode', 'run');
  await expect(page.getByText('Scroll any frame')).toBeVisible();
  await expectNoAxeViolations(page, 'the shell, matrix view');
});
