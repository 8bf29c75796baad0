import type { Page } from '@playwright/test';

/**
 * Holds every request whose address matches until the test releases them: `requested` settles when
 * the first one is asked for. (A part's code chunk held back shows what the page does meanwhile.)
 */
export async function holdRequests(page: Page, address: RegExp): Promise<{ requested: Promise<void>; release(): void }> {
  let asked!: () => void;
  let release!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(address, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { requested, release };
}
