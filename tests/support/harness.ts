import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A page as the shell's and the frame's `page=` parameter carries it: its JSON, base64url. */
export function pageParam(page: unknown): string {
  return Buffer.from(JSON.stringify(page)).toString('base64url');
}

/** Opens the shell with the given query and waits for the page inside the frame. */
export async function openShell(page: Page, query: string): Promise<FrameLocator> {
  await page.goto(query.startsWith('?') ? query : `?${query}`);
  const frame = page.frameLocator('#preview');
  await expect(frame.locator('.rt-site, [data-page-unreadable]')).toBeVisible();
  return frame;
}

export async function chooseMode(page: Page, mode: 'admin' | 'preview' | 'run') {
  await page.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name: mode }).click();
}

export async function chooseViewport(page: Page, label: 'Mobile 375' | 'Desktop 1280') {
  await page.getByRole('radiogroup', { name: 'Viewport' }).getByRole('radio', { name: label }).click();
}

/** One key of the shell's address. The shell writes its state to the address in an effect after the
 *  render that shows it, so read this with `expect.poll`, never once right after an action. */
export function addressParam(page: Page, key: string): string | null {
  return new URL(page.url()).searchParams.get(key);
}

/** Marks the frame's window, so a test sees when it was reloaded (the mark is gone then). */
export async function markFrame(page: Page) {
  await page.frame({ url: /frame\.html/ })!.evaluate(() => Object.assign(window, { __beforeReload: true }));
}
/**
 * Whether the frame's window still has the mark: false once it reloaded, null while no frame page is
 * there (another scenario's comes in a new iframe, Shell.tsx PreviewFrame).
 */
export const frameMarked = async (page: Page): Promise<boolean | null> => {
  const frame = page.frame({ url: /frame\.html/ });
  return frame ? frame.evaluate(() => '__beforeReload' in window).catch(() => null) : null;
};
