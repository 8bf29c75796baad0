import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './first-paint';

/** A window whose paint observer the test fires by hand. */
function fakeWindow({ painted = false, hidden = false, observes = true } = {}) {
  const observers: { fire: () => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = observes ? ['paint', 'largest-contentful-paint'] : ['mark'];
    entry = { fire: () => {}, disconnected: false };
    constructor(callback: () => void) {
      this.entry.fire = () => !this.entry.disconnected && callback();
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const win = {
    setTimeout: ((callback: () => void, ms: number) => setTimeout(callback, ms)) as unknown as Window['setTimeout'],
    clearTimeout: ((handle: ReturnType<typeof setTimeout>) => clearTimeout(handle)) as unknown as Window['clearTimeout'],
    document: { visibilityState: hidden ? 'hidden' : 'visible' } as Pick<Document, 'visibilityState'>,
    performance: { getEntriesByType: () => (painted ? [{ name: 'first-paint' }] : []) } as unknown as Pick<Performance, 'getEntriesByType'>,
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
  };
  return { win, firstPaint: () => observers.forEach((observer) => observer.fire()) };
}

/** Waits on a window that has not painted, and lets time run to 1 ms before the wait's end. */
function waitingJustUnderTheLimit() {
  const { win, firstPaint } = fakeWindow();
  const run = vi.fn();
  afterFirstPaint(win, run);
  vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
  expect(run).not.toHaveBeenCalled();
  return { run, firstPaint };
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first paint, then runs once', () => {
    const { run, firstPaint } = waitingJustUnderTheLimit();
    firstPaint();
    firstPaint();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it(`runs after ${FIRST_PAINT_WAIT_MS} ms when no paint comes (not at ${FIRST_PAINT_WAIT_MS - 1}), and not again on a late paint`, () => {
    const { run, firstPaint } = waitingJustUnderTheLimit();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    firstPaint();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the page has already painted', { painted: true }],
    ['the tab is hidden (it paints nothing)', { hidden: true }],
    ['the browser does not report paints', { observes: false }],
  ])('runs at once when %s', (_case, options) => {
    const { win } = fakeWindow(options);
    const run = vi.fn();
    afterFirstPaint(win, run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
