import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, readableTextOn } from './contrast';

const rgb = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });

describe('contrastRatio (WCAG 2.2 relative luminance)', () => {
  it.each([
    [rgb(0, 0, 0), rgb(255, 255, 255), 21],
    [rgb(255, 255, 255), rgb(255, 255, 255), 1],
    [rgb(0x77, 0x77, 0x77), rgb(255, 255, 255), 4.48],
    [rgb(0x76, 0x76, 0x76), rgb(255, 255, 255), 4.54],
    [rgb(0xcc, 0xcc, 0xcc), rgb(255, 255, 255), 1.61],
  ])('%o on %o is %d:1', (text, background, ratio) => {
    expect(contrastRatio(text, background)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(background, text)).toBeCloseTo(ratio, 2);
  });

  it('a half-transparent black over white is the grey it shows', () => {
    expect(composite(rgb(0, 0, 0, 0.5), rgb(255, 255, 255))).toEqual(rgb(127.5, 127.5, 127.5));
  });
});

describe('readableTextOn', () => {
  const white = { value: 'white', rgba: { r: 255, g: 255, b: 255, a: 1 } };
  const ink = { value: 'ink', rgba: { r: 31, g: 26, b: 23, a: 1 } };
  const page = { r: 255, g: 255, b: 255, a: 1 };
  it('light text on a dark accent, dark text on a light one (white on dark orange is 2.3:1)', () => {
    expect(readableTextOn({ r: 180, g: 83, b: 42, a: 1 }, page, white, ink)).toBe('white');
    expect(readableTextOn({ r: 0, g: 128, b: 128, a: 1 }, page, white, ink)).toBe('white');
    expect(readableTextOn({ r: 255, g: 140, b: 0, a: 1 }, page, white, ink)).toBe('ink');
  });
  it('a see-through accent is taken over the page', () => {
    expect(readableTextOn({ r: 0, g: 0, b: 0, a: 0.1 }, page, white, ink)).toBe('ink');
    expect(readableTextOn({ r: 0, g: 0, b: 0, a: 0.1 }, { r: 0, g: 0, b: 0, a: 1 }, white, ink)).toBe('white');
  });
});
