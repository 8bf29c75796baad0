/**
 * A runtime clock QA can hold (issue 16.2): the site's timers run on a virtual time that can be
 * paused, stepped (+100 ms, +1 s, to the next timer) and run faster or slower; the pending timers
 * are listed with their names and due times. The frame gives it to the site as `services.clock`
 * when the address asks for it (`clock=paused` or `clock=x2`); otherwise the site keeps the real one.
 *
 * Virtual time advances with the host's time × the rate while running, and only by steps while
 * paused. One host timer waits for the earliest due timer. The host's timers and `now` are looked up
 * at each call, so Playwright's clock drives this one too.
 *
 * As with the real clock, each timer is a task of its own: a callback that throws is reported (the
 * page's error handlers and the console see it) and the other timers, the host timer and the
 * virtual time carry on; otherwise one failing part would stop every later timer of the page.
 */
import type { RuntimeClock, TimerHandle } from '../../runtime/core/clock';

export interface PendingTimer {
  id: number;
  name: string;
  /** Virtual milliseconds until it fires. */
  dueInMs: number;
  /** The period of an interval; null for a timeout. */
  everyMs: number | null;
}

export interface ClockState {
  paused: boolean;
  rate: number;
  /** Virtual milliseconds since the clock started. */
  elapsedMs: number;
  pending: PendingTimer[];
}

export interface SteppableClock extends RuntimeClock {
  pause(): void;
  resume(): void;
  setRate(rate: number): void;
  /** Advances the virtual time by `ms`, firing every timer that falls due on the way, in order. */
  step(ms: number): void;
  /** Advances to the next timer and fires it (and any due at the same moment); nothing when none waits. */
  stepToNext(): void;
  state(): ClockState;
  /** Called after any change: a timer set, cleared or fired, a pause, a step, a new rate. */
  onChange(listener: () => void): () => void;
}

export interface ClockHost {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Hands on the error a timer's callback threw, as the browser reports an uncaught one. */
  reportError(error: unknown): void;
}

const browserHost: ClockHost = {
  now: () => globalThis.performance.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as TimerHandle),
  reportError: (error) => globalThis.reportError(error),
};

/** The speeds the Clock panel offers. */
export const CLOCK_RATES = [0.25, 0.5, 1, 2, 4, 10] as const;

interface Timer {
  id: number;
  due: number;
  everyMs: number | null;
  callback: () => void;
  name: string;
}

export function createSteppableClock({ paused: startPaused = false, rate: startRate = 1, host = browserHost }: { paused?: boolean; rate?: number; host?: ClockHost } = {}): SteppableClock {
  const timers = new Map<number, Timer>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  let paused = startPaused;
  let rate = startRate > 0 && Number.isFinite(startRate) ? startRate : 1;
  // Virtual time = baseVirtual + (host now − baseHost) × rate while running; baseVirtual while paused.
  let baseVirtual = 0;
  let baseHost = host.now();
  let hostTimer: unknown = null;

  const now = () => (paused ? baseVirtual : baseVirtual + (host.now() - baseHost) * rate);
  const rebase = (virtual: number) => {
    baseVirtual = virtual;
    baseHost = host.now();
  };
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const earliest = (): Timer | undefined => [...timers.values()].sort((a, b) => a.due - b.due || a.id - b.id)[0];

  /** Fires the earliest timer if it is due by `until`; false when none is. */
  const fireOne = (until: number): boolean => {
    const timer = earliest();
    if (!timer || timer.due > until) return false;
    if (timer.everyMs === null) timers.delete(timer.id);
    else timer.due += Math.max(1, timer.everyMs);
    try {
      timer.callback();
    } catch (error) {
      host.reportError(error);
    }
    return true;
  };

  const schedule = () => {
    if (hostTimer !== null) host.clearTimeout(hostTimer);
    hostTimer = null;
    const timer = earliest();
    if (paused || !timer) return;
    hostTimer = host.setTimeout(
      () => {
        hostTimer = null;
        const until = now();
        while (fireOne(until));
        schedule();
        changed();
      },
      Math.max(0, (timer.due - now()) / rate),
    );
  };

  const add = (callback: () => void, ms: number, everyMs: number | null, name: string | undefined): TimerHandle => {
    const id = nextId++;
    const delay = Math.max(0, Number.isFinite(ms) ? ms : 0);
    timers.set(id, { id, due: now() + delay, everyMs, callback, name: name ?? `timer ${id}` });
    schedule();
    changed();
    // The runtime only hands handles back to this clock; a number is what a browser's timer is.
    return id as unknown as TimerHandle;
  };
  const remove = (handle: TimerHandle | undefined) => {
    if (handle === undefined || !timers.delete(handle as unknown as number)) return;
    schedule();
    changed();
  };

  return {
    setTimeout: (callback, ms, name) => add(callback, ms, null, name),
    setInterval: (callback, ms, name) => add(callback, ms, Math.max(1, ms), name),
    clearTimeout: remove,
    clearInterval: remove,
    now,
    pause() {
      if (paused) return;
      rebase(now());
      paused = true;
      schedule();
      changed();
    },
    resume() {
      if (!paused) return;
      paused = false;
      rebase(baseVirtual);
      schedule();
      changed();
    },
    setRate(next) {
      if (!(next > 0) || !Number.isFinite(next)) return;
      rebase(now());
      rate = next;
      schedule();
      changed();
    },
    step(ms) {
      const target = now() + Math.max(0, ms);
      for (let timer = earliest(); timer && timer.due <= target; timer = earliest()) {
        rebase(timer.due);
        fireOne(timer.due);
      }
      rebase(target);
      schedule();
      changed();
    },
    stepToNext() {
      const timer = earliest();
      if (!timer) return;
      const at = Math.max(now(), timer.due);
      rebase(at);
      while (fireOne(at));
      schedule();
      changed();
    },
    state() {
      const at = now();
      const pending = [...timers.values()]
        .sort((a, b) => a.due - b.due || a.id - b.id)
        .map((timer) => ({ id: timer.id, name: timer.name, dueInMs: Math.max(0, Math.round(timer.due - at)), everyMs: timer.everyMs }));
      return { paused, rate, elapsedMs: Math.round(at), pending };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** `clock=paused`, `clock=x2`: whether the frame's clock is held, and how it starts; null for the real clock. */
export function parseClockParam(value: string | null): { paused: boolean; rate: number } | null {
  if (value === 'paused') return { paused: true, rate: 1 };
  const rate = value?.startsWith('x') ? Number(value.slice(1)) : NaN;
  return (CLOCK_RATES as readonly number[]).includes(rate) ? { paused: false, rate } : null;
}

export function clockParam(state: { paused: boolean; rate: number }): string {
  return state.paused ? 'paused' : `x${state.rate}`;
}
