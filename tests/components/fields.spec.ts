/**
 * Special form fields over the gallery (spec 001 §5, §9): typing, pasting and keys in the phone,
 * number and range fields. Their rules are unit tested in runtime/fields/; this is the browser's
 * part: the caret, the clipboard, held keys on the page's clock.
 */
import { expect, test } from '../support/fixtures';
import { installPausedClock } from '../support/clock';
import { RANGE_HIGHLIGHT_MS, RANGE_KEY_REPEAT_DELAY_MS, RANGE_KEY_REPEAT_INTERVAL_MS, RANGE_TOOLTIP_MARGIN_PX } from '../../runtime/fields/range';

test.describe('phone field', () => {
  test('typing fills the Russian mask; the field is complete at ten digits', async ({ mount }) => {
    const root = await mount('fields/Fields/PhoneRussia', { mode: 'run' });
    const input = root.getByLabel('Phone (RU)');
    await expect(input).toHaveAttribute('placeholder', '+7 (___) ___-__-__');
    await input.pressSequentially('912345678');
    await expect(input).toHaveValue('+7 (912) 345-67-8');
    await expect(input).not.toHaveAttribute('data-mask-complete');
    await input.press('9');
    await expect(input).toHaveValue('+7 (912) 345-67-89');
    await expect(input).toHaveAttribute('data-mask-complete', '');
    // Over the mask: the extra digit is dropped.
    await input.press('0');
    await expect(input).toHaveValue('+7 (912) 345-67-89');
  });

  test('backspace over a literal takes the digit before it', async ({ mount }) => {
    const root = await mount('fields/Fields/PhoneRussia', { mode: 'run' });
    const input = root.getByLabel('Phone (RU)');
    await input.pressSequentially('9123');
    await expect(input).toHaveValue('+7 (912) 3');
    await input.press('Backspace');
    await expect(input).toHaveValue('+7 (912');
    await input.press('Backspace');
    await expect(input).toHaveValue('+7 (91');
  });

  test('Backspace right after ")" in the middle of a full number takes the digit before it, and the caret stays there', async ({ mount }) => {
    const root = await mount('fields/Fields/PhoneRussia', { mode: 'run' });
    const input = root.getByLabel('Phone (RU)');
    await input.pressSequentially('9123456789');
    await expect(input).toHaveValue('+7 (912) 345-67-89');
    // The caret after ")": "+7 (912)" is 8 characters.
    await input.press('Home');
    for (let i = 0; i < 8; i += 1) await input.press('ArrowRight');
    await input.press('Backspace');
    await expect(input).toHaveValue('+7 (913) 456-78-9');
    expect(await input.evaluate((element: HTMLInputElement) => [element.selectionStart, element.selectionEnd])).toEqual([6, 6]);
  });

  test('a digit deleted in the middle leaves the caret in its place, so the next key replaces it', async ({ mount }) => {
    const root = await mount('fields/Fields/PhoneRussia', { mode: 'run' });
    const input = root.getByLabel('Phone (RU)');
    await input.pressSequentially('9123456789');
    // The caret after the "1" of 912: Backspace takes it, and "8" goes where it was.
    await input.press('Home');
    for (let i = 0; i < 6; i += 1) await input.press('ArrowRight');
    await input.press('Backspace');
    await expect(input).toHaveValue('+7 (923) 456-78-9');
    await input.press('8');
    await expect(input).toHaveValue('+7 (982) 345-67-89');
    // Delete before "-" takes the digit after it.
    await input.press('End');
    for (let i = 0; i < 6; i += 1) await input.press('ArrowLeft');
    await input.press('Delete');
    await expect(input).toHaveValue('+7 (982) 345-78-9');
  });

  for (const [story, pasted, shown] of [
    ['PhoneRussia', '+7 912 345-67-89', '+7 (912) 345-67-89'],
    ['PhoneRussia', '89123456789', '+7 (912) 345-67-89'],
    ['PhoneRussiaDomestic', '+7 (912) 345-67-89', '8 (912) 345-67-89'],
    ['PhoneUkraine', '+380501234567', '+38 (050) 123-4567'],
    ['PhoneBelarus', '+375294911911', '+375 29 4911911'],
    ['PhoneUnitedStates', '+1 (201) 555-0123', '+1 (201) 555-0123'],
  ] as const) {
    test(`a pasted ${pasted} lands in the ${story.replace('Phone', '')} mask`, async ({ mount, page }) => {
      const root = await mount(`fields/Fields/${story}`, { mode: 'run' });
      const input = root.getByRole('textbox');
      await input.focus();
      // A paste reaches the field as one insertion of the whole text.
      await page.keyboard.insertText(pasted);
      await expect(input).toHaveValue(shown);
      await expect(input).toHaveAttribute('data-mask-complete', '');
    });
  }

  test('no mask for the country: the field keeps digits, plus, dash, underscore and parentheses', async ({ mount }) => {
    const root = await mount('fields/Fields/PhoneNoMask', { mode: 'run' });
    const input = root.getByLabel('Phone (DE)');
    await input.pressSequentially('+49 (30) 1234-56 ext😀');
    await expect(input).toHaveValue('+49(30)1234-56');
    await expect(input).not.toHaveAttribute('data-mask');
  });

  test('a broken mask is removed and the field stays usable', async ({ mount }) => {
    const root = await mount('fields/Fields/PhoneBrokenMask', { mode: 'run' });
    const input = root.getByLabel('Phone (RU)');
    await input.pressSequentially('8 912 345');
    await expect(input).toHaveValue('8912345');
    await expect(input).not.toHaveAttribute('data-mask');
  });

  test('an optional empty field counts as complete', async ({ mount }) => {
    const root = await mount('fields/Fields/PhoneBelarus', { mode: 'run' });
    await expect(root.getByLabel('Phone (BY)')).toHaveAttribute('data-mask-complete', '');
    await root.getByLabel('Phone (BY)').pressSequentially('29');
    await expect(root.getByLabel('Phone (BY)')).not.toHaveAttribute('data-mask-complete');
  });
});

