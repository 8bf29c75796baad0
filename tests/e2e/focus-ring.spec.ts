/**
 * The keyboard focus ring the runtime's controls share (site.css `--rt-focus-ring`): a dark line
 * between two light bands, drawn whole where the visitor can see it.
 * - Its dark line reaches 3:1 against a light section or card (WCAG 2.1 SC 1.4.11, which its
 *   Understanding text applies to focus indicators): the pale tint of the accent it replaced was
 *   1.9:1 on the shop's cards.
 * - Its two tones are at least 9:1 apart, so against any colour one of them reaches 3:1 (the
 *   contrasts of a colour with two others multiply to theirs): a dark section, a photo. The light
 *   bands lie on both sides of the line, so the line stands out from the control and from what is
 *   around it; an owner's border and shadow on a button do not take their place.
 * - No ancestor's overflow cuts it: inside a hover effect that clips (a lightbox photo with zoom)
 *   and in the tab bar, which scrolls sideways, it is drawn inside the control; over a photo (a
 *   lightbox's, a linked one) it follows the photo's rounded corners, which the effect's surface
 *   clips to, and lies over the photo and the effect's layers (darken's shade, swap's photo).
 * - Where a control drew a ring of its own (the modal's close button, the accent's 2 px line: 2.1:1
 *   on a light page with an orange accent) or a shadow of its own in the bands' place (the cart
 *   changes' secondary button), it draws the shared one.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { pageParam } from '../support/harness';
import { visitorArrives } from '../support/visitor';
import mediaPage from '../../scenarios/media/page.json' with { type: 'json' };

test.use({ viewport: { width: 1280, height: 800 } });

/** Colours as the canvas reads them: [r, g, b, a], each 0–255. */
type Rgba = [number, number, number, number];

interface FocusRing {
  focusVisible: boolean;
  /** The outline: the ring's line. */
  line: Rgba;
  lineWidth: number;
  offset: number;
  /** The first box-shadow: the ring's light bands, if any. */
  bands: { colour: Rgba; spread: number; inset: boolean } | null;
  /** The first opaque background among the focused element's ancestors. */
  background: Rgba;
  /** The ancestors whose overflow cuts the ring, and where: its sides, or its corners (a rounded clip). */
  clipped: string[];
}

/** Presses Tab until the focus is on an element matching `selector`. */
async function tabTo(page: Page, selector: string) {
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/**
 * The focused element's ring as it is drawn: its own outline and shadow, or those of its ::after
 * layer where it draws the ring over its content (a linked photo: the photo, positioned, would
 * cover the link's own), a layer as large as the element.
 */
const focusRing = (page: Page): Promise<FocusRing> =>
  page.evaluate(() => {
    const rgba = (colour: string): Rgba => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a];
    };
    const focused = document.activeElement!;
    const own = getComputedStyle(focused);
    const layer = getComputedStyle(focused, '::after');
    const style = own.outlineStyle === 'none' && layer.outlineStyle !== 'none' ? layer : own;
    const lineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const offset = parseFloat(style.outlineOffset) || 0;
    // Computed box-shadows read "<colour> <x> <y> <blur> <spread>[ inset]", the colour as rgb() or rgba().
    const first = /^(rgba?\([^)]*\)) (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px( inset)?/.exec(style.boxShadow);
    const bands = first ? { colour: rgba(first[1]!), spread: parseFloat(first[5]!), inset: Boolean(first[6]) } : null;
    let background: Rgba = [255, 255, 255, 255];
    for (let ancestor = focused.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const colour = rgba(getComputedStyle(ancestor).backgroundColor);
      if (colour[3] > 250) {
        background = colour;
        break;
      }
    }
    // How far the ring reaches past the element's border box: the outline, and bands beyond it.
    const reach = Math.max(lineWidth + offset, bands && !bands.inset ? bands.spread : 0);
    const box = focused.getBoundingClientRect();
    const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
    // A rounded ring's outer edge keeps its corners' curve, grown by its reach (a square one stays square);
    // the point of each corner's curve on the diagonal is where a rounded clip cuts it first.
    const radius = (of: CSSStyleDeclaration) => parseFloat(of.borderTopLeftRadius) || 0;
    const ringCorner = (radius(style) > 0 ? radius(style) + reach : 0) * (1 - Math.SQRT1_2);
    const corners = [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const;
    const clipped: string[] = [];
    for (let ancestor = focused.parentElement; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
      const overflow = getComputedStyle(ancestor);
      const [clipsX, clipsY] = [overflow.overflowX !== 'visible', overflow.overflowY !== 'visible'];
      if (!clipsX && !clipsY) continue;
      const outer = ancestor.getBoundingClientRect();
      const left = outer.left + ancestor.clientLeft;
      const top = outer.top + ancestor.clientTop;
      const [right, bottom] = [left + ancestor.clientWidth, top + ancestor.clientHeight];
      const clip = radius(overflow);
      const cutCorner = (horizontal: -1 | 1, vertical: -1 | 1) => {
        const x = horizontal < 0 ? ring.left + ringCorner : ring.right - ringCorner;
        const y = vertical < 0 ? ring.top + ringCorner : ring.bottom - ringCorner;
        const centre = { x: horizontal < 0 ? left + clip : right - clip, y: vertical < 0 ? top + clip : bottom - clip };
        return (x - centre.x) * horizontal > 0 && (y - centre.y) * vertical > 0 && Math.hypot(x - centre.x, y - centre.y) > clip + 0.5;
      };
      const sides = [
        clipsX && ring.left < left - 0.5 && 'left',
        clipsX && ring.right > right + 0.5 && 'right',
        clipsY && ring.top < top - 0.5 && 'top',
        clipsY && ring.bottom > bottom + 0.5 && 'bottom',
        clipsX && clipsY && clip > 0 && corners.some(([horizontal, vertical]) => cutCorner(horizontal, vertical)) && 'the corners',
      ].filter(Boolean);
      if (sides.length) clipped.push(`${ancestor.className} cuts ${sides.join(', ')}`);
    }
    return { focusVisible: focused.matches(':focus-visible'), line: rgba(style.outlineColor), lineWidth, offset, bands, background, clipped };
  });

