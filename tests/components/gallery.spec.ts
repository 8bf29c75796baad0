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

/** What the DevTools protocol says about each answer the page got: did the worker give it, and which rule of its router matched. */
interface RoutedResponse {
  path: string;
  fromServiceWorker: boolean;
  routedTo: string | null;
}

// The worker sets its rules in the browser's own router when it installs (public/sandbox-worker.js),
// so a page it controls fetches its code, styles and fonts, and its own loads, without waking it.
test('the sandbox’s worker sends a story’s own code straight to the network, unseen by the worker; the sandbox still answers its own paths', async ({ mount, page }) => {
  // A first mount registers the worker; the second page load starts under it.
  await mount('blocks/Products/CatalogueWithTabs', { mode: 'run', viewport: 'desktop' });
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const responses: RoutedResponse[] = [];
  session.on('Network.responseReceived', ({ response }) =>
    responses.push({ path: new URL(response.url).pathname, fromServiceWorker: response.fromServiceWorker === true, routedTo: response.serviceWorkerRouterInfo?.matchedSourceType ?? null }),
  );
  await mount('blocks/Products/CatalogueWithTabs', { mode: 'run', viewport: 'desktop' });
  // The page load is not the worker's. (Right after the worker registered, Chromium sometimes
  // reports no router match for it: the worker still lets it through, as MSW's worker does.)
  expect(responses.find(({ path }) => path.endsWith('/gallery.html'))).toMatchObject({ fromServiceWorker: false, routedTo: expect.not.stringMatching(/fetch-event/) });
  const chunks = responses.filter(({ path }) => path.startsWith('/assets/'));
  expect(chunks.map(({ path }) => path)).toContainEqual(expect.stringMatching(/\/ProductsSection-[^/]*\.js$/));
  expect(chunks.filter(({ fromServiceWorker, routedTo }) => fromServiceWorker || routedTo !== 'network')).toEqual([]);
  expect(responses.find(({ path }) => path === SANDBOX_PROBE_PATH)).toMatchObject({ fromServiceWorker: true, routedTo: 'fetch-event' });
});
