import { describe, expect, it } from 'vitest';
import { rowTakingFocus } from './list-focus';

describe('rowTakingFocus', () => {
  it('keeps the row that is still there (only its control changed)', () => {
    expect(rowTakingFocus(['a', 'b', 'c'], ['a', 'b', 'c'], 'b')).toBe(1);
  });

  it('gives the focus to the next row, else to the previous one, else to none', () => {
    expect(rowTakingFocus(['a', 'b', 'c'], ['a', 'c'], 'b')).toBe(1);
    expect(rowTakingFocus(['a', 'b', 'c'], ['a', 'b'], 'c')).toBe(1);
    expect(rowTakingFocus(['a'], [], 'a')).toBe(-1);
  });

  it('skips the rows that left with it: the next one still there, else the nearest before it', () => {
    expect(rowTakingFocus(['a', 'b', 'c', 'd'], ['a', 'd'], 'b')).toBe(1);
    expect(rowTakingFocus(['a', 'b', 'c', 'd'], ['a'], 'c')).toBe(0);
    expect(rowTakingFocus(['a', 'b', 'c', 'd'], ['b', 'd'], 'c')).toBe(1);
  });

  it('finds no row for a key it never listed', () => {
    expect(rowTakingFocus(['a'], ['a'], 'z')).toBe(-1);
  });
});
