/**
 * The runtime clock: the runtime's timers go through it (the services' `clock`), never through
 * the raw `setTimeout` / `setInterval`, so that a host can drive the time of one site (the
 * harness will). The real clock looks the timers up at each call, so Vitest's fake timers and
 * Playwright's `page.clock` still control it.
 */
import { windowTimers, type DeadlineHandle } from '../platform/deadline-timers';

export type TimerHandle = DeadlineHandle;

/** Milliseconds in a second: for the times the page and the server give in seconds (a slider's autoplay, a rotator's delay, a bill's payment time). */
export const MS_PER_SECOND = 1000;

export interface RuntimeClock {
  /** `name` says what the timer is for ("cart removal of …"): a clock the harness holds lists it. */
  setTimeout(callback: () => void, ms: number, name?: string): TimerHandle;
  clearTimeout(handle: TimerHandle | undefined): void;
  setInterval(callback: () => void, ms: number, name?: string): TimerHandle;
  clearInterval(handle: TimerHandle | undefined): void;
  /**
   * This clock's time in ms, for how long has passed between two readings (an animation's progress):
   * `performance.now()` on the real clock, the virtual time on the one the harness holds.
   */
  now(): number;
}

/** The window's own timers. */
export const realClock: RuntimeClock = {
  ...windowTimers,
  now: () => globalThis.performance.now(),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle),
};
