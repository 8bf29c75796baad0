import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BUNDLE_PLACEHOLDER_MIN_HEIGHT_PX } from '../../runtime/blocks/bundle/constants';
import { TAB_DRAG_HOVER_MS } from '../../runtime/widgets/tabs/constants';
import { pauseClock } from '../support/clock';


const bundle = (root: Locator) => root.locator('[data-bundle="menu"]');
const tab = (root: Locator, name: string) => root.getByRole('tab', { name });
const selectedTab = (root: Locator) => root.locator('[role="tab"][aria-selected="true"]');
const visiblePanel = (root: Locator) => root.locator('.rt-tabs__panel:not([hidden])');
const hash = (page: Page) => page.evaluate(() => window.location.hash);
const setHash = (page: Page, value: string) => page.evaluate((next) => void (window.location.hash = next), value);
/** Two animation frames: IntersectionObserver has reported a scroll by then. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

const text = (id: string, value: string) => ({ id, type: 'figure', data: { kind: 'text', tag: 'p', text: value } });
const SMALL_TABS = [
  { id: 'hot', title: 'Hot', elements: [text('hot-text', 'Espresso and flat whites')] },
  { id: 'cold', title: 'Cold', elements: [text('cold-text', 'Cold brew and tonics')] },
];

test.describe('BUNDLE: tabs with real content', () => {
  test('three tabs laid out like a FREE section; a visitor selection shows one panel and writes the tab hash', async ({ mount, page }) => {
    const root = await mount('blocks/Bundle/ThreeTabs', { mode: 'run', viewport: 'desktop' });
    await expect(root.getByRole('tablist', { name: 'Our menu' }).getByRole('tab')).toHaveText(['Espresso bar', 'Pastries', 'Beans']);
    await expect(selectedTab(root)).toHaveText('Espresso bar');
    await expect(visiblePanel(root).locator('.rt-free .rt-cell')).toHaveCount(3);
    await expect(visiblePanel(root).locator('[data-element-type="media01"] .rt-image')).toHaveAttribute('data-state', 'loaded');
    await expect(visiblePanel(root).getByRole('button', { name: 'Add a flat white' })).toBeVisible();
    // Counted from here: the worker's browser context keeps its history between tests.
    const historyBefore = await page.evaluate(() => window.history.length);

    await tab(root, 'Pastries').click();
    await expect(visiblePanel(root)).toContainText('Cardamom buns');
    await expect(root.locator('.rt-tabs__panel:not([hidden])')).toHaveCount(1);
    expect(await hash(page)).toBe('#bundle-menu-pastries');
    await tab(root, 'Espresso bar').click();
    expect(await hash(page)).toBe('#espresso-bar'); // a tab with an anchor is named by it

    // The selection replaced the hash: no history entry for each tab.
    expect(await page.evaluate(() => window.history.length)).toBe(historyBefore);
  });

  test('admin: selecting does not touch the hash', async ({ mount, page }) => {
    const root = await mount('blocks/Bundle/ThreeTabs', { mode: 'admin', viewport: 'desktop' });
    await tab(root, 'Beans').click();
    await expect(visiblePanel(root)).toContainText('Roasted every Tuesday');
    expect(await hash(page)).toBe('');
  });

  test('mobile with five tabs: a dropdown select; desktop: the tab bar', async ({ mount, page }) => {
    const mobile = await mount('blocks/Bundle/FiveTabs', { mode: 'run', viewport: 'mobile' });
    await expect(mobile.getByRole('tablist')).toHaveCount(0);
    const button = mobile.locator('button[aria-haspopup="listbox"]');
    await expect(button).toHaveText('Espresso bar');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Merch');
    await expect(visiblePanel(mobile)).toHaveText('Mugs, totes and a very good grinder.');
    expect(await hash(page)).toBe('#bundle-menu-merch');

    const desktop = await mount('blocks/Bundle/FiveTabs', { mode: 'run', viewport: 'desktop' });
    await expect(desktop.getByRole('tablist').getByRole('tab')).toHaveCount(5);
    await expect(desktop.locator('button[aria-haspopup="listbox"]')).toHaveCount(0);
  });
});

test.describe('BUNDLE: lazy creation', () => {
  test('the tabs content is created only when the block comes beside the screen; the space is reserved before', async ({ mount, page }) => {
    const root = await mount('blocks/Bundle/FarBelow', { mode: 'run', viewport: 'desktop' });
    await expect(bundle(root).getByRole('tablist')).toHaveCount(1);
    await expect(bundle(root)).not.toHaveAttribute('data-created');
    await expect(root.getByText('Our house blend', { exact: false })).toHaveCount(0);
    await expect(bundle(root).locator('.rt-cell')).toHaveCount(0);
    const reserved = await bundle(root).locator('[data-tabs-panels]').evaluate((element) => element.getBoundingClientRect().height);
    expect(reserved).toBe(BUNDLE_PLACEHOLDER_MIN_HEIGHT_PX.desktop);

    // Still more than a screen away: nothing yet.
    await page.evaluate(() => window.scrollTo(0, 200));
    await settle(page);
    await expect(bundle(root).locator('.rt-cell')).toHaveCount(0);

    // Within a screen of the viewport: created, every tab at once (the inactive ones hidden).
    const top = await bundle(root).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), top - 2 * (await page.evaluate(() => window.innerHeight)) + 100);
    await expect(bundle(root)).toHaveAttribute('data-created', 'true');
    await expect(visiblePanel(root)).toContainText('Our house blend');
    await expect(bundle(root).locator('.rt-cell')).toHaveCount(10);

    // Once created it stays created, off screen too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await expect(bundle(root).locator('.rt-cell')).toHaveCount(10);
  });
});

test.describe('BUNDLE: the hash', () => {
  test('the hash selects a tab: an anchor, an element id, #tab{id}; an unknown hash is ignored', async ({ mount, page }) => {
    const root = await mount('blocks/Bundle/ThreeTabs', { mode: 'run', viewport: 'desktop' });
    await setHash(page, '#roastery-image');
    await expect(selectedTab(root)).toHaveText('Beans');
    await setHash(page, '#tabpastries');
    await expect(selectedTab(root)).toHaveText('Pastries');
    await setHash(page, '#espresso-bar');
    await expect(selectedTab(root)).toHaveText('Espresso bar');
    await setHash(page, '#bundle-menu-beans');
    await expect(selectedTab(root)).toHaveText('Beans');
    await setHash(page, '#no-such-tab');
    await expect(page).toHaveURL(/#no-such-tab$/);
    await expect(selectedTab(root)).toHaveText('Beans');
  });

  test('a hash present when the page opens selects its tab, before and after the tabs are created', async ({ page }) => {
    await page.goto('gallery.html#pastries-copy');
    await page.evaluate((params) => (window as unknown as { mount(p: unknown): Promise<void> }).mount(params), { story: 'blocks/Bundle/FarBelow', props: { mode: 'run', viewport: 'desktop' } });
    const root = page.locator('#root');
    await expect(selectedTab(root)).toHaveText('Pastries');
    // The page scrolled to the tabs, so they are created and the hash stays while the block is on screen.
    await expect(bundle(root).getByRole('tablist')).toBeInViewport();
    await expect(visiblePanel(root)).toContainText('Baked this morning');
    expect(await hash(page)).toBe('#pastries-copy');
  });

  test('the hash is reset when the block leaves the screen; a hash of something else is left alone', async ({ mount, page }) => {
    const root = await mount('blocks/Bundle/AtTop', { mode: 'run', viewport: 'desktop' });
    await tab(root, 'Beans').click();
    expect(await hash(page)).toBe('#bundle-menu-beans');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bundle(root)).not.toBeInViewport();
    await expect.poll(() => hash(page)).toBe('');
    await expect(page).toHaveURL(/gallery\.html$/);
    await expect(selectedTab(root)).toHaveText('Beans'); // the tab stays selected

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bundle(root)).toBeInViewport();
    await page.evaluate(() => window.history.replaceState(null, '', '#contacts'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bundle(root)).not.toBeInViewport();
    await settle(page);
    expect(await hash(page)).toBe('#contacts');
  });
});

test.describe('BUNDLE: editing', () => {
  test('a tab created or copied while mounted is selected', async ({ mount }) => {
    const root = await mount('blocks/Bundle/ThreeTabs', { mode: 'admin', viewport: 'desktop', tabs: SMALL_TABS });
    await tab(root, 'Cold').click();
    await expect(selectedTab(root)).toHaveText('Cold');
    await root.update({ mode: 'admin', viewport: 'desktop', tabs: [...SMALL_TABS, { id: 'cold-copy', title: 'Cold (copy)', elements: [text('cold-text-2', 'Cold brew and tonics, again')] }] });
    await expect(selectedTab(root)).toHaveText('Cold (copy)');
    await expect(visiblePanel(root)).toHaveText('Cold brew and tonics, again');
    // Deleting it selects its neighbour; the list keeps working.
    await root.update({ mode: 'admin', viewport: 'desktop', tabs: SMALL_TABS });
    await expect(selectedTab(root)).toHaveText('Cold');
    await expect(root.getByRole('tab')).toHaveCount(2);
  });

  test(`admin: dragging over a tab for ${TAB_DRAG_HOVER_MS} ms opens it`, async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount('blocks/Bundle/ThreeTabs', { mode: 'admin', viewport: 'desktop' });
    await pauseClock(page);
    const target = tab(root, 'Beans');
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await target.dispatchEvent('dragenter', { dataTransfer });
    await page.clock.runFor(TAB_DRAG_HOVER_MS - 1);
    await expect(selectedTab(root)).toHaveText('Espresso bar');
    await page.clock.runFor(1);
    await expect(selectedTab(root)).toHaveText('Beans');
    expect(await hash(page)).toBe('');
  });

  test('no tabs: admin shows a note, visitors an empty block', async ({ mount }) => {
    const admin = await mount('blocks/Bundle/NoTabs', { mode: 'admin', viewport: 'desktop' });
    await expect(admin.getByRole('note')).toContainText('has no tabs yet');
    await expect(admin.getByRole('tablist')).toHaveCount(0);
    const visitor = await mount('blocks/Bundle/NoTabs', { mode: 'run', viewport: 'desktop' });
    await expect(visitor.locator('[data-bundle-empty]')).toHaveCount(1);
    await expect(visitor.locator('[data-bundle-empty]')).toHaveText('');
    await expect(visitor.getByRole('tablist')).toHaveCount(0);
  });

  test('a broken element: its error box in admin, nothing for visitors; the rest of the tab works', async ({ mount }) => {
    const admin = await mount('blocks/Bundle/BrokenElement', { mode: 'admin', viewport: 'desktop' });
    await tab(admin, 'With a broken element').click();
    await expect(visiblePanel(admin).getByText('This text still shows.')).toBeVisible();
    await expect(visiblePanel(admin).locator('[data-part-error]')).toHaveCount(2);
    await expect(visiblePanel(admin).locator('[data-part-error]').first()).toContainText('tabs[1].elements[1].data.kind');

    const visitor = await mount('blocks/Bundle/BrokenElement', { mode: 'run', viewport: 'desktop' });
    await tab(visitor, 'With a broken element').click();
    await expect(visiblePanel(visitor).getByText('This text still shows.')).toBeVisible();
    await expect(visitor.locator('[data-part-error]')).toHaveCount(0);
  });
});
