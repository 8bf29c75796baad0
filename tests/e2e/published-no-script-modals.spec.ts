/**
 * The published modals page (scenarios/modals/page.json) read without scripts, at 1280 and 375 px:
 * no button or link can open a page modal there, so the server writes each modal's content after
 * the page's sections, in a <noscript> (runtime/site/PageModals.tsx): a block of the page, its
 * title a heading, its elements on its kind's grid (runtime/site/no-script.ts). A button01 that
 * opens a modal (its modal action, or a link to `#<modal id>`) is a link there to that modal's
 * block in the copy shown, by an id of that copy's own (both copies are in the document): on a
 * phone as on a desktop it scrolls there, the block is the :target, and Tab goes on from it. A
 * page whose scripts are refused shows the same (publish/first-paint.ts), and passes axe there.
 * With scripts the same HTML hydrates without a mismatch, no modal's text shows until it opens,
 * and its button and its link open it, leaving no hash in the address.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { recordHydrationWarnings, untilHydrated } from '../support/visitor';

const WIDTHS = { mobile: 375, desktop: 1280 } as const;
type ViewportName = keyof typeof WIDTHS;

interface ModalJson {
  id: string;
  title: string;
  kind?: string;
  elements: { id: string; data?: { kind?: string; text?: string } }[];
}
const modalsPage = JSON.parse(readFileSync(new URL('../../scenarios/modals/page.json', import.meta.url), 'utf8')) as { sections: { id: string }[]; modals: ModalJson[] };
const { modals } = modalsPage;

/** The lines of an owner's text, as the page draws them (its markup left out). */
const linesOf = (html: string) =>
  html
    .split(/<[^>]+>/)
    .map((line) => line.trim())
    .filter(Boolean);
/** Each modal's lines of text. */
const modalLines = (modal: ModalJson) => modal.elements.flatMap((element) => (element.data?.kind === 'text' && element.data.text ? linesOf(element.data.text) : []));

async function openModalsPage(page: Page, baseURL: string | undefined, viewport: ViewportName): Promise<Locator> {
  await page.setViewportSize({ width: WIDTHS[viewport], height: 800 });
  await page.goto(new URL('/published/modals/', baseURL).href);
  return page.locator(`[data-published-viewport="${viewport}"]`);
}

test('the modals page has titled modals of text, a basic and a grid one among them', () => {
  expect(modals.map((modal) => [modal.id, modal.kind])).toEqual([
    ['hours', 'basic'],
    ['roasts', 'grid'],
    ['rules', 'basic'],
  ]);
  for (const modal of modals) expect(modalLines(modal).length).toBeGreaterThan(0);
});

/**
 * Each page modal in the copy shown: after the page's sections, its title a heading, its text
 * shown, in the page's flow; a grid modal's elements side by side on a desktop.
 */
async function expectModalsAsBlocks(copy: Locator, viewport: ViewportName): Promise<void> {
  const lastSection = copy.locator(`[data-section-id="${modalsPage.sections.at(-1)!.id}"]`);
  let above = await lastSection.evaluate((section) => section.getBoundingClientRect().bottom + window.scrollY);
  for (const modal of modals) {
    const block = copy.locator(`[data-page-modal-block="${modal.id}"]`);
    await expect(block.getByRole('heading', { level: 2, name: modal.title })).toBeVisible();
    for (const line of modalLines(modal)) await expect(block.getByText(line)).toBeVisible();
    // In the page's flow, one after the other below the sections: no overlay.
    const place = await block.evaluate((element) => ({ top: element.getBoundingClientRect().top + window.scrollY, bottom: element.getBoundingClientRect().bottom + window.scrollY, position: getComputedStyle(element).position }));
    expect({ modal: modal.id, position: place.position, below: place.top >= above }).toEqual({ modal: modal.id, position: 'static', below: true });
    above = place.bottom;
  }
  // The roasts modal's grid: its three side by side on a desktop, as in its dialog; one under the other on a phone.
  const tops = await copy.locator('[data-page-modal-block="roasts"] .rt-cell').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(viewport === 'desktop' ? 1 : 3);
  // The hours modal's button opens another modal: the button, which only a script answers, hidden
  // (the link that stands in for it: below).
  await expect(copy.locator('[data-page-modal-block="hours"] [data-element-id="hours-rules"] button')).toBeHidden();
}

/**
 * In the copy shown, each button01 that opens a page modal is a link to that modal's block in this
 * copy, drawn as the button: followed, it scrolls there, the block is the address's :target, and
 * the keyboard goes on from it. A button to a modal the page lacks (Gift cards) stays hidden.
 */
