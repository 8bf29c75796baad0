import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { overlaySizeClass } from '../../runtime/media/overlay/overlay-size';
import { pauseClock } from '../support/clock';

/**
 * Paths of image requests the page makes matching `pattern`. Only the page's own image loads
 * count: the sandbox's service worker and its handler ask the server again for the same path
 * (MSW's bypass fetch, the worker's network request), and those are the sandbox's business.
 */
function imageRequests(page: Page, pattern: RegExp): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'image' || request.serviceWorker()) return;
    const { pathname } = new URL(request.url());
    if (pattern.test(pathname)) paths.push(pathname);
  });
  return paths;
}

/** Records every value `data-state` takes on the element from now on (first: the current one). */
async function recordStates(box: Locator): Promise<() => Promise<string[]>> {
  const key = `states-${Math.random().toString(36).slice(2)}`;
  await box.evaluate((element, k) => {
    const seen = [element.getAttribute('data-state') ?? ''];
    new MutationObserver(() => {
      const state = element.getAttribute('data-state') ?? '';
      if (state !== seen[seen.length - 1]) seen.push(state);
    }).observe(element, { attributes: true, attributeFilter: ['data-state'] });
    Object.assign(window, { [k]: seen });
  }, key);
  return () => box.page().evaluate((k) => (window as unknown as Record<string, string[]>)[k] ?? [], key);
}

/** The box in page coordinates (independent of scrolling) and its layout size. */
const pageBox = (box: Locator) =>
  box.evaluate((element) => {
    const r = element.getBoundingClientRect();
    return { top: r.top + window.scrollY, left: r.left + window.scrollX, width: r.width, height: r.height };
  });

test.describe('lazy images', () => {
  test('an image far below requests nothing until scrolled near, then goes not-loaded → loading → loaded without shifting', async ({ mount, page }) => {
    const farRequests = imageRequests(page, /^\/img\/latte-art/);
    const component = await mount('media/Image/Lazy', { mode: 'run', viewport: 'desktop' });
    const near = component.locator('[data-element-id="near"] .rt-image');
    const far = component.locator('[data-element-id="far"] .rt-image');
    // Both boxes were observed together: once the near one has loaded, the far one has been told it is far.
    await expect(near).toHaveAttribute('data-state', 'loaded');
    await expect(far).toHaveAttribute('data-state', 'not-loaded');
    await expect(far.locator('img.rt-image__img')).toHaveCount(0);
    expect(farRequests).toEqual([]);

    const before = await pageBox(far);
    expect(before.height / before.width).toBeCloseTo(1200 / 1600, 2);
    const states = await recordStates(far);
    await far.scrollIntoViewIfNeeded();
    await expect(far).toHaveAttribute('data-state', 'loaded');
    expect(await states()).toEqual(['not-loaded', 'loading', 'loaded']);
    expect(farRequests).toHaveLength(1);
    expect(farRequests[0]).toMatch(/^\/img\/latte-art_\d+_q70\.webp$/);
    // No layout shift: the box was reserved before anything loaded.
    expect(await pageBox(far)).toEqual(before);
    await expect(far.locator('img.rt-image__img')).toHaveCSS('opacity', '1');
    await expect(far.locator('img.rt-image__preview')).toBeHidden();
  });

  test('the first section is eager: it loads at once with high priority, even below the fold; later images stay lazy', async ({ mount, page }) => {
    const farRequests = imageRequests(page, /^\/img\/latte-art/);
    const component = await mount('media/Image/EagerHero', { mode: 'run', viewport: 'desktop' });
    const hero = component.locator('[data-element-id="hero"] .rt-image');
    await expect(hero).toHaveAttribute('data-state', 'loaded');
    await expect(hero.locator('img.rt-image__img')).toHaveAttribute('fetchpriority', 'high');
    await expect(component.locator('[data-element-id="far"] .rt-image')).toHaveAttribute('data-state', 'not-loaded');
    expect(farRequests).toEqual([]);

    const below = await mount('media/Image/EagerHero', { mode: 'run', viewport: 'desktop', heroBelowFold: true });
    const farHero = below.locator('[data-element-id="hero"] .rt-image');
    expect((await pageBox(farHero)).top).toBeGreaterThan(2 * 720);
    await expect(farHero).toHaveAttribute('data-state', 'loaded');
  });
});

