import { describe, expect, it } from 'vitest';
import { BACKGROUND_IMAGE_WIDTHS } from './constants';
import { backgroundImageSource, cssUrl, drawnWidth } from './image-source';
import type { Image } from '../../page/page-schema';

const photo: Image = { id: 'hero-espresso', ext: 'jpg', width: 2400, height: 1600 };
const env = { devicePixelRatio: 1, slowNetwork: false, support: { webp: true, avif: false } };

describe('background image width', () => {
  it('offers 800, 1366, 1920 and 2160 only (spec 001 §9)', () => {
    expect(BACKGROUND_IMAGE_WIDTHS).toEqual([800, 1366, 1920, 2160]);
  });

  it('picks the smallest offered width that covers the drawn width × pixel ratio', () => {
    const wide = { height: 300 }; // a short, wide layer: the image is drawn at the layer's width
    expect(backgroundImageSource(photo, { width: 375, ...wide }, env)?.width).toBe(800);
    expect(backgroundImageSource(photo, { width: 800, ...wide }, env)?.width).toBe(800);
    expect(backgroundImageSource(photo, { width: 801, ...wide }, env)?.width).toBe(1366);
    expect(backgroundImageSource(photo, { width: 1280, ...wide }, env)?.width).toBe(1366);
    expect(backgroundImageSource(photo, { width: 1440, ...wide }, env)?.width).toBe(1920);
    expect(backgroundImageSource(photo, { width: 1280, ...wide }, { ...env, devicePixelRatio: 2 })?.width).toBe(2160);
    expect(backgroundImageSource(photo, { width: 3000, ...wide }, env)?.width).toBe(2160);
  });

  it('caps the pixel ratio at 2, and at 1.5 on slow networks', () => {
    const layer = { width: 800, height: 300 };
    expect(backgroundImageSource(photo, layer, { ...env, devicePixelRatio: 3 })?.width).toBe(1920); // 1600
    expect(backgroundImageSource(photo, layer, { ...env, devicePixelRatio: 3, slowNetwork: true })?.width).toBe(1366); // 1200
  });

  it('a tall layer draws the image wider than the section, and asks for that width', () => {
    // 375 × 800 phone section, 3:2 photo: covering draws it 1200 px wide.
    expect(drawnWidth(photo, { width: 375, height: 800 })).toBe(1200);
    expect(backgroundImageSource(photo, { width: 375, height: 800 }, env)?.width).toBe(1366);
  });

  it('a cap, one of the offered widths, bounds the file asked for (a phone\'s first paint); below it the rule is unchanged', () => {
    const tall = { width: 390, height: 1400 }; // a phone's parallax layer: the photo is drawn 2100 px wide
    expect(backgroundImageSource(photo, tall, { ...env, devicePixelRatio: 2 })?.width).toBe(2160);
    expect(backgroundImageSource(photo, tall, { ...env, devicePixelRatio: 2 }, 1366)?.url).toBe('/img/hero-espresso_1366_q70.webp');
    expect(backgroundImageSource(photo, { width: 375, height: 300 }, env, 1366)?.width).toBe(800);
  });

  it('still names an offered width above the original width: the server never enlarges', () => {
    const small: Image = { id: 'beans-sack', ext: 'jpg', width: 1600, height: 1600 };
    expect(backgroundImageSource(small, { width: 1900, height: 400 }, env)?.url).toBe('/img/beans-sack_1920_q70.webp');
  });

  it('builds the URL with the format and quality rules', () => {
    const layer = { width: 1280, height: 500 };
    expect(backgroundImageSource(photo, layer, env)?.url).toBe('/img/hero-espresso_1366_q70.webp');
    expect(backgroundImageSource(photo, layer, { ...env, support: { webp: true, avif: true } })?.url).toBe('/img/hero-espresso_1366_q55.avif');
    expect(backgroundImageSource(photo, layer, { ...env, slowNetwork: true })?.url).toBe('/img/hero-espresso_1366_q50.webp');
    expect(backgroundImageSource({ ...photo, transparent: true, ext: 'png' }, layer, env)?.url).toBe('/img/hero-espresso_1366_q70.png');
  });

  it('serves the original for svg and for images marked original', () => {
    expect(backgroundImageSource({ ...photo, original: true }, { width: 1280, height: 500 }, env)).toEqual({ url: '/img/hero-espresso.jpg', width: 2400 });
    expect(backgroundImageSource({ ...photo, ext: 'svg' }, { width: 1280, height: 500 }, env)?.url).toBe('/img/hero-espresso.svg');
  });

  it('asks for nothing before the layer is measured', () => {
    expect(backgroundImageSource(photo, { width: 0, height: 0 }, env)).toBeNull();
  });
});

describe('cssUrl', () => {
  it('quotes the URL so that no character ends the url() value', () => {
    expect(cssUrl('/img/a_800_q70.webp')).toBe('url("/img/a_800_q70.webp")');
    expect(cssUrl('/img/x") ;background:red;("')).toBe('url("/img/x\\22 ) ;background:red;(\\22 ")');
    expect(cssUrl('a\\b\nc')).toBe('url("a\\5c b\\a c")');
  });
});
