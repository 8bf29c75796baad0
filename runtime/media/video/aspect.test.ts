import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAspectRatio, VIMEO_ASPECT_MAX, VIMEO_ASPECT_MIN, VIMEO_ASPECT_RETRIES, VIMEO_ASPECT_RETRY_DELAY_MS } from './aspect';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A getRatio that answers the given values in turn (the last one repeats). */
function answers(...values: (number | null | Error)[]) {
  let call = 0;
  return vi.fn(async () => {
    const value = values[Math.min(call++, values.length - 1)]!;
    if (value instanceof Error) throw value;
    return value;
  });
}

describe('checkAspectRatio (spec 001 §9: 0.4–2.5, up to 3 retries)', () => {
  it('has the spec numbers', () => {
    expect([VIMEO_ASPECT_MIN, VIMEO_ASPECT_MAX, VIMEO_ASPECT_RETRIES]).toEqual([0.4, 2.5, 3]);
  });

  it('accepts a ratio in range at once, bounds included', async () => {
    for (const ratio of [16 / 9, 0.4, 2.5]) {
      const getRatio = answers(ratio);
      await expect(checkAspectRatio(getRatio)).resolves.toEqual({ ok: true, ratio });
      expect(getRatio).toHaveBeenCalledTimes(1);
    }
  });

  it('asks again after the retry delay while the ratio is unknown', async () => {
    const getRatio = answers(null, new Error('not ready'), 16 / 9);
    const result = checkAspectRatio(getRatio);
    await vi.advanceTimersByTimeAsync(0);
    expect(getRatio).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VIMEO_ASPECT_RETRY_DELAY_MS - 1);
    expect(getRatio).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getRatio).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(VIMEO_ASPECT_RETRY_DELAY_MS);
    await expect(result).resolves.toEqual({ ok: true, ratio: 16 / 9 });
    expect(getRatio).toHaveBeenCalledTimes(3);
  });

  it('gives up after 3 retries (4 asks) with the last answer', async () => {
    const outOfRange = answers(0, 3.2);
    const result = checkAspectRatio(outOfRange);
    await vi.advanceTimersByTimeAsync(VIMEO_ASPECT_RETRY_DELAY_MS * 10);
    await expect(result).resolves.toEqual({ ok: false, ratio: 3.2, reason: 'out-of-range' });
    expect(outOfRange).toHaveBeenCalledTimes(1 + VIMEO_ASPECT_RETRIES);

    const unknown = checkAspectRatio(answers(null), { retries: 1 });
    await vi.advanceTimersByTimeAsync(VIMEO_ASPECT_RETRY_DELAY_MS);
    await expect(unknown).resolves.toEqual({ ok: false, ratio: null, reason: 'unknown' });
  });

  it('takes its own bounds, and treats NaN and infinities as unknown', async () => {
    await expect(checkAspectRatio(answers(3), { max: 4 })).resolves.toEqual({ ok: true, ratio: 3 });
    const result = checkAspectRatio(answers(Number.NaN, Number.POSITIVE_INFINITY), { retries: 1, delayMs: 10 });
    await vi.advanceTimersByTimeAsync(10);
    await expect(result).resolves.toMatchObject({ ok: false, reason: 'unknown' });
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const getRatio = answers(null);
    const result = checkAspectRatio(getRatio, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(result).resolves.toEqual({ ok: false, ratio: null, reason: 'aborted' });
    expect(getRatio).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
