import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { installPausedClock } from '../support/clock';

const text = (page: Page) => page.locator('[data-rotator-text]');

/**
 * Waits until the rotator plays: it is on screen (its box says so once the intersection observer
 * has) and React has run the effect that sets its first timer. That effect is a task React queued
 * when it showed the box; a message posted now runs after it. Until then a clock run moves nothing.
 */
async function playing(page: Page) {
  await expect(page.locator('.rt-rotator-box')).toHaveAttribute('data-running', 'true');
  await page.evaluate(() => new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  }));
}

test.beforeEach(async ({ page }) => {
  // Installed and paused: no timer fires unless the test runs the clock.
  await installPausedClock(page);
});

test('typing: one character per 1/data-speed second, each item held for data-delay seconds', async ({ mount, page }) => {
  await mount('elements/Rotator01/Typing', { mode: 'run' });
  // speed 10 → 100 ms a step; delay 2 → 2000 ms hold.
  await expect(text(page)).toHaveText('e');
  await page.clock.runFor(100);
  await expect(text(page)).toHaveText('es');
  await page.clock.runFor(600);
  await expect(text(page)).toHaveText('espresso');
  await page.clock.runFor(1999);
  await expect(text(page)).toHaveText('espresso');
  await page.clock.runFor(1);
  await expect(text(page)).toHaveText('espress');
  // The screen reader text is whole, once.
  await expect(page.locator('.rt-rotator .rt-sr-only')).toHaveText('We roast espresso, filter, decaf every Tuesday.');
});

test('a non-loop rotator stops on its last item', async ({ mount, page }) => {
  await mount('elements/Rotator01/NonLoop', { mode: 'run' });
  await playing(page);
  await expect(text(page)).toHaveText('one');
  // slide: 4 steps of 100 ms + 1 s delay per item.
  await page.clock.runFor(1400);
  await expect(text(page)).toHaveText('two');
  await page.clock.runFor(1400);
  await expect(text(page)).toHaveText('three');
  await page.clock.runFor(10_000);
  await expect(text(page)).toHaveText('three');
});

test('counter counts up to the number, keeping the suffix', async ({ mount, page }) => {
  await mount('elements/Rotator01/Counter', { mode: 'run' });
  await playing(page);
  await page.clock.runFor(20 * 50);
  await expect(text(page)).toHaveText('1,200+');
});

test('the owner’s style.color colours the rotating words too; without one they take the accent’s tint', async ({ mount, page }) => {
  await mount('elements/Rotator01/Coloured', { mode: 'run' });
  await expect(text(page)).toHaveCSS('color', 'rgb(102, 51, 153)');
  await expect(page.locator('.rt-rotator__static')).toHaveCSS('color', 'rgb(102, 51, 153)');
  await mount('elements/Rotator01/Fade', { mode: 'run' });
  await expect(text(page)).not.toHaveCSS('color', await page.locator('.rt-rotator__static').evaluate((node) => getComputedStyle(node).color));
});

test('paused off screen and in a hidden browser tab; restarted when visible again', async ({ mount, page }) => {
  await mount('elements/Rotator01/BelowTheFold', { mode: 'run' });
  const box = page.locator('.rt-rotator-box');
  await expect(box).not.toHaveAttribute('data-running');
  await page.clock.runFor(5000);
  await expect(text(page)).toHaveText('ab');

  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-running', 'true');
  await page.clock.runFor(1100);
  await expect(text(page)).toHaveText('a');

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(box).not.toHaveAttribute('data-running');
  const paused = await text(page).textContent();
  await page.clock.runFor(3000);
  await expect(text(page)).toHaveText(paused ?? '');

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // Restarted: it types the first item again.
  await expect(text(page)).toHaveText('a');
});

