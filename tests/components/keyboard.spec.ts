/**
 * Keyboard-only walks (issue 18 part 2) of the widgets whose own specs drive them by mouse: the
 * cart overlay, the pay modal, the catalogue's pagination and the slider's controls. Tabs, the dropdown, modals,
 * the lightbox, forms and the anchors widget walk by keyboard in their own specs. Motion is
 * reduced so a step shows its result at once.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Presses Tab until `target` has the focus; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 12) {
  for (let press = 0; press < most; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard only', () => {
  test('cart overlay: Enter on the cart button opens it with the focus inside; Tab reaches a line’s controls, Enter adds one, typing sets the count; Escape closes it and the focus returns', async ({ mount, page }) => {
    await mount('cart/Cart/Closed', { mode: 'preview', viewport: 'desktop', flags: { reducedMotion: true } });
    const cartButton = page.locator('.rt-cart-button');
    await tabTo(page, cartButton, 20);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close the cart' })).toBeFocused();

    const quantity = dialog.getByRole('textbox', { name: /^Quantity of / });
    await expect(quantity).toHaveValue('1');
    await tabTo(page, dialog.getByRole('button', { name: /^One more / }));
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('2');
    await page.keyboard.press('Shift+Tab');
    await expect(quantity).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4');
    await expect(quantity).toHaveValue('4');
    await expect(cartButton).toHaveText('4');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cartButton).toBeFocused();
  });

  test('catalogue pagination: Tab reaches the pages, Enter and Space turn them; the current page is marked for screen readers', async ({ mount, page }) => {
    const root = await mount('blocks/Products/Paginated', { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    const nav = root.getByRole('navigation', { name: 'Pages' });
    await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    // From the last card's last control rather than through every card's controls (one press and
    // one check each took most of the test): the next Tab enters the pages, and Tab goes on to page 2.
    await root.locator('article.rt-card').last().locator('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]').last().focus();
    await page.keyboard.press('Tab');
    await expect(nav.locator(':focus')).toHaveCount(1);
    await tabTo(page, nav.getByRole('button', { name: 'Page 2', exact: true }));
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(root.locator('article.rt-card[data-product-id="316"]')).toHaveCount(1);
    // The page turned: the focus went to the new page's first card, where the next Tab goes on.
    await expect(root.locator('article.rt-card').first().locator(':focus')).toHaveCount(1);
    await root.locator('article.rt-card').last().locator('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]').last().focus();
    const next = nav.getByRole('button', { name: 'Next page' });
    await tabTo(page, next);
    await page.keyboard.press(' ');
    await expect(nav.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('pay modal: the focus starts on Close; Tab reaches the methods, Enter on Cash shows its instruction; Escape closes it', async ({ mount, page }) => {
    await mount('pay/PayModal/Bill', { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Cash' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveAttribute('data-pay-view', 'cash');
    // The Cash button gave way to the cash view: the focus is in the dialog, not on the page behind it.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await expect(dialog).toContainText('Pay at the counter of our café on Pier 4 and name bill 1042.');
    // The view's outcome is said in the modal's status region, there since it opened.
    await expect(dialog.locator('[data-pay-news]')).toHaveText('Paying in cash');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('slider: Tab reaches its bullets and arrows; Enter on Next and on a bullet moves the slides', async ({ mount, page }) => {
    await mount('widgets/Slider/Generic', { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    const slider = page.getByRole('group', { name: 'Slideshow, 4 slides' });
    // Its arrows and bullets are there before Swiper starts (the first key a visitor presses starts it), and Swiper's once it has.
    await expect(slider).toHaveAttribute('data-slider-state', 'static');
    await page.keyboard.press('Tab');
    await expect(slider).toHaveAttribute('data-slider-state', 'ready');
    await tabTo(page, slider.getByRole('button', { name: 'Next slide' }));
    await page.keyboard.press('Enter');
    await expect(slider).toHaveAttribute('data-active-index', '1');
    await page.keyboard.press('Shift+Tab');
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slider).toHaveAttribute('data-active-index', '0');
    await tabTo(page, slider.getByRole('button', { name: 'Go to slide 4' }));
    await page.keyboard.press('Enter');
    await expect(slider).toHaveAttribute('data-active-index', '3');
  });

  test('slider on the mobile viewport, with a counter and no bullets: its arrows are not drawn, yet Tab reaches them, they show while focused, and Enter moves the slides', async ({ mount, page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await mount('widgets/Slider/Fade', { mode: 'run', viewport: 'mobile', flags: { reducedMotion: true } });
    const slider = page.getByRole('group', { name: 'Slideshow, 4 slides' });
    await page.keyboard.press('Tab');
    await expect(slider).toHaveAttribute('data-slider-state', 'ready');
    const next = slider.getByRole('button', { name: 'Next slide' });
    // Not drawn for a finger: no pointer reaches it, and nothing shows.
    await expect(next).toHaveCSS('opacity', '0');
    await expect(next).toHaveCSS('pointer-events', 'none');
    await tabTo(page, next);
    await expect(next).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(slider).toHaveAttribute('data-active-index', '1');
  });

  test('slider without loop: at either end the arrow pressed keeps the focus and refuses another press', async ({ mount, page }) => {
    await mount('widgets/Slider/AutoplayNoLoop', { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    const slider = page.getByRole('group', { name: 'Slideshow, 3 slides' });
    await page.keyboard.press('Tab');
    await expect(slider).toHaveAttribute('data-slider-state', 'ready');
    const previous = slider.getByRole('button', { name: 'Previous slide' });
    const next = slider.getByRole('button', { name: 'Next slide' });
    const focusOnBody = () => page.evaluate(() => document.activeElement === document.body);
    // A press the slider would follow shows by the next frame (motion is reduced: no transition).
    const nextFrame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(slider).toHaveAttribute('data-active-index', '1');
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slider).toHaveAttribute('data-active-index', '0');
    expect(await focusOnBody()).toBe(false);
    await expect(previous).toBeFocused();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await nextFrame();
    await expect(slider).toHaveAttribute('data-active-index', '0');
    await expect(previous).toBeFocused();
    // And at the other end.
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(slider).toHaveAttribute('data-active-index', '2');
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await nextFrame();
    await expect(slider).toHaveAttribute('data-active-index', '2');
    expect(await focusOnBody()).toBe(false);
  });
});
