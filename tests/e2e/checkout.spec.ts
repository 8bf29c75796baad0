/**
 * The cart's order over the frame page (issue 15 part 5; spec 001 §3, §5, §8): the owner's order
 * form in the open cart, the delivery address checked with the form's fields when it is sent,
 * the lead with the cart's lines, the address and the hidden shipping / pay fields, the cart
 * emptied once the server accepted it and the pay modal after; a 409 for a price QA changed asks
 * before sending again; "Shipping not found" moves to the next method. A small page of its own.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PROTOCOL_TAG } from '../../harness/protocol';
import { pauseClock } from '../support/clock';
import { blendCard, BLEND_ID, cartDialog, smallShopAddress, smallShopPage } from '../support/small-shop';

interface SandboxLead {
  leadId: string | null;
  status: number;
  refusal: string | null;
  payload: { fields: { id: string; value: unknown }[]; products: string; forceUpdateProduct: boolean; shipping: { id: string; value: string }[]; advanced: { name: string; value: string }[] };
}
interface FrameHandles {
  __sandbox: {
    leads: { list(): readonly SandboxLead[]; setRules(rules: { shippingGone?: boolean; conflictSettings?: unknown }): void };
    catalogue: { change(variantId: string, change: { price?: number | null; quantity?: number }): void };
  };
}

/** A desktop and a phone: the order's paths are tested at both. */
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
];
const need = { show: true, required: true };
const ORDER_FORM = {
  formId: 501,
  groupId: 'harbor-orders',
  fields: [
    { id: 'name', type: 'text', name: 'Name', required: true },
    { id: 'email', type: 'email', name: 'Email' },
  ],
  submit: { text: 'Place the order' },
  successText: 'Thank you! Your order is in.',
};
const shop = (action: 'close' | 'pay', orderFields: unknown[] = ORDER_FORM.fields) =>
  smallShopAddress(
    smallShopPage({
      title: 'Checkout test',
      ecommerce: {
        shipping: [
          { id: 'courier', title: 'Portland courier, same day', type: 'delivery', price: { current: 7.5, freeFrom: 60 }, addressFieldsConfig: { city: need, zipCode: need } },
          { id: 'roastery', title: 'Pick up at the roastery', type: 'pickup', address: { addressLine1: '1200 NW Harbor Street', city: 'Portland', region: 'OR', zipCode: '97209' } },
        ],
      },
      cart: { order: { ...ORDER_FORM, fields: orderFields, action: { type: action } } },
    }),
  );

// A 409 is an answer the browser logs as a failed load; the tests below provoke it on purpose.
const CONFLICT = /status of 409 \(Conflict\).*\/leads\//;
const leads = (page: Page) => page.evaluate(() => [...(window as unknown as FrameHandles).__sandbox.leads.list()]);
const dialog = cartDialog;
const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Place the order' });

