/**
 * The visitor's own settings: what they set in their browser and system, which the page must stay
 * usable and readable under. Forced colours (Windows high contrast: every fill painted Canvas, every
 * border CanvasText, shadows dropped), a 320 px window (a 1280 px window at 400 %, WCAG 1.4.10) with
 * larger text (WCAG 1.4.4; a user style that raises every text to at least 24 px stands in for a
 * browser's minimum font size, as the runtime sizes its text in px), and reduced motion. One page
 * load walks what a scenario shows of each; forced-colours.spec.ts has the tabs, pages and swatches.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { blendCard, cartDialog, smallShopAddress, smallShopPage } from '../support/small-shop';

/** A visitor's larger text: every text at least 24 px, twice the 12 px of the smallest (a calendar's weekdays). */
const LARGER_TEXT = '* { font-size: max(1em, 24px) !important; }';

const background = (element: Locator) => element.evaluate((node) => getComputedStyle(node).backgroundColor);

/**
 * The pixels of a 4×4 px square just inside a box's left edge, at its middle: no text, only the fill
 * drawn there (a fill's computed colour says nothing of the alpha it keeps under forced colours).
 */
const fillAt = async (element: Locator) => {
  const box = (await element.boundingBox())!;
  return element.page().screenshot({ clip: { x: Math.round(box.x + 3), y: Math.round(box.y + box.height / 2 - 2), width: 4, height: 4 } });
};

/** Opens the forms scenario's first date field's calendar. */
async function openCalendar(page: Page): Promise<Locator> {
  const open = page.locator('.rt-date').first().getByRole('button', { name: 'Choose a date' });
  await open.scrollIntoViewIfNeeded();
  await open.click();
  const calendar = page.locator('[data-calendar]');
  await expect(calendar).toBeVisible();
  return calendar;
}

test.describe('forced colours', () => {
  test.use({ forcedColors: 'active', colorScheme: 'dark', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

  test("a form's chosen calendar day stands out from the others, and a range field's track and chosen span show", async ({ page }) => {
    await page.goto('frame.html?scenario=forms&mode=run&sections=lead,order');
    const canvas = await background(page.locator('.rt-site'));

    // The range field: the runners slide along a track, which holds the chosen span.
    const track = page.locator('.rt-range__track').first();
    await track.scrollIntoViewIfNeeded();
    expect.soft(await background(track), 'the track is drawn on the page').not.toBe(canvas);
    expect.soft(await background(track.locator('.rt-range__fill')), 'the chosen span is drawn on the track').not.toBe(await background(track));

    // The date field: a day chosen (the next month's first a visitor may choose), then the calendar again.
    let calendar = await openCalendar(page);
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.locator('.rt-calendar__day:not([aria-disabled="true"])').first().click();
    await expect(calendar).toBeHidden();
    calendar = await openCalendar(page);
    const chosen = calendar.locator('.rt-calendar__day[aria-selected="true"]');
    const other = calendar.locator('.rt-calendar__day:not([aria-selected="true"]):not([aria-disabled="true"])').first();
    await expect(chosen).toHaveCount(1);
    await page.mouse.move(1, 1);
    expect.soft((await fillAt(chosen)).equals(await fillAt(other)), 'the chosen day keeps a fill of its own').toBe(false);
  });

  test("a dropdown's option under the arrow keys, the edges of dialogs over the page, the current section's anchor dot", async ({ page }) => {
    // A bundle whose tabs switch through a dropdown (scenarios/widgets: classes).
    await page.goto('frame.html?scenario=widgets&mode=run&sections=classes');
    const button = page.locator('.rt-dropdown__button').first();
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const active = page.locator('.rt-dropdown__option[data-active]');
    await expect(active).toHaveCount(1);
    const inactive = page.locator('.rt-dropdown__option:not([data-active])').first();
    expect.soft((await fillAt(active)).equals(await fillAt(inactive)), 'the option the keys are on keeps a fill of its own').toBe(false);

    // The pay modal: its panel and the dimmed page round it are both Canvas, and its shadow is dropped.
    await page.goto('frame.html?scenario=modals&mode=run&pay_id=1042&h=h1042');
    const panel = page.getByRole('dialog', { name: 'Payment' }).locator('.rt-modal__panel');
    await expect(panel).toBeVisible();
    await expect.soft(panel, "the panel's edge is drawn").not.toHaveCSS('border-top-style', 'none');

    // The catalogue's options modal, a dialog of its own.
    await page.goto('frame.html?scenario=shop&mode=run&sections=gear');
    const kettle = page.locator('article.rt-card[data-product-id="308"]');
    await kettle.scrollIntoViewIfNeeded();
    await kettle.getByRole('button', { name: 'Choose options' }).click();
    const options = page.locator('dialog.rt-options-modal');
    await expect(options).toBeVisible();
    await expect.soft(options, "the options modal's edge is drawn").not.toHaveCSS('border-top-style', 'none');

    // The anchors widget: a ring for each section's dot, the current one bigger (scenarios/landing).
    await page.goto('frame.html?scenario=landing&mode=run&sections=hero,story');
    const current = page.locator('.rt-anchors__link[aria-current] .rt-anchors__dot');
    await expect(current).toHaveCount(1);
    const dot = await current.evaluate((node) => ({ fill: getComputedStyle(node).backgroundColor, ring: getComputedStyle(node).borderTopColor }));
    expect.soft(dot.fill, "the current section's dot is filled with its ring's colour").toBe(dot.ring);
  });
});

test.describe('320 px window, larger text', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the cart's lines keep their price inside the cart, and the calendar's weekday names do not run into each other", async ({ page }) => {
    await page.goto(smallShopAddress(smallShopPage({ title: 'Larger text', productIds: ['8', '7'] })));
    for (const id of ['8', '7']) await page.locator(`article.rt-card[data-product-id="${id}"]`).getByRole('button', { name: 'Add to cart' }).click();
    await expect(blendCard(page).locator('[data-in-cart]')).toBeVisible();
    await page.addStyleTag({ content: LARGER_TEXT });
    await page.locator('.rt-cart-button').click();
    await expect(cartDialog(page)).toHaveAttribute('data-state', 'open');
    const lines = cartDialog(page).locator('.rt-cart__line');
    await expect(lines).toHaveCount(2);
    for (const line of await lines.all()) {
      const [lineBox, priceBox] = [(await line.boundingBox())!, (await line.locator('.rt-cart__price').boundingBox())!];
      expect.soft(priceBox.x + priceBox.width, 'the price ends inside its line').toBeLessThanOrEqual(lineBox.x + lineBox.width + 0.5);
    }
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.goto('frame.html?scenario=forms&mode=run&sections=lead');
    await page.addStyleTag({ content: LARGER_TEXT });
    const calendar = await openCalendar(page);
    const overflows = await calendar.locator('thead th').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent));
    expect(overflows, "weekday names wider than their column (over their neighbours')").toEqual([]);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

  test('a button under the pointer stays where it is', async ({ page }) => {
    await page.goto('frame.html?scenario=landing&mode=run&sections=hero');
    const button = page.locator('.rt-button').first();
    await button.hover();
    // Whatever the hover started has finished.
    await button.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
    await expect(button).toHaveCSS('transform', 'none');
  });
});
