import { describe, expect, it, vi } from 'vitest';
import { clockParam, createSteppableClock, parseClockParam, type ClockHost } from './steppable-clock';

/** A host whose time and timers the test moves by hand; it keeps the errors the clock reports. */
function manualHost() {
  let time = 0;
  const waiting = new Map<number, { at: number; callback: () => void }>();
  const reported: unknown[] = [];
  let id = 0;
  const host: ClockHost = {
    now: () => time,
    setTimeout: (callback, ms) => {
      waiting.set(++id, { at: time + ms, callback });
      return id;
    },
    clearTimeout: (handle) => void waiting.delete(handle as number),
    reportError: (error) => void reported.push(error),
  };
  const advance = (ms: number) => {
    const until = time + ms;
    for (;;) {
      const next = [...waiting.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > until) break;
      waiting.delete(next[0]);
      time = next[1].at;
      next[1].callback();
    }
    time = until;
  };
  return { host, advance, reported };
}

const failingPart = () => {
  throw new Error('a part’s timer failed');
};

describe('the steppable clock (issue 16.2)', () => {
  it('running at ×1 fires timers as the host\u2019s time passes, in due order', () => {
    const { host, advance } = manualHost();
    const clock = createSteppableClock({ host });
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b'), 200, 'b');
    clock.setTimeout(() => fired.push('a'), 100, 'a');
    advance(150);
    expect(fired).toEqual(['a']);
    advance(50);
    expect(fired).toEqual(['a', 'b']);
  });

  it('paused, nothing fires however long the host waits; +1 s steps fire what falls due, 4999 / 5000 ms', () => {
    const { host, advance } = manualHost();
    const clock = createSteppableClock({ host, paused: true });
    const removal = vi.fn();
    clock.setTimeout(removal, 5000, 'cart removal of Harbor Blend');
    advance(60_000);
    expect(removal).not.toHaveBeenCalled();
    expect(clock.state().pending).toEqual([{ id: 1, name: 'cart removal of Harbor Blend', dueInMs: 5000, everyMs: null }]);
    for (let second = 0; second < 4; second++) clock.step(1000);
    clock.step(999);
    expect(removal).not.toHaveBeenCalled();
    expect(clock.state().pending[0]!.dueInMs).toBe(1);
    clock.step(1);
    expect(removal).toHaveBeenCalledOnce();
    expect(clock.state().pending).toEqual([]);
  });

  it('to the next timer: fires the earliest (and any due with it), intervals come round again', () => {
    const { host } = manualHost();
    const clock = createSteppableClock({ host, paused: true });
    const refresh = vi.fn();
    const blink = vi.fn();
    clock.setInterval(refresh, 1_200_000, 'cart refresh');
    clock.setTimeout(blink, 350, 'cart close fade');
    clock.stepToNext();
    expect([blink.mock.calls.length, refresh.mock.calls.length]).toEqual([1, 0]);
    clock.stepToNext();
    clock.stepToNext();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(clock.state()).toMatchObject({ elapsedMs: 2_400_000, pending: [{ name: 'cart refresh', dueInMs: 1_200_000, everyMs: 1_200_000 }] });
  });

  it('a rate of ×10 fires a 5 s timer after 500 ms of host time; pause and resume keep the virtual time', () => {
    const { host, advance } = manualHost();
    const clock = createSteppableClock({ host, rate: 10 });
    const removal = vi.fn();
    clock.setTimeout(removal, 5000);
    advance(300);
    clock.pause();
    expect(clock.state().pending[0]!.dueInMs).toBe(2000);
    advance(10_000);
    clock.resume();
    advance(199);
    expect(removal).not.toHaveBeenCalled();
    advance(1);
    expect(removal).toHaveBeenCalledOnce();
  });

  it('a cleared timer never fires; listeners hear every change', () => {
    const { host } = manualHost();
    const clock = createSteppableClock({ host, paused: true });
    const listener = vi.fn();
    clock.onChange(listener);
    const fired = vi.fn();
    const handle = clock.setTimeout(fired, 100);
    clock.clearTimeout(handle);
    clock.step(1000);
    expect(fired).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('running, a timer whose callback throws is reported and the page’s later timers still fire (as with the real clock)', () => {
    const { host, advance, reported } = manualHost();
    const clock = createSteppableClock({ host });
    const fired: string[] = [];
    clock.setTimeout(failingPart, 100, 'failing');
    clock.setTimeout(() => fired.push('cart removal'), 200, 'cart removal');
    clock.setTimeout(() => fired.push('same moment'), 100, 'same moment');
    advance(1000);
    expect(reported).toEqual([new Error('a part’s timer failed')]);
    expect(fired).toEqual(['same moment', 'cart removal']);
  });

  it('paused, a step past a throwing timer fires the rest of the step and lands on its target', () => {
    const { host, reported } = manualHost();
    const clock = createSteppableClock({ host, paused: true });
    const listener = vi.fn();
    const removal = vi.fn();
    clock.setTimeout(failingPart, 100, 'failing');
    clock.setTimeout(removal, 500, 'cart removal');
    clock.onChange(listener);
    clock.step(1000);
    expect(reported).toHaveLength(1);
    expect(removal).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalled();
    expect(clock.state()).toMatchObject({ elapsedMs: 1000, pending: [] });
  });

  it('to the next timer: a throwing one is reported, the others due with it fire, and an interval that throws comes round again', () => {
    const { host, reported } = manualHost();
    const clock = createSteppableClock({ host, paused: true });
    const fade = vi.fn();
    clock.setInterval(failingPart, 300, 'failing poll');
    clock.setTimeout(fade, 300, 'cart close fade');
    clock.stepToNext();
    expect(fade).toHaveBeenCalledOnce();
    clock.stepToNext();
    expect(reported).toHaveLength(2);
    expect(clock.state()).toMatchObject({ elapsedMs: 600, pending: [{ name: 'failing poll', dueInMs: 300 }] });
  });

  it('reads and writes its address form; nonsense gives the real clock', () => {
    expect(parseClockParam('paused')).toEqual({ paused: true, rate: 1 });
    expect(parseClockParam('x2')).toEqual({ paused: false, rate: 2 });
    expect(parseClockParam('x3')).toBeNull();
    expect(parseClockParam('fast')).toBeNull();
    expect(parseClockParam(null)).toBeNull();
    expect(clockParam({ paused: false, rate: 0.5 })).toBe('x0.5');
  });
});
