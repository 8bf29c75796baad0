/**
 * The landing page as `npm run publish` writes it and `npm run serve` serves it (scripts/test.mjs
 * publishes it before the browser tests; playwright.config.ts serves it one port above the
 * harness). Without JavaScript a visitor gets every text and real images; with it, the page
 * hydrates without a mismatch and the runtime takes over.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PUBLISHED = `http://localhost:${Number(process.env.HARNESS_PORT ?? 4173) + 1}/`;
const WIDTHS = { mobile: 375, desktop: 1280 } as const;

interface Figure {
  type: string;
  hidden?: { mobile?: boolean; desktop?: boolean };
  data: { kind: string; tag?: string; text?: string };
}
const landing = JSON.parse(readFileSync(new URL('../../scenarios/landing/page.json', import.meta.url), 'utf8')) as { sections: { elements?: Figure[] }[] };
const figures = landing.sections.flatMap((section) => section.elements ?? []).filter((element) => element.type === 'figure' && element.data.kind === 'text');
const decode = (text: string) => text.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
/** The text runs of the owner's figures shown on a viewport (between tags, so markup does not matter). */
const textsOn = (viewport: keyof typeof WIDTHS) =>
  figures.filter((figure) => !figure.hidden?.[viewport]).flatMap((figure) => (figure.data.text ?? '').split(/<[^>]+>/).map((run) => squash(decode(run)))).filter(Boolean);

async function open(page: Page, viewport: keyof typeof WIDTHS) {
  await page.setViewportSize({ width: WIDTHS[viewport], height: 800 });
  await page.goto(PUBLISHED);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of ['mobile', 'desktop'] as const) {
    test(`${viewport}: every text and heading shows, images are real files, one copy of the page`, async ({ page }) => {
      await open(page, viewport);
      const copy = page.locator(`[data-published-viewport="${viewport}"]`);
      await expect(copy).toBeVisible();
      await expect(page.locator('[data-published-viewport]:visible')).toHaveCount(1);
      // Edge to edge: no browser margin around the site.
      expect((await copy.boundingBox())?.x).toBe(0);
      // innerText: only what is rendered, as text-transform shows it (hence lower case on both sides).
      const shown = squash(await copy.innerText());
      const missing = textsOn(viewport).filter((text) => !shown.includes(text));
      expect(missing).toEqual([]);
      // The figures the owner made headings (the runtime shows markup inside a figure's text as text).
      const headings = figures.filter((figure) => !figure.hidden?.[viewport] && /^h[1-6]$/.test(figure.data.tag ?? '')).map((figure) => squash(figure.data.text ?? ''));
      expect(headings.length).toBeGreaterThanOrEqual(2);
      for (const heading of headings) await expect(copy.getByRole('heading', { name: heading })).toBeVisible();
      // Each image's <noscript> file, resized by the server from its original.
      const images = copy.locator('.rt-image img.rt-image__img:visible');
      await expect.poll(() => images.count()).toBeGreaterThanOrEqual(5);
      await expect
        .poll(() => images.evaluateAll((list) => list.filter((image) => !(image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0)).map((image) => image.getAttribute('src'))))
        .toEqual([]);
    });
  }
});

test.describe('with JavaScript', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    test(`${viewport}: hydrates without a mismatch, the runtime works, a handful of scripts`, async ({ page }) => {
      const hydrationWarnings: string[] = [];
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text())) hydrationWarnings.push(message.text());
      });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await open(page, viewport);
      // Hydrated: the other copy is gone and the images' <noscript> fallbacks went with the server HTML.
      await expect(page.locator('[data-published-viewport]')).toHaveCount(1);
      await expect(page.locator(`[data-published-viewport="${viewport}"] .rt-site[data-viewport="${viewport}"]`)).toBeVisible();
      await expect(page.locator('noscript')).toHaveCount(0);
      // The runtime's own handling: a lightbox image opens large, and closes.
      const trigger = page.getByRole('button', { name: /Open the image large/ }).first();
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: /close/i }).click();
      await expect(dialog).toBeHidden();
      // After hydration the layout follows the window again.
      const other = viewport === 'mobile' ? 'desktop' : 'mobile';
      await page.setViewportSize({ width: WIDTHS[other], height: 800 });
      await expect(page.locator(`.rt-site[data-viewport="${other}"]`)).toBeVisible();
      expect(hydrationWarnings).toEqual([]);
      // The entry, its shared chunks and the parts this page uses (14 for the landing when written);
      // not the harness or the sandbox.
      expect(scripts.every((url) => url.startsWith(`${PUBLISHED}assets/`))).toBe(true);
      expect(scripts.length).toBeLessThanOrEqual(16);
    });
  }
});
