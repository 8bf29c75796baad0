import { expect, type Page, type TestType } from '@playwright/test';

/** Fails each test of the file that leaves an uncaught error in the page. */
export function failOnPageErrors<Args extends { page: Page }, WorkerArgs extends object>(test: TestType<Args, WorkerArgs>): void {
  const uncaught = new WeakMap<Page, string[]>();
  test.beforeEach(({ page }) => {
    uncaught.set(page, []);
    page.on('pageerror', (error) => void uncaught.get(page)?.push(error.message));
  });
  test.afterEach(({ page }) => {
    expect(uncaught.get(page), 'uncaught page errors').toEqual([]);
  });
}
