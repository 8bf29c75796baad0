/**
 * The modal system (issue 11, spec 001 §2 "Other modals", §9 open delay 30 ms) through the
 * gallery's stories (stories/widgets/Modal.stories.tsx): focus moves in and returns, Tab stays
 * inside, Escape / the overlay / the close button close the top modal only, the page scroll is
 * locked without a layout shift, the open state comes 30 ms after opening, and on mobile the
 * close button sticks while the modal scrolls.
 */
import { expect, test } from '../support/fixtures';
import { MODAL_OPEN_DELAY_MS } from '../../runtime/parts/modal/modal-stack';
import { pauseClock } from '../support/clock';

const STORY = 'widgets/Modal';

test.describe('modal system', () => {
  test('basic: focus in, Tab trapped, 30 ms open delay, scroll locked without shift, Escape closes and focus returns', async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount(`${STORY}/Basic`, { mode: 'run', viewport: 'desktop' });
    await pauseClock(page);
    const opener = root.getByRole('button', { name: 'Open the basic modal' });
    const filler = root.locator('[data-page-filler]');
    const before = await filler.boundingBox();

    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Opening hours' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-state', 'opening');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.clock.runFor(MODAL_OPEN_DELAY_MS - 1);
    await expect(dialog).toHaveAttribute('data-state', 'opening');
    await page.clock.runFor(1);
    await expect(dialog).toHaveAttribute('data-state', 'open');

    // Scroll locked, and the page behind keeps its place and width.
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', '');
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    expect(await filler.boundingBox()).toEqual(before);

    // Tab cycles inside: close → Book a table → the link → close; Shift+Tab goes back round.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Book a table' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'See the menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'See the menu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked');
  });

  test('the overlay and the close button close it; focus returns each time', async ({ mount, page }) => {
    const root = await mount(`${STORY}/Grid`, { mode: 'run', viewport: 'desktop' });
    const opener = root.getByRole('button', { name: 'Open the grid modal' });
    const dialog = page.getByRole('dialog', { name: 'Our roasts' });
    await opener.click();
    await expect(dialog).toHaveAttribute('data-kind', 'grid');
    await dialog.click({ position: { x: 8, y: 8 } }); // the overlay, outside the panel
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  // A double-clicked button whose first click changes the content (an order's thanks replacing its
  // form) can leave the second click on the overlay: that click is not the visitor's wish to leave.
  test('the second click of a double click that began inside does not close it from the overlay', async ({ mount, page }) => {
    const root = await mount(`${STORY}/Grid`, { mode: 'run', viewport: 'desktop' });
    await root.getByRole('button', { name: 'Open the grid modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Our roasts' });
    const title = (await dialog.getByRole('heading', { name: 'Our roasts' }).boundingBox())!;
    const overlay = (await dialog.boundingBox())!;
    await page.mouse.click(title.x + 4, title.y + 4);
    await page.mouse.move(overlay.x + 8, overlay.y + 8);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await expect(dialog).toBeVisible();
    await page.mouse.click(overlay.x + 8, overlay.y + 8);
    await expect(dialog).toHaveCount(0);
  });

  test('a modal over another: Escape and the overlay close the top one only', async ({ mount, page }) => {
    const root = await mount(`${STORY}/Nested`, { mode: 'run', viewport: 'desktop' });
    await root.getByRole('button', { name: 'Open checkout' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    const inner = checkout.getByRole('button', { name: 'Open the check' });
    await inner.click();
    const check = page.getByRole('dialog', { name: 'Are you a person?' });
    await expect(check.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(check).toHaveCount(0);
    await expect(checkout).toBeVisible();
    await expect(inner).toBeFocused();

    await inner.click();
    await check.click({ position: { x: 8, y: 8 } });
    await expect(check).toHaveCount(0);
    await expect(checkout).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(checkout).toHaveCount(0);
    await expect(root.getByRole('button', { name: 'Open checkout' })).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked');
  });

  test('mobile: the close button sticks while the modal scrolls', async ({ mount, page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const root = await mount(`${STORY}/Basic`, { mode: 'run', viewport: 'mobile' });
    await root.getByRole('button', { name: 'Open the basic modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opening hours' });
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeInViewport();
    await dialog.evaluate((node) => node.scrollTo(0, 600));
    await expect.poll(() => dialog.evaluate((node) => node.scrollTop)).toBeGreaterThan(500);
    // The panel slides up 12 px as it opens (a 200 ms transition), so the button's place is read once
    // the modal is open and the slide has settled: at the top of the screen, not scrolled away with it.
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect.poll(async () => (await close.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await close.boundingBox())?.y).toBeLessThan(20);
    await close.click();
    await expect(dialog).toHaveCount(0);
  });

  // WCAG 2.2 SC 2.4.11. The browser scrolls a control the keyboard focuses only when it is not already
  // inside the modal's scroll box, and the sticky bar lies inside that box, at its top: the modal's
  // scroll padding takes the bar (and the focus ring's room) out of what counts as shown.
  test('mobile: a control Shift+Tab focuses under the sticky close bar is scrolled out from under it', async ({ mount, page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const root = await mount(`${STORY}/Basic`, { mode: 'run', viewport: 'mobile' });
    await root.getByRole('button', { name: 'Open the basic modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opening hours' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    const book = dialog.getByRole('button', { name: 'Book a table' });
    const edges = async () => {
      const [control, bar] = [await book.boundingBox(), await dialog.locator('.rt-modal__bar').boundingBox()];
      return { top: control!.y, bottom: control!.y + control!.height, barBottom: bar!.y + bar!.height };
    };
    // The focus on the next control, the modal scrolled until this one lies under the bar, 10 px from the top.
    await dialog.getByRole('link', { name: 'See the menu' }).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await dialog.evaluate((node, by) => node.scrollBy(0, by), (await edges()).top - 10);
    const before = await edges();
    expect(before.bottom).toBeLessThan(before.barBottom);

    await page.keyboard.press('Shift+Tab');
    await expect(book).toBeFocused();
    const after = await edges();
    expect(after.top, `the focused control's top, below the sticky bar's bottom (${after.barBottom} px)`).toBeGreaterThanOrEqual(after.barBottom);
  });

  test('reduced motion: no transition', async ({ mount, page }) => {
    const root = await mount(`${STORY}/Basic`, { mode: 'run', viewport: 'desktop', flags: { reducedMotion: true } });
    await root.getByRole('button', { name: 'Open the basic modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opening hours' });
    await expect(dialog).toHaveAttribute('data-reduced-motion', 'true');
    await expect(dialog).toHaveCSS('transition-duration', '0s');
  });
});
