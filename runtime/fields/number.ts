/**
 * Number fields (spec 001 §5 "Number field"): what typing keeps, the clamp on blur, and the
 * arrow-key steps. Values stay strings while typed (`-`, `3.` are valid on the way); arithmetic
 * is done in whole units of the field's precision, so 0.1 + 0.2 steps never show 0.30000000000000004.
 */

/** Spec 001 §5: arrow keys step by 10^-decimals; shift ×10, ctrl or meta ×100, alt ×0.1. */
export const NUMBER_STEP_FACTORS = { shift: 10, ctrlOrMeta: 100, alt: 0.1 } as const;

export interface NumberFieldRules {
  /** Decimal places; 0 drops the separator. */
  decimals: number;
  min?: number;
  max?: number;
}

export interface StepModifiers {
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** What typing keeps: digits, one leading minus, one separator (shown as typed: dot or comma), truncated to the decimal places. */
export function sanitizeNumberInput(text: string, decimals: number): string {
  let result = '';
  let separatorSeen = false;
  let fractionDigits = 0;
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (separatorSeen && fractionDigits >= decimals) continue;
      if (separatorSeen) fractionDigits += 1;
      result += char;
    } else if (char === '-') {
      if (result === '') result = '-';
    } else if (char === '.' || char === ',') {
      if (decimals > 0 && !separatorSeen) {
        separatorSeen = true;
        result += char;
      }
    }
  }
  return result;
}

/** The number a field's text stands for, or null while it is empty or only a sign. */
export function parseNumberInput(text: string): number | null {
  const normalised = text.replace(',', '.');
  if (!/\d/.test(normalised)) return null;
  const value = Number(normalised.endsWith('.') ? normalised.slice(0, -1) : normalised);
  return Number.isFinite(value) ? value : null;
}

/** The value written with the field's decimal places at most (no trailing zeros, never "-0"). */
export function formatNumber(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const truncated = Math.trunc(Math.round(value * factor * 1e6) / 1e6) / factor;
  const text = String(Object.is(truncated, -0) ? 0 : truncated);
  return text.includes('e') ? truncated.toFixed(decimals).replace(/\.?0+$/, '') : text;
}

/** On blur: clamped to min and max; an empty field stays empty. */
export function clampNumberInput(text: string, rules: NumberFieldRules): string {
  const value = parseNumberInput(text);
  if (value === null) return '';
  return formatNumber(clamp(value, rules), rules.decimals);
}

function clamp(value: number, { min, max }: NumberFieldRules): number {
  let result = value;
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  return result;
}

/**
 * One arrow-key step. The step is never finer than the field's precision (alt ×0.1 on a field
 * of whole numbers would otherwise be truncated away and the key would do nothing).
 */
export function numberStep(decimals: number, modifiers: StepModifiers): number {
  const base = 10 ** -decimals;
  const factor = modifiers.ctrlKey || modifiers.metaKey ? NUMBER_STEP_FACTORS.ctrlOrMeta : modifiers.shiftKey ? NUMBER_STEP_FACTORS.shift : modifiers.altKey ? NUMBER_STEP_FACTORS.alt : 1;
  return Math.max(base * factor, base);
}

/** The text after pressing ArrowUp (+1) or ArrowDown (-1), within min and max. */
export function stepNumberInput(text: string, direction: 1 | -1, rules: NumberFieldRules, modifiers: StepModifiers = {}): string {
  const units = 10 ** rules.decimals;
  const current = parseNumberInput(text) ?? 0;
  const next = (Math.round(current * units) + direction * Math.round(numberStep(rules.decimals, modifiers) * units)) / units;
  return formatNumber(clamp(next, rules), rules.decimals);
}
