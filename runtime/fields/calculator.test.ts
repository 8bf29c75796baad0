import { describe, expect, it, vi } from 'vitest';
import { animatedValue, calculateAll, calculatorAnimationMs, calculatorFieldValue, formatCalculatorValue, FormulaError, parseFormula, roundCalculatorValue, unknownFormulaNames } from './calculator';

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

  it.each([
    [0, 0],
    [10, 200],
    [90, 600],
    [1000, 600],
  ])('the spec’s table: a change of %d lasts %d ms', (change, ms) => {
    expect(calculatorAnimationMs(change, false)).toBe(ms);
  });

  it('is instant under reduced motion', () => {
    expect(calculatorAnimationMs(50, true)).toBe(0);
  });

  it.each([
    [0, 10, 0, 200, 0],
    [0, 10, 100, 200, 8.75],
    [0, 10, 200, 200, 10],
    [0, 10, 500, 200, 10],
    [100, 40, 100, 200, 47.5],
    [5, 7, 50, 0, 7],
  ])('counts from %d to %d: at %d ms of %d ms it shows %d (eased out, exact at the end)', (from, to, elapsed, duration, shown) => {
    expect(animatedValue(from, to, elapsed, duration)).toBeCloseTo(shown, 6);
  });
});

describe('calculator value', () => {
  it.each([
    [37.5, 2, '37.50'],
    [37.456, 0, '37'],
    [-0.001, 2, '0.00'],
    [1234.5, 1, '1234.5'],
    [null, 2, ''],
    [Number.POSITIVE_INFINITY, 2, ''],
  ])('%d with %d decimals is sent as "%s"', (value, decimals, sent) => {
    expect(calculatorFieldValue(value, decimals)).toBe(sent);
  });

  it('is shown in the page’s language', () => {
    expect(formatCalculatorValue(1234.5, 2, 'en')).toBe('1,234.50');
    expect(formatCalculatorValue(1234.5, 2, 'ru')).toBe('1\u00a0234,50');
    expect(formatCalculatorValue(null, 2, 'en')).toBe('');
  });

  it('is shown at every frame of its count-up without a new number format (one per language and decimal places, kept)', () => {
    formatCalculatorValue(1, 2, 'en');
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let frame = 0; frame < 10; frame += 1) formatCalculatorValue(frame * 12.5, 2, 'en');
    const shown = formatCalculatorValue(1234.5, 2, 'en');
    expect(made).not.toHaveBeenCalled();
    expect(shown).toBe('1,234.50');
    made.mockRestore();
  });

  it.each([
    [10.7 * 0.25, 2, '2.68', '2.68'],
    [1.005, 2, '1.01', '1.01'],
    [-2.675, 2, '-2.68', '-2.68'],
    [0.5, 0, '1', '1'],
    [1e-7, 2, '0.00', '0.00'],
    [1e20, 2, '100,000,000,000,000,000,000.00', '100000000000000000000.00'],
    [1e21, 2, '1,000,000,000,000,000,000,000.00', '1000000000000000000000.00'],
    [-2.5e22, 0, '-25,000,000,000,000,000,000,000', '-25000000000000000000000'],
  ])('%d with %d decimals is shown as "%s" and sent as "%s": one rounding for both', (value, decimals, shown, sent) => {
    expect(formatCalculatorValue(value, decimals, 'en')).toBe(shown);
    expect(calculatorFieldValue(value, decimals)).toBe(sent);
    expect(roundCalculatorValue(value, decimals)).toBe(Number(sent));
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

describe('unknownFormulaNames: the fields a formula reads that the form does not have', () => {
  const fieldIds = new Set(['count', 'price', 'delivery fee', 'total']);
  it.each([
    ['count * price', []],
    ['{delivery fee} + total * 2', []],
    ['cuont * price + cuont', ['cuont']],
    ['{delivery  fee} + discount', ['delivery  fee', 'discount']],
    ['12 * 3', []],
  ])('%s reads %j that are no field', (formula, unknown) => {
    expect(unknownFormulaNames(parseFormula(formula), fieldIds)).toEqual(unknown);
  });
});

describe('calculateAll: the calculators of a form', () => {
  const calculator = (id: string, formula: string | null) => ({ id, formula: formula === null ? null : parseFormula(formula) });

  it('names the fields a formula reads', () => {
    expect(parseFormula('price * count + price - 2').names).toEqual(['price', 'count']);
  });

  it('works a total out after its subtotals, wherever they stand in the form', () => {
    const values = { beans: '2', cups: '3' };
    const total = calculator('total', 'beansCost + cupsCost');
    const beansCost = calculator('beansCost', 'beans * 12.5');
    const cupsCost = calculator('cupsCost', 'cups * 4');
    expect(calculateAll([total, beansCost, cupsCost], values)).toEqual({ total: 37, beansCost: 25, cupsCost: 12 });
    expect(calculateAll([beansCost, cupsCost, total], values)).toEqual({ beansCost: 25, cupsCost: 12, total: 37 });
  });

  it('counts a calculator without a result as 0, and one in a loop as 0 where it closes the loop', () => {
    expect(calculateAll([calculator('a', 'b + 1'), calculator('b', null), calculator('c', '1 / 0'), calculator('d', 'c + 2')], {})).toEqual({ a: 1, b: null, c: null, d: 2 });
    expect(calculateAll([calculator('a', 'b + 1'), calculator('b', 'a + 10')], {})).toEqual({ a: 11, b: 10 });
    expect(calculateAll([calculator('self', 'self + 1')], { self: '5' })).toEqual({ self: 1 });
  });

  it('takes ids that are names of Object.prototype as any other', () => {
    const results = calculateAll([calculator('__proto__', 'constructor * 2'), calculator('total', '__proto__ + 1')], { constructor: '3' });
    expect(Object.hasOwn(results, '__proto__')).toBe(true);
    expect(Object.entries(results)).toEqual([
      ['__proto__', 6],
      ['total', 7],
    ]);
  });
});
