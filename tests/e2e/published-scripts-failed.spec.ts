/**
 * A published page whose scripts do not come though JavaScript is on: a content blocker or a proxy
 * refuses them, a flaky network drops them, or a later publish replaced the hashed files a cached
 * HTML names (404). Before, it stayed "as prerendered" with the scripted view and no script: a
 * BUNDLE's tab bar that could not switch, its other panels hidden for good, and a form whose Send did
 * nothing and said nothing (its submit held for a hydration that never came). Now it shows as a
 * browser without scripts shows it (publish/first-paint.ts, showAsWithoutScripts): the <noscript>
 * content takes its place, whether the entry failed (the inline loader hears it), the hydration's
 * chunk or the page's data (entry-client.tsx), and the form's note says the scripts did not load.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { untilHydrated } from '../support/visitor';

/** The widgets page's Menu block and the text of one of its panels not selected at first (scenarios/widgets/page.json). */
const MENU = '[data-published-viewport="desktop"] [data-bundle="menu"]';
const FILTER_PANEL_TEXT = 'A single origin of the week';

/** What a failure logs to the console (the browser's and the page's own). */
const FAILURE_LOGS = /Failed to load resource|net::ERR_FAILED|failed to load|Failed to fetch|dynamically imported module|the page's data cannot be read/;

test.use({ viewport: { width: 1280, height: 800 } });

async function open(page: Page, baseURL: string | undefined, scenario: string): Promise<void> {
  await page.goto(new URL(`/published/${scenario}/`, baseURL).href);
}

/** Every tab's panel of the Menu readable under its title, no bar that cannot switch them, a later section's photo from its file, and the page marked. */
async function expectShownAsWithoutScripts(page: Page): Promise<void> {
  const menu = page.locator(MENU);
  await expect(menu.locator('.rt-tabs__bar')).toBeHidden();
  await expect(menu.getByText(FILTER_PANEL_TEXT)).toBeVisible();
  await expect(menu.locator('.rt-tabs__panel-title:visible')).toHaveCount(await menu.locator('.rt-tabs__panel').count());
  await expect(menu.locator('picture > img.rt-image__img').first()).toBeVisible();
  await expect.poll(() => menu.locator('picture > img.rt-image__img').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-scripts-failed', '');
}

test.describe('every script of the page refused (the entry fails: the inline loader hears it)', () => {
  test.beforeEach(async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILURE_LOGS);
    await page.route(/\/published\/[^/]+\/assets\/.*\.js$/, (route) => route.abort());
  });

  test('the widgets page: every tab panel of the menu can be read, the bar that cannot switch them is gone, and the photos are the files', async ({ page, baseURL }) => {
    await open(page, baseURL, 'widgets');
    await expectShownAsWithoutScripts(page);
    // No control that needs a script: the slider's arrows, a cart button.
    await expect(page.locator('[data-published-viewport="desktop"] [data-element-id="gallery-slider"] .rt-slider__arrow--next')).toBeHidden();
    await expect(page.locator('[data-published-viewport="desktop"] [data-element-id="espresso-cta"] button')).toBeHidden();
  });

  test('the forms page: a Send that cannot send says the scripts did not load, keeps what was typed, and leaves the address as it was', async ({ page, baseURL }) => {
    await open(page, baseURL, 'forms');
    const form = page.locator('[data-published-viewport="desktop"] [data-element-id="lead-form"] form');
    await form.locator('input[name="name"]').fill('Ann Lee');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.locator('.rt-form__no-script:visible')).toHaveText('This form cannot send: the page’s scripts did not load. Reload the page to try again.');
    await expect(form.locator('.rt-form__no-script')).toHaveCount(1);
    await expect(form.locator('input[name="name"]')).toHaveValue('Ann Lee');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('html')).toHaveAttribute('data-scripts-failed', '');
  });
});

test('the hydration’s chunk refused (the entry ran): the widgets page shows as without scripts', async ({ page, baseURL, allowConsoleErrors }) => {
  allowConsoleErrors(FAILURE_LOGS);
  await page.route(/\/published\/widgets\/assets\/hydrate-page-[\w-]{8}\.js$/, (route) => route.abort());
  await open(page, baseURL, 'widgets');
  await expectShownAsWithoutScripts(page);
});

test('the page’s data unavailable (503): the widgets page shows as without scripts', async ({ page, baseURL, allowConsoleErrors }) => {
  allowConsoleErrors(FAILURE_LOGS, /status of 503/);
  await page.route(/\/published\/widgets\/assets\/page-[0-9a-f]{8}\.json$/, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await open(page, baseURL, 'widgets');
  await expectShownAsWithoutScripts(page);
});

test('a page that hydrates is not marked, and its <noscript> content stays unread', async ({ page, baseURL }) => {
  await page.goto(new URL('/published/widgets/', baseURL).href);
  await untilHydrated(page.locator('[data-published-live] [data-bundle="menu"]'));
  await expect(page.locator('[data-published-live] [data-bundle="menu"] .rt-tabs__bar')).toBeVisible();
  expect(await page.locator('html').getAttribute('data-scripts-failed')).toBeNull();
  expect(await page.locator('head noscript').count()).toBe(1);
});
