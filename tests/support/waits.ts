/**
 * How long a unit test's wait (Testing Library's `waitFor` and `findBy…`, Vitest's `vi.waitFor`)
 * waits before it fails. `npm test` runs the unit tests at the lowest CPU priority beside the
 * browser tests, so a part whose code loads on demand, compiled the first time a file asks for it,
 * can take many seconds (the anchors widget's dots passed Testing Library's own second once, a
 * server start 1.5 s alone passed 30 s in a CI run, and ESLint loading its config, 1.4 s alone,
 * passed 60 s in another). A wait ends as soon as what it waits for is there, so only a failing one
 * takes longer; it stays under the 4 minutes a test is given there (scripts/test.mjs).
 */
export const ASYNC_WAIT_MS = 120_000;
