/**
 * Shipping and the address in the open cart (issue 15 parts 2–3; spec 001 §3, §5, §7; spec 002
 * §3–§5) through the gallery's stories (stories/checkout/Shipping.stories.tsx): choosing a method
 * shows its fields, required titles carry an asterisk, international delivery lists the countries
 * from the sandbox and, for the US, the 50 states and DC; a blocked method cannot be chosen and
 * says why; a failed metadata call leaves a free-text country; pickup shows its own address.
 */
import { expect, test } from '../support/fixtures';
import { SHIPPING_LIST_SCROLL_OFFSET_PX } from '../../runtime/checkout/shipping';

const STORY = 'checkout/Shipping';

test.describe('shipping in the cart', () => {
  test('choosing a method shows its fields; international lists countries and the US states; the address is written out', async ({ mount, page }) => {
    await mount(`${STORY}/International`, { mode: 'run', viewport: 'desktop' });
    const cart = page.getByRole('dialog', { name: 'Cart' });
    const methods = cart.getByRole('group', { name: 'Shipping method' });
    await expect(methods.getByRole('radio', { name: /DHL Express/ })).toBeChecked();
    await expect(cart.locator('[data-method-id="international"] [data-shipping-price]')).toHaveText('$39.00');

    const country = cart.getByRole('combobox', { name: 'Country', exact: true });
    await expect(country).toHaveValue('US');
    // Required: an asterisk on the title (hidden from screen readers, which hear "required").
    await expect(cart.locator('[data-field="country"] label')).toHaveText('Country *');
    await expect(country).toHaveJSProperty('required', true);
    await expect(cart.locator('[data-field="addressLine2"] label')).toHaveText('Apartment, suite, entrance');
    // Only the countries the method ships to, after the placeholder.
    await expect(country.locator('option')).toHaveText(['Choose a country', 'Canada', 'France', 'Germany', 'Japan', 'United Kingdom', 'United States']);
    const state = cart.getByRole('combobox', { name: 'State', exact: true });
    await expect(state.locator('option')).toHaveCount(52);
    await state.selectOption({ label: 'Oregon' });
    await cart.getByRole('textbox', { name: 'Street and house', exact: true }).fill('1200 NW Harbor Street');
    await cart.getByRole('textbox', { name: 'City', exact: true }).fill('Portland');
    await cart.getByRole('textbox', { name: 'Postal code', exact: true }).fill('97209');
    await expect(cart.locator('[data-address-preview]')).toHaveText('1200 NW Harbor StreetPortland, OR 97209');

    // Another country: region instead of state, and the country line in its post's order.
    await country.selectOption('DE');
    await expect(cart.getByRole('combobox', { name: /State/ })).toHaveCount(0);
    await expect(cart.getByRole('textbox', { name: 'Region', exact: true })).toBeVisible();
    await expect(cart.locator('[data-address-preview]')).toHaveText('1200 NW Harbor Street97209 PortlandGermany');

    // The courier: no country, its own fields; what was typed stays.
    await methods.getByRole('radio', { name: /Portland courier/ }).check();
    await expect(cart.getByRole('combobox', { name: /Country/ })).toHaveCount(0);
    await expect(cart.getByRole('textbox', { name: 'Apartment, suite, entrance' })).toBeVisible();
    await expect(cart.getByRole('textbox', { name: 'Street and house', exact: true })).toHaveValue('1200 NW Harbor Street');

    // A required field left empty says so once left.
    const street = cart.getByRole('textbox', { name: 'Street and house', exact: true });
    await street.fill('');
    await street.blur();
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expect(street).toHaveAccessibleDescription('Please fill in this field');
  });

  test('a method below its minimum total is blocked and says why', async ({ mount, page }) => {
    await mount(`${STORY}/BlockedByMinimum`, { mode: 'run', viewport: 'mobile' });
    const cart = page.getByRole('dialog', { name: 'Cart' });
    const freight = cart.getByRole('radio', { name: /Café freight/ });
    await expect(freight).toBeDisabled();
    await expect(freight).toHaveAccessibleDescription('For orders from $400.00 Not available yet: add $346.00 more to choose it');
    await expect(cart.getByRole('radio', { name: /Portland courier/ })).toBeChecked();
  });

  test('"Shipping not found" marks the method and the first other one is chosen', async ({ mount, page }) => {
    await mount(`${STORY}/ShippingNotFound`, { mode: 'run', viewport: 'desktop' });
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.locator('[data-method-id="usps"]')).toHaveAttribute('data-error', 'not-found');
    await expect(cart.getByRole('radio', { name: /USPS/ })).toHaveAccessibleDescription(/This method is no longer offered; another one was chosen/);
    await expect(cart.getByRole('radio', { name: /Portland courier/ })).toBeChecked();
  });

  test('pickup shows its own address; the type switch goes back to delivery by keyboard', async ({ mount, page }) => {
    await mount(`${STORY}/Pickup`, { mode: 'run', viewport: 'desktop' });
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.getByRole('radio', { name: 'Pickup' })).toBeChecked();
    await expect(cart.locator('[data-pickup-address]')).toHaveText('1200 NW Harbor StreetPortland, OR 97209');
    await expect(cart.getByRole('textbox', { name: 'Street and house' })).toHaveCount(0);
    await cart.getByRole('radio', { name: 'Pickup' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(cart.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await expect(cart.getByRole('textbox', { name: 'Street and house', exact: true })).toBeVisible();
  });

  test('a failed metadata call: the country is typed, and the address still works', async ({ mount, page }) => {
    await mount(`${STORY}/MetadataFailed`, { mode: 'run', viewport: 'desktop' });
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.locator('[data-metadata-failed]')).toHaveText('The list of countries could not be loaded: please type the country');
    const country = cart.getByRole('textbox', { name: 'Country', exact: true });
    await country.fill('US');
    await expect(cart.getByRole('textbox', { name: 'State', exact: true })).toBeVisible();
    await country.fill('Canada');
    await expect(cart.getByRole('textbox', { name: 'Region', exact: true })).toBeVisible();
  });

  test('the active method is scrolled into view in a long list, 40 px clear of its edge', async ({ mount, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await mount(`${STORY}/LongList`, { mode: 'run', viewport: 'desktop' });
    const cart = page.getByRole('dialog', { name: 'Cart' });
    const list = cart.locator('.rt-shipping__list');
    const scrollTop = () => list.evaluate((box) => box.scrollTop);
    /** How far the method's bottom stands above the list's bottom edge. */
    const roomBelow = (zone: number) =>
      list.evaluate((box, id) => Math.round(box.getBoundingClientRect().bottom - box.querySelector(`[data-method-id="${id}"]`)!.getBoundingClientRect().bottom), `zone-${zone}`);
    // The last one, chosen before the cart opened: the list is scrolled to its end.
    await expect(cart.getByRole('radio', { name: /zone 12/ })).toBeChecked();
    await expect.poll(scrollTop).toBeGreaterThan(0);
    await cart.getByRole('radio', { name: /zone 1\b/ }).check();
    await expect.poll(scrollTop).toBe(0);
    // Down by keyboard to one below the view (a click would let Playwright scroll it into view
    // first): it comes up to 40 px above the list's bottom edge.
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowDown');
    await expect(cart.getByRole('radio', { name: /zone 7/ })).toBeChecked();
    await expect.poll(() => roomBelow(7)).toBe(SHIPPING_LIST_SCROLL_OFFSET_PX);
  });
});
