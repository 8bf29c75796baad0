import { describe, expect, it } from 'vitest';
import { LARGE_TEXT_CONTRAST_MIN, parseComputedColour, requiredContrast, TEXT_CONTRAST_MIN } from './text-contrast';

const rgb = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });

describe('parseComputedColour', () => {
  it.each([
    ['rgb(255, 0, 10)', rgb(255, 0, 10)],
    ['rgba(0, 0, 0, 0.5)', rgb(0, 0, 0, 0.5)],
    ['rgb(12 34 56 / 25%)', rgb(12, 34, 56, 0.25)],
    ['rgba(0, 0, 0, 0)', rgb(0, 0, 0, 0)],
  ])('%s', (value, expected) => expect(parseComputedColour(value)).toEqual(expected));

  it.each(['transparent', 'red', '#fff', 'color(srgb 1 0 0)', 'rgb(1, 2)', ''])('%s is not a computed rgb colour', (value) => {
    expect(parseComputedColour(value)).toBeNull();
  });
});

describe('requiredContrast (WCAG 1.4.3 AA)', () => {
  it.each([
    [16, 400, TEXT_CONTRAST_MIN],
    [23.9, 400, TEXT_CONTRAST_MIN],
    [24, 400, LARGE_TEXT_CONTRAST_MIN],
    [18.66, 700, LARGE_TEXT_CONTRAST_MIN],
    [18.66, 600, TEXT_CONTRAST_MIN],
    [18, 700, TEXT_CONTRAST_MIN],
  ])('%d px at weight %d needs %d:1', (size, weight, ratio) => expect(requiredContrast(size, weight)).toBe(ratio));
});
