/**
 * The gallery's own promise to the component tests: `mount()` resolves with the story whole on
 * screen. A story whose page has an on-demand part (a catalogue) waits, unseen, for that part's
 * code; it never shows the part's placeholder first, since React reveals what resolves soon
 * after a placeholder on a 300 ms timer, and a test's paused clock holds that timer for good.
 */
import { expect, test } from '../support/fixtures';
import { installPausedClock } from '../support/clock';
import { holdRequests } from '../support/held-requests';
import { SANDBOX_PROBE_PATH } from '../../sandbox/log';

test('a catalogue story whose block code comes late, mounted under a paused clock: mount resolves with its cards, never its placeholder', async ({ mount, page }) => {
  const { requested, release } = await holdRequests(page, /\/ProductsSection-[^/]*\.js$/);
  await installPausedClock(page);
  const placeholders: number[] = [];
  const mounted = mount('blocks/Products/CatalogueWithTabs', { mode: 'run', viewport: 'desktop' });
  await requested;
  // While the code is held nothing of the catalogue shows, its placeholder included.
  placeholders.push(await page.locator('[data-block-loading]').count());
  release();
  const root = await mounted;
  placeholders.push(await page.locator('[data-block-loading]').count());
  expect(placeholders).toEqual([0, 0]);
  expect(await root.locator('.rt-card').count()).toBe(9);
});

// Chromium counts no transferred bytes for an answer a service worker gave (MSW's answers and its
// pass-throughs alike); a request the worker let go to the network has its bytes. With the HTTP
// cache off, as an earlier test's visit would otherwise answer them from it (no bytes either).
test('the sandbox’s worker lets a story’s own code go straight to the network; the sandbox still answers its own paths', async ({ mount, page }) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await mount('blocks/Products/CatalogueWithTabs', { mode: 'run', viewport: 'desktop' });
  const requests = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.transferSize, underWorker: entry.workerStart > 0 })),
  );
  const chunksUnderWorker = requests.filter(({ path, underWorker }) => underWorker && path.startsWith('/assets/'));
  // The catalogue's own code loads once the worker controls the page.
  expect(chunksUnderWorker.map(({ path }) => path)).toContainEqual(expect.stringMatching(/\/ProductsSection-[^/]*\.js$/));
  expect(chunksUnderWorker.filter(({ bytes }) => bytes === 0)).toEqual([]);
  expect(requests.find(({ path }) => path === SANDBOX_PROBE_PATH)).toMatchObject({ underWorker: true, bytes: 0 });
});
