import { describe, expect, it } from 'vitest';
import { colourChannels, colourKind, gradientColours, isColour, safeColour, safeFill, type ColourKind } from './colour';

const CASES: readonly [unknown, ColourKind | null][] = [
  // hex: 3, 6 or 8 digits only
  ['#fff', 'hex'],
  ['#FFF', 'hex'],
  ['#a1b2c3', 'hex'],
  ['#a1b2c380', 'hex'],
  ['  #000  ', 'hex'],
  ['#ffff', null],
  ['#ff', null],
  ['#fffff', null],
  ['#fffffff', null],
  ['#fffffffff', null],
  ['#ggg', null],
  ['fff', null],
  ['#fff;', null],
  // rgb / rgba
  ['rgb(0, 0, 0)', 'rgb'],
  ['rgb(255,255,255)', 'rgb'],
  ['RGB(1, 2, 3)', 'rgb'],
  ['rgb(100%, 50%, 0%)', 'rgb'],
  ['rgb(12.5%, 0%, 100%)', 'rgb'],
  ['rgb(0, 0, 0, 0.5)', 'rgb'],
  ['rgba(0, 0, 0, 0.5)', 'rgba'],
  ['rgba(0,0,0,.5)', 'rgba'],
  ['rgba(10, 20, 30, 1)', 'rgba'],
  ['rgba(10, 20, 30, 0)', 'rgba'],
  ['rgba(10, 20, 30, 50%)', 'rgba'],
  ['rgba(10, 20, 30)', 'rgba'],
  ['rgb(256, 0, 0)', null],
  ['rgb(-1, 0, 0)', null],
  ['rgb(1.5, 0, 0)', null],
  ['rgb(101%, 0%, 0%)', null],
  ['rgb(100%, 0, 0)', null],
  ['rgba(0, 0, 0, 1.5)', null],
  ['rgba(0, 0, 0, 101%)', null],
  ['rgba(0, 0, 0, -0.1)', null],
  ['rgb(0, 0)', null],
  ['rgba(0, 0, 0, 0, 0)', null],
  ['rgb(0 0 0)', null],
  ['rgb(0, 0, 0', null],
  ['rgb(0, 0, 0));', null],
  ['hsl(0, 0%, 0%)', null],
  // gradients
  ['linear-gradient(#fff, #000)', 'linear-gradient'],
  ['linear-gradient(45deg, #fff 0%, rgba(0, 0, 0, 0.5) 100%)', 'linear-gradient'],
  ['linear-gradient(to top right, #fff, #000)', 'linear-gradient'],
  ['linear-gradient(0.25turn, #fff, 30%, #000)', 'linear-gradient'],
  ['linear-gradient(#fff 10% 20%, #000)', 'linear-gradient'],
  ['Linear-Gradient(#fff, #000)', 'linear-gradient'],
  ['radial-gradient(#fff, #000)', 'radial-gradient'],
  ['radial-gradient(circle at center, rgb(255, 0, 0) 0%, #00f 100%)', 'radial-gradient'],
  ['radial-gradient(ellipse farthest-corner at 10px 20px, #fff, #000)', 'radial-gradient'],
  ['linear-gradient(#fff)', null],
  ['linear-gradient(45deg)', null],
  // CSS Color 4 keywords inside gradients (linear and radial alike)
  ['linear-gradient(red, blue)', 'linear-gradient'],
  ['linear-gradient(transparent, #000)', 'linear-gradient'],
  ['linear-gradient(to right, rebeccapurple 0%, currentColor 100%)', 'linear-gradient'],
  ['radial-gradient(circle, White, DarkSlateGray)', 'radial-gradient'],
  ['linear-gradient(reddish, #000)', null],
  ['linear-gradient(red blue, #000)', null],
  ['linear-gradient(#fff #000, #111)', null],
  ['linear-gradient(#fff,, #000)', null],
  ['linear-gradient(#fff, #ffff)', null],
  ['linear-gradient(#fff, rgb(300, 0, 0))', null],
  ['linear-gradient(#fff, #000', null],
  ['linear-gradient(#fff, #000))', null],
  ['linear-gradient(#fff), linear-gradient(#000, #fff)', null],
  ['linear-gradient(#fff, #000) , (x)', null],
  ['linear-gradient(#fff, #000); background: red', null],
  ['linear-gradient(#fff, #000)}body{color:red', null],
  ['linear-gradient(#fff, url(https://evil.example/x.png))', null],
  ['linear-gradient(#fff, URL(x))', null],
  ['linear-gradient(#fff, expression(alert(1)))', null],
  ['linear-gradient(#fff, var(--x))', null],
  ['repeating-linear-gradient(#fff, #000)', null],
  ['conic-gradient(#fff, #000)', null],
  ['url(x.png)', null],
  // CSS Color 4 keywords: named colours, transparent, currentColor (any case)
  ['red', 'keyword'],
  ['RebeccaPurple', 'keyword'],
  ['  navy ', 'keyword'],
  ['transparent', 'keyword'],
  ['currentColor', 'keyword'],
  ['currentcolor', 'keyword'],
  ['reddish', null],
  ['red;', null],
  ['constructor', null],
  ['toString', null],
  ['__proto__', null],
  ['inherit', null],
  ['none', null],
  // not strings, empty
  ['', null],
  [undefined, null],
  [null, null],
  [0xffffff, null],
  [{}, null],
];

describe('colourKind', () => {
  it.each(CASES)('%j → %j', (value, kind) => {
    expect(colourKind(value)).toBe(kind);
  });
});

describe('isColour / safeColour / safeFill', () => {
  it.each(CASES)('%j', (value, kind) => {
    const plain = kind === 'hex' || kind === 'rgb' || kind === 'rgba' || kind === 'keyword';
    const trimmed = typeof value === 'string' ? value.trim() : undefined;
    expect(isColour(value)).toBe(plain);
    expect(safeColour(value)).toBe(plain ? trimmed : undefined);
    expect(safeFill(value)).toBe(kind === null ? undefined : trimmed);
  });
});

describe('colourChannels', () => {
  it('reads hex, rgb, rgba, percentages and keywords; nothing for gradients or currentColor', () => {
    expect(colourChannels('#b4532a')).toEqual({ r: 180, g: 83, b: 42, a: 1 });
    expect(colourChannels('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(colourChannels('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 128 / 255 });
    expect(colourChannels(' rgba(10, 20, 30, 0.5) ')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(colourChannels('rgb(100%, 0%, 50%)')).toEqual({ r: 255, g: 0, b: 127.5, a: 1 });
    expect(colourChannels('DarkOrange')).toEqual({ r: 255, g: 140, b: 0, a: 1 });
    expect(colourChannels('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(colourChannels('currentColor')).toBeNull();
    expect(colourChannels('linear-gradient(red, blue)')).toBeNull();
    expect(colourChannels('url(x)')).toBeNull();
  });
});

describe('gradientColours', () => {
  it('the colour stops of a safe gradient in order; nothing for a plain colour or an unsafe value', () => {
    expect(gradientColours('linear-gradient(90deg, rgba(20, 12, 6, 0.5) 10%, #fff 90%)')).toEqual(['rgba(20, 12, 6, 0.5)', '#fff']);
    expect(gradientColours(' radial-gradient(circle at center, tomato, transparent) ')).toEqual(['tomato', 'transparent']);
    expect(gradientColours('#123456')).toEqual([]);
    expect(gradientColours('linear-gradient(red, url(x))')).toEqual([]);
    expect(gradientColours(undefined)).toEqual([]);
  });
});
