/**
 * The date, datetime and calculator fields over the gallery (issue 14 parts 4 and 6): a day picked
 * by mouse and by keyboard in the calendar dialog, the limits and work days, a datetime slot, the
 * page's language and first weekday, the 150 ms scroll binding, the calculator counting as its
 * inputs change, and the values a form sends. The page's clock is fixed to Tuesday 24 November
 * 2026 (noon UTC, the same day in every time zone the browser may have).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CALENDAR_SCROLL_BINDING_MS } from '../../runtime/fields/dates';
import { calculatorAnimationMs } from '../../runtime/fields/calculator';
import type { SandboxLead } from '../../sandbox/leads';
import { recordFormStates } from '../support/form-states';

const TODAY = new Date('2026-11-24T12:00:00Z');

/** Date.now() and new Date() give TODAY; timers run as usual. */
const fixToday = (page: Page) => page.clock.setFixedTime(TODAY);
/** The clock at TODAY and paused: timers fire only as the test runs it. */
async function pauseAtToday(page: Page) {
  await page.clock.install({ time: TODAY });
  await page.clock.pauseAt(TODAY.getTime() + 1000);
}

interface GalleryHandles {
  __sandbox: { reset(): void; leads: { list(): readonly SandboxLead[] } };
}

test.describe('date field', () => {
  test('a day picked with the mouse: shown in the page’s language, sent as YYYY-MM-DD, focus back on the button', async ({ mount, page }) => {
    await fixToday(page);
    const root = await mount('fields/DateField/Closed', { mode: 'run' });
    const opener = root.getByRole('button', { name: 'Choose a date' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    const dialog = root.getByRole('dialog', { name: 'November 2026' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('gridcell', { name: 'Tuesday, November 24, 2026' })).toHaveAttribute('aria-current', 'date');
    await dialog.getByRole('gridcell', { name: 'Monday, November 30, 2026' }).click();
    await expect(dialog).toBeHidden();
    await expect(root.getByRole('textbox', { name: 'Delivery day' })).toHaveValue('11/30/2026');
    await expect(root.locator('[data-readout]')).toHaveText('Sent as: 2026-11-30');
    await expect(opener).toBeFocused();
  });

  test('keyboard: Enter opens on today, arrows and Page Down move, Enter chooses; Escape closes without a choice', async ({ mount, page }) => {
    await fixToday(page);
    const root = await mount('fields/DateField/Closed', { mode: 'run' });
    const opener = root.getByRole('button', { name: 'Choose a date' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const grid = root.getByRole('grid');
    await expect(grid.getByRole('gridcell', { name: 'Tuesday, November 24, 2026' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(grid.getByRole('gridcell', { name: 'Wednesday, December 2, 2026' })).toBeFocused();
    await expect(root.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await page.keyboard.press('PageDown');
    await expect(grid.getByRole('gridcell', { name: 'Saturday, January 2, 2027' })).toBeFocused();
    await page.keyboard.press('Home'); // the week starts on Sunday in English (US)
    await expect(grid.getByRole('gridcell', { name: 'Sunday, December 27, 2026' })).toBeFocused();
    await page.keyboard.press('Shift+PageUp');
    await expect(grid.getByRole('gridcell', { name: 'Saturday, December 27, 2025' })).toBeFocused();
    // Tab stays inside the dialog.
    const dialog = root.getByRole('dialog', { name: 'December 2025' });
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(node.ownerDocument.activeElement))).toBe(true);
    }
    await grid.getByRole('gridcell', { name: 'Saturday, December 27, 2025' }).focus();
    await page.keyboard.press('Enter');
    await expect(root.locator('[data-readout]')).toHaveText('Sent as: 2025-12-27');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('gridcell', { name: 'Saturday, December 27, 2025' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    await expect(root.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(root.locator('[data-readout]')).toHaveText('Sent as: 2025-12-27');
  });

  test('limits: a future range from today on work days only; a typed date outside the limits is refused', async ({ mount, page }) => {
    await fixToday(page);
    const root = await mount('fields/DateField/FutureWorkDays', { mode: 'run' });
    const dialog = root.getByRole('dialog', { name: 'November 2026' });
    await expect(dialog.getByRole('gridcell', { name: 'Monday, November 23, 2026' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('gridcell', { name: 'Saturday, November 28, 2026' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('gridcell', { name: 'Tuesday, November 24, 2026' })).not.toHaveAttribute('aria-disabled');
    // Today is the first day: the month before cannot be shown.
    await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByRole('gridcell', { name: 'Tuesday, November 24, 2026' })).toBeFocused();
    // A closed day does nothing; an open one is taken.
    // (Playwright will not click an aria-disabled cell: the click is sent as an event.)
    await dialog.getByRole('gridcell', { name: 'Saturday, November 28, 2026' }).dispatchEvent('click');
    await expect(dialog).toBeVisible();
    await expect(root.locator('[data-readout]')).toHaveText('Sent as: (empty)');
    await dialog.getByRole('gridcell', { name: 'Friday, November 27, 2026' }).click();
    await expect(root.locator('[data-readout]')).toHaveText('Sent as: 2026-11-27');
    // Typed: yesterday is before the range, a Sunday is not a work day.
    const input = root.getByRole('textbox');
    for (const typed of ['11/23/2026', '11/29/2026', '02/30/2027']) {
      await input.fill(typed);
      await input.blur();
      await expect(root.locator('[data-readout]')).toHaveText('Not a date the calendar offers');
    }
    await input.fill('12/01/2026');
    await input.blur();
    await expect(root.locator('[data-readout]')).toHaveText('Sent as: 2026-12-01');
  });

  test('the upper limit: the end of the year plus 3, and 100 years back', async ({ mount, page }) => {
    await fixToday(page);
    const root = await mount('fields/DateField/Closed', { mode: 'run' });
    const input = root.getByRole('textbox');
    for (const [typed, shown] of [
      ['12/31/2029', 'Sent as: 2029-12-31'],
      ['01/01/2030', 'Not a date the calendar offers'],
      ['11/24/1926', 'Sent as: 1926-11-24'],
      ['11/23/1926', 'Not a date the calendar offers'],
    ] as const) {
      await input.fill(typed);
      await input.blur();
      await expect(root.locator('[data-readout]')).toHaveText(shown);
    }
  });

  test('datetime: a day, then one of its slots; sent as YYYY-MM-DD HH:MM', async ({ mount, page }) => {
    await fixToday(page);
    const root = await mount('fields/DateField/DatetimeSlots', { mode: 'run' });
    const dialog = root.getByRole('dialog', { name: 'November 2026' });
    await dialog.getByRole('gridcell', { name: 'Wednesday, November 25, 2026' }).click();
    const slots = dialog.getByRole('group', { name: 'Times on 11/25/2026' });
    await expect(slots.getByRole('button')).toHaveText(['09:00', '09:45', '10:30', '11:15', '12:00', '12:45', '13:30', '14:15', '15:00', '15:45', '16:30', '17:15']);
    await expect(slots.getByRole('button', { name: '09:00' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(slots.getByRole('button', { name: '10:30' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(root.getByRole('textbox', { name: 'Table booking' })).toHaveValue('11/25/2026 10:30');
    await expect(root.locator('[data-readout]')).toHaveText('Sent as: 2026-11-25 10:30');
    // Reopened, the chosen slot is marked.
    await root.getByRole('button', { name: 'Choose a date and time' }).click();
    await expect(root.getByRole('button', { name: '10:30' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Russian: month and weekday names in Russian, the week from Monday', async ({ mount, page }) => {
    await fixToday(page);
    const root = await mount('fields/DateField/RussianMondayFirst', { mode: 'run' });
    const dialog = root.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(/^ноябрь 2026/);
    await expect(dialog.getByRole('columnheader')).toHaveText(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    // 1 November 2026 is a Sunday: the last column of the first week.
    await expect(dialog.locator('tbody tr').first().locator('td').nth(6)).toHaveText('1');
    await dialog.getByRole('gridcell', { name: /^понедельник, 30 ноября 2026/ }).click();
    await expect(root.getByRole('textbox', { name: 'Дата доставки' })).toHaveValue('30.11.2026');
    await expect(root.getByRole('button', { name: 'Выбрать дату' })).toBeFocused();
  });

  test(`the calendar follows its field ${CALENDAR_SCROLL_BINDING_MS} ms after the page stops scrolling`, async ({ mount, page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await pauseAtToday(page);
    const root = await mount('fields/DateField/Closed', { mode: 'run' });
    await root.getByRole('button', { name: 'Choose a date' }).click();
    const dialog = root.getByRole('dialog');
    const top = async () => Math.round((await dialog.boundingBox())?.y ?? NaN);
    const fieldBottom = async () => Math.round(await root.locator('.rt-date').evaluate((box) => box.getBoundingClientRect().bottom));
    const before = await top();
    expect(before).toBe((await fieldBottom()) + 4);
    // The calendar's 150 ms starts at the scroll event, which the browser sends with its next frame,
    // after scrollBy has returned: the clock runs only once the page has had it (else the wait could
    // begin after the clock ran, and never end on the paused clock).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { capture: true, once: true });
          window.scrollBy(0, 60);
        }),
    );
    await expect.poll(fieldBottom).toBeLessThan(before - 4);
    const moved = before - 4 - (await fieldBottom());
    // Scrolling: the calendar stays where it was until 150 ms after the last scroll.
    await page.clock.runFor(CALENDAR_SCROLL_BINDING_MS - 1);
    expect(await top()).toBe(before);
    await page.clock.runFor(1);
    await expect.poll(top).toBe(before - moved);
  });
});

test.describe('calculator', () => {
  const total = (root: ReturnType<Page['locator']>) => root.locator('[data-form-field="total"] .rt-calc__count');

  test('follows its inputs, counting to each result in min(600, 150 + 5 × change) ms', async ({ mount, page }) => {
    await pauseAtToday(page);
    const root = await mount('fields/Calculator/OrderTotal', { mode: 'run' });
    await expect(total(root)).toHaveText('$0.00');
    // 2 bags of 250 g at $8.50: $17.00, a change of 17 counted in 150 + 85 = 235 ms.
    await root.getByRole('textbox', { name: 'Bags of coffee' }).fill('2');
    await expect(root.locator('[data-form-field="total"] output')).toContainText('$17.00'); // what screen readers read, at once
    expect(calculatorAnimationMs(17, false)).toBe(235);
    await page.clock.runFor(100);
    // The count is React state set by the clock's timer: it renders a moment after runFor returns
    // (the clock is paused, so the value then stays put).
    const midway = async () => Number((await total(root).textContent())?.replace('$', ''));
    await expect.poll(midway).toBeGreaterThan(0);
    expect(await midway()).toBeLessThan(17);
    await page.clock.runFor(160);
    await expect(total(root)).toHaveText('$17.00');
    // The range moves to 500 g a bag: $34.00.
    await root.getByRole('slider', { name: 'Grams per bag' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(calculatorAnimationMs(17, false) + 20);
    await expect(total(root)).toHaveText('$34.00');
    await root.getByRole('textbox', { name: 'Bags of coffee' }).fill('');
    await page.clock.runFor(600);
    await expect(total(root)).toHaveText('$0.00');
  });

  test('is instant under reduced motion', async ({ mount, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseAtToday(page);
    const root = await mount('fields/Calculator/OrderTotal', { mode: 'run' });
    await root.getByRole('textbox', { name: 'Bags of coffee' }).fill('40');
    await expect(total(root)).toHaveText('$340.00');
  });
});

test.describe('in a form', () => {
  test('the date, the datetime slot and the calculated total go with the lead in their formats', async ({ mount, page }) => {
    await fixToday(page);
    const root = await mount('forms/Form/BookingForm', { mode: 'run' });
    await page.evaluate(() => (window as unknown as GalleryHandles).__sandbox.reset());
    await root.getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
    await root.getByRole('button', { name: 'Choose a date', exact: true }).click();
    await root.getByRole('gridcell', { name: 'Wednesday, November 25, 2026' }).click();
    await root.getByRole('textbox', { name: 'Tasting' }).fill('11/26/2026 11:00');
    await root.getByRole('textbox', { name: 'Guests' }).fill('3');
    await expect(root.locator('[data-form-field="total"] output')).toContainText('$37.50');
    // Timers run on the real clock here (only the date is fixed): the success lasts a second, so its every state is recorded.
    const formStates = await recordFormStates(root.locator('form'));
    await root.getByRole('button', { name: 'Book' }).click();
    await expect.poll(formStates).toContain('success');
    const sent = await page.evaluate(() => [...(window as unknown as GalleryHandles).__sandbox.leads.list()]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toMatchObject({
      fields: expect.arrayContaining([
        { id: 'pickup', name: 'Pickup day', type: 'date', value: '2026-11-25' },
        { id: 'tasting', name: 'Tasting', type: 'datetime', value: '2026-11-26 11:00' },
        { id: 'guests', name: 'Guests', type: 'number', value: '3' },
        { id: 'total', name: 'Total', type: 'calculator', value: '37.50' },
      ]),
    });
  });

  test('a required date left empty stops the send with its message', async ({ mount, page }) => {
    await fixToday(page);
    const root = await mount('forms/Form/BookingForm', { mode: 'run' });
    await page.evaluate(() => (window as unknown as GalleryHandles).__sandbox.reset());
    await root.getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
    await root.getByRole('button', { name: 'Book' }).click();
    await expect(root.getByRole('textbox', { name: 'Pickup day' })).toHaveAttribute('aria-invalid', 'true');
    await expect(root.getByRole('textbox', { name: 'Pickup day' })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as GalleryHandles).__sandbox.leads.list().length)).toBe(0);
  });
});
