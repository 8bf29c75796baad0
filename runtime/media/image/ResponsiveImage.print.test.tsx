// @vitest-environment jsdom
// own process: in a worker shared with other files its far images once started loading before any print (seen once in a full run on a busy machine, cause not found); a fresh window and React rule that out.
/**
 * A page printed prints its photos, not their blurred previews: an image the visitor has not come
 * near starts as printing begins, inside `beforeprint` (the browser waits for the files asked for
 * there), its file put in the page at once rather than after its preload.
 */
import { Profiler } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Image } from '../../page/page-schema';
import { OffScreenHoldContext, RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { createSiteStores } from '../../site/site-stores';
import { createVisibilityTracker } from '../../platform/visibility';
import { ResponsiveImage } from './ResponsiveImage';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const photo: Image = { id: 'latte-art', ext: 'jpg', width: 1600, height: 1200, averageColor: '#a07850', preview: 'data:image/webp;base64,UklGRg==', alt: 'Latte art' };

/** An observer that never reports: every image stays far from the screen. */
class FarObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The box every image measures: 400 × 300 px. */
const BOX = { width: 400, height: 300 };

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FarObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(BOX.width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(BOX.height);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderFarImages(count: number, { held = false, onCommit = () => {} } = {}) {
  const services = createDetachedServices({ visibility: createVisibilityTracker(window) });
  const view = render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <Profiler id="images" onRender={onCommit}>
        <OffScreenHoldContext value={held}>
          {Array.from({ length: count }, (_, index) => (
            <ResponsiveImage key={index} image={{ ...photo, id: `photo-${index}` }} />
          ))}
        </OffScreenHoldContext>
      </Profiler>
    </RuntimeProvider>,
  );
  // The boxes are measured (no ResizeObserver here: once, in a microtask).
  await act(async () => undefined);
  return view.container;
}

const files = (container: HTMLElement) => [...container.querySelectorAll('.rt-image__img')].map((image) => image.getAttribute('src'));

describe('a page printed', () => {
  it('puts every image’s file in the page inside beforeprint, from one listener for them all', async () => {
    const listening = vi.spyOn(window, 'addEventListener');
    const container = await renderFarImages(3);
    expect([...container.querySelectorAll('.rt-image')].map((box) => box.getAttribute('data-state'))).toEqual(['not-loaded', 'not-loaded', 'not-loaded']);
    expect(files(container)).toEqual([]);

    let duringBeforePrint: (string | null)[] = [];
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
      // Read in the event itself: what the browser prints was laid out by its end.
      duringBeforePrint = files(container);
    });
    expect(duringBeforePrint).toEqual(['/img/photo-0_400_q70.webp', '/img/photo-1_400_q70.webp', '/img/photo-2_400_q70.webp']);
    expect([...container.querySelectorAll('.rt-image')].map((box) => box.getAttribute('data-state'))).toEqual(['loading', 'loading', 'loading']);
    expect(listening.mock.calls.filter(([type]) => type === 'beforeprint')).toHaveLength(1);
  });

  it('renders and commits the page once for all its far images, inside beforeprint, not once each', async () => {
    let commits = 0;
    const container = await renderFarImages(4, { onCommit: () => void (commits += 1) });
    const before = commits;
    let committedInEvent = 0;
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
      committedInEvent = commits - before;
    });
    expect(committedInEvent).toBe(1);
    expect(files(container)).toHaveLength(4);
  });

  it('leaves an image held off the screen (a catalogue page rendered ahead, not shown) as it is', async () => {
    const container = await renderFarImages(1, { held: true });
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(files(container)).toEqual([]);
  });

  it('prints an image the screen gives no box (a tab’s panel not selected, shown on paper) at the width of the column it is in, and asks for nothing before', async () => {
    // The images' boxes are hidden (0 × 0); the column round them is 600 px wide.
    const widthOf = (element: HTMLElement) => (element.classList.contains('rt-image') ? 0 : 600);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return widthOf(this);
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return widthOf(this);
    });
    const container = await renderFarImages(2);
    expect(files(container)).toEqual([]);

    let duringBeforePrint: (string | null)[] = [];
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
      duringBeforePrint = files(container);
    });
    expect(duringBeforePrint).toEqual(['/img/photo-0_600_q70.webp', '/img/photo-1_600_q70.webp']);
  });
});
