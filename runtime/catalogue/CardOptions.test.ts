import { describe, expect, it } from 'vitest';
import { radioKeyTarget } from './CardOptions';
import type { ValueState } from './variants';

describe('radioKeyTarget: option blocks follow the WAI-ARIA radio group keys', () => {
  const states: ValueState[] = ['available', 'disabled', 'locked', 'available'];

  it('arrows move to the next or previous value, wrapping, and skip disabled values', () => {
    expect(radioKeyTarget('ArrowRight', 0, states)).toBe(2);
    expect(radioKeyTarget('ArrowDown', 2, states)).toBe(3);
    expect(radioKeyTarget('ArrowRight', 3, states)).toBe(0);
    expect(radioKeyTarget('ArrowLeft', 2, states)).toBe(0);
    expect(radioKeyTarget('ArrowUp', 0, states)).toBe(3);
  });

  it('Home and End go to the first and last value that can be chosen; other keys do nothing', () => {
    expect(radioKeyTarget('Home', 3, ['disabled', 'available', 'available', 'disabled'])).toBe(1);
    expect(radioKeyTarget('End', 0, ['disabled', 'available', 'available', 'disabled'])).toBe(2);
    expect(radioKeyTarget('Enter', 0, states)).toBeNull();
    expect(radioKeyTarget('ArrowRight', 0, ['available', 'disabled'])).toBe(0);
  });
});
