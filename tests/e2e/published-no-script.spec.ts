/**
 * The published scenarios read with JavaScript off, at 1280 and 375 px, as the harness's server
 * serves them at /published/{scenario}/: every text and image shows, and nothing misleads.
 *
 * - No control shows that does nothing when pressed: the head's <noscript> style
 *   (runtime/site/no-script.ts) hides what only a script answers (a catalogue's "Show more" and
 *   page bar, a card's cart buttons, a slider's arrows and dots, a video's play button, the button
 *   over a lightbox photo, a button01 that is not a link, a link to a page modal), and leaves a
 *   card's options as text: each name shows, none can be picked (a radio moved and showed "500 g"
 *   chosen at 250 g's price), the chosen one marked.
 * - A slider's slides past its first view are in the HTML, in <noscript>s of its track
 *   (widgets/slider/Slider.tsx), and show as a strip to scroll.
 * - The copy a media query hides fetches none of its photos: a browser fetches an <img> under
 *   display: none, lazy or not, when scripting is off, so a <noscript> photo's <picture> names an
 *   empty inline image for the windows that hide its copy (runtime/media/image/no-script-image.tsx).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const WIDTHS = { mobile: 375, desktop: 1280 } as const;
type ViewportName = keyof typeof WIDTHS;

test.use({ javaScriptEnabled: false });

/** The controls that need a script, per scenario: a name for the report, and where it is in the copy shown. */
const SCRIPT_CONTROLS: Record<string, [string, string][]> = {
  shop: [
    ['catalogue: Show more', '#catalogue .rt-catalogue__more-button'],
    ['catalogue: page bar, Next page', '#gear .rt-pagination__step:last-child'],
    ['card: Add to cart', '#catalogue .rt-card:first-child .rt-card__button'],
    ['card: Choose options', '#gear .rt-card:first-child .rt-card__button'],
    ['card: option dropdown', '#catalogue .rt-card:first-child .rt-dropdown__button'],
    ['card: option block "500 g"', '#catalogue .rt-card:has(.rt-option__block) .rt-option__block:nth-child(2)'],
    ['card slider: dot 2', '#catalogue .rt-card:first-child .rt-slider__dot:nth-child(2)'],
  ],
  widgets: [
    ['slider: Next slide', '[data-element-id="gallery-slider"] .rt-slider__arrow--next'],
    ['slider: dot 3', '[data-element-id="gallery-slider"] .rt-slider__dot:nth-child(3)'],
    ['button01 cart: Add a flat white', '[data-element-id="espresso-cta"] button'],
  ],
  media: [
    ['video: Play', '[data-section-id="watch"] .rt-video__play'],
    ['lightbox photo', '.rt-lightbox-trigger__button'],
  ],
  landing: [
    ['button01 cart: Order beans', '[data-element-id="hero-beans"] button'],
    ['lightbox photo', '.rt-lightbox-trigger__button'],
  ],
  modals: [
    ['button01 modal: Opening hours', '[data-element-id="intro-hours"] button'],
    ['button01 link to a page modal: House rules', '[data-element-id="events-rules"] a'],
  ],
  clinic: [['button01 modal: Book a check-up', '[data-element-id="hero-book"] button']],
};

async function open(page: Page, baseURL: string | undefined, scenario: string, viewport: ViewportName): Promise<Locator> {
  await page.setViewportSize({ width: WIDTHS[viewport], height: 800 });
  await page.goto(new URL(`/published/${scenario}/`, baseURL).href);
  return page.locator(`[data-published-viewport="${viewport}"]`);
}

/**
 * Whether a pointer can press the control: brought into the window, it is not disabled, takes
 * pointer events, and is what a click at its centre lands on (nothing covers it). Read at once, as
 * the page is: Playwright's trial click answered "no" only after its timeout, half a second a control.
 */
const pressable = (control: Locator) =>
  control.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    if (element.matches(':disabled') || getComputedStyle(element).pointerEvents === 'none') return false;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

/**
 * The controls of a copy a visitor sees and can press that do nothing without scripts: a button
 * that does not submit a form (a form's Send does nothing either, and its note says why), a
 * widget's tab or radio, a link to a place the copy does not have (a page modal's).
 */
function deadControlsShown(copy: Locator): Promise<string[]> {
  return copy.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, [role="button"], [role="radio"], [role="tab"], a[href^="#"]')]
      .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden' && getComputedStyle(control).pointerEvents !== 'none')
      .filter((control) => !(control instanceof HTMLButtonElement && control.type === 'submit'))
      .filter((control) => !(control instanceof HTMLAnchorElement) || !root.querySelector(`[id="${CSS.escape(decodeURIComponent(control.hash.slice(1)))}"]`))
      .map((control) => `${control.tagName.toLowerCase()}.${control.className}: ${control.getAttribute('aria-label') ?? control.textContent?.trim()}`),
  );
}

for (const [scenario, controls] of Object.entries(SCRIPT_CONTROLS)) {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`${scenario}, ${viewport}: no control shows that does nothing when pressed`, async ({ page, baseURL }) => {
      const copy = await open(page, baseURL, scenario, viewport);
      const shownAndPressable: string[] = [];
      for (const [name, selector] of controls) {
        const control = copy.locator(selector).first();
        expect(await control.count(), `${name} is on the page`).toBe(1);
        if ((await control.isVisible()) && (await pressable(control))) shownAndPressable.push(name);
      }
      expect(shownAndPressable).toEqual([]);
      expect(await deadControlsShown(copy)).toEqual([]);
    });
  }
}

/** The least of the next slide that shows at the end of a slider's strip without scripts. */
const NEXT_SLIDE_SLICE_SEEN_PX = 30;

/** Below the price, the card's "More details" link stands off by its own margin: a hidden row's room would add 38 px and more. */
const MORE_DETAILS_GAP_PX = 24;

