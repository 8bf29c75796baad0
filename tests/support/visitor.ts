import type { Page } from '@playwright/test';

/**
 * A visitor's first interaction with the page: the mouse arriving over it. A slider that does not
 * autoplay waits for one before it loads Swiper (runtime/platform/visitor-interaction.ts). Two
 * moves: a move to where the mouse already is may send no event.
 */
export async function visitorArrives(page: Page): Promise<void> {
  await page.mouse.move(4, 4);
  await page.mouse.move(5, 5);
}
