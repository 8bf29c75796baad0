/**
 * form01's error animation (spec 002 §9 "Error animation | 500 ms"; form-machine.ts
 * FORM_ERROR_ANIMATION_MS) on every kind of field: a refused submit flashes each invalid control,
 * those of form01's own fields and those of the special fields (runtime/fields), whose box holds
 * their own frame, and the choices, consent and range runners, which are no text inputs. The
 * frame exposes the sandbox as `window.__sandbox`.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pauseClock } from '../support/clock';
import { pageParam } from '../support/harness';

interface FrameHandles {
  __sandbox: { leads: { setRules(rules: { refuse?: Record<string, string> }): void } };
}

/** A page of one form with the given fields, opened in the frame; the clock paused once the form is ready, so the 500 ms flash stays. */
async function openForm(page: Page, fields: Record<string, unknown>[]) {
  const formPage = {
    settings: { title: 'Flash', language: 'en', country: 'US', currency: 'USD', projectId: 'harbor-forms', pageId: 'flash' },
    sections: [{ id: 'form', type: 'FREE', elements: [{ id: 'flash-form', type: 'form01', data: { formId: 503, groupId: 'flash', kind: 'lead', fields, submit: { text: 'Send' } } }] }],
  };
  await page.goto(`frame.html?scenario=forms&mode=run&page=${pageParam(formPage)}`);
  const form = page.locator('form');
  await expect(form).toHaveAttribute('data-form-initialised', '');
  await page.clock.install();
  await pauseClock(page);
  return form;
}

/** The animation each invalid control of a field plays. */
const flashes = (page: Page, fieldId: string) =>
  page.locator(`[data-form-field="${fieldId}"] [aria-invalid="true"]`).evaluateAll((controls) => controls.map((control) => getComputedStyle(control).animationName));

test('a refused submit flashes the invalid controls of every field kind; with reduced motion none moves', async ({ page }) => {
  const required = [
    { id: 'email', type: 'email', name: 'Email' },
    { id: 'phone', type: 'phone', name: 'Phone' },
    { id: 'boxes', type: 'number', name: 'Boxes' },
    { id: 'pickup', type: 'date', name: 'Pickup day' },
    { id: 'menu', type: 'file', name: 'Menu' },
    { id: 'roasts', type: 'checkbox', name: 'Roasts', options: ['Light', 'Dark'] },
    { id: 'contact', type: 'radio', name: 'Contact', options: ['Email', 'Phone'] },
    { id: 'consent', type: 'consent', text: 'I agree' },
  ].map((field) => ({ ...field, required: true }));
  // One field filled, so the form is not empty (an empty form says so instead of marking its fields).
  const form = await openForm(page, [{ id: 'name', type: 'text', name: 'Name' }, ...required]);
  await form.getByLabel('Name').fill('Ann Lee');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toHaveAttribute('data-error-flash', '');
  const controls: Record<string, number> = { email: 1, phone: 1, boxes: 1, pickup: 1, menu: 1, roasts: 2, contact: 2, consent: 1 };
  for (const [id, count] of Object.entries(controls)) {
    await expect(form.locator(`[data-form-field="${id}"]`)).toHaveAttribute('data-invalid', 'true');
    expect({ id, animations: await flashes(page, id) }).toEqual({ id, animations: Array<string>(count).fill('rt-form-flash') });
  }
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await flashes(page, 'phone')).toEqual(['none']);
});

test('a range the server refuses flashes both its runners', async ({ page, allowConsoleErrors }) => {
  // The browser logs the refusal's 400 answer.
  allowConsoleErrors(/status of 400/);
  const form = await openForm(page, [{ id: 'grind', type: 'range', name: 'Grind', min: 0, max: 10, double: true }]);
  await page.evaluate(() => (window as unknown as FrameHandles).__sandbox.leads.setRules({ refuse: { grind: 'This grind is out of stock' } }));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toHaveAttribute('data-error-flash', '');
  await expect(form.locator('[data-form-field="grind"]')).toHaveAttribute('data-invalid', 'true');
  expect(await flashes(page, 'grind')).toEqual(['rt-form-flash', 'rt-form-flash']);
});
