import { describe, expect, it } from 'vitest';
import { clampNumberInput, givenNumberInput, numberStep, parseNumberInput, sanitizeNumberInput, stepNumberInput } from './number';

describe('number field: typing (spec 001 §5)', () => {
  it.each([
    ['12a3', 2, '123'],
    ['-12', 2, '-12'],
    ['1-2-', 2, '12'],
    ['--5', 2, '-5'],
    ['3.14159', 2, '3.14'],
    ['3,14159', 3, '3,141'],
    ['1.2.3', 2, '1.23'],
    ['1,2.3', 2, '1,23'],
    ['12.5', 0, '125'],
    ['1e309', 2, '1309'],
    ['-0', 2, '-0'],
    ['😀 4 ٤', 1, '4'],
    ['', 2, ''],
  ])('%j with %i decimals keeps %j', (typed, decimals, kept) => {
    expect(sanitizeNumberInput(typed, decimals)).toBe(kept);
  });

  it('reads a typed value; a lone sign or separator is no number yet', () => {
    expect(parseNumberInput('3,5')).toBe(3.5);
    expect(parseNumberInput('3.')).toBe(3);
    expect(parseNumberInput('-')).toBeNull();
    expect(parseNumberInput('')).toBeNull();
  });
});

describe('number field: blur clamps to min and max', () => {
  it.each([
    ['150', { decimals: 0, min: 1, max: 100 }, '100'],
    ['-5', { decimals: 0, min: 1, max: 100 }, '1'],
    ['50', { decimals: 0, min: 1, max: 100 }, '50'],
    ['-0', { decimals: 2 }, '0'],
    ['', { decimals: 2, min: 1 }, ''],
    ['99999999999999999999', { decimals: 0, max: 1000 }, '1000'],
  ])('%j → %j', (typed, rules, shown) => {
    expect(clampNumberInput(typed, rules)).toBe(shown);
  });

  it.each([
    ['70000000.07', { decimals: 2 }, '70000000.07'],
    ['12345678901234567891', { decimals: 0 }, '12345678901234567891'],
    ['1234567890123456789012', { decimals: 0 }, '1234567890123456789012'],
    ['1.50', { decimals: 2, max: 2 }, '1.50'],
    ['3.', { decimals: 2 }, '3'],
    ['.5', { decimals: 2 }, '0.5'],
    ['-0.00', { decimals: 2 }, '0.00'],
    ['3.14159', { decimals: 2 }, '3.14'],
  ])('a value within the limits stays as typed: %j → %j', (typed, rules, shown) => {
    expect(clampNumberInput(typed, rules)).toBe(shown);
  });

  it.each([
    ['1', { decimals: 0, min: 1.5 }, '2'],
    ['5', { decimals: 0, max: 4.5 }, '4'],
    ['-3', { decimals: 1, min: -1.55 }, '-1.5'],
    ['0', { decimals: 1, max: -1.55 }, '-1.6'],
    ['0', { decimals: 0, min: 1e21 }, '1000000000000000000000'],
  ])('a limit with more places than the field is rounded towards the inside: %j with %o → %j', (typed, rules, shown) => {
    expect(clampNumberInput(typed, rules)).toBe(shown);
  });

  it('keeps the comma a visitor typed (a Russian "1,5" stays "1,5")', () => {
    expect(clampNumberInput('1,5', { decimals: 1 })).toBe('1,5');
    expect(clampNumberInput('150,5', { decimals: 1, max: 100.25 })).toBe('100,2');
    expect(clampNumberInput('0,1', { decimals: 2, min: 0.5 })).toBe('0,5');
    expect(clampNumberInput('5,', { decimals: 2 })).toBe('5');
  });
});

describe('number field: a given value (not typed) is cut to the places and clamped at once', () => {
  it.each([
    ['40', { decimals: 0, min: 1, max: 12 }, '12'],
    ['0', { decimals: 0, min: 1, max: 12 }, '1'],
    ['0,2', { decimals: 1, min: 0.5 }, '0,5'],
    ['3.7', { decimals: 0 }, '3'],
    ['-3.7', { decimals: 0 }, '-3'],
    ['-.5', { decimals: 0 }, '0'],
    ['.25', { decimals: 1 }, '0.2'],
    ['7.25', { decimals: 1, max: 20 }, '7.2'],
    ['1,50', { decimals: 2 }, '1,50'],
    [' 8 ', { decimals: 0 }, '8'],
    ['', { decimals: 0, min: 1 }, ''],
    ['-', { decimals: 0, min: 1 }, ''],
    ['about 5', { decimals: 0, max: 3 }, '3'],
  ])('%j with %o → %j', (given, rules, shown) => {
    expect(givenNumberInput(given, rules)).toBe(shown);
  });
});

describe('number field: arrow keys step by 10^-decimals, shift ×10, ctrl/meta ×100, alt ×0.1', () => {
  it('the step for each modifier', () => {
    expect(numberStep(2, {})).toBeCloseTo(0.01);
    expect(numberStep(2, { shiftKey: true })).toBeCloseTo(0.1);
    expect(numberStep(2, { ctrlKey: true })).toBeCloseTo(1);
    expect(numberStep(2, { metaKey: true })).toBeCloseTo(1);
    expect(numberStep(2, { altKey: true })).toBeCloseTo(0.01);
    expect(numberStep(0, { altKey: true })).toBe(1);
    expect(numberStep(3, { altKey: true })).toBeCloseTo(0.001);
  });

  it('steps without float noise and within the limits', () => {
    expect(stepNumberInput('0.1', 1, { decimals: 1 }, {})).toBe('0.2');
    expect(stepNumberInput('0.29', 1, { decimals: 2 }, { altKey: true })).toBe('0.3');
    expect(stepNumberInput('5', 1, { decimals: 0 }, { shiftKey: true })).toBe('15');
    expect(stepNumberInput('5', -1, { decimals: 0 }, { ctrlKey: true })).toBe('-95');
    expect(stepNumberInput('99', 1, { decimals: 0, max: 100 }, { shiftKey: true })).toBe('100');
    expect(stepNumberInput('', -1, { decimals: 0, min: 0 })).toBe('0');
  });

  it('keeps the comma a visitor typed, and steps exactly past 2^53', () => {
    expect(stepNumberInput('1,5', 1, { decimals: 1 })).toBe('1,6');
    expect(stepNumberInput('0,05', -1, { decimals: 2 }, { shiftKey: true })).toBe('-0,05');
    expect(stepNumberInput('12345678901234567891', 1, { decimals: 0 })).toBe('12345678901234567892');
  });

  it('never steps past a limit with more places than the field', () => {
    expect(stepNumberInput('2', -1, { decimals: 0, min: 1.5 })).toBe('2');
    expect(stepNumberInput('1.4', 1, { decimals: 1, max: 1.55 })).toBe('1.5');
  });
});