test.describe('number field', () => {
  test('typing keeps one leading minus, one separator and two decimals; blur clamps to the limits', async ({ mount }) => {
    const root = await mount('fields/Fields/NumberTwoDecimals', { mode: 'run' });
    const input = root.getByRole('textbox');
    await input.pressSequentially('-1-2,3456e9');
    await expect(input).toHaveValue('-12,34');
    await input.fill('');
    await input.pressSequentially('5000');
    await root.getByRole('button', { name: 'Next' }).focus();
    await expect(input).toHaveValue('1000');
    await input.fill('-99');
    await input.blur();
    await expect(input).toHaveValue('-50');
  });

  test('arrow keys step by 0.01; shift ×10, ctrl ×100, alt ×0.1 (never below the field’s precision)', async ({ mount }) => {
    const root = await mount('fields/Fields/NumberTwoDecimals', { mode: 'run' });
    const input = root.getByRole('textbox');
    await input.fill('1');
    await input.press('ArrowUp');
    await expect(input).toHaveValue('1.01');
    await input.press('Shift+ArrowUp');
    await expect(input).toHaveValue('1.11');
    await input.press('Control+ArrowDown');
    await expect(input).toHaveValue('0.11');
    await input.press('Alt+ArrowUp');
    await expect(input).toHaveValue('0.12');
  });

  test('whole numbers: no separator; the arrows stop at max', async ({ mount }) => {
    const root = await mount('fields/Fields/NumberWhole', { mode: 'run' });
    const input = root.getByRole('textbox');
    await input.pressSequentially('9.5');
    await expect(input).toHaveValue('95');
    await input.press('Shift+ArrowUp');
    await expect(input).toHaveValue('100');
  });
});

