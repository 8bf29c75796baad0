import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realClock } from '../../core/clock';
import { PlayerTimeoutError, startDeadline, withDeadline } from './timing';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** A promise the test settles by hand. */
function manual<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Follows a promise without awaiting it. */
function watch<T>(promise: Promise<T>) {
  const outcome: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { settled: true, value }),
    (error: unknown) => Object.assign(outcome, { settled: true, error }),
  );
  return outcome;
}

describe('withDeadline', () => {
  it('passes an answer in time on, and leaves no timer behind', async () => {
    const step = manual<string>();
    const outcome = watch(withDeadline(step.promise, 1000, 'the step', realClock));
    await vi.advanceTimersByTimeAsync(999);
    step.resolve('done');
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.value).toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails with a PlayerTimeoutError at the deadline, and hands a later answer to onLate to be released', async () => {
    const step = manual<string>();
    const onLate = vi.fn();
    const outcome = watch(withDeadline(step.promise, 1000, 'the step', realClock, onLate));
    await vi.advanceTimersByTimeAsync(1000);
    expect(outcome.error).toBeInstanceOf(PlayerTimeoutError);
    expect(outcome.error).toMatchObject({ what: 'the step', ms: 1000 });
    step.resolve('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(onLate).toHaveBeenCalledWith('late');
  });
});

describe('startDeadline', () => {
  it('is one wait for steps in a row, not one per step', async () => {
    const deadline = startDeadline(1000, 'the start', realClock);
    const first = manual<void>();
    const firstOutcome = watch(deadline.race(first.promise));
    await vi.advanceTimersByTimeAsync(600);
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(firstOutcome.settled).toBe(true);
    const second = watch(deadline.race(new Promise<void>(() => undefined)));
    await vi.advanceTimersByTimeAsync(399);
    expect(second.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.error).toMatchObject({ name: 'PlayerTimeoutError', what: 'the start', ms: 1000 });
    // A step that starts waiting after the deadline fails at once.
    const third = watch(deadline.race(new Promise<void>(() => undefined)));
    await vi.advanceTimersByTimeAsync(0);
    expect(third.error).toBeInstanceOf(PlayerTimeoutError);
  });

  it('clear() stops it: nothing fails, no timer is left', async () => {
    const deadline = startDeadline(1000, 'the start', realClock);
    const step = watch(deadline.race(new Promise<void>(() => undefined)));
    deadline.clear();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(step.settled).toBe(false);
  });
});
