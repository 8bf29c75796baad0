import { describe, expect, it } from 'vitest';
import { dueText } from './ClockPanel';

describe('dueText: when a held timer is due, as the Clock panel shows it', () => {
  it('under a minute in tenths of a second, from then on in minutes and seconds', () => {
    expect(dueText(0)).toBe('0.0 s');
    expect(dueText(5_000)).toBe('5.0 s');
    expect(dueText(59_940)).toBe('59.9 s');
    expect(dueText(59_960)).toBe('1:00');
    expect(dueText(60_000)).toBe('1:00');
    expect(dueText(119_600)).toBe('2:00');
    expect(dueText(754_000)).toBe('12:34');
  });
});
