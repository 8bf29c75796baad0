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
 *   and in the tab bar, which scrolls sideways, it is drawn inside the control.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

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
  /** The ancestors whose overflow cuts the ring, and on which sides. */
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

/** The focused element's ring as it is drawn. */
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
    const style = getComputedStyle(focused);
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
    const clipped: string[] = [];
    for (let ancestor = focused.parentElement; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
      const overflow = getComputedStyle(ancestor);
      const [clipsX, clipsY] = [overflow.overflowX !== 'visible', overflow.overflowY !== 'visible'];
      if (!clipsX && !clipsY) continue;
      const outer = ancestor.getBoundingClientRect();
      const left = outer.left + ancestor.clientLeft;
      const top = outer.top + ancestor.clientTop;
      const sides = [
        clipsX && ring.left < left - 0.5 && 'left',
        clipsX && ring.right > left + ancestor.clientWidth + 0.5 && 'right',
        clipsY && ring.top < top - 0.5 && 'top',
        clipsY && ring.bottom > top + ancestor.clientHeight + 0.5 && 'bottom',
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

test('a lightbox photo with a zoom hover effect shows its focus ring whole', async ({ page }) => {
  await page.goto('frame.html?scenario=media&mode=run&sections=gallery');
  await expect(page.locator('.rt-hover--zoom .rt-lightbox-trigger__button').first()).toBeVisible();
  await tabTo(page, '.rt-hover--zoom .rt-lightbox-trigger__button');
  const ring = await focusRing(page);
  expect(ring.clipped).toEqual([]);
  expectTwoToneRing(ring);
});

test('the first tab of an underlined tab bar shows its focus ring whole', async ({ page }) => {
  await page.goto('frame.html?scenario=workshop&mode=run&sections=prices');
  await tabTo(page, '.rt-tabs--underline .rt-tabs__tab');
  const ring = await focusRing(page);
  expect(ring.clipped).toEqual([]);
  expectTwoToneRing(ring);
});
