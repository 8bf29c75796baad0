import { act, fireEvent } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';
import { FAILED_IMPORT_COOL_DOWN_MS } from './cached-import';

/**
 * Spec of a part whose code fails to import (its module mocked to throw, counting each import in
 * `imports`): the visitor reaching for what opens it (`reachFor`: the pointer over it, its focus)
 * imports it at once, then not again until the failure is FAILED_IMPORT_COOL_DOWN_MS old, however
 * often the hand comes back (every 250 ms here). Only `Date` is faked: the import's failure settles
 * on the real timers. Call it before any other use of fake timers in the test, and restore real
 * timers after.
 */
export async function expectReachingForFailedCodeCoolsDown(target: Element, imports: Mock) {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Whatever the test before left: its failures are past their cool-down.
  vi.setSystemTime(Date.now() + FAILED_IMPORT_COOL_DOWN_MS);
  // A test's own wait, on the real timers: no site clock is involved in an import's failure.
  // eslint-disable-next-line no-restricted-globals
  const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  imports.mockClear();
  fireEvent.pointerEnter(target);
  await settled();
  expect(imports).toHaveBeenCalledTimes(1);
  for (let since = 0; since < FAILED_IMPORT_COOL_DOWN_MS - 1; ) {
    const step = Math.min(250, FAILED_IMPORT_COOL_DOWN_MS - 1 - since);
    vi.advanceTimersByTime(step);
    since += step;
    fireEvent.pointerEnter(target);
    fireEvent.focus(target);
    await settled();
  }
  expect(imports).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1);
  fireEvent.pointerEnter(target);
  await settled();
  expect(imports).toHaveBeenCalledTimes(2);
}
