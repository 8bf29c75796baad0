import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_IMAGE_WIDTHS,
  CARD_BACKGROUND_WIDTH,
  HOVER_IMAGE_WIDTH,
  ICON_MAX_SIZE,
  ICON_SIZE_STEP,
  IMAGE_MAX_WIDTH,
  IMAGE_MIN_WIDTH,
  IMAGE_QUALITY,
  LIGHTBOX_WIDTH,
  PIXEL_RATIO_CAP,
  RESIZE_RELOAD_DELAY_MS,
  SIZE_REUSE_ABOVE_RATIO,
  SIZE_REUSE_BELOW_PX,
  SLOW_NETWORK_IMAGE_QUALITY,
  SLOW_NETWORK_PIXEL_RATIO_CAP,
  backgroundWidth,
  chooseImageSource,
  iconSize,
  imageFormat,
  imagePath,
  imageQuality,
  parseImagePath,
  reusableWidth,
  targetWidth,
  type ImageEnv,
} from './image-url';

it('has the spec constants', () => {
  expect([IMAGE_MIN_WIDTH, IMAGE_MAX_WIDTH, PIXEL_RATIO_CAP, SLOW_NETWORK_PIXEL_RATIO_CAP]).toEqual([150, 2160, 2, 1.5]);
  expect(IMAGE_QUALITY).toEqual({ jpg: 70, webp: 70, avif: 55 });
  expect(SLOW_NETWORK_IMAGE_QUALITY).toEqual({ jpg: 50, webp: 50, avif: 45 });
  expect([ICON_SIZE_STEP, ICON_MAX_SIZE, SIZE_REUSE_BELOW_PX, SIZE_REUSE_ABOVE_RATIO]).toEqual([50, 3500, 2, 1.2]);
  expect(CARD_BACKGROUND_WIDTH).toEqual({ desktop: 1400, mobile: 800 });
  expect([LIGHTBOX_WIDTH, HOVER_IMAGE_WIDTH, RESIZE_RELOAD_DELAY_MS]).toEqual([1920, 1400, 1000]);
  expect(BACKGROUND_IMAGE_WIDTHS).toEqual([800, 1366, 1920, 2160]);
});

describe('imagePath / parseImagePath', () => {
  it('builds both path forms', () => {
    expect(imagePath({ id: 'abc', ext: 'png' })).toBe('/img/abc.png');
    expect(imagePath({ id: 'abc', ext: 'png' }, { width: 750, quality: 55, ext: 'avif' })).toBe('/img/abc_750_q55.avif');
    expect(imagePath({ id: 'abc', ext: 'jpg' }, { width: 300, quality: 70 })).toBe('/img/abc_300_q70.jpg');
  });

  it('parses what it builds', () => {
    expect(parseImagePath('/img/abc.png')).toEqual({ id: 'abc', ext: 'png' });
    expect(parseImagePath('/img/abc_750_q55.avif')).toEqual({ id: 'abc', ext: 'avif', width: 750, quality: 55 });
    expect(parseImagePath('/img/a_b.jpg')).toEqual({ id: 'a_b', ext: 'jpg' });
    expect(parseImagePath('/img/a_b_300_q70.webp')).toEqual({ id: 'a_b', ext: 'webp', width: 300, quality: 70 });
  });

  it.each(['/img/abc', '/images/abc.png', '/img/x/abc.png', '/img/.png', 'abc.png'])('rejects %j', (path) => {
    expect(parseImagePath(path)).toBeNull();
  });
});

describe('imageFormat', () => {
  const all = { webp: true, avif: true };
  it('prefers avif, then webp, then jpg', () => {
    expect(imageFormat({ ext: 'jpg' }, all)).toBe('avif');
    expect(imageFormat({ ext: 'png' }, { webp: true, avif: false })).toBe('webp');
    expect(imageFormat({ ext: 'JPEG' }, { webp: false, avif: false })).toBe('jpg');
  });
  it('keeps the own format of animated, transparent, svg and gif images', () => {
    expect(imageFormat({ ext: 'webp', animated: true }, all)).toBe('webp');
    expect(imageFormat({ ext: 'png', transparent: true }, all)).toBe('png');
    expect(imageFormat({ ext: 'svg' }, all)).toBe('svg');
    expect(imageFormat({ ext: 'gif' }, all)).toBe('gif');
  });
});

describe('imageQuality', () => {
  it.each([
    ['jpg', false, 70], ['webp', false, 70], ['avif', false, 55],
    ['jpg', true, 50], ['webp', true, 50], ['avif', true, 45],
    ['png', false, 70], ['gif', true, 50],
  ] as const)('%s slow=%s → %i', (format, slow, q) => expect(imageQuality(format, slow)).toBe(q));
});

