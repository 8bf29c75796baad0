// @vitest-environment jsdom
/**
 * A slider across a mode switch (README §Rules: a part re-renders only when a value it reads
 * changes): a product card's photos stay as they are when the switch changes nothing the slider
 * reads, and follow the switch that does.
 */
import { belowProviderDuring } from '../../site/react-renders.test-support';
import { act } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Mode } from '../../core/policies';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { createSiteStores } from '../../site/site-stores';
import { CardSlider } from './Slider';

const photo = (id: string) => ({ id, ext: 'jpg' as const, width: 1200, height: 800 });
const SLIDES = [photo('a'), photo('b'), photo('c')];
const SETTINGS = { autoplay: 3, loop: true };
afterEach(cleanup);

it('run → preview changes no policy the slider reads: neither it nor its slides render again; a switch to admin (no loop, no autoplay) does reach it', async () => {
  const services = createDetachedServices();
  const stores = createSiteStores();
  const site = (mode: Mode) => (
    <RuntimeProvider mode={mode} viewport="desktop" services={services} stores={stores}>
      <CardSlider id="card" slides={SLIDES} settings={SETTINGS} />
    </RuntimeProvider>
  );
  // Inside act until settled: jsdom has no ResizeObserver, and each slide's image box reports its size once, from a microtask.
  const view = await act(async () => render(site('run')));
  expect(belowProviderDuring(() => act(() => view.rerender(site('preview'))))).toEqual([]);
  expect(belowProviderDuring(() => act(() => view.rerender(site('admin'))))).toContain('SliderBox');
});
