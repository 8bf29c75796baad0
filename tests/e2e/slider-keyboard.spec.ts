/**
 * A slider by the keyboard, on a whole page. Dynamic bullets (more than 7 slides, spec 000 §9):
 * Swiper shows a window of a few bullets around the shown slide, in a strip that clips the rest.
 * Tab walks the bullets of the window only, and focusing one never scrolls the strip under
 * Swiper's placement: the shown slide's bullet stays in sight, marked.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { visitorArrives } from '../support/visitor';
import { DYNAMIC_MAIN_BULLETS } from '../../runtime/widgets/slider/constants';

// Reduced motion: the gallery's slideshow does not autoplay, so nothing moves but what Tab does.
test.use({ viewport: { width: 1280, height: 1000 }, reducedMotion: 'reduce' });

/** The bullets of Swiper's window at the first slide: the main ones, then two after them. */
const WINDOW_AT_FIRST_SLIDE = DYNAMIC_MAIN_BULLETS + 2;

/** Whether the strip shows the active bullet whole, and how far it was scrolled. */
const stripState = (slider: Locator) =>
  slider.locator('.swiper-pagination').evaluate((pagination) => {
    const window = pagination.getBoundingClientRect();
    const active = pagination.querySelector('.swiper-pagination-bullet-active')!.getBoundingClientRect();
    return { activeShown: active.left >= window.left - 0.5 && active.right <= window.right + 0.5, scrolled: pagination.scrollLeft };
  });

test("Tab along a slider's dynamic bullets walks its window only; the shown slide's bullet stays in sight, and Enter on one moves the window", async ({ page }) => {
  await page.goto('frame.html?scenario=widgets&mode=run&sections=gallery');
  const slider = page.getByRole('group', { name: 'Slideshow, 9 slides' });
  await expect(slider).toBeInViewport();
  await visitorArrives(page);
  await expect(slider).toHaveAttribute('data-slider-state', 'ready');
  await expect(slider).toHaveAttribute('data-active-index', '0');

  const bullet = (n: number) => slider.getByRole('button', { name: `Go to slide ${n}`, exact: true });
  await bullet(1).focus();
  for (let n = 2; n <= WINDOW_AT_FIRST_SLIDE; n++) {
    await page.keyboard.press('Tab');
    await expect(bullet(n)).toBeFocused();
  }
  // The next press leaves the bullets: those past the window are out of sight, and out of reach.
  await page.keyboard.press('Tab');
  await expect(bullet(WINDOW_AT_FIRST_SLIDE + 1)).not.toBeFocused();
  await expect(slider.locator('.swiper-pagination-bullet:focus')).toHaveCount(0);
  // Nothing was pressed: slide 1 is still the one shown, its bullet marked and in sight.
  await expect(slider).toHaveAttribute('data-active-index', '0');
  expect(await stripState(slider)).toEqual({ activeShown: true, scrolled: 0 });

  // Enter on the last bullet of the window shows its slide; the window follows, and Tab reaches on.
  await bullet(WINDOW_AT_FIRST_SLIDE).focus();
  await page.keyboard.press('Enter');
  await expect(slider).toHaveAttribute('data-active-index', String(WINDOW_AT_FIRST_SLIDE - 1));
  await page.keyboard.press('Tab');
  await expect(bullet(WINDOW_AT_FIRST_SLIDE + 1)).toBeFocused();
  expect(await stripState(slider)).toEqual({ activeShown: true, scrolled: 0 });
});
