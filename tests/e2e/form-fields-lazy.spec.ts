/**
 * Issue 14: each special field's code loads only where a form on the page has such a field. The
 * forms scenario's sections, opened alone in the frame: the payment form (text and email only)
 * loads no field chunk; the order form (phone, number, range, calculator) loads those four and
 * neither the date nor the file field. Chunks are named after their modules (`DateField-….js`).
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
