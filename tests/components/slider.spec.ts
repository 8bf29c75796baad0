import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DYNAMIC_MAIN_BULLETS, SWIPE_HINT_DELAY_MS } from '../../runtime/widgets/slider/constants';
import { installPausedClock } from '../support/clock';
import { visitorArrives } from '../support/visitor';

const STORY = 'widgets/Slider';
const slider = (page: Page) => page.locator('.rt-slider').first();
const nextButton = (page: Page) => slider(page).getByRole('button', { name: 'Next slide' });
const prevButton = (page: Page) => slider(page).getByRole('button', { name: 'Previous slide' });
const SWIPER_CHUNK = /\/swiper-kit-[^/]*\.(?:js|css)$/;

/** Every Swiper chunk (JS or CSS) the page has requested so far. */
function swiperRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (SWIPER_CHUNK.test(path)) seen.push(path);
  });
  return seen;
}

/** The slider box and its first slide, in page coordinates. */
function boxes(root: Locator) {
  return root.evaluate((element) => {
    const rect = (node: Element | null) => {
      const r = node!.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    };
    const slides = element.querySelectorAll('.rt-slider__slide');
    return { box: rect(element), first: rect(slides[0] ?? null), second: rect(slides[1] ?? null), image: rect(element.querySelector('.rt-slider__slide .rt-image')) };
  });
}

/** Layout shifts (the CLS entries) the page has had, as a running total read on demand. */
async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const target = window as unknown as { __shift: number };
    target.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) target.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/**
 * Waits for Swiper's slide transition (a CSS transition, real time) to end, as Swiper sees it.
 * A transition left running when the slider scrolls away only ends once the browser paints it
 * again, and Swiper will not slide a loop while it is animating. The transition's animation is
 * gone from `getAnimations()` up to a frame before its `transitionend` reaches Swiper, and only
 * that event schedules the next autoplay change, so Swiper's own `animating` is what is waited for.
 */
async function transitionDone(root: Locator) {
  await expect
    .poll(() =>
      root.locator('.swiper').evaluate((element) => {
        const { animating, wrapperEl } = (element as HTMLElement & { swiper: LiveSwiper }).swiper;
        return animating || wrapperEl.getAnimations().length > 0;
      }),
    )
    .toBe(false);
}

interface LiveSwiper {
  animating: boolean;
  wrapperEl: HTMLElement;
  destroyed?: boolean;
  params: { speed: number; longSwipesRatio: number; longSwipesMs: number; loop: boolean; effect: string };
}
/** The options the live Swiper really has (Swiper keeps its instance on its element). */
function liveParams(root: Locator) {
  return root.locator('.swiper').evaluate((element) => {
    const { speed, longSwipesRatio, longSwipesMs, loop, effect } = (element as HTMLElement & { swiper: LiveSwiper }).swiper.params;
    return { speed, longSwipesRatio, longSwipesMs, loop, effect };
  });
}

/** A paused fake clock from the start, so no timer fires unless the test runs it. */
async function pausedClock(page: Page) {
  await installPausedClock(page);
}

/** A story mounted (by `mountStory`, in run mode) on a paused clock, its slider playing: the autoplay tests' start. */
async function playingSlider(page: Page, mountStory: () => Promise<unknown>): Promise<Locator> {
  await pausedClock(page);
  await mountStory();
  const root = slider(page);
  await expect(root).toHaveAttribute('data-autoplay', 'running');
  return root;
}

/** The slider stays on slide `now` for 1999 ms of the paused clock, and shows `next` at 2 s: one autoplay delay. */
async function nextSlideAfterDelay(page: Page, root: Locator, now: string, next: string) {
  await page.clock.runFor(1999);
  await expect(root).toHaveAttribute('data-active-index', now);
  await page.clock.runFor(1);
  await expect(root).toHaveAttribute('data-active-index', next);
}


