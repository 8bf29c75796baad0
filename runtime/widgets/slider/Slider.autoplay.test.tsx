// @vitest-environment jsdom
/**
 * When a slider's autoplay runs (spec 000 §4 "Autoplay runs only while the slider is in view"):
 * in view, in a page the visitor sees. An observer's "in view" stays as it was in a tab the
 * visitor left, where autoplay moved the slides unseen (a timer every few seconds, once a minute
 * after 5 minutes hidden) and the visitor came back to another slide than the one they left.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { onScreenTracker } from '../../platform/driven-visibility.test-support';
import { createSiteStores } from '../../site/site-stores';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { GenericSlider } from './Slider';
import { SwiperLoaderProvider, type SwiperKit } from './load-swiper';

const photo = (id: string) => ({ id, ext: 'jpg' as const, width: 1200, height: 800 });
const SLIDES = [photo('a'), photo('b'), photo('c')];

const setTabHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  cleanup();
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete (document as { hidden?: unknown }).hidden;
});

it('an autoplaying slider in view stops its autoplay while the browser tab is hidden, and plays again when it is shown', async () => {
  const autoplay: boolean[] = [];
  const kit: SwiperKit = {
    startSlider({ initialIndex, onChange }) {
      onChange({ index: initialIndex, isBeginning: initialIndex === 0, isEnd: false, loop: false, autoplay: 'stopped' });
      return { slideTo: () => undefined, slidePrev: () => undefined, slideNext: () => undefined, setAutoplay: (run) => void autoplay.push(run), destroy: () => undefined };
    },
  };
  const view = render(
    <SwiperLoaderProvider value={() => Promise.resolve(kit)}>
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: onScreenTracker() })} stores={createSiteStores()}>
        <GenericSlider id="gallery" slides={SLIDES} settings={{ autoplay: 3 }} />
      </RuntimeProvider>
    </SwiperLoaderProvider>,
  );
  const root = view.container.querySelector<HTMLElement>('.rt-slider')!;
  await waitFor(() => expect(root.getAttribute('data-slider-state')).toBe('ready'));
  expect(autoplay.at(-1)).toBe(true);

  act(() => setTabHidden(true));
  expect(autoplay.at(-1)).toBe(false);

  act(() => setTabHidden(false));
  expect(autoplay.at(-1)).toBe(true);
});