test.describe('a card’s options (the shop’s Harbor House Blend: its weight as radios, its grind as a dropdown)', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`${viewport}: every name shows, none can be picked, and the chosen one is the one whose price shows`, async ({ page, baseURL }) => {
      const card = (await open(page, baseURL, 'shop', viewport)).locator('#catalogue .rt-card').first();
      await expect(card.locator('.rt-card__name')).toHaveText('Harbor House Blend');
      const price = card.locator('.rt-card__price-now');
      // 250 g, the first weight, is chosen: its price is $14.00 (500 g's, once hydrated, $26.50).
      await expect(price).toHaveText('$14.00');
      const weights = card.locator('.rt-option__radio');
      await expect(weights).toHaveText(['250 g', '500 g', '1 kg']);
      for (const weight of await weights.all()) await expect(weight).toBeVisible();
      // The radios themselves are not there to press or to reach with the keyboard.
      await expect(card.getByRole('radio', { name: '500 g' })).toBeHidden();
      expect(await pressable(weights.nth(1))).toBe(false);
      // A real press on "500 g" (Playwright would not press through the style that makes it inert).
      await weights.nth(1).scrollIntoViewIfNeeded();
      const box = (await weights.nth(1).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(card.locator('input[type="radio"]:checked')).toHaveValue('weight:g250');
      await expect(price).toHaveText('$14.00');
      // The chosen weight is marked as chosen.
      expect(await weights.evaluateAll((labels) => labels.map((label) => getComputedStyle(label).fontWeight))).toEqual(['600', '400', '400']);
      // The grind's dropdown: no button that cannot open, its every option named instead, none pressable.
      const grind = card.locator('[data-option="grind"]');
      await expect(grind.locator('.rt-dropdown__button')).toBeHidden();
      await expect(grind.locator('.rt-dropdown__option')).toHaveText(['Whole bean', 'Espresso', 'Moka pot', 'Filter', 'French press']);
      for (const option of await grind.locator('.rt-dropdown__option').all()) await expect(option).toBeVisible();
      // Its cart button's row goes with the button: "More details" follows the price, no blank band between.
      await expect(card.locator('.rt-card__button-row')).toBeHidden();
      const priceBox = (await card.locator('.rt-card__price').boundingBox())!;
      const moreBox = (await card.locator('.rt-card__more-link').boundingBox())!;
      expect(moreBox.y - (priceBox.y + priceBox.height)).toBeLessThan(MORE_DETAILS_GAP_PX);
    });
  }

  test('desktop: option blocks (the Kenya’s weights) show their names, none pressable, the chosen one marked', async ({ page, baseURL }) => {
    const card = (await open(page, baseURL, 'shop', 'desktop')).locator('#catalogue .rt-card:has(.rt-option__block)').first();
    const blocks = card.locator('.rt-option__block');
    await expect(blocks.first()).toBeVisible();
    await expect(blocks.first()).toHaveAttribute('aria-checked', 'true');
    for (const block of await blocks.all()) expect(await pressable(block)).toBe(false);
  });
});

for (const viewport of ['desktop', 'mobile'] as const) {
  test(`widgets, ${viewport}: a slider shows every slide, past its first view too, as a strip to scroll, each photo its file`, async ({ page, baseURL }) => {
    const gallery = (await open(page, baseURL, 'widgets', viewport)).locator('[data-element-id="gallery-slider"] .rt-slider');
    // scenarios/widgets/page.json: the gallery's five photos (Swiper draws the others with scripts).
    const photos = gallery.locator('.rt-slider__slide img.rt-image__img');
    await expect(photos).toHaveCount(5);
    const strip = gallery.locator('.rt-slider__viewport');
    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX === 'auto')).toBe(true);
    // A slice of the second photo shows at the strip's end, the hint that it scrolls (a phone draws no scrollbar).
    const stripBox = (await strip.boundingBox())!;
    const second = (await gallery.locator('.rt-slider__slide').nth(1).boundingBox())!;
    expect(second.x).toBeLessThan(stripBox.x + stripBox.width - NEXT_SLIDE_SLICE_SEEN_PX);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeInViewport();
      expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1)).toBe(true);
    }
  });
}

for (const viewport of ['mobile', 'desktop'] as const) {
  test.describe(`${viewport}`, () => {
    // A context opened at this width: a page resized from another test's width just before it loads
    // may be parsed at that width, and fetch the other copy's photos as that window would.
    test.use({ viewport: { width: WIDTHS[viewport], height: 800 } });
    for (const scenario of ['landing', 'media']) {
      test(`${scenario}: the copy the window hides fetches none of its photos, and the copy shown shows each of its own`, async ({ page, baseURL }) => {
        const fetched: string[] = [];
        page.on('requestfinished', (request) => {
          const path = new URL(request.url()).pathname;
          if (path.includes('/img/')) fetched.push(path.slice(path.indexOf('/img/')));
        });
        await page.goto(new URL(`/published/${scenario}/`, baseURL).href);
        const copy = page.locator(`[data-published-viewport="${viewport}"]`);
        const shownFiles = new Set((await copy.innerHTML()).match(/\/img\/[\w.-]+/g) ?? []);
        expect(fetched.length).toBeGreaterThan(0);
        expect(fetched.filter((file) => !shownFiles.has(file))).toEqual([]);
        // Its <noscript> photos are the files, not the empty image the other copy takes.
        const photos = copy.locator('picture > img');
        expect(await photos.count()).toBeGreaterThan(0);
        expect(await photos.evaluateAll((images) => images.filter((image) => !(image instanceof HTMLImageElement && image.complete && image.naturalWidth > 1)).map((image) => image.getAttribute('src')))).toEqual([]);
      });
    }
  });
}