test.describe('loading Swiper (DESIGN.md §7)', () => {
  test('Swiper JS and CSS are not requested before the slider nears the screen, nor for a slider on the screen before the visitor interacts; then they load once', async ({ mount, page }) => {
    const requests = swiperRequests(page);
    await mount(`${STORY}/BelowTheFold`, { mode: 'run', viewport: 'desktop' });
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'static');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('swiper-kit')).length)).toBe(0);

    // On the screen, but nobody has moved a mouse, touched or pressed a key: it does not autoplay, so it waits.
    await slider(page).scrollIntoViewIfNeeded();
    await expect(slider(page)).toHaveAttribute('data-in-view', 'true');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'static');
    await expect(slider(page).locator('.rt-slider__slide')).toHaveCount(1);
    expect(requests).toEqual([]);

    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    expect(requests.some((path) => path.endsWith('.js'))).toBe(true);
    expect(requests.some((path) => path.endsWith('.css'))).toBe(true);
    expect(new Set(requests).size).toBe(requests.length);
  });

  test('near the screen Swiper’s code loads; Swiper itself starts, with all its slides drawn, only once the slider is on the screen', async ({ mount, page }) => {
    const requests = swiperRequests(page);
    await mount(`${STORY}/BelowTheFold`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    // The slider's top 100 px below the window's bottom edge: near the screen, not on it.
    await slider(page).evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight - 100));
    await expect.poll(() => requests.some((path) => path.endsWith('.js'))).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'loading');
    await expect(slider(page).locator('.swiper')).not.toHaveClass(/swiper-initialized/);
    // One slide a view: the other three are not drawn yet.
    await expect(slider(page).locator('.rt-slider__slide')).toHaveCount(1);

    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    await expect(slider(page).locator('.swiper')).toHaveClass(/swiper-initialized/);
    await expect(slider(page).locator('.rt-slider__slide')).toHaveCount(4);
  });

  test('initialising causes no layout shift: the box and the first slide stay exactly where they were', async ({ mount, page }) => {
    // The story holds Swiper back until its button is pressed, so the slider is measured while it waits.
    await mount(`${STORY}/HeldLoad`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    const shift = await watchLayoutShift(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'loading');
    const before = await boxes(slider(page));
    expect(before.box.height).toBeGreaterThan(100);
    // Three slides of the first image's proportion (2400 × 1600) side by side, gaps taken from the slides.
    expect(before.box.width / before.box.height).toBeCloseTo(3 / (1600 / 2400), 1);

    // An untrusted click: a real one would mark the next 500 ms as "recent input" and hide shifts from CLS.
    await page.getByRole('button', { name: 'Load Swiper now' }).dispatchEvent('click');
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    expect(await boxes(slider(page))).toEqual(before);
    // Layout-shift entries are reported after a frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shift()).toBe(0);
  });

  test('an initialisation failure is logged and the static first slide stays', async ({ allowConsoleErrors, mount, page }) => {
    allowConsoleErrors(/slider broken: Swiper could not be loaded/);
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await mount(`${STORY}/InitError`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'error');
    await expect.poll(() => errors.join('\n')).toContain('slider broken: Swiper could not be loaded');
    await expect(slider(page).locator('.rt-slider__slide').first()).toBeInViewport();
    await expect(slider(page).locator('.rt-slider__slide .rt-image').first()).toHaveAttribute('data-state', 'loaded');
    await expect(nextButton(page)).toHaveCount(0);
  });
});

