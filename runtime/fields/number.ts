/**
 * Number fields (spec 001 §5 "Number field"): what typing keeps, the clamp on blur, and the
 * arrow-key steps. Values stay strings while typed (`-`, `3.` are valid on the way); arithmetic
 * is done in whole units of the field's precision, so 0.1 + 0.2 steps never show 0.30000000000000004.
 */
import { plainDecimal } from '../platform/format';

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

/**
 * A decimal text in whole units of the field's precision ("12,345" with 2 places → 1234n), cut (not
 * rounded) to the places, and whether digits were cut; null without digits. Counted on the digits
 * themselves: a float loses digits past 2^53 ("12345678901234567891") and rounds on its binary value.
 */
function toUnits(text: string, decimals: number): { units: bigint; cut: boolean } | null {
  const match = /^(-?)(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match || !/\d/.test(text)) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const magnitude = BigInt(`${whole}${fraction.slice(0, decimals).padEnd(decimals, '0')}` || '0');
  return { units: sign ? -magnitude : magnitude, cut: /[1-9]/.test(fraction.slice(decimals)) };
}

/**
 * A limit in units, rounded towards the inside of the range when it has more places than the field
 * (min 1.5 on a field of whole numbers is 2, max 1.5 is 1): the field never shows a value beyond its limits.
 */
function limitUnits(limit: number, decimals: number, side: 'min' | 'max'): bigint {
  const { units, cut } = toUnits(plainDecimal(limit), decimals)!;
  if (!cut) return units;
  if (side === 'min') return limit > 0 ? units + 1n : units;
  return limit < 0 ? units - 1n : units;
}

/** Units written back with the field's separator, without trailing zeros, never "-0". */
function writeUnits(units: bigint, decimals: number, separator: string): string {
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${units < 0n ? '-' : ''}${whole}${fraction ? `${separator}${fraction}` : ''}`;
}

/** The separator the visitor typed, kept when the field writes a value back (a Russian "1,5" stays a comma). */
const separatorOf = (text: string): string => (text.includes(',') ? ',' : '.');

/** Units held between the field's limits. */
function clampUnits(units: bigint, { decimals, min, max }: NumberFieldRules): bigint {
  if (min !== undefined && Number.isFinite(min) && units < limitUnits(min, decimals, 'min')) return limitUnits(min, decimals, 'min');
  if (max !== undefined && Number.isFinite(max) && units > limitUnits(max, decimals, 'max')) return limitUnits(max, decimals, 'max');
  return units;
}

/**
 * On blur: clamped to min and max; an empty field stays empty. A value within the limits stays as
 * typed, separator included ("1,50" stays "1,50"), only tidied: no trailing separator, no minus on zero.
 */
export function clampNumberInput(text: string, rules: NumberFieldRules): string {
  const kept = sanitizeNumberInput(text, rules.decimals);
  const read = toUnits(kept, rules.decimals);
  if (read === null) return '';
  const clamped = clampUnits(read.units, rules);
  if (clamped !== read.units) return writeUnits(clamped, rules.decimals, separatorOf(kept));
  const tidy = kept.replace(/[.,]$/, '').replace(/^(-?)([.,])/, (_, sign: string, separator: string) => `${sign}0${separator}`);
  return read.units === 0n ? tidy.replace(/^-/, '') : tidy;
}

/**
 * A value the field is given rather than typed (a checkout restored after a reload, a value the
 * page knows): a number written with a dot or a comma is cut to the decimal places (read as typed,
 * "3.7" on a field of whole numbers would lose its separator and be 37), then clamped as on blur,
 * so the field shows, and its form sends, a value within the limits from the start. Other text is
 * read as typing reads it.
 */
export function givenNumberInput(text: string, rules: NumberFieldRules): string {
  const decimal = /^(-?)(\d*)(?:([.,])(\d*))?$/.exec(text.trim());
  if (!decimal || !/\d/.test(text)) return clampNumberInput(text, rules);
  const [, sign = '', whole = '', separator = '.', fraction = ''] = decimal;
  const places = fraction.slice(0, rules.decimals);
  return clampNumberInput(`${sign}${whole || '0'}${places ? `${separator}${places}` : ''}`, rules);
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

/** The text after pressing ArrowUp (+1) or ArrowDown (-1), within min and max, with the separator the visitor typed. */
export function stepNumberInput(text: string, direction: 1 | -1, rules: NumberFieldRules, modifiers: StepModifiers = {}): string {
  const kept = sanitizeNumberInput(text, rules.decimals);
  const current = toUnits(kept, rules.decimals)?.units ?? 0n;
  const step = BigInt(Math.round(numberStep(rules.decimals, modifiers) * 10 ** rules.decimals));
  return writeUnits(clampUnits(current + BigInt(direction) * step, rules), rules.decimals, separatorOf(kept));
}
