/**
 * A date field's calendar stands over the page (position: fixed) by its field. In admin a part
 * hidden on this viewport is greyed with a CSS filter, which makes it the origin `fixed` places
 * from: the calendar must still open by its field, inside the window (DateField.tsx follow).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageParam } from '../support/harness';

const HIDDEN_FORM_PAGE = {
  settings: { title: 'Booking', language: 'en', country: 'US' },
  sections: [
    { id: 'spacer', type: 'FREE', padding: { desktop: { top: 300, bottom: 0 } }, elements: [{ id: 'spacer-text', type: 'figure', data: { kind: 'text', tag: 'div', text: '<p>Above the form.</p>' } }] },
    {
      id: 'booking',
      type: 'FREE',
      elements: [
        {
          id: 'booking-form',
          type: 'form01',
          hidden: { desktop: true },
          data: { formId: 8, groupId: 'bookings', fields: [{ id: 'day', type: 'date', name: 'Day' }], submit: { text: 'Book' } },
        },
      ],
    },
  ],
};

async function openCalendar(page: Page) {
  const field = page.locator('[data-element-id="booking-form"] .rt-date');
  await field.getByRole('button', { name: /choose a date|open/i }).click();
  const calendar = page.locator('[data-calendar]');
  await expect(calendar).toHaveAttribute('data-placed', '');
  return { field: await field.boundingBox(), calendar: await calendar.boundingBox(), height: await page.evaluate(() => window.innerHeight) };
}

test('admin, a form hidden on this viewport (greyed by a filter): its calendar opens by its field as on a shown form, inside the window', async ({ page }) => {
  await page.goto(`frame.html?scenario=forms&mode=admin&page=${pageParam(HIDDEN_FORM_PAGE)}`);
  const { field, calendar, height } = await openCalendar(page);
  expect(field).not.toBeNull();
  expect(calendar).not.toBeNull();
  // Placed as a shown form's calendar is (DateField.tsx follow): its left edge at the field's, and
  // above the field here, where the room below is too small; either way inside the window.
  expect(Math.abs(calendar!.x - field!.x), `field at x=${field!.x}, calendar at x=${calendar!.x}`).toBeLessThan(2);
  expect(calendar!.y + calendar!.height, `the calendar's bottom (${calendar!.y + calendar!.height}) within the window (${height})`).toBeLessThanOrEqual(height);
});