test.describe('sizes and formats', () => {
  test('animated gif and transparent png keep their formats; unknown ids end as colour boxes', async ({ allowConsoleErrors, mount, page }) => {
    // The sandbox answers 404 for an image it does not know; the browser logs the failed load.
    allowConsoleErrors(/status of 404.*\/img\/(?:dancing-cup|logo-mark)_/);
    const requests = imageRequests(page, /^\/img\/(dancing-cup|logo-mark)/);
    const component = await mount('media/Image/Animated', { mode: 'run', viewport: 'desktop' });
    const boxes = component.locator('.rt-image');
    await expect(boxes.nth(0)).toHaveAttribute('data-state', 'error');
    await expect(boxes.nth(1)).toHaveAttribute('data-state', 'error');
    expect(requests.find((p) => p.startsWith('/img/dancing-cup'))).toMatch(/^\/img\/dancing-cup_\d+_q70\.gif$/);
    expect(requests.find((p) => p.startsWith('/img/logo-mark'))).toMatch(/^\/img\/logo-mark_\d+_q70\.png$/);
    await expect(boxes.nth(0)).toHaveCSS('background-color', 'rgb(216, 180, 138)');
  });

  test('a failed image: colour box, no img, logged and emitted, not retried', async ({ allowConsoleErrors, mount, page }) => {
    // The sandbox answers 404 for an image it does not know; the browser logs the failed load.
    allowConsoleErrors(/status of 404.*\/img\/no-such-image_/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const requests = imageRequests(page, /^\/img\/no-such-image/);
    const component = await mount('media/Image/MissingImage', { mode: 'run', viewport: 'desktop' });
    const box = component.locator('.rt-image');
    await expect(box).toHaveAttribute('data-state', 'error');
    await expect(box.locator('img')).toHaveCount(0);
    await expect(box).toHaveCSS('background-color', 'rgb(201, 184, 166)');
    await expect(component.locator('[data-image-errors] li')).toHaveText([/^\/img\/no-such-image_\d+_q70\.webp$/]);
    expect(warnings.some((w) => w.includes('[runtime] image failed to load') && w.includes('/img/no-such-image_'))).toBe(true);
    expect(requests).toHaveLength(1);
  });
});

test.describe('repeated load after a resize', () => {
  test('a larger box loads a larger file 1000 ms after the last resize (not at 999), and swaps it in without going back to the preview', async ({ mount, page }) => {
    await page.clock.install();
    const requests = imageRequests(page, /^\/img\/hero-espresso_/);
    const component = await mount('media/Image/Resizable', { mode: 'run', viewport: 'desktop', width: 448 });
    const frame = component.locator('[data-resize-box]');
    const box = component.locator('.rt-image');
    await expect(box).toHaveAttribute('data-state', 'loaded');
    expect(requests).toEqual(['/img/hero-espresso_400_q70.webp']);
    await expect(box).toHaveClass(/rt-overlay--small/);
    await pauseClock(page, 100);
    const states = await recordStates(box);
    const setWidth = (width: number) => frame.evaluate((element, w) => ((element as HTMLElement).style.width = `${w}px`), width);

    // 401 px: the loaded 400 px file is within 2 px below the wanted width, so it is reused.
    await setWidth(449);
    await expect(box).toHaveClass(/rt-overlay--medium/); // the runtime has seen the new size
    await expect(box).not.toHaveAttribute('data-reload-due');
    await page.clock.runFor(2000);
    expect(requests).toEqual(['/img/hero-espresso_400_q70.webp']);

    // 600 px needs a larger file; a second resize 500 ms later restarts the delay (debounced).
    await setWidth(648);
    await expect(box).toHaveAttribute('data-reload-due', '');
    await page.clock.runFor(500);
    await setWidth(848);
    await expect(box).toHaveClass(/rt-overlay--large/);
    await page.clock.runFor(999);
    expect(requests).toEqual(['/img/hero-espresso_400_q70.webp']);
    await page.clock.runFor(1);
    await expect.poll(() => requests).toEqual(['/img/hero-espresso_400_q70.webp', '/img/hero-espresso_800_q70.webp']);
    await expect(box.locator('img.rt-image__img')).toHaveAttribute('src', '/img/hero-espresso_800_q70.webp');
    await expect(box).not.toHaveAttribute('data-reload-due');
    // The old file stayed on screen until the new one was in: never back to loading or the preview.
    expect(await states()).toEqual(['loaded']);
    await expect(box.locator('img.rt-image__img')).toHaveCount(1);
    await expect(box.locator('img.rt-image__preview')).toBeHidden();

    // Back to a smaller box: the sharper file is kept, nothing is loaded.
    await setWidth(448);
    await expect(box).toHaveClass(/rt-overlay--small/);
    await page.clock.runFor(2000);
    expect(requests).toHaveLength(2);
  });
});

test.describe('lightbox', () => {
  test('opens a 1920 px image in a dialog; Escape and a click outside close it; focus returns', async ({ mount, page }) => {
    const component = await mount('media/Image/Lightbox', { mode: 'run', viewport: 'desktop' });
    const opener = component.getByRole('button', { name: /^Open the image large: Espresso/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /Espresso/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img.rt-lightbox__img')).toHaveAttribute('src', '/img/hero-espresso_1920_q70.webp');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.locator('figcaption')).toHaveClass(/rt-overlay--(medium|large)/);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.click({ position: { x: 10, y: 300 } }); // the dimmed area, outside the image
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the large view takes the file’s own proportion: no bands of colour when the page declared another', async ({ mount, page }) => {
    const component = await mount('media/Image/LightboxWrongProportion', { mode: 'run', viewport: 'desktop' });
    await component.getByRole('button', { name: /^Open the image large/ }).click();
    const photo = page.getByRole('dialog').locator('img.rt-lightbox__img');
    await expect(photo).toBeVisible();
    const figure = page.getByRole('dialog').locator('figure');
    const fileRatio = await photo.evaluate((img: HTMLImageElement) => img.naturalHeight / img.naturalWidth);
    expect(fileRatio).toBeLessThan(0.9);
    await expect.poll(async () => { const box = (await figure.boundingBox())!; return box.height / box.width; }).toBeCloseTo(fileRatio, 2);
  });

  test('while editing, a click on the image does nothing', async ({ mount, page }) => {
    const component = await mount('media/Image/Lightbox', { mode: 'admin', viewport: 'desktop' });
    const image = component.locator('[data-element-id="zoomable"] .rt-image');
    await expect(image).toHaveAttribute('data-state', 'loaded');
    await expect(component.getByRole('button')).toHaveCount(0);
    await image.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('hover effects', () => {
  test('swap loads the 1400 px hover image on the first hover only', async ({ mount, page }) => {
    const requests = imageRequests(page, /^\/img\/cafe-interior/);
    const component = await mount('media/Hover/Swap', { mode: 'run', viewport: 'desktop' });
    const frame = component.locator('.rt-hover');
    await expect(frame.locator('.rt-image')).toHaveAttribute('data-state', 'loaded');
    expect(requests).toEqual([]);

    await frame.hover();
    await expect(frame).toHaveAttribute('data-hover-active', '');
    const swap = frame.locator('img.rt-hover__swap');
    await expect(swap).toHaveAttribute('src', '/img/cafe-interior_1400_q70.webp');
    await expect(swap).toHaveCSS('opacity', '1');

    await page.mouse.move(1, 1);
    await expect(frame).not.toHaveAttribute('data-hover-active');
    await expect(swap).toHaveCSS('opacity', '0');
    await frame.hover();
    await expect(swap).toHaveCSS('opacity', '1');
    expect(requests).toEqual(['/img/cafe-interior_1400_q70.webp']);
  });

  test('zoom scales the picture inside its box; lift moves and casts a shadow; darken shows its sized overlay', async ({ mount }) => {
    const component = await mount('media/Hover/AllEffects', { mode: 'run', viewport: 'desktop' });
    const zoom = component.locator('[data-card="zoom"] .rt-hover');
    const zoomBox = await zoom.locator('.rt-image').boundingBox();
    await zoom.hover();
    await expect(zoom.locator('img.rt-image__img')).toHaveCSS('transform', 'matrix(1.06, 0, 0, 1.06, 0, 0)');
    expect(await zoom.locator('.rt-image').boundingBox()).toEqual(zoomBox);

    const lift = component.locator('[data-card="lift"] .rt-hover');
    await lift.hover();
    await expect(lift.locator('.rt-hover__surface')).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, -6)');
    await expect(lift.locator('.rt-hover__surface')).not.toHaveCSS('box-shadow', 'none');

    const darken = component.locator('[data-card="darken"] .rt-hover');
    const overlay = darken.locator('.rt-hover__overlay');
    await expect(overlay).toHaveCSS('opacity', '0');
    await expect(overlay).toHaveClass(/rt-overlay--(small|medium)/);
    await darken.hover();
    await expect(overlay).toHaveCSS('opacity', '1');

    const text = component.locator('[data-card="text-zoom"] .rt-hover');
    await text.hover();
    await expect(text.locator('.rt-hover__content')).toHaveCSS('transform', 'matrix(1.06, 0, 0, 1.06, 0, 0)');
  });

  test('reduced motion: nothing moves, colour effects stay', async ({ mount }) => {
    const component = await mount('media/Hover/AllEffects', { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    const zoom = component.locator('[data-card="zoom"] .rt-hover');
    await zoom.hover();
    await expect(zoom).toHaveAttribute('data-hover-active', '');
    await expect(zoom.locator('img.rt-image__img')).toHaveCSS('transform', 'none');

    const lift = component.locator('[data-card="lift"] .rt-hover');
    await lift.hover();
    await expect(lift.locator('.rt-hover__surface')).not.toHaveCSS('box-shadow', 'none');
    await expect(lift.locator('.rt-hover__surface')).toHaveCSS('transform', 'none');

    const darken = component.locator('[data-card="darken"] .rt-hover');
    await darken.hover();
    await expect(darken.locator('.rt-hover__overlay')).toHaveCSS('opacity', '1');
  });
});

test.describe('hover on touch devices', () => {
  test.use({ hasTouch: true });

  test('a tap is not a hover: no sticky effect, the swap image is not loaded', async ({ mount, page }) => {
    const requests = imageRequests(page, /^\/img\/cafe-interior/);
    const component = await mount('media/Hover/Swap', { mode: 'run', viewport: 'desktop' });
    const frame = component.locator('.rt-hover');
    await expect(frame.locator('.rt-image')).toHaveAttribute('data-state', 'loaded');
    await frame.tap();
    await expect(frame).not.toHaveAttribute('data-hover-active');
    await expect(frame.locator('img.rt-hover__swap')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test.describe('overlay size classes', () => {
  test('boxes at the 200/150, 400/250 and 650/400 boundaries', async ({ mount }) => {
    const component = await mount('media/Image/OverlayClasses', { mode: 'run', viewport: 'desktop' });
    const expected: Record<string, string> = {
      '200x300': 'xsmall',
      '300x150': 'xsmall',
      '201x300': 'small',
      '400x250': 'small',
      '401x251': 'medium',
      '649x400': 'medium',
      '650x399': 'medium',
      '650x400': 'large',
    };
    for (const [size, name] of Object.entries(expected)) {
      const box = component.locator(`[data-box="${size}"]`);
      await expect(box).toHaveClass(`rt-overlay--${name}`);
      await expect(box).toContainText(`: ${name}`);
    }
  });

  test('image boxes carry the class of their measured size, and follow a resize', async ({ mount, page }) => {
    const component = await mount('media/Image/OverlayClasses', { mode: 'run', viewport: 'desktop' });
    const boxes = component.locator('.rt-image');
    await expect(boxes).toHaveCount(4);
    const check = async () => {
      const seen = new Set<string>();
      for (const box of await boxes.all()) {
        const { width, height } = await box.evaluate((e) => ({ width: (e as HTMLElement).offsetWidth, height: (e as HTMLElement).offsetHeight }));
        const name = overlaySizeClass(width, height);
        await expect(box).toHaveClass(new RegExp(`rt-overlay--${name}\\b`));
        seen.add(name);
      }
      return seen;
    };
    expect([...(await check())].sort()).toEqual(['large', 'medium', 'small']);
    await page.setViewportSize({ width: 400, height: 720 });
    await expect(boxes.last()).toHaveClass(/rt-overlay--small/);
    await check();
  });
});
