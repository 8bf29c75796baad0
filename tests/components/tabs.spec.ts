import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { TAB_DRAG_HOVER_MS, TAB_SHIFT_ANIMATION_MS } from '../../runtime/widgets/tabs/constants';
import { pauseClock } from '../support/clock';


const tab = (root: Locator, name: string) => root.getByRole('tab', { name });
const selectedTab = (root: Locator) => root.locator('[role="tab"][aria-selected="true"]');
const visiblePanels = (root: Locator) => root.locator('[role="tabpanel"]:not([hidden])');
const panelBox = (root: Locator) => root.locator('[data-tabs-panels]');
const height = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().height);
/** Pauses the installed clock a second ahead of the page's time (room for a busy machine), so no timer runs unless the test runs it. */
/** Script and style files the page has loaded so far (read without page.clock, whose fake `performance` lists none). */
const loadedFiles = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
/** A chunk of dnd-kit's or of the tabs' dnd-kit glue, by its name: not its content hash, which may spell "DND" by chance. */
const isDndChunk = (url: string) => /dnd/i.test(url.replace(/-[\w-]{8}\.js$/, ''));
/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(request.url()));
  return requested;
}

test.describe('tabs: accessibility and keyboard', () => {
  test('a tablist with one selected tab, panels wired with aria-controls, roving tabindex', async ({ mount }) => {
    const root = await mount('widgets/Tabs/Basic', { mode: 'run', viewport: 'desktop' });
    const list = root.getByRole('tablist', { name: 'Brewing methods' });
    await expect(list.getByRole('tab')).toHaveCount(3);
    await expect(selectedTab(root)).toHaveText('Espresso');
    await expect(visiblePanels(root)).toHaveCount(1);
    await expect(visiblePanels(root)).toContainText('18 g in');
    for (const name of ['Espresso', 'Filter', 'Cold brew']) {
      const controls = await tab(root, name).getAttribute('aria-controls');
      const panel = root.locator(`[id="${controls}"]`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab(root, name).getAttribute('id'))!);
    }
    await expect(tab(root, 'Espresso')).toHaveAttribute('tabindex', '0');
    await expect(tab(root, 'Filter')).toHaveAttribute('tabindex', '-1');

    await tab(root, 'Cold brew').click();
    await expect(selectedTab(root)).toHaveText('Cold brew');
    await expect(visiblePanels(root)).toContainText('18 hours');
    await expect(root.locator('[role="tabpanel"][hidden]')).toHaveCount(2);
    await expect(tab(root, 'Cold brew')).toHaveAttribute('tabindex', '0');
    await expect(tab(root, 'Espresso')).toHaveAttribute('tabindex', '-1');
  });

  test('Right and Left move and select with wrap-around; Home and End jump; Tab leaves the list for the panel', async ({ mount, page }) => {
    const root = await mount('widgets/Tabs/Basic', { mode: 'run', viewport: 'desktop' });
    await tab(root, 'Espresso').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(root, 'Filter')).toBeFocused();
    await expect(selectedTab(root)).toHaveText('Filter');
    await expect(visiblePanels(root)).toContainText('four-minute');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(root)).toHaveText('Espresso'); // wrapped from the last
    await page.keyboard.press('ArrowLeft');
    await expect(selectedTab(root)).toHaveText('Cold brew'); // wrapped from the first
    await expect(tab(root, 'Cold brew')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(selectedTab(root)).toHaveText('Espresso');
    await page.keyboard.press('End');
    await expect(selectedTab(root)).toHaveText('Cold brew');
    await expect(root.locator('[data-last-switch]')).toHaveText('Last switch: cold by keyboard');
    await page.keyboard.press('Tab');
    await expect(visiblePanels(root)).toBeFocused();
  });

  test('many tabs: the bar scrolls sideways to keep the selected tab in view', async ({ mount, page }) => {
    const root = await mount('widgets/Tabs/ManyTabs', { mode: 'run', viewport: 'desktop' });
    const list = root.getByRole('tablist');
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await tab(root, 'Ethiopia Yirgacheffe').focus();
    await page.keyboard.press('End');
    const last = tab(root, 'Burundi Kayanza');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    const inBar = () =>
      last.evaluate((element) => {
        const bar = element.parentElement!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.left >= bar.left - 1 && box.right <= bar.right + 1;
      });
    await expect.poll(inBar).toBe(true);
    await page.keyboard.press('ArrowRight'); // wraps to the first: the bar scrolls back
    const first = tab(root, 'Ethiopia Yirgacheffe');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(0);
  });
});

