/**
 * The one Playwright `test` every spec imports. Its automatic fixtures:
 * - the error guard fails a test that leaves an uncaught error or a console error in the page or
 *   any of its frames. A test that provokes an error on purpose (a failed load the runtime logs, an
 *   image id the sandbox does not know) names it: `allowConsoleErrors(/…/)` in the test, or
 *   `test.use({ expectedConsoleErrors: [/…/] })` for a group. A pattern is matched against the
 *   message and the address it came from; an error no pattern names still fails the test.
 * - the clock release resumes Playwright's clock at the end of a test that paused it (below, why).
 */
import { expect, test as base } from '@playwright/test';

export interface ErrorGuardOptions {
  /** Console errors every test of a group provokes on purpose. */
  expectedConsoleErrors: RegExp[];
}

interface SupportFixtures {
  /** Names console errors this test provokes on purpose. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  consoleErrorPatterns: RegExp[];
  clockRelease: void;
  errorGuard: void;
}

export const test = base.extend<ErrorGuardOptions & SupportFixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrorPatterns: async ({ expectedConsoleErrors }, provide) => {
    await provide([...expectedConsoleErrors]);
  },
  allowConsoleErrors: async ({ consoleErrorPatterns }, provide) => {
    await provide((...patterns) => void consoleErrorPatterns.push(...patterns));
  },
  // A test that leaves Playwright's clock paused makes the context's reuse race (Playwright 1.65):
  // on disconnecting, Playwright resumes that clock without waiting, and the init script of that
  // resume can land after the next test's reset has removed the clock's scripts. The next test
  // then gets a clock log line without the clock: "Cannot read properties of undefined (reading
  // 'controller')" in its page, or a clock that runs when the test paused it. So a test that
  // paused the clock resumes it, awaited, before it ends. The clock is the context's, so it is
  // resumed even when the test closed its page. Declared before the error guard, so the guard is
  // torn down first: the page's errors are read before the held timers run.
  clockRelease: [
    async ({ page }, provide) => {
      const clock = page.clock;
      const pauseAt = clock.pauseAt.bind(clock);
      const resume = clock.resume.bind(clock);
      let paused = false;
      clock.pauseAt = async (time) => {
        await pauseAt(time);
        paused = true;
      };
      clock.resume = async () => {
        await resume();
        paused = false;
      };
      await provide();
      if (paused) await resume();
    },
    { auto: true },
  ],
  errorGuard: [
    async ({ page, consoleErrorPatterns }, provide) => {
      const uncaught: string[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
      });
      await provide();
      expect(uncaught, 'uncaught errors in the page').toEqual([]);
      // Filtered at the end, so a test may name an error after provoking it.
      const unexpected = consoleErrors.filter((text) => !consoleErrorPatterns.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors in the page (a test names the ones it provokes with allowConsoleErrors)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
