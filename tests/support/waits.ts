/**
 * How many times longer a unit test and its waits may take in `npm test`'s run beside the browser
 * tests (it sets UNIT_TESTS_AT_LOWEST_PRIORITY; scripts/test.mjs gives each test 4 minutes there,
 * where a test has 1 on its own, vite.config.ts) than run on their own. At the lowest CPU priority a
 * part whose code loads on demand, compiled the first time a file asks for it, can take many
 * seconds (the anchors widget's dots passed Testing Library's own second once, a server start 1.5 s
 * alone passed 30 s in a CI run, and ESLint loading its config, 1.4 s alone, passed 60 s in another).
 */
const SLOWER_BESIDE_BROWSER_TESTS = process.env.UNIT_TESTS_AT_LOWEST_PRIORITY ? 4 : 1;

/**
 * How long a unit test's wait (Testing Library's `waitFor` and `findBy…`, Vitest's `vi.waitFor`)
 * waits before it fails: 30 s on its own, inside the minute a test has, so a failing wait reports
 * what it waited for rather than the test's timeout. A wait ends as soon as what it waits for is
 * there, so only a failing one takes that long.
 */
export const ASYNC_WAIT_MS = 30_000 * SLOWER_BESIDE_BROWSER_TESTS;

/**
 * The time a test given `aloneMs` on its own (one that starts processes: a publish, a build) is
 * given in the run beside the browser tests, where its processes, at the lowest priority too, wait
 * for a core as long.
 */
export const testTimeout = (aloneMs: number): number => aloneMs * SLOWER_BESIDE_BROWSER_TESTS;
