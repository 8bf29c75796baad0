/**
 * What a visitor gets on paper. `page.pdf` is the browser's print: it fires `beforeprint`, lays the
 * page out for the sheets under the print media and waits for the images the page holds; the text
 * printed is read back from the PDF (tests/support/pdf-text.ts).
 */
import { expect, test } from '../support/fixtures';
import { cartDialog } from '../support/small-shop';
import { pdfPagesText } from '../support/pdf-text';
import { warmPublishedBackends } from '../support/published-backend';
import { untilHydrated } from '../support/visitor';

/** The published landing page, served as visitors get it, one port up from the harness. */
const PUBLISHED = `http://localhost:${Number(process.env.HARNESS_PORT ?? 4173) + 1}/`;

// The published shop's backend is made on its first request: before the tests, not inside their waits.
test.beforeAll(() => warmPublishedBackends(['shop']));

test('a published page printed from its top prints every photo, not its preview (media/image/ResponsiveImage.tsx)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PUBLISHED);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('runtime:hydrate').length)).toBe(1);
  const images = page.locator('.rt-image');
  // Each image hydrated, and so listening for the print: the mark is set as hydration starts, and a
  // busy machine printed while the lower images were still the server's HTML (a page printed then
  // prints what the server drew).
  for (const image of await images.all()) await untilHydrated(image);
  // Below the fold: not loaded, as it should be before anything asks for it.
  await expect(images.and(page.locator('[data-state="not-loaded"]')).first()).toBeAttached();
  // What the print lays out: the images that hold no file as `beforeprint` ends (this listener
  // comes after the runtime's, which was added as the images mounted).
  await page.evaluate(() =>
    window.addEventListener('beforeprint', () => {
      const withoutFile = [...document.querySelectorAll('.rt-image')].filter((box) => box.getClientRects().length > 0 && !box.querySelector('img.rt-image__img[src]'));
      document.documentElement.dataset.printedWithoutFile = String(withoutFile.length);
    }),
  );

  await page.pdf({ format: 'A4', printBackground: true });

  await expect(page.locator('html'), 'images printed as their blurred previews').toHaveAttribute('data-printed-without-file', '0');
  await expect(images.and(page.locator('[data-state="not-loaded"]'))).toHaveCount(0);
});

test('the published shop printed: no floating cart button over the products; with the cart open, the whole cart alone, once', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(new URL('/published/shop/', baseURL).href);
  const add = page.locator('article.rt-card[data-product-id="8"]').getByRole('button', { name: /Add to cart/ });
  await expect(add).toBeVisible();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('runtime:hydrate').length)).toBe(1);
  await add.click();
  const button = page.locator('.rt-cart-button');
  await expect(button).toBeVisible();
  // Fixed to the window, it would be printed on every sheet.
  await page.emulateMedia({ media: 'print' });
  await expect.soft(button, 'the floating cart button, printed').toBeHidden();
  // Back to the page's own media (`screen` would print with the screen's rules).
  await page.emulateMedia({ media: null });

  await button.click();
  const cart = cartDialog(page);
  await expect(cart).toHaveAttribute('data-state', 'open');
  // What the cart ends with, below the window: its total, then its order form.
  const total = await cart.locator('[data-cart-total]').innerText();
  await expect(cart.getByRole('button', { name: 'Place the order' })).toBeAttached();

  const sheets = pdfPagesText(await page.pdf({ format: 'A4', printBackground: true }));
  const printed = sheets.join(' ');

  // On the screen the cart is a layer fixed to the window that scrolls inside: printed as it is,
  // it came on every sheet over the page behind, cut where the window ends.
  expect.soft(printed.split('Your cart').length - 1, 'the cart printed once').toBe(1);
  expect.soft(printed, 'the cart’s total printed').toContain(`Total ${total}`);
  expect.soft(printed, 'the order form printed').toContain('Place the order');
  expect.soft(printed, 'the page behind the cart printed').not.toContain('Our coffees');
  expect.soft(sheets.length, 'sheets the cart alone fills').toBeLessThanOrEqual(3);
});
