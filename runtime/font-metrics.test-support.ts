/**
 * The published metrics of the five fonts runtime/fonts.test.ts checks the fallback faces with,
 * exactly as @capsizecss/metrics 4.3.0 ships them (MIT, Copyright (c) 2021 SEEK). That package
 * holds every Google font’s metrics: 29,600 files and 169 MB on every `npm ci` for these five.
 * @capsizecss/core computes the overrides from them, as it would from the package.
 */
import type { FontMetrics } from '@capsizecss/core';

export const inter: FontMetrics = { familyName: 'Inter', fullName: 'Inter Regular', postscriptName: 'Inter-Regular', category: 'sans-serif', capHeight: 1490, ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xHeight: 1118, xWidthAvg: 978, subsets: { latin: { xWidthAvg: 978 }, thai: { xWidthAvg: 1344 } } };
export const arial: FontMetrics = { familyName: 'Arial', fullName: 'Arial', postscriptName: 'ArialMT', category: 'sans-serif', capHeight: 1467, ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xHeight: 1062, xWidthAvg: 913, subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } } };
export const roboto: FontMetrics = { familyName: 'Roboto', fullName: 'Roboto Regular', postscriptName: 'Roboto-Regular', category: 'sans-serif', capHeight: 1456, ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xHeight: 1082, xWidthAvg: 911, subsets: { latin: { xWidthAvg: 911 }, thai: { xWidthAvg: 908 } } };
export const playfairDisplay: FontMetrics = { familyName: 'Playfair Display', fullName: 'Playfair Display Regular', postscriptName: 'PlayfairDisplay-Regular', category: 'serif', capHeight: 708, ascent: 1082, descent: -251, lineGap: 0, unitsPerEm: 1000, xHeight: 514, xWidthAvg: 452, subsets: { latin: { xWidthAvg: 452 }, thai: { xWidthAvg: 562 } } };
export const timesNewRoman: FontMetrics = { familyName: 'Times New Roman', fullName: 'Times New Roman', postscriptName: 'TimesNewRomanPSMT', category: 'serif', capHeight: 1356, ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xHeight: 916, xWidthAvg: 832, subsets: { latin: { xWidthAvg: 832 }, thai: { xWidthAvg: 1593 } } };
