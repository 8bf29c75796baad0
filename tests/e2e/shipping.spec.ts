/**
 * Shipping and the address over the frame page (issue 15 parts 2–3; spec 001 §3, §7; spec 002
 * §3–§5): in the open cart a visitor chooses a method, sees its fields with the US states from
 * the sandbox's metadata, types the address, and a reload keeps the cart, the chosen method and
 * what was typed (kept per site, as the cart is). The frame page gets a small page of its own
 * (`page=`): one product list of the shop's products, the CART widget and the shop's methods.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { blendCard, cartDialog, smallShopAddress, smallShopPage } from '../support/small-shop';

const need = { show: true, required: true };

const address = smallShopAddress(
  smallShopPage({
    title: 'Shipping test',
    ecommerce: {
      shipping: [
        { id: 'courier', title: 'Portland courier, same day', type: 'delivery', price: { current: 7.5, freeFrom: 60 }, addressFieldsConfig: { city: need, zipCode: need } },
        { id: 'usps', title: 'USPS Priority Mail', type: 'delivery', price: { current: 12.95 }, addressFieldsConfig: { city: need, state: need, zipCode: need } },
        { id: 'roastery', title: 'Pick up at the roastery', type: 'pickup', address: { addressLine1: '1200 NW Harbor Street', city: 'Portland', region: 'OR', zipCode: '97209' } },
      ],
    },
  }),
);
const card = blendCard;
const dialog = cartDialog;
const field = (page: Page, role: 'textbox' | 'combobox', name: string) => dialog(page).getByRole(role, { name, exact: true });

test('choosing a method shows its fields with the US states; a reload keeps the method and the typed address', async ({ page }) => {
  await page.goto(address);
  await card(page).getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.rt-cart-button').click();
  await expect(dialog(page)).toHaveAttribute('data-state', 'open');

  // The courier first: street, city and ZIP code; no state.
  await expect(dialog(page).getByRole('radio', { name: /Portland courier/ })).toBeChecked();
  await expect(field(page, 'combobox', 'State')).toHaveCount(0);
  await dialog(page).getByRole('radio', { name: /USPS Priority Mail/ }).check();
  const state = field(page, 'combobox', 'State');
  await expect(state.locator('option')).toHaveCount(52);
  await state.selectOption({ label: 'Oregon' });
  await field(page, 'textbox', 'Street and house').fill('455 NW 9th Ave, Apt 3');
  await field(page, 'textbox', 'City').fill('Portland');
  await field(page, 'textbox', 'Postal code').fill('97209');
  await expect(dialog(page).locator('[data-address-preview]')).toHaveText('455 NW 9th Ave, Apt 3Portland, OR 97209');

  // The address still says #cart: the reload opens the cart again.
  await page.reload();
  await expect(dialog(page)).toHaveAttribute('data-state', 'open');
  await expect(dialog(page).locator('.rt-cart__line')).toHaveCount(1);
  await expect(dialog(page).getByRole('radio', { name: /USPS Priority Mail/ })).toBeChecked();
  await expect(field(page, 'combobox', 'State')).toHaveValue('OR');
  await expect(field(page, 'textbox', 'Street and house')).toHaveValue('455 NW 9th Ave, Apt 3');
  await expect(field(page, 'textbox', 'Postal code')).toHaveValue('97209');

  // Pickup shows its own address; back to delivery finds USPS again.
  await dialog(page).getByRole('radio', { name: 'Pickup' }).check();
  await expect(dialog(page).locator('[data-pickup-address]')).toHaveText('1200 NW Harbor StreetPortland, OR 97209');
  await dialog(page).getByRole('radio', { name: 'Delivery' }).check();
  await expect(dialog(page).getByRole('radio', { name: /USPS Priority Mail/ })).toBeChecked();
});
