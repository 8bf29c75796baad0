/**
 * What a visitor gets on paper. `page.pdf` is the browser's print: it fires `beforeprint`, lays the
 * page out for the sheets under the print media and waits for the images the page holds; the text
 * printed is read back from the PDF (tests/support/pdf-text.ts).
 */
import { expect, test } from '../support/fixtures';
import { blendCard, cartDialog, smallShopAddress, smallShopPage } from '../support/small-shop';
import { pdfPagesText } from '../support/pdf-text';
import { untilHydrated } from '../support/visitor';
import { drawnWidth, proportionBox } from '../../runtime/media/image/drawn-width';
import { PRINTED_SHEET_WIDTH_PX } from '../../runtime/media/image/printed-width';

/** The published landing page, served as visitors get it, one port up from the harness. */
const PUBLISHED = `http://localhost:${Number(process.env.HARNESS_PORT ?? 4173) + 1}/`;


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

  // The print starts (its beforeprint, which the check above reads); its first sheet is enough: every
  // sheet of the long page cost about a second more of software raster, for nothing this test reads.
  // So do the sections' backgrounds (CSS, not the photos this test is about, which are the page's
  // content and printed either way): without them the print took 1.0 s here, with them 2.3 s.
  await page.pdf({ format: 'A4', printBackground: false, pageRanges: '1' });

  await expect(page.locator('html'), 'images printed as their blurred previews').toHaveAttribute('data-printed-without-file', '0');
  await expect(images.and(page.locator('[data-state="not-loaded"]'))).toHaveCount(0);
});

test('a published page printed prints the photo of every tab’s panel, not its preview, and the screen fetched none of a hidden tab’s before (media/image/printed-width.ts)', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname.startsWith('/img/') && requested.push(new URL(request.url()).pathname)));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(new URL('/published/widgets/', baseURL).href);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('runtime:hydrate').length)).toBe(1);
  // The menu's tabs each hold a photo; the tabs not selected are hidden on the screen (0 × 0).
  const photos = page.locator('[data-bundle] .rt-tabs__panel .rt-image');
  const hiddenPhotos = page.locator('[data-bundle] .rt-tabs__panel[hidden] .rt-image');
  for (const photo of await photos.all()) await untilHydrated(photo);
  await expect(hiddenPhotos).toHaveCount(3);
  // The screen loads nothing of them: they are far below and hidden.
  await expect(hiddenPhotos.and(page.locator('[data-state="not-loaded"]'))).toHaveCount(3);
  const fetchedBeforePrint = [...requested];
  // What the print lays out (this listener comes after the runtime's, added as the images mounted).
  await page.evaluate(() =>
    window.addEventListener('beforeprint', () => {
      const withoutFile = [...document.querySelectorAll('[data-bundle] .rt-tabs__panel .rt-image')].filter((box) => !box.querySelector('img.rt-image__img[src]'));
      document.documentElement.dataset.printedTabPhotosWithoutFile = String(withoutFile.length);
    }),
  );

  // The print starts; its first sheet is enough, and no backgrounds (as in the test above: what is
  // read is the page at beforeprint, and its photos).
  await page.pdf({ format: 'A4', printBackground: false, pageRanges: '1' });

  await expect(page.locator('html'), 'tabs’ photos printed as their blurred previews').toHaveAttribute('data-printed-tab-photos-without-file', '0');
  await expect(photos.and(page.locator('[data-state="loaded"]'))).toHaveCount(4);
  // Not one fetched before the print, and each chosen for the column it prints in: no wider than the
  // photo is drawn at in a box of a whole sheet's width (the test's screen is 1×). A photo of another
  // shape than its box covers it, drawn wider than the box (drawn-width.ts).
  const printedFiles = await hiddenPhotos.evaluateAll((boxes) =>
    boxes.map((box) => {
      const file = box.querySelector<HTMLImageElement>('img.rt-image__img')!;
      return { path: new URL(file.src).pathname, natural: { width: file.naturalWidth, height: file.naturalHeight }, boxProportion: Number(getComputedStyle(box).aspectRatio.split('/')[1]) };
    }),
  );
  for (const { path, natural, boxProportion } of printedFiles) {
    expect.soft(fetchedBeforePrint, `${path}, fetched before the print`).not.toContain(path);
    const sheetWide = Math.ceil(drawnWidth(proportionBox(PRINTED_SHEET_WIDTH_PX, boxProportion), natural, 'cover'));
    expect.soft(Number(path.match(/_(\d+)_q\d+\./)?.[1]), `${path}’s width`).toBeLessThanOrEqual(sheetWide);
  }
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

test('a published page printed prints every tab’s panel, each under its tab’s name, and no tab bar (widgets/tabs)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(new URL('/published/widgets/', baseURL).href);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('runtime:hydrate').length)).toBe(1);
  const copy = page.locator('[data-published-viewport="desktop"]');
  const bundles = copy.locator('[data-bundle]');
  await expect(bundles).toHaveCount(2);
  // Each panel's title and the opening words of its text, as the page holds them (the inactive ones hidden on the screen).
  const panels = await bundles.locator('.rt-tabs__panel').evaluateAll((nodes) =>
    nodes.map((panel) => ({
      title: (panel.previousElementSibling?.textContent ?? '').trim(),
      words: (panel.querySelector('p')?.textContent ?? '').trim().split(/\s+/).slice(0, 5).join(' '),
    })),
  );
  expect(panels.length).toBeGreaterThanOrEqual(7);
  for (const panel of panels) expect(panel.words, `the panel of “${panel.title}” with text`).not.toBe('');

  const printed = pdfPagesText(await page.pdf({ format: 'A4', printBackground: true })).join(' ');
  for (const panel of panels) expect.soft(printed, `the panel of “${panel.title}” printed`).toContain(panel.words);

  // Each under its title, and no bar, whose tabs (or dropdown) switch nothing on paper.
  await page.emulateMedia({ media: 'print' });
  await expect.soft(bundles.locator('.rt-tabs__bar:visible'), 'tab bars printed').toHaveCount(0);
  await expect.soft(bundles.locator('.rt-tabs__panel:visible'), 'panels printed').toHaveCount(panels.length);
  const printedTitles = await bundles.locator('.rt-tabs__panel-title:visible').evaluateAll((titles) => titles.map((title) => [title.textContent, title.nextElementSibling?.className]));
  expect.soft(printedTitles, 'each panel printed under its title').toEqual(panels.map((panel) => [panel.title, 'rt-tabs__panel']));
});

