import { expect, type Locator, type Page } from '@playwright/test';
import { hasReactProps } from '../../publish/first-paint';

/**
 * A visitor's first interaction with the page: the mouse arriving over it. A slider that does not
 * autoplay waits for one before it loads Swiper (runtime/platform/visitor-interaction.ts). Two
 * moves: a move to where the mouse already is may send no event.
 */
export async function visitorArrives(page: Page): Promise<void> {
  await page.mouse.move(4, 4);
  await page.mouse.move(5, 5);
}

/**
 * Until React has hydrated an element (its props are on it), by the check the published page's
 * own inline script makes. A part's code may come after the page's start, and React drops a click
 * on a part it cannot hydrate there and then.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate(hasReactProps)).toBe(true);
}

/**
 * A click where the target rests: scrolled into view, then clicked once its place has stayed the
 * same for four frames. Playwright checks that a target is still before it scrolls to it, not
 * after. A long page's cards off the screen are laid out at a held height until they come near it
 * (content-visibility), so a jump to a button far down draws the rows above it over the next frames
 * and moves it by as much as they differ. A press and its release on two places make no click on
 * either (seen: "Show more" moved 34 px up between them, and the click went to its section).
 */
export async function clickWhereItRests(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const placesOverFourFrames = () =>
    target.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const places = new Set<string>();
          const look = (framesLeft: number) => {
            const { x, y } = element.getBoundingClientRect();
            places.add(`${x},${y}`);
            if (framesLeft === 0) resolve(places.size);
            else requestAnimationFrame(() => look(framesLeft - 1));
          };
          look(3);
        }),
    );
  await expect.poll(placesOverFourFrames).toBe(1);
  await target.click();
}

/** The console's hydration warnings from now on (React logs a mismatch as one). */
export function recordHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}