/** Adds the House Blend, opens the cart and fills the courier's address and the form. */
async function fillOrder(page: Page, { address = true } = {}) {
  await blendCard(page).getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.rt-cart-button').click();
  await expect(dialog(page)).toHaveAttribute('data-state', 'open');
  if (address) {
    await dialog(page).getByRole('textbox', { name: 'Street and house', exact: true }).fill('455 NW 9th Ave');
    await dialog(page).getByRole('textbox', { name: 'City', exact: true }).fill('Portland');
    await dialog(page).getByRole('textbox', { name: 'Postal code', exact: true }).fill('97209');
  }
  await dialog(page).getByRole('textbox', { name: /^Name/ }).fill('Ann Lee');
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.width} px: a delivery address left empty is checked with the form's fields: each field says so, the alert too, the street takes the focus, nothing is sent`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(shop('close'));
    await fillOrder(page, { address: false });
    // Spec 001 §5 lists what disables the submit; an address still to fill is a validation failure (spec 002 §5).
    await expect(dialog(page).locator('[data-order-blocked]')).toHaveCount(0);
    await expect(submit(page)).not.toHaveAttribute('aria-disabled');
    await submit(page).click();
    const street = dialog(page).getByRole('textbox', { name: 'Street and house', exact: true });
    for (const name of ['Street and house', 'City', 'Postal code']) {
      const field = dialog(page).getByRole('textbox', { name, exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Please fill in this field');
    }
    await expect(dialog(page).locator('[data-form-alert]')).toHaveText('Please fill in this field');
    await expect(street).toBeFocused();
    expect(await leads(page)).toHaveLength(0);

    await street.fill('455 NW 9th Ave');
    await dialog(page).getByRole('textbox', { name: 'City', exact: true }).fill('Portland');
    await dialog(page).getByRole('textbox', { name: 'Postal code', exact: true }).fill('97209');
    await expect(street).not.toHaveAttribute('aria-invalid');
    // Closed before ordering: the focus goes back to the cart button that opened it.
    await dialog(page).getByRole('button', { name: 'Close the cart' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('.rt-cart-button')).toBeFocused();
  });

  test(`${viewport.width} px: the order carries the lines, the address and the shipping; a double click is one order; the cart empties once accepted`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(shop('close'));
    await fillOrder(page);
    // The courier's price is a line of its own and part of the total.
    await expect(dialog(page).locator('[data-cart-delivery]')).toHaveText('$7.50');
    await expect(dialog(page).locator('[data-cart-total]')).toHaveText('$21.50');
    // A double click is one order.
    await submit(page).dblclick();
    await expect(dialog(page).locator('[data-cart-empty]')).toBeVisible();
    await expect(dialog(page).locator('[data-order-placed]')).toHaveText('Thank you! Your order is in.');
    const sent = await leads(page);
    expect(sent.map((lead) => lead.status)).toEqual([200]);
    const { payload } = sent[0]!;
    expect(payload.forceUpdateProduct).toBe(true);
    expect(JSON.parse(payload.products)).toEqual([expect.objectContaining({ type: 'product', count: 1, price: 14, title: 'Harbor House Blend', product_id: BLEND_ID })]);
    expect(payload.shipping).toEqual([
      { id: 'addressLine1', type: 'text', name: 'addressLine1', value: '455 NW 9th Ave' },
      { id: 'city', type: 'text', name: 'city', value: 'Portland' },
      { id: 'zipCode', type: 'text', name: 'zipCode', value: '97209' },
    ]);
    expect(payload.advanced.filter((field) => field.name.startsWith('shipping['))).toEqual([
      { type: 'hidden', name: 'shipping[id]', value: 'courier' },
      { type: 'hidden', name: 'shipping[price]', value: '7.5' },
      { type: 'hidden', name: 'shipping[name]', value: 'Portland courier, same day' },
      { type: 'hidden', name: 'shipping[type]', value: 'delivery' },
      { type: 'hidden', name: 'shipping[not_fix_price]', value: '0' },
    ]);
    // The cart's button (shown only while the cart has items) goes when the cart is closed; the
    // focus it would have had back goes to the page's main content, not the body (WCAG 2.4.3).
    await dialog(page).getByRole('button', { name: 'Close the cart' }).dispatchEvent('click');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('.rt-cart-button')).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.width} px: pickup sends the roastery’s address, a promocode goes with the order, and the pay action starts a payment of the total, which opens in the pay modal`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(shop('pay'));
    await fillOrder(page, { address: false });
    await dialog(page).getByRole('radio', { name: 'Pickup' }).check();
    await expect(dialog(page).locator('[data-cart-delivery]')).toHaveText('Free');
    await expect(dialog(page).locator('[data-cart-total]')).toHaveText('$14.00');
    await dialog(page).getByRole('textbox', { name: 'Promo code' }).fill('save10');
    await dialog(page).getByRole('button', { name: 'Apply' }).click();
    await expect(dialog(page).locator('.rt-promo__message')).toHaveText('Promo code save10 applied');
    await expect(dialog(page).locator('[data-cart-total]')).toHaveText('$12.60');
    await submit(page).click();
    const pay = page.locator('[data-pay-view]');
    await expect(pay).toBeVisible();
    await expect(page).toHaveURL(/[?&]pay_id=L1(&|$)/);
    const [lead] = await leads(page);
    const hidden = Object.fromEntries(lead!.payload.advanced.map((field) => [field.name, field.value]));
    expect(hidden).toMatchObject({ 'shipping[id]': 'roastery', 'shipping[type]': 'pickup', 'shipping[price]': '0', 'shipping[address][addressLine1]': '1200 NW Harbor Street', 'shipping[address][city]': 'Portland', 'promotions[promocode]': 'save10', 'pay[price]': '12.6' });
    await expect(pay.locator('.rt-pay__sum')).toHaveText('$12.60');
    // Closed by mistake: the cart, still open on its thanks, offers the way back to paying.
    await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Close' }).click();
    await expect(pay).toHaveCount(0);
    await expect(dialog(page).getByRole('link', { name: 'Pay for the order' })).toHaveAttribute('href', /\/mod\/pay\/\?pay_type=card&pay_id=L1&h=/);
  });
}

test('a reload in the middle of checkout keeps the cart, the method, the address and what was typed into the order form, a masked phone as complete as it was; an accepted order forgets it', async ({ page }) => {
  await page.goto(shop('close', [...ORDER_FORM.fields, { id: 'phone', type: 'phone', name: 'Phone', required: true, mask: '+1 (***) ***-****' }]));
  await fillOrder(page);
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await dialog(page).getByRole('textbox', { name: /^Phone/ }).fill('5035551234');
  // The address still says #cart: the reload opens the cart again.
  await page.reload();
  await expect(dialog(page)).toHaveAttribute('data-state', 'open');
  await expect(dialog(page).getByRole('textbox', { name: /^Name/ })).toHaveValue('Ann Lee');
  await expect(dialog(page).getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
  await expect(dialog(page).getByRole('textbox', { name: /^Phone/ })).toHaveValue('+1 (503) 555-1234');
  await expect(dialog(page).getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Portland');
  // The restored number is complete: the order goes without the visitor retyping a digit.
  await submit(page).click();
  await expect(dialog(page).locator('[data-order-placed]')).toBeVisible();
  const [lead] = await leads(page);
  expect(lead!.payload.fields.find((field) => field.id === 'phone')?.value).toBe('+1 (503) 555-1234');
  // Kept for the tab's session only, and only until the order went.
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.endsWith(':checkout-values')))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(':checkout-values')))).toEqual([]);
});

test('two tabs: an order placed in one empties the cart in the other, which then offers nothing to order', async ({ page, context }) => {
  await page.goto(shop('close'));
  await fillOrder(page);
  const other = await context.newPage();
  await other.goto(shop('close') + '#cart');
  await expect(dialog(other).locator('.rt-cart__line')).toHaveCount(1);
  await submit(page).click();
  await expect(dialog(page).locator('[data-order-placed]')).toBeVisible();
  // The other tab hears the emptied cart through storage: one intent, one order.
  await expect(dialog(other).locator('[data-cart-empty]')).toBeVisible();
  await expect(dialog(other).getByRole('button', { name: 'Place the order' })).toHaveCount(0);
  expect((await leads(page)).map((lead) => lead.status)).toEqual([200]);
  await other.close();
});

for (const viewport of VIEWPORTS) {
  test(`${viewport.width} px: a 409 for a price changed meanwhile: the cart refreshes and lists the change; cancel sends nothing, confirm sends the order again`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(CONFLICT);
    await page.setViewportSize(viewport);
    await page.goto(shop('close'));
    await fillOrder(page);
    const variantId = (await dialog(page).locator('.rt-cart__line').getAttribute('data-item-id'))!.split(':')[1]!;
    await page.evaluate((id) => (window as unknown as FrameHandles).__sandbox.catalogue.change(id, { price: 16 }), variantId);

    await submit(page).click();
    const changes = page.getByRole('dialog', { name: 'Your cart has changed' });
    await expect(changes.locator('[data-change="price"]')).toHaveText('Harbor House Blend: the price is now $16.00 (it was $14.00)');
    // The sum a confirm would charge, before it is charged: the line and the courier.
    await expect(changes.locator('[data-changes-total]')).toHaveText('The order now comes to $23.50 (it was $21.50)');
    await expect(dialog(page).locator('[data-line-total]')).toHaveText('$16.00');
    await changes.getByRole('button', { name: 'Back to the cart' }).click();
    await expect(changes).toHaveCount(0);
    await expect(dialog(page).locator('.rt-cart__line')).toHaveCount(1);
    expect((await leads(page)).map((lead) => lead.status)).toEqual([409]);

    // Once more: the shop moves the price again, and this time the visitor confirms.
    await page.evaluate((id) => (window as unknown as FrameHandles).__sandbox.catalogue.change(id, { price: 17 }), variantId);
    await submit(page).click();
    await expect(changes.locator('[data-change="price"]')).toHaveText('Harbor House Blend: the price is now $17.00 (it was $16.00)');
    await changes.getByRole('button', { name: 'Order with these changes' }).click();
    await expect(dialog(page).locator('[data-cart-empty]')).toBeVisible();
    const sent = await leads(page);
    expect(sent.map((lead) => lead.status)).toEqual([409, 409, 200]);
    expect(JSON.parse(sent[2]!.payload.products)).toEqual([expect.objectContaining({ price: 17 })]);
  });
}

test('a 409 for stock that ran low meanwhile: the count is cut to the stock and listed as changed; confirm orders that many', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(CONFLICT);
  await page.goto(shop('close'));
  await fillOrder(page);
  const variantId = (await dialog(page).locator('.rt-cart__line').getAttribute('data-item-id'))!.split(':')[1]!;
  await dialog(page).getByRole('button', { name: 'One more Harbor House Blend' }).click();
  await dialog(page).getByRole('button', { name: 'One more Harbor House Blend' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Quantity of Harbor House Blend' })).toHaveValue('3');
  const stock = (quantity: number) => page.evaluate(({ id, quantity }) => (window as unknown as FrameHandles).__sandbox.catalogue.change(id, { quantity }), { id: variantId, quantity });

  await stock(2);
  await submit(page).click();
  const changes = page.getByRole('dialog', { name: 'Your cart has changed' });
  await expect(changes.locator('[data-change="quantity"]')).toHaveText('Harbor House Blend: 2 can be ordered (you chose 3)');
  await expect(changes.locator('[data-change="not_available"]')).toHaveCount(0);
  await changes.getByRole('button', { name: 'Order with these changes' }).click();
  await expect(dialog(page).locator('[data-cart-empty]')).toBeVisible();
  const sent = await leads(page);
  expect(sent.map((lead) => lead.status)).toEqual([409, 200]);
  expect(JSON.parse(sent[1]!.payload.products)).toEqual([expect.objectContaining({ count: 2 })]);
});

test('a 409 for an item sold out meanwhile: it is listed as no longer available, and confirming sends nothing when nothing else is left to order', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(CONFLICT);
  await page.goto(shop('close'));
  await fillOrder(page);
  const variantId = (await dialog(page).locator('.rt-cart__line').getAttribute('data-item-id'))!.split(':')[1]!;
  await page.evaluate((id) => (window as unknown as FrameHandles).__sandbox.catalogue.change(id, { quantity: 0 }), variantId);
  await submit(page).click();
  const changes = page.getByRole('dialog', { name: 'Your cart has changed' });
  await expect(changes.locator('[data-change="not_available"]')).toHaveText('Harbor House Blend is no longer available');
  await changes.getByRole('button', { name: 'Order with these changes' }).click();
  await expect(changes).toHaveCount(0);
  // Not sent again: the one line could not be ordered, and the cart says it is empty.
  await expect(dialog(page).locator('[data-cart-empty]')).toBeVisible();
  await expect(dialog(page).locator('[data-order-placed]')).toHaveCount(0);
  expect((await leads(page)).map((lead) => lead.status)).toEqual([409]);
});

test('a shop taking preorders: the order of a sold-out product goes as a preorder, with no 409 (spec 001 §3 allowPreorder, §4 items_left_in_stock only "when no preorder is allowed")', async ({ page, allowConsoleErrors }) => {
  // Only so that a 409 (the sandbox checking the count against the stock whatever the page's settings) reads as the assertion below.
  allowConsoleErrors(CONFLICT);
  const soldOutId = '5';
  const preorderShop = smallShopPage({
    title: 'Preorder order',
    productIds: [soldOutId],
    ecommerce: { inStockStatus: 'items_in_stock', outOfStockStatus: 'preorder', allowPreorder: true, allowPriceless: false, autoOpenCart: false },
    cart: { order: { ...ORDER_FORM, action: { type: 'close' } } },
  });
  await page.goto(smallShopAddress(preorderShop));
  await page.locator(`article.rt-card[data-product-id="${soldOutId}"]`).getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.rt-cart-button').click();
  await expect(dialog(page)).toHaveAttribute('data-state', 'open');
  await expect(dialog(page).locator('.rt-cart__status')).toHaveText('Preorder');
  await dialog(page).getByRole('textbox', { name: /^Name/ }).fill('Ann Lee');
  await submit(page).click();
  await expect.poll(async () => (await leads(page)).map((lead) => [lead.status, lead.refusal])).toEqual([[200, null]]);
  await expect(dialog(page).locator('[data-order-placed]')).toBeVisible();
});

test('a 409 may carry the shop’s settings: malformed ones are left out and the changes are asked about as usual; a minimum total above the cart blocks the order with its reason and sends nothing more', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(CONFLICT);
  await page.goto(shop('close'));
  await fillOrder(page);
  const variantId = (await dialog(page).locator('.rt-cart__line').getAttribute('data-item-id'))!.split(':')[1]!;
  const sandbox = (rules: { price: number; settings: unknown }) =>
    page.evaluate(({ id, price, settings }) => {
      const { __sandbox } = window as unknown as FrameHandles;
      __sandbox.catalogue.change(id, { price });
      __sandbox.leads.setRules({ conflictSettings: settings });
    }, { id: variantId, ...rules });
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));

  await sandbox({ price: 16, settings: { minTotalOrder: 'a lot', shipping: 'none' } });
  await submit(page).click();
  const changes = page.getByRole('dialog', { name: 'Your cart has changed' });
  await expect(changes.locator('[data-change="price"]')).toHaveText('Harbor House Blend: the price is now $16.00 (it was $14.00)');
  expect(warnings.some((text) => text.includes('left out: minTotalOrder, shipping'))).toBe(true);
  await expect(dialog(page).getByRole('radio', { name: /Portland courier/ })).toBeChecked();
  await changes.getByRole('button', { name: 'Back to the cart' }).click();

  await sandbox({ price: 17, settings: { minTotalOrder: 100 } });
  await submit(page).click();
  await expect(dialog(page).locator('[data-order-blocked]')).toHaveText('Orders start from $100.00');
  await expect(submit(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(changes).toHaveCount(0);
  expect((await leads(page)).map((lead) => lead.status)).toEqual([409, 409]);
});

test('a 409 "Shipping not found" marks the method and chooses the next; the order then goes with it', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(CONFLICT);
  await page.goto(shop('close'));
  await fillOrder(page);
  await page.evaluate(() => (window as unknown as FrameHandles).__sandbox.leads.setRules({ shippingGone: true }));
  await submit(page).click();
  await expect(dialog(page).getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await expect(dialog(page).getByText('This method is no longer offered; another one was chosen')).toBeVisible();
  await page.evaluate(() => (window as unknown as FrameHandles).__sandbox.leads.setRules({ shippingGone: false }));
  await submit(page).click();
  await expect(dialog(page).locator('[data-cart-empty]')).toBeVisible();
  const sent = await leads(page);
  expect(sent.map((lead) => [lead.status, lead.payload.advanced.find((field) => field.name === 'shipping[id]')?.value])).toEqual([
    [409, 'courier'],
    [200, 'roastery'],
  ]);
});

test('admin: the editor’s open cart shows the order form under the sample lines, with their rules, and sends nothing', async ({ page }) => {
  // On a fake clock, paused before the refused press: its shake lasts 500 ms of the page's clock,
  // which a stall of the machine between the press and the look at it could let run out.
  await page.clock.install();
  await page.goto(smallShopAddress(smallShopPage({ title: 'Checkout test', cart: { order: { ...ORDER_FORM, action: { type: 'close' } } } }), 'admin'));
  // The cart's code is in once its button shows (admin always shows it): then it hears the editor.
  await expect(page.locator('.rt-cart-button')).toBeVisible();
  await page.evaluate((tag) => window.postMessage({ tag, type: 'editor-action', action: { kind: 'cart', open: true } }, location.origin), PROTOCOL_TAG);
  await expect(dialog(page).locator('.rt-cart__forced')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: /^Name/ }).fill('Ann Lee');
  // The sample lines show every status, a line not available among them: the owner sees the rule at work.
  await expect(dialog(page).locator('[data-order-blocked]')).toHaveText('Some items are not available');
  await pauseClock(page);
  await submit(page).click({ force: true });
  await expect(submit(page)).toHaveAttribute('data-shaking', '');
  expect(await leads(page)).toHaveLength(0);
});
