import type { Locator, Page } from '@playwright/test';

/**
 * A visitor's first interaction with the page: the mouse arriving over it (over `over`, when the
 * page is inside a frame, without scrolling it into view). A slider that does not autoplay waits
 * for one before it loads Swiper (runtime/platform/visitor-interaction.ts). Two moves: a move to
 * where the mouse already is may send no event.
 */
export async function visitorArrives(page: Page, over?: Locator): Promise<void> {
  const box = over ? await over.boundingBox() : null;
  const x = box ? box.x + box.width / 2 : 4;
  const y = box ? box.y + Math.min(box.height / 2, 40) : 4;
  await page.mouse.move(x, y);
  await page.mouse.move(x + 1, y + 1);
}
