/**
 * The one Playwright `test` every spec imports. Its automatic fixtures:
 * - the error guard fails a test that leaves an uncaught error or a console error in the page or
 *   any of its frames. A test that provokes an error on purpose (a failed load the runtime logs, an
 *   image id the sandbox does not know) names it: `allowConsoleErrors(/…/)` in the test, or
 *   `test.use({ expectedConsoleErrors: [/…/] })` for a group. A pattern is matched against the
 *   message and the address it came from; an error no pattern names still fails the test.
 * Its `context` and `page` (below, why): each worker keeps a browser context for the tests that
 * share its options, with the storage of the origins earlier tests visited cleared; a test gets the
 * page the previous test left, made ready for it (tests/support/reused-pages.ts), or a new one.
 */
import { expect as playwrightExpect, test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { noteCalls, noteOrigins, readyForNextTest, watchDevToolsSessions, watchPage } from './reused-pages';

export interface ErrorGuardOptions {
  /** Console errors every test of a group provokes on purpose. */
  expectedConsoleErrors: RegExp[];
}

interface SupportFixtures {
  /** Names console errors this test provokes on purpose. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  consoleErrorPatterns: RegExp[];
  errorGuard: void;
}

/** A worker's context for one set of options, and what a test left in it. */
interface ReusableContext {
  context: BrowserContext;
  /** The origins its pages have been on since the last clean: their storage is emptied when a test ends. */
  origins: Set<string>;
  /** A test used Playwright's clock, which a context cannot uninstall: the context is not reused. */
  clockUsed: boolean;
  /** The options it was made with (a reused page's viewport and media go back to them). */
  options: BrowserContextOptions;
  /** The page the last test left ready for the next (tests/support/reused-pages.ts), if any. */
  sparePage: Page | null;
}

interface WorkerFixtures {
  reusableContexts: Map<string, ReusableContext>;
}

/** The clock's methods that install it in the context (each installs it on first use). */
const CLOCK_INSTALLERS = ['install', 'pauseAt', 'setFixedTime', 'setSystemTime', 'fastForward', 'runFor', 'resume'] as const;

/** Each context's entry, for the page fixture. */
const entries = new WeakMap<BrowserContext, ReusableContext>();

/** Watches a new context: its pages (what a test does to each, the origins they visit) and any use of its clock. */
function reusable(context: BrowserContext, options: BrowserContextOptions): ReusableContext {
  const entry: ReusableContext = { context, origins: new Set(), clockUsed: false, options, sparePage: null };
  entries.set(context, entry);
  context.on('page', (page) => {
    // Before the watch, so the listener is not taken for a test's and stays when the page is handed on.
    noteOrigins(page, (origin) => entry.origins.add(origin));
    watchPage(page);
  });
  watchDevToolsSessions(context);
  for (const name of CLOCK_INSTALLERS) noteCalls(context.clock, name, () => void (entry.clockUsed = true));
  return entry;
}

/**
 * What a test's pages may have stored, emptied after it: every kind the DevTools protocol names
 * but service workers. The sandbox's worker (MSW's, stateless: the page's own handlers answer what
 * it forwards) stays registered, so the next test's page starts under it instead of registering
 * and starting it again: a gallery load took 360 ms of the browser's CPU with the worker removed
 * after each, 131 ms with it kept (measured).
 */
const STORAGE_CLEARED_AFTER_A_TEST = ['cookies', 'file_systems', 'indexeddb', 'local_storage', 'shader_cache', 'websql', 'cache_storage', 'interest_groups', 'shared_storage', 'storage_buckets', 'other'].join(',');

/**
 * Empties what a test left in the storage of the origins its pages visited (local storage, and
 * with it the session storage of a page handed on to the next test, IndexedDB, cookies, Cache
 * Storage and the rest: STORAGE_CLEARED_AFTER_A_TEST), through the DevTools protocol of one of the
 * context's pages. The HTTP cache stays: the next test loads the app's chunks from it.
 */
async function clearStorage({ context, origins }: ReusableContext): Promise<void> {
  if (origins.size === 0) return;
  const page = context.pages()[0] ?? (await context.newPage());
  const session = await context.newCDPSession(page);
  for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_CLEARED_AFTER_A_TEST });
  await session.detach();
  origins.clear();
}

