import { describe, expect, it } from 'vitest';
import { chooseImageSource } from './image-url';
import { drawnWidth, proportionBox } from './drawn-width';

/** A 2:1 photo, as the shop's gift cards show: 2400 × 1200 px. */
const wide = { width: 2400, height: 1200 };
/** A 2:3 photo, taller than it is wide. */
const tall = { width: 1600, height: 2400 };

describe('drawnWidth: the width a photo is drawn at in its box (spec 000 §9, a file of the size wanted)', () => {
  it('covering a box taller than its shape, the box’s height times the photo’s width / height: a 2:1 photo in a 270 × 297 px card is drawn 594 px wide', () => {
    expect(drawnWidth({ width: 270, height: 297 }, wide, 'cover')).toBe(594);
    // A double card's column, its photo stretched to the row: 231 × 361 px.
    expect(drawnWidth({ width: 231, height: 361 }, { width: 1600, height: 1200 }, 'cover')).toBeCloseTo(481.33, 2);
  });

  it('covering a box wider than its shape (or of its shape), the box’s width: the photo is cropped above and below', () => {
    expect(drawnWidth({ width: 300, height: 300 }, tall, 'cover')).toBe(300);
    expect(drawnWidth({ width: 540, height: 270 }, wide, 'cover')).toBe(540);
  });

  it('contained, the box’s width at most: the whole photo fits inside', () => {
    expect(drawnWidth({ width: 270, height: 297 }, wide, 'contain')).toBe(270);
    expect(drawnWidth({ width: 300, height: 300 }, tall, 'contain')).toBe(300);
  });

  it('a box of the photo’s own shape measured in whole pixels, a little taller than the shape, is drawn at its width: 400 × 267 px for a 3:2 photo (266.67 px high)', () => {
    expect(drawnWidth({ width: 400, height: 267 }, { width: 2400, height: 1600 }, 'cover')).toBe(400);
    expect(drawnWidth({ width: 335, height: 224 }, { width: 2400, height: 1600 }, 'cover')).toBe(335);
    // Beyond the rounding, the photo is wider than its box: 268 px high, 402 px.
    expect(drawnWidth({ width: 400, height: 268 }, { width: 2400, height: 1600 }, 'cover')).toBe(402);
  });

  it('a box not laid out yet (no height) is drawn at its width', () => {
    expect(drawnWidth({ width: 270, height: 0 }, wide, 'cover')).toBe(270);
  });

  it('chooses the file of that width, the pixel ratio cap and the original’s width applying as for any width', () => {
    const photo = { id: 'harbor-dusk', ext: 'jpg', ...wide };
    const env = { devicePixelRatio: 1, slowNetwork: false, support: { webp: true, avif: false } };
    expect(chooseImageSource(photo, { ...env, cssWidth: drawnWidth({ width: 270, height: 297 }, photo, 'cover') }).url).toBe('/img/harbor-dusk_594_q70.webp');
    // At 3× the ratio is capped at 2: 1188 px.
    expect(chooseImageSource(photo, { ...env, devicePixelRatio: 3, cssWidth: drawnWidth({ width: 270, height: 297 }, photo, 'cover') }).url).toBe('/img/harbor-dusk_1188_q70.webp');
    // Drawn wider than the original has pixels (800 px at 2× from a 1000 px file): the original, never more.
    const small = { ...photo, width: 1000, height: 500 };
    expect(chooseImageSource(small, { ...env, devicePixelRatio: 2, cssWidth: drawnWidth({ width: 300, height: 400 }, small, 'cover') }).url).toBe('/img/harbor-dusk.jpg');
    // And never wider than the spec's largest file.
    expect(chooseImageSource(photo, { ...env, devicePixelRatio: 2, cssWidth: drawnWidth({ width: 600, height: 1200 }, photo, 'cover') }).url).toBe('/img/harbor-dusk_2160_q70.webp');
  });
});

describe('proportionBox', () => {
  it('is the box an image has from its proportion (height / width) before anything is measured', () => {
    expect(proportionBox(270, 1.1)).toEqual({ width: 270, height: expect.closeTo(297) });
    expect(proportionBox(400, 0.75)).toEqual({ width: 400, height: 300 });
  });
});
