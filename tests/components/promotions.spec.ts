/**
 * Promotions in the cart overlay (issue 15.1, issue 12.3's discount list; spec 001 §4–§8) through
 * the gallery's stories (stories/checkout/Promotions.stories.tsx), whose cart asks the gallery's
 * sandbox (the demo promotions, sandbox/promotions.ts): opening loads the discount list; a code
 * typed with spaces and capitals is applied lowercased, its line and the new total show; the
 * amount error names the minimum and resets at 3 s; an error clears on typing; admin shows the
 * sample lines and calls nothing. Time runs on page.clock.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pauseClock } from '../support/clock';
import { PROMOCODE_TOTAL_ERROR_RESET_MS } from '../../runtime/checkout/promo-store';
import { DISCOUNTS_PATH, PROMOCODE_PATH } from '../../runtime/platform/api-paths';
import type { FaultRule } from '../../sandbox/faults';
import type { LogEntry } from '../../sandbox/log';
import { SLOW_PROMOCODE_DELAY_MS } from '../../sandbox/promotions';

const STORY = 'checkout/Promotions';

interface GalleryHandles {
  __sandbox: { log: { entries(): LogEntry[] }; faults: { set(rule: FaultRule): void } };
}

/** The promotion calls the sandbox answered since the log was last cleared. */
const promotionCalls = (page: Page) =>
  page.evaluate(
    (paths) => (window as unknown as GalleryHandles).__sandbox.log.entries().map((entry) => entry.url).filter((url) => paths.some((path) => url.startsWith(path))),
    [PROMOCODE_PATH, DISCOUNTS_PATH],
  );

test.describe('cart promotions', () => {
  test('open loads the discount list; apply → the line and the new total; the amount error resets at 3000 ms; an error clears on typing', async ({ mount, page }) => {
    await page.clock.install();
    await mount(`${STORY}/PromocodeEmpty`, { mode: 'run', viewport: 'desktop' });
    await pauseClock(page);
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    await expect(dialog.locator('[data-cart-subtotal]')).toHaveText('$28.00');
    await expect.poll(() => promotionCalls(page)).toContainEqual(expect.stringContaining(`${DISCOUNTS_PATH}?projectId=gallery`));

    const field = dialog.getByRole('textbox', { name: 'Promo code' });
    const message = dialog.locator('.rt-promo__message');
    await field.fill('  SAVE 10 🎉');
    await expect(field).toHaveValue('SAVE10');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(message).toHaveText('Promo code save10 applied');
    await expect(field).toHaveValue('save10');
    const line = dialog.locator('[data-promotion="promocode"]');
    await expect(line.locator('dt')).toHaveText('Promo code save10 (10%)');
    await expect(line.locator('dd')).toHaveText('\u2212$2.80');
    await expect(dialog.locator('[data-cart-total]')).toHaveText('$25.20');

    // big50 needs a subtotal of 50: the amount error with the formatted minimum, gone at 3 s.
    await field.fill('big50');
    await field.press('Enter');
    await expect(message).toHaveText('This promo code applies to orders from $50.00');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.locator('[data-cart-total]')).toHaveCount(0);
    await page.clock.runFor(PROMOCODE_TOTAL_ERROR_RESET_MS - 1);
    await expect(message).toHaveText('This promo code applies to orders from $50.00');
    await page.clock.runFor(1);
    await expect(message).toHaveText('');
    await expect(field).not.toHaveAttribute('aria-invalid');

    // An unknown code (and an empty one) is not found; typing clears the error at once.
    await field.fill('nothing');
    await field.press('Enter');
    await expect(message).toHaveText('Promo code not found');
    await field.press('s');
    await expect(message).toHaveText('');
    await field.fill('');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(message).toHaveText('Promo code not found');

    // An expired code: the timeout error.
    await field.fill('expired');
    await field.press('Enter');
    await expect(message).toHaveText('This promo code has expired');
  });

  test('a slow answer shows the loading state until it comes; a server error is the default error', async ({ mount, page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500 \(Internal Server Error\) \(http:\/\/localhost:\d+\/api\/ecommerce\/promotions\/promocode\//);
    await page.clock.install();
    await mount(`${STORY}/PromocodeEmpty`, { mode: 'run', viewport: 'mobile' });
    await pauseClock(page);
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    const field = dialog.getByRole('textbox', { name: 'Promo code' });
    const message = dialog.locator('.rt-promo__message');
    await field.fill('slow');
    await field.press('Enter');
    await expect(message).toHaveText('Checking the promo code…');
    await expect(dialog.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-disabled', 'true');
    // The sandbox's answer waits SLOW_PROMOCODE_DELAY_MS (3 s) on the page's clock from when its
    // handler has the request, which comes through the service worker a moment after the field says
    // it is checking: running the clock once could pass before that wait began (CI saw it). So the
    // clock runs a second at a time until the answer, well inside the 15 s promotion timeout.
    await page.clock.runFor(SLOW_PROMOCODE_DELAY_MS);
    await expect
      .poll(async () => {
        await page.clock.runFor(1000);
        return message.textContent();
      })
      .toBe('Promo code slow applied');
    await expect(dialog.getByRole('button', { name: 'Apply' })).not.toHaveAttribute('aria-disabled');

    await page.evaluate((rule) => (window as unknown as GalleryHandles).__sandbox.faults.set(rule), { match: PROMOCODE_PATH, status: 500, times: 1 });
    await field.fill('save10');
    await field.press('Enter');
    await expect(message).toHaveText('The promo code could not be applied');
  });

  test('the nearest discount shows with its line; a code that does not combine leaves the bigger saving', async ({ mount, page }) => {
    await mount(`${STORY}/DiscountNearest`, { mode: 'preview', viewport: 'mobile' });
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    await expect(dialog.locator('[data-promotion="discount"] dt')).toHaveText('Discount 5%');
    await expect(dialog.locator('[data-promotion="discount"] dd')).toHaveText('\u2212$2.80');
    await expect(dialog.locator('[data-cart-total]')).toHaveText('$53.20');
    const field = dialog.getByRole('textbox', { name: 'Promo code' });
    await field.fill('minus5');
    await field.press('Enter');
    await expect(dialog.locator('[data-promotion="discount"]')).toHaveAttribute('data-note', 'not-combined');
    await expect(dialog.locator('[data-promotion="promocode"] dd')).toHaveText('\u2212$5.00');
    await expect(dialog.locator('[data-cart-total]')).toHaveText('$51.00');
  });

  test('admin: promotion logic skipped — no call — and the lines always shown, with samples', async ({ mount, page }) => {
    await mount(`${STORY}/PromocodeEmpty`, { mode: 'admin', viewport: 'desktop' });
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    await expect(dialog.getByText('Sample lines: promotions apply in preview and on the published site')).toBeVisible();
    await expect(dialog.locator('[data-promotion="discount"] dt')).toHaveText('Discount 5%');
    await expect(dialog.locator('[data-promotion="promocode"] dt')).toHaveText('Promo code sample10 (10%)');
    await expect(dialog.locator('[data-cart-total]')).toHaveText('$23.80');
    const field = dialog.getByRole('textbox', { name: 'Promo code' });
    await field.fill('save10');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.locator('.rt-promo__message')).toHaveText('Promo codes are checked in preview and on the published site');
    expect(await promotionCalls(page)).toEqual([]);
  });
});
