/**
 * The accessibility check of the browser suite (issue 18): axe-core over the whole document, every
 * rule of WCAG 2.0 / 2.1 A and AA and axe's best practices. Nothing is disabled or scoped away: a
 * violation is fixed where it comes from (a runtime default, a scenario page, a story).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Runs axe over the page as it is now, its same-origin frames included. Legacy mode runs axe in the
 * page itself: the default mode finishes each run in a new blank page, which took a 1,000-node
 * shop page from under 4 s to over 10 s on two cores (our pages have no cross-origin frame it
 * would add). Only violations come back with their nodes; passes are not serialised.
 */
export function runAxe(page: Page): Promise<AxeResults> {
  return new AxeBuilder({ page }).withTags([...AXE_TAGS]).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
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
 * still loading its products, web fonts in, every image that is not lazy decoded (or failed), and
 * two frames painted after that.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await expect(page.locator('[data-block-loading], .rt-catalogue__list[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((image) => image.loading !== 'lazy');
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Fails with one readable line per violated rule when axe finds anything. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await runAxe(page);
  expect(describeViolations(violations), `axe violations on ${what}`).toEqual([]);
}
