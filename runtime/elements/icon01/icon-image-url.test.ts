import { describe, expect, it } from 'vitest';
import { parseImagePath, PIXEL_RATIO_CAP, SLOW_NETWORK_PIXEL_RATIO_CAP } from '../../media/image/image-url';
import type { Image } from '../../page/page-schema';
import type { ImageEnvironment } from '../../core/services';
import { iconImageUrl, iconPixelRatio } from './icon-image-url';

const icon: Image = { id: 'cup', ext: 'jpg', width: 2400, height: 1600 };
const images = (devicePixelRatio: number): ImageEnvironment => ({ devicePixelRatio, support: { webp: true, avif: false } });
const widthAsked = (url: string) => parseImagePath(url)?.width;

describe('image icon URL (spec 000 §9: ratio capped at 2, 1.5 on a slow network; sizes in steps of 50 up to 3500)', () => {
  it('uses the image caps', () => {
    expect([PIXEL_RATIO_CAP, SLOW_NETWORK_PIXEL_RATIO_CAP]).toEqual([2, 1.5]);
    expect(iconPixelRatio(3, false)).toBe(PIXEL_RATIO_CAP);
    expect(iconPixelRatio(3, true)).toBe(SLOW_NETWORK_PIXEL_RATIO_CAP);
  });

  it('caps the pixel ratio at 2, then rounds up to a step of 50', () => {
    // 64 × 3 would be 192 → 200; capped: 64 × 2 = 128 → 150.
    expect(iconImageUrl(icon, 64, images(3), false)).toBe('/img/cup_150_q70.webp');
    expect(widthAsked(iconImageUrl(icon, 40, images(3), false))).toBe(100);
    expect(widthAsked(iconImageUrl(icon, 40, images(2), false))).toBe(100);
    expect(widthAsked(iconImageUrl(icon, 101, images(2), false))).toBe(250);
  });

  it('caps it at 1.5 on a slow network, with the slow-network quality', () => {
    // 64 × 1.5 = 96 → 100 (uncapped 64 × 3 = 192 → 200, 64 × 2 = 128 → 150).
    expect(iconImageUrl(icon, 64, images(3), true)).toBe('/img/cup_100_q50.webp');
    expect(widthAsked(iconImageUrl(icon, 64, images(1.5), true))).toBe(100);
  });

  it('keeps ratios below the cap as they are, and counts a missing ratio as 1', () => {
    expect(widthAsked(iconImageUrl(icon, 64, images(1), false))).toBe(100);
    expect(widthAsked(iconImageUrl(icon, 80, images(1.25), true))).toBe(100);
    expect(widthAsked(iconImageUrl(icon, 120, images(0.5), false))).toBe(100);
    for (const broken of [0, -2, Number.NaN, Number.POSITIVE_INFINITY]) expect(widthAsked(iconImageUrl(icon, 120, images(broken), false))).toBe(150);
  });

  it('stays within 50 and 3500', () => {
    expect(widthAsked(iconImageUrl(icon, 10, images(1), false))).toBe(50);
    expect(widthAsked(iconImageUrl(icon, 3500, images(3), false))).toBe(3500);
  });

  it('serves vectors and originals as they are', () => {
    expect(iconImageUrl({ ...icon, ext: 'svg' }, 64, images(3), false)).toBe('/img/cup.svg');
    expect(iconImageUrl({ ...icon, original: true }, 64, images(3), false)).toBe('/img/cup.jpg');
  });
});
