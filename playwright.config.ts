import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// HARNESS_PORT and HARNESS_DIST let several people (or agents) test side by side.
const PORT = Number(process.env.HARNESS_PORT ?? 4173);
const DIST = process.env.HARNESS_DIST ?? 'dist';
const origin = `http://localhost:${PORT}`;
/** The landing page as `npm run publish` writes it (scripts/test.mjs publishes it beside the harness build). */
const PUBLISHED_PORT = PORT + 1;
const PUBLISHED_DIR = `${DIST}-published/landing`;

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
  use: {
    // scripts/test.mjs finds a Chromium (Playwright's or Debian's) and passes it here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
    // A failed test keeps its trace: actions, console, network and sources. Not its DOM snapshots
    // or screencast: recording them for every test (to keep them only on failure) took a third of a
    // short test's time and saturated both cores, so a second worker gained nothing (measured: the
    // suite took 12.8 min on two workers with them, 8.5 min without).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
  },
  // The harness is built once by scripts/test.mjs; preview serves that build. The published
  // landing page (tests/e2e/published.spec.ts) is served as visitors get it, one port up.
  webServer: [
    // Its published folders (the shell's "Open page…") are those beside the build: the landing page.
    { command: `npx vite preview --port ${PORT} --strictPort --outDir ${DIST}`, env: { PUBLISHED_FOLDERS: `${DIST}-published` }, url: `${origin}/harness/`, reuseExistingServer: !process.env.CI, timeout: 60_000 },
    { command: `node scripts/serve-published.mjs ${PUBLISHED_DIR} --port ${PUBLISHED_PORT}`, url: `http://localhost:${PUBLISHED_PORT}/`, reuseExistingServer: !process.env.CI, timeout: 60_000 },
  ],
  projects: [
    { name: 'e2e', testDir: 'tests/e2e', use: { baseURL: `${origin}/harness/` } },
    // Component specs use the built-in `mount` fixture, which drives the gallery's window.mount.
    // Each mount loads the gallery afresh, in a new page of a context the worker keeps between tests
    // (tests/support/fixtures.ts: its storage emptied, its HTTP cache kept).
    { name: 'components', testDir: 'tests/components', use: { baseURL: `${origin}/harness/gallery.html` } },
  ],
});
