import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

afterEach(() => vi.restoreAllMocks());

describe('the kept Intl formatters', () => {
  it('are made once for a language and options, and kept', () => {
    const first = numberFormat('ru', { maximumFractionDigits: 1 });
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(numberFormat('ru', { maximumFractionDigits: 1 })).toBe(first);
    expect(first.format(1234.5)).toBe('1\u00a0234,5');
    expect(made).not.toHaveBeenCalled();
  });

  it('are another for another language or other options', () => {
    const ru = numberFormat('ru', { maximumFractionDigits: 2 });
    expect(numberFormat('en', { maximumFractionDigits: 2 })).not.toBe(ru);
    expect(numberFormat('ru', { maximumFractionDigits: 3 })).not.toBe(ru);
    expect(dateTimeFormat('en', { weekday: 'long' })).not.toBe(dateTimeFormat('en', { weekday: 'short' }));
    expect(dateTimeFormat('en', { weekday: 'long' })).toBe(dateTimeFormat('en', { weekday: 'long' }));
  });

  it('throw for a language Intl refuses, as Intl does, and keep nothing for it', () => {
    expect(() => numberFormat('not a language', {})).toThrow(RangeError);
    expect(() => numberFormat('not a language', {})).toThrow(RangeError);
    expect(() => dateTimeFormat('not a language', {})).toThrow(RangeError);
  });
});
