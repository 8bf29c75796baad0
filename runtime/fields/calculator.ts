/**
 * The calculator field (spec 001 §9, 002 §4): a value computed from other fields by the owner's
 * formula, and the duration of its number animation. Formulas are parsed by a small grammar, never
 * run as code: numbers, field names, + - * / and parentheses. A field that is empty or not a
 * number counts as 0; a division by zero gives no value (the field shows nothing).
 */
import { fixedDecimal, roundDecimal } from '../platform/format';
import { numberFormat } from '../platform/intl-formats';

export const CALCULATOR_ANIMATION_MAX_MS = 600;
export const CALCULATOR_ANIMATION_BASE_MS = 150;
export const CALCULATOR_ANIMATION_PER_UNIT_MS = 5;

/** Spec 001 §9: min(600, 150 + 5 × change) ms; instant under reduced motion. */
export function calculatorAnimationMs(change: number, reducedMotion: boolean): number {
  if (reducedMotion || change === 0 || !Number.isFinite(change)) return 0;
  return Math.min(CALCULATOR_ANIMATION_MAX_MS, CALCULATOR_ANIMATION_BASE_MS + CALCULATOR_ANIMATION_PER_UNIT_MS * Math.abs(change));
}

/** Ours: the animation's frame step on the runtime clock (about 60 frames a second). */
export const CALCULATOR_FRAME_MS = 16;

/**
 * The number shown `elapsed` ms into an animation from `from` to `to` lasting `durationMs`: eased
 * out (fast, then settling), and exactly `to` at the end.
 */
export function animatedValue(from: number, to: number, elapsed: number, durationMs: number): number {
  if (durationMs <= 0 || elapsed >= durationMs) return to;
  const progress = Math.max(0, elapsed) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return from + (to - from) * eased;
}

/** The owner's decimal places, as many as a number can be written with. */
const placesOf = (decimals: number) => Math.max(0, Math.min(20, Math.floor(decimals)));

/**
 * The result rounded once to the owner's decimal places, half away from zero on the digits the
 * number is written with (2.675 → 2.68), never -0; null without a result. What a calculator shows
 * and what it sends are both written from this number, so they never disagree: rounding the
 * binary value instead (toFixed) gives 2.67 for 2.675, while the page's number format shows 2.68.
 */
export function roundCalculatorValue(value: number | null, decimals: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  // The rounding a price gets too (platform/format.ts), so one number rounds alike everywhere.
  return roundDecimal(value, placesOf(decimals));
}

/** What a calculator shows: the rounded result with the owner's decimal places, in the page's language ("1,234.5" / "1 234,5"). */
export function formatCalculatorValue(value: number | null, decimals: number, language: string): string {
  const rounded = roundCalculatorValue(value, decimals);
  if (rounded === null) return '';
  const places = placesOf(decimals);
  try {
    return numberFormat(language, { minimumFractionDigits: places, maximumFractionDigits: places }).format(rounded);
  } catch {
    return fixedDecimal(rounded, places);
  }
}

/** What a calculator submits: the same rounded result, with a dot ("37.50") and in plain digits at any size, or '' without a result. */
export function calculatorFieldValue(value: number | null, decimals: number): string {
  const rounded = roundCalculatorValue(value, decimals);
  return rounded === null ? '' : fixedDecimal(rounded, placesOf(decimals));
}

export class FormulaError extends Error {}

