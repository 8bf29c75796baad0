/**
 * How long a unit test's wait (Testing Library's `waitFor` and `findBy…`, Vitest's `vi.waitFor`)
 * waits before it fails. `npm test` runs the unit tests at the lowest CPU priority beside the
 * browser tests, so a part whose code loads on demand, compiled the first time a file asks for it,
 * can take many seconds (the anchors widget's dots passed Testing Library's own second once, and a
 * server start 1.5 s alone passed 30 s in a CI run). A wait ends as soon as what it waits for is
 * there, so only a failing one takes longer.
 */
export const ASYNC_WAIT_MS = 30_000;
