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

/**
 * The modal shows itself MODAL_OPEN_DELAY_MS after it is put up. Its timer starts in the effect that
 * opens the <dialog> (showModal), which may run after the click that opened the cart has returned (a
 * #cart link opens it on the hashchange, the editor by a message): the clock runs once the dialog is
 * open, or its 30 ms could begin after the clock ran and never end on the paused clock.
 */
async function expectOpen(page: Page) {
  await expect(dialog(page)).toBeVisible();
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

/**
 * The shop seed's cart cases (issue 12.6) and clicks on add (issue 12 "double clicks on add"):
 * each click is one unit, so a double click adds two and a triple click three, on one line; a
 * limited stock caps the count unless the shop takes preorders; a preorder has its own words and
 * colour in the card and the cart; a priceless product shows the shop's noPriceLabel and is
 * ordered only where allowPriceless; a product the shop hid, kept in a stored cart, is not available.
 */
test.describe('the shop seed’s cases in the cart', () => {
  /** Harbor Gift Card: unlimited stock. */
  const GIFT_CARD_ID = '7';
  /** Espresso Lover’s Set: 3 in stock. */
  const LIMITED_ID = '3';
  const LIMITED_STOCK = 3;
  /** Coffee & Chocolate Pairing Box: sold out. */
  const SOLD_OUT_ID = '5';
  /** Private Cupping Morning: no price. */
  const PRICELESS_ID = '1038';
  /** Winter Solstice Gift Box: hidden by the shop. */
  const HIDDEN_ID = '1039';
  const NO_PRICE_LABEL = 'Ask for a quote';
  const SETTINGS = { inStockStatus: 'items_in_stock', outOfStockStatus: 'preorder', allowPreorder: false, allowPriceless: false, noPriceLabel: NO_PRICE_LABEL, autoOpenCart: false };

  type Ecommerce = Partial<typeof SETTINGS>;
  const shopAddress = (title: string, productIds: readonly string[], ecommerce: Ecommerce = {}) =>
    smallShopAddress(smallShopPage({ title, productIds, ecommerce: { ...SETTINGS, ...ecommerce }, elements: ['name', 'available', 'price', 'button'] }), 'run');

  /** Opens a small shop of `productIds` on a fake clock, paused once the first card is up. */
  async function openCases(page: Page, title: string, productIds: readonly string[], ecommerce: Ecommerce = {}) {
    await page.clock.install();
    await page.goto(shopAddress(title, productIds, ecommerce));
    await expect(card(page, productIds[0])).toBeVisible();
    await pauseClock(page);
  }

  const addButton = (page: Page, id: string) => card(page, id).getByRole('button', { name: 'Add to cart' });
  const inCart = (page: Page, id: string) => card(page, id).locator('[data-in-cart]');
  const lineOf = (page: Page, id: string) => dialog(page).locator(`.rt-cart__line[data-item-id^="${id}:"]`);
  const colourOf = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).color);

  async function openCart(page: Page) {
    await cartButton(page).click();
    await expectOpen(page);
  }

  test('each click is one unit: a double click adds 2, a fast triple click 3 more, all on one line', async ({ page }) => {
    await openCases(page, 'Clicks on add', [GIFT_CARD_ID, LIMITED_ID]);
    await addButton(page, GIFT_CARD_ID).dblclick();
    await expect(inCart(page, GIFT_CARD_ID)).toHaveText('In cart: 2');
    await expect(cartButton(page)).toHaveText('2');
    await addButton(page, GIFT_CARD_ID).click({ clickCount: 3 });
    await expect(inCart(page, GIFT_CARD_ID)).toHaveText('In cart: 5');
    await expect(cartButton(page)).toHaveText('5');
    // Clicks past a limited stock add nothing more (no preorders here): with the whole stock in the
    // cart the button refuses, and says why (spec 000 §5).
    await addButton(page, LIMITED_ID).click({ clickCount: 3 });
    await expect(addButton(page, LIMITED_ID)).toHaveAttribute('aria-disabled', 'true');
    await expect(addButton(page, LIMITED_ID)).toHaveAccessibleDescription('Your cart already holds all there is in stock');
    await addButton(page, LIMITED_ID).dblclick({ force: true });
    await expect(inCart(page, LIMITED_ID)).toHaveText(`In cart: ${LIMITED_STOCK}`);
    await expect(cartButton(page)).toHaveText(String(5 + LIMITED_STOCK));
    await openCart(page);
    await expect(lines(page)).toHaveCount(2);
    await expect(lineOf(page, GIFT_CARD_ID).getByRole('textbox')).toHaveValue('5');
    await expect(lineOf(page, LIMITED_ID).getByRole('textbox')).toHaveValue(String(LIMITED_STOCK));
    await expect(lineOf(page, LIMITED_ID).locator('.rt-cart__status')).toHaveText(`In stock: ${LIMITED_STOCK}`);
    // The store holds one line per variant, whatever the clicks.
    const ids = await page.evaluate(() => (window as unknown as { __site: { stores: { cart: { getState(): { items: { id: string }[] } } } } }).__site.stores.cart.getState().items.map((item) => item.id));
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  test('a shop taking preorders: a sold-out product and one past its stock are preorders, in their own words and colour, card and cart', async ({ page }) => {
    await openCases(page, 'Preorders', [SOLD_OUT_ID, LIMITED_ID, GIFT_CARD_ID], { allowPreorder: true });
    const soldOut = card(page, SOLD_OUT_ID).locator('[data-card-element="available"]');
    const inStock = card(page, GIFT_CARD_ID).locator('[data-card-element="available"]');
    await expect(soldOut).toHaveText('Available for preorder');
    await expect(inStock).toHaveText('In stock');
    expect(await colourOf(soldOut)).not.toBe(await colourOf(inStock));
    // Beyond the stock: two of the sold-out box, four of the set with three in stock.
    await addButton(page, SOLD_OUT_ID).click();
    await addButton(page, SOLD_OUT_ID).click();
    await expect(inCart(page, SOLD_OUT_ID)).toHaveText('In cart: 2');
    await addButton(page, LIMITED_ID).click({ clickCount: 3 });
    await addButton(page, LIMITED_ID).click();
    await expect(inCart(page, LIMITED_ID)).toHaveText(`In cart: ${LIMITED_STOCK + 1}`);
    await addButton(page, GIFT_CARD_ID).click();
    await openCart(page);
    const preorder = lineOf(page, SOLD_OUT_ID).locator('.rt-cart__status');
    const inStockLine = lineOf(page, GIFT_CARD_ID).locator('.rt-cart__status');
    await expect(preorder).toHaveText('Preorder');
    await expect(lineOf(page, LIMITED_ID).locator('.rt-cart__status')).toHaveText('Preorder');
    await expect(inStockLine).toHaveText('In stock');
    expect(await colourOf(preorder)).not.toBe(await colourOf(inStockLine));
    // The cart raises a preorder past its stock too.
    await lineOf(page, SOLD_OUT_ID).getByRole('button', { name: /^One more/ }).click();
    await expect(lineOf(page, SOLD_OUT_ID).getByRole('textbox')).toHaveValue('3');
  });

  test('a product without a price shows the shop’s noPriceLabel and is refused where the shop takes no priceless orders', async ({ page }) => {
    await openCases(page, 'No price', [PRICELESS_ID, GIFT_CARD_ID]);
    await expect(card(page, PRICELESS_ID).locator('[data-card-element="price"]')).toHaveText(NO_PRICE_LABEL);
    await expect(addButton(page, PRICELESS_ID)).toHaveAttribute('aria-disabled', 'true');
    await expect(addButton(page, PRICELESS_ID)).toHaveAccessibleDescription('Ask us for a price to order this');
    // A visitor's click on the refused button (aria-disabled, so Playwright would wait for it to be enabled).
    await addButton(page, PRICELESS_ID).click({ force: true });
    await expect(inCart(page, PRICELESS_ID)).toHaveCount(0);
    // Run mode, button "not-empty": nothing was added, so there is no cart button.
    await expect(cartButton(page)).toHaveCount(0);
  });

  test('where the shop takes priceless orders, a product without a price goes into the cart with the noPriceLabel and adds nothing to the subtotal', async ({ page }) => {
    await openCases(page, 'No price, taken', [PRICELESS_ID, GIFT_CARD_ID], { allowPriceless: true });
    await expect(card(page, PRICELESS_ID).locator('[data-card-element="price"]')).toHaveText(NO_PRICE_LABEL);
    await addButton(page, PRICELESS_ID).click();
    await addButton(page, GIFT_CARD_ID).click();
    await expect(cartButton(page)).toHaveText('2');
    await openCart(page);
    await expect(lineOf(page, PRICELESS_ID).locator('[data-line-total]')).toHaveText(NO_PRICE_LABEL);
    await expect(lineOf(page, PRICELESS_ID).locator('.rt-cart__status')).toHaveText('In stock');
    // The subtotal is the gift card's alone.
    await expect(dialog(page).locator('[data-cart-subtotal]')).toHaveText('$25.00');
  });

  test('a product the shop hid, kept in a stored cart, is not available there', async ({ page }) => {
    // Time runs until the reload has loaded the page again; then it is paused.
    await page.clock.install();
    await page.goto(shopAddress('Hidden', [GIFT_CARD_ID]));
    await expect(card(page, GIFT_CARD_ID)).toBeVisible();
    // A cart stored before the shop hid the box: its line as a card made it then.
    await page.evaluate((id) => {
      const site = (window as unknown as { __site: { stores: { cart: { getState(): { add(item: unknown): boolean } } } } }).__site;
      site.stores.cart.getState().add({ id: `${id}:${id}-1`, type: 'product', productId: id, variantId: `${id}-1`, count: 1, price: 52, orderPrice: 52, title: 'Winter Solstice Gift Box', img: null, quantity: 5, vendorCode: '', optionsInfo: [], hidden: false });
    }, HIDDEN_ID);
    await page.reload();
    await expect(card(page, GIFT_CARD_ID)).toBeVisible();
    await pauseClock(page);
    await expect(cartButton(page)).toHaveText('1');
    await openCart(page);
    // Opening refreshes the lines: the shop answers the box as hidden.
    await expect(lineOf(page, HIDDEN_ID).locator('.rt-cart__status')).toHaveText('Not available for order');
    await expect(lineOf(page, HIDDEN_ID)).toHaveAttribute('data-status', 'not_available');
    await expect(dialog(page).locator('[data-notice="gone"]')).toHaveText('Winter Solstice Gift Box is no longer available');
    await expect(dialog(page).locator('[data-cart-subtotal]')).toHaveText('$0.00');
  });
});

/**
 * Drops what a browser without `:has()` (Firefox 114–120, ESR 115 among them; the build targets
 * Firefox 114) drops as it parses: every style rule whose selector uses `:has(`.
 */
async function dropHasRules(page: Page) {
  await page.evaluate(() => {
    const strip = (list: CSSRuleList, remove: (index: number) => void) => {
      for (let index = list.length - 1; index >= 0; index -= 1) {
        const rule = list[index]!;
        if (rule instanceof CSSStyleRule && rule.selectorText.includes(':has(')) remove(index);
        else if (rule instanceof CSSGroupingRule) strip(rule.cssRules, (at) => rule.deleteRule(at));
      }
    };
    for (const sheet of document.styleSheets) strip(sheet.cssRules, (at) => sheet.deleteRule(at));
  });
}

test.describe('the cart button at the end of the page on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 600 } });

  // The button passes over the page as it scrolls, but at the very end nothing scrolls further: the
  // page leaves room for it below its last content (cart.css), only while the button shows, and
  // inside the last section, whose background (the shop's dark footer) goes on to the page's end.
  for (const [browser, withoutHas] of [['this browser', false], ['a browser without :has()', true]] as const) {
    test(`${browser}: scrolled to the very end, the cart button covers no text of the shop, over the last section's background; the room comes with the button`, async ({ page }) => {
      await page.goto('frame.html?scenario=shop&mode=run&sections=catalogue,contacts');
      const lastSectionHeight = () => page.locator('.rt-section').last().evaluate((section) => section.getBoundingClientRect().height);
      // Run, empty cart: no button (its data says "not-empty"), no room.
      await expect(page.locator('.rt-card__button').first()).toBeVisible();
      const withoutRoom = await lastSectionHeight();
      await page.locator('.rt-card__button').first().click();
      const button = page.locator('.rt-cart-button');
      await expect(button).toBeVisible();
      if (withoutHas) await dropHasRules(page);
      expect(await lastSectionHeight()).toBeGreaterThan(withoutRoom);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
      const covered = await page.evaluate(() => {
        const under = document.querySelector('.rt-cart-button')!.getBoundingClientRect();
        const lines: string[] = [];
        const walker = document.createTreeWalker(document.querySelector('.rt-site')!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // The button's own text, the dialogs' and the screen readers' news (visually hidden) are no text of the page seen under it.
          if (!node.textContent?.trim() || node.parentElement?.closest('.rt-cart-button, dialog, .rt-sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const box of range.getClientRects()) {
            if (box.right > under.left && box.left < under.right && box.bottom > under.top && box.top < under.bottom) lines.push(node.textContent.trim().slice(0, 40));
          }
        }
        return lines;
      });
      expect(covered, 'text under the cart button at the end of the page').toEqual([]);
      // No band of the site's own colour under the last section, as on an unfinished page.
      const end = await page.evaluate(() => {
        const last = [...document.querySelectorAll('.rt-section')].at(-1)!;
        const under = document.elementFromPoint(4, window.innerHeight - 4);
        return { underIsLastSection: !!under && last.contains(under), bandBelowLastSection: Math.max(0, Math.round(document.documentElement.scrollHeight - (last.getBoundingClientRect().bottom + window.scrollY))) };
      });
      expect(end, 'what lies at the very end of the page').toEqual({ underIsLastSection: true, bandBelowLastSection: 0 });
    });
  }
});

test.describe('the open cart on a phone', () => {
  /** The shop's first product in the cart, the cart open. */
  async function openShopCart(page: Page) {
    await page.goto('frame.html?scenario=shop&mode=run&sections=catalogue');
    await page.locator('.rt-card__button').first().click();
    await page.locator('.rt-cart-button').click();
    return page.getByRole('dialog', { name: 'Your cart' });
  }

  for (const width of [320, 375]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 640 } });

      // The promotions' grid took the promo row's min-content width (the input's own width, the gap
      // and "Apply"): wider than the cart's column, "Apply" and the total were cut off at the screen's edge.
      test('the promo code row and the totals stay inside the cart column and on the screen', async ({ page }) => {
        const cart = await openShopCart(page);
        await expect(cart.getByRole('button', { name: 'Apply' })).toBeVisible();
        await expect(cart.locator('.rt-promo-lines dd').first()).toBeVisible();
        const edges = await cart.evaluate((dialog) => {
          const right = (element: Element) => Math.round(element.getBoundingClientRect().right);
          return {
            column: right(dialog.querySelector('.rt-cart__lines')!),
            apply: right(dialog.querySelector('.rt-promo__apply')!),
            amounts: [...dialog.querySelectorAll('.rt-promo-lines dd')].map(right),
            applyWhole: dialog.querySelector('.rt-promo__apply')!.scrollWidth <= dialog.querySelector('.rt-promo__apply')!.clientWidth,
          };
        });
        // Every part of the cart keeps to the column its lines, shipping and order form keep to; the button shrinks not.
        expect({ apply: edges.apply, amounts: edges.amounts, applyWhole: edges.applyWhole }, `the cart column ends at ${edges.column} px`).toEqual({
          apply: Math.min(edges.apply, edges.column),
          amounts: edges.amounts.map((right) => Math.min(right, edges.column)),
          applyWhole: true,
        });
      });
    });
  }

  test.describe('375 × 812', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    // The close button sticks to the top as the cart scrolls (spec 001 §2): on a bar as opaque as the
    // panel, across its width. On a transparent bar, only the button's circle covered what passed
    // under it, so a price read "$7.5" with an X over its last digit.
    test('no line of the cart shows cut in two by the sticky close button as the cart scrolls', async ({ page }) => {
      const cart = await openShopCart(page);
      await expect(cart.getByRole('button', { name: 'Place the order' })).toBeVisible();
      const cut = await cart.evaluate((dialog) => {
        const close = dialog.querySelector('.rt-modal__close')!;
        const found = new Set<string>();
        /** Is the text of `owner` drawn at (x, y): no opaque layer above it there? */
        const drawnAt = (owner: Element, x: number, y: number) => {
          for (const layer of document.elementsFromPoint(x, y)) {
            if (layer === owner || owner.contains(layer) || layer.contains(owner)) return true;
            const channels = getComputedStyle(layer).backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
            if ((channels.length > 3 ? channels[3]! : channels.length ? 1 : 0) > 0.5 || layer instanceof HTMLImageElement) return false;
          }
          return false;
        };
        for (let scroll = 0; scroll <= dialog.scrollHeight - dialog.clientHeight; scroll += 6) {
          dialog.scrollTop = scroll;
          const button = close.getBoundingClientRect();
          const walker = document.createTreeWalker(dialog.querySelector('.rt-modal__panel')!, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const owner = node.parentElement!;
            if (!node.textContent?.trim() || owner.closest('.rt-modal__bar, .rt-sr-only')) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const line of range.getClientRects()) {
              const under = line.right > button.left && line.left < button.right && line.bottom > button.top && line.top < button.bottom;
              if (!under) continue;
              // The same line just beside the button: still drawn there, so the button cuts it.
              const beside = line.left < button.left - 2 ? button.left - 2 : line.right > button.right + 2 ? button.right + 2 : null;
              const y = Math.min(Math.max((line.top + line.bottom) / 2, button.top + 2), button.bottom - 2);
              if (beside !== null && drawnAt(owner, beside, y)) found.add(node.textContent.trim().slice(0, 40));
            }
          }
        }
        return [...found];
      });
      expect(cut, 'lines shown cut by the close button at some scroll of the cart').toEqual([]);
    });
  });
});
