/**
 * `npm test`: type check and lint, then the browser tests (Playwright, against a production build
 * of the harness served by `vite preview`) with the unit tests (Vitest) beside them. A red type
 * check or lint stops the run before the tests; a red test fails it once both kinds have ended.
 * `--browser-only` runs just the browser tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { findBrowser, HOW_TO_GET_A_BROWSER } from './find-browser.mjs';
import { scenarioIds } from './scenario-ids.mjs';

const browserOnly = process.argv.includes('--browser-only');
const extra = process.argv.slice(2).filter((arg) => arg !== '--browser-only');

/** Each step's wall time, printed at the end: where a slow run spent its minutes. */
const timings = [];
const seconds = (since) => Math.round((performance.now() - since) / 1000);

/** Runs a command with the terminal as its output; resolves with its exit status. */
function spawned(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((done) => child.on('close', done));
}

/**
 * Runs one step, timed; resolves with its exit status. Not spawnSync: the unit tests' output is
 * read meanwhile (they run beside the steps), or Vitest would block on a full pipe.
 */
async function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const status = await spawned(command, args, env);
  timings.push(`${title} ${seconds(started)} s`);
  if (status !== 0) console.error(`\n✖ ${title} failed (${timings.join(', ')})`);
  return status;
}

/** Runs one step and stops the script if it fails. */
async function run(title, command, args) {
  const status = await step(title, command, args);
  if (status !== 0) process.exit(status ?? 1);
}

/** Starts a command whose output is kept, not shown: `output()` is all it printed so far, `ended` its exit status. */
function spawnQuiet(command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  return { child, output: () => Buffer.concat(chunks), ended: new Promise((done) => child.on('close', done)) };
}

/**
 * Runs commands side by side, `atOnce` at a time (each is mostly one thread: two share a 2-core
 * machine well), each one's output printed whole when it ends, and stops when any failed, after all
 * have ended, naming each that failed.
 */
async function runSideBySide(title, jobs, atOnce = jobs.length) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const pending = [...jobs];
  const failed = [];
  const runNext = async () => {
    for (let job = pending.shift(); job !== undefined; job = pending.shift()) {
      const { output, ended } = spawnQuiet(job.command, job.args);
      const status = await ended;
      process.stdout.write(output());
      if (status !== 0) failed.push({ title: job.title, status });
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, jobs.length) }, runNext));
  timings.push(`${title} ${seconds(started)} s`);
  for (const { title: failedTitle } of failed) console.error(`\n✖ ${failedTitle} failed`);
  if (failed.length > 0) process.exit(failed[0].status ?? 1);
}

const browser = await findBrowser();
if (!browser) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}
console.log(`Browser for the browser tests: ${browser.path} (from ${browser.source})`);

// Built where playwright.config.ts serves from (HARNESS_DIST, default dist; the published page beside it).
const dist = process.env.HARNESS_DIST ?? 'dist';
/**
 * The type check runs TypeScript 7, the compiler ported to native code: 13 CPU-s for the project
 * where TypeScript 5.9 took 37 (measured on two cores), with the same checks. It is installed under
 * its own name (package.json's typescript-native), since `typescript` stays 5.9 for the tools that
 * read its JavaScript API (typescript-eslint's parser, editors), which TypeScript 7 no longer has.
 * Called by its path: both packages name their command `tsc`, and which one node_modules/.bin/tsc
 * is depends on the order npm installed them.
 */
const TYPESCRIPT_COMPILER = 'node_modules/typescript-native/bin/tsc';
/** More failures than this is a broken build or server, not a test to diagnose one by one. */
const TRACED_RERUN_LIMIT = 20;
/** How long a unit test or hook run beside the browser tests may take before it counts as hung (startUnitTestsBeside says why so long). */
const UNIT_TEST_TIMEOUT_BESIDE_MS = 240_000;
// Every scenario's page (tests/e2e/published.spec.ts hydrates each and runs axe on it; the landing
// page's and the widgets page's are looked at closely), and a page no scenario has: a first
// section that is a photo and its text. A publish leaves a core idle for much of its 4 s (the
// prerender, cutting the fonts): 8 pages took 32 s one after another, 23–26 s two at a time.
const scenarios = scenarioIds();
// The pages' publishes share one server half (the prerender's bundle, the same for every page:
// 2.3 CPU-s each), built first (scripts/publish.mjs, --server-build) and removed when the run ends.
const SHARED_SERVER_BUILD = `node_modules/.cache/publish-server/shared-${process.pid}`;
process.on('exit', () => rmSync(SHARED_SERVER_BUILD, { recursive: true, force: true }));
const publishJob = (title, page, folder) => ({ title, command: 'node', args: ['scripts/publish.mjs', page, folder, '--server-build', SHARED_SERVER_BUILD] });
const publishJobs = [
  ...scenarios.map((scenario) => publishJob(`Publishing the ${scenario} page`, scenario, `${dist}-published/${scenario}`)),
  publishJob('Publishing the first-photo page', 'tests/support/first-photo-page.json', `${dist}-fixtures/first-photo`),
];

