import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { TAB_DRAG_HOVER_MS } from '../../runtime/widgets/tabs/constants';
import { chooseMode, openShell } from '../support/harness';
import { installPausedClock, pauseClock } from '../support/clock';
import { holdRequests } from '../support/held-requests';
import { visitorArrives } from '../support/visitor';

test('editor actions: a created or copied bundle tab becomes the selected tab', async ({ page }) => {
  const frame = await openShell(page, 'scenario=widgets&mode=admin&viewport=desktop&panel=editor');
  const menu = frame.locator('[data-section-id="menu"]');
  await menu.scrollIntoViewIfNeeded();
  await expect(menu.getByRole('tab', { name: 'Espresso bar' })).toHaveAttribute('aria-selected', 'true');

  const panel = page.locator('[data-editor-bundle="menu"]');
  await panel.getByRole('button', { name: 'Create tab' }).click();
  await expect(menu.getByRole('tab', { name: 'New tab 5' })).toHaveAttribute('aria-selected', 'true');
  await expect(menu.getByRole('tabpanel')).toContainText('Add content to this tab.');

  await panel.getByRole('combobox').selectOption('filter');
  await panel.getByRole('button', { name: 'Copy tab' }).click();
  await expect(menu.getByRole('tab', { name: 'Filter (copy)' })).toHaveAttribute('aria-selected', 'true');
  await expect(menu.getByRole('tab')).toHaveCount(6);
});

test('editor actions work in admin only; switching mode keeps the edited page', async ({ page }) => {
  const frame = await openShell(page, 'scenario=widgets&mode=preview&viewport=desktop&panel=editor');
  await expect(page.locator('[data-editor-bundle="menu"]').getByRole('button', { name: 'Create tab' })).toBeDisabled();
  await chooseMode(page, 'admin');
  await page.locator('[data-editor-bundle="classes"]').getByRole('button', { name: 'Create tab' }).click();
  // The classes block switches through its dropdown select (its owner's choice): the new tab is an option, and chosen.
  const classes = frame.locator('[data-section-id="classes"]');
  await expect(classes.getByRole('option', { includeHidden: true })).toHaveCount(4);
  await expect(classes.getByRole('button', { name: 'Classes: New tab 4' })).toBeVisible();
  await chooseMode(page, 'run');
  await expect(classes.getByRole('option', { includeHidden: true })).toHaveCount(4);
});

test('a BUNDLE whose owner chose the dropdown select switches through it on desktop too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('frame.html?scenario=widgets&mode=run');
  const classes = page.locator('[data-section-id="classes"]');
  await classes.scrollIntoViewIfNeeded();
  await expect(classes.getByRole('tab')).toHaveCount(0);
  await classes.getByRole('button', { name: 'Classes: Cupping' }).click();
  await classes.getByRole('option', { name: 'Latte art' }).click();
  await expect(classes.getByRole('button', { name: 'Classes: Latte art' })).toBeVisible();
  await expect(classes.getByRole('region', { name: 'Latte art' })).toContainText('Latte art class');
  await expect(classes.getByRole('region', { name: 'Cupping' })).toBeHidden();
});

test('card sliders take their settings from the card style: fade, loop, and autoplay every 3 s for visitors', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await installPausedClock(page); // no timer runs unless the test runs the clock
  await page.goto('frame.html?scenario=widgets&mode=run');
  const section = page.locator('[data-section-id="card-sliders"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.rt-card')).toHaveCount(4);
  // A centred card centres every row, the name's cart action and the price row too.
  const card = section.locator('.rt-card').first();
  const middle = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return Math.round(box.x + box.width / 2);
  };
  const cardMiddle = await middle(card);
  for (const row of [card.locator('.rt-card__name [data-action]'), card.locator('.rt-card__price-now')]) expect(Math.abs((await middle(row)) - cardMiddle)).toBeLessThanOrEqual(2);
  const slider = card.locator('[data-slider-variant="card"][data-slider-layout="slider"]');
  await expect(slider).toHaveAttribute('data-slider-state', 'ready');
  await expect(slider).toHaveAttribute('data-effect', 'fade');
  await expect(slider).toHaveAttribute('data-loop', 'true');
  await expect(slider).toHaveAttribute('data-autoplay', 'running');
  await expect(slider).toHaveAttribute('data-active-index', '0');
  await page.clock.runFor(2999);
  await expect(slider).toHaveAttribute('data-active-index', '0');
  await page.clock.runFor(1);
  await expect(slider).toHaveAttribute('data-active-index', '1');
});