const luminance = ([r, g, b]: Rgba) =>
  [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
const contrast = (one: Rgba, other: Rgba) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100;
};
const css = ([r, g, b]: Rgba) => `rgb(${r}, ${g}, ${b})`;

/** The ring reads on any colour: two tones 9:1 apart, the light one on both sides of the line. */
function expectTwoToneRing(ring: FocusRing) {
  expect(ring.focusVisible).toBe(true);
  expect(ring.lineWidth).toBeGreaterThanOrEqual(2);
  expect(ring.bands, 'the light bands are drawn (a box-shadow)').not.toBeNull();
  const bands = ring.bands!;
  expect(contrast(ring.line, bands.colour), `line ${css(ring.line)} and bands ${css(bands.colour)}`).toBeGreaterThanOrEqual(9);
  if (bands.inset) {
    // Inside the control: a band between its edge and the line, and one within the line.
    expect(ring.offset + ring.lineWidth, 'a band between the edge and the line').toBeLessThanOrEqual(-1);
    expect(bands.spread, 'a band within the line').toBeGreaterThanOrEqual(-ring.offset + 1);
  } else {
    expect(ring.offset, 'a band between the control and the line').toBeGreaterThanOrEqual(1);
    expect(bands.spread, 'a band beyond the line').toBeGreaterThanOrEqual(ring.offset + ring.lineWidth + 1);
  }
}

/** How deep the ring drawn inside a photo reaches from its edge (6 px: band, line, band), with a margin. */
const INSIDE_RING_DEPTH_PX = 8;
/** A pixel every channel of which is above this is the ring's light band (white), below the other its dark line. */
const LIGHT_CHANNEL_ABOVE = 220;
const DARK_CHANNEL_BELOW = 60;

/**
 * What is painted just inside `target`'s edge, at the middle of each side, from the edge inwards:
 * its light and dark tones in order, each run of one tone counted once (what is neither is left
 * out). A ring drawn whole over a photo reads light, dark, light on every side, whatever the photo
 * and a hover effect's layers (a shade, another photo) show there.
 */
