/**
 * The cart in a real browser over the frame page (issue 12; spec 001 §2, §4, §9; spec 002 §2, §4):
 * add from a card → the button's count and blink → open by the button and by a `#cart` link →
 * count changes → a count of 0 removed after 5 s → close restoring the address; Escape and the
 * overlay close only outside admin; a reload keeps the cart; two tabs see each other's changes.
 *
 * The whole shop is too slow to load for each of these: the frame page is given a small page of
 * its own in its address (`page=`, base64url JSON) — one product list of the shop's products and
 * the CART widget — while the sandbox still answers from the shop's seed. Time runs on page.clock.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pauseClock } from '../support/clock';
import { REMOVAL_DELAY_MS } from '../../runtime/cart/cart-store';
import { CART_BLINK_MS, CART_CLOSE_FADE_MS } from '../../runtime/cart/totals';
import { MODAL_OPEN_DELAY_MS } from '../../runtime/parts/modal/modal-stack';
import { PROTOCOL_TAG } from '../../harness/protocol';
import { BLEND_ID, cartDialog, smallShopAddress, smallShopPage } from '../support/small-shop';

/** Three shop products that go straight into the cart from their cards (no options to choose). */
const PRODUCT_IDS = ['8', '7', '1'];
/** The hash a page had before the cart opened, which closing puts back. */
const PRIOR_HASH = '#list';

const smallShop = smallShopPage({
  title: 'Cart test',
  productIds: PRODUCT_IDS,
  anchor: 'list',
  ecommerce: { inStockStatus: 'items_in_stock', outOfStockStatus: 'preorder', allowPreorder: false, allowPriceless: false, noPriceLabel: 'Price on request', autoOpenCart: false },
  before: [
    {
      id: 'links',
      type: 'FREE',
      elements: [{ id: 'open-cart', type: 'button01', layout: { desktop: { span: 3, offset: 0 } }, data: { text: 'See your cart', action: { type: 'link', href: '#cart' } } }],
    },
  ],
});

type Mode = 'admin' | 'preview' | 'run';

const address = (mode: Mode, hash = '') => smallShopAddress(smallShop, mode, hash);

/**
 * Opens the small shop on a fake clock, paused once the page is up: no timer fires unless the
 * test runs it. Admin loads no products (its cards are the editor's), so there the cart button
 * (always shown while editing) says the page is up.
 */
async function openShop(page: Page, mode: Mode, hash = '') {
  await page.clock.install();
  await page.goto(address(mode, hash));
  await expect(mode === 'admin' ? cartButton(page) : card(page)).toBeVisible();
  await pauseClock(page);
}

/** Opens the page with time running (a reload or a second tab must load its products by itself). */
async function openShopRunning(page: Page) {
  await page.goto(address('run'));
  await expect(card(page)).toBeVisible();
}

/** The modal shows itself MODAL_OPEN_DELAY_MS after it is put up. */
async function expectOpen(page: Page) {
  await page.clock.runFor(MODAL_OPEN_DELAY_MS);
  await expect(dialog(page)).toHaveAttribute('data-state', 'open');
}

const card = (page: Page, id = BLEND_ID) => page.locator(`article.rt-card[data-product-id="${id}"]`);
const cartButton = (page: Page) => page.locator('.rt-cart-button');
const dialog = cartDialog;
const lines = (page: Page) => dialog(page).locator('.rt-cart__line');
const hashOf = (page: Page) => new URL(page.url()).hash;