test.describe('range field', () => {
  test('arrow keys move a runner one step, shift ten, Home and End to the edges', async ({ mount }) => {
    const root = await mount('fields/Fields/RangeOneRunner', { mode: 'run' });
    const runner = root.getByRole('slider', { name: 'Budget' });
    await expect(runner).toHaveAttribute('aria-valuenow', '500');
    await runner.focus();
    await runner.press('ArrowRight');
    await expect(runner).toHaveAttribute('aria-valuenow', '510');
    await runner.press('Shift+ArrowLeft');
    await expect(runner).toHaveAttribute('aria-valuenow', '410');
    await runner.press('End');
    await expect(runner).toHaveAttribute('aria-valuenow', '1000');
    await expect(runner).toHaveAttribute('aria-valuetext', '1,000 $');
    await runner.press('Home');
    await expect(root.locator('[data-readout]')).toHaveText('0');
  });

  test(`a held key repeats after ${RANGE_KEY_REPEAT_DELAY_MS} ms every ${RANGE_KEY_REPEAT_INTERVAL_MS} ms; the highlight goes ${RANGE_HIGHLIGHT_MS} ms after the last move`, async ({ mount, page }) => {
    await installPausedClock(page);
    const root = await mount('fields/Fields/RangeOneRunner', { mode: 'run' });
    const runner = root.getByRole('slider', { name: 'Budget' });
    await runner.focus();
    await page.keyboard.down('ArrowRight');
    await expect(runner).toHaveAttribute('aria-valuenow', '510');
    await expect(runner).toHaveAttribute('data-active', '');
    await page.clock.runFor(RANGE_KEY_REPEAT_DELAY_MS - 1);
    await expect(runner).toHaveAttribute('aria-valuenow', '510');
    await page.clock.runFor(1 + RANGE_KEY_REPEAT_INTERVAL_MS);
    await expect(runner).toHaveAttribute('aria-valuenow', '520');
    await page.clock.runFor(2 * RANGE_KEY_REPEAT_INTERVAL_MS);
    await expect(runner).toHaveAttribute('aria-valuenow', '540');
    // Released: no more steps; the highlight stays until 500 ms after the last one.
    await page.keyboard.up('ArrowRight');
    await page.clock.runFor(RANGE_HIGHLIGHT_MS - 1);
    await expect(runner).toHaveAttribute('aria-valuenow', '540');
    await expect(runner).toHaveAttribute('data-active', '');
    await page.clock.runFor(1);
    await expect(runner).not.toHaveAttribute('data-active');
  });

  test('two runners: the start never passes the end, and a track click moves the nearer runner', async ({ mount }) => {
    const root = await mount('fields/Fields/RangeTwoRunners', { mode: 'run', viewport: 'desktop' });
    const from = root.getByRole('slider', { name: 'Price range: from' });
    const to = root.getByRole('slider', { name: 'Price range: to' });
    await from.focus();
    await from.press('End');
    await expect(from).toHaveAttribute('aria-valuenow', '600');
    await expect(to).toHaveAttribute('aria-valuemin', '600');
    await from.press('Home');
    const track = root.locator('.rt-range__track');
    const box = (await track.boundingBox())!;
    // The runners sit over the track: the click goes to the track's own box.
    await track.click({ position: { x: box.width * 0.9, y: box.height / 2 }, force: true });
    await expect(to).toHaveAttribute('aria-valuenow', '900');
    await expect(from).toHaveAttribute('aria-valuenow', '0');
    await expect(root.locator('.rt-range__legend span')).toHaveText(['0', '200', '400', '600', '800', '1,000']);
  });

  test(`each tooltip stands over its runner, kept ${RANGE_TOOLTIP_MARGIN_PX} px from the track's edges`, async ({ mount }) => {
    const root = await mount('fields/Fields/RangeTwoRunners', { mode: 'run', viewport: 'desktop' });
    /** Each tooltip's centre, in px from the track's left edge, and the track's width. */
    const tips = () =>
      root.locator('.rt-range__track').evaluate((track) => {
        const box = track.getBoundingClientRect();
        const centres = [...track.querySelectorAll('.rt-range__tooltip')].map((tip) => {
          const { left, width } = tip.getBoundingClientRect();
          return Math.round(left + width / 2 - box.left);
        });
        return { width: Math.round(box.width), centres };
      });
    // 200 and 600 of 0…1000: over the runners.
    const { width } = await tips();
    expect(await tips()).toEqual({ width, centres: [Math.round(width * 0.2), Math.round(width * 0.6)] });
    // At the edges: the margin holds.
    await root.getByRole('slider', { name: 'Price range: from' }).press('Home');
    await root.getByRole('slider', { name: 'Price range: to' }).press('End');
    await expect.poll(tips).toEqual({ width, centres: [RANGE_TOOLTIP_MARGIN_PX, width - RANGE_TOOLTIP_MARGIN_PX] });
  });
});
