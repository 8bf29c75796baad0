import { readFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import { arial, inter, playfairDisplay, roboto, timesNewRoman } from './font-metrics.test-support';
import { describe, expect, it } from 'vitest';

/** A face's metric overrides, by descriptor name, from CSS text. */
type Overrides = Record<'ascent-override' | 'descent-override' | 'line-gap-override' | 'size-adjust', number>;

function overridesOf(css: string): Map<string, { src: string; overrides: Overrides }> {
  const faces = new Map<string, { src: string; overrides: Overrides }>();
  for (const [, body = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const value = (name: string) => new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? '';
    if (!value('ascent-override')) continue;
    const percent = (name: string) => parseFloat(value(name) || '0');
    faces.set(value('font-family').replace(/["']/g, ''), {
      src: value('src'),
      overrides: { 'ascent-override': percent('ascent-override'), 'descent-override': percent('descent-override'), 'line-gap-override': percent('line-gap-override'), 'size-adjust': percent('size-adjust') },
    });
  }
  return faces;
}

const ours = overridesOf(readFileSync(new URL('./fonts.css', import.meta.url), 'utf8'));
const capsize = overridesOf([createFontStack([inter, arial, roboto]).fontFaces, createFontStack([playfairDisplay, timesNewRoman]).fontFaces].join('\n'));

describe('the page fonts’ fallback faces (fonts.css)', () => {
  it.each([
    ['Inter Fallback', 'Inter Fallback: Arial'],
    ['Inter Fallback Roboto', 'Inter Fallback: Roboto'],
    ['Playfair Display Fallback', 'Playfair Display Fallback'],
  ])('%s carries the metric overrides capsize computes for it (%s)', (face, capsizeFace) => {
    const expected = capsize.get(capsizeFace)?.overrides;
    const actual = ours.get(face)?.overrides;
    expect(expected).toBeDefined();
    expect(actual).toBeDefined();
    for (const [name, value] of Object.entries(expected!)) expect(actual![name as keyof Overrides], name).toBeCloseTo(value, 3);
  });

  it('the Arial and Times faces also take Liberation Sans and Serif, which have their metrics', () => {
    expect(ours.get('Inter Fallback')?.src).toMatch(/local\('Arial'\).*local\('Liberation Sans'\)/);
    expect(ours.get('Playfair Display Fallback')?.src).toMatch(/local\('Times New Roman'\).*local\('Liberation Serif'\)/);
  });
});