test.describe('tabs: the vertical shift animation', () => {
  test(`desktop: the panel box goes from the old height to the new over ${TAB_SHIFT_ANIMATION_MS} ms`, async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount('widgets/Tabs/Basic', { mode: 'run', viewport: 'desktop' });
    const box = panelBox(root);
    expect(await height(box)).toBe(120);
    await pauseClock(page);
    await tab(root, 'Filter').click();
    await expect(visiblePanels(root)).toContainText('four-minute');
    // The new panel shows at once; the box keeps the old height and grows from there.
    expect(await height(box)).toBe(120);
    await expect(box).toHaveAttribute('data-shifting', '');
    await page.clock.runFor(TAB_SHIFT_ANIMATION_MS / 2);
    const middle = await height(box);
    expect(middle).toBeGreaterThan(150);
    expect(middle).toBeLessThan(330);
    await page.clock.runFor(TAB_SHIFT_ANIMATION_MS / 2);
    await expect(box).not.toHaveAttribute('data-shifting');
    expect(await height(box)).toBe(360);
    expect(await box.evaluate((element) => element.style.height)).toBe('');

    // Shrinking is animated as well. The clock is paused: once the switch has started the shift, the
    // box holds the old height until the clock runs.
    await tab(root, 'Cold brew').click();
    await expect(visiblePanels(root)).toContainText('18 hours');
    await expect(box).toHaveAttribute('data-shifting', '');
    expect(await height(box)).toBe(360);
    await page.clock.runFor(TAB_SHIFT_ANIMATION_MS / 2);
    const shrinking = await height(box);
    expect(shrinking).toBeLessThan(360);
    expect(shrinking).toBeGreaterThan(200);
    await page.clock.runFor(TAB_SHIFT_ANIMATION_MS / 2);
    expect(await height(box)).toBe(200);
  });

  test('mobile: no animation, the new height at once', async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount('widgets/Tabs/Basic', { mode: 'run', viewport: 'mobile' });
    const box = panelBox(root);
    await pauseClock(page);
    await tab(root, 'Filter').click();
    // Read once the switch has rendered (a click returns before React may have re-rendered).
    await expect(visiblePanels(root)).toContainText('four-minute');
    await expect.poll(() => height(box)).toBe(360);
    await expect(box).not.toHaveAttribute('data-shifting');
  });

  test('reduced motion: no animation on desktop either', async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount('widgets/Tabs/Basic', { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    await pauseClock(page);
    await tab(root, 'Filter').click();
    await expect(visiblePanels(root)).toContainText('four-minute');
    await expect.poll(() => height(panelBox(root))).toBe(360);
    await expect(panelBox(root)).not.toHaveAttribute('data-shifting');
  });
});

