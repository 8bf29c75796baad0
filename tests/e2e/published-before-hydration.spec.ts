/**
 * A published page used before its script came, then turned across the breakpoint. Until it
 * hydrates, the page holds both copies (the phone's and the desktop's), a media query showing the
 * one that fits; hydration keeps the copy that fits the window then and removes the other. A
 * visitor who typed into a form on a phone, then turned it (375 → 844 px, past the 767 px
 * breakpoint) or widened the window before the page's script came, lost what was typed: the copy
 * that held it was removed, and the other copy's form hydrated empty. Now what was typed, chosen
 * and focused goes into the copy hydrated first (publish/input-across-copies.ts), in either direction.
 * The hydration chunk (or the page's data) is held until the window has turned: no waiting on the clock.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';
import { recordHydrationWarnings, untilHydrated } from '../support/visitor';

const PHONE = { width: 375, height: 812 };
/** The phone turned: landscape, past the breakpoint. */
const PHONE_TURNED = { width: 844, height: 390 };
const DESKTOP = { width: 1280, height: 800 };
/** The desktop window narrowed past the breakpoint. */
const DESKTOP_NARROWED = { width: 700, height: 800 };

const HYDRATION_CHUNK = /\/hydrate-page-[\w-]{8}\.js$/;

/** The forms page's lead form in a copy (scenarios/forms/page.json). */
function leadForm(page: Page, copy: 'mobile' | 'desktop'): Locator {
  return page.locator(`[data-published-viewport="${copy}"] [data-element-id="lead-form"] form`);
}

/** Types and chooses in every kind of field of the lead form, the email last (the focus stays there). */
async function fillIn(form: Locator): Promise<void> {
  await form.locator('input[name="name"]').fill('Ann Lee');
  await form.locator('textarea[name="message"]').fill('Two bags a week, please.');
  await form.locator('select[name="volume"]').selectOption('10–50 kg');
  await form.locator('input[name="roasts"][value="Dark"]').check();
  await form.locator('input[name="contact"][value="Phone"]').check();
  await form.locator('input[name="consent"]').check();
  await form.locator('input[name="email"]').fill('ann@example.com');
}

async function expectFilledIn(form: Locator): Promise<void> {
  await expect(form.locator('input[name="name"]')).toHaveValue('Ann Lee');
  await expect(form.locator('textarea[name="message"]')).toHaveValue('Two bags a week, please.');
  await expect(form.locator('select[name="volume"]')).toHaveValue('10–50 kg');
  await expect(form.locator('input[name="roasts"][value="Dark"]')).toBeChecked();
  await expect(form.locator('input[name="roasts"][value="Light"]')).not.toBeChecked();
  await expect(form.locator('input[name="contact"][value="Phone"]')).toBeChecked();
  await expect(form.locator('input[name="consent"]')).toBeChecked();
  await expect(form.locator('input[name="email"]')).toHaveValue('ann@example.com');
  // The visitor was in the email field when the turn hid it.
  await expect(form.locator('input[name="email"]')).toBeFocused();
}

for (const { turn, from, to, before, after } of [
  { turn: 'a phone turned', from: 'mobile', to: 'desktop', before: PHONE, after: PHONE_TURNED },
  { turn: 'a desktop window narrowed', from: 'desktop', to: 'mobile', before: DESKTOP, after: DESKTOP_NARROWED },
] as const) {
  test(`what was typed and chosen in a form before the page hydrated, and the focus, stay when ${turn} before the script came`, async ({ page, baseURL }) => {
    const hydrationWarnings = recordHydrationWarnings(page);
    const hydration = await holdRequests(page, HYDRATION_CHUNK);
    await page.setViewportSize(before);
    await page.goto(new URL('/published/forms/', baseURL).href);
    await hydration.requested;
    await fillIn(leadForm(page, from));
    await page.setViewportSize(after);
    hydration.release();
    const form = page.locator(`[data-published-live][data-published-viewport="${to}"] [data-element-id="lead-form"] form`);
    await untilHydrated(form);
    await expectFilledIn(form);
    // The form's own state, not the screen's alone: a render of the form keeps them (typed-before-hydration.ts).
    await form.locator('input[name="company"]').fill('Roasters Ltd');
    await expect(form.locator('input[name="name"]')).toHaveValue('Ann Lee');
    expect(hydrationWarnings).toEqual([]);
  });
}

test('a form the visitor used in the copy kept keeps its own input; the other copy brings only what it lacks', async ({ page, baseURL }) => {
  const hydration = await holdRequests(page, HYDRATION_CHUNK);
  await page.setViewportSize(PHONE);
  await page.goto(new URL('/published/forms/', baseURL).href);
  await hydration.requested;
  await leadForm(page, 'mobile').locator('input[name="name"]').fill('Ann');
  await leadForm(page, 'mobile').locator('input[name="email"]').fill('ann@example.com');
  await page.setViewportSize(PHONE_TURNED);
  // Typed again in the copy the turn showed.
  await leadForm(page, 'desktop').locator('input[name="name"]').fill('Ann Lee');
  hydration.release();
  const form = page.locator('[data-published-live] [data-element-id="lead-form"] form');
  await untilHydrated(form);
  await expect(form.locator('input[name="name"]')).toHaveValue('Ann Lee');
  await expect(form.locator('input[name="email"]')).toHaveValue('ann@example.com');
  // The focus the visitor gave since stays where it is.
  await expect(form.locator('input[name="name"]')).toBeFocused();
});

