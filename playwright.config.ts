import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// HARNESS_PORT and HARNESS_DIST let several people (or agents) test side by side.
const PORT = Number(process.env.HARNESS_PORT ?? 4173);
const DIST = process.env.HARNESS_DIST ?? 'dist';
const origin = `http://localhost:${PORT}`;
/** The landing page as `npm run publish` writes it (scripts/test.mjs publishes it beside the harness build). */
const PUBLISHED_PORT = PORT + 1;
const PUBLISHED_DIR = `${DIST}-published/landing`;
/** And a page no scenario has, a first section that is a photo (scripts/test.mjs publishes it too), two ports up. */
const FIRST_PHOTO_PORT = PORT + 2;
const FIRST_PHOTO_DIR = `${DIST}-fixtures/first-photo`;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  // Two workers even on a 2-core machine (Playwright's default there is one): the tests mostly wait on
  // the browser, and with light traces two workers take the suite from about 12 to 8.5 minutes.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./tests/support/slowest-reporter.ts']],
  // The published scenarios' backends, made once the servers below are up (tests/support/global-setup.ts).
  globalSetup: './tests/support/global-setup.ts',
  use: {
    // scripts/test.mjs finds a Chromium (Playwright's or Debian's) and passes it here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      // `--max-opt=1`: V8 compiles the pages' scripts no further than its baseline tier. A test's page
      // lives a few seconds, too short for the optimising compilers to pay back, and on two cores
      // their compile threads take CPU from the other worker's browser: 168 tests took 113 s with it
      // against 131 s without (and 118 s with the interpreter alone). Behaviour is the same at every
      // tier; the bench launches its own browser, so its timings are not touched.
      // `--v8-cache-options=none`: no V8 code cache is made. Playwright's contexts are off the record,
      // which keep none, so each page load made the cache of every module again and threw it away
      // (a frame load of the shop: 89 ms of the page's main thread, 0.5 ms with it off; on 100 tests
      // of the suite about 1 % of the CPU, within the run-to-run spread).
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--js-flags=--max-opt=1', '--v8-cache-options=none'],
    },
    // No traces while the suite runs: even light ones (actions, console, sources; no DOM snapshots,
    // no screencast) cost a tenth of the suite's time on two cores (measured on 121 tests: 81 s
    // against 74 s, 143 CPU-s against 130), and DOM snapshots took a third. When tests fail,
    // `npm test` runs those once more with full traces (scripts/test.mjs); by hand:
    // `npx playwright test --last-failed --trace retain-on-failure`.
    trace: 'off',
  },
  // The harness is built once by scripts/test.mjs; preview serves that build. The published
  // landing page (tests/e2e/published.spec.ts) is served as visitors get it, one port up, and the
  // first-photo page two ports up.
  webServer: [
    // Its published folders (the shell's "Open page…") are those beside the build: the landing page.
    { command: `npx vite preview --port ${PORT} --strictPort --outDir ${DIST}`, env: { PUBLISHED_FOLDERS: `${DIST}-published` }, url: `${origin}/harness/`, reuseExistingServer: !process.env.CI, timeout: 60_000 },
    { command: `node scripts/serve-published.mjs ${PUBLISHED_DIR} --port ${PUBLISHED_PORT}`, url: `http://localhost:${PUBLISHED_PORT}/`, reuseExistingServer: !process.env.CI, timeout: 60_000 },
    { command: `node scripts/serve-published.mjs ${FIRST_PHOTO_DIR} --port ${FIRST_PHOTO_PORT}`, url: `http://localhost:${FIRST_PHOTO_PORT}/`, reuseExistingServer: !process.env.CI, timeout: 60_000 },
  ],
  projects: [
    { name: 'e2e', testDir: 'tests/e2e', use: { baseURL: `${origin}/harness/` } },
    // Component specs use the built-in `mount` fixture, which drives the gallery's window.mount.
    // Each mount loads the gallery afresh, in a new page of a context the worker keeps between tests
    // (tests/support/fixtures.ts: its storage emptied, its HTTP cache kept).
    { name: 'components', testDir: 'tests/components', use: { baseURL: `${origin}/harness/gallery.html` } },
  ],
});