test.describe('tabs: the URL hash', () => {
  test('an anchor, an element inside a tab and #tab{id} select their tab and scroll the page to the tabs; an unknown hash is ignored', async ({ mount, page }) => {
    const root = await mount('widgets/Tabs/HashSelection', { mode: 'run', viewport: 'desktop' });
    const list = root.getByRole('tablist', { name: 'Brewing guides' });
    await expect(list).not.toBeInViewport();
    await expect(selectedTab(root)).toHaveText('Espresso');

    await root.getByRole('link', { name: '#filter (anchor)' }).click();
    await expect(selectedTab(root)).toHaveText('Filter');
    await expect(list).toBeInViewport();
    await expect(root.locator('[data-last-switch]')).toHaveText('Last switch: 2 by hash');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(list).not.toBeInViewport();
    await root.getByRole('link', { name: '#tab37 (tab link)' }).click();
    await expect(selectedTab(root)).toHaveText('Cold brew');
    await expect(list).toBeInViewport();

    await page.evaluate(() => (window.location.hash = '#pour-over-notes'));
    await expect(selectedTab(root)).toHaveText('Filter');
    await expect(visiblePanels(root)).toHaveText('Pour-over notes: bergamot, peach.');

    await page.evaluate(() => window.scrollTo(0, 0));
    await root.getByRole('link', { name: '#nothing-here (unknown)' }).click();
    await expect(page).toHaveURL(/#nothing-here$/);
    await expect(selectedTab(root)).toHaveText('Filter');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a hash present when the page opens selects its tab', async ({ page }) => {
    await page.goto('gallery.html#tab37');
    await page.evaluate((params) => (window as unknown as { mount(p: unknown): Promise<void> }).mount(params), { story: 'widgets/Tabs/HashSelection', props: { mode: 'run', viewport: 'desktop' } });
    const root = page.locator('#root');
    await expect(selectedTab(root)).toHaveText('Cold brew');
    await expect(root.getByRole('tablist')).toBeInViewport();
  });
});

/** Drags the native chip onto a tab with the real mouse and holds it there (Chromium runs a real HTML5 drag). */
async function holdNativeChipOver(page: Page, root: Locator, target: Locator, mode: 'admin' | 'preview' | 'run') {
  // In admin the story wraps its tree in dnd-kit's provider once that module has loaded, which
  // mounts the tabs anew; the box is read only after that (a box read in between was null once).
  if (mode === 'admin') {
    await expect(root.locator('[data-admin-draggable="story-chip"]')).toBeVisible();
  }
  // The target's box is read before the drag starts: during a native drag Chromium may not answer
  // layout queries at once.
  await expect(target).toBeVisible();
  await expect.poll(() => target.boundingBox()).not.toBeNull();
  const box = await target.boundingBox();
  if (!box) throw new Error('the drag target has no box');
  await root.locator('[data-native-chip]').hover();
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
}

test.describe('tabs: admin drag-hover switch', () => {
  test(`admin, HTML5 drag: a tab held under a drag opens after ${TAB_DRAG_HOVER_MS} ms, not at ${TAB_DRAG_HOVER_MS - 1}`, async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount('widgets/Tabs/AdminDragHover', { mode: 'admin', viewport: 'desktop' });
    await pauseClock(page);
    await holdNativeChipOver(page, root, tab(root, 'Filter'), 'admin');
    await page.clock.runFor(TAB_DRAG_HOVER_MS - 1);
    await expect(selectedTab(root)).toHaveText('Espresso');
    await page.clock.runFor(1);
    await expect(selectedTab(root)).toHaveText('Filter');
    await expect(root.locator('[data-last-switch]')).toHaveText('Last switch: filter by drag-hover');
    await page.mouse.up();
  });

  test('admin, HTML5 drag: leaving the tab before 700 ms cancels', async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount('widgets/Tabs/AdminDragHover', { mode: 'admin', viewport: 'desktop' });
    await pauseClock(page);
    await holdNativeChipOver(page, root, tab(root, 'Filter'), 'admin');
    await page.clock.runFor(600);
    const away = (await root.locator('[data-last-switch]').boundingBox())!;
    await page.mouse.move(away.x + 10, away.y + 5, { steps: 4 });
    await page.clock.runFor(1000);
    await expect(selectedTab(root)).toHaveText('Espresso');
    await page.mouse.up();
  });

  test(`admin, dnd-kit drag: the dnd-kit module loads in admin, and a tab under a dnd-kit draggable opens after ${TAB_DRAG_HOVER_MS} ms`, async ({ mount, page }) => {
    const requested = recordRequests(page);
    await page.clock.install();
    const root = await mount('widgets/Tabs/AdminDragHover', { mode: 'admin', viewport: 'desktop' });
    const chip = root.locator('[data-admin-draggable="story-chip"]');
    await expect(chip).toBeVisible();
    expect(requested.filter(isDndChunk)).toEqual([expect.stringMatching(/\/assets\/tabs-dnd-admin-[\w-]+\.js$/)]);
    await pauseClock(page);
    const from = (await chip.boundingBox())!;
    const to = (await tab(root, 'Cold brew').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 2 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await expect(chip).toHaveAttribute('data-dragging', 'true');
    await page.clock.runFor(TAB_DRAG_HOVER_MS - 1);
    await expect(selectedTab(root)).toHaveText('Espresso');
    await page.clock.runFor(1);
    await expect(selectedTab(root)).toHaveText('Cold brew');
    await page.mouse.up();
    await expect(chip).not.toHaveAttribute('data-dragging');
  });

  for (const mode of ['preview', 'run'] as const) {
    test(`${mode}: drags never switch tabs, and dnd-kit is never loaded`, async ({ mount, page }) => {
      const requested = recordRequests(page);
      await page.clock.install();
      const root = await mount('widgets/Tabs/AdminDragHover', { mode, viewport: 'desktop' });
      await pauseClock(page);
      await holdNativeChipOver(page, root, tab(root, 'Filter'), mode);
      await page.clock.runFor(TAB_DRAG_HOVER_MS * 3);
      await expect(selectedTab(root)).toHaveText('Espresso');
      await page.mouse.up();
      await expect(root.locator('[data-admin-draggable]')).toHaveCount(0);
      expect(requested.filter(isDndChunk)).toEqual([]);
      expect(requested.some((url) => /Tabs\.stories/.test(url))).toBe(true);
    });
  }

  test('run, real clock: the resource timing list holds the story chunk and no dnd-kit chunk', async ({ mount, page }) => {
    const root = await mount('widgets/Tabs/AdminDragHover', { mode: 'run', viewport: 'desktop' });
    await expect(selectedTab(root)).toHaveText('Espresso');
    const files = await loadedFiles(page);
    expect(files.some((name) => /Tabs\.stories/.test(name))).toBe(true);
    expect(files.filter(isDndChunk)).toEqual([]);
  });
});
