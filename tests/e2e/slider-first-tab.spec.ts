/**
 * A keyboard walk from the top of a page over its first-screen slider. Swiper starts at the
 * visitor's first interaction, and a Tab press may be it: the slider's arrows and bullets are
 * there before Swiper (Slider.tsx), so that press lands on them rather than past the slider, and
 * the focus stays on them when Swiper takes over. Reduced motion: the gallery does not autoplay
 * then, so it waits for that interaction, as every slider that does not autoplay does.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** What has the focus: its section and its name; null for the page's body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    return { section: element.closest('[data-section-id]')?.getAttribute('data-section-id') ?? null, control: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '' };
  });

test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

test('the first Tab on a page lands on its first-screen slider’s first bullet, which keeps the focus as Swiper takes over; the next ones reach its arrows before the footer', async ({ page }) => {
  await page.goto('frame.html?scenario=widgets&mode=run&sections=gallery,footer');
  const gallery = page.getByRole('group', { name: 'Slideshow, 5 slides' });
  await expect(gallery).toBeInViewport();
  await expect(gallery).toHaveAttribute('data-slider-state', 'static');

  await page.keyboard.press('Tab');
  expect(await focused(page)).toEqual({ section: 'gallery', control: 'Go to slide 1' });
  // The press was the visitor's first interaction: Swiper starts, its own bullet takes the static one's place and its focus.
  await expect(gallery).toHaveAttribute('data-slider-state', 'ready');
  await expect(gallery.locator('.swiper-pagination-bullet').first()).toBeFocused();

  const walk: (string | null)[] = [];
  for (let press = 0; press < 7; press++) {
    await page.keyboard.press('Tab');
    const step = await focused(page);
    walk.push(step && `${step.section}: ${step.control}`);
    if (step?.section !== 'gallery') break;
  }
  expect(walk.slice(0, 6)).toEqual(['gallery: Go to slide 2', 'gallery: Go to slide 3', 'gallery: Go to slide 4', 'gallery: Go to slide 5', 'gallery: Previous slide', 'gallery: Next slide']);
});
