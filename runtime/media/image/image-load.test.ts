import { describe, expect, it } from 'vitest';
import { RESIZE_RELOAD_DELAY_MS, SIZE_REUSE_ABOVE_RATIO, SIZE_REUSE_BELOW_PX, chooseImageSource, type ImageSource } from './image-url';
import { INITIAL_IMAGE_LOAD, imageLoadReducer, loadedWidths, needsReload, prerenderedImageLoad, shouldStart, type ImageLoadEvent, type ImageLoadState } from './image-load';

const source = (width: number, format = 'webp'): ImageSource => ({ url: `/img/a_${width}_q70.${format}`, width, format, quality: 70 });
const run = (events: ImageLoadEvent[], from: ImageLoadState = INITIAL_IMAGE_LOAD) => events.reduce(imageLoadReducer, from);

describe('image load state machine', () => {
  it('goes not loaded → loading → loaded', () => {
    expect(INITIAL_IMAGE_LOAD.status).toBe('not-loaded');
    const loading = run([{ type: 'start', source: source(400) }]);
    expect(loading).toMatchObject({ status: 'loading', pending: source(400), shown: null });
    const loaded = run([{ type: 'loaded', url: source(400).url }], loading);
    expect(loaded).toMatchObject({ status: 'loaded', shown: source(400), pending: null, loaded: [source(400)] });
  });

  it('the server’s file starts loaded: no first load starts, a box that fits it reuses it, a wider one replaces it and it is no longer the server’s', () => {
    const first = prerenderedImageLoad(source(780));
    expect(first).toMatchObject({ status: 'loaded', shown: source(780), prerendered: true });
    expect(shouldStart(first, source(800), true)).toBe(false);
    expect(loadedWidths(first, 'webp')).toEqual([780]);
    expect(needsReload(first, source(780))).toBe(false);
    expect(needsReload(first, source(1366))).toBe(true);
    const replaced = run([{ type: 'start', source: source(1366) }, { type: 'loaded', url: source(1366).url }], first);
    expect(replaced).toMatchObject({ status: 'loaded', shown: source(1366), prerendered: false });
  });

  it('a failed first preload stops loading: error, and later starts are ignored', () => {
    const failed = run([
      { type: 'start', source: source(400) },
      { type: 'failed', url: source(400).url },
    ]);
    expect(failed).toMatchObject({ status: 'error', shown: null, pending: null, stopped: true });
    expect(run([{ type: 'start', source: source(800) }], failed)).toBe(failed);
  });

  it('a repeated load keeps the loaded file on screen until the new one has loaded (no flash back)', () => {
    const loaded = run([
      { type: 'start', source: source(400) },
      { type: 'loaded', url: source(400).url },
    ]);
    const reloading = run([{ type: 'start', source: source(800) }], loaded);
    expect(reloading).toMatchObject({ status: 'loaded', shown: source(400), pending: source(800) });
    const swapped = run([{ type: 'loaded', url: source(800).url }], reloading);
    expect(swapped).toMatchObject({ status: 'loaded', shown: source(800), pending: null });
    expect(swapped.loaded.map((s) => s.width)).toEqual([400, 800]);
  });

  it('a failed repeated load keeps the shown file and stops loading', () => {
    const state = run([
      { type: 'start', source: source(400) },
      { type: 'loaded', url: source(400).url },
      { type: 'start', source: source(800) },
      { type: 'failed', url: source(800).url },
    ]);
    expect(state).toMatchObject({ status: 'loaded', shown: source(400), pending: null, stopped: true });
  });

  it('ignores stale answers, a second start while one is pending, and a start of the shown file', () => {
    const loading = run([{ type: 'start', source: source(400) }]);
    expect(run([{ type: 'loaded', url: source(800).url }], loading)).toBe(loading);
    expect(run([{ type: 'failed', url: source(800).url }], loading)).toBe(loading);
    expect(run([{ type: 'start', source: source(800) }], loading)).toBe(loading);
    const loaded = run([{ type: 'loaded', url: source(400).url }], loading);
    expect(run([{ type: 'start', source: source(400) }], loaded)).toBe(loaded);
  });

  it('shouldStart: only when wanted, measured and not begun', () => {
    expect(shouldStart(INITIAL_IMAGE_LOAD, source(400), true)).toBe(true);
    expect(shouldStart(INITIAL_IMAGE_LOAD, source(400), false)).toBe(false);
    expect(shouldStart(INITIAL_IMAGE_LOAD, null, true)).toBe(false);
    expect(shouldStart(run([{ type: 'start', source: source(400) }]), source(400), true)).toBe(false);
  });

  it('offers loaded widths of the same format only', () => {
    const state = run([
      { type: 'start', source: source(400) },
      { type: 'loaded', url: source(400).url },
    ]);
    expect(loadedWidths(state, 'webp')).toEqual([400]);
    expect(loadedWidths(state, 'jpg')).toEqual([]);
  });
});

describe('repeated load after a resize (spec 000 §4, §9)', () => {
  const image = { id: 'a', ext: 'jpg', width: 2400, height: 1600 };
  const env = { devicePixelRatio: 1, slowNetwork: false, support: { webp: true, avif: false } };
  const loadedAt = (width: number) =>
    run([
      { type: 'start', source: chooseImageSource(image, { ...env, cssWidth: width }) },
      { type: 'loaded', url: chooseImageSource(image, { ...env, cssWidth: width }).url },
    ]);
  const wantedAt = (state: ImageLoadState, cssWidth: number) => chooseImageSource(image, { ...env, cssWidth, loadedWidths: loadedWidths(state, 'webp') });

  it('has the spec numbers', () => {
    expect(RESIZE_RELOAD_DELAY_MS).toBe(1000);
    expect([SIZE_REUSE_BELOW_PX, SIZE_REUSE_ABOVE_RATIO]).toEqual([2, 1.2]);
  });

  it('reloads when a larger file is needed than the loaded one can stand for', () => {
    const state = loadedAt(400);
    expect(needsReload(state, wantedAt(state, 403))).toBe(true);
    expect(needsReload(state, wantedAt(state, 800))).toBe(true);
  });

  it('does not reload within 2 px below the loaded width, nor for a smaller box', () => {
    const state = loadedAt(400);
    expect(needsReload(state, wantedAt(state, 401))).toBe(false);
    expect(needsReload(state, wantedAt(state, 402))).toBe(false);
    expect(needsReload(state, wantedAt(state, 400))).toBe(false);
    // 1.2× above: a 400 px file stands for anything down to 334 px; smaller boxes keep it too.
    expect(needsReload(state, wantedAt(state, 334))).toBe(false);
    expect(needsReload(state, wantedAt(state, 200))).toBe(false);
  });

  it('never reloads past the original, while loading, after a failure, or before anything loaded', () => {
    // The size limit: a 2400 px original is never asked for beyond 2160 px.
    const big = loadedAt(2160);
    expect(big.shown?.url).toBe('/img/a_2160_q70.webp');
    expect(needsReload(big, wantedAt(big, 3000))).toBe(false);
    const state = loadedAt(400);
    const pending = run([{ type: 'start', source: wantedAt(state, 800) }], state);
    expect(needsReload(pending, wantedAt(pending, 1200))).toBe(false);
    const stopped = run([{ type: 'failed', url: wantedAt(state, 800).url }], pending);
    expect(needsReload(stopped, wantedAt(stopped, 1200))).toBe(false);
    expect(needsReload(INITIAL_IMAGE_LOAD, wantedAt(INITIAL_IMAGE_LOAD, 800))).toBe(false);
  });
});
