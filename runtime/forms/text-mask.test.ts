import { describe, expect, it } from 'vitest';
import { applyTextMask } from './text-mask';

describe('applyTextMask', () => {
  it.each([
    ['**-****', 'ab1234', { value: 'ab-1234', complete: true }],
    ['**-****', 'ab-12', { value: 'ab-12', complete: false }],
    ['**-****', 'a', { value: 'a', complete: false }],
    ['**-****', '', { value: '', complete: false }],
    ['**-****', 'ab-1234567', { value: 'ab-1234', complete: true }],
    ['**-****', '😀ab🙂12  34', { value: 'ab-1234', complete: true }],
    ['(**)', 'xy', { value: '(xy)', complete: true }],
    ['(**)', '', { value: '', complete: false }],
  ])('%s with %j', (mask, typed, expected) => {
    expect(applyTextMask(mask, typed)).toEqual(expected);
  });
});
