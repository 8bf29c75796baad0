/**
 * What the order form keeps of a visitor's values for a reload in the middle of checkout (spec 001
 * §8, ours: the tab's session storage, CheckoutForm.tsx), and what it takes back. Read with
 * suspicion, field by field, as the form has them now: a value of the wrong shape, a choice the
 * field does not offer, a runner off its track is left out (the field starts empty). A file or a
 * consent is given again; a hidden input and a calculator are not the visitor's.
 */
import type { FieldValue } from '../forms';
import type { FormField } from '../page/page-schema';

/** The fields whose typed text is kept. */
const TEXT_KINDS: ReadonlySet<FormField['type']> = new Set(['text', 'email', 'phone', 'textarea', 'number', 'date', 'datetime']);

/** The values worth keeping of `values` (a form's, or what storage held) for these fields; the fields left as they start are not. */
export function keptValues(values: unknown, fields: readonly FormField[]): Record<string, FieldValue> {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return {};
  const kept: [string, FieldValue][] = [];
  for (const field of fields) {
    const value = keptValue(field, Object.hasOwn(values, field.id) ? (values as Record<string, unknown>)[field.id] : undefined);
    if (value !== null) kept.push([field.id, value]);
  }
  // Built from entries, never assigned by id: a field id may be "__proto__" (safety/own-records.ts).
  return Object.fromEntries(kept);
}

function keptValue(field: FormField, value: unknown): FieldValue | null {
  if (TEXT_KINDS.has(field.type)) return typeof value === 'string' && value !== '' ? value : null;
  switch (field.type) {
    case 'select':
    case 'radio':
      return typeof value === 'string' && field.options.includes(value) ? value : null;
    case 'checkbox': {
      if (!Array.isArray(value)) return null;
      // The options ticked, each once, in the field's order.
      const ticked = field.options.filter((option) => value.includes(option));
      return ticked.length > 0 ? ticked : null;
    }
    case 'range': {
      if (!Array.isArray(value) || value.length !== (field.double ? 2 : 1)) return null;
      const onTrack = value.every((runner) => typeof runner === 'number' && runner >= field.min && runner <= field.max);
      const numbers = value as number[];
      const [start = field.min, end = field.max] = numbers;
      if (!onTrack || (field.double && start > end)) return null;
      // Where the field starts (its edges) is nothing the visitor chose.
      const untouched = field.double ? start === field.min && end === field.max : start === field.min;
      return untouched ? null : numbers;
    }
    default:
      return null;
  }
}
