import { describe, expect, it } from 'vitest';
import { formatRangeValue, keyStep, legendPoints, moveRunner, pageStep, RANGE_HIGHLIGHT_MS, RANGE_KEY_REPEAT_DELAY_MS, RANGE_KEY_REPEAT_INTERVAL_MS, RANGE_LEGEND_MAX_POINTS, RANGE_TOOLTIP_MARGIN_PX, snapToRange, tooltipCentre } from './range';

const rules = { min: 0, max: 100, step: 5 };

describe('range (spec 001 §5, §9)', () => {
  it('carries the spec’s numbers', () => {
    expect([RANGE_LEGEND_MAX_POINTS, RANGE_TOOLTIP_MARGIN_PX, RANGE_KEY_REPEAT_DELAY_MS, RANGE_KEY_REPEAT_INTERVAL_MS, RANGE_HIGHLIGHT_MS]).toEqual([10, 20, 300, 50, 500]);
  });

  it.each([
    [-10, 0],
    [101, 100],
    [12, 10],
    [13, 15],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('snaps %d to %d', (value, snapped) => {
    expect(snapToRange(value, rules)).toBe(snapped);
  });

  it('snaps decimal steps without float noise', () => {
    expect(snapToRange(0.3, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(snapToRange(0.74, { min: 0.5, max: 1, step: 0.25 })).toBe(0.75);
  });

  it('the start never passes the end, nor the end the start', () => {
    expect(moveRunner([20, 60], 'start', 80, rules)).toEqual([60, 60]);
    expect(moveRunner([20, 60], 'end', 5, rules)).toEqual([20, 20]);
    expect(moveRunner([20, 60], 'end', 72, rules)).toEqual([20, 70]);
  });

  it('arrow keys: one step, ten with shift, within the edges', () => {
    expect(keyStep(50, 1, false, rules)).toBe(55);
    expect(keyStep(50, -1, true, rules)).toBe(0);
    expect(keyStep(95, 1, true, rules)).toBe(100);
  });

  it('Page Up and Page Down: a tenth of the range, at least one step, within the edges', () => {
    expect(pageStep(50, 1, rules)).toBe(60);
    expect(pageStep(5, -1, rules)).toBe(0);
    expect(pageStep(0, 1, { min: 0, max: 1000, step: 300 })).toBe(300);
    expect(pageStep(0, 1, { min: 0, max: 100, step: 3 })).toBe(9);
  });

  describe('a max off the step grid (0…100 by 7) is a stop, as the legend shows it', () => {
    const offGrid = { min: 0, max: 100, step: 7 };
    const stops = [...Array.from({ length: 15 }, (_, index) => index * 7), 100];

    it.each([
      [100, 100],
      [150, 100],
      [99, 100],
      [99.1, 100],
      [98.9, 98],
      [96, 98],
      [94, 91],
    ])('snaps %d to %d', (value, snapped) => {
      expect(snapToRange(value, offGrid)).toBe(snapped);
    });

    it('End reaches the edge the legend ends on', () => {
      expect(legendPoints(offGrid).at(-1)).toBe(100);
      expect(snapToRange(offGrid.max, offGrid)).toBe(100);
      expect(moveRunner([0, 50], 'end', offGrid.max, offGrid)).toEqual([0, 100]);
    });

    it('arrow keys and Page keys from the max edge: up stays, down goes to the stop below', () => {
      expect(keyStep(100, 1, false, offGrid)).toBe(100);
      expect(keyStep(100, 1, true, offGrid)).toBe(100);
      expect(pageStep(100, 1, offGrid)).toBe(100);
      expect(keyStep(100, -1, false, offGrid)).toBe(98);
      expect(keyStep(100, -1, true, offGrid)).toBe(35);
      expect(pageStep(100, -1, offGrid)).toBe(98);
      expect(keyStep(98, 1, false, offGrid)).toBe(100);
      expect(keyStep(91, 1, true, offGrid)).toBe(100);
    });

    it('a key moves every stop its own way, to the next stop, and holds at the edge it heads for', () => {
      stops.forEach((stop, index) => {
        expect(keyStep(stop, 1, false, offGrid)).toBe(stops[index + 1] ?? 100);
        expect(keyStep(stop, -1, false, offGrid)).toBe(stops[index - 1] ?? 0);
        expect(pageStep(stop, 1, offGrid)).toBeGreaterThanOrEqual(stop);
        expect(pageStep(stop, -1, offGrid)).toBeLessThanOrEqual(stop);
      });
    });

    it('a given value off the grid goes to the nearest stop the key’s way', () => {
      expect(keyStep(50, 1, false, offGrid)).toBe(56);
      expect(keyStep(50, -1, false, offGrid)).toBe(49);
      expect(keyStep(50, 1, true, offGrid)).toBe(100);
      expect(keyStep(0.3, 1, false, { min: 0, max: 1, step: 0.1 })).toBe(0.4);
    });
  });

  it('shows its numbers in the page’s language, with the step’s decimals', () => {
    expect(formatRangeValue(25000, { min: 0, step: 100 }, 'en')).toBe('25,000');
    expect(formatRangeValue(25000, { min: 0, step: 100 }, 'ru')).toBe('25\u00a0000');
    expect(formatRangeValue(1.5, { min: 0, step: 0.5 }, 'ru')).toBe('1,5');
    expect(formatRangeValue(0.30000000000000004, { min: 0, step: 0.1 }, 'en')).toBe('0.3');
    expect(formatRangeValue(7, { min: 0, step: 1 }, 'no-such-language-tag-!')).toBe('7');
  });

  it('the legend has both edges and at most ten points', () => {
    expect(legendPoints(rules)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(legendPoints({ min: 0, max: 1000, step: 10 })).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(legendPoints({ min: 0, max: 9, step: 1 })).toHaveLength(10);
    expect(legendPoints({ min: 0, max: 1300, step: 100 })).toHaveLength(10);
    expect(legendPoints({ min: 0, max: 10, step: 5 })).toEqual([0, 5, 10]);
    expect(legendPoints({ min: 3, max: 3, step: 1 })).toEqual([3]);
  });

  it('the tooltip is centred over its runner, kept 20 px from the edges of the track (centred in a track narrower than both margins)', () => {
    // Laid out by the browser at the track's width (tests/components/fields.spec.ts measures it).
    expect(tooltipCentre(0)).toBe('clamp(min(20px, 50%), 0%, max(100% - 20px, 50%))');
    expect(tooltipCentre(0.5)).toBe('clamp(min(20px, 50%), 50%, max(100% - 20px, 50%))');
    expect(tooltipCentre(1)).toBe('clamp(min(20px, 50%), 100%, max(100% - 20px, 50%))');
  });
});
