/**
 * The one Playwright `test` every spec imports. Its automatic fixture fails a test that leaves an
 * uncaught error or a console error in the page or any of its frames. A test that provokes an
 * error on purpose (a failed load the runtime logs, an image id the sandbox does not know) names
 * it: `allowConsoleErrors(/…/)` in the test, or `test.use({ expectedConsoleErrors: [/…/] })` for
 * a group. A pattern is matched against the message and the address it came from; an error no
 * pattern names still fails the test.
 */
import { expect, test as base } from '@playwright/test';

export interface ErrorGuardOptions {
  /** Console errors every test of a group provokes on purpose. */
  expectedConsoleErrors: RegExp[];
}

interface ErrorGuardFixtures {
  /** Names console errors this test provokes on purpose. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  consoleErrorPatterns: RegExp[];
  errorGuard: void;
}

export const test = base.extend<ErrorGuardOptions & ErrorGuardFixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrorPatterns: async ({ expectedConsoleErrors }, provide) => {
    await provide([...expectedConsoleErrors]);
  },
  allowConsoleErrors: async ({ consoleErrorPatterns }, provide) => {
    await provide((...patterns) => void consoleErrorPatterns.push(...patterns));
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
      expect(uncaught, 'uncaught errors in the page').toEqual([]);
      // Filtered at the end, so a test may name an error after provoking it.
      const unexpected = consoleErrors.filter((text) => !consoleErrorPatterns.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors in the page (a test names the ones it provokes with allowConsoleErrors)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
