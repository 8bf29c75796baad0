/**
 * Issue 14: each special field's code loads only where a form on the page has such a field. The
 * forms scenario's sections, opened alone in the frame: the payment form (text and email only)
 * loads no field chunk; the order form (phone, number, range, calculator) loads those four and
 * neither the date nor the file field. Chunks are named after their modules (`DateField-….js`).
 * A chunk that fails to load costs only its field, which offers to load it again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const FIELD_CHUNKS = ['PhoneField', 'NumberField', 'RangeField', 'FileField', 'DateField', 'CalculatorField'] as const;

/** The field chunks the page has fetched so far. */
const fieldChunks = (page: Page) =>
  page.evaluate((names) => {
    const files = performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop() ?? '');
    return names.filter((name) => files.some((file) => file.startsWith(`${name}-`) && file.endsWith('.js')));
  }, FIELD_CHUNKS as unknown as string[]);

test('a form without special fields loads none of their code; a form with some loads only theirs', async ({ page }) => {
  await page.goto('frame.html?scenario=forms&mode=run&sections=payment');
  await expect(page.getByRole('button', { name: 'Pay 25 USD' })).toBeVisible();
  expect(await fieldChunks(page)).toEqual([]);

  await page.goto('frame.html?scenario=forms&mode=run&sections=order');
  await expect(page.getByText('Boxes total')).toBeVisible();
  expect(await fieldChunks(page)).toEqual(['PhoneField', 'NumberField', 'RangeField', 'CalculatorField']);
});

test('a field chunk that fails to load costs only its field: a message and a retry that loads it, while a required one holds the send', async ({ allowConsoleErrors, page }) => {
  allowConsoleErrors(/PhoneField-.*\.js/, /form field phone/, /dynamically imported module/);
  // The context's route: the sandbox's service worker fetches what the page asks for, and the context sees those fetches.
  await page.context().route(/\/PhoneField-[^/]*\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto('frame.html?scenario=forms&mode=run&sections=order');
  // The rest of the form is there.
  await expect(page.getByText('Boxes total')).toBeVisible();
  const phone = page.getByRole('group', { name: 'Phone' });
  await expect(phone).toContainText('This field could not load');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page.locator('[data-form-alert]')).toHaveText('A field of the form could not load: press “Try again” on it');
  expect(await page.evaluate(() => (window as unknown as { __sandbox: { leads: { list(): readonly unknown[] } } }).__sandbox.leads.list().length)).toBe(0);
  // The connection is back: the retry imports the chunk again, and the field takes its place.
  await page.context().unroute(/\/PhoneField-[^/]*\.js$/);
  await phone.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toBeVisible();
  await expect(phone).toHaveCount(0);
});
