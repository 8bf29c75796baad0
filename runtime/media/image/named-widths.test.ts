import { describe, expect, it } from 'vitest';
import { CARD_BACKGROUND_WIDTH, HOVER_IMAGE_WIDTH, LIGHTBOX_WIDTH } from './image-url';
import { cardBackgroundSource, cardBackgroundWidth, fixedWidthSource, hoverImageSource, lightboxSource } from './named-widths';

const photo = { id: 'photo', ext: 'jpg', width: 2400, height: 1600 };
const env = { slowNetwork: false, support: { webp: true, avif: false } };

describe('named widths (spec 000 §9)', () => {
  it('uses the spec numbers', () => {
    expect(CARD_BACKGROUND_WIDTH).toEqual({ desktop: 1400, mobile: 800 });
    expect(LIGHTBOX_WIDTH).toBe(1920);
    expect(HOVER_IMAGE_WIDTH).toBe(1400);
    expect([cardBackgroundWidth('desktop'), cardBackgroundWidth('mobile')]).toEqual([1400, 800]);
  });

  it('asks for files of exactly that width, whatever the pixel ratio', () => {
    expect(lightboxSource(photo, env).url).toBe('/img/photo_1920_q70.webp');
    expect(hoverImageSource(photo, env).url).toBe('/img/photo_1400_q70.webp');
    expect(cardBackgroundSource(photo, 'desktop', env).url).toBe('/img/photo_1400_q70.webp');
    expect(cardBackgroundSource(photo, 'mobile', env).url).toBe('/img/photo_800_q70.webp');
  });

  it('keeps the usual rules: slow-network quality, own formats, never wider than the original', () => {
    expect(lightboxSource(photo, { ...env, slowNetwork: true }).url).toBe('/img/photo_1920_q50.webp');
    expect(hoverImageSource({ ...photo, ext: 'gif', animated: true }, env).url).toBe('/img/photo_1400_q70.gif');
    expect(lightboxSource({ ...photo, ext: 'png', transparent: true }, env).url).toBe('/img/photo_1920_q70.png');
    expect(lightboxSource({ ...photo, width: 1600 }, env).url).toBe('/img/photo.jpg');
    expect(fixedWidthSource(photo, 1400, { ...env, loadedWidths: [1440] }).url).toBe('/img/photo_1440_q70.webp');
  });
});
