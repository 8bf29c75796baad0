import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { KINESCOPE_PLAYER_API_URL } from '../../runtime/media/video/sources';
import { KINESCOPE_PLAY_WAIT_MS, KINESCOPE_SCRIPT_WAIT_MS } from '../../runtime/media/video/timing';
import { FAKE_CALLS_KEY, type FakePlayerCall } from '../../sandbox/fake-players';
import { pauseClock } from '../support/clock';

const box = (page: Page) => page.locator('.rt-video');
const playButton = (page: Page) => page.getByRole('button', { name: 'Play video' });
const mediaFlag = (page: Page) => page.locator('[data-media-playing]');

function fakeCalls(page: Page): Promise<FakePlayerCall[]> {
  return page.evaluate((key) => (window as unknown as Record<string, FakePlayerCall[] | undefined>)[key] ?? [], FAKE_CALLS_KEY);
}

/** The real URL behind a stand-in player frame (stories point third-party frames at a local page). */
async function frameTarget(page: Page, selector = '.rt-video iframe'): Promise<{ player: string | null; src: string | null }> {
  const src = await page.locator(selector).getAttribute('src');
  const query = new URL(src ?? '', 'http://localhost').searchParams;
  return { player: query.get('player'), src: query.get('src') };
}

const sameOrigin = (url: string) => /^(?:data|blob|about):/.test(url) || new URL(url).hostname === 'localhost';

// Stories use fake player APIs and stand-in frames: nothing may reach a third party, and no
// failure may escape as an uncaught error.
const outside = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  outside.set(page, []);
  page.on('request', (request) => void (sameOrigin(request.url()) || outside.get(page)?.push(request.url())));
});
test.afterEach(({ page }) => {
  expect(outside.get(page), 'requests to third parties').toEqual([]);
});

