/**
 * Promotions in the cart over the frame page (issue 15.1; spec 001 §4, §5, §7): in the shop's
 * cart a visitor applies a demo promocode (sandbox/promotions.ts) and sees its line and the new
 * total; after a reload the code is still applied (kept in the site's storage, as the cart is).
 *
 * As in cart.spec.ts, the frame page gets a small page of its own (`page=`): one product list of a
 * shop product and the CART widget, while the sandbox answers from the shop's seed.
 */
import { expect, test } from '../support/fixtures';
import { blendCard, cartDialog, smallShopAddress, smallShopPage } from '../support/small-shop';

const address = smallShopAddress(smallShopPage({ title: 'Promotions test' }));
const card = blendCard;
const dialog = cartDialog;
/** "$12.50" → 12.5 */
const sum = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a promocode applied in the cart shows its line and the new total, and survives a reload', async ({ page }) => {
  await page.goto(address);
  await card(page).getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.rt-cart-button').click();
  const cart = dialog(page);
  const subtotal = sum(await cart.locator('[data-cart-subtotal]').innerText());
  expect(subtotal).toBeGreaterThan(0);

  const field = cart.getByRole('textbox', { name: 'Promo code' });
  await field.fill('Save10');
  await field.press('Enter');
  await expect(cart.locator('.rt-promo__message')).toHaveText('Promo code save10 applied');
  const expectedTotal = Math.round(subtotal * 90) / 100;
  await expect(cart.locator('[data-promotion="promocode"] dt')).toHaveText('Promo code save10 (10%)');
  await expect.poll(async () => sum(await cart.locator('[data-cart-total]').innerText())).toBe(expectedTotal);

  // The address still holds #cart: the reloaded page opens the cart by itself.
  await page.reload();
  await expect(dialog(page).getByRole('textbox', { name: 'Promo code' })).toHaveValue('save10');
  await expect(dialog(page).locator('.rt-promo__message')).toHaveText('Promo code save10 applied');
  await expect.poll(async () => sum(await dialog(page).locator('[data-cart-total]').innerText())).toBe(expectedTotal);
});