export const test = base.extend<ErrorGuardOptions & SupportFixtures, WorkerFixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrorPatterns: async ({ expectedConsoleErrors }, provide) => {
    await provide([...expectedConsoleErrors]);
  },
  allowConsoleErrors: async ({ consoleErrorPatterns }, provide) => {
    await provide((...patterns) => void consoleErrorPatterns.push(...patterns));
  },
  reusableContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern, and this one has none
    async ({}, provide) => {
      const contexts = new Map<string, ReusableContext>();
      await provide(contexts);
      await Promise.all([...contexts.values()].map(({ context }) => context.close()));
    },
    { scope: 'worker' },
  ],
  // Playwright's own reuse (`reuseContext`) resets a context between tests by loading a blank page
  // on every origin the test visited to empty its storage, and by clearing the HTTP cache. For the
  // component tests that was a tenth to a fifth of their time (measured: 190 s against 173 s, and
  // 214 s with 404 s of CPU against 178 s with 312 s); the e2e tests, which load heavier pages, did
  // not change (179 s, 182 s). So the fixture keeps a context per set of options itself. When a
  // test ends, its pages close (but the one made ready for the next test), its context routes,
  // cookies and permissions go, and the storage of the origins it visited is emptied. A context
  // whose clock a test used is closed instead: Playwright's clock cannot be uninstalled, and a
  // closed context also leaves no paused clock to resume.
  // Every context option a spec may set with `test.use`, as Playwright's own context reads them
  // (listed one by one: Playwright reads a fixture's dependencies from its parameter's pattern).
  context: async (
    { browser, reusableContexts, contextOptions, acceptDownloads, bypassCSP, colorScheme, deviceScaleFactor, extraHTTPHeaders, forcedColors, geolocation, hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion, screen, serviceWorkers, storageState, timezoneId, userAgent, viewport, baseURL },
    provide,
  ) => {
    const chosen = { acceptDownloads, bypassCSP, colorScheme, deviceScaleFactor, extraHTTPHeaders, forcedColors, geolocation, hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion, screen, serviceWorkers, storageState, timezoneId, userAgent, viewport, baseURL };
    const options: BrowserContextOptions = { ...contextOptions, ...Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== undefined)) };
    const key = JSON.stringify(options);
    let entry = reusableContexts.get(key);
    if (!entry) {
      entry = reusable(await browser.newContext(options), options);
      reusableContexts.set(key, entry);
    }
    await provide(entry.context);
    const { context } = entry;
    if (!entry.clockUsed) {
      try {
        await Promise.all(context.pages().map((page) => (page === entry.sparePage ? undefined : page.close())));
        await clearStorage(entry);
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.clearCookies();
        await context.clearPermissions();
        return;
      } catch {
        // A context that cannot be cleaned (a crashed page, say) is not handed to the next test.
      }
    }
    reusableContexts.delete(key);
    await context.close();
  },
  // The page the previous test of the context left ready (tests/support/reused-pages.ts says what
  // is undone), or a new one. A page is handed on only after a test that passed.
  page: async ({ context }, provide, testInfo) => {
    const entry = entries.get(context);
    const spare = entry?.sparePage;
    if (entry) entry.sparePage = null;
    const page = spare && !spare.isClosed() ? spare : await context.newPage();
    await provide(page);
    if (!entry || entry.clockUsed || testInfo.status !== testInfo.expectedStatus) return;
    try {
      if (await readyForNextTest(page, entry.options)) entry.sparePage = page;
    } catch {
      // A page that cannot be made ready is closed with the others.
    }
  },
  errorGuard: [
    async ({ page, consoleErrorPatterns }, provide) => {
      const uncaught: string[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
      });
      await provide();
      playwrightExpect(uncaught, 'uncaught errors in the page').toEqual([]);
      // Filtered at the end, so a test may name an error after provoking it.
      const unexpected = consoleErrors.filter((text) => !consoleErrorPatterns.some((pattern) => pattern.test(text)));
      playwrightExpect(unexpected, 'console errors in the page (a test names the ones it provokes with allowConsoleErrors)').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * When `expect.poll` checks again after a miss: soon, then less often. Playwright's default waits
 * 100, 250, 500 ms and then a second between checks, which a value that is ready a few
 * milliseconds after the first check pays in full: the suite took 305 s with it, 287 s with these
 * (measured back to back). Locator assertions already retry after 20, 50 and 100 ms.
 */
export const POLL_INTERVALS_MS = [10, 25, 50, 100, 250];

const poll: typeof playwrightExpect.poll = (actual, messageOrOptions) =>
  playwrightExpect.poll(actual, typeof messageOrOptions === 'string' ? { message: messageOrOptions, intervals: POLL_INTERVALS_MS } : { intervals: POLL_INTERVALS_MS, ...messageOrOptions });

/** Playwright's `expect`, with `expect.poll` checking at POLL_INTERVALS_MS unless a call names its own intervals. */
export const expect: typeof playwrightExpect = new Proxy(playwrightExpect, {
  get: (target, key, receiver) => (key === 'poll' ? poll : Reflect.get(target, key, receiver)),
});
