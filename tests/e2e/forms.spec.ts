/**
 * form01 on the forms scenario (issue 13): a full lead send with its payload checked on the
 * sandbox, and a payment form whose answer starts the pay modal. The frame exposes the sandbox
 * as `window.__sandbox`.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pauseClock } from '../support/clock';
import { holdRequests } from '../support/held-requests';
import { pageParam } from '../support/harness';
import type { SandboxLead } from '../../sandbox/leads';

interface FrameHandles {
  __sandbox: { leads: { list(): readonly SandboxLead[] } };
}

/**
 * Fills the forms scenario's payment form and sends it, the clock paused from the send on (no timer
 * runs unless the test runs it). `beforeSend` runs once the form is filled (a test that holds back
 * the pay modal's code routes it there, so the page loads without request interception).
 *
 * The page loads and is filled on the real clock; Playwright's clock is installed (at the present
 * time) only for the send. (A typed email that was sometimes gone was not the clock: the page's lead
 * form, whose special fields' code comes later, opened while the email was typed and took the focus,
 * so the keys went to its name field. A form no longer takes focus from a field that has it.)
 */
async function sendPaymentForm(page: Page, beforeSend: () => Promise<void> = async () => undefined): Promise<void> {
  // Its section alone, the smallest page that shows it. (On the whole page the forms above it once
  // showed late and pushed it 1,400 px down, and a click under load landed where the button had
  // been; the frame now shows every form whole at once, tested above.)
  await page.goto('frame.html?scenario=forms&mode=run&sections=payment');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Pay 25 USD' }) });
  await expect(form).toHaveAttribute('data-form-initialised', '');
  await form.getByLabel('Name').fill('Ann Lee');
  await form.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
  await beforeSend();
  await page.clock.install();
  await pauseClock(page);
  await form.getByRole('button', { name: 'Pay 25 USD' }).click();
  await expect(form).toHaveAttribute('data-form-state', 'success');
}

const leads = (page: Page) => page.evaluate(() => [...(window as unknown as FrameHandles).__sandbox.leads.list()]);

