/**
 * Forced colours (Windows high contrast): the mode replaces every author colour (fills, borders, text)
 * with system colours and drops box-shadows, so a state drawn only by a fill or a shadow vanishes.
 * A control's state must stay visible there (WCAG 1.4.11 / 1.4.1): the selected tab, the current
 * page, the chosen option, the current slide's dot. And a colour swatch, whose colour is the value
 * itself, must keep it.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { visitorArrives } from '../support/visitor';

test.use({ forcedColors: 'active', colorScheme: 'dark', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

/** The pixels of a 6×4 px strip inside a box's left padding, at its middle: no text, only the box's fill. */
const paddingStrip = async (element: Locator) => {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  return element.page().screenshot({ clip: { x: Math.round(box.x + 6), y: Math.round(box.y + box.height / 2 - 2), width: 6, height: 4 } });
};

test('forced colours: the selected pill tab of a BUNDLE is drawn other than a tab not selected', async ({ page }) => {
  await page.goto('frame.html?scenario=widgets&mode=run&sections=menu');
  const selected = page.locator('.rt-tabs--pills .rt-tabs__tab[aria-selected="true"]').first();
  const other = page.locator('.rt-tabs--pills .rt-tabs__tab[aria-selected="false"]').first();
  await expect(selected).toBeVisible();
  await expect(other).toBeVisible();
  const [selectedFill, otherFill] = [await paddingStrip(selected), await paddingStrip(other)];
  expect(selectedFill.equals(otherFill), 'the selected pill keeps a fill of its own').toBe(false);
});

test("forced colours: the catalogue's current page is drawn other than another page", async ({ page }) => {
  await page.goto('frame.html?scenario=shop&mode=run&sections=gear');
  const bar = page.locator('nav.rt-pagination').first();
  const current = bar.getByRole('button', { name: 'Page 1', exact: true });
  const other = bar.getByRole('button', { name: 'Page 2', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(other).toBeVisible();
  const [currentFill, otherFill] = [await paddingStrip(current), await paddingStrip(other)];
  expect(currentFill.equals(otherFill), 'the current page keeps a fill of its own').toBe(false);
});

test('forced colours: a colour swatch still shows its colour, and the chosen swatch is drawn other than when not chosen', async ({ page }) => {
  // The catalogue's Cups category: mugs in glazes, their colours as swatches (scenarios/shop/seed.ts GLAZE).
  await page.goto('frame.html?scenario=shop&mode=run&sections=catalogue');
  await page.getByRole('tab', { name: /cups/i }).first().click();
  const group = page.locator('.rt-option__blocks:has(.rt-option__block--swatch)').first();
  await expect(group).toBeVisible();
  const first = group.locator('.rt-option__block--swatch').nth(0);
  const second = group.locator('.rt-option__block--swatch').nth(1);
  const swatchFill = (block: Locator) => block.locator('.rt-option__swatch').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect.soft(await swatchFill(first), 'two swatches of different colours keep different fills').not.toBe(await swatchFill(second));

  /** The block as seen with neither the pointer over it nor the focus on it. */
  const shotAtRest = async (block: Locator) => {
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    return block.screenshot();
  };
  await first.click();
  await expect(first).toHaveAttribute('aria-checked', 'true');
  const chosen = await shotAtRest(first);
  await second.click();
  await expect(first).toHaveAttribute('aria-checked', 'false');
  const notChosen = await shotAtRest(first);
  expect(chosen.equals(notChosen), 'the chosen swatch is marked by more than its colours').toBe(false);
});

test("forced colours: the current slide's dot is told apart by its fill, not by its opacity", async ({ page }) => {
  await page.goto('frame.html?scenario=widgets&mode=run&sections=gallery');
  await expect(page.getByRole('group', { name: 'Slideshow, 9 slides' })).toBeInViewport();
  // The visitor's pointer starts the slider (one that does not autoplay waits for it): its bullets are Swiper's.
  await visitorArrives(page);
  const slider = page.getByRole('group', { name: 'Slideshow, 9 slides' });
  const current = slider.locator('.swiper-pagination-bullet-active').first();
  const other = slider.locator('.swiper-pagination-bullet:not(.swiper-pagination-bullet-active)').first();
  await expect(current).toBeVisible();
  const dot = (bullet: Locator) =>
    bullet.evaluate((el) => {
      const s = getComputedStyle(el, '::before');
      return { fill: s.backgroundColor, opacity: s.opacity, ring: `${s.borderTopWidth} ${s.borderTopStyle}` };
    });
  const [currentDot, otherDot] = [await dot(current), await dot(other)];
  expect(otherDot.ring, 'a dot keeps a ring the mode draws').not.toMatch(/^0px|none$/);
  expect(currentDot.opacity).toBe(otherDot.opacity);
  expect(currentDot.fill, 'the current dot is filled, the others not').not.toBe(otherDot.fill);
});
