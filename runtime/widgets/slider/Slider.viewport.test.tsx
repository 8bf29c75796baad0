// @vitest-environment jsdom
/**
 * A slider enabled on one viewport only (spec 000 §4: "Enabled or disabled by viewport"), when the
 * viewport changes under it without a remount (a published page follows the window's width); and
 * the slide a live Swiper starts on.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { onScreenTracker } from '../../platform/driven-visibility.test-support';
import { createSiteStores } from '../../site/site-stores';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import type { Viewport } from '../../core/policies';
import { CardSlider, GenericSlider } from './Slider';
import { SwiperLoaderProvider, type SwiperKit } from './load-swiper';

const photo = (id: string) => ({ id, ext: 'jpg' as const, width: 1200, height: 800 });
afterEach(cleanup);

// Every element watched is on the screen at once.
const onScreen = onScreenTracker;


it('a slider enabled on desktop only, shown first as a phone\u2019s grid, is watched once the window widens (or the phone turns) and it becomes a slider', () => {
  const observed: Element[] = [];
  const services = createDetachedServices({ visibility: onScreen(observed) });
  const stores = createSiteStores();
  const site = (viewport: Viewport) => (
    <RuntimeProvider mode="run" viewport={viewport} services={services} stores={stores}>
      <GenericSlider id="gallery" slides={[photo('a'), photo('b'), photo('c')]} settings={{ autoplay: 3 }} enabledOn="desktop" />
    </RuntimeProvider>
  );
  const view = render(site('mobile'));
  expect(view.container.querySelector('.rt-slider')?.getAttribute('data-slider-layout')).toBe('grid');
  act(() => view.rerender(site('desktop')));
  const slider = view.container.querySelector('.rt-slider')!;
  expect(observed).toContain(slider);
  // On the screen, it wants its code: no longer the static first slide.
  expect(slider.getAttribute('data-slider-state')).not.toBe('static');
  // And back to a phone and to desktop again: the new root is the one watched.
  act(() => view.rerender(site('mobile')));
  act(() => view.rerender(site('desktop')));
  expect(observed.at(-1)).toBe(view.container.querySelector('.rt-slider'));
});

it('a card slider showing its variant’s photo (spec 000 §3) starts Swiper on that photo, with the track on it until Swiper places it', async () => {
  const initialIndexes: number[] = [];
  const kit: SwiperKit = {
    startSlider({ initialIndex }) {
      initialIndexes.push(initialIndex);
      return { slideTo: () => undefined, slidePrev: () => undefined, slideNext: () => undefined, setAutoplay: () => undefined, destroy: () => undefined };
    },
  };
  const view = render(
    <SwiperLoaderProvider value={() => Promise.resolve(kit)}>
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: onScreen() })} stores={createSiteStores()}>
        <CardSlider id="card" slides={[photo('a'), photo('b'), photo('c')]} settings={{ autoplay: 3 }} showIndex={2} />
      </RuntimeProvider>
    </SwiperLoaderProvider>,
  );
  await waitFor(() => expect(initialIndexes).toEqual([2]));
  const slider = view.container.querySelector<HTMLElement>('.rt-slider')!;
  expect(slider.querySelectorAll('.rt-slider__slide')).toHaveLength(3);
  expect(slider.style.getPropertyValue('--rt-slider-start')).toBe('2');
});
