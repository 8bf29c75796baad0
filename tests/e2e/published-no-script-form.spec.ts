/**
 * A published form read without scripts (they are off, or blocked) cannot send its lead. Before,
 * its submit did the browser's default, a GET of the page: what the visitor typed (a name, an
 * email, a phone) went into the address, the server's logs and the history, and the page reloaded
 * without it. The form's method makes that submit do nothing (Form01.tsx), and a note under its
 * submit says why. With scripts the note is not there and the runtime sends the lead.
 */
import { expect, test } from '../support/fixtures';
import { recordHydrationWarnings, untilHydrated } from '../support/visitor';

const FORM = '[data-published-viewport="desktop"] [data-element-id="lead-form"] form';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a form sent by Enter or its button leaves the address as it was and keeps what was typed; a note under its submit says it needs JavaScript', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const address = new URL('/published/forms/', baseURL).href;
    await page.goto(address);
    const form = page.locator(FORM);
    const name = form.getByRole('textbox', { name: 'Your name' });
    await name.fill('Ann Lee');
    await form.getByRole('textbox', { name: /email/i }).fill('ann@example.com');
    await name.press('Enter');
    await form.getByRole('button', { name: 'Send' }).click();
    // A GET would have been the page's next load: the same document still holds what was typed.
    await expect(name).toHaveValue('Ann Lee');
    expect(page.url()).toBe(address);
    // The one for scripts turned off (the other, for scripts that failed to load, stays hidden: published-scripts-failed.spec.ts).
    await expect(form.locator('.rt-form__no-script:visible')).toHaveText('This form needs JavaScript to send: it is turned off in this browser.');
  });
});

test('with JavaScript the same form hydrates without a mismatch and shows no such note', async ({ page, baseURL }) => {
  const hydrationWarnings = recordHydrationWarnings(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(new URL('/published/forms/', baseURL).href);
  await untilHydrated(page.locator(FORM));
  await expect(page.locator('.rt-form__no-script')).toHaveCount(0);
  expect(hydrationWarnings).toEqual([]);
});
