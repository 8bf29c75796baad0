/**
 * How long a unit test's wait (Testing Library's `waitFor` and `findBy…`, Vitest's `vi.waitFor`)
 * waits before it fails. `npm test` runs the unit tests at the lowest CPU priority beside the
 * browser tests, so a part whose code loads on demand, compiled the first time a file asks for it,
 * can take many seconds (the anchors widget's dots passed Testing Library's own second once, a
 * server start 1.5 s alone passed 30 s in a CI run, and ESLint loading its config, 1.4 s alone,
 * passed 60 s in another). There a wait may take 2 minutes, inside the 4 minutes a test is given
 * (scripts/test.mjs); run on their own, 30 s, inside the minute a test has (vite.config.ts), so a
 * failing wait reports what it waited for rather than the test's timeout. A wait ends as soon as
 * what it waits for is there, so only a failing one takes that long.
 */
export const ASYNC_WAIT_MS = process.env.UNIT_TESTS_AT_LOWEST_PRIORITY ? 120_000 : 30_000;

/**
 * The time a test given `aloneMs` on its own (one that starts processes: a publish, a build) is
 * given in the run beside the browser tests, where its processes, at the lowest priority too, may
 * wait many times as long for a core.
 */
export const testTimeout = (aloneMs: number): number => (process.env.UNIT_TESTS_AT_LOWEST_PRIORITY ? aloneMs * 4 : aloneMs);
