/**
 * `npm test`: type check, lint, unit tests (Vitest), then browser tests (Playwright, against a
 * production build of the harness served by `vite preview`). Stops at the first red step.
 * `--browser-only` runs just the browser tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { findBrowser, HOW_TO_GET_A_BROWSER } from './find-browser.mjs';

const browserOnly = process.argv.includes('--browser-only');
const extra = process.argv.slice(2).filter((arg) => arg !== '--browser-only');

/** Each step's wall time, printed at the end: where a slow run spent its minutes. */
const timings = [];
const seconds = (since) => Math.round((performance.now() - since) / 1000);

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${title} ${seconds(started)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (${timings.join(', ')})`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs checks side by side (each is mostly one thread: two of them share a 2-core machine well) and
 * stops when any failed, after all have finished, naming each that failed.
 */
async function runTogether(checks) {
  const title = checks.map(({ title }) => title).join(' and ');
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const results = await Promise.all(
    checks.map(({ title, command, args }) => new Promise((done) => spawn(command, args, { stdio: 'inherit' }).on('close', (status) => done({ title, status })))),
  );
  timings.push(`${title} ${seconds(started)} s`);
  const failed = results.filter(({ status }) => status !== 0);
  for (const { title } of failed) console.error(`\n✖ ${title} failed`);
  if (failed.length > 0) process.exit(failed[0].status ?? 1);
}

const browser = await findBrowser();
if (!browser) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}
console.log(`Browser for the browser tests: ${browser.path} (from ${browser.source})`);

if (!browserOnly) {
  // `npm ci` on a clean clone refuses a lock that lacks platform builds this registry does not serve.
  run('Lock file complete for npm ci', 'node', ['scripts/complete-lockfile.mjs', '--check']);
  await runTogether([
    { title: 'Type check', command: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
    { title: 'Lint', command: 'npx', args: ['eslint', '.'] },
  ]);
  run('Unit tests', 'npx', ['vitest', 'run']);
}
// Built where playwright.config.ts serves from (HARNESS_DIST, default dist; the published page beside it).
const dist = process.env.HARNESS_DIST ?? 'dist';
run('Build', 'npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir']);
run('Publish the landing page', 'node', ['scripts/publish.mjs', 'landing', `${dist}-published/landing`]);
run('Browser tests', 'npx', ['playwright', 'test', ...extra], { CHROMIUM_PATH: browser.path });
console.log(`\n✔ all tests passed (${timings.join(', ')})`);