async function paintedInsideEdges(target: Locator) {
  // Transitions (the zoom, the shade and the other photo fading in) are run to their end first.
  const shot = await sharp(await target.screenshot({ animations: 'disabled' })).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = shot.info;
  const tone = ([x, y]: [number, number]) => {
    const rgb = [...shot.data.subarray((y * width + x) * channels, (y * width + x) * channels + 3)];
    if (rgb.every((channel) => channel > LIGHT_CHANNEL_ABOVE)) return 'light';
    return rgb.every((channel) => channel < DARK_CHANNEL_BELOW) ? 'dark' : null;
  };
  const [middleX, middleY] = [Math.round(width / 2), Math.round(height / 2)];
  const inwards = {
    top: (depth: number): [number, number] => [middleX, depth],
    right: (depth: number): [number, number] => [width - 1 - depth, middleY],
    bottom: (depth: number): [number, number] => [middleX, height - 1 - depth],
    left: (depth: number): [number, number] => [depth, middleY],
  };
  const runs = (side: keyof typeof inwards) =>
    Array.from({ length: INSIDE_RING_DEPTH_PX }, (_, depth) => tone(inwards[side](depth)))
      .filter((each) => each !== null)
      .filter((each, index, all) => index === 0 || each !== all[index - 1]);
  return { top: runs('top'), right: runs('right'), bottom: runs('bottom'), left: runs('left') };
}

/** The ring drawn inside `target` shows whole on each side: a light band, the dark line, a light band. */
async function expectInsideRingPainted(target: Locator, what: string) {
  const edges = await paintedInsideEdges(target);
  const ring = ['light', 'dark', 'light'];
  expect(
    Object.fromEntries(Object.entries(edges).map(([side, tones]) => [side, tones.slice(0, ring.length)])),
    `what is painted just inside ${what}'s edges`,
  ).toEqual({ top: ring, right: ring, bottom: ring, left: ring });
}

/** The hover effects whose surface clips what lies outside it (hover.css: overflow hidden). */
const CLIPPING_EFFECTS = ['zoom', 'darken', 'swap'] as const;

/** The media gallery's photos with a link in place of the lightbox: a hover effect each, rounded corners. */
const gallery = mediaPage.sections.find((section) => section.id === 'gallery')!;
const LINKED_PHOTOS_PAGE = {
  settings: mediaPage.settings,
  sections: [
    {
      ...gallery,
      elements: gallery.elements.filter((element) => element.type === 'media01').map((element) => ({ ...element, data: { ...element.data, lightbox: false, link: 'https://example.com/roastery' } })),
    },
  ],
};

test("a card's add-to-cart button: its focus ring reaches 3:1 against the card and reads on any colour", async ({ page }) => {
  await page.goto('frame.html?scenario=shop&mode=run&sections=catalogue');
  await expect(page.locator('.rt-card__button').first()).toBeVisible();
  await tabTo(page, '.rt-card__button');
  const ring = await focusRing(page);
  expect(ring.focusVisible).toBe(true);
  expect(contrast(ring.line, ring.background), `ring ${css(ring.line)} on ${css(ring.background)}`).toBeGreaterThanOrEqual(3);
  expectTwoToneRing(ring);
});

test('a tab of the tab bar: its focus ring reaches 3:1 against the section and reads on any colour', async ({ page }) => {
  await page.goto('frame.html?scenario=shop&mode=run&sections=catalogue');
  await tabTo(page, '.rt-tabs__tab');
  const ring = await focusRing(page);
  expect(ring.focusVisible).toBe(true);
  expect(contrast(ring.line, ring.background), `ring ${css(ring.line)} on ${css(ring.background)}`).toBeGreaterThanOrEqual(3);
  expectTwoToneRing(ring);
});

test("an owner's bordered button on a dark hero: its focus ring keeps its light bands beside the owner's border", async ({ page }) => {
  await page.goto('frame.html?scenario=workshop&mode=run&sections=hero');
  await tabTo(page, '[data-element-id="hero-call"] .rt-button');
  const ring = await focusRing(page);
  expectTwoToneRing(ring);
  // The owner's white border (an inset ring) is still drawn, after the bands.
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow)).toMatch(/, rgb\(255, 255, 255\) 0px 0px 0px 1\.5px inset$/);
});

test('the first tab of an underlined tab bar shows its focus ring whole', async ({ page }) => {
  await page.goto('frame.html?scenario=workshop&mode=run&sections=prices');
  await tabTo(page, '.rt-tabs--underline .rt-tabs__tab');
  const ring = await focusRing(page);
  expect(ring.clipped).toEqual([]);
  expectTwoToneRing(ring);
});