test('a card’s option picked on a phone before the shop hydrated stays picked, its price too, when the phone is turned before the script came', async ({ page, baseURL }) => {
  const hydration = await holdRequests(page, HYDRATION_CHUNK);
  await page.setViewportSize(PHONE);
  await page.goto(new URL('/published/shop/', baseURL).href);
  await hydration.requested;
  // The house blend's card (product 8, scenarios/shop), its radios named by React with the copy's prefix.
  await page.locator('[data-published-viewport="mobile"] [data-category="beans"] [data-product-id="8"]').getByRole('radio', { name: '500 g' }).check();
  await page.setViewportSize(PHONE_TURNED);
  hydration.release();
  const blend = page.locator('[data-published-live] [data-category="beans"] [data-product-id="8"]');
  // Taken in by the card once it has hydrated (catalogue/checked-before-hydration.ts).
  await expect(blend).toHaveAttribute('data-variant-id', '8-6');
  await expect(blend.getByRole('radio', { name: '500 g' })).toBeChecked();
  await expect(blend.locator('.rt-card__price-now')).toHaveText('$26.50');
});

test('the focus the turn took comes back when the page had chosen its copy before the turn (its data still coming)', async ({ page, baseURL }) => {
  const pageData = await holdRequests(page, /\/assets\/page-[\w-]+\.json$/);
  const chunk = page.waitForResponse(HYDRATION_CHUNK);
  await page.setViewportSize(PHONE);
  await page.goto(new URL('/published/forms/', baseURL).href);
  const typedInto = leadForm(page, 'mobile').locator('input[name="email"]');
  await typedInto.fill('ann@example.com');
  // The hydration chunk has run: it chose the phone's copy, which the turn then hides.
  const chunkUrl = (await chunk).url();
  await page.evaluate((url) => import(url).then(() => undefined), chunkUrl);
  await page.setViewportSize(PHONE_TURNED);
  await expect(typedInto).not.toBeFocused();
  pageData.release();
  const form = page.locator('[data-published-live] [data-element-id="lead-form"] form');
  await untilHydrated(form);
  await expect(form.locator('input[name="email"]')).toHaveValue('ann@example.com');
  // Not the form's first field, which a form hydrating where nothing has the focus takes (Form01.tsx).
  await expect(form.locator('input[name="email"]')).toBeFocused();
});

/** The shop's catalogues (scenarios/shop), one under the other, each with its cards of another design. */
const SHOP_CATALOGUES = ['catalogue', 'gear', 'gifts'] as const;

/** Each catalogue section's top and bottom, and the page's height, in rounded document px, in the copy under `root`. */
function catalogueGeometry(page: Page, root: string) {
  return page.locator(root).evaluate((copy, ids) => {
    const place = (id: string) => {
      const box = copy.querySelector(`[data-section-id="${id}"]`)!.getBoundingClientRect();
      return { top: Math.round(box.top + window.scrollY), bottom: Math.round(box.bottom + window.scrollY) };
    };
    return { sections: ids.map(place), page: document.documentElement.scrollHeight };
  }, SHOP_CATALOGUES as readonly string[]);
}

test('the published shop’s cards off the screen hold, before the script, the height they are drawn at: the catalogues and what is below them are where they will be, at 375 and 1280 px', async ({ page, baseURL }) => {
  for (const [viewport, size] of [['mobile', PHONE], ['desktop', DESKTOP]] as const) {
    const hydration = await holdRequests(page, HYDRATION_CHUNK);
    await page.setViewportSize(size);
    await page.goto(new URL('/published/shop/', baseURL).href);
    await hydration.requested;
    // Before the script: the first catalogue's first card is on the screen, the others wait off it
    // (content-visibility), holding what card-held-height.ts reckons for them.
    const before = await catalogueGeometry(page, `[data-published-viewport="${viewport}"]`);
    hydration.release();
    const live = '[data-published-live]';
    await untilHydrated(page.locator(`${live} [data-section-id="gifts"] .rt-card`).last());
    const hydrated = await catalogueGeometry(page, live);
    // Every card drawn, as it is once a visitor has scrolled past it.
    await page.addStyleTag({ content: '.rt-card { content-visibility: visible !important; }' });
    const drawn = await catalogueGeometry(page, live);
    // The first catalogue's cards: its design's sizes and its products' options make their height,
    // exactly but for the device-pixel snapping of a block's 1.5 px border and of fractional line
    // heights (at most a pixel a card). With a guess of 560 px its bottom was 995 px (375) and 235 px
    // (1280) above where it is drawn.
    expect(Math.abs(before.sections[0]!.bottom - drawn.sections[0]!.bottom), `${viewport}: the first catalogue’s bottom`).toBeLessThanOrEqual(2);
    // The catalogues below and the page's end: within a line of a description (21 px) of where they
    // are drawn, the lines a text wraps to being reckoned from its length (at 375 px two of the gear's
    // descriptions wrap to a line more or less than reckoned), and half a pixel a row, each held card
    // being whole pixels (the gear's 8 rows on a phone: 4 px). With the guess: 1,138 px (375) and 838 px (1280).
    const WITHIN_PX = 21 + 4;
    for (const [index, id] of SHOP_CATALOGUES.entries()) expect(Math.abs(before.sections[index]!.bottom - drawn.sections[index]!.bottom), `${viewport}: ${id}’s bottom`).toBeLessThanOrEqual(WITHIN_PX);
    expect(Math.abs(before.page - drawn.page), `${viewport}: the page’s height`).toBeLessThanOrEqual(WITHIN_PX);
    // Hydrated, every card still held as it was: the script changes no held height (it set the grid's
    // first card's for all, which moved the page again).
    expect(hydrated, `${viewport}: hydration moves nothing`).toEqual(before);
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  }
});