test.describe('video player: custom file', () => {
  test('shows the poster and play button first, reserving the box; creates the player on click', async ({ mount, page }) => {
    await mount('media/VideoPlayer/Custom', { mode: 'run', viewport: 'desktop' });
    await expect(box(page)).toHaveAttribute('data-state', 'poster');
    await expect(page.locator('.rt-video__poster .rt-image')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    const before = await box(page).boundingBox();
    expect(before!.height / before!.width).toBeCloseTo(0.5625, 2);

    await playButton(page).click();
    await expect(box(page)).toHaveAttribute('data-state', 'playing');
    await expect(page.locator('.rt-video__poster')).toHaveCount(0);
    expect(await box(page).boundingBox()).toEqual(before);
  });

  test('the file really plays, sets the media store flag, and pauses (clearing it) when scrolled off screen', async ({ mount, page }) => {
    await mount('media/VideoPlayer/Custom', { mode: 'run', viewport: 'desktop' });
    await expect(mediaFlag(page)).toHaveAttribute('data-media-playing', 'false');
    await playButton(page).click();
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
    await expect(mediaFlag(page)).toHaveAttribute('data-media-playing', 'true');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(box(page)).toHaveAttribute('data-state', 'paused');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(mediaFlag(page)).toHaveAttribute('data-media-playing', 'false');

    // Back on screen, a video the visitor started stays paused until they play it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(box(page)).toBeInViewport();
    await expect(box(page)).toHaveAttribute('data-state', 'paused');
  });

  test('admin: the poster and button show, and a click plays so the owner can preview', async ({ mount, page }) => {
    await mount('media/VideoPlayer/Custom', { mode: 'admin', viewport: 'desktop' });
    await expect(box(page)).toHaveAttribute('data-state', 'poster');
    await playButton(page).click();
    await expect(box(page)).toHaveAttribute('data-state', 'playing');
  });

  test('autoplay starts muted once the box is near the screen; not while editing', async ({ mount, page }) => {
    await mount('media/VideoPlayer/Autoplay', { mode: 'run', viewport: 'desktop' });
    await expect(box(page)).toHaveAttribute('data-state', 'playing');
    expect(await page.locator('video').evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);

    await mount('media/VideoPlayer/Autoplay', { mode: 'admin', viewport: 'desktop' });
    await expect(box(page)).toHaveAttribute('data-state', 'poster');
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('on mobile, playing locks the viewport: turning to landscape keeps the page mobile until pause', async ({ mount, page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await mount('media/VideoPlayer/Custom', { mode: 'run' });
    const site = page.locator('.rt-site');
    await expect(site).toHaveAttribute('data-viewport', 'mobile');
    await playButton(page).click();
    await expect(box(page)).toHaveAttribute('data-state', 'playing');

    await page.setViewportSize({ width: 812, height: 375 });
    await expect.poll(() => page.evaluate(() => window.matchMedia('(max-width: 767px)').matches)).toBe(false);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(site).toHaveAttribute('data-viewport', 'mobile');
    await expect(box(page)).toHaveAttribute('data-state', 'playing');

    await page.locator('video').evaluate((element: HTMLVideoElement) => element.pause());
    await expect(box(page)).toHaveAttribute('data-state', 'paused');
    await expect(site).toHaveAttribute('data-viewport', 'desktop');
  });
});

test.describe('video player: third-party kinds (fake APIs)', () => {
  test('YouTube-kind: the IFrame API player is created with the video id and plays', async ({ mount, page }) => {
    await mount('media/VideoPlayer/YouTube', { mode: 'run', viewport: 'desktop' });
    await playButton(page).click();
    await expect(page.locator('[data-fake-player="youtube"]')).toHaveAttribute('data-video-id', 'M7lc1UVf-VE');
    await expect(box(page)).toHaveAttribute('data-state', 'playing');
    await expect(mediaFlag(page)).toHaveAttribute('data-media-playing', 'true');
    const calls = await fakeCalls(page);
    expect(calls.find((call) => call.api === 'youtube' && call.method === 'Player')?.detail).toMatchObject({ videoId: 'M7lc1UVf-VE', playerVars: { autoplay: 1 } });
    expect(calls.some((call) => call.api === 'youtube' && call.method === 'playVideo')).toBe(true);
  });

  test('Vimeo-kind: the Player API player is created with the numeric id and plays', async ({ mount, page }) => {
    await mount('media/VideoPlayer/Vimeo', { mode: 'run', viewport: 'desktop' });
    await playButton(page).click();
    await expect(page.locator('[data-fake-player="vimeo"]')).toHaveAttribute('data-video-id', '76979871');
    await expect(box(page)).toHaveAttribute('data-state', 'playing');
    const calls = await fakeCalls(page);
    expect(calls.find((call) => call.api === 'vimeo' && call.method === 'Player')?.detail).toMatchObject({ id: 76979871, controls: true });
  });

  test('Kinescope-kind: the iframe player is created with the embed URL and plays', async ({ mount, page }) => {
    await mount('media/VideoPlayer/Kinescope', { mode: 'run', viewport: 'desktop' });
    await playButton(page).click();
    await expect(page.locator('[data-fake-player="kinescope"]')).toHaveAttribute('data-video-id', 'sTzrJ8P4fJd6RHbEkYLbVz');
    await expect(box(page)).toHaveAttribute('data-state', 'playing');
    const calls = await fakeCalls(page);
    expect(calls.find((call) => call.api === 'kinescope' && call.method === 'create')?.detail).toMatchObject({ url: 'https://kinescope.io/embed/sTzrJ8P4fJd6RHbEkYLbVz' });
  });

  test('Rutube-kind: an embed iframe driven by postMessage, its state read from the player’s messages', async ({ mount, page }) => {
    await mount('media/VideoPlayer/Rutube', { mode: 'run', viewport: 'desktop' });
    await playButton(page).click();
    await expect(box(page)).toHaveAttribute('data-state', 'playing');
    expect(await frameTarget(page)).toEqual({ player: 'rutube', src: 'https://rutube.ru/play/embed/c6cc4d620b1d4338901770a44b3e82f4' });
    expect((await fakeCalls(page)).filter((call) => call.api === 'rutube').map((call) => call.method)).toEqual(['player:play']);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(box(page)).toHaveAttribute('data-state', 'paused');
  });

  test('embed: an iframe of the safe URL, shown once created', async ({ mount, page }) => {
    await mount('media/VideoPlayer/Embed', { mode: 'run', viewport: 'desktop' });
    await playButton(page).click();
    await expect(box(page)).toHaveAttribute('data-state', 'ready');
    await expect(page.frameLocator('.rt-video iframe').getByText('Player frame stand-in')).toBeVisible();
  });
});

test.describe('video player: failures', () => {
  test('Kinescope script not loaded after 5000 ms: a plain iframe of the embed URL', async ({ mount, page }) => {
    await page.clock.install();
    await mount('media/VideoPlayer/KinescopeScriptNeverLoads', { mode: 'run', viewport: 'desktop' });
    await pauseClock(page);
    await playButton(page).click();
    // The 5000 ms start when the script is asked for.
    await expect.poll(async () => (await fakeCalls(page)).some((call) => call.api === 'script' && call.detail?.['src'] === KINESCOPE_PLAYER_API_URL)).toBe(true);
    await page.clock.runFor(KINESCOPE_SCRIPT_WAIT_MS - 1);
    await expect(box(page)).toHaveAttribute('data-state', 'loading');
    await expect(page.locator('iframe[data-fallback]')).toHaveCount(0);

    await page.clock.runFor(1);
    await expect(box(page)).toHaveAttribute('data-state', 'ready');
    expect(await frameTarget(page, 'iframe[data-fallback]')).toEqual({ player: 'kinescope', src: 'https://kinescope.io/embed/sTzrJ8P4fJd6RHbEkYLbVz?autoplay=1' });
    await expect(page.getByRole('list', { name: 'Runtime log' })).toContainText('falling back to a plain iframe');
  });

  test('Kinescope playback not started 7000 ms after play: a plain iframe replaces the player', async ({ mount, page }) => {
    await page.clock.install();
    await mount('media/VideoPlayer/KinescopePlayNeverStarts', { mode: 'run', viewport: 'desktop' });
    await pauseClock(page);
    await playButton(page).click();
    // Let the fakes answer: the script loads, the player is created and asked to play.
    await expect.poll(async () => (await fakeCalls(page)).some((call) => call.api === 'script')).toBe(true);
    const answers = 200;
    await page.clock.runFor(answers);
    await expect(page.locator('[data-fake-player="kinescope"]')).toBeVisible();
    await expect(box(page)).toHaveAttribute('data-state', 'ready');
    expect((await fakeCalls(page)).some((call) => call.api === 'kinescope' && call.method === 'play')).toBe(true);
    // play() came at most `answers` ms ago: its 7000 ms end between these two steps.
    await page.clock.runFor(KINESCOPE_PLAY_WAIT_MS - answers);
    await expect(page.locator('iframe[data-fallback]')).toHaveCount(0);

    await page.clock.runFor(answers);
    await expect(page.locator('iframe[data-fallback]')).toHaveCount(1);
    await expect(page.locator('[data-fake-player]')).toHaveCount(0);
    expect((await frameTarget(page, 'iframe[data-fallback]')).src).toBe('https://kinescope.io/embed/sTzrJ8P4fJd6RHbEkYLbVz?autoplay=1');
  });

  test('a player that cannot start: the error is logged, the poster and button stay, a click retries', async ({ allowConsoleErrors, mount, page }) => {
    allowConsoleErrors(/video player \(vimeo\) failed/);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await mount('media/VideoPlayer/BrokenPlayer', { mode: 'run', viewport: 'desktop' });
    await playButton(page).click();
    await expect(box(page)).toHaveAttribute('data-state', 'error');
    await expect(page.locator('.rt-video__poster .rt-image')).toBeVisible();
    await expect(playButton(page)).toBeVisible();
    await expect(page.locator('.rt-video__stage')).toBeEmpty();
    expect(errors.some((text) => text.includes('video player (vimeo) failed'))).toBe(true);
    await expect(mediaFlag(page)).toHaveAttribute('data-media-playing', 'false');

    await playButton(page).click();
    await expect(box(page)).toHaveAttribute('data-state', 'error');
    expect((await fakeCalls(page)).filter((call) => call.api === 'vimeo' && call.method === 'Player')).toHaveLength(2);
  });
});
