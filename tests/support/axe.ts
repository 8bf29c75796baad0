/**
 * The accessibility check of the browser suite (issue 18): axe-core over the whole document, every
 * rule of WCAG 2.0 / 2.1 A and AA and axe's best practices. Nothing is disabled or scoped away: a
 * violation is fixed where it comes from (a runtime default, a scenario page, a story).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './fixtures';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe into a frame's document unless it is there already. @axe-core/playwright's AxeBuilder
 * evaluates axe's 550 KB source twice in every frame on every check; here a document gets it once,
 * so the stories mounted in turn in one gallery page and the modes switched in place in one frame
 * page share it (measured: a check went from 1.2–1.7 s to 0.35–0.6 s).
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
  await frame.evaluate(AXE_SOURCE);
  // As AxeBuilder configures it: frames of the same origin answer the top document's run.
  await frame.evaluate(() => (window as unknown as { axe: { configure(spec: object): void } }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
}

/**
 * Runs axe over the page as it is now, its same-origin frames included (axe in the top document
 * asks the axe in each frame), as AxeBuilder's legacy mode does: the results come from the page
 * itself, not from a new blank page per run (which took a 1,000-node shop page from under 4 s to
 * over 10 s on two cores). Only violations come back with their nodes; passes are not serialised.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  await injectAxe(page.mainFrame());
  // A frame that goes away meanwhile (a player replaced by its fallback) is not a failure of the
  // page, as AxeBuilder does not count it one: axe in the top document then skips it.
  for (const frame of page.frames().slice(1)) await injectAxe(frame).catch(() => undefined);
  return page.evaluate(
    (tags) => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    [...AXE_TAGS],
  );
}

/** One line per violated rule: its id, impact, node count and first targets (with the colours of a contrast failure). */
export function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => {
      const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      const colours = contrast?.fgColor ? ` (${contrast.fgColor} on ${contrast.bgColor}, ${contrast.contrastRatio}:1)` : '';
      return `${node.target.join(' ')}${colours}`;
    });
    return `${violation.id} (${violation.impact ?? 'no impact'}) ×${violation.nodes.length}: ${targets.join(' | ')}`;
  });
}

/**
 * Waits until the page has settled, without sleeping: no block still loading its code and no list
 * still loading its products, web fonts in, every image that is not lazy and is drawn decoded (or
 * failed), and two frames painted after that.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await expect(page.locator('[data-block-loading], .rt-catalogue__list[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Not an image in a card the page has not drawn yet (content-visibility: auto, catalogue.css):
    // its decode waits until the card comes near the screen.
    const images = [...document.images].filter((image) => image.loading !== 'lazy' && image.checkVisibility({ contentVisibilityAuto: true }));
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Fails with one readable line per violated rule when axe finds anything. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await runAxe(page);
  expect(describeViolations(violations), `axe violations on ${what}`).toEqual([]);
}
