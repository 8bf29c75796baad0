import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedImport, FAILED_IMPORT_COOL_DOWN_MS, failedImportCaught, failedImportCoolingDown, isFailedImport } from './cached-import';
import { promiseState } from './tracked-promise';

/** Lets the import's settling (and its tracking) run. */
const settled = (promise: Promise<unknown>) => promise.then(() => undefined, () => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe('cachedImport after a failed import (offline, a deploy that removed the chunk)', () => {
  it('renders read the failure until a part’s error boundary has caught it; the next render then imports again', async () => {
    const chunkMissing = new TypeError('Failed to fetch dynamically imported module: part.js');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkMissing).mockResolvedValue('the code');
    const code = cachedImport(load);
    const failed = code.forRender();
    await settled(failed);
    // React renders the failed part again before its boundary takes over: no new import meanwhile.
    expect(code.forRender()).toBe(failed);
    expect(load).toHaveBeenCalledTimes(1);
    expect(isFailedImport(chunkMissing)).toBe(true);
    failedImportCaught(chunkMissing);
    // The part shown again: a new import, which loads.
    const again = code.forRender();
    expect(again).not.toBe(failed);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(again).resolves.toBe('the code');
    expect(code.loaded()).toBe('the code');
  });

  it('a later preload imports again, whether or not a boundary has seen the failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('the code');
    const code = cachedImport(load);
    await settled(code.preload());
    await expect(code.preload()).resolves.toBe('the code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a caught failure of an older import does not start another while a newer one is on its way', async () => {
    const first = new TypeError('offline');
    let finish!: (code: string) => void;
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(first).mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const code = cachedImport(load);
    await settled(code.preload());
    const newer = code.preload();
    failedImportCaught(first);
    expect(code.forRender()).toBe(newer);
    expect(load).toHaveBeenCalledTimes(2);
    finish('the code');
    await settled(newer);
    expect(promiseState(newer)).toBe('fulfilled');
  });

  it('a failed import cools down for FAILED_IMPORT_COOL_DOWN_MS: its part’s boundary gives it no new render (no new import) before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const chunkGone = new TypeError('Failed to fetch dynamically imported module: gone.js');
    const code = cachedImport(vi.fn<() => Promise<string>>().mockRejectedValue(chunkGone));
    await settled(code.preload());
    expect(failedImportCoolingDown(chunkGone)).toBe(true);
    vi.advanceTimersByTime(FAILED_IMPORT_COOL_DOWN_MS - 1);
    expect(failedImportCoolingDown(chunkGone)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(failedImportCoolingDown(chunkGone)).toBe(false);
    expect(failedImportCoolingDown(new Error('a part that broke'))).toBe(false);
  });

  it('an ask ahead of need (a hover, a focus) imports again only once the failure is FAILED_IMPORT_COOL_DOWN_MS old; a preload (the visitor asks for the part) at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    const code = cachedImport(load);
    await settled(code.preloadAhead());
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FAILED_IMPORT_COOL_DOWN_MS - 1);
    await settled(code.preloadAhead());
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await settled(code.preloadAhead());
    expect(load).toHaveBeenCalledTimes(2);
    // That import failed too: its own cool-down starts; the visitor's own ask does not wait for it.
    await settled(code.preloadAhead());
    expect(load).toHaveBeenCalledTimes(2);
    await settled(code.preload());
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a clock set back after a failure (the device’s time set right) ends its cool-down rather than stretch it by as much', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const chunkMissing = new TypeError('Failed to fetch dynamically imported module: part.js');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkMissing).mockResolvedValue('the code');
    const code = cachedImport(load);
    await settled(code.preloadAhead());
    expect(failedImportCoolingDown(chunkMissing)).toBe(true);
    vi.setSystemTime(Date.now() - 60 * 60 * 1000);
    expect(failedImportCoolingDown(chunkMissing)).toBe(false);
    await settled(code.preloadAhead());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an ask ahead takes an import on its way or loaded, as a preload does', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('the code');
    const code = cachedImport(load);
    const first = code.preloadAhead();
    expect(code.preloadAhead()).toBe(first);
    await expect(first).resolves.toBe('the code');
    expect(code.preloadAhead()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a failed import from a part that broke', () => {
    expect(isFailedImport(new Error('the data could not be drawn'))).toBe(false);
    expect(isFailedImport('not an error')).toBe(false);
  });
});
