import type { Page } from '@playwright/test';

/**
 * Installs Playwright's clock paused before the page loads: no timer fires unless the test runs
 * the clock (`page.clock.runFor`).
 */
export async function installPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}

/**
 * Pauses an installed clock shortly after the page's present time. `pauseAt` moves time forward
 * and fires the timers due on the way, so the margin is how far a test lets time run first;
 * it must lie in the future or Playwright refuses.
 */
export async function pauseClock(page: Page, marginMs = 1000): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + marginMs);
}
