import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ANCHORS_ANIMATION_MS, ANCHORS_SPACING_PX, ANCHORS_STAGGER_MS } from '../../runtime/widgets/anchors/anchor-rules';

const STORY = 'widgets/Anchors';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Page sections' });
const dots = (page: Page) => nav(page).getByRole('link');
const dot = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const activeDot = (page: Page) => nav(page).locator('a[aria-current]');
const title = (link: Locator) => link.locator('.rt-anchors__title');
/** The section's top edge relative to the screen. */
const sectionTop = (page: Page, id: string) => page.locator(`[data-section-id="${id}"]`).evaluate((element) => Math.round(element.getBoundingClientRect().top) + 0); // + 0: -0 reads as 0
const scrollToSection = (page: Page, id: string) => page.locator(`[data-section-id="${id}"]`).evaluate((element) => element.scrollIntoView({ block: 'start' }));
/**
 * Counts the history entries the page adds from now on. Not history.length: it counts the page's
 * loads before the story too, and Chromium keeps at most 50 entries, so the length stops growing.
 */
const countPushes = (page: Page) =>
  page.evaluate(() => {
    const pushState = history.pushState.bind(history);
    Object.assign(window, { __pushes: 0 });
    history.pushState = (...args: Parameters<History['pushState']>) => {
      (window as unknown as { __pushes: number }).__pushes += 1;
      pushState(...args);
    };
  });
const pushes = (page: Page) => page.evaluate(() => (window as unknown as { __pushes: number }).__pushes);
const hash = (page: Page) => page.evaluate(() => location.hash);
/** Records the options of every scrollIntoView call from now on. */
const recordScrolls = (page: Page) =>
  page.evaluate(() => {
    const calls: unknown[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      calls.push(options);
      original.call(this, options);
    };
    Object.assign(window, { __scrolls: calls });
  });
const recordedScrolls = (page: Page) => page.evaluate(() => (window as unknown as { __scrolls: ScrollIntoViewOptions[] }).__scrolls.map((options) => options.behavior));
/** Each dot's item: its computed animation name, duration and delay in ms. */
const animations = (page: Page) =>
  nav(page)
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return { name: style.animationName, durationMs: parseFloat(style.animationDuration) * 1000, delayMs: Math.round(parseFloat(style.animationDelay) * 1000) };
      }),
    );

