// @vitest-environment jsdom
/**
 * The calculator's count (spec 001 §9: "Calculator animation duration: min(600, 150 + 5 x change)
 * ms") goes by the time passed, not by the ticks that came: ticks come late whenever the browser
 * throttles the page's timers (a tab in the background: once a second at most, once a minute after
 * 5 minutes; a busy main thread), and a count of 16 ms a tick lasted 38 s there. Here the site's
 * clock fires its interval as Chrome does for a hidden tab, once a second.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { RuntimeClock } from '../core/clock';
import { realClock } from '../core/clock';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import { CalculatorField } from './CalculatorField';
import { CALCULATOR_FRAME_MS, calculatorAnimationMs } from './calculator';

/** Chrome's timers in a hidden tab: an interval fires at most once a second. */
const HIDDEN_TAB_TIMER_MS = 1000;
const throttledClock: RuntimeClock = {
  ...realClock,
  setInterval: (callback, ms) => realClock.setInterval(callback, Math.max(ms, HIDDEN_TAB_TIMER_MS)),
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A calculator on `clock`, counting from 0; `count(value)` gives it a new result. */
function calculatorOn(clock: RuntimeClock) {
  const services = createDetachedServices({ clock });
  const stores = createSiteStores();
  const field = (value: number) => (
    <RuntimeProvider mode="run" viewport="desktop" services={services} stores={stores}>
      <CalculatorField name="total" label="Total" value={value} decimals={0} />
    </RuntimeProvider>
  );
  const view = render(field(0));
  return { shown: () => view.container.querySelector('.rt-calc__count')?.textContent, count: (value: number) => view.rerender(field(value)) };
}

it('a count whose duration has passed shows its result, however late the timer ticks came', () => {
  const calculator = calculatorOn(throttledClock);
  expect(calculator.shown()).toBe('0');
  calculator.count(100);
  expect(calculatorAnimationMs(100, false)).toBe(600);
  // A second goes by (one throttled tick): the 600 ms count is over.
  act(() => vi.advanceTimersByTime(HIDDEN_TAB_TIMER_MS));
  expect(calculator.shown()).toBe('100');
});

it('a count on timely ticks is on its way halfway through its duration, and at its result by the first tick after it', () => {
  const calculator = calculatorOn(realClock);
  calculator.count(100);
  const duration = calculatorAnimationMs(100, false);
  act(() => vi.advanceTimersByTime(duration / 2));
  expect(Number(calculator.shown())).toBeGreaterThan(0);
  expect(Number(calculator.shown())).toBeLessThan(100);
  act(() => vi.advanceTimersByTime(duration / 2 + CALCULATOR_FRAME_MS));
  expect(calculator.shown()).toBe('100');
});
