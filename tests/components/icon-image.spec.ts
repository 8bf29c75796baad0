import { expect, test } from '../support/fixtures';
import { ICON_SIZE_STEP, parseImagePath, PIXEL_RATIO_CAP } from '../../runtime/media/image/image-url';

const STORY = 'elements/Icon01/ImageIcon';
const MISSING_STORY = 'elements/Icon01/MissingImageIcon';
/** The icon size of both stories, CSS px. */
const ICON_SIZE = 64;
const isIconFile = (url: string | URL) => new URL(url).pathname.startsWith('/img/latte-art');

test.describe('icon01 with an image icon (spec 000 §8–9)', () => {
  // A 3× screen: above the cap, so the cap is what decides the file size.
  test.use({ deviceScaleFactor: 3 });

  test('asks for the icon size × the capped pixel ratio (2), rounded up to a step of 50', async ({ mount, page }) => {
    const request = page.waitForRequest((r) => isIconFile(r.url()));
    const component = await mount(STORY, { mode: 'run', viewport: 'desktop' });
    const asked = parseImagePath(new URL((await request).url()).pathname);
    // 64 × 2 = 128 → 150; without the cap, 64 × 3 = 192 → 200.
    const expected = Math.ceil((ICON_SIZE * PIXEL_RATIO_CAP) / ICON_SIZE_STEP) * ICON_SIZE_STEP;
    expect(expected).toBe(150);
    expect(asked?.width).toBe(expected);
    const icon = component.getByRole('img', { name: 'Latte art' });
    await expect(icon).toHaveJSProperty('complete', true);
    // The file it shows (a file chosen from its srcset by width is drawn at its density, so its naturalWidth is the icon's 64 px).
    expect(parseImagePath(new URL(await icon.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname)?.width).toBe(expected);
  });

  test('a file that fails leaves an empty box of the icon size, no broken image, and is logged', async ({ allowConsoleErrors, mount, page }) => {
    // The sandbox answers 404 for an image it does not know; the browser logs the failed load.
    allowConsoleErrors(/status of 404.*\/img\/no-such-icon_/);
    // The sandbox answers 404 for an image id it does not know. (page.route cannot stand in here:
    // /img/ requests are answered by the sandbox's service worker, which Playwright's routing never sees.)
    const failed = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/img/no-such-icon_') && r.status() === 404);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
    });
    const component = await mount(MISSING_STORY, { mode: 'run', viewport: 'desktop' });
    const asked = new URL((await failed).url()).pathname;
    const box = component.locator('.rt-icon');
    await expect(box.locator('[data-state="error"]')).toHaveCount(1);
    // No <img> is left to show the browser's broken-image icon; the label stays on the box.
    await expect(box.locator('img')).toHaveCount(0);
    await expect(component.getByRole('img', { name: 'Missing icon' })).toBeVisible();
    const size = await box.boundingBox();
    expect([size!.width, size!.height]).toEqual([ICON_SIZE, ICON_SIZE]);
    const empty = await box.locator('[data-state="error"]').boundingBox();
    expect([empty!.width, empty!.height]).toEqual([ICON_SIZE, ICON_SIZE]);
    await expect.poll(() => logged.some((text) => text.includes('[runtime] icon image failed to load') && text.includes(asked))).toBe(true);
  });
});