type Token = { kind: 'number'; value: number } | { kind: 'name'; value: string } | { kind: 'op'; value: string };

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?)|\{([^}]+)\}|([A-Za-z_\u0400-\u04FF][\w\u0400-\u04FF]*)|([-+*/()]))/y;
  let index = 0;
  while (index < formula.length) {
    if (/^\s*$/.test(formula.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(formula);
    if (!match) throw new FormulaError(`unexpected "${formula.slice(index).trim()[0]}" at ${index}`);
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', value: match[2].trim() });
    else if (match[3] !== undefined) tokens.push({ kind: 'name', value: match[3] });
    else tokens.push({ kind: 'op', value: match[4]! });
    index = pattern.lastIndex;
  }
  return tokens;
}

/** A parsed formula: evaluate it over the form's current values. `names` are the fields it reads. */
export type Formula = ((values: Readonly<Record<string, unknown>>) => number | null) & { readonly names: readonly string[] };

/** Parses once (a broken formula is a FormulaError the admin shows); evaluation never throws. */
export function parseFormula(formula: string): Formula {
  const tokens = tokenize(formula);
  let position = 0;
  const peek = () => tokens[position];
  const take = () => tokens[position++];
  type Node = (values: Readonly<Record<string, unknown>>) => number;

  const primary = (): Node => {
    const token = take();
    if (!token) throw new FormulaError('the formula ends too early');
    if (token.kind === 'number') return () => token.value;
    // Own properties only: a field named "constructor" must not reach the object's prototype.
    if (token.kind === 'name') return (values) => numberOf(Object.hasOwn(values, token.value) ? values[token.value] : undefined);
    if (token.value === '-') {
      const operand = primary();
      return (values) => -operand(values);
    }
    if (token.value === '(') {
      const inner = sum();
      if (take()?.value !== ')') throw new FormulaError('a bracket is not closed');
      return inner;
    }
    throw new FormulaError(`unexpected "${token.value}"`);
  };
  const product = (): Node => {
    let left = primary();
    while (peek()?.kind === 'op' && (peek()!.value === '*' || peek()!.value === '/')) {
      const op = take()!.value;
      const right = primary();
      const l = left;
      left = op === '*' ? (values) => l(values) * right(values) : (values) => l(values) / right(values);
    }
    return left;
  };
  const sum = (): Node => {
    let left = product();
    while (peek()?.kind === 'op' && (peek()!.value === '+' || peek()!.value === '-')) {
      const op = take()!.value;
      const right = product();
      const l = left;
      left = op === '+' ? (values) => l(values) + right(values) : (values) => l(values) - right(values);
    }
    return left;
  };

  const root = sum();
  if (position < tokens.length) throw new FormulaError(`unexpected "${String(tokens[position]!.value)}"`);
  const names = [...new Set(tokens.flatMap((token) => (token.kind === 'name' ? [token.value] : [])))];
  return Object.assign(
    (values: Readonly<Record<string, unknown>>) => {
      const result = root(values);
      return Number.isFinite(result) ? result : null;
    },
    { names },
  );
}

/**
 * The names a formula reads that are none of the form's field ids (a typo, a field since deleted):
 * each counts as 0 whatever the visitor does, so admin names them to the owner.
 */
export function unknownFormulaNames(formula: Formula, fieldIds: ReadonlySet<string>): string[] {
  return formula.names.filter((name) => !fieldIds.has(name));
}

/**
 * Every calculator's result over the form's values. A calculator may use another's result wherever
 * that one stands in the form (a total above its subtotals): each is worked out after the ones it
 * reads. One that cannot be read (no formula), or a division by zero, gives no result (null), which
 * another counts as 0; so does a calculator read inside a loop of calculators that read each other.
 */
export function calculateAll(calculators: readonly { id: string; formula: Formula | null }[], values: Readonly<Record<string, unknown>>): Record<string, number | null> {
  const byId = new Map(calculators.map((calculator) => [calculator.id, calculator]));
  // Maps while working: an id is the owner's text and may be "__proto__" (a record would take it
  // for its prototype); the formula reads the scope by own properties, built at each use.
  const results = new Map<string, number | null>();
  const scope = new Map<string, unknown>(Object.entries(values));
  const working = new Set<string>();
  const work = (id: string): void => {
    if (results.has(id) || working.has(id)) return;
    const { formula } = byId.get(id)!;
    working.add(id);
    // Until its own result is known, a calculator in a loop counts as 0 to the others.
    scope.set(id, 0);
    for (const name of formula?.names ?? []) if (byId.has(name)) work(name);
    const result = formula ? formula(Object.fromEntries(scope)) : null;
    working.delete(id);
    results.set(id, result);
    scope.set(id, result ?? 0);
  };
  for (const { id } of calculators) work(id);
  return Object.fromEntries(results);
}

function numberOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return value.reduce<number>((total, item) => total + numberOf(item), 0);
  if (typeof value === 'string') {
    const parsed = Number(value.replace(',', '.').replace(/\s/g, ''));
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}
