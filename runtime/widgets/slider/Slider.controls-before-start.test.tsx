// @vitest-environment jsdom
/**
 * A slider's arrows and bullets before Swiper has started (it waits for the visitor's first
 * interaction, which may be the very Tab press that reaches the slider): they are there, named as
 * Swiper's, a press moves the slides and Swiper starts where it left them, and the focus stays on
 * the control (or Swiper's in its place) when Swiper takes over.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { onScreenTracker } from '../../platform/driven-visibility.test-support';
import { createSiteStores } from '../../site/site-stores';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { simulateTranslation } from '../../../tests/support/translate';
import { GenericSlider } from './Slider';
import { SwiperLoaderProvider, type SwiperKit } from './load-swiper';

const onScreen = onScreenTracker();
const photo = (id: string) => ({ id, ext: 'jpg' as const, width: 1200, height: 800 });
const SLIDES = [photo('a'), photo('b'), photo('c')];
afterEach(cleanup);

/**
 * A slider that wants Swiper at once (it autoplays), with Swiper held back until `start()`. The
 * stand-in for Swiper draws its bullets as Swiper's Pagination does and records what it is asked.
 */
function heldSlider(slides = SLIDES, settings: { pagination?: 'fraction' } = {}) {
  const startedOn: number[] = [];
  const moves: string[] = [];
  const kit: SwiperKit = {
    startSlider({ paginationEl, initialIndex, onChange }) {
      startedOn.push(initialIndex);
      paginationEl?.replaceChildren(
        ...slides.map(() => Object.assign(document.createElement('span'), { className: 'swiper-pagination-bullet', tabIndex: 0 })),
      );
      onChange({ index: initialIndex, isBeginning: initialIndex === 0, isEnd: initialIndex === slides.length - 1, loop: false, autoplay: 'stopped' });
      return {
        slideTo: (index) => void moves.push(`to ${index}`),
        slidePrev: () => void moves.push('prev'),
        slideNext: () => void moves.push('next'),
        setAutoplay: () => undefined,
        destroy: () => undefined,
      };
    },
  };
  let release = () => {};
  const held = new Promise<SwiperKit>((resolve) => (release = () => resolve(kit)));
  const view = render(
    <SwiperLoaderProvider value={() => held}>
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: onScreen })} stores={createSiteStores()}>
        <GenericSlider id="gallery" slides={slides} settings={{ autoplay: 3, ...settings }} />
      </RuntimeProvider>
    </SwiperLoaderProvider>,
  );
  const root = view.container.querySelector<HTMLElement>('.rt-slider')!;
  const button = (name: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.getAttribute('aria-label') === name);
  // Its slides are all drawn (it wants Swiper and is on the screen), the track on the one in the box until Swiper places it.
  const shownSlide = () => Number(root.style.getPropertyValue('--rt-slider-start'));
  const start = async () => {
    await act(async () => release());
    await waitFor(() => expect(root.getAttribute('data-slider-state')).toBe('ready'));
  };
  return { root, button, shownSlide, start, startedOn, moves };
}

it('before Swiper starts, the arrows and the bullets are buttons the keyboard reaches, named as Swiper names its own', () => {
  const { root, button } = heldSlider();
  expect(root.getAttribute('data-slider-state')).toBe('loading');
  expect(button('Previous slide')?.getAttribute('aria-disabled')).toBe('true');
  expect(button('Next slide')?.hasAttribute('aria-disabled')).toBe(false);
  const bullets = ['Go to slide 1', 'Go to slide 2', 'Go to slide 3'].map(button);
  expect(bullets.every(Boolean)).toBe(true);
  expect(bullets.map((bullet) => bullet?.getAttribute('aria-current'))).toEqual(['true', null, null]);
  expect(root.querySelector('.rt-slider__pagination-before')?.hasAttribute('aria-hidden')).toBe(false);
});

it('an arrow pressed before Swiper starts moves exactly one slide; Swiper starts on it, and the arrow keeps the focus', async () => {
  const { button, shownSlide, start, startedOn, moves } = heldSlider();
  const next = button('Next slide')!;
  act(() => next.focus());
  act(() => next.click());
  expect(shownSlide()).toBe(1);
  expect(button('Previous slide')?.hasAttribute('aria-disabled')).toBe(false);
  expect(button('Go to slide 2')?.getAttribute('aria-current')).toBe('true');

  await start();
  expect(startedOn).toEqual([1]);
  expect(moves).toEqual([]);
  // The same element: Swiper taking over neither redraws the arrow nor drops its focus.
  expect(document.activeElement).toBe(next);
  act(() => next.click());
  expect(moves).toEqual(['next']);
});

it('a bullet pressed before Swiper starts shows its slide; focused, it hands the focus to Swiper’s bullet in its place', async () => {
  const { root, button, shownSlide, start, startedOn } = heldSlider();
  const third = button('Go to slide 3')!;
  act(() => third.focus());
  act(() => third.click());
  expect(shownSlide()).toBe(2);
  expect(button('Next slide')?.getAttribute('aria-disabled')).toBe('true');

  await start();
  expect(startedOn).toEqual([2]);
  expect(root.querySelector('.rt-slider__pagination-before')).toBeNull();
  expect(document.activeElement).toBe(root.querySelectorAll('.swiper-pagination-bullet')[2]);
});

it('the fraction ("1 / 3") drawn before Swiper starts follows an arrow on a page a browser has translated', () => {
  const { root, button } = heldSlider(SLIDES, { pagination: 'fraction' });
  const fraction = root.querySelector<HTMLElement>('.rt-slider__pagination-before--fraction')!;
  expect(fraction.textContent).toBe('1 / 3');
  simulateTranslation(root);
  act(() => button('Next slide')!.click());
  expect(fraction.textContent).toBe('2 / 3');
});

it('dynamic bullets (more than 7 slides) wait for Swiper, and the arrows are there before it', () => {
  const { root, button } = heldSlider(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map(photo));
  expect(root.querySelector('.rt-slider__dot')).toBeNull();
  expect(button('Next slide')).toBeDefined();
});
