// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { realClock } from '../../core/clock';
import type { SliderPlan } from './swiper-options';
import { swiperKit } from './swiper-kit';

const AUTOPLAY_DELAY_MS = 3000;
const plan = (over: Partial<SliderPlan> = {}): SliderPlan => ({
  perView: 1,
  loop: true,
  speed: 300,
  autoplayDelayMs: AUTOPLAY_DELAY_MS,
  effect: 'slide',
  direction: 'horizontal',
  pagination: null,
  gap: 0,
  ...over,
});

/** The markup Slider.tsx renders for Swiper, enough of it: the container, the track, the slides. */
function sliderMarkup(count: number) {
  const el = document.createElement('div');
  el.className = 'swiper';
  const wrapper = document.createElement('div');
  wrapper.className = 'swiper-wrapper';
  for (let i = 0; i < count; i += 1) {
    const slide = document.createElement('div');
    slide.className = 'swiper-slide';
    slide.innerHTML = `<img alt="Photo ${i + 1}">`;
    wrapper.append(slide);
  }
  el.append(wrapper);
  document.body.append(el);
  return { el, wrapper };
}

function start(sliderPlan: SliderPlan) {
  const { el, wrapper } = sliderMarkup(4);
  const controller = swiperKit.startSlider({ el, paginationEl: null, plan: sliderPlan, initialIndex: 0, clock: realClock, onChange: () => undefined });
  return { controller, wrapper };
}

afterEach(() => {
  document.body.replaceChildren();
});

// WAI-ARIA carousel pattern: the slides' container is aria-live="off" while the slider rotates by
// itself (a screen reader would read a slide every few seconds), "polite" while it is still.
describe('the slides container as a live region', () => {
  it('is polite right after the start, before autoplay runs', () => {
    const { controller, wrapper } = start(plan());
    expect(wrapper.getAttribute('aria-live')).toBe('polite');
    controller.destroy();
  });

  it('is off while autoplay runs and polite again once it stops', () => {
    const { controller, wrapper } = start(plan());
    controller.setAutoplay(true);
    expect(wrapper.getAttribute('aria-live')).toBe('off');
    controller.setAutoplay(false);
    expect(wrapper.getAttribute('aria-live')).toBe('polite');
    controller.destroy();
  });

  it('stays polite for a slider without autoplay, whatever the component asks', () => {
    const { controller, wrapper } = start(plan({ autoplayDelayMs: null }));
    controller.setAutoplay(true);
    expect(wrapper.getAttribute('aria-live')).toBe('polite');
    controller.destroy();
  });
});