test('a width change clears it and starts over', async ({ mount, page }) => {
  await mount('elements/Rotator01/Typing', { mode: 'run' });
  // Playing: the first character typed (before, the whole first item shows).
  await expect(text(page)).toHaveText('e');
  // 'espresso' is typed by 700 ms and held 2000 ms; the first deletion is at 2700 ms.
  await page.clock.runFor(2700);
  await expect(text(page)).toHaveText('espress');
  await page.setViewportSize({ width: 900, height: 720 });
  await expect(text(page)).toHaveText('e');
});

test('an update of its data clears it: mid-typing, new items start over from the first character', async ({ mount, page }) => {
  const rotator = await mount('elements/Rotator01/Typing', { mode: 'run' });
  await expect(text(page)).toHaveText('e');
  await page.clock.runFor(300);
  await expect(text(page)).toHaveText('espr');
  // The same element, new items: the component stays mounted (the same tree, re-rendered).
  const box = await page.locator('.rt-rotator-box').elementHandle();
  await rotator.update({ mode: 'run', items: ['latte', 'mocha'] });
  await expect(page.locator('.rt-rotator .rt-sr-only')).toHaveText('We roast latte, mocha every Tuesday.');
  expect(await box!.evaluate((element) => element.isConnected)).toBe(true);
  await expect(text(page)).toHaveText('l');
  await page.clock.runFor(100);
  await expect(text(page)).toHaveText('la');
  await page.clock.runFor(300);
  await expect(text(page)).toHaveText('latte');
  // Held for 2 s, deleted a character a step (the last deletion leaves it empty), then the new second item.
  await page.clock.runFor(2000 + 'latte'.length * 100);
  await expect(text(page)).toHaveText('m');
});

test('with reduced motion items change without typing', async ({ mount, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await mount('elements/Rotator01/Typing', { mode: 'run' });
  await playing(page);
  await expect(text(page)).toHaveText('espresso');
  await page.clock.runFor(2000);
  await expect(text(page)).toHaveText('filter');
});

test('typing never moves the layout around it, and the browser records no layout shift (not even of the caret)', async ({ mount, page }) => {
  await mount('elements/Rotator01/Typing', { mode: 'run', viewport: 'desktop' });
  await page.evaluate(() => {
    const shifts: unknown[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry) => entry.toJSON() as unknown)));
    observer.observe({ type: 'layout-shift' });
    Object.assign(window, { shifts, shiftObserver: observer });
  });
  const heading = page.locator('.rt-rotator');
  const before = await heading.boundingBox();
  await expect(text(page)).toHaveText('e');
  for (let step = 2; step <= 'espresso'.length; step += 1) {
    await page.clock.runFor(100); // one character
    await expect(text(page)).toHaveText('espresso'.slice(0, step));
    await page.screenshot(); // a real frame (the paused clock holds requestAnimationFrame): shifts are recorded when painted
  }
  await expect(text(page)).toHaveText('espresso');
  const after = await heading.boundingBox();
  expect(after).toEqual(before);
  const shifts = await page.evaluate(() => {
    const { shifts, shiftObserver } = window as unknown as { shifts: unknown[]; shiftObserver: PerformanceObserver };
    return [...shifts, ...shiftObserver.takeRecords().map((entry) => entry.toJSON() as unknown)];
  });
  expect(shifts).toEqual([]);
});

test('bad input: the page renders, admin says what is wrong, visitors see nothing of it', async ({ mount }) => {
  const admin = await mount('elements/Rotator01/BadInput', { mode: 'admin' });
  await expect(admin.getByText('The rest of the page')).toBeVisible();
  await expect(admin.locator('[data-part-error]').first()).toContainText('a rotator needs at least one item');
  await expect(admin.locator('[data-part-error]').nth(1)).toContainText('a zero speed would never move');
  const visitor = await mount('elements/Rotator01/BadInput', { mode: 'run' });
  await expect(visitor.getByText('The rest of the page')).toBeVisible();
  await expect(visitor.locator('[data-part-error], .rt-rotator')).toHaveCount(0);
});