test('card sliders stand still while editing: no loop, no autoplay', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install({ time: 0 });
  await page.goto('frame.html?scenario=widgets&mode=admin');
  const section = page.locator('[data-section-id="card-sliders"]');
  await section.scrollIntoViewIfNeeded();
  const slider = section.locator('.rt-card').first().locator('[data-slider-variant="card"][data-slider-layout="slider"]');
  // Not autoplaying while editing, a slider loads Swiper at the owner's first move.
  await visitorArrives(page);
  await expect(slider).toHaveAttribute('data-slider-state', 'ready');
  await expect(slider).toHaveAttribute('data-loop', 'false');
  await pauseClock(page);
  await page.clock.runFor(9000);
  await expect(slider).toHaveAttribute('data-active-index', '0');
});

test('editor actions: jump a slider to a slide', async ({ page }) => {
  // The gallery's section alone (the editor's panel lists the sliders of the page shown).
  const frame = await openShell(page, 'scenario=widgets&mode=admin&viewport=desktop&panel=editor&sections=gallery');
  const slider = frame.locator('[data-element-id="gallery-slider"] [data-slider-state]').first();
  await slider.scrollIntoViewIfNeeded();
  // The owner has not touched the page in the frame: while editing the slider does not autoplay,
  // so it waits, and the jump from the editor's panel starts it.
  await expect(slider).toHaveAttribute('data-slider-state', 'static');
  const row = page.locator('[data-editor-slider="gallery-slider"]');
  await row.getByRole('spinbutton').fill('4');
  await row.getByRole('button', { name: 'Jump to slide' }).click();
  await expect(slider).toHaveAttribute('data-active-index', '3');
});

test(`admin drag-hover: holding the editor chip over a tab for ${TAB_DRAG_HOVER_MS} ms opens it`, async ({ page }) => {
  // The whole 1280 × 800 frame must be on screen: the chip sits at its bottom left.
  await page.setViewportSize({ width: 1700, height: 1100 });
  await page.clock.install({ time: 0 });
  // The menu's section alone: the rest of the page is nothing this test reads.
  const frame = await openShell(page, 'scenario=widgets&mode=admin&viewport=desktop&sections=menu');
  const menu = frame.locator('[data-section-id="menu"]');
  await menu.scrollIntoViewIfNeeded();
  const target = menu.getByRole('tab', { name: 'Bakery' });
  const chip = frame.locator('[data-editor-chip]');
  await expect(chip).toBeVisible();
  const to = (await target.boundingBox())!;
  await chip.hover();
  await pauseClock(page);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.clock.runFor(TAB_DRAG_HOVER_MS - 1);
  await expect(target).toHaveAttribute('aria-selected', 'false');
  await page.clock.runFor(1);
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await page.mouse.up();
});

test('the Events panel shows every event the page emits, a tab switch among them', async ({ page }) => {
  const frame = await openShell(page, 'scenario=widgets&mode=preview&viewport=desktop&panel=events');
  const menu = frame.locator('[data-section-id="menu"]');
  await menu.scrollIntoViewIfNeeded();
  await menu.getByRole('tab', { name: 'Filter' }).click();
  await expect(menu.getByRole('tab', { name: 'Filter' })).toHaveAttribute('aria-selected', 'true');
  const tabEvents = page.locator('.shell__events li').filter({ hasText: 'tabs:select' });
  await expect(tabEvents).toHaveCount(1);
  await expect(tabEvents).toContainText('"source":"click"');
});

test('the frame shows a page whole at its first render: while a block’s code is on its way nothing renders, so no placeholder waits on React’s reveal timer (a paused clock held it: no cards)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { requested, release } = await holdRequests(page, /\/ProductsSection-[^/]*\.js$/);
  await installPausedClock(page);
  await page.goto('frame.html?scenario=widgets&mode=run&sections=card-sliders');
  await requested;
  await expect(page.locator('[data-section-id]')).toHaveCount(0);
  release();
  const section = page.locator('[data-section-id="card-sliders"]');
  await expect(section.locator('.rt-card')).toHaveCount(4);
  await expect(page.locator('[data-block-loading]')).toHaveCount(0);
});
