/**
 * The pay modal from the address (spec 001 §2–§4, §7, §8; issue 11) on the modals scenario's
 * bills (scenarios/modals/seed.ts): each view, the method redirect, the cash instruction and
 * redirect, the retry from fail, status 0 and 3, bad links, closing clears the query.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const open = (page: Page, query: string) => page.goto(`frame.html?scenario=modals&mode=run&${query}`);
const pay = (page: Page) => page.getByRole('dialog', { name: 'Payment' });

test.describe('pay modal', () => {
  test('a payable bill: its number, sum and methods; a method redirects to /mod/pay/; the sandbox page links back with success', async ({ page }) => {
    await open(page, 'pay_id=1042&h=h1042');
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'bill');
    await expect(pay(page).locator('.rt-pay__number')).toHaveText('Bill No. 1042');
    await expect(pay(page).locator('.rt-pay__sum')).toHaveText('$86.50');
    await expect(pay(page).getByRole('group', { name: 'Choose a payment method' }).getByRole('button')).toHaveText(['Bank card', 'Fast payment system', 'Cash']);
    await pay(page).getByRole('button', { name: 'Bank card' }).click();
    await expect(page).toHaveURL(/\/mod\/pay\/\?pay_type=card&pay_id=1042&h=h1042$/);
    await expect(page.locator('[data-pay-chosen]')).toHaveText('Method card for bill 1042.');
    await page.locator('[data-pay-return="success"]').click();
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'success');
    await expect(pay(page)).toContainText('Thank you, the payment went through');
    await expect(pay(page)).toContainText('Bill No. 1042');
  });

  test('cash among methods: selectCash, then the instruction; only cash goes straight to the cash view', async ({ page }) => {
    await open(page, 'pay_id=1042&h=h1042');
    await pay(page).getByRole('button', { name: 'Cash' }).click();
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'cash');
    await expect(pay(page).locator('.rt-pay__instruction')).toContainText('Pay at the counter of our café on Pier 4');
    await pay(page).getByRole('button', { name: 'Back to the methods' }).click();
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'bill');

    await open(page, 'pay_id=1043&h=h1043');
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'cash');
    await expect(pay(page).locator('.rt-pay__instruction')).toHaveText('Bring the exact amount to the cupping on Saturday.');
  });

  test('a cash link_redirect is followed when it is http(s), never when it is javascript:', async ({ page }) => {
    await page.route('https://bank.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Bank voucher</h1>' }));
    await open(page, 'pay_id=1044&h=h1044');
    await pay(page).getByRole('button', { name: 'Cash' }).click();
    await expect(page).toHaveURL('https://bank.example/cash-voucher/1044');

    await open(page, 'pay_id=1045&h=h1045');
    await pay(page).getByRole('button', { name: 'Cash' }).click();
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'cash');
    await expect(page).toHaveURL(/frame\.html/);
  });

  test('already paid (pay_status 2): the paid view with the time; status 3: success without a bill number', async ({ page }) => {
    await open(page, 'pay_id=1050&h=h1050');
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'paid');
    await expect(pay(page)).toContainText('This bill is already paid');
    await expect(pay(page).locator('.rt-pay__sum')).toHaveText('$58.20');
    await expect(pay(page).locator('.rt-pay__time')).toContainText('January 10, 2026');

    await open(page, 'pay_id=1070&h=h1070');
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'success');
    await expect(pay(page).locator('.rt-pay__number')).toHaveCount(0);
  });

  test('fail: the failure view, and its retry loads the bill', async ({ page }) => {
    await open(page, 'pay_id=1042&h=h1042&pay_status=fail');
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'fail');
    await expect(pay(page).locator('.rt-pay__sum')).toHaveText('$86.50');
    await pay(page).getByRole('button', { name: 'Try again' }).click();
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'bill');
  });

  test('status 0 closes the modal and alerts the text; the query is cleared', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page, 'pay_id=1060&h=h1060');
    await expect.poll(() => alerts).toEqual(['This bill has been cancelled.']);
    await expect(pay(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).search).toBe('?scenario=modals&mode=run');
  });

  test('bad input: a missing h, no methods, a malformed answer: a clear message, never a blank modal', async ({ page }) => {
    await open(page, 'pay_id=1042');
    await expect(pay(page).getByRole('alert')).toHaveText('This payment link is not complete. Please use the link from your bill.');

    await open(page, 'pay_id=1080&h=h1080');
    await expect(pay(page).getByRole('alert')).toContainText('offers no payment method');

    // A malformed answer to the retry from fail: a message with a retry, which then loads the bill.
    await open(page, 'pay_id=1042&h=h1042&pay_status=fail');
    await expect(pay(page).locator('.rt-pay__sum')).toHaveText('$86.50');
    await page.evaluate(() => (window as unknown as { __sandbox: { faults: { set(rule: object): void } } }).__sandbox.faults.set({ match: '/mod/pay/ajax/', malformed: true, times: 1 }));
    await pay(page).getByRole('button', { name: 'Try again' }).click();
    await expect(pay(page).getByRole('alert')).toHaveText('The bill could not be loaded');
    await pay(page).getByRole('button', { name: 'Try again' }).click();
    await expect(pay(page)).toHaveAttribute('data-pay-view', 'bill');
  });

  test('closing with Escape, the overlay or the button clears the query without a reload, what a provider appended too (spec 001 §2); the frame keeps its own parameters', async ({ page }) => {
    for (const how of ['escape', 'overlay', 'button'] as const) {
      await open(page, 'pay_id=1042&h=h1042&paymentId=XYZ&utm_source=mail');
      await expect(pay(page)).toHaveAttribute('data-pay-view', 'bill');
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      if (how === 'escape') await page.keyboard.press('Escape');
      if (how === 'overlay') await pay(page).click({ position: { x: 6, y: 6 } });
      if (how === 'button') await pay(page).getByRole('button', { name: 'Close' }).click();
      await expect(pay(page)).toHaveCount(0);
      await expect.poll(() => new URL(page.url()).search).toBe('?scenario=modals&mode=run');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    }
  });
});