async function addBlend(page: Page) {
  await card(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(card(page).locator('[data-in-cart]')).toHaveText(/In cart: \d+/);
}

/** Closes by the close link and lets the 350 ms fade run out. */
async function closeByLink(page: Page) {
  await dialog(page).getByRole('button', { name: 'Close the cart' }).click();
  await page.clock.runFor(CART_CLOSE_FADE_MS);
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('cart over the frame page', () => {
  test('adding from a card shows the button with the count, which blinks', async ({ page }) => {
    await openShop(page, 'run');
    // Run mode, button "not-empty": no button while the cart is empty.
    await expect(cartButton(page)).toHaveCount(0);
    await addBlend(page);
    await expect(cartButton(page)).toHaveText('1');
    await expect(cartButton(page)).toHaveAttribute('data-blink', 'true');
    await page.clock.runFor(CART_BLINK_MS);
    await expect(cartButton(page)).not.toHaveAttribute('data-blink');
    await card(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartButton(page)).toHaveText('2');
    await expect(cartButton(page)).toHaveAttribute('data-blink', 'true');
  });

  test('the button opens the cart with #cart in the address; closing puts the prior hash back', async ({ page }) => {
    await openShop(page, 'run', PRIOR_HASH);
    await addBlend(page);
    await cartButton(page).click();
    await expectOpen(page);
    await expect.poll(() => hashOf(page)).toBe('#cart');
    await expect(lines(page)).toHaveCount(1);
    await closeByLink(page);
    await expect.poll(() => hashOf(page)).toBe(PRIOR_HASH);
  });

  test('a #cart link opens the cart', async ({ page }) => {
    await openShop(page, 'preview');
    await addBlend(page);
    await page.getByRole('link', { name: 'See your cart' }).click();
    await expectOpen(page);
    await expect.poll(() => hashOf(page)).toBe('#cart');
    await expect(lines(page)).toHaveCount(1);
  });

  test('a count changes the button; a count of 0 removes the line after 5000 ms, not at 4999', async ({ page }) => {
    await openShop(page, 'run');
    await addBlend(page);
    await cartButton(page).click();
    await expectOpen(page);
    const line = lines(page).first();
    await line.getByRole('button', { name: /^One more/ }).click();
    await expect(line.getByRole('textbox')).toHaveValue('2');
    await expect(cartButton(page)).toHaveText('2');
    await line.getByRole('textbox').fill('0');
    await expect(line).toHaveAttribute('data-removing', 'true');
    await page.clock.runFor(REMOVAL_DELAY_MS - 1);
    await expect(lines(page)).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(lines(page)).toHaveCount(0);
    await expect(dialog(page).locator('[data-cart-empty]')).toBeVisible();
  });

  for (const mode of ['preview', 'run'] as const) {
    test(`${mode}: Escape and a click on the overlay close the cart`, async ({ page }) => {
      await openShop(page, mode);
      await addBlend(page);
      await cartButton(page).click();
      await expectOpen(page);
      await page.keyboard.press('Escape');
      await page.clock.runFor(CART_CLOSE_FADE_MS);
      await expect(dialog(page)).toHaveCount(0);
      await cartButton(page).click();
      await expectOpen(page);
      // The overlay: the dialog's own box, outside its panel.
      await dialog(page).click({ position: { x: 4, y: 4 } });
      await page.clock.runFor(CART_CLOSE_FADE_MS);
      await expect(dialog(page)).toHaveCount(0);
    });
  }

  test('admin: Escape and the overlay do not close the cart; its close link does', async ({ page }) => {
    // Admin opens the cart only from the editor panel (its forced open with sample lines): the panel's message.
    await openShop(page, 'admin');
    await page.evaluate((tag) => window.postMessage({ tag, type: 'editor-action', action: { kind: 'cart', open: true } }, location.origin), PROTOCOL_TAG);
    await expectOpen(page);
    await expect(dialog(page).locator('.rt-cart__forced')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.clock.runFor(CART_CLOSE_FADE_MS);
    await expect(dialog(page)).toBeVisible();
    await dialog(page).click({ position: { x: 4, y: 4 } });
    await page.clock.runFor(CART_CLOSE_FADE_MS);
    await expect(dialog(page)).toBeVisible();
    await closeByLink(page);
  });

  test('a reload keeps the cart', async ({ page }) => {
    await openShopRunning(page);
    await addBlend(page);
    await addBlend(page);
    await expect(cartButton(page)).toHaveText('2');
    await page.reload();
    await expect(card(page).locator('[data-in-cart]')).toHaveText('In cart: 2');
    await expect(cartButton(page)).toHaveText('2');
  });

  test('two tabs see each other’s changes', async ({ page, context }) => {
    await openShopRunning(page);
    const other = await context.newPage();
    await openShopRunning(other);
    await addBlend(page);
    await expect(cartButton(other)).toHaveText('1');
    await card(other, '7').getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartButton(page)).toHaveText('2');
    await expect(card(page, '7').locator('[data-in-cart]')).toHaveText('In cart: 1');
    await other.close();
  });
});