async function expectModalLinksLeadToBlocks(page: Page, copy: Locator): Promise<void> {
  // The hours modal's button (a modal action), the rules modal's (a link to #rules), and in the
  // hours block its own button to the rules modal.
  const hoursLink = copy.locator('[data-element-id="intro-hours"]').getByRole('link', { name: 'Opening hours' });
  const linkInHoursBlock = copy.locator('[data-page-modal-block="hours"] [data-element-id="hours-rules"]').getByRole('link', { name: 'House rules' });
  const ways: [Locator, string][] = [
    [hoursLink, 'hours'],
    [copy.locator('[data-element-id="events-rules"]').getByRole('link', { name: 'House rules' }), 'rules'],
    [linkInHoursBlock, 'rules'],
  ];
  await expect(hoursLink).toBeVisible();
  // Laid out as the wide button it stands in for: as wide as its row.
  const widths = await hoursLink.evaluate((link) => [link.getBoundingClientRect().width, link.closest('.rt-button-row')!.getBoundingClientRect().width]);
  expect(widths[0]).toBeCloseTo(widths[1]!, 0);
  for (const [link, modalId] of ways) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(link).toBeVisible();
    await link.click();
    const block = copy.locator(`[data-page-modal-block="${modalId}"]`);
    await expect(block).toBeInViewport();
    expect(await block.evaluate((element) => element.matches(':target'))).toBe(true);
  }
  // The next Tab after "Opening hours" reaches the hours block's own link.
  await page.evaluate(() => window.scrollTo(0, 0));
  await hoursLink.click();
  await page.keyboard.press('Tab');
  await expect(linkInHoursBlock).toBeFocused();
  const missing = copy.locator('[data-element-id="intro-missing"]');
  await expect(missing.getByRole('link')).toHaveCount(0);
  await expect(missing.getByRole('button')).toBeHidden();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`${viewport}: each page modal shows after the page’s sections, its title a heading, its text in the page’s flow`, async ({ page, baseURL }) => {
      await expectModalsAsBlocks(await openModalsPage(page, baseURL, viewport), viewport);
    });

    test(`${viewport}: a button or link to a page modal shows, and takes the visitor to that modal’s block in the copy shown`, async ({ page, baseURL }) => {
      await expectModalLinksLeadToBlocks(page, await openModalsPage(page, baseURL, viewport));
    });
  }
});

/** What a failure logs to the console (the browser's and the page's own). */
const FAILURE_LOGS = /Failed to load resource|net::ERR_FAILED|failed to load|Failed to fetch|dynamically imported module/;

// The same view where the page's scripts are refused (publish/first-paint.ts shows it as without
// scripts), with JavaScript on for axe, which does not run where it is off.
test.describe('every script of the page refused', () => {
  test.beforeEach(async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILURE_LOGS);
    await page.route(/\/published\/[^/]+\/assets\/.*\.js$/, (route) => route.abort());
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`${viewport}: the page modals show as without scripts, their buttons lead to them, and axe passes`, async ({ page, baseURL }) => {
      const copy = await openModalsPage(page, baseURL, viewport);
      await expect(page.locator('html')).toHaveAttribute('data-scripts-failed', '');
      await expectModalsAsBlocks(copy, viewport);
      await expectNoAxeViolations(page, `the published modals page without its scripts (${viewport})`);
      await expectModalLinksLeadToBlocks(page, copy);
    });
  }
});

test.describe('with JavaScript', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`${viewport}: the page hydrates without a mismatch, shows no modal’s text until it opens, and its button and link open it, leaving no hash`, async ({ page, baseURL }) => {
      const hydrationWarnings = recordHydrationWarnings(page);
      const copy = await openModalsPage(page, baseURL, viewport);
      const button = copy.locator('[data-element-id="intro-hours"] button');
      await untilHydrated(button);
      // Hydrated: the other copy has gone, and the modals' <noscript>s with the server's HTML.
      await expect(page.locator('[data-published-viewport]')).toHaveCount(1);
      await expect(page.locator('body noscript')).toHaveCount(0);
      const [hours] = modals;
      const [firstLine] = modalLines(hours!);
      await expect(page.getByText(firstLine!)).toHaveCount(0);
      await button.click();
      const dialog = page.getByRole('dialog', { name: hours!.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(firstLine!)).toBeVisible();
      // The button opens the modal as it did: no hash in the address, no modal block's.
      expect(new URL(page.url()).hash).toBe('');
      // And the link to a modal (the rules' button01, `#rules`) opens its modal, its hash left out too.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await copy.locator('[data-element-id="events-rules"]').getByRole('link', { name: 'House rules' }).click();
      await expect(page.getByRole('dialog', { name: 'House rules' })).toBeVisible();
      expect(new URL(page.url()).hash).toBe('');
      expect(hydrationWarnings).toEqual([]);
    });
  }
});
