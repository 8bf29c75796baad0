// @vitest-environment jsdom
/**
 * A section background's image after a resize (spec 000 §4, §9): a layer that now needs a wider
 * file loads it 1000 ms later, to the millisecond, as a plain image does
 * (tests/components/images.spec.ts), and swaps it in over the shown one. The layer's size, the
 * preloads and the time are the test's: a driven ResizeObserver, a recording Image, fake timers.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Background } from '../../page/page-schema';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { drivenTracker } from '../../platform/driven-visibility.test-support';
import type { BoxSize } from '../box-size';
import { createSiteStores } from '../../site/site-stores';
import { SectionBackground } from './SectionBackground';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const photo: Background = {
  type: 'image',
  image: { id: 'hero-espresso', ext: 'jpg', width: 2400, height: 1600, averageColor: '#55351f', preview: 'data:image/webp;base64,UklGRg==' },
};
/** Spec 000 §4, §9's number, not the runtime's constant: the test fails if that one drifts. */
const RELOAD_DELAY_MS = 1000;
const NEAR_SCREEN = { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: true };

/** The files asked for, in order, and their preloads still out. */
let requested: string[] = [];
let pending: FakeImage[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = 'auto';
  fetchPriority = 'auto';
  set src(url: string) {
    requested.push(url);
    pending.push(this);
  }
}
/** Finishes every preload still out, as the network would. */
const loadPending = () =>
  act(() => {
    for (const image of pending.splice(0)) image.onload?.();
  });

/** The layer's ResizeObserver, which the test makes report. */
let layerObserved: (() => void) | null = null;
class DrivenResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    layerObserved = this.callback;
  }
  disconnect() {
    layerObserved = null;
  }
}

let root: Root | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('ResizeObserver', DrivenResizeObserver);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  requested = [];
  pending = [];
  layerObserved = null;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setup() {
  const { tracker, report } = drivenTracker();
  const container = document.body.appendChild(document.createElement('div'));
  act(() => {
    root = createRoot(container);
    root.render(
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: tracker })} stores={createSiteStores()}>
        <SectionBackground background={photo} />
      </RuntimeProvider>,
    );
  });
  act(() => report(NEAR_SCREEN));
  const layer = container.querySelector<HTMLElement>('.rt-bg__motion')!;
  let size: BoxSize = { width: 0, height: 0 };
  Object.defineProperty(layer, 'offsetWidth', { get: () => size.width });
  Object.defineProperty(layer, 'offsetHeight', { get: () => size.height });
  /** The layer takes this size, and its observer reports it. */
  const resize = (next: BoxSize) =>
    act(() => {
      size = next;
      layerObserved?.();
    });
  const shownUrl = () => container.querySelector('.rt-bg__image')?.getAttribute('data-url');
  return { resize, shownUrl };
}

describe('<SectionBackground> image after a resize', () => {
  it(`a layer that needs a wider file loads it ${RELOAD_DELAY_MS} ms after the resize (not at ${RELOAD_DELAY_MS - 1}) and swaps it in over the shown one`, async () => {
    const { resize, shownUrl } = setup();
    // Measured the first time: nothing shown yet, so the file loads at once.
    resize({ width: 800, height: 400 });
    expect(requested).toEqual(['/img/hero-espresso_800_q70.webp']);
    await loadPending();
    expect(shownUrl()).toBe('/img/hero-espresso_800_q70.webp');

    // A 3:2 photo covering 1600 × 500 is drawn 1600 px wide: the 1920 px file, after the delay.
    resize({ width: 1600, height: 500 });
    await act(() => vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1));
    expect(requested).toEqual(['/img/hero-espresso_800_q70.webp']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requested).toEqual(['/img/hero-espresso_800_q70.webp', '/img/hero-espresso_1920_q70.webp']);
    // The shown file stays until the wider one has loaded.
    expect(shownUrl()).toBe('/img/hero-espresso_800_q70.webp');
    await loadPending();
    expect(shownUrl()).toBe('/img/hero-espresso_1920_q70.webp');
  });

  it('a smaller layer never loads a smaller file: the wider one stays', async () => {
    const { resize, shownUrl } = setup();
    resize({ width: 1600, height: 500 });
    await loadPending();
    resize({ width: 800, height: 400 });
    await act(() => vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS * 2));
    expect(requested).toEqual(['/img/hero-espresso_1920_q70.webp']);
    expect(shownUrl()).toBe('/img/hero-espresso_1920_q70.webp');
  });
});
