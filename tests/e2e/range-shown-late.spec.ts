/**
 * A range field rendered before it is shown (spec 001 §9 "tooltip margin 20 px"): a two-runner
 * range in a form of a page modal (it renders before its <dialog> is opened) or of a BUNDLE tab that
 * is not the open one (its panel is `hidden`) had a track of no width when it rendered. Once shown,
 * each runner's value tooltip stands over its runner, kept 20 px from the track's edges, not at the
 * track's left end (runtime/fields/range.ts tooltipCentre: laid out by the browser, not measured).
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageParam } from '../support/harness';
import { RANGE_TOOLTIP_MARGIN_PX } from '../../runtime/fields/range';

const budgetForm = (id: string) => ({
  id,
  type: 'form01',
  data: {
    formId: 7,
    groupId: 'budgets',
    fields: [
      { id: 'name', type: 'text', name: 'Name' },
      { id: 'budget', type: 'range', name: 'Budget', min: 0, max: 1000, step: 10, double: true, unit: 'USD' },
    ],
    submit: { text: 'Send' },
  },
});

const PAGE = {
  settings: { title: 'Budgets', language: 'en', country: 'US' },
  sections: [
    { id: 'intro', type: 'FREE', elements: [{ id: 'open-budget', type: 'button01', data: { text: 'Plan a budget', action: { type: 'modal', modalId: 'budget' } } }] },
    {
      id: 'offers',
      type: 'BUNDLE',
      title: 'Offers',
      tabsAlign: 'left',
      tabs: [
        { id: 'first', title: 'First', elements: [{ id: 'first-text', type: 'figure', data: { kind: 'text', tag: 'div', text: '<p>The first tab.</p>' } }] },
        { id: 'second', title: 'Second', elements: [budgetForm('tab-form')] },
      ],
    },
  ],
  modals: [{ id: 'budget', title: 'Budget', elements: [budgetForm('modal-form')] }],
};

/** Each runner's centre and its tooltip's centre, in px from the track's left edge, and the track's width. */
async function runnersAndTips(range: Locator): Promise<{ width: number; placed: { runner: number; tip: number }[] }> {
  return range.evaluate((root) => {
    const track = root.querySelector('.rt-range__track')!.getBoundingClientRect();
    const centre = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left + box.width / 2 - track.left;
    };
    const tips = [...root.querySelectorAll('.rt-range__tooltip')];
    const placed = [...root.querySelectorAll('.rt-range__runner')].map((runner, index) => ({ runner: Math.round(centre(runner)), tip: Math.round(centre(tips[index]!)) }));
    return { width: Math.round(track.width), placed };
  });
}

/** The runners stand at 0 and 1000, the track's ends: each tooltip is centred 20 px in from its end. */
async function expectTipsOverRunners(range: Locator) {
  await expect(range.locator('.rt-range__tooltip').first()).toBeVisible();
  const { width, placed } = await runnersAndTips(range);
  expect(width).toBeGreaterThan(2 * RANGE_TOOLTIP_MARGIN_PX);
  expect(placed).toEqual([
    { runner: 0, tip: RANGE_TOOLTIP_MARGIN_PX },
    { runner: width, tip: width - RANGE_TOOLTIP_MARGIN_PX },
  ]);
}

test('a range in a page modal shows its tooltips over their runners once the modal is open', async ({ page }) => {
  await page.goto(`frame.html?scenario=forms&mode=run&page=${pageParam(PAGE)}`);
  await page.getByRole('button', { name: 'Plan a budget' }).click();
  const range = page.getByRole('dialog', { name: 'Budget' }).locator('[data-field="range"]');
  await expect(range).toBeVisible();
  await expectTipsOverRunners(range);
});

test('a range in a BUNDLE tab that was not open shows its tooltips over their runners once the tab is', async ({ page }) => {
  await page.goto(`frame.html?scenario=forms&mode=run&page=${pageParam(PAGE)}`);
  await page.getByRole('tab', { name: 'Second' }).click();
  const range = page.locator('[data-bundle="offers"] [data-field="range"]');
  await expect(range).toBeVisible();
  await expectTipsOverRunners(range);
});
