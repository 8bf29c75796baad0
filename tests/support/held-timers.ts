/**
 * Unit-test support: a site clock whose timers fire only when the test says, a stand-in for the
 * clock the harness holds for one site. It records each timer's name and delay, so a test sees
 * what waits on it.
 */
import type { RuntimeClock, TimerHandle } from '../../runtime/core/clock';

interface HeldTimer {
  name: string;
  ms: number;
  repeats: boolean;
  callback: () => void;
}

export interface HeldTimers extends RuntimeClock {
  /** The timers waiting, in the order they were set. */
  pending(): { name: string; ms: number }[];
  /** Fires every waiting timer once; timeouts are then gone, intervals stay. */
  fireAll(): void;
}

export function heldTimers(): HeldTimers {
  const timers = new Map<number, HeldTimer>();
  let nextId = 1;
  // A number stands for the handle: nothing but this clock reads it.
  const add = (timer: HeldTimer) => {
    const id = nextId++;
    timers.set(id, timer);
    return id as unknown as TimerHandle;
  };
  const remove = (handle: TimerHandle | undefined) => void timers.delete(handle as unknown as number);
  return {
    setTimeout: (callback, ms, name = '') => add({ name, ms, repeats: false, callback }),
    clearTimeout: remove,
    setInterval: (callback, ms, name = '') => add({ name, ms, repeats: true, callback }),
    clearInterval: remove,
    // The time is not held, only the timers: an animation measured on it reads the (fake) real time.
    now: () => globalThis.performance.now(),
    pending: () => [...timers.values()].map(({ name, ms }) => ({ name, ms })),
    fireAll() {
      for (const [id, timer] of [...timers]) {
        // One fired before may have cleared it.
        if (!timers.has(id)) continue;
        if (!timer.repeats) timers.delete(id);
        timer.callback();
      }
    },
  };
}
