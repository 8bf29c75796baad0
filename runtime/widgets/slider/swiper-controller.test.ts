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

// Spec 000 §9: more than 7 slides have dynamic bullets, a window of a few that Swiper moves along.
describe('dynamic bullets in the Tab order', () => {
  /** Tabindex of each bullet, in order: '0' reached by Tab, '-1' not. */
  const tabOrder = (pagination: HTMLElement) => [...pagination.querySelectorAll('.swiper-pagination-bullet')].map((bullet) => bullet.getAttribute('tabindex'));

  function startWithBullets(count: number, dynamic: boolean) {
    const { el } = sliderMarkup(count);
    // jsdom lays nothing out: a box for Swiper to size its slides in (a slide each, a bullet each).
    Object.defineProperties(el, { clientWidth: { value: 400 }, clientHeight: { value: 300 } });
    const pagination = document.createElement('div');
    pagination.className = 'swiper-pagination';
    el.append(pagination);
    const controller = swiperKit.startSlider({
      el,
      paginationEl: pagination,
      plan: plan({ loop: false, autoplayDelayMs: null, pagination: { type: 'bullets', dynamic } }),
      initialIndex: 0,
      messages: { goToSlide: 'Go to slide {{index}}', slideOf: '{{index}} / {{slidesLength}}', previous: 'Previous', next: 'Next', first: 'First', last: 'Last' },
      clock: realClock,
      onChange: () => undefined,
    });
    return { controller, pagination };
  }

  it('holds only the bullets in the window (the main ones and two on either side), and follows it as the slide changes', () => {
    const { controller, pagination } = startWithBullets(9, true);
    expect(tabOrder(pagination)).toEqual(['0', '0', '0', '0', '0', '-1', '-1', '-1', '-1']);
    controller.slideTo(6);
    // The window's main bullets end at the shown one: slides 5 to 7, two on either side.
    expect(tabOrder(pagination)).toEqual(['-1', '-1', '0', '0', '0', '0', '0', '0', '0']);
    controller.destroy();
  });

  it('leaves every plain bullet in it', () => {
    const { controller, pagination } = startWithBullets(4, false);
    expect(tabOrder(pagination)).toEqual(['0', '0', '0', '0']);
    controller.destroy();
  });
});
