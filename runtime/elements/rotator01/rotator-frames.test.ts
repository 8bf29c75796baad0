import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupedNumber, parseCounterItem, rotatorFrames, stepMs, type RotatorSettings } from './rotator-frames';

const base: RotatorSettings = { items: ['ab', 'cde'], animation: 'typing', speed: 10, delay: 2, loop: true, steps: 4, replace: true };
const take = (settings: RotatorSettings, count: number, reduced = false) => {
  const frames = [];
  for (const frame of rotatorFrames(settings, reduced)) {
    frames.push(frame);
    if (frames.length === count) break;
  }
  return frames;
};

describe('rotator timeline', () => {
  it('speed is the inverse of data-speed: 10 → 100 ms a step', () => {
    expect(stepMs(10)).toBe(100);
    expect(stepMs(4)).toBe(250);
  });

  it('typing types each item, holds it for data-delay seconds, deletes it, types the next', () => {
    const frames = take(base, 8);
    expect(frames.map((f) => f.text)).toEqual(['a', 'ab', 'a', '', 'c', 'cd', 'cde', 'cd']);
    expect(frames.map((f) => f.waitMs)).toEqual([100, 2000, 100, 100, 100, 100, 2000, 100]);
  });

  it('a non-loop rotator stops on its last item', () => {
    const frames = [...rotatorFrames({ ...base, loop: false })];
    expect(frames.at(-1)).toEqual({ text: 'cde', index: 1, waitMs: 2000 });
    expect(frames).toHaveLength(2 + 2 + 3);
  });

  it('counter counts to each number in the given steps, keeping its prefix, suffix and grouping', () => {
    const frames = take({ ...base, animation: 'counter', items: ['1,200+', '$3.50'], steps: 4 }, 8);
    expect(frames.map((f) => f.text)).toEqual(['300+', '600+', '900+', '1,200+', '$900.88', '$601.75', '$302.63', '$3.50']);
    expect(frames[3]!.waitMs).toBe(2000);
    expect(parseCounterItem('no number')).toEqual({ before: 'no number', value: 0, decimals: 0, after: '' });
  });

  it('fade, slide and flip show whole items; appending keeps the previous ones', () => {
    expect(take({ ...base, animation: 'fade' }, 3).map((f) => [f.text, f.index, f.waitMs])).toEqual([
      ['ab', 0, 2400],
      ['cde', 1, 2400],
      ['ab', 0, 2400],
    ]);
    expect(take({ ...base, animation: 'slide', replace: false, loop: false }, 5).map((f) => f.text)).toEqual(['ab', 'ab cde']);
  });

  it('with reduced motion items change without typing or counting', () => {
    expect(take({ ...base, animation: 'counter', items: ['10', '20'] }, 2, true).map((f) => f.text)).toEqual(['10', '20']);
  });

  it('no items or a zero speed give no frames instead of a runaway loop', () => {
    expect([...rotatorFrames({ ...base, items: [] })]).toEqual([]);
    expect([...rotatorFrames({ ...base, speed: 0 })]).toEqual([]);
  });
});

describe('the counter’s numbers, written as en-US writes them', () => {
  it.each([
    [0, 0, '0'],
    [1240, 0, '1,240'],
    [1234567.891, 2, '1,234,567.89'],
    [999.5, 0, '1,000'],
    [31, 1, '31.0'],
    [-1250.25, 1, '-1,250.3'],
    [-0.2, 0, '0'],
    [3.5, 2, '3.50'],
  ])('%d with %d decimals is %s', (value, decimals, written) => {
    expect(groupedNumber(value, decimals)).toBe(written);
  });

  it('agrees with Intl’s en-US format for whole and cent amounts', () => {
    const intl = [0, 1, 2, 3].map((decimals) => new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 3 }), (units, decimals) => {
        const value = units / 10 ** decimals;
        expect(groupedNumber(value, decimals)).toBe(intl[decimals]!.format(value));
      }),
    );
  });
});
