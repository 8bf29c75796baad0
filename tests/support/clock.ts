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
  // On a busy machine the page's clock can pass the chosen moment between reading it and pausing
  // ("Cannot fast-forward to the past"): read it again and retry, a few times.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + marginMs);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