test.describe('anchors widget: which dots show', () => {
  test('desktop: one dot per enabled section, named by its title and linking to its anchor (or id); the section hidden here gets none', async ({ mount, page }) => {
    await mount(`${STORY}/Dots`, { mode: 'preview', viewport: 'desktop' });
    await expect(dots(page)).toHaveCount(4);
    for (const [name, href] of [
      ['Welcome', '#welcome'],
      ['Our story', '#our-story'],
      ['Menu', '#menu'],
      ['Visit us', '#visit'],
    ] as const) {
      await expect(dot(page, name)).toHaveAttribute('href', href);
    }
    await expect(dot(page, 'Events')).toHaveCount(0);
    // A fixed column at the right edge of the screen.
    expect(await nav(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  });

  test("the owner's entries retitle a dot and leave a section out", async ({ mount, page }) => {
    await mount(`${STORY}/OwnerEntries`, { mode: 'run', viewport: 'desktop' });
    await expect(dots(page)).toHaveCount(3);
    await expect(dot(page, 'Start here')).toHaveAttribute('href', '#welcome');
    await expect(dot(page, 'Menu')).toHaveCount(0);
  });

  test('mobile: nothing in preview and run; admin shows the dots on mobile too', async ({ mount, page }) => {
    const root = await mount(`${STORY}/Dots`, { mode: 'preview', viewport: 'desktop' });
    await expect(dots(page)).toHaveCount(4); // the widget's code is loaded: "none" below is the policy, not a slow chunk
    await root.update({ mode: 'preview', viewport: 'mobile' });
    await expect(nav(page)).toHaveCount(0);
    await root.update({ mode: 'run', viewport: 'mobile' });
    await expect(nav(page)).toHaveCount(0);
    await root.update({ mode: 'admin', viewport: 'mobile' });
    // On mobile the section hidden on desktop is enabled: five dots.
    await expect(dots(page)).toHaveCount(5);
    await expect(dot(page, 'Events')).toHaveAttribute('href', '#events');

    await mount(`${STORY}/MobileAdmin`);
    await expect(dots(page)).toHaveCount(5);
  });

  test('fewer than 2 sections: admin shows a placeholder that says why; preview and run show nothing', async ({ mount, page }) => {
    const root = await mount(`${STORY}/Placeholder`, { mode: 'admin', viewport: 'desktop' });
    const note = page.getByRole('note').filter({ hasText: 'The anchors widget shows when at least 2 enabled blocks have anchors' });
    await expect(note).toBeVisible();
    await expect(nav(page)).toHaveCount(0);
    await root.update({ mode: 'admin', viewport: 'mobile' });
    await expect(note).toBeVisible();
    await root.update({ mode: 'preview', viewport: 'desktop' });
    await expect(note).toHaveCount(0);
    await root.update({ mode: 'run', viewport: 'desktop' });
    await expect(page.locator('[data-anchors-placeholder]')).toHaveCount(0);
    await expect(nav(page)).toHaveCount(0);

    await mount(`${STORY}/Russian`, { mode: 'admin', viewport: 'desktop' });
    await expect(page.getByRole('note')).toHaveText('Виджет якорей появится, когда якоря будут хотя бы у 2 включённых блоков');
  });
});

test.describe('anchors widget: following and moving', () => {
  test('the active dot (aria-current) follows the section that crosses the middle of the screen', async ({ mount, page }) => {
    await mount(`${STORY}/Dots`, { mode: 'run', viewport: 'desktop' });
    await expect(activeDot(page)).toHaveAccessibleName('Welcome');
    await expect(activeDot(page)).toHaveAttribute('aria-current', 'location');
    await scrollToSection(page, 'menu');
    await expect(activeDot(page)).toHaveAccessibleName('Menu');
    await expect(activeDot(page)).toHaveCount(1);
    // Past the section hidden on desktop, straight to the last.
    await scrollToSection(page, 'visit');
    await expect(activeDot(page)).toHaveAccessibleName('Visit us');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(activeDot(page)).toHaveAccessibleName('Welcome');
  });

  test('a click scrolls smoothly to the section and adds the hash to the history, as a link; Enter does the same', async ({ mount, page }) => {
    await mount(`${STORY}/Dots`, { mode: 'run', viewport: 'desktop' });
    await expect(dots(page)).toHaveCount(4);
    await recordScrolls(page);
    await countPushes(page);
    await dot(page, 'Our story').click();
    expect(await hash(page)).toBe('#our-story');
    expect(await pushes(page)).toBe(1);
    expect(await recordedScrolls(page)).toEqual(['smooth']);
    await expect.poll(() => sectionTop(page, 'story')).toBe(0);
    await expect(activeDot(page)).toHaveAccessibleName('Our story');

    await dot(page, 'Visit us').focus();
    await page.keyboard.press('Enter');
    expect(await hash(page)).toBe('#visit');
    expect(await pushes(page)).toBe(2);
    await expect.poll(() => sectionTop(page, 'visit')).toBe(0);
    // The same dot again: no second history entry for the same hash.
    await page.keyboard.press('Enter');
    expect(await pushes(page)).toBe(2);
    // Back goes through the entries the dots added, as after links.
    await page.goBack();
    expect(await hash(page)).toBe('#our-story');
    await page.goBack();
    expect(await hash(page)).toBe('');
  });

  test('reduced motion: a click jumps (no smooth scroll, even where the site’s CSS asks for one)', async ({ mount, page }) => {
    await mount(`${STORY}/Dots`, { mode: 'preview', viewport: 'desktop', flags: { reducedMotion: true } });
    await recordScrolls(page);
    await dot(page, 'Menu').click();
    expect(await recordedScrolls(page)).toEqual(['instant']);
    expect(await sectionTop(page, 'menu')).toBe(0);
    expect(await hash(page)).toBe('#menu');
    // "Menu" has no anchor name: its dot's target is its id, which is its section's DOM id, so the
    // address the dot wrote lands on it by the browser's own fragment scroll (a reload, a shared link).
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      location.hash = '#visit';
    });
    expect(await sectionTop(page, 'visit')).toBe(0);
    await page.evaluate(() => void (location.hash = '#menu'));
    expect(await sectionTop(page, 'menu')).toBe(0);
  });

  test('admin: a click neither scrolls nor touches the address', async ({ mount, page }) => {
    await mount(`${STORY}/Dots`, { mode: 'admin', viewport: 'desktop' });
    await countPushes(page);
    await dot(page, 'Visit us').click();
    expect(await hash(page)).toBe('');
    expect(await pushes(page)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('anchors widget: titles, focus, layout and motion', () => {
  test('the title shows beside its dot on hover and on keyboard focus, with a visible focus ring', async ({ mount, page }) => {
    await mount(`${STORY}/Dots`, { mode: 'preview', viewport: 'desktop' });
    const story = dot(page, 'Our story');
    await expect(title(story)).toBeHidden();
    await story.hover();
    await expect(title(story)).toBeVisible();
    await expect(title(story)).toHaveText('Our story');
    const [tip, link] = await Promise.all([title(story).boundingBox(), story.boundingBox()]);
    expect(tip!.x + tip!.width).toBeLessThanOrEqual(link!.x); // to the left of the dot, inside the screen
    expect(tip!.x).toBeGreaterThan(0);
    await page.mouse.move(10, 10);
    await expect(title(story)).toBeHidden();

    // The page has nothing else to focus: Tab reaches the first dot, then the next.
    await page.keyboard.press('Tab');
    const welcome = dot(page, 'Welcome');
    await expect(welcome).toBeFocused();
    await expect(title(welcome)).toBeVisible();
    expect(await welcome.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.keyboard.press('Tab');
    await expect(story).toBeFocused();
    await expect(title(story)).toBeVisible();
    await expect(title(welcome)).toBeHidden();
  });

  test(`dots are ${ANCHORS_SPACING_PX} px apart and appear over ${ANCHORS_ANIMATION_MS} ms, each ${ANCHORS_STAGGER_MS} ms after the one before`, async ({ mount, page }) => {
    await mount(`${STORY}/Dots`, { mode: 'run', viewport: 'desktop' });
    await expect(dots(page)).toHaveCount(4);
    expect(await animations(page)).toEqual([0, 1, 2, 3].map((index) => ({ name: 'rt-anchors-in', durationMs: ANCHORS_ANIMATION_MS, delayMs: index * ANCHORS_STAGGER_MS })));
    const centres = await dots(page).evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map((box) => box.top + box.height / 2));
    for (let index = 1; index < centres.length; index += 1) expect(centres[index]! - centres[index - 1]!).toBeCloseTo(ANCHORS_SPACING_PX, 0);
  });

  test('reduced motion, from the flag or the system setting: the dots appear without animation', async ({ mount, page }) => {
    await mount(`${STORY}/Dots`, { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    await expect(dots(page)).toHaveCount(4);
    expect((await animations(page)).map((animation) => animation.name)).toEqual(['none', 'none', 'none', 'none']);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await mount(`${STORY}/Dots`, { mode: 'run', viewport: 'desktop' });
      await expect(dots(page)).toHaveCount(4);
      expect((await animations(page)).map((animation) => animation.name)).toEqual(['none', 'none', 'none', 'none']);
    } finally {
      // The page outlives the test (one context per worker): put the system setting back.
      await page.emulateMedia({ reducedMotion: null });
    }
  });
});
