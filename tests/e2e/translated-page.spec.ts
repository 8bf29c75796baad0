/**
 * A page the browser translates keeps working. Chrome's built-in translation replaces each text
 * node with `<font><font>…</font></font>` (tests/support/translate.ts does the same); React still
 * holds the text node it made: removing it threw NotFoundError and took the part down with it, and
 * a new text written into it stayed off the page (facebook/react#11538). A text that changes or
 * comes and goes is the only child of an element React keeps.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartDialog, smallShopAddress, smallShopPage } from '../support/small-shop';
import { simulateTranslation, type TranslationOptions } from '../support/translate';

const translate = (page: Page, options: TranslationOptions = {}) => page.locator('body').evaluate(simulateTranslation, options);

/** The shop's Guatemala Huehuetenango: its espresso grind is out of stock. */
const GUATEMALA_ID = '16';
/** The shop's Roaster's Choice Sampler, $24, straight into the cart from its card. */
const SAMPLER_ID = '15';

test('a card survives a sold-out variant chosen and left again: its PRODUCTS section stays (catalogue/card-elements.tsx)', async ({ page }) => {
  const shop = smallShopPage({ title: 'Translated card', productIds: [GUATEMALA_ID], elements: ['name', 'options', 'available', 'price', 'button'] });
  await page.goto(smallShopAddress(shop, 'run'));
  const card = page.locator(`article.rt-card[data-product-id="${GUATEMALA_ID}"]`);
  const chooseGrind = async (grind: string) => {
    await card.getByRole('button', { name: /^Grind/ }).click();
    await card.getByRole('option', { name: grind }).click();
  };
  await expect(card).toBeVisible();
  await translate(page, { watch: true });

  await chooseGrind('Espresso');
  await expect(card.locator('[data-card-element="available"]')).toHaveText('Out of stock');
  await chooseGrind('Whole bean');

  await expect(card.locator('[data-card-element="available"]'), 'the card, its section failed').toHaveText(/In stock/);
  await expect(card.getByRole('heading', { name: 'Guatemala Huehuetenango Washed' })).toBeVisible();
});

test('a lead form is sent, thanks the visitor and stays (forms/Form01.tsx)', async ({ page }) => {
  await page.goto('frame.html?scenario=forms&mode=run&sections=lead');
  const form = page.locator('form.rt-form').first();
  await expect(form).toBeVisible();
  // Watching: "Sending…" is translated as it comes, before the answer takes it away.
  await translate(page, { watch: true });

  await form.getByLabel('Your name').fill('Mara');
  await form.getByLabel('Email').first().fill('mara@example.com');
  await form.locator('[data-field="consent"] input').check();
  await form.getByRole('button', { name: 'Send request' }).click();

  await expect(form.locator('[data-form-success]'), 'the thanks of a form that failed to render').toBeVisible();
  await expect(page.getByText('Request received')).toBeVisible();
});

test('the cart names the discount the subtotal reached (checkout/DiscountLines.tsx)', async ({ page }) => {
  await page.goto(smallShopAddress(smallShopPage({ title: 'Translated cart', productIds: [SAMPLER_ID] }), 'run'));
  const add = page.locator(`article.rt-card[data-product-id="${SAMPLER_ID}"]`).getByRole('button', { name: /Add to cart/ });
  await add.click();
  await add.click();
  await page.locator('.rt-cart-button').click();
  const discount = cartDialog(page).locator('[data-promotion="discount"]');
  // $48: the sandbox's 5 % discount (from $40).
  await expect(discount.locator('dt')).toContainText('5%');
  await translate(page);

  for (let more = 0; more < 3; more += 1) await cartDialog(page).getByRole('button', { name: /One more/ }).click();
  // $120: its 10 % discount (from $100), −$12.00.
  await expect(discount.locator('dd')).toHaveText('−$12.00');
  await expect(discount.locator('dt'), 'the title translated before, left on the page').toContainText('10%');
});