/** The unit tests, started before the checks and run beside every later step (startUnitTestsBeside says why). */
let unitTests = null;
if (!browserOnly) {
  // `npm ci` on a clean clone refuses a lock that lacks platform builds this registry does not serve.
  await run('Lock file complete for npm ci', 'node', ['scripts/complete-lockfile.mjs', '--check']);
  unitTests = startUnitTestsBeside();
  await run('Server half for publishing', 'node', ['scripts/publish.mjs', '--server-build', SHARED_SERVER_BUILD, '--server-build-only']);
  // The pages are published beside the type check and the lint, three jobs at a time: lint keeps
  // one core and a half busy and the type check one, so a publish fills what they leave (on two
  // cores the three steps took 50 s and 26 s one after the other). A failed check stops the run
  // (and the unit tests) before the browser tests.
  await runSideBySide(`Type check, Lint and Publish ${publishJobs.length} pages`, [
    { title: 'Type check', command: process.execPath, args: [TYPESCRIPT_COMPILER, '--noEmit', '-p', '.'] },
    { title: 'Lint', command: 'npx', args: ['eslint', '.'] },
    ...publishJobs,
  ], 3);
} else {
  await run('Server half for publishing', 'node', ['scripts/publish.mjs', '--server-build', SHARED_SERVER_BUILD, '--server-build-only']);
  await runSideBySide(`Publish ${publishJobs.length} pages`, publishJobs, 2);
}
await run('Build', 'npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir']);
const browserStatus = await step('Browser tests', 'npx', ['playwright', 'test', ...extra], { CHROMIUM_PATH: browser.path });
const unitFailed = unitTests ? await unitTests.printWhenEnded() : false;
if (browserStatus !== 0) tracedRerun();
if (unitFailed) console.error(`\n✖ Unit tests failed (${timings.join(', ')}): their output is above`);
if (browserStatus !== 0 || unitFailed) process.exit(browserStatus || 1);
console.log(`\n✔ all tests passed (${timings.join(', ')})`);

/**
 * The unit tests run beside the other steps, at the lowest CPU priority, rather than between the
 * checks and the browser tests. The checks, the publishing and the browser tests leave a core idle
 * now and then (a publish cutting fonts, a page waiting on a server, a test's start and end), and
 * on two cores the suite is CPU-bound: in those gaps the unit tests run for free, and where both
 * want a core the other step gets it (a browser test's timing is its own as before: the 10 slowest
 * took as long). On a 2-core machine the browser and unit tests took 476 s side by side against
 * 513 s one after the other. A unit test may wait its turn, so each is given 4 minutes, not
 * Vitest's 5 s, before it counts as hung: where the browser tests keep both cores busy, a task at
 * the lowest priority gets a small share of a core, and the layer rules' first test (ESLint loading
 * its config, 1.4 s alone) passed 60 s in a host's run. A hung test still fails, only later.
 * Their output is printed whole after the browser tests' (a failure is named at once), and a
 * failure fails the run once both have ended. A failed check or build stops them with the run.
 */
function startUnitTestsBeside() {
  console.log('\n▶ Unit tests (beside the next steps, at the lowest priority; their output follows the browser tests)');
  const started = performance.now();
  const vitestArgs = ['run', `--testTimeout=${UNIT_TEST_TIMEOUT_BESIDE_MS}`, `--hookTimeout=${UNIT_TEST_TIMEOUT_BESIDE_MS}`];
  // `nice` lowers the priority of Vitest and the workers it starts (Windows has no `nice`). Vitest's
  // own script, not npx (nor a shell): `nice` becomes it, so the process this script holds is Vitest
  // itself, and its workers end with it. Not in a session of its own (`detached`): Linux schedules
  // each session as one group (autogroup), and a niced session took half the CPU from the checks
  // beside it (123 s against 65).
  const vitest = [process.execPath, 'node_modules/vitest/vitest.mjs', ...vitestArgs];
  const [command, ...args] = process.platform === 'win32' ? vitest : ['nice', '-n', '19', ...vitest];
  // The tests' own waits (tests/support/waits.ts) read this and wait longer too.
  const env = { ...process.env, UNIT_TESTS_AT_LOWEST_PRIORITY: '1' };
  const { child, output, ended: exited } = spawnQuiet(command, args, { env });
  let running = true;
  // A run stopped by a failed check or build (or a signal to this script alone) stops them.
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) process.once(signal, () => process.exit(code));
  process.on('exit', () => {
    if (running) child.kill('SIGTERM');
  });
  const ended = exited.then((status) => {
    running = false;
    timings.push(`Unit tests ${seconds(started)} s`);
    if (status !== 0) console.error('\n✖ Unit tests failed: their output follows once the browser tests end');
    return status;
  });
  /** Waits for the unit tests, prints what they printed, and says whether they failed. */
  const printWhenEnded = async () => {
    const status = await ended;
    console.log(`\n▶ Unit tests, run beside the browser tests: ${status === 0 ? 'passed' : 'FAILED'}`);
    process.stdout.write(output());
    return status !== 0;
  };
  return { printWhenEnded };
}

/**
 * The run records no traces (playwright.config.ts says why). To diagnose a failure, the failed
 * tests run once more, with full traces kept for those that fail again. That second run only
 * explains: the first one has failed the suite whatever it shows.
 */
function tracedRerun() {
  const failed = lastFailedTests();
  if (failed === 0 || failed > TRACED_RERUN_LIMIT) return;
  console.log(`\n▶ The ${failed} failed browser test(s) once more, with traces (for diagnosis: the suite has failed already)`);
  const rerun = spawnSync('npx', ['playwright', 'test', ...extra, '--last-failed', '--trace', 'retain-on-failure', '--reporter', 'list'], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browser.path },
  });
  console.log(
    rerun.status === 0
      ? '\nThey passed this time: a flaky test, or one that leans on another. Fix it; the run stays failed.'
      : '\nTheir traces are in test-results/ (npx playwright show-trace test-results/…/trace.zip).',
  );
}

/** How many tests failed in Playwright's last run (its own record, which `--last-failed` reads). */
function lastFailedTests() {
  const record = 'test-results/.last-run.json';
  if (!existsSync(record)) return 0;
  try {
    return JSON.parse(readFileSync(record, 'utf8')).failedTests?.length ?? 0;
  } catch {
    return 0;
  }
}
