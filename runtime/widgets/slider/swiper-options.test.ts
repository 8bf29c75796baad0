import { describe, expect, it } from 'vitest';
import type { SwiperModule } from 'swiper/types';
import { DYNAMIC_MAIN_BULLETS, SLIDE_GAP_PX } from './constants';
import { resolveSliderSettings } from './rules';
import { planFromKey, planKey, sliderPlan, type SliderPlanInput } from './swiper-options';
import { toSwiperOptions } from './swiper-params';

const fakeModule = (name: string): SwiperModule => Object.assign(() => undefined, { moduleName: name });
const modules = { A11y: fakeModule('a11y'), EffectFade: fakeModule('fade'), Pagination: fakeModule('pagination') };

type Over = Omit<Partial<SliderPlanInput>, 'settings'> & { settings?: Partial<SliderPlanInput['settings']> };
const input = (over: Over): SliderPlanInput => ({
  variant: 'generic',
  slideCount: 5,
  previewSpeed: true,
  loopAutoplayAllowed: true,
  capturing: false,
  reducedMotion: false,
  ...over,
  settings: resolveSliderSettings({ loop: true, autoplay: 2, ...over.settings }),
});

describe('sliderPlan', () => {
  it('visitors: loop and autoplay as set, the generic speed', () => {
    expect(sliderPlan(input({}))).toEqual({
      perView: 1,
      loop: true,
      speed: 350,
      autoplayDelayMs: 2000,
      effect: 'slide',
      direction: 'horizontal',
      pagination: { type: 'bullets', dynamic: false },
      gap: 0,
    });
  });
  it('admin: no loop and no autoplay (policy sliderLoopAutoplay is false)', () => {
    const plan = sliderPlan(input({ previewSpeed: false, loopAutoplayAllowed: false }));
    expect(plan.loop).toBe(false);
    expect(plan.autoplayDelayMs).toBeNull();
  });
  it('a capture render (screenshot, critical CSS, bot; policy captureRender): no autoplay, loop kept as a visitor gets it', () => {
    const plan = sliderPlan(input({ capturing: true }));
    expect([plan.loop, plan.autoplayDelayMs]).toEqual([true, null]);
  });
  it('reduced motion: no autoplay, loop kept, and a slide change is instant (speed 0)', () => {
    const plan = sliderPlan(input({ reducedMotion: true }));
    expect([plan.loop, plan.autoplayDelayMs, plan.speed]).toEqual([true, null, 0]);
    expect(sliderPlan(input({ reducedMotion: false })).speed).toBeGreaterThan(0);
  });
  it('one slide: no loop, no autoplay', () => {
    const plan = sliderPlan(input({ slideCount: 1 }));
    expect([plan.loop, plan.autoplayDelayMs]).toEqual([false, null]);
  });
  it('dynamic bullets with more than 7 slides; none for fraction pagination', () => {
    expect(sliderPlan(input({ slideCount: 8 })).pagination).toEqual({ type: 'bullets', dynamic: true });
    expect(sliderPlan(input({ slideCount: 7 })).pagination).toEqual({ type: 'bullets', dynamic: false });
    expect(sliderPlan(input({ slideCount: 9, settings: { pagination: 'fraction' } })).pagination).toEqual({ type: 'fraction', dynamic: false });
    expect(sliderPlan(input({ settings: { pagination: 'none' } })).pagination).toBeNull();
  });
  it('card: 450 ms for fade in preview, 300 ms in admin', () => {
    expect(sliderPlan(input({ variant: 'card', previewSpeed: true, settings: { effect: 'fade' } })).speed).toBe(450);
    expect(sliderPlan(input({ variant: 'card', previewSpeed: false, loopAutoplayAllowed: false, settings: { effect: 'fade' } })).speed).toBe(300);
  });
  it('several slides at once get a gap; the key round-trips', () => {
    const plan = sliderPlan(input({ settings: { count: 3 } }));
    expect([plan.perView, plan.gap]).toEqual([3, SLIDE_GAP_PX]);
    expect(planFromKey(planKey(plan))).toEqual(plan);
  });
});

describe('toSwiperOptions', () => {
  const el = {} as HTMLElement;
  it('says the plan in Swiper words, with the spec long-swipe numbers', () => {
    const options = toSwiperOptions(sliderPlan(input({ slideCount: 9 })), { modules, paginationEl: el, initialSlide: 3 });
    expect(options).toMatchObject({
      direction: 'horizontal',
      effect: 'slide',
      speed: 350,
      loop: true,
      initialSlide: 0, // loop: set after init with slideToLoop
      slidesPerView: 1,
      longSwipesRatio: 0.1,
      longSwipesMs: 100,
      pagination: { el, type: 'bullets', clickable: true, dynamicBullets: true, dynamicMainBullets: DYNAMIC_MAIN_BULLETS },
    });
    // Autoplay is the controller's own timer (swiper-controller.ts), never Swiper's module.
    expect(options.modules).toEqual([modules.A11y, modules.Pagination]);
    expect(options).not.toHaveProperty('autoplay');
  });
  it('admin: no loop, starts at the remembered slide', () => {
    const options = toSwiperOptions(sliderPlan(input({ previewSpeed: false, loopAutoplayAllowed: false, settings: { effect: 'fade', pagination: 'none' } })), {
      modules,
      paginationEl: null,
      initialSlide: 3,
    });
    expect(options).toMatchObject({ loop: false, pagination: false, initialSlide: 3, effect: 'fade', fadeEffect: { mode: 'cross-fade' } });
    expect(options.modules).toEqual([modules.A11y, modules.EffectFade]);
  });

  it('gives Swiper its announcements in the page’s language when asked (issue 19.6)', () => {
    const messages = { goToSlide: 'Перейти к слайду {{index}}', slideOf: 'Слайд {{index}} из {{slidesLength}}', previous: 'Предыдущий слайд', next: 'Следующий слайд', first: 'Это первый слайд', last: 'Это последний слайд' };
    const options = toSwiperOptions(sliderPlan(input({ slideCount: 4 })), { modules, paginationEl: el, initialSlide: 0, messages });
    expect(options.a11y).toEqual({
      paginationBulletMessage: 'Перейти к слайду {{index}}',
      slideLabelMessage: 'Слайд {{index}} из {{slidesLength}}',
      prevSlideMessage: 'Предыдущий слайд',
      nextSlideMessage: 'Следующий слайд',
      firstSlideMessage: 'Это первый слайд',
      lastSlideMessage: 'Это последний слайд',
    });
    expect(toSwiperOptions(sliderPlan(input({ slideCount: 4 })), { modules, paginationEl: el, initialSlide: 0 }).a11y).toBeUndefined();
  });
});
