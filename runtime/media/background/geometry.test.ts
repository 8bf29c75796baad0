import { describe, expect, it } from 'vitest';
import { coverBox, cssLength, fixedFrame, layerOnScreen, parallaxFrame, restingFrame, type CssLength } from './geometry';

const V = 800;
const H = 600;

describe('parallax frame', () => {
  it('rests when the section is centred on the screen, with room above and below', () => {
    const frame = parallaxFrame({ sectionTop: (V - H) / 2, sectionHeight: H, viewportHeight: V }, 0.5);
    // travel = 0.5 × (800 + 600) / 2 = 350
    expect(frame).toEqual({ top: -350, height: 1300, translateY: 0 });
  });

  it('moves f × the scroll distance against the scroll, so the picture is slower than the page', () => {
    const at = (sectionTop: number) => parallaxFrame({ sectionTop, sectionHeight: H, viewportHeight: V }, 0.4).translateY;
    // Scrolling down 100 px moves the section up 100 px: the layer moves down 40 px inside it,
    // so on screen the picture moves up only 60 px.
    expect(at(0) - at(100)).toBeCloseTo(40, 5);
    expect(at(-200) - at(-100)).toBeCloseTo(40, 5);
  });

  it('always covers the section while it is on screen', () => {
    for (const factor of [0.2, 0.4, 0.5, 1]) {
      for (let sectionTop = V; sectionTop >= -H; sectionTop -= 50) {
        const { top, height, translateY } = parallaxFrame({ sectionTop, sectionHeight: H, viewportHeight: V }, factor);
        expect(top + translateY).toBeLessThanOrEqual(0);
        expect(top + translateY + height).toBeGreaterThanOrEqual(H);
      }
    }
  });

  it('clamps far away, so the layer still covers the section', () => {
    const far = parallaxFrame({ sectionTop: 10_000, sectionHeight: H, viewportHeight: V }, 0.4);
    expect(far.top + far.translateY).toBeLessThanOrEqual(0);
    expect(far.top + far.translateY + far.height).toBeGreaterThanOrEqual(H);
    expect(far.translateY).toBe(-280); // -0.4 × 1400 / 2
  });

  it('factor 0 is a still layer of the section size; factors are clamped to 0–1', () => {
    expect(parallaxFrame({ sectionTop: 123, sectionHeight: H, viewportHeight: V }, 0)).toEqual({ top: 0, height: H, translateY: 0 });
    expect(parallaxFrame({ sectionTop: 0, sectionHeight: H, viewportHeight: V }, 7)).toEqual(parallaxFrame({ sectionTop: 0, sectionHeight: H, viewportHeight: V }, 1));
  });
});

describe('fixed frame', () => {
  it('is the size of the screen and cancels the section offset, so it stands still on screen', () => {
    expect(fixedFrame({ sectionTop: 300, viewportHeight: V })).toEqual({ top: 0, height: V, translateY: -300 });
    expect(fixedFrame({ sectionTop: -250, viewportHeight: V })).toEqual({ top: 0, height: V, translateY: 250 });
    // On screen the layer's top is sectionTop + translateY = 0 wherever the section is.
    for (const sectionTop of [-400, 0, 123.5, 700]) {
      const { translateY } = fixedFrame({ sectionTop, viewportHeight: V });
      expect(sectionTop + translateY).toBeCloseTo(0, 5);
    }
  });
});

describe('cover box', () => {
  it('a wide video in a tall box is as tall as the box and centred horizontally', () => {
    expect(coverBox({ width: 400, height: 800 }, 16 / 9)).toEqual({ width: 1422.22, height: 800, left: -511.11, top: 0 });
  });

  it('a tall video in a wide box is as wide as the box and centred vertically', () => {
    expect(coverBox({ width: 1280, height: 500 }, 0.5)).toEqual({ width: 1280, height: 2560, left: 0, top: -1030 });
  });

  it('the same ratio fills the box exactly', () => {
    expect(coverBox({ width: 1600, height: 900 }, 16 / 9)).toEqual({ width: 1600, height: 900, left: 0, top: 0 });
  });

  it('always covers', () => {
    for (const ratio of [0.4, 1, 1.7778, 2.5]) {
      for (const box of [{ width: 375, height: 700 }, { width: 1280, height: 420 }, { width: 900, height: 900 }]) {
        const c = coverBox(box, ratio);
        expect(c.width).toBeGreaterThanOrEqual(box.width);
        expect(c.height).toBeGreaterThanOrEqual(box.height - 0.01);
        expect(c.width / c.height).toBeCloseTo(ratio, 2);
      }
    }
  });

  it('a ratio that is not a positive number leaves the box as it is', () => {
    for (const ratio of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(coverBox({ width: 300, height: 200 }, ratio)).toEqual({ width: 300, height: 200, left: 0, top: 0 });
    }
  });
});

describe('resting frame (CSS units, before anything is measured)', () => {
  const at = (length: CssLength, box: number, viewportHeight: number) => (length.percent / 100) * box + (length.vh / 100) * viewportHeight;
  const screens = [
    { sectionHeight: 600, viewportHeight: 800 },
    { sectionHeight: 1200, viewportHeight: 667 },
    { sectionHeight: 900, viewportHeight: 900 },
  ];

  it.each([0, 0.4, 0.5, 1])('parallax %s: the frame parallaxFrame gives a section at the top of the page, unscrolled', (factor) => {
    const resting = restingFrame('parallax', factor);
    for (const { sectionHeight, viewportHeight } of screens) {
      const measured = parallaxFrame({ sectionTop: 0, sectionHeight, viewportHeight }, factor);
      expect(at(resting.top, sectionHeight, viewportHeight)).toBeCloseTo(measured.top, 1);
      expect(at(resting.height, sectionHeight, viewportHeight)).toBeCloseTo(measured.height, 1);
      // A transform's percentages are of the layer's own height.
      expect(at(resting.translateY, measured.height, viewportHeight)).toBeCloseTo(measured.translateY, 1);
    }
  });

  it('fixed: a screen-high layer, not moved, as fixedFrame gives a section at the top', () => {
    const resting = restingFrame('fixed', 0);
    const measured = fixedFrame({ sectionTop: 0, viewportHeight: 800 });
    expect(at(resting.height, 600, 800)).toBe(measured.height);
    expect(at(resting.top, 600, 800)).toBe(measured.top);
    expect(at(resting.translateY, 800, 800)).toBe(measured.translateY);
  });

  it('is written as calc() with at most four decimals', () => {
    expect(cssLength(restingFrame('parallax', 0.5).translateY)).toBe('calc(-16.6667% + 33.3333vh)');
    expect(cssLength({ percent: 0, vh: 100 })).toBe('calc(0% + 100vh)');
  });
});

describe('layerOnScreen: the layer a prerendered page chooses its photo for', () => {
  it('is the screen without a scrolling effect', () => {
    expect(layerOnScreen({ width: 390, height: 844 }, null)).toEqual({ width: 390, height: 844 });
  });

  it.each([0.4, 0.5])('parallax %s: the height parallaxFrame gives a one-screen section at the top', (factor) => {
    const measured = parallaxFrame({ sectionTop: 0, sectionHeight: 844, viewportHeight: 844 }, factor);
    expect(layerOnScreen({ width: 390, height: 844 }, restingFrame('parallax', factor)).height).toBeCloseTo(measured.height, 1);
  });

  it('fixed: one screen high', () => {
    expect(layerOnScreen({ width: 1440, height: 900 }, restingFrame('fixed', 0))).toEqual({ width: 1440, height: 900 });
  });
});
