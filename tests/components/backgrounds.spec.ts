import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { installPausedClock } from '../support/clock';

const STORY = 'media/SectionBackground';
const OFFERED_WIDTHS = [800, 1366, 1920, 2160];
const PHONE = { width: 375, height: 667 };

/** translateY of the moving layer, from its computed transform (0 when it has none). */
async function layerShift(component: Locator): Promise<number> {
  return component.locator('.rt-bg__motion').evaluate((element) => {
    const transform = getComputedStyle(element).transform;
    return transform === 'none' ? 0 : new DOMMatrixReadOnly(transform).m42;
  });
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

/** Width asked for in an /img/{id}_{width}_q{quality}.{ext} URL. */
function requestedWidth(url: string): number {
  const match = /\/img\/[^/_]+_(\d+)_q\d+\.\w+$/.exec(new URL(url).pathname);
  if (!match?.[1]) throw new Error(`not a sized image URL: ${url}`);
  return Number(match[1]);
}

/** Records what the picture layer shows at each change, from the first render on. */
async function recordPicture(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = { state: string | null; preview: boolean; image: boolean; colour: string };
    const log: Entry[] = [];
    Object.assign(window, { pictureLog: log });
    const record = () => {
      const picture = document.querySelector('[data-image-state]');
      if (!picture) return;
      const media = picture.closest('.rt-bg__media');
      const entry: Entry = {
        state: picture.getAttribute('data-image-state'),
        preview: picture.querySelector('.rt-bg__preview') !== null,
        image: picture.querySelector('.rt-bg__image') !== null,
        colour: media ? getComputedStyle(media).backgroundColor : '',
      };
      const last = log.at(-1);
      if (!last || JSON.stringify(last) !== JSON.stringify(entry)) log.push(entry);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-image-state'] });
  });
}

test.describe('colour backgrounds', () => {
  test('a colour and a gradient fill the section behind the content', async ({ mount }) => {
    const colour = await mount(`${STORY}/Colour`, { mode: 'run' });
    await expect(colour.locator('.rt-bg')).toHaveAttribute('data-background', 'color');
    await expect(colour.locator('.rt-bg')).toHaveCSS('background-color', 'rgb(31, 59, 77)');
    await expect(colour.locator('.rt-bg')).toHaveCSS('position', 'absolute');
    await expect(colour.locator('.rt-bg')).toHaveCSS('z-index', '-1');

    const gradient = await mount(`${STORY}/Gradient`, { mode: 'run' });
    await expect(gradient.locator('.rt-bg')).toHaveCSS('background-image', /^linear-gradient\(135deg, rgb\(31, 59, 77\) 0%, rgb\(180, 83, 42\) 100%\)$/);
  });
});

