import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realClock } from '../core/clock';
import { fulfilledValue } from '../platform/tracked-promise';
import { createRequestAhead, LOAD_INTENT_FRESH_MS, LOAD_NEAR_SCREEN_FRESH_MS } from './request-ahead';

describe('a products page asked for ahead, on the visitor’s intent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the click takes the request on its way; it is sent once and taken once', async () => {
    const ahead = createRequestAhead<string>(realClock);
    const load = vi.fn(() => Promise.resolve('page 2'));
    ahead.begin('beans:2', load);
    ahead.begin('beans:2', load); // the pointer comes over, then presses: still one request
    expect(load).toHaveBeenCalledTimes(1);
    await expect(ahead.take('beans:2')).resolves.toBe('page 2');
    expect(ahead.take('beans:2')).toBeNull();
  });

  it('an answer already there is read at once from the request taken (the click then stores it in its own task)', async () => {
    const ahead = createRequestAhead<string>(realClock);
    ahead.begin('beans:2', () => Promise.resolve('page 2'));
    await Promise.resolve();
    expect(fulfilledValue(ahead.take('beans:2')!)).toEqual({ value: 'page 2' });
    ahead.begin('beans:3', () => new Promise<string>(() => undefined));
    expect(fulfilledValue(ahead.take('beans:3')!)).toBeNull();
  });

  it(`is the click’s for ${LOAD_INTENT_FRESH_MS} ms; a later click sends its own`, () => {
    const ahead = createRequestAhead<string>(realClock);
    ahead.begin('beans:2', () => Promise.resolve('early'));
    vi.advanceTimersByTime(LOAD_INTENT_FRESH_MS - 1);
    expect(ahead.take('beans:2')).not.toBeNull();
    ahead.begin('beans:2', () => Promise.resolve('early'));
    vi.advanceTimersByTime(LOAD_INTENT_FRESH_MS);
    expect(ahead.take('beans:2')).toBeNull();
  });

  it(`one asked for as the button nears the screen is the click’s for ${LOAD_NEAR_SCREEN_FRESH_MS} ms; an intent meanwhile sends nothing more`, () => {
    const ahead = createRequestAhead<string>(realClock);
    const load = vi.fn(() => Promise.resolve('page 2'));
    ahead.begin('beans:2', load, LOAD_NEAR_SCREEN_FRESH_MS);
    vi.advanceTimersByTime(LOAD_INTENT_FRESH_MS);
    ahead.begin('beans:2', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LOAD_NEAR_SCREEN_FRESH_MS - LOAD_INTENT_FRESH_MS - 1);
    expect(ahead.take('beans:2')).not.toBeNull();
    ahead.begin('beans:2', load, LOAD_NEAR_SCREEN_FRESH_MS);
    vi.advanceTimersByTime(LOAD_NEAR_SCREEN_FRESH_MS);
    expect(ahead.take('beans:2')).toBeNull();
  });

  it(`a failed one asked for as the button nears is the click’s failure for ${LOAD_INTENT_FRESH_MS} ms only; a later click tries again`, async () => {
    const ahead = createRequestAhead<string>(realClock);
    ahead.begin('beans:2', () => Promise.reject(new Error('status 500')), LOAD_NEAR_SCREEN_FRESH_MS);
    await vi.advanceTimersByTimeAsync(LOAD_INTENT_FRESH_MS - 1);
    await expect(ahead.take('beans:2')).rejects.toThrow('status 500');
    ahead.begin('beans:2', () => Promise.reject(new Error('status 500')), LOAD_NEAR_SCREEN_FRESH_MS);
    await vi.advanceTimersByTimeAsync(LOAD_INTENT_FRESH_MS);
    expect(ahead.take('beans:2')).toBeNull();
    // A failure that comes after that (a slow timeout) is not held either.
    let fail: (error: Error) => void = () => undefined;
    ahead.begin('beans:2', () => new Promise<string>((_resolve, reject) => (fail = reject)), LOAD_NEAR_SCREEN_FRESH_MS);
    await vi.advanceTimersByTimeAsync(LOAD_INTENT_FRESH_MS + 5_000);
    fail(new Error('timed out'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ahead.take('beans:2')).toBeNull();
  });

  describe('after a sleep: the timers stood still, the wall clock ran on (platform/time-away.ts)', () => {
    const HOURS_ASLEEP = 8 * 60 * 60 * 1000;
    /** The lid closes and opens again: the wall clock runs on `ms`, the timers do not. */
    const sleep = (ms: number) => vi.setSystemTime(Date.now() + ms);

    it(`one asked for as the button neared is not the click’s once ${LOAD_NEAR_SCREEN_FRESH_MS} ms of wall time have passed, and an intent then asks again`, () => {
      const ahead = createRequestAhead<string>(realClock);
      const load = vi.fn(() => Promise.resolve('page 2'));
      ahead.begin('beans:2', load, LOAD_NEAR_SCREEN_FRESH_MS);
      vi.advanceTimersByTime(LOAD_INTENT_FRESH_MS);
      sleep(HOURS_ASLEEP);
      ahead.begin('beans:2', load);
      expect(load).toHaveBeenCalledTimes(2);
      ahead.begin('beans:2', load, LOAD_NEAR_SCREEN_FRESH_MS);
      vi.advanceTimersByTime(LOAD_INTENT_FRESH_MS);
      sleep(HOURS_ASLEEP);
      expect(ahead.take('beans:2')).toBeNull();
    });

    it(`one asked for on intent is not the click’s after a sleep either (${LOAD_INTENT_FRESH_MS} ms), nor after a clock set back`, () => {
      const ahead = createRequestAhead<string>(realClock);
      ahead.begin('beans:2', () => Promise.resolve('page 2'));
      vi.advanceTimersByTime(1000);
      sleep(HOURS_ASLEEP);
      expect(ahead.take('beans:2')).toBeNull();
      ahead.begin('beans:2', () => Promise.resolve('page 2'));
      sleep(-60 * 60 * 1000);
      expect(ahead.take('beans:2')).toBeNull();
    });

    it(`a failed one is the click’s failure for ${LOAD_INTENT_FRESH_MS} ms of wall time at most`, async () => {
      const ahead = createRequestAhead<string>(realClock);
      ahead.begin('beans:2', () => Promise.reject(new Error('status 500')), LOAD_NEAR_SCREEN_FRESH_MS);
      await vi.advanceTimersByTimeAsync(1000);
      sleep(LOAD_INTENT_FRESH_MS);
      expect(ahead.take('beans:2')).toBeNull();
    });
  });

  it('a request for another page is dropped, and a new intent for another page replaces it', () => {
    const ahead = createRequestAhead<string>(realClock);
    const load = vi.fn((page: string) => () => Promise.resolve(page));
    ahead.begin('beans:2', load('2'));
    expect(ahead.take('beans:3')).toBeNull();
    expect(ahead.take('beans:2')).toBeNull();
    ahead.begin('beans:2', load('2'));
    ahead.begin('gear:2', load('gear 2'));
    expect(ahead.take('beans:2')).toBeNull();
  });

  it('a failed request is the click’s failure, and one nobody takes raises no unhandled rejection', async () => {
    const ahead = createRequestAhead<string>(realClock);
    ahead.begin('beans:2', () => Promise.reject(new Error('status 500')));
    await expect(ahead.take('beans:2')).rejects.toThrow('status 500');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    ahead.begin('beans:3', () => Promise.reject(new Error('never taken')));
    vi.advanceTimersByTime(LOAD_INTENT_FRESH_MS);
    await vi.runAllTimersAsync();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
