/**
 * What you see is what visitors get: the same page looks the same in the harness's frame in run
 * mode, published before its script has run (the prerendered HTML and its CSS alone), and published
 * once hydrated. Each test reads the geometry or the state that differed, not a screenshot.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';

const PUBLISHED = `http://localhost:${Number(process.env.HARNESS_PORT ?? 4173) + 1}/`;
const PHONE = { width: 375, height: 812 };
const HYDRATION_CHUNK = /\/hydrate-page-[\w-]{8}\.js$/;

/** The hero's background layer (scenarios/landing: a parallax photo) against its section, rounded px, under `root`. */
function heroLayer(page: Page, root: string) {
  return page.locator(`${root} [data-section-id="hero"]`).evaluate((section) => {
    const background = section.querySelector<HTMLElement>(':scope > .rt-bg');
    const layer = background?.querySelector('.rt-bg__motion');
    const box = (element: Element | null | undefined) => {
      const rect = element?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null;
    };
    return { effect: background?.dataset.effect, section: box(section), layer: box(layer) };
  });
}

test('a visitor who asks for reduced motion sees the landing hero’s photo in its section’s box, as the frame shows it, before the page’s script and once hydrated', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // The frame in run mode: reduced motion turns the hero's parallax off, the layer is the section.
  await page.goto(new URL('frame.html?scenario=landing&mode=run&sections=hero', baseURL).href);
  await expect(page.locator('.rt-site[data-viewport="mobile"]')).toBeVisible();
  const frame = await heroLayer(page, '.rt-site');
  expect(frame.effect).toBe('none');
  expect(frame.layer).toEqual(frame.section);

  // Published, before its script: the HTML rests a parallax layer (taller than the section, shifted),
  // which the page's CSS puts in the section's box for this visitor.
  const hydration = await holdRequests(page, HYDRATION_CHUNK);
  await page.goto(PUBLISHED);
  await hydration.requested;
  const copy = '[data-published-viewport="mobile"]';
  const before = await heroLayer(page, copy);
  expect(before.layer, 'the hero’s layer before the script').toEqual(before.section);
  expect(before.layer).toEqual(frame.layer);

  // Hydrated: the runtime turns the effect off as the frame does (a section hydrated while the page
  // handed over to the window's values took them, and React kept the HTML's parallax), and the
  // layer stays where it was.
  hydration.release();
  await expect(page.locator(`[data-published-live] [data-section-id="hero"] > .rt-bg`)).toHaveAttribute('data-effect', 'none');
  const after = await heroLayer(page, '[data-published-live]');
  expect(after.layer, 'the hero’s layer once hydrated').toEqual(before.layer);
});