test('a lightbox or an options modal printed: no close button on the sheet (nor the modal’s Add to cart), and the lightbox’s caption readable on white paper', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(new URL('/published/media/', baseURL).href);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('runtime:hydrate').length)).toBe(1);
  const photo = page.locator('[data-published-viewport="desktop"] .rt-lightbox-trigger').first();
  await untilHydrated(photo);
  await photo.getByRole('button', { name: /Open the image large/ }).click();
  const lightbox = page.locator('dialog.rt-lightbox');
  await expect(lightbox).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect.soft(lightbox.locator('.rt-lightbox__close'), 'the lightbox’s close button, printed').toBeHidden();
  await expect.soft(lightbox.locator('.rt-lightbox__figure'), 'the lightbox’s photo, printed').toBeVisible();
  // The dark layer round the photo is the screen's backdrop, not the sheet's.
  await expect.soft(lightbox, 'the dark layer round the photo, printed').toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // Its white text keeps its shade where the print leaves backgrounds out (the browser's default).
  await expect.soft(lightbox.locator('.rt-lightbox__caption'), 'the caption’s shade, kept').toHaveCSS('print-color-adjust', 'exact');
  await page.emulateMedia({ media: null });
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);

  await page.goto(new URL('/published/shop/', baseURL).href);
  const kettle = page.locator('[data-published-viewport="desktop"] article.rt-card[data-product-id="308"]');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('runtime:hydrate').length)).toBe(1);
  await untilHydrated(kettle);
  await kettle.getByRole('button', { name: 'Choose options' }).click();
  const options = page.locator('dialog.rt-options-modal');
  await expect(options).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect.soft(options.locator('.rt-options-modal__close'), 'the options modal’s close button, printed').toBeHidden();
  await expect.soft(options.getByRole('button', { name: 'Add to cart' }), 'the options modal’s Add to cart, printed').toBeHidden();
  await expect.soft(options.getByRole('heading', { name: 'Harbor Gooseneck Kettle' })).toBeVisible();
  // What was chosen and what it costs stay on the sheet.
  await expect.soft(options.locator('.rt-card__price'), 'the options modal’s price, printed').toBeVisible();
  await page.emulateMedia({ media: null });
  await expect(options.getByRole('button', { name: 'Add to cart' }), 'the options modal’s Add to cart, on the screen again').toBeVisible();
});

test('the cart printed prints every shipping method, not the part its scroll box shows on the screen (checkout/ShippingPicker.tsx)', async ({ page }) => {
  const methods = Array.from({ length: 14 }, (_, index) => ({ id: `courier-${index + 1}`, title: `Courier zone ${index + 1}`, type: 'delivery', price: { current: 5 + index } }));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(smallShopAddress(smallShopPage({ title: 'Print shipping', ecommerce: { shipping: methods } })));
  await blendCard(page).getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.rt-cart-button').click();
  const cart = cartDialog(page);
  await expect(cart).toHaveAttribute('data-state', 'open');
  const list = cart.locator('.rt-shipping__list');
  await expect(list.getByRole('radio')).toHaveCount(methods.length);
  // On the screen the list scrolls inside its box.
  expect(await list.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);

  const printed = pdfPagesText(await page.pdf({ format: 'A4', printBackground: true })).join(' ');
  for (const method of methods) expect.soft(printed, `${method.title}, printed`).toContain(method.title);
});

test('a date field printed with its calendar open prints the chosen date, not the calendar or its button (fields/DateField.tsx)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(new URL('/published/forms/', baseURL).href);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('runtime:hydrate').length)).toBe(1);
  const field = page.locator('[data-published-viewport="desktop"] .rt-date').first();
  await field.scrollIntoViewIfNeeded();
  await untilHydrated(field.locator('.rt-date__open'));
  const open = field.locator('.rt-date__open');
  const calendar = page.locator('[data-calendar]');
  // A day chosen, then the calendar open again over it.
  await open.click();
  await expect(calendar).toHaveAttribute('data-placed', '');
  await calendar.locator('.rt-calendar__day:not([aria-disabled="true"])').first().click();
  await expect(calendar).toHaveCount(0);
  const input = field.locator('.rt-date__input');
  const chosen = await input.inputValue();
  expect(chosen).not.toBe('');
  await open.click();
  await expect(calendar).toHaveAttribute('data-placed', '');

  await page.emulateMedia({ media: 'print' });
  await expect.soft(calendar, 'the open calendar, printed over the page').toBeHidden();
  await expect.soft(open, 'the calendar’s button, printed').toBeHidden();
  await expect.soft(input).toBeVisible();
  await expect.soft(input).toHaveValue(chosen);
});