for (const effect of CLIPPING_EFFECTS) {
  test(`a lightbox photo with a ${effect} hover effect shows its focus ring whole: round the photo's corners, over the photo and the effect`, async ({ page }) => {
    await page.goto('frame.html?scenario=media&mode=run&sections=gallery');
    const trigger = `.rt-hover--${effect} .rt-lightbox-trigger__button`;
    await expect(page.locator(trigger).first()).toBeVisible();
    await tabTo(page, trigger);
    if (effect === 'swap') await expect(page.locator('.rt-hover--swap .rt-hover__swap')).toBeVisible();
    const ring = await focusRing(page);
    expect(ring.clipped).toEqual([]);
    expectTwoToneRing(ring);
    await expectInsideRingPainted(page.locator(`${trigger}:focus`), 'the photo');
  });

  test(`a linked photo with a ${effect} hover effect shows its focus ring whole: round the photo's corners, over the photo and the effect`, async ({ page }) => {
    await page.goto(`frame.html?scenario=media&mode=run&page=${pageParam(LINKED_PHOTOS_PAGE)}`);
    const link = `.rt-hover--${effect} .rt-media-link`;
    await expect(page.locator(link).first()).toBeVisible();
    await tabTo(page, link);
    if (effect === 'swap') await expect(page.locator('.rt-hover--swap .rt-hover__swap')).toBeVisible();
    const ring = await focusRing(page);
    expect(ring.clipped).toEqual([]);
    expectTwoToneRing(ring);
    await expectInsideRingPainted(page.locator(`${link}:focus`), 'the photo');
  });
}

test("a page modal's close button: its focus ring reaches 3:1 against the panel and reads on any colour", async ({ page }) => {
  // The workshop's accent, dark orange, is 2.1:1 on its light page, which the panel takes.
  await page.goto('frame.html?scenario=workshop&mode=run&sections=hero');
  await tabTo(page, '[data-element-id="hero-book"] .rt-button');
  await page.keyboard.press('Enter');
  // The modal's form takes the focus to its first field; the close button is just before it.
  const booking = page.getByRole('dialog');
  await expect(booking.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(booking.locator('.rt-modal__close')).toBeFocused();
  const ring = await focusRing(page);
  expect(contrast(ring.line, ring.background), `ring ${css(ring.line)} on ${css(ring.background)}`).toBeGreaterThanOrEqual(3);
  expectTwoToneRing(ring);
  expect(ring.clipped).toEqual([]);
});

test("the cart-changes dialog's secondary button: its focus ring keeps its light bands beside the button's own line", async ({ page }) => {
  await page.goto('gallery.html?story=checkout/Order/CartChanges&mode=run');
  const back = page.getByRole('button', { name: 'Back to the cart' });
  await expect(back).toBeVisible();
  const ownLine = await back.evaluate((button) => `${getComputedStyle(button).color} 0px 0px 0px 1px inset`);
  await expect(back).toHaveCSS('box-shadow', ownLine);
  await tabTo(page, '.rt-cart-changes__actions .rt-button--secondary');
  const ring = await focusRing(page);
  expect(contrast(ring.line, ring.background), `ring ${css(ring.line)} on ${css(ring.background)}`).toBeGreaterThanOrEqual(3);
  expectTwoToneRing(ring);
  // Its own line (1 px of its text's colour) is still drawn, after the bands.
  const shadow = await back.evaluate((button) => getComputedStyle(button).boxShadow);
  expect(shadow.slice(-ownLine.length - 2)).toBe(`, ${ownLine}`);
});

test.describe('a slider standing still', () => {
  // Reduced motion: the gallery's slideshow does not autoplay, so the bullets hold still while
  // measured; its slider of dynamic bullets is on the first screen of this window.
  test.use({ viewport: { width: 1280, height: 1000 }, reducedMotion: 'reduce' });

  test("a slider's bullet shows the site's focus ring inside its box, whole within the strip that clips it", async ({ page }) => {
    await page.goto('frame.html?scenario=widgets&mode=run&sections=gallery');
    // The visitor's pointer starts the slider (one that does not autoplay waits for it): its bullets are Swiper's.
    await expect(page.getByRole('group', { name: 'Slideshow, 9 slides' })).toBeInViewport();
    await visitorArrives(page);
    await expect(page.locator('.swiper-pagination-bullet').first()).toBeVisible();
    await tabTo(page, '.swiper-pagination-bullet');
    const ring = await focusRing(page);
    expect(ring.clipped).toEqual([]);
    expect(ring.bands?.inset, 'drawn inside the bullet: its strip and the slider clip round it').toBe(true);
    expectTwoToneRing(ring);
  });
});
