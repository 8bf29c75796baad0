import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupedNumber, parseCounterItem, ROTATOR_REDUCED_MOTION_MIN_MS, rotatorFrames, stepMs, type RotatorSettings } from './rotator-frames';

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
    expect(parseCounterItem('no number')).toBeNull();
  });

  it('counter items that are not one number show exactly as the owner wrote them (spec 002 §3)', () => {
    const items = ['24/7', 'Since 1998 - today', 'Free'];
    const frames = [...rotatorFrames({ items, animation: 'counter', speed: 10, delay: 2, loop: false, steps: 3, replace: true })];
    expect(frames.filter((f) => f.waitMs === 2000).map((f) => f.text)).toEqual(items);
    // "Since 1998 - today" counts, but as the owner writes years: no thousands separator, the space kept.
    expect(frames.map((f) => f.text)).toEqual(['24/7', 'Since 666 - today', 'Since 1332 - today', 'Since 1998 - today', 'Free']);
    expect(parseCounterItem('24/7')).toBeNull();
  });

  it('counter steps keep the owner’s thousands separator, or none', () => {
    const texts = (item: string) => [...rotatorFrames({ ...base, items: [item], animation: 'counter', steps: 2, loop: false })].map((f) => f.text);
    expect(texts('12 500 visitors')).toEqual(['6 250 visitors', '12 500 visitors']);
    expect(texts('12,500')).toEqual(['6,250', '12,500']);
    expect(texts('12500')).toEqual(['6250', '12500']);
    expect(texts('Top 007')).toEqual(['Top 4', 'Top 007']);
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

  it('with reduced motion and data-delay 0 each item still stays long enough to read', () => {
    for (const animation of ['typing', 'counter', 'fade'] as const) {
      const frames = take({ ...base, animation, delay: 0 }, 4, true);
      expect(frames.map((f) => f.waitMs)).toEqual([ROTATOR_REDUCED_MOTION_MIN_MS, ROTATOR_REDUCED_MOTION_MIN_MS, ROTATOR_REDUCED_MOTION_MIN_MS, ROTATOR_REDUCED_MOTION_MIN_MS]);
    }
    // A longer data-delay is kept.
    expect(take({ ...base, delay: 5 }, 1, true)[0]!.waitMs).toBe(5000);
  });

  it('data-delay 0 never makes a timer of 0 ms: a finished item waits at least one step', () => {
    for (const settings of [
      { ...base, animation: 'counter', items: ['10', '20', 'Free'], steps: 1, delay: 0 },
      { ...base, animation: 'typing', items: ['a', 'b'], replace: false, delay: 0 },
    ] satisfies RotatorSettings[]) {
      expect(Math.min(...take(settings, 12).map((f) => f.waitMs))).toBe(stepMs(base.speed));
    }
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
    [1e21, 0, '1,000,000,000,000,000,000,000'],
    [-1.25e21, 1, '-1,250,000,000,000,000,000,000.0'],
  ])('%d with %d decimals is %s', (value, decimals, written) => {
    expect(groupedNumber(value, decimals)).toBe(written);
  });

  it('counts to a number of 1e21 or more in grouped digits at every step, never in exponent notation', () => {
    const settings: RotatorSettings = { ...base, items: ['5,000,000,000,000,000,000,000'], animation: 'counter', loop: false, steps: 4 };
    const texts = [...rotatorFrames(settings)].map((frame) => frame.text);
    expect(texts).toEqual(['1,250,000,000,000,000,000,000', '2,500,000,000,000,000,000,000', '3,750,000,000,000,000,000,000', '5,000,000,000,000,000,000,000']);
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