describe('targetWidth', () => {
  it.each([
    [375, 3, false, 750],
    [375, 3, true, 563],
    [375, 1, false, 375],
    [375, 1.25, false, 469],
    [100, 1, false, 150],
    [3000, 1, false, 2160],
    [1200, 2, false, 2160],
    [400, Number.NaN, false, 400],
    [400, 0, false, 400],
  ])('%i css px × DPR %s (slow %s) → %i', (css, dpr, slow, want) => expect(targetWidth(css, dpr, slow)).toBe(want));
});

describe('reusableWidth', () => {
  it('reuses from 2 px below to 1.2× above, preferring the smallest', () => {
    expect(reusableWidth([298], 300)).toBe(298);
    expect(reusableWidth([297], 300)).toBeUndefined();
    expect(reusableWidth([360], 300)).toBe(360);
    expect(reusableWidth([361], 300)).toBeUndefined();
    expect(reusableWidth([360, 320, 299], 300)).toBe(299);
    expect(reusableWidth([], 300)).toBeUndefined();
  });
});

describe('iconSize', () => {
  it.each([[0, 50], [1, 50], [50, 50], [51, 100], [149, 150], [3499, 3500], [4000, 3500]])('%i → %i', (px, size) => {
    expect(iconSize(px)).toBe(size);
  });
});

describe('backgroundWidth', () => {
  it.each([[100, 800], [800, 800], [801, 1366], [1366, 1366], [1900, 1920], [2000, 2160], [5000, 2160]])('%i → %i', (px, w) => {
    expect(backgroundWidth(px)).toBe(w);
  });
});

describe('chooseImageSource', () => {
  const env: ImageEnv = { cssWidth: 375, devicePixelRatio: 3, slowNetwork: false, support: { webp: true, avif: true } };
  const photo = { id: 'p1', ext: 'jpg', width: 4000, height: 3000 };

  it('asks for the target width in the best format', () => {
    expect(chooseImageSource(photo, env)).toEqual({ url: '/img/p1_750_q55.avif', width: 750, format: 'avif', quality: 55 });
  });

  it('uses the slow-network ratio cap and quality', () => {
    expect(chooseImageSource(photo, { ...env, slowNetwork: true, support: { webp: true, avif: false } })).toEqual({
      url: '/img/p1_563_q50.webp', width: 563, format: 'webp', quality: 50,
    });
  });

  it('reuses a loaded width within the window', () => {
    expect(chooseImageSource(photo, { ...env, loadedWidths: [1200, 800] }).url).toBe('/img/p1_800_q55.avif');
    expect(chooseImageSource(photo, { ...env, loadedWidths: [1200] }).url).toBe('/img/p1_750_q55.avif');
  });

  it('serves the original when the wanted width reaches it', () => {
    expect(chooseImageSource({ ...photo, width: 750 }, env)).toEqual({ url: '/img/p1.jpg', width: 750, format: 'jpg', quality: 100 });
    expect(chooseImageSource({ ...photo, width: 751 }, env).url).toBe('/img/p1_750_q55.avif');
  });

  it('serves the original for the original-resolution flag and for svg', () => {
    expect(chooseImageSource({ ...photo, original: true }, env).url).toBe('/img/p1.jpg');
    expect(chooseImageSource({ id: 'logo', ext: 'svg' }, env)).toEqual({ url: '/img/logo.svg', width: 0, format: 'svg', quality: 100 });
  });

  it('keeps gif as gif when resizing', () => {
    expect(chooseImageSource({ id: 'g', ext: 'gif', width: 2000, animated: true }, env).url).toBe('/img/g_750_q70.gif');
  });
});

describe('an image id from the page or the server stays one path under /img/', () => {
  it('an id with a comma and spaces cannot add a srcset candidate from another host, nor a slash another path; plain ids read as before; the path reads back', () => {
    const hostile = { id: 'a.png 1w, https://evil.example/t.gif?', ext: 'png' };
    const path = imagePath(hostile, { width: 50, quality: 70, ext: 'webp' });
    expect(path).toBe('/img/a.png%201w%2C%20https%3A%2F%2Fevil.example%2Ft.gif%3F_50_q70.webp');
    expect(path).not.toMatch(/[\s,]/);
    expect(imagePath({ id: '../../secret', ext: 'png' })).toBe('/img/..%2F..%2Fsecret.png');
    expect(imagePath({ id: 'cafe-interior_2', ext: 'jpg' }, { width: 800, quality: 70 })).toBe('/img/cafe-interior_2_800_q70.jpg');
    expect(parseImagePath(path)).toEqual({ id: hostile.id, ext: 'webp', width: 50, quality: 70 });
  });
});
