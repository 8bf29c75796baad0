import { describe, expect, it } from 'vitest';
import { PIXEL_RATIO_CAP, SLOW_NETWORK_PIXEL_RATIO_CAP, type ImageSupport } from '../../media/image/image-url';
import type { Image } from '../../page/page-schema';
import { ICON_PIXEL_RATIOS, iconImageSources } from './icon-image-url';

const icon: Image = { id: 'cup', ext: 'jpg', width: 2400, height: 1600 };
const support: ImageSupport = { webp: true, avif: false };

describe('image icon files (spec 000 §9: ratio capped at 2, 1.5 on a slow network; sizes in steps of 50 up to 3500)', () => {
  it('offers a file for each pixel ratio up to the cap, rounded up to a step of 50, for the browser to pick by its screen', () => {
    expect(ICON_PIXEL_RATIOS.at(-1)).toBe(PIXEL_RATIO_CAP);
    // 64 × 1 = 64 → 100, × 1.5 = 96 → 100, × 2 = 128 → 150.
    expect(iconImageSources(icon, 64, support, false)).toEqual({ src: '/img/cup_100_q70.webp', srcSet: '/img/cup_100_q70.webp 100w, /img/cup_150_q70.webp 150w', sizes: '64px' });
    // 101 → 150, 152 → 200, 202 → 250.
    expect(iconImageSources(icon, 101, support, false).srcSet).toBe('/img/cup_150_q70.webp 150w, /img/cup_200_q70.webp 200w, /img/cup_250_q70.webp 250w');
  });

  it('caps it at 1.5 on a slow network, with the slow-network quality', () => {
    expect(SLOW_NETWORK_PIXEL_RATIO_CAP).toBe(1.5);
    // 64 × 1.5 = 96 → 100: one file, so no srcset.
    expect(iconImageSources(icon, 64, support, true)).toEqual({ src: '/img/cup_100_q50.webp' });
    expect(iconImageSources(icon, 101, support, true).srcSet).toBe('/img/cup_150_q50.webp 150w, /img/cup_200_q50.webp 200w');
  });

  it('stays within 50 and 3500', () => {
    expect(iconImageSources(icon, 10, support, false)).toEqual({ src: '/img/cup_50_q70.webp' });
    expect(iconImageSources(icon, 3500, support, false)).toEqual({ src: '/img/cup_3500_q70.webp' });
    expect(iconImageSources(icon, 2000, support, false).srcSet).toBe('/img/cup_2000_q70.webp 2000w, /img/cup_3000_q70.webp 3000w, /img/cup_3500_q70.webp 3500w');
  });

  it('serves vectors and originals as they are', () => {
    expect(iconImageSources({ ...icon, ext: 'svg' }, 64, support, false)).toEqual({ src: '/img/cup.svg' });
    expect(iconImageSources({ ...icon, original: true }, 64, support, false)).toEqual({ src: '/img/cup.jpg' });
  });
});
