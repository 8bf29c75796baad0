/**
 * The cart (issue 12; spec 001 §2, §4, §6, §9; spec 002 §2, §5, §9) through the gallery's stories
 * (stories/cart/Cart.stories.tsx): the blink on add, opening from the button and from a #cart
 * link with the hash in the address, the count input's absolute value, the removal 5 s after a
 * count of 0, the 350 ms fade, scroll locked without a shift, Escape and the overlay closing only
 * outside admin, every stock status in its own words, and admin's forced open.
 */
import { expect, test } from '../support/fixtures';
import { installPausedClock, pauseClock } from '../support/clock';
import { REMOVAL_DELAY_MS } from '../../runtime/cart/cart-store';
import { CART_BLINK_MS, CART_CLOSE_FADE_MS } from '../../runtime/cart/totals';

const STORY = 'cart/Cart';

test.describe('cart', () => {
  test('add → blink → open by the button with #cart, scroll locked without a shift → close fades in 350 ms and restores the address', async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount(`${STORY}/Closed`, { mode: 'run', viewport: 'desktop' });
    await pauseClock(page);
    const cartButton = page.locator('.rt-cart-button');
    await expect(cartButton).toHaveText('1');
    await root.getByRole('button', { name: 'Add one more' }).click();
    await expect(cartButton).toHaveText('2');
    await expect(cartButton).toHaveAttribute('data-blink', 'true');
    await page.clock.runFor(CART_BLINK_MS);
    await expect(cartButton).not.toHaveAttribute('data-blink');

    const before = await page.locator('[data-page-filler]').boundingBox();
    await cartButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    await expect(dialog).toBeVisible();
    // The cart writes #cart in an effect after the render that shows it.
    await expect.poll(() => new URL(page.url()).hash).toBe('#cart');
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', '');
    expect(await page.locator('[data-page-filler]').boundingBox()).toEqual(before);

    await dialog.getByRole('button', { name: 'Close the cart' }).click();
    await expect(dialog).toHaveAttribute('data-state', 'closing');
    await page.clock.runFor(CART_CLOSE_FADE_MS - 1);
    await expect(dialog).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked');
  });

  test('reduced motion: an add does not blink, and the cart closes at once instead of fading', async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount(`${STORY}/Closed`, { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    await pauseClock(page);
    const cartButton = page.locator('.rt-cart-button');
    await root.getByRole('button', { name: 'Add one more' }).click();
    await expect(cartButton).toHaveText('2');
    await expect(cartButton).not.toHaveAttribute('data-blink');
    await cartButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the cart' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the cart’s own live region (the page’s is outside the modal) says a new count, a line about to go and a line gone', async ({ mount, page }) => {
    await page.clock.install();
    await mount(`${STORY}/Open`, { mode: 'run', viewport: 'desktop' });
    await pauseClock(page);
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    const news = dialog.locator('[data-cart-news]');
    await expect(news).toHaveAttribute('role', 'status');
    await expect(news).toHaveText('');
    await dialog.getByRole('button', { name: 'One more Sample product: in stock' }).click();
    await expect(news).toHaveText('Sample product: in stock: 2 in the cart');
    await dialog.getByRole('button', { name: 'Remove Sample product: in stock' }).click();
    await expect(news).toHaveText('Sample product: in stock will be removed from the cart in a few seconds');
    await page.clock.runFor(REMOVAL_DELAY_MS);
    await expect(news).toHaveText('Sample product: in stock removed from the cart');
  });

  test('the count input takes the absolute value; a count of 0 removes the line at 5000 ms, not at 4999 ms', async ({ mount, page }) => {
    await page.clock.install();
    await mount(`${STORY}/Closed`, { mode: 'run', viewport: 'mobile' });
    await pauseClock(page);
    await page.locator('.rt-cart-button').click();
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    const count = dialog.getByRole('textbox', { name: /Quantity of/ });
    await count.fill('-3');
    await expect(count).toHaveValue('3');
    await expect(dialog.locator('[data-cart-subtotal]')).toHaveText('$42.00');
    await count.fill('0');
    await expect(dialog.getByText('Removed in a few seconds unless you change the count')).toBeVisible();
    await page.clock.runFor(REMOVAL_DELAY_MS - 1);
    await expect(dialog.locator('.rt-cart__line')).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(dialog.locator('.rt-cart__line')).toHaveCount(0);
    await expect(dialog.getByText('Your cart is empty')).toBeVisible();
  });

  test('keyboard (WCAG 2.4.3): Remove, and One less down to 0, keep the focus on the pressed button; the lines gone 5 s later hand it to the next line, then to the close button', async ({ mount, page }) => {
    await installPausedClock(page);
    await mount(`${STORY}/Open`, { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    const lines = dialog.locator('.rt-cart__line');
    await expect(lines).toHaveCount(3);
    const remove = dialog.getByRole('button', { name: /^Remove / }).first();
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(remove).toBeFocused();
    await expect(remove).toHaveAttribute('aria-disabled', 'true');

    const less = dialog.getByRole('button', { name: /^One less / }).nth(1);
    await less.focus();
    for (let press = 0; press < 5 && (await less.getAttribute('aria-disabled')) !== 'true'; press++) await page.keyboard.press('Enter');
    await expect(less).toBeFocused();
    await expect(less).toHaveAttribute('aria-disabled', 'true');

    // Both lines go at once: the focus goes on to the third line's One less.
    await page.clock.runFor(REMOVAL_DELAY_MS);
    await expect(lines).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: /^One less / })).toBeFocused();
    await dialog.getByRole('button', { name: /^Remove / }).press('Enter');
    await page.clock.runFor(REMOVAL_DELAY_MS);
    await expect(dialog.getByText('Your cart is empty')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close the cart' })).toBeFocused();
  });

  test('a #cart link opens it; Escape closes it in preview', async ({ mount, page }) => {
    const root = await mount(`${STORY}/Closed`, { mode: 'preview', viewport: 'desktop' });
    await root.getByRole('link', { name: 'Open the cart with a #cart link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the overlay closes it in run, not in admin; in admin Escape does nothing and removal is disabled', async ({ mount, page }) => {
    await mount(`${STORY}/Open`, { mode: 'run', viewport: 'desktop' });
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    await expect(dialog).toBeVisible();
    await dialog.click({ position: { x: 8, y: 8 } });
    await expect(dialog).toHaveCount(0);

    await mount(`${STORY}/Open`, { mode: 'admin', viewport: 'desktop' });
    await expect(dialog).toBeVisible();
    await dialog.click({ position: { x: 8, y: 8 } });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Remove / }).first()).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: /Quantity of/ }).first()).toBeDisabled();
  });

  const STATUSES = {
    StatusNotAvailable: ['not_available', 'Not available for order', 'rgb(107, 107, 107)'],
    StatusInStock: ['in_stock', 'In stock', 'rgb(29, 122, 58)'],
    StatusItemsInStock: ['items_in_stock', 'In stock: 4', 'rgb(29, 122, 58)'],
    StatusPreorder: ['preorder', 'Preorder', 'rgb(28, 95, 168)'],
    StatusOutOfStock: ['out_of_stock', 'Out of stock', 'rgb(179, 38, 30)'],
    StatusItemsLeftInStock: ['items_left_in_stock', 'Only 2 left in stock', 'rgb(160, 90, 0)'],
  } as const;
  for (const [story, [status, words, colour]] of Object.entries(STATUSES)) {
    test(`stock status ${status}: its own words and colour (spec 001 §4; issue 12.7)`, async ({ mount, page }) => {
      await mount(`${STORY}/${story}`, { mode: 'run', viewport: 'mobile' });
      const line = page.locator('.rt-cart__status');
      await expect(line).toHaveAttribute('data-status', status);
      await expect(line).toHaveText(words);
      await expect(line).toHaveCSS('color', colour);
    });
  }

  test('empty, and admin\'s forced open with sample lines', async ({ mount, page }) => {
    await mount(`${STORY}/Empty`, { mode: 'run', viewport: 'desktop' });
    await expect(page.getByRole('dialog', { name: 'Cart' }).getByText('Your cart is empty')).toBeVisible();
    await mount(`${STORY}/ForcedOpen`, { mode: 'admin', viewport: 'desktop' });
    const dialog = page.getByRole('dialog', { name: 'Cart' });
    await expect(dialog).toHaveAttribute('data-forced', 'true');
    await expect(dialog.locator('.rt-cart__line')).toHaveCount(5);
    await expect(dialog.getByRole('button', { name: /^Remove / }).first()).toBeDisabled();
  });
});
