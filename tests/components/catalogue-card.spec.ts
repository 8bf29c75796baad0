/**
 * Product card states through the gallery's `mount` fixture (stories/catalogue/ProductCard.stories.tsx):
 * each state renders, a refused order has a disabled button with its reason as a tip, locked and
 * disabled option values say why, the empty card shows its message, and the option widgets expose
 * radiogroup / radio roles with aria-checked (spec 000 §3 Option widget types, §4, §5, §8).
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';


const STORY = 'catalogue/ProductCard';
const card = (root: Locator, productId: string) => root.locator(`article.rt-card[data-product-id="${productId}"]`);
const price = (root: Locator) => root.locator('.rt-card__price-now');
const element = (root: Locator, name: string) => root.locator(`[data-card-element="${name}"]`);
const LOCKED_TIP = 'Not available in this combination; choosing it changes the other options';

test.describe('product card states', () => {
  test('in stock: options, article, stock, price and an active Add to cart', async ({ mount, page }) => {
    const root = await mount(`${STORY}/InStock`, { mode: 'run', viewport: 'desktop' });
    const blend = card(root, '8');
    await expect(blend).toHaveAttribute('data-variant-id', '8-1');
    await expect(blend).toHaveAttribute('data-orderable', '');
    await expect(blend).not.toHaveAttribute('data-refusal');
    await expect(blend.getByRole('heading', { name: 'Harbor House Blend' })).toBeVisible();
    await expect(element(blend, 'article')).toHaveText('Art. HCR-BN-0008-G250-WB');
    await expect(element(blend, 'available')).toHaveText('In stock: 4');
    await expect(price(blend)).toHaveText('$14.00');
    await expect(blend.locator('.rt-card__price-old')).toHaveCount(0);
    const add = blend.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeEnabled();
    await expect(add).not.toHaveAttribute('aria-describedby');
    await expect(blend.getByRole('tooltip')).toHaveCount(0);
    await expect(element(blend, 'media').locator('img.rt-image__img')).toHaveAttribute('alt', 'Harbor House Blend');
    // Spec 000 §9: an element is 10 px below the one before unless its style says otherwise.
    await expect(element(blend, 'available')).toHaveCSS('padding-top', '10px');
    await expect(element(blend, 'name')).toHaveCSS('padding-top', '14px');

    // The site's live region (there from the start) tells screen readers; the card shows the count.
    const announcer = page.getByRole('status').and(page.locator('[data-site-announcer]'));
    await expect(announcer).toHaveText('');
    await add.click();
    await expect(blend.locator('[data-in-cart]')).toHaveText('In cart: 1');
    await expect(announcer).toHaveText('Added to cart: Harbor House Blend. In cart: 1');
    await add.click();
    await expect(announcer).toHaveText('Added to cart: Harbor House Blend. In cart: 2');
  });

  for (const { story, id, title, refusal, reason } of [
    { story: 'OutOfStock', id: '10', title: 'Ethiopia Yirgacheffe Natural', refusal: 'out_of_stock', reason: 'Out of stock' },
    { story: 'NotOrderableWithTip', id: '14', title: 'Panama Boquete Geisha', refusal: 'not_orderable', reason: 'Not available for order' },
  ]) {
    test(`${story}: the button is disabled and its tip says "${reason}"; a click adds nothing`, async ({ mount }) => {
      const root = await mount(`${STORY}/${story}`, { mode: 'run', viewport: 'desktop' });
      const refused = card(root, id);
      await expect(refused).toHaveAttribute('data-refusal', refusal);
      await expect(refused).not.toHaveAttribute('data-orderable');
      await expect(element(refused, 'available')).toHaveText(reason);
      const add = refused.getByRole('button', { name: 'Add to cart' });
      await expect(add).toHaveAttribute('aria-disabled', 'true');
      await expect(add).toBeDisabled();
      const tip = refused.getByRole('tooltip');
      await expect(tip).toHaveText(reason);
      await expect(add).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);
      await expect(add).toHaveAccessibleDescription(reason);
      await expect(tip).toHaveCSS('opacity', '0');
      await add.focus();
      await expect(tip).toHaveCSS('opacity', '1');
      // Escape hides the tip while the focus stays (WCAG 1.4.13: dismissible).
      await add.press('Escape');
      await expect(tip).toHaveCSS('opacity', '0');
      await expect(add).toBeFocused();

      await add.click({ force: true });
      await refused.getByRole('heading', { name: title }).click();
      await expect(refused.locator('[data-in-cart]')).toHaveCount(0);
      // The name has no cart action while the order is refused.
      await expect(refused.getByRole('button', { name: title, exact: true })).toHaveCount(0);
    });
  }

  test('locked option: its tip, and choosing it moves the other option', async ({ mount }) => {
    const root = await mount(`${STORY}/LockedOption`, { mode: 'run', viewport: 'desktop' });
    const dripper = card(root, '310');
    const glaze = dripper.getByRole('radiogroup', { name: 'Glaze' });
    const size = dripper.getByRole('radiogroup', { name: 'Size' });
    const terracotta = glaze.getByRole('radio', { name: /^Terracotta/ });
    await expect(terracotta).toHaveAttribute('data-state', 'locked');
    await expect(terracotta).toHaveAttribute('title', `Terracotta: ${LOCKED_TIP}`);
    await expect(terracotta).toHaveAccessibleName(`Terracotta ${LOCKED_TIP}`);
    await expect(terracotta).toHaveAttribute('aria-checked', 'false');
    await expect(terracotta).toBeEnabled();
    await expect(size.getByRole('radio', { name: '1–2 cups' })).toHaveAttribute('aria-checked', 'true');

    await terracotta.click();
    await expect(terracotta).toHaveAttribute('aria-checked', 'true');
    await expect(size.getByRole('radio', { name: '2–4 cups' })).toHaveAttribute('aria-checked', 'true');
    await expect(size.getByRole('radio', { name: '1–2 cups' })).toHaveAttribute('aria-checked', 'false');
    await expect(element(dripper, 'article')).toHaveText('Art. HCR-GR-0310-D02-TERRACOTTA');
    await expect(terracotta).toHaveAttribute('data-state', 'available');
    // Now the charcoal glaze is the one missing at this size.
    await expect(glaze.getByRole('radio', { name: /^Charcoal/ })).toHaveAttribute('data-state', 'locked');

    // A radio option: Colombia's kilo bag is whole bean only.
    const colombia = card(root, '11');
    await colombia.getByRole('button', { name: 'Grind: Whole bean' }).click();
    await colombia.getByRole('option', { name: 'Filter', exact: true }).click();
    const kilo = colombia.locator('label.rt-option__radio', { hasText: '1 kg' });
    await expect(kilo).toHaveAttribute('data-state', 'locked');
    await expect(kilo).toHaveAttribute('title', LOCKED_TIP);
    await expect(colombia.getByRole('radio', { name: `1 kg ${LOCKED_TIP}` })).toBeEnabled();
  });

  test('disabled option: marked, announced and not choosable', async ({ mount }) => {
    const root = await mount(`${STORY}/LockedOption`, { mode: 'run', viewport: 'desktop' });
    const kenya = card(root, '12');
    const weight = kenya.getByRole('radiogroup', { name: 'Weight' });
    const kilo = weight.getByRole('radio', { name: /^1 kg/ });
    await expect(kilo).toHaveAttribute('data-state', 'disabled');
    await expect(kilo).toHaveAttribute('aria-disabled', 'true');
    await expect(kilo).toHaveAttribute('title', '1 kg: Not available');
    await expect(kilo).toHaveAccessibleName('1 kg Not available');
    await kilo.click({ force: true });
    await expect(kilo).toHaveAttribute('aria-checked', 'false');
    await expect(weight.getByRole('radio', { name: '250 g' })).toHaveAttribute('aria-checked', 'true');
    await expect(price(kenya)).toHaveText('$23.00');

    await weight.getByRole('radio', { name: '500 g' }).click();
    await expect(price(kenya)).toHaveText('$44.00');
    await expect(kenya).toHaveAttribute('data-variant-id', '12-2');
  });

  test('old price: struck through beside the price', async ({ mount }) => {
    const root = await mount(`${STORY}/OldPrice`, { mode: 'run', viewport: 'desktop' });
    const dockside = card(root, '9');
    await expect(price(dockside)).toHaveText('$16.00');
    const old = dockside.locator('s.rt-card__price-old');
    await expect(old).toHaveText('$19.00');
    // A struck-through element cannot carry a name: the old price is hidden from screen readers and said in words beside it.
    await expect(old).toHaveAttribute('aria-hidden', 'true');
    await expect(dockside.locator('[data-card-element="price"] .rt-sr-only')).toHaveText('Was $19.00');
    await expect(old).toHaveCSS('text-decoration-line', 'line-through');
    // The old price follows the variant.
    await dockside.getByRole('radiogroup', { name: 'Weight' }).getByRole('radio', { name: '1 kg' }).click();
    await expect(price(dockside)).toHaveText('$54.00');
    await expect(old).toHaveText('$65.00');
  });

  test('empty card: a product id with no product shows the empty-card text; the other card shows', async ({ mount }) => {
    const root = await mount(`${STORY}/Empty`, { mode: 'run', viewport: 'desktop' });
    await expect(root.locator('article.rt-card')).toHaveCount(2);
    const empty = root.locator('article.rt-card--empty');
    await expect(empty).toHaveCount(1);
    await expect(empty).toHaveAttribute('data-product-id', '404404');
    await expect(empty).toHaveText('No product selected for this card');
    await expect(empty.getByRole('button')).toHaveCount(0);
    await expect(card(root, '15').getByRole('heading', { name: 'Roaster’s Choice Sampler' })).toBeVisible();
    await expect(element(card(root, '15'), 'available')).toHaveText('In stock');
    await expect(root.getByText('There are no products here yet')).toHaveCount(0);
  });

  test('NoPrice: a product without a price reads "Price on request" and is refused (allowPriceless off); a click adds nothing', async ({ mount }) => {
    const root = await mount(`${STORY}/NoPrice`, { mode: 'run', viewport: 'desktop' });
    const refused = card(root, '1038');
    await expect(refused).toHaveAttribute('data-refusal', 'no_price');
    await expect(element(refused, 'price')).toHaveText('Price on request');
    const add = refused.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription('Ask us for a price to order this');
    await add.click({ force: true });
    await expect(refused.locator('[data-in-cart]')).toHaveCount(0);
  });

  test('each stock status has its own words and its own colour, not only its dot, at 4.5:1 on the card', async ({ mount }) => {
    const statuses = [
      { story: 'InStock', id: '8', words: 'In stock: 4' },
      { story: 'OutOfStock', id: '10', words: 'Out of stock' },
      { story: 'NotOrderableWithTip', id: '14', words: 'Not available for order' },
    ];
    const colours: string[] = [];
    for (const { story, id, words } of statuses) {
      const root = await mount(`${STORY}/${story}`, { mode: 'run', viewport: 'desktop' });
      const available = element(card(root, id), 'available');
      await expect(available).toHaveText(words);
      const { colour, contrast } = await available.evaluate((node) => {
        const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const luminance = (css: string) => {
          const [r = 0, g = 0, b = 0] = channels(css).map((value) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const text = luminance(getComputedStyle(node).color);
        const ground = luminance(getComputedStyle(node.closest('article')!).backgroundColor);
        return { colour: getComputedStyle(node).color, contrast: (Math.max(text, ground) + 0.05) / (Math.min(text, ground) + 0.05) };
      });
      expect(contrast, `${words} against its card`).toBeGreaterThanOrEqual(4.5);
      colours.push(colour);
    }
    expect(new Set(colours).size).toBe(statuses.length);
  });

  test('admin: Add to cart is shown but does not fill the cart', async ({ mount }) => {
    const root = await mount(`${STORY}/InStock`, { mode: 'admin', viewport: 'desktop' });
    const blend = card(root, '8');
    await blend.getByRole('button', { name: 'Add to cart' }).click();
    await expect(blend.locator('[data-in-cart]')).toHaveCount(0);
  });
});

test.describe('option widgets', () => {
  test('vertical_list is a dropdown select; radio is a group of native radios', async ({ mount, page }) => {
    const root = await mount(`${STORY}/OptionWidgets`, { mode: 'run', viewport: 'desktop' });
    const box = card(root, '1');
    const grind = box.getByRole('button', { name: 'Grind: Whole bean' });
    await expect(grind).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(grind).toHaveAttribute('aria-expanded', 'false');
    await grind.click();
    const listbox = box.getByRole('listbox', { name: 'Grind' });
    await expect(listbox.getByRole('option')).toHaveText(['Whole bean', 'Espresso', 'Filter']);
    await expect(listbox.getByRole('option', { name: 'Whole bean' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box.getByRole('button', { name: 'Grind: Filter' })).toBeFocused();
    await expect(element(box, 'article')).toHaveText('Art. HCR-GF-0001-FL');

    const flight = card(root, '4');
    const group = flight.getByRole('group', { name: 'Grind' });
    await expect(group.getByRole('radio')).toHaveCount(3);
    await expect(group.getByRole('radio', { name: 'Whole bean' })).toBeChecked();
    await group.getByRole('radio', { name: 'French press' }).check();
    await expect(group.getByRole('radio', { name: 'Whole bean' })).not.toBeChecked();
    await expect(flight).toHaveAttribute('data-variant-id', '4-3');
    // Native radios move with the arrow keys.
    await page.keyboard.press('ArrowUp');
    await expect(group.getByRole('radio', { name: 'Filter' })).toBeChecked();
    await expect(flight).toHaveAttribute('data-variant-id', '4-2');
  });

  test('vertical_block and horizon_block: radiogroups of radios with aria-checked; colours as swatches', async ({ mount }) => {
    const root = await mount(`${STORY}/OptionWidgets`, { mode: 'run', viewport: 'desktop' });

    const grinder = card(root, '309');
    const finish = grinder.getByRole('radiogroup', { name: 'Finish' });
    await expect(finish.locator('..')).toHaveAttribute('data-widget', 'vertical_block');
    await expect(finish.getByRole('radio')).toHaveCount(4);
    await expect(finish.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(finish.getByRole('radio', { name: 'Matte black' })).toHaveAttribute('aria-checked', 'true');
    await expect(finish.locator('.rt-option__swatch')).toHaveCount(4);
    // Blocks stack: each one under the one before.
    const first = (await finish.getByRole('radio').nth(0).boundingBox())!;
    const second = (await finish.getByRole('radio').nth(1).boundingBox())!;
    expect(second.y).toBeGreaterThan(first.y);
    // The copper variant is out of stock: choosing it refuses the order.
    await finish.getByRole('radio', { name: 'Copper' }).click();
    await expect(finish.getByRole('radio', { name: 'Copper' })).toHaveAttribute('aria-checked', 'true');
    await expect(finish.getByRole('radio', { name: 'Matte black' })).toHaveAttribute('aria-checked', 'false');
    await expect(grinder).toHaveAttribute('data-refusal', 'out_of_stock');
    await expect(grinder.getByRole('tooltip')).toHaveText('Out of stock');

    const kit = card(root, '2');
    const glaze = kit.getByRole('radiogroup', { name: 'Glaze' });
    await expect(glaze.locator('..')).toHaveAttribute('data-widget', 'horizon_block');
    await expect(glaze.getByRole('radio')).toHaveCount(3);
    const swatches = glaze.locator('.rt-option__swatch');
    await expect(swatches).toHaveCount(3);
    await expect(swatches.nth(1)).toHaveCSS('background-color', 'rgb(159, 201, 184)');
    // Swatches sit in a row.
    const cream = (await glaze.getByRole('radio').nth(0).boundingBox())!;
    const seafoam = (await glaze.getByRole('radio').nth(1).boundingBox())!;
    expect(seafoam.y).toBeCloseTo(cream.y, 0);
    expect(seafoam.x).toBeGreaterThan(cream.x);
    // A colour variant has its own photo.
    const photo = element(kit, 'media').locator('img.rt-image__img');
    await expect(photo).toHaveAttribute('src', /\/img\/cafe-interior_/);
    await glaze.getByRole('radio', { name: 'Seafoam' }).click();
    await expect(glaze.getByRole('radio', { name: 'Seafoam' })).toHaveAttribute('aria-checked', 'true');
    await expect(element(kit, 'article')).toHaveText('Art. HCR-GF-0002-SEAFOAM');
    await expect(photo).toHaveAttribute('src', /\/img\/latte-art_/);
  });
});

test.describe('option blocks: keyboard', () => {
  // A role="radiogroup" of role="radio" items promises the radio keyboard pattern (WAI-ARIA APG):
  // one tab stop for the group, arrow keys move the choice.
  test('arrow keys move the choice within a block radiogroup, which is one tab stop', async ({ mount, page }) => {
    const root = await mount(`${STORY}/OptionWidgets`, { mode: 'run', viewport: 'desktop' });
    const glaze = card(root, '2').getByRole('radiogroup', { name: 'Glaze' });
    const cream = glaze.getByRole('radio', { name: 'Cream' });
    await expect(cream).toHaveAttribute('aria-checked', 'true');
    await cream.focus();
    await page.keyboard.press('ArrowRight');
    await expect(glaze.getByRole('radio', { name: 'Seafoam' })).toHaveAttribute('aria-checked', 'true');
    await expect(glaze.getByRole('radio', { name: 'Seafoam' })).toBeFocused();
    await expect(glaze.getByRole('radio', { name: 'Charcoal' })).toHaveAttribute('tabindex', '-1');
  });
});

test.describe('catalogue stories in the gallery', () => {
  test('CatalogueWithTabs: nine cards a tab, load-more appends nine from the seed', async ({ mount }) => {
    const root = await mount('blocks/Products/CatalogueWithTabs', { mode: 'preview', viewport: 'desktop' });
    const beans = root.locator('.rt-catalogue__list[data-category="beans"]');
    await expect(beans.locator('article.rt-card')).toHaveCount(9);
    await beans.getByRole('button', { name: 'Show more' }).click();
    await expect(beans.locator('article.rt-card')).toHaveCount(18);
    await expect(root.getByRole('tab')).toHaveText(['Coffee beans', 'Brewing gear', 'Cups & mugs', 'Treats & pantry', 'Gift sets']);
  });

  test('Paginated: "1 2 3 - 56", and page 2 replaces the cards', async ({ mount }) => {
    const root = await mount('blocks/Products/Paginated', { mode: 'preview', viewport: 'desktop' });
    const nav = root.locator('nav.rt-pagination');
    await expect(nav.locator('.rt-pagination__page, .rt-pagination__gap')).toHaveText(['1', '2', '3', '-', '56']);
    await expect(root.locator('article.rt-card--double')).toHaveCount(8);
    await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(nav.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(root.locator('article.rt-card[data-product-id="316"]')).toHaveCount(1);
    await expect(root.locator('article.rt-card[data-product-id="308"]')).toHaveCount(0);
  });

  test('EmptyCatalogue: the empty-catalogue text', async ({ mount }) => {
    const root = await mount('blocks/Products/EmptyCatalogue', { mode: 'run', viewport: 'desktop' });
    await expect(root.locator('[data-catalogue-empty]')).toHaveText('There are no products here yet');
    await expect(root.locator('article.rt-card')).toHaveCount(0);
  });
});
