import { describe, expect, it } from 'vitest';
import { calculatorAnimationMs, FormulaError, parseFormula } from './calculator';

describe('calculator animation (spec 001 §9): min(600, 150 + 5 × change) ms', () => {
  it.each([
    [1, 155],
    [-10, 200],
    [90, 600],
    [1000, 600],
    [0, 0],
  ])('a change of %d animates %d ms', (change, ms) => {
    expect(calculatorAnimationMs(change, false)).toBe(ms);
  });

  it('is instant under reduced motion', () => {
    expect(calculatorAnimationMs(50, true)).toBe(0);
  });
});

describe('calculator formula', () => {
  it('computes over field values with precedence and brackets', () => {
    const formula = parseFormula('price * count + {delivery fee} - (discount / 2)');
    expect(formula({ price: '12.5', count: 3, 'delivery fee': '5', discount: 10 })).toBe(37.5);
  });

  it('an empty or non-number field counts as 0; checkboxes add up; division by zero gives nothing', () => {
    expect(parseFormula('a + b')({ a: '', b: 'abc' })).toBe(0);
    expect(parseFormula('extras * 2')({ extras: ['3', '4'] })).toBe(14);
    expect(parseFormula('a / b')({ a: 1, b: 0 })).toBeNull();
    expect(parseFormula('-a')({ a: '1,5' })).toBe(-1.5);
  });

  it('refuses anything that is not arithmetic, and never runs it', () => {
    expect(() => parseFormula('alert(1)')).toThrow(FormulaError);
    expect(() => parseFormula('a +')).toThrow(FormulaError);
    expect(() => parseFormula('(a + b')).toThrow(FormulaError);
    expect(() => parseFormula('a; b')).toThrow(FormulaError);
    expect(() => parseFormula('constructor.constructor')).toThrow(FormulaError);
  });
});