test.describe('image backgrounds', () => {
  test('desktop: asks for an offered width that covers the section, then shows it', async ({ mount, page }) => {
    const request = page.waitForRequest((r) => r.url().includes('/img/hero-espresso_'));
    const component = await mount(`${STORY}/Image`, { mode: 'run', viewport: 'desktop' });
    const width = requestedWidth((await request).url());
    expect(OFFERED_WIDTHS).toContain(width);
    expect(width).toBe(1366); // a 1280 px wide section at pixel ratio 1
    const shown = component.locator('.rt-bg__image');
    await expect(shown).toHaveAttribute('data-url', `/img/hero-espresso_${width}_q70.webp`);
    await expect(shown).toHaveCSS('background-image', new RegExp(`/img/hero-espresso_${width}_q70\\.webp`));
    await expect(shown).toHaveCSS('background-position', '50% 35%');
    await expect(component.locator('.rt-bg__overlay')).toHaveCSS('background-color', 'rgba(20, 12, 6, 0.45)');
  });

  test('shows the average colour and the blurred preview first, then the image, without moving the content', async ({ mount, page }) => {
    await recordPicture(page);
    const component = await mount(`${STORY}/Image`, { mode: 'run', viewport: 'desktop' });
    const section = component.locator('section');
    const before = await section.boundingBox();
    await expect(component.locator('[data-image-state]')).toHaveAttribute('data-image-state', 'loaded');
    const log = await page.evaluate(() => (window as unknown as { pictureLog: { state: string; preview: boolean; image: boolean; colour: string }[] }).pictureLog);
    const average = 'rgb(85, 53, 31)'; // #55351f, hero-espresso's average colour
    expect(log[0]).toEqual({ state: 'waiting', preview: true, image: false, colour: average });
    expect(log).toContainEqual({ state: 'loading', preview: true, image: false, colour: average });
    expect(log.at(-1)).toEqual({ state: 'loaded', preview: false, image: true, colour: average });
    expect(log.findIndex((entry) => entry.image)).toBe(log.length - 1);
    await expect(component.locator('.rt-bg__preview')).toHaveCount(0);
    expect(await section.boundingBox()).toEqual(before);
  });

  test('a failed preload is logged and the average colour stays', async ({ allowConsoleErrors, mount, page }) => {
    // The sandbox answers 404 for an image it does not know; the browser logs the failed load.
    allowConsoleErrors(/status of 404.*\/img\/no-such-image_/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/img/no-such-image_') && asked.push(new URL(request.url()).pathname)));
    const component = await mount(`${STORY}/ImageMissing`, { mode: 'run', viewport: 'desktop' });
    await expect(component.locator('[data-image-state]')).toHaveAttribute('data-image-state', 'error');
    await expect(component.locator('.rt-bg__image')).toHaveCount(0);
    await expect(component.locator('.rt-bg__media')).toHaveCSS('background-color', 'rgb(77, 51, 35)');
    expect(warnings.some((text) => text.includes('background image failed to load'))).toBe(true);
    // Spec 000 §8: a failed image preload stops loading. A wider window, which would want a wider file, asks for none.
    expect(asked).toHaveLength(1);
    await page.setViewportSize({ width: 1900, height: 800 });
    await expect.poll(() => component.locator('section').evaluate((section) => section.getBoundingClientRect().width)).toBeGreaterThan(1800);
    for (let frame = 0; frame < 3; frame += 1) await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    expect(asked).toHaveLength(1);
    await expect(component.locator('[data-image-state]')).toHaveAttribute('data-image-state', 'error');
  });

  test.describe('at pixel ratio 2', () => {
    test.use({ deviceScaleFactor: 2 });
    test('asks for the largest offered width (1280 × 2 is capped to 2160)', async ({ mount, page }) => {
      const request = page.waitForRequest((r) => r.url().includes('/img/hero-espresso_'));
      await mount(`${STORY}/Image`, { mode: 'run', viewport: 'desktop' });
      expect(requestedWidth((await request).url())).toBe(2160);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });
    test('asks for an offered width that covers the drawn width', async ({ mount, page }) => {
      const request = page.waitForRequest((r) => r.url().includes('/img/hero-espresso_'));
      const component = await mount(`${STORY}/Image`, { mode: 'run', viewport: 'mobile' });
      const width = requestedWidth((await request).url());
      const box = await component.locator('.rt-bg__motion').boundingBox();
      // The 3:2 photo covers the layer, so it is drawn max(width, height × 1.5) wide.
      const drawn = Math.max(box!.width, box!.height * 1.5);
      expect(OFFERED_WIDTHS).toContain(width);
      expect(width).toBe(OFFERED_WIDTHS.find((offered) => offered >= drawn));
    });
  });
});

test.describe('effects', () => {
  test('parallax: the layer moves with the scroll at half its speed and always covers the section', async ({ mount, page }) => {
    const component = await mount(`${STORY}/ImageParallax`, { mode: 'run', viewport: 'desktop' });
    const background = component.locator('.rt-bg');
    await expect(background).toHaveAttribute('data-effect', 'parallax');
    await expect.poll(() => layerShift(component)).not.toBe(0);
    const start = await layerShift(component);
    await scrollTo(page, 300);
    await expect.poll(() => layerShift(component)).toBeCloseTo(start + 150, 0);
    const [layer, section] = [await component.locator('.rt-bg__motion').boundingBox(), await component.locator('section').boundingBox()];
    expect(layer!.y).toBeLessThanOrEqual(section!.y);
    expect(layer!.y + layer!.height).toBeGreaterThanOrEqual(section!.y + section!.height);
  });

  test('parallax and zoom are off with the reduced-motion flag', async ({ mount, page }) => {
    const component = await mount(`${STORY}/ImageParallax`, { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    await expect(component.locator('.rt-bg')).toHaveAttribute('data-effect', 'none');
    await expect(component.locator('.rt-bg__motion')).toHaveCSS('transform', 'none');
    await scrollTo(page, 300);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layerShift(component)).toBe(0);

    const zoom = await mount(`${STORY}/ImageZoom`, { mode: 'run', flags: { reducedMotion: true } });
    await expect(zoom.locator('.rt-bg')).toHaveAttribute('data-effect', 'none');
    await expect(zoom.locator('.rt-bg__media')).toHaveCSS('transform', 'none');
  });

  test('effect on desktop, effectMobile on mobile', async ({ mount }) => {
    const desktop = await mount(`${STORY}/ImageParallax`, { mode: 'run', viewport: 'desktop' });
    await expect(desktop.locator('.rt-bg')).toHaveAttribute('data-effect', 'parallax');
    const mobile = await mount(`${STORY}/ImageParallax`, { mode: 'run', viewport: 'mobile' });
    await expect(mobile.locator('.rt-bg')).toHaveAttribute('data-effect', 'zoom');
  });

  test('fixed: the picture stands still on screen while the page scrolls', async ({ mount, page }) => {
    const component = await mount(`${STORY}/ImageFixed`, { mode: 'run', viewport: 'desktop' });
    const layer = component.locator('.rt-bg__motion');
    await expect(component.locator('.rt-bg')).toHaveAttribute('data-effect', 'fixed');
    for (const y of [0, 200, 450]) {
      await scrollTo(page, y);
      await expect.poll(async () => (await layer.boundingBox())!.y).toBeCloseTo(0, 0);
      expect((await layer.boundingBox())!.height).toBe(page.viewportSize()!.height);
    }
  });

  test('zoom: the picture grows while the section is on screen', async ({ mount }) => {
    const component = await mount(`${STORY}/ImageZoom`, { mode: 'run' });
    const media = component.locator('.rt-bg__media');
    await expect(media).toHaveAttribute('style', /transform: scale\(1\.12\)/);
    await expect(media).toHaveCSS('transition', /transform 20s/);
  });

  test('reveal: the picture fades in the first time the section is on screen', async ({ mount, page }) => {
    const component = await mount(`${STORY}/Reveal`, { mode: 'run' });
    const media = component.locator('.rt-bg__media');
    await expect(component.locator('.rt-bg')).toHaveAttribute('data-effect', 'reveal');
    await expect(media).toHaveAttribute('style', /opacity: 0/);
    await component.locator('section').scrollIntoViewIfNeeded();
    await expect(media).toHaveAttribute('style', /opacity: 1/);
    await scrollTo(page, 0); // once revealed, it stays
    await expect(media).toHaveAttribute('style', /opacity: 1/);
  });

  test('effects run in admin too', async ({ mount, page }) => {
    const parallax = await mount(`${STORY}/ImageParallax`, { mode: 'admin', viewport: 'desktop' });
    await expect(parallax.locator('.rt-bg')).toHaveAttribute('data-effect', 'parallax');
    await expect.poll(() => layerShift(parallax)).not.toBe(0);
    const start = await layerShift(parallax);
    await scrollTo(page, 200);
    await expect.poll(() => layerShift(parallax)).toBeCloseTo(start + 100, 0);

    const reveal = await mount(`${STORY}/Reveal`, { mode: 'admin' });
    await reveal.locator('section').scrollIntoViewIfNeeded();
    await expect(reveal.locator('.rt-bg__media')).toHaveAttribute('style', /opacity: 1/);

    const zoom = await mount(`${STORY}/ImageZoom`, { mode: 'admin' });
    await expect(zoom.locator('.rt-bg__media')).toHaveAttribute('style', /scale\(1\.12\)/);
  });

  test('a video background moves with the parallax factor 0.4', async ({ mount, page }) => {
    const component = await mount(`${STORY}/VideoParallax`, { mode: 'run', viewport: 'desktop' });
    await expect(component.locator('.rt-bg')).toHaveAttribute('data-effect', 'parallax');
    await expect.poll(() => layerShift(component)).not.toBe(0);
    const start = await layerShift(component);
    await scrollTo(page, 250);
    await expect.poll(() => layerShift(component)).toBeCloseTo(start + 100, 0);
  });
});

test.describe('video backgrounds', () => {
  const video = (component: Locator) => component.locator('.rt-bg__player video');
  const isPlaying = (component: Locator) => video(component).evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0);

  test('plays muted, looped and inline while on screen, pauses off screen, plays again when back', async ({ mount, page }) => {
    const component = await mount(`${STORY}/VideoCustom`, { mode: 'run', viewport: 'desktop' });
    const background = component.locator('.rt-bg');
    await expect(background).toHaveAttribute('data-video-state', 'playing');
    await expect.poll(() => isPlaying(component)).toBe(true);
    const flags = await video(component).evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      inline: element.playsInline,
      controls: element.controls,
      src: new URL(element.src).pathname,
    }));
    expect(flags).toEqual({ muted: true, loop: true, inline: true, controls: false, src: expect.stringMatching(/harbor-pour.*\.webm$/) });
    await expect(video(component)).toHaveCSS('object-fit', 'cover');
    await expect(component.locator('.rt-bg__player')).toHaveCSS('opacity', '1');

    await scrollTo(page, 2500);
    await expect(background).toHaveAttribute('data-video-state', 'paused');
    expect(await video(component).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    await scrollTo(page, 0);
    await expect(background).toHaveAttribute('data-video-state', 'playing');
    await expect.poll(() => video(component).evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });

  test('keeps playing off screen with infinityVideo', async ({ mount, page }) => {
    const component = await mount(`${STORY}/VideoInfinity`, { mode: 'run', viewport: 'desktop' });
    await expect(component.locator('.rt-bg')).toHaveAttribute('data-video-state', 'playing');
    await scrollTo(page, 2500);
    const timeOffScreen = await video(component).evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect.poll(() => video(component).evaluate((element: HTMLVideoElement) => element.currentTime)).not.toBe(timeOffScreen);
    expect(await video(component).evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await expect(component.locator('.rt-bg')).toHaveAttribute('data-video-state', 'playing');
  });

  for (const flag of ['screenshot', 'bot', 'criticalCss'] as const) {
    test(`is skipped with the ${flag} flag: no player, the preview shows as an image background`, async ({ mount, page }) => {
      const playerRequests: string[] = [];
      page.on('request', (request) => {
        if (/\.webm/.test(request.url())) playerRequests.push(request.url());
      });
      const component = await mount(`${STORY}/VideoCustom`, { mode: 'run', viewport: 'desktop', flags: { [flag]: true } });
      await expect(component.locator('.rt-bg')).toHaveAttribute('data-video-state', 'skipped');
      await expect(component.locator('.rt-bg__image')).toHaveAttribute('data-url', /^\/img\/hero-espresso_\d+_q\d+\.webp$/);
      await expect(component.locator('.rt-bg__player, video')).toHaveCount(0);
      expect(playerRequests).toEqual([]);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('is skipped without mobileVideoEnabled, and plays with it', async ({ mount }) => {
      const skipped = await mount(`${STORY}/VideoSkippedOnMobile`, { mode: 'run', viewport: 'mobile' });
      await expect(skipped.locator('.rt-bg')).toHaveAttribute('data-video-state', 'skipped');
      await expect(skipped.locator('.rt-bg__image')).toHaveAttribute('data-url', /hero-espresso/);
      await expect(skipped.locator('video')).toHaveCount(0);

      const enabled = await mount(`${STORY}/VideoCustom`, { mode: 'run', viewport: 'mobile' });
      await expect(enabled.locator('.rt-bg')).toHaveAttribute('data-video-state', 'playing');
      await expect.poll(() => isPlaying(enabled)).toBe(true);
    });

    test('a Vimeo-kind player box covers a tall section at the checked ratio', async ({ mount }) => {
      const component = await mount(`${STORY}/VideoVimeo`, { mode: 'run', viewport: 'mobile' });
      await expect(component.locator('.rt-bg')).toHaveAttribute('data-video-state', 'playing');
      // The box takes the checked ratio once the player has reported it, which may come a frame after "playing".
      const player = component.locator('.rt-bg__player');
      await expect.poll(async () => ((box) => box!.width / box!.height)(await player.boundingBox())).toBeCloseTo(2, 2);
      const [box, section] = [await player.boundingBox(), await component.locator('section').boundingBox()];
      expect(box!.height).toBeCloseTo(section!.height, 0);
      expect(box!.x).toBeCloseTo(section!.x + (section!.width - box!.width) / 2, 0);
    });
  });

  test('the same story plays on desktop, where the mobile setting does not apply', async ({ mount }) => {
    const component = await mount(`${STORY}/VideoSkippedOnMobile`, { mode: 'run', viewport: 'desktop' });
    await expect(component.locator('.rt-bg')).toHaveAttribute('data-video-state', 'playing');
  });

  test('a video not playing after 5000 ms falls back to its preview and its player is destroyed; not at 4999 ms', async ({ mount, page }) => {
    // Installed and paused: no timer fires unless the test runs the clock.
    await installPausedClock(page);
    const component = await mount(`${STORY}/VideoNeverReady`, { mode: 'run', viewport: 'desktop' });
    const background = component.locator('.rt-bg');
    await expect(background).toHaveAttribute('data-video-state', 'starting');
    await expect(component.locator('.rt-bg__player .stand-in-player')).toHaveCount(1);
    await page.clock.runFor(4999);
    await expect(background).toHaveAttribute('data-video-state', 'starting');
    await expect(page.locator('body')).not.toHaveAttribute('data-fake-player', 'destroyed');
    await page.clock.runFor(1);
    await expect(background).toHaveAttribute('data-video-state', 'fallback');
    await expect(page.locator('body')).toHaveAttribute('data-fake-player', 'destroyed');
    await expect(component.locator('.rt-bg__player')).toHaveCount(0);
    await expect(component.locator('.rt-bg__picture')).toBeVisible();
  });

  test('a Vimeo-kind video covers the section at its checked ratio', async ({ mount }) => {
    const component = await mount(`${STORY}/VideoVimeo`, { mode: 'run', viewport: 'desktop' });
    await expect(component.locator('.rt-bg')).toHaveAttribute('data-video-state', 'playing');
    const player = component.locator('.rt-bg__player');
    await expect(player).toHaveCSS('opacity', '1');
    await expect.poll(async () => ((box) => box!.width / box!.height)(await player.boundingBox())).toBeCloseTo(2, 2);
    const [box, section] = [await player.boundingBox(), await component.locator('section').boundingBox()];
    expect(box!.width).toBeGreaterThanOrEqual(section!.width - 0.5);
    expect(box!.height).toBeGreaterThanOrEqual(section!.height - 0.5);
    expect(box!.y).toBeLessThanOrEqual(section!.y + 0.5);
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(section!.y + section!.height - 0.5);
  });

  test('a Vimeo-kind video whose ratio is out of range falls back, its player destroyed', async ({ mount, page }) => {
    const component = await mount(`${STORY}/VideoVimeoBadRatio`, { mode: 'run', viewport: 'desktop' });
    await expect(component.locator('.rt-bg')).toHaveAttribute('data-video-state', 'fallback');
    await expect(component.locator('.rt-bg__player')).toHaveCount(0);
    await expect(page.locator('body')).toHaveAttribute('data-fake-player', 'destroyed');
  });

  test('the player loads only when the section comes near the screen', async ({ mount, page }) => {
    const component = await mount(`${STORY}/VideoBelowFold`, { mode: 'run', viewport: 'desktop' });
    const background = component.locator('.rt-bg');
    await expect(background).toHaveAttribute('data-video-state', 'idle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('body')).not.toHaveAttribute('data-fake-loads', /.*/);
    await component.locator('section').scrollIntoViewIfNeeded();
    await expect(background).toHaveAttribute('data-video-state', 'playing');
    await expect(page.locator('body')).toHaveAttribute('data-fake-loads', '1');
  });

  test('unmounting removes the player', async ({ mount, page }) => {
    const custom = await mount(`${STORY}/VideoCustom`, { mode: 'run', viewport: 'desktop' });
    await expect(custom.locator('.rt-bg')).toHaveAttribute('data-video-state', 'playing');
    await custom.unmount();
    await expect(page.locator('video')).toHaveCount(0);

    const vimeo = await mount(`${STORY}/VideoVimeo`, { mode: 'run', viewport: 'desktop' });
    await expect(vimeo.locator('.rt-bg')).toHaveAttribute('data-video-state', 'playing');
    await vimeo.unmount();
    await expect(page.locator('body')).toHaveAttribute('data-fake-player', 'destroyed');
  });
});