test.describe('autoplay (spec 000 §4, §6)', () => {
  test('advances every 2 s only while the slider is in view', async ({ mount, page }) => {
    const root = await playingSlider(page, () => mount(`${STORY}/Autoplay`, { mode: 'run', viewport: 'desktop' }));
    await expect(root).toHaveAttribute('data-slider-state', 'ready');
    await expect(root).toHaveAttribute('data-active-index', '0');
    await nextSlideAfterDelay(page, root, '0', '1');
    await transitionDone(root);

    // Scrolled out of view: autoplay stops and time passes without a slide change.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(root).toHaveAttribute('data-in-view', 'false');
    await expect(root).toHaveAttribute('data-autoplay', 'stopped');
    await page.clock.runFor(10_000);
    await expect(root).toHaveAttribute('data-active-index', '1');

    // Back in view it runs again, a whole delay from now.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(root).toHaveAttribute('data-autoplay', 'running');
    await transitionDone(root);
    await nextSlideAfterDelay(page, root, '1', '2');
  });

  test('the WAI carousel pattern: a named carousel group; autoplay stops while the keyboard focus is inside and runs again when it leaves', async ({ mount, page }) => {
    const root = await playingSlider(page, () => mount(`${STORY}/Autoplay`, { mode: 'run', viewport: 'desktop' }));
    await expect(root).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(page.getByRole('group', { name: 'Slideshow, 4 slides' })).toHaveAttribute('data-slider-state', 'ready');

    await page.keyboard.press('Tab');
    await expect(root.locator(':focus')).toHaveCount(1);
    await expect(root).toHaveAttribute('data-autoplay', 'stopped');
    await page.clock.runFor(6_000);
    await expect(root).toHaveAttribute('data-active-index', '0');
    // Focus moving between the slider's own controls keeps it stopped.
    await nextButton(page).focus();
    await prevButton(page).focus();
    await expect(root).toHaveAttribute('data-autoplay', 'stopped');

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(root).toHaveAttribute('data-autoplay', 'running');
    await transitionDone(root);
    await page.clock.runFor(2_000);
    await expect(root).toHaveAttribute('data-active-index', '1');
  });

  test('without loop it goes back to the first slide after the last, each delay counted from the end of the slide change before it', async ({ mount, page }) => {
    const root = await playingSlider(page, () => mount(`${STORY}/AutoplayNoLoop`, { mode: 'run', viewport: 'desktop' }));
    await expect(root).toHaveAttribute('data-loop', 'false');
    for (const next of ['1', '2', '0']) {
      await page.clock.runFor(1999);
      await expect(root).not.toHaveAttribute('data-active-index', next);
      await page.clock.runFor(1);
      await expect(root).toHaveAttribute('data-active-index', next);
      await transitionDone(root);
    }
  });

  test('a slider the visitor holds does not move under their finger; released, it plays on a whole delay later', async ({ mount, page }) => {
    const root = await playingSlider(page, () => mount(`${STORY}/Autoplay`, { mode: 'run', viewport: 'desktop' }));
    const box = (await root.locator('.swiper').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.runFor(10_000);
    await expect(root).toHaveAttribute('data-active-index', '0');
    await page.mouse.up();
    await nextSlideAfterDelay(page, root, '0', '1');
  });

  test('plays on the runtime\'s clock, not on a frame loop: while it waits for its next slide it asks for no animation frame at every frame', async ({ mount, page }) => {
    const root = await playingSlider(page, () => mount(`${STORY}/Autoplay`, { mode: 'run', viewport: 'desktop' }));
    await expect(root).toHaveAttribute('data-active-index', '0');
    await page.evaluate(() => {
      const ask = window.requestAnimationFrame.bind(window);
      Object.assign(window, { framesAsked: 0 });
      window.requestAnimationFrame = (callback) => {
        Object.assign(window, { framesAsked: (window as unknown as { framesAsked: number }).framesAsked + 1 });
        return ask(callback);
      };
    });
    await page.clock.runFor(500);
    // Swiper itself may ask for one as it settles a loop; a frame loop would have asked for some 30.
    expect(await page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked)).toBeLessThanOrEqual(2);
    await expect(root).toHaveAttribute('data-active-index', '0');
  });

  test('admin never autoplays and never loops; reduced motion never autoplays', async ({ mount, page }) => {
    await pausedClock(page);
    await mount(`${STORY}/Autoplay`, { mode: 'admin', viewport: 'desktop' });
    await visitorArrives(page);
    const root = slider(page);
    await expect(root).toHaveAttribute('data-slider-state', 'ready');
    await expect(root).toHaveAttribute('data-autoplay', 'off');
    await expect(root).toHaveAttribute('data-loop', 'false');
    await page.clock.runFor(10_000);
    await expect(root).toHaveAttribute('data-active-index', '0');
    // No loop: nothing before the first slide.
    await expect(prevButton(page)).toBeDisabled();

    await mount(`${STORY}/Autoplay`, { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    await expect(slider(page)).toHaveAttribute('data-autoplay', 'off');
    await expect(slider(page)).toHaveAttribute('data-loop', 'true');
    await page.clock.runFor(10_000);
    await expect(slider(page)).toHaveAttribute('data-active-index', '0');
  });
});

test.describe('loop (spec 000 §5, §6)', () => {
  test('the owner’s loop works for visitors and is off while editing', async ({ mount, page }) => {
    await mount(`${STORY}/Generic`, { mode: 'preview', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-loop', 'true');
    await expect(prevButton(page)).toBeEnabled();
    await prevButton(page).click();
    await expect(slider(page)).toHaveAttribute('data-active-index', '3');

    await mount(`${STORY}/Generic`, { mode: 'admin', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-loop', 'false');
    await expect(prevButton(page)).toBeDisabled();
  });

  test('one slide: no loop, nothing to slide, Swiper never loads; while editing a note says it needs two', async ({ mount, page }) => {
    const requests = swiperRequests(page);
    await mount(`${STORY}/OneSlide`, { mode: 'run', viewport: 'desktop' });
    const root = slider(page);
    await expect(root.locator('.rt-slider__slide .rt-image')).toHaveAttribute('data-state', 'loaded');
    await page.waitForLoadState('networkidle');
    await expect(root).toHaveAttribute('data-slider-state', 'static');
    await expect(root).not.toHaveAttribute('data-loop');
    await expect(root.locator('.rt-slider__slide')).toHaveCount(1);
    await expect(nextButton(page)).toHaveCount(0);
    expect(requests).toEqual([]);
    // The owner asked for loop and autoplay: visitors see just the slide, the editor is told why it stands still.
    await expect(page.locator('[data-slider-note]')).toHaveCount(0);
    await mount(`${STORY}/OneSlide`, { mode: 'preview', viewport: 'desktop' });
    await expect(slider(page).locator('.rt-slider__slide .rt-image')).toHaveAttribute('data-state', 'loaded');
    await expect(page.locator('[data-slider-note]')).toHaveCount(0);
    await mount(`${STORY}/OneSlide`, { mode: 'admin', viewport: 'desktop' });
    await expect(slider(page).locator('[data-slider-note]')).toHaveText('A slider needs at least 2 slides to loop or autoplay, so this one stays still. Add images to make it move.');
    await expect(slider(page).locator('[data-slider-note]')).toBeVisible();
    await expect(slider(page).locator('.rt-slider__slide')).toHaveCount(1);
    await expect(slider(page)).not.toHaveAttribute('data-loop');
    expect(requests).toEqual([]);
  });
});

test.describe('slide position while editing (spec 000 §6)', () => {
  test('remembered across re-renders, mode and viewport switches and a reload; not for visitors', async ({ mount, page }) => {
    const component = await mount(`${STORY}/Generic`, { mode: 'admin', viewport: 'desktop' });
    await visitorArrives(page);
    const root = slider(page);
    await expect(root).toHaveAttribute('data-slider-state', 'ready');
    await nextButton(page).click();
    await expect(root).toHaveAttribute('data-active-index', '1');
    await nextButton(page).click();
    await expect(root).toHaveAttribute('data-active-index', '2');

    // Same tree, another viewport and another mode: the slide stays.
    await component.update({ mode: 'admin', viewport: 'mobile' });
    await expect(root).toHaveAttribute('data-viewport', 'mobile');
    await expect(root).toHaveAttribute('data-active-index', '2');
    await component.update({ mode: 'preview', viewport: 'desktop' });
    await expect(root).toHaveAttribute('data-loop', 'true');
    await expect(root).toHaveAttribute('data-active-index', '2');

    // A reload: the editor's remembered position comes back from storage. (The mount fixture loads
    // the gallery page anew on every mount; a page.reload() before it raced with that navigation.)
    await mount(`${STORY}/Generic`, { mode: 'admin', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    await expect(slider(page)).toHaveAttribute('data-active-index', '2');
    // The slide shown is the third one, not just the number.
    await expect(slider(page).locator('.swiper-slide-active img.rt-image__img')).toHaveAttribute('alt', /roastery/i);

    // Visitors start at the first slide.
    await mount(`${STORY}/Generic`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    await expect(slider(page)).toHaveAttribute('data-active-index', '0');
  });

  test('the editor’s jump-to-slide event moves to that slide, and it is remembered', async ({ mount, page }) => {
    await mount(`${STORY}/Generic`, { mode: 'admin', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    await page.getByRole('button', { name: 'Editor: jump to slide 3' }).click();
    await expect(slider(page)).toHaveAttribute('data-active-index', '2');

    await mount(`${STORY}/Generic`, { mode: 'admin', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-active-index', '2');
  });
});

test.describe('swipe hint (spec 000 §9)', () => {
  test('appears 500 ms after the slider is in view on mobile (not at 499), before Swiper has loaded, and goes at the first touch', async ({ mount, page }) => {
    await pausedClock(page);
    await mount(`${STORY}/Generic`, { mode: 'run', viewport: 'mobile' });
    const root = slider(page);
    // Before the visitor has touched anything Swiper has not loaded: the hint does not wait for it.
    await expect(root).toHaveAttribute('data-slider-state', 'static');
    await expect(root).toHaveAttribute('data-in-view', 'true');
    await page.clock.runFor(SWIPE_HINT_DELAY_MS - 1);
    await expect(root.locator('[data-swipe-hint]')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(root.locator('[data-swipe-hint]')).toBeVisible();
    // It nudges a few times and then rests (a nudge without end kept the page drawing every frame).
    const nudgesEndAt = await root.locator('[data-swipe-hint]').evaluate((hint) => hint.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().endTime)));
    expect(nudgesEndAt).toHaveLength(1);
    expect(nudgesEndAt[0]).toBeCloseTo(3 * 1600);

    await root.locator('.rt-slider__viewport').dispatchEvent('pointerdown');
    await expect(root.locator('[data-swipe-hint]')).toHaveCount(0);
    await page.clock.runFor(5000);
    await expect(root.locator('[data-swipe-hint]')).toHaveCount(0);
  });

  test('no hint for a desktop mouse', async ({ mount, page }) => {
    await pausedClock(page);
    await mount(`${STORY}/Generic`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    await page.clock.runFor(5000);
    await expect(slider(page).locator('[data-swipe-hint]')).toHaveCount(0);
  });
});

test.describe('a swipe before Swiper has started', () => {
  test('is not lost: a long swipe made while Swiper loads decides the slide it starts on, and its release is no click', async ({ mount, page }) => {
    // The story holds Swiper back until its button is pressed: the swipe is over before Swiper is there.
    await mount(`${STORY}/HeldLoad`, { mode: 'run', viewport: 'mobile' });
    const root = slider(page);
    await expect(root).toHaveAttribute('data-slider-state', 'static');
    const box = (await root.locator('.rt-slider__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    // The finger arriving is the visitor's first interaction: Swiper is asked for, and held.
    await page.mouse.move(box.x + box.width * 0.8, y);
    await expect(root).toHaveAttribute('data-slider-state', 'loading');
    await page.evaluate(() => {
      Object.assign(window, { slideClicks: 0 });
      window.addEventListener('click', () => Object.assign(window, { slideClicks: (window as unknown as { slideClicks: number }).slideClicks + 1 }));
    });
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 4 });
    await page.mouse.up();
    // The release is not a click on the slide (a card's photo would open its product).
    expect(await page.evaluate(() => (window as unknown as { slideClicks: number }).slideClicks)).toBe(0);
    await page.getByRole('button', { name: 'Load Swiper now' }).click();
    await expect(root).toHaveAttribute('data-slider-state', 'ready');
    await expect(root).toHaveAttribute('data-active-index', '1');
  });
});

test.describe('the controls before Swiper has started', () => {
  test('Tab reaches the arrows while Swiper loads; Next pressed then moves exactly one slide, Swiper starts there and the arrow keeps the focus', async ({ mount, page }) => {
    // Nine slides, three at a time: dynamic bullets, which wait for Swiper; the arrows do not.
    await mount(`${STORY}/HeldLoad`, { mode: 'run', viewport: 'desktop' });
    const root = slider(page);
    await expect(root).toHaveAttribute('data-slider-state', 'static');
    // The first Tab is the visitor's first interaction: Swiper is asked for (and held), and the focus is on the slider's first arrow.
    await page.keyboard.press('Tab');
    await expect(prevButton(page)).toBeFocused();
    await expect(prevButton(page)).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Tab');
    await expect(nextButton(page)).toBeFocused();
    await expect(root).toHaveAttribute('data-slider-state', 'loading');
    await page.keyboard.press('Enter');
    await expect(prevButton(page)).not.toHaveAttribute('aria-disabled');

    // An untrusted click, which moves no focus.
    await page.getByRole('button', { name: 'Load Swiper now' }).dispatchEvent('click');
    await expect(root).toHaveAttribute('data-slider-state', 'ready');
    await expect(root).toHaveAttribute('data-active-index', '1');
    await expect(nextButton(page)).toBeFocused();
  });
});

test.describe('controls', () => {
  test('dynamic bullets with 9 slides, plain bullets with 4', async ({ mount, page }) => {
    await mount(`${STORY}/ManyCards`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    await expect(slider(page).locator('.swiper-pagination')).toHaveClass(/swiper-pagination-bullets-dynamic/);

    await mount(`${STORY}/Generic`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    await expect(slider(page).locator('.swiper-pagination-bullet')).toHaveCount(4);
    await expect(slider(page).locator('.swiper-pagination')).not.toHaveClass(/swiper-pagination-bullets-dynamic/);
  });

  test('while a video plays the arrows and bullets are hidden, swiping still works; they come back after', async ({ mount, page }) => {
    await mount(`${STORY}/WithPlayingVideo`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    const root = slider(page);
    await expect(root).toHaveAttribute('data-slider-state', 'ready');
    await expect(root).toHaveAttribute('data-controls', 'reduced');
    await expect(nextButton(page)).toBeHidden();
    await expect(root.locator('.swiper-pagination')).toBeHidden();

    const box = (await root.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect(root).toHaveAttribute('data-active-index', '1');

    await page.getByRole('button', { name: 'Pause the video' }).click();
    await expect(root).toHaveAttribute('data-controls', 'full');
    await expect(nextButton(page)).toBeVisible();
    await expect(root.locator('.swiper-pagination')).toBeVisible();
  });

  // One behaviour a test: five mounts in one test took it past 10 s on a loaded 2-core machine.
  test('fade with a fraction, and vertical, get what they ask for', async ({ mount, page }) => {
    await mount(`${STORY}/Fade`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    expect(await liveParams(slider(page))).toEqual({ speed: 350, longSwipesRatio: 0.1, longSwipesMs: 100, loop: false, effect: 'fade' });
    await expect(slider(page).locator('.swiper')).toHaveClass(/swiper-fade/);
    await expect(slider(page).locator('.swiper-pagination')).toHaveText('1 / 4');

    await mount(`${STORY}/Vertical`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    await expect(slider(page).locator('.swiper')).toHaveClass(/swiper-vertical/);
    await nextButton(page).click();
    await expect(slider(page)).toHaveAttribute('data-active-index', '1');
  });

  test('the card slider: its bullets and speed, and its fade at 450 ms in preview and 300 ms while editing', async ({ mount, page }) => {
    await mount(`${STORY}/CardSlider`, { mode: 'run', viewport: 'desktop' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-variant', 'card');
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    await expect(slider(page).locator('.swiper-pagination-bullet')).toHaveCount(3);
    expect((await liveParams(slider(page))).speed).toBe(300);

    // The card's fade: 450 ms in preview, 300 ms while editing.
    await mount(`${STORY}/CardSlider`, { mode: 'preview', viewport: 'desktop', effect: 'fade' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    expect(await liveParams(slider(page))).toMatchObject({ speed: 450, effect: 'fade' });
    await mount(`${STORY}/CardSlider`, { mode: 'admin', viewport: 'desktop', effect: 'fade' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
    expect((await liveParams(slider(page))).speed).toBe(300);
  });

  test('unmounting destroys Swiper, and its autoplay timer never fires afterwards', async ({ mount, page }) => {
    await pausedClock(page);
    const component = await mount(`${STORY}/Autoplay`, { mode: 'run', viewport: 'desktop' });
    await expect(slider(page)).toHaveAttribute('data-autoplay', 'running');
    const swiperEl = await slider(page).locator('.swiper').elementHandle();
    await component.unmount();
    await expect(page.locator('.rt-slider')).toHaveCount(0);
    expect(await swiperEl!.evaluate((element) => (element as HTMLElement & { swiper: LiveSwiper | null }).swiper)).toBeNull();
    await page.clock.runFor(10_000);
  });
});

/** Each node's box, centre first, rounded to a tenth of a pixel (sub-pixel layout aside). */
function targets(nodes: Locator) {
  return nodes.evaluateAll((elements) =>
    elements.map((element) => {
      const r = element.getBoundingClientRect();
      const tenth = (value: number) => Math.round(value * 10) / 10;
      return { x: tenth(r.x + r.width / 2), y: tenth(r.y + r.height / 2), width: tenth(r.width), height: tenth(r.height) };
    }),
  );
}

/** WCAG 2.2 SC 2.5.8 (target size, minimum): 24 × 24 CSS px, or no other target's centre within 24 px. */
const TARGET_MIN_PX = 24;
function undersized(boxes: { x: number; y: number; width: number; height: number }[]) {
  return boxes.filter((box, index) => {
    const big = box.width >= TARGET_MIN_PX && box.height >= TARGET_MIN_PX;
    const spaced = boxes.every((other, at) => at === index || Math.hypot(other.x - box.x, other.y - box.y) >= TARGET_MIN_PX);
    return !big && !spaced;
  });
}

test.describe('bullets on a phone, the only controls a tap reaches (WCAG 2.2 SC 2.5.8)', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });

  test('each bullet is a 24 × 24 px target around its 8 px dot, where the dots drawn before Swiper were; a tap on one shows its slide', async ({ mount, page }) => {
    await mount(`${STORY}/Generic`, { mode: 'run', viewport: 'mobile' });
    const root = slider(page);
    await expect(root).toHaveAttribute('data-slider-state', 'static');
    const before = await targets(root.locator('.rt-slider__dot'));
    expect(before).toHaveLength(4);
    await visitorArrives(page);
    await expect(root).toHaveAttribute('data-slider-state', 'ready');
    // The arrows are out of a tap's reach on the mobile viewport.
    await expect(nextButton(page)).toHaveCSS('pointer-events', 'none');
    const bullets = root.getByRole('button', { name: /Go to slide/ });
    const after = await targets(bullets);
    expect(after.map(({ width, height }) => [width, height])).toEqual(Array.from({ length: 4 }, () => [TARGET_MIN_PX, TARGET_MIN_PX]));
    // Swiper's bullets took the places of the dots: starting moved nothing.
    expect(after).toEqual(before);
    // The dot is drawn 8 px wide in the middle of its box.
    expect(await bullets.first().evaluate((bullet) => getComputedStyle(bullet, '::before').width)).toBe('8px');

    await bullets.nth(2).tap();
    await expect(root).toHaveAttribute('data-active-index', '2');
  });

  test('dynamic bullets (more than 7 slides) keep their centres 24 px apart, the active one a whole 24 px target, and a tap still moves', async ({ mount, page }) => {
    await mount(`${STORY}/ManyCards`, { mode: 'run', viewport: 'mobile' });
    await visitorArrives(page);
    const root = slider(page);
    await expect(root).toHaveAttribute('data-slider-state', 'ready');
    const pagination = root.locator('.swiper-pagination');
    await expect(pagination).toHaveClass(/swiper-pagination-bullets-dynamic/);
    // Swiper sizes its window of bullets from one bullet's box: the main ones and two on each side.
    expect((await pagination.boundingBox())?.width).toBe(TARGET_MIN_PX * (DYNAMIC_MAIN_BULLETS + 4));
    const bullets = root.getByRole('button', { name: /Go to slide/ });
    expect(undersized(await targets(bullets))).toEqual([]);
    // Swiper scales the bullets by their distance from the active one, with a transition: measured once it has run.
    await expect
      .poll(async () => (await targets(root.locator('.swiper-pagination-bullet-active'))).map(({ width, height }) => [width, height]))
      .toEqual([[TARGET_MIN_PX, TARGET_MIN_PX]]);

    await bullets.nth(1).tap();
    await expect(root).toHaveAttribute('data-active-index', '1');
  });
});

test.describe('responsive mode and empty sliders', () => {
  test('enabledOn mobile: a grid on desktop without Swiper, a slider on mobile', async ({ mount, page }) => {
    const requests = swiperRequests(page);
    await mount(`${STORY}/MobileOnly`, { mode: 'run', viewport: 'desktop' });
    await expect(slider(page)).toHaveAttribute('data-slider-layout', 'grid');
    await expect(slider(page).locator('.rt-image')).toHaveCount(4);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    await mount(`${STORY}/MobileOnly`, { mode: 'run', viewport: 'mobile' });
    await visitorArrives(page);
    await expect(slider(page)).toHaveAttribute('data-slider-layout', 'slider');
    await expect(slider(page)).toHaveAttribute('data-slider-state', 'ready');
  });

  test('no slides: nothing for visitors, a note while editing', async ({ mount, page }) => {
    const visitor = await mount(`${STORY}/NoSlides`, { mode: 'run', viewport: 'desktop' });
    await expect(visitor.getByText('No slides: nothing for visitors')).toBeVisible();
    await expect(page.locator('.rt-slider')).toHaveCount(0);

    await mount(`${STORY}/NoSlides`, { mode: 'admin', viewport: 'desktop' });
    await expect(page.locator('[data-slider-empty]')).toContainText('This slider has no slides yet');
  });
});
