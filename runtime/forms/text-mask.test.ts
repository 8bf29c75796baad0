import { describe, expect, it } from 'vitest';
import { applyTextMask, usableTextMask } from './text-mask';

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

describe('applyTextMask with letters or digits of its own', () => {
  /** Keys typed one at a time into what the field shows. */
  const typeInto = (mask: string, keys: string) => [...keys].reduce((shown, key) => applyTextMask(mask, shown.value + key), applyTextMask(mask, ''));

  it('ID-****: the mask\u2019s own ID is never read as typed, key by key or pasted', () => {
    expect(typeInto('ID-****', '1234')).toEqual({ value: 'ID-1234', complete: true });
    expect(typeInto('ID-****', '12')).toEqual({ value: 'ID-12', complete: false });
    expect(applyTextMask('ID-****', '1234')).toEqual({ value: 'ID-1234', complete: true });
    expect(applyTextMask('ID-****', 'ID-1234')).toEqual({ value: 'ID-1234', complete: true });
  });

  it('+7 ***-*: typed 1234 is +7 123-4, and a 7 typed first is the visitor\u2019s', () => {
    expect(typeInto('+7 ***-*', '1234')).toEqual({ value: '+7 123-4', complete: true });
    expect(typeInto('+7 ***-*', '7123')).toEqual({ value: '+7 712-3', complete: true });
  });
});

describe('usableTextMask (spec 001 §8 "Mask errors remove the mask")', () => {
  it.each([
    ['**-****', '**-****'],
    ['ID-*', 'ID-*'],
    ['99-999', null],
    ['AA-9999', null],
    ['', null],
    [undefined, null],
  ])('%j is used as %j', (mask, usable) => {
    expect(usableTextMask(mask)).toBe(usable);
  });
});
