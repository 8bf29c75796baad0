/**
 * The two timer calls a platform service needs for a deadline (a request's timeout, a script's
 * load timeout). The site's clock (core/clock.ts) has them, and the services are built with it, so
 * a clock the harness holds for one site holds those deadlines too. Where none is given, the
 * window's own timers, looked up at each call so Vitest's fake timers and Playwright's clock apply.
 */
export type DeadlineHandle = ReturnType<typeof globalThis.setTimeout>;

export interface DeadlineTimers {
  setTimeout(callback: () => void, ms: number, name?: string): DeadlineHandle;
  clearTimeout(handle: DeadlineHandle | undefined): void;
}

export const windowTimers: DeadlineTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};