test.describe('forms scenario', () => {
  // The frame waits for the page's parts before its first render; a form's parts include its
  // special fields' code. Before, the forms with phone, date or range fields showed a small
  // placeholder first and then themselves, 1,400 px taller, moving everything below them.
  test('the frame shows every form whole at its first render: no placeholder, nothing on the page moves', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { shift: 0, placeholders: 0 };
      Object.assign(window, { __seen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shift += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        seen.placeholders += document.querySelectorAll('[data-form-loading], [data-block-loading]').length;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('frame.html?scenario=forms&mode=run');
    await expect(page.locator('form')).toHaveCount(4);
    await page.getByRole('button', { name: 'Pay 25 USD' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { __seen: { shift: number; placeholders: number } }).__seen)).toEqual({ shift: 0, placeholders: 0 });
  });

  test('a lead: sent once with every payload field, the thank-you modal opens, the form resets', async ({ page }) => {
    await page.goto('frame.html?scenario=forms&mode=run&utm_source=newsletter&utm_campaign=spring');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send request' }) });
    await form.getByLabel('Your name').fill('Ann Lee');
    await form.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
    await form.getByRole('textbox', { name: 'Company code' }).pressSequentially('ab1234');
    await expect(form.getByRole('textbox', { name: 'Company code' })).toHaveValue('ab-1234');
    await form.getByLabel('Monthly volume').selectOption('10–50 kg');
    await form.getByRole('radio', { name: 'Phone' }).check();
    await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('dialog', { name: 'Request received' })).toBeVisible();
    const sent = await leads(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ projectId: 'harbor-forms', groupId: 'wholesale', status: 200, leadId: '1' });
    expect(sent[0]?.payload).toMatchObject({
      id: 'lead-form',
      is_ajax: 1,
      jsform: 501,
      pageId: 'forms',
      forceUpdateProduct: false,
      products: '[]',
      utmData: { utm_source: 'newsletter', utm_campaign: 'spring' },
      'captcha-token': null,
      shipping: [],
      advanced: [],
      fields: expect.arrayContaining([
        { id: 'name', name: 'Your name', type: 'text', value: 'Ann Lee' },
        { id: 'company', name: 'Company code', type: 'text', value: 'ab-1234' },
        { id: 'volume', name: 'Monthly volume', type: 'select', value: '10–50 kg' },
        { id: 'contact', name: 'How should we reach you?', type: 'radio', value: 'Phone' },
        { id: 'source', name: '', type: 'hidden', value: 'forms-scenario' },
      ]),
    });
    await expect(form.getByLabel('Your name')).toHaveValue('');
  });

  test('the close action: a form inside a page modal closes its modal once the lead is accepted, and focus returns to the button that opened it', async ({ page }) => {
    const callbackPage = {
      settings: { title: 'Call back', language: 'en', country: 'US', currency: 'USD', projectId: 'harbor-forms', pageId: 'call-back' },
      sections: [{ id: 'intro', type: 'FREE', elements: [{ id: 'open-call-back', type: 'button01', data: { text: 'Ask for a call back', action: { type: 'modal', modalId: 'call-back' } } }] }],
      modals: [
        {
          id: 'call-back',
          title: 'Ask for a call back',
          kind: 'basic',
          width: 480,
          elements: [{ id: 'call-back-form', type: 'form01', data: { formId: 502, groupId: 'call-back', kind: 'lead', fields: [{ id: 'name', type: 'text', name: 'Your name', required: true }], submit: { text: 'Call me' }, action: { type: 'close' } } }],
        },
      ],
    };
    await page.goto(`frame.html?scenario=forms&mode=run&page=${pageParam(callbackPage)}`);
    const opener = page.getByRole('button', { name: 'Ask for a call back' });
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Ask for a call back' });
    await modal.getByLabel('Your name').fill('Ann Lee');
    await modal.getByRole('button', { name: 'Call me' }).click();
    await expect(modal).toHaveCount(0);
    await expect(opener).toBeFocused();
    const sent = await leads(page);
    expect(sent.map((lead) => [lead.status, lead.groupId])).toEqual([[200, 'call-back']]);
  });

  test('a payment form: after 200 ms the address gets pay_id and h and the pay modal shows the new bill', async ({ page }) => {
    await sendPaymentForm(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('pay_id')).toBeNull();
    // The pay modal's code arrives in real time, whatever the clock does: the clock runs on once it is
    // there (under load it came after the clock had run, and React's reveal then waited for a clock that never ran).
    const payModalCode = page.waitForResponse((response) => /\/PayModal-[\w-]+\.js$/.test(response.url()));
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/[?&]pay_id=L1&h=h-lead-1$/);
    await payModalCode;
    // React reveals the modal (its Suspense reveal waits up to 300 ms), and the bill loads.
    await page.clock.runFor(400);
    const pay = page.getByRole('dialog', { name: 'Payment' });
    await expect(pay).toHaveAttribute('data-pay-view', 'bill');
    await expect(pay.locator('.rt-pay__sum')).toHaveText('$25.00');
    // The pay modal opened, so the fallback redirect does not happen.
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/frame\.html/);
    const sent = await leads(page);
    expect(sent[0]?.payload).toMatchObject({ jsform: 503, advanced: [{ type: 'hidden', name: 'pay[price]', value: '25' }, { type: 'hidden', name: 'pay[desc]', value: 'Cupping session, Saturday' }] });
    // Closed by mistake: the reset form offers that bill again, not a second lead.
    await pay.getByRole('button', { name: 'Close' }).click();
    await expect(pay).toHaveCount(0);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Pay 25 USD' }) });
    await expect(form.getByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', /\/mod\/pay\/\?pay_type=card&pay_id=L1&h=h-lead-1$/);
  });

  test('a payment form whose pay modal code arrives late: the page waits for the modal rather than leaving for the pay link', async ({ page }) => {
    let payModalCode: Awaited<ReturnType<typeof holdRequests>> | undefined;
    await sendPaymentForm(page, async () => {
      payModalCode = await holdRequests(page, /\/PayModal-[\w-]+\.js$/);
    });
    if (!payModalCode) throw new Error('the pay modal code was not held');
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/[?&]pay_id=L1&h=h-lead-1$/);
    await payModalCode.requested;
    // Four times the 500 ms fallback: the page's pay flow took the payment, so nothing redirects.
    await page.clock.runFor(2_000);
    await expect(page).toHaveURL(/frame\.html\?/);
    const arrived = page.waitForResponse((response) => /\/PayModal-[\w-]+\.js$/.test(response.url()));
    payModalCode.release();
    await arrived;
    await page.clock.runFor(400);
    await expect(page.getByRole('dialog', { name: 'Payment' })).toHaveAttribute('data-pay-view', 'bill');
  });
});
