/**
 * Form-level validation (spec 002 §5, 001 §5, message keys of 002 §8). Pure: a field is described
 * by what the rules need (its kind, whether it is required, its value and the state of its mask,
 * files or captcha), so the same rules serve form01, checkout and the tests.
 *
 * Decisions where the spec is silent:
 * - An unticked consent gives `required` (the spec only says the form is rejected).
 * - An optional field left empty passes every other rule: empty is the required rule's business.
 * - The email pattern is the WHATWG HTML `input type=email` pattern (what browsers check), plus
 *   the RFC 5321 length limits (local part 64, whole address 254); no quoted local parts, no IP
 *   literals, no unicode. Every vector of the public email suites is classified as its file says.
 */
import { phoneViolation, PHONE_MIN_DIGITS } from '../fields';

/**
 * Keys of spec 002 §8, without their `form::` prefix; `date` is ours, for a date the calendar's own
 * check refused (002 §5), and so is `field_unavailable`, for a required field whose code did not load.
 */
export const FORM_MESSAGE_KEYS = ['captcha_not_checked', 'captcha_error', 'required', 'phone', 'text', 'email', 'digits', 'phone_minlength', 'loading', 'date', 'field_unavailable'] as const;
export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];
export type FormMessageId = `form::${FormMessageKey}`;

export const formMessageId = (key: FormMessageKey): FormMessageId => `form::${key}`;

/** The kinds of field the rules tell apart. */
export type FieldKind = 'text' | 'email' | 'phone' | 'textarea' | 'select' | 'checkbox' | 'radio' | 'consent' | 'hidden' | 'number' | 'range' | 'file' | 'date' | 'datetime' | 'calculator' | 'captcha';

export type FieldValue = string | boolean | readonly string[] | readonly number[];

export interface FieldCheck {
  id: string;
  kind: FieldKind;
  required: boolean;
  value: FieldValue;
  /** Disabled fields are skipped. */
  disabled?: boolean | undefined;
  /** Fields hidden from the visitor (for this viewport, or by a switch) are skipped. */
  hidden?: boolean | undefined;
  /** A masked field (phone mask, text mask): whether the mask is filled. A date field: whether the calendar took what was typed. */
  mask?: { complete: boolean } | undefined;
  /** A file field: files still uploading, and files done. */
  files?: { loading: number; done: number } | undefined;
  /** A special field whose code did not load (fields/lazy-fields.tsx): the visitor could not fill it in. */
  unavailable?: boolean | undefined;
}

/** RFC 5321 §4.5.3.1: local part and whole address limits. */
export const EMAIL_LOCAL_MAX = 64;
export const EMAIL_MAX = 254;
/** The WHATWG HTML email pattern (labels of 1–63 characters, no leading or trailing hyphen). */
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Spec 002 §5: email must match a standard address pattern. Never throws, whatever it is given. */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX) return false;
  if (!EMAIL_PATTERN.test(value)) return false;
  return value.indexOf('@') <= EMAIL_LOCAL_MAX;
}

/** Spec 002 §5: keys for whitespace and commas are blocked in email fields. */
export function isBlockedEmailKey(key: string): boolean {
  return key === ',' || (key.length === 1 && /\s/.test(key));
}

/** Whether a value counts as filled in. */
export function isFilled(value: FieldValue): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim() !== '';
  return value.length > 0;
}

/** The first rule a field breaks, or null. */
export function validateField(field: FieldCheck): FormMessageKey | null {
  if (field.hidden || field.disabled || field.kind === 'hidden') return null;
  // Ours: a required field that never showed must not pass on its starting value (a range's minimum, a
  // calculator's result); an optional one goes with what it holds, so the rest of the form still sends.
  if (field.unavailable) return field.required ? 'field_unavailable' : null;
  if (field.kind === 'consent') return field.value === true ? null : 'required';
  if (field.kind === 'captcha') return isFilled(field.value) ? null : 'captcha_not_checked';
  if (field.kind === 'file') {
    if (field.files && field.files.loading > 0) return 'loading';
    return field.required && (field.files?.done ?? 0) === 0 ? 'required' : null;
  }
  // Spec 002 §5: a date field uses the calendar's own check; a refused date is never sent, even when the field is optional.
  if ((field.kind === 'date' || field.kind === 'datetime') && field.mask && !field.mask.complete) return 'date';
  if (!isFilled(field.value)) return field.required ? 'required' : null;
  if (field.mask && !field.mask.complete) return field.kind === 'phone' ? 'phone' : 'text';
  if (typeof field.value !== 'string') return null;
  if (field.kind === 'email') return isValidEmail(field.value.trim()) ? null : 'email';
  // A complete mask already holds only digits and the mask's own characters, but an owner's mask
  // may have fewer slots than the spec's minimum: the digit count is checked all the same.
  if (field.kind === 'phone') return field.mask ? (digitCount(field.value) < PHONE_MIN_DIGITS ? 'phone_minlength' : null) : phoneViolation(field.value);
  return null;
}

const digitCount = (text: string): number => text.replace(/\D/g, '').length;

export interface FormValidation {
  /** The message key per field id, for the fields that broke a rule. */
  errors: Record<string, FormMessageKey>;
  /** The first failing field in form order (its message is alerted, and it gets focus). */
  first: { id: string; key: FormMessageKey } | null;
}

export function validateForm(fields: readonly FieldCheck[]): FormValidation {
  const errors: [string, FormMessageKey][] = [];
  for (const field of fields) {
    const key = validateField(field);
    if (key !== null) errors.push([field.id, key]);
  }
  const first = errors[0];
  // Built from entries, never assigned by id: a field id may be "__proto__" (safety/own-records.ts).
  return { errors: Object.fromEntries(errors), first: first ? { id: first[0], key: first[1] } : null };
}

/**
 * Spec 002 §4: every field the visitor could fill is empty — the form gets the all-empty state and
 * is not sent. Hidden inputs, disabled fields, consent ticks and calculators are not such fields, so
 * a form with none of them (a consent to tick and hidden inputs) is never all-empty: the rules of
 * validateForm answer its submit, or it could never be sent.
 */
export function isAllEmpty(fields: readonly FieldCheck[]): boolean {
  const inputs = fields.filter(isVisitorInput);
  return (
    inputs.length > 0 &&
    inputs.every(
      (field) =>
        // A file still uploading, or a date the calendar refused, is the visitor's input already: its message, not "empty", is the answer.
        !isFilled(field.value) && (field.files?.loading ?? 0) === 0 && !((field.kind === 'date' || field.kind === 'datetime') && field.mask?.complete === false),
    )
  );
}

/** A field whose value the visitor types or chooses (the calculator's result follows the other fields: it is not the visitor's input). */
const isVisitorInput = (field: FieldCheck): boolean =>
  !field.hidden && !field.disabled && field.kind !== 'hidden' && field.kind !== 'consent' && field.kind !== 'captcha' && field.kind !== 'calculator';

/**
 * Server violations (spec 001 §5, §8: errors "named by property path") on the form's fields. A path
 * names a field by its id, as `<id>`, `fields[<id>]`, `fields[<id>].value` or `fields.<id>`; a path
 * that names none of `fieldIds` (the fields that can show a message: not a hidden input), and the
 * empty path, is a form-level message. `unplaced` holds those form-level ones by their paths: what
 * an order may place on its own fields (the delivery address it sent with the form).
 */
export function violationsOnFields(violations: Readonly<Record<string, string>>, fieldIds: readonly string[]): { fields: Record<string, string>; form: string[]; unplaced: Record<string, string> } {
  const known = new Set(fieldIds);
  // A Map, not a record, while collecting: a field id may be "constructor" or "__proto__" (safety/own-records.ts).
  const fields = new Map<string, string>();
  const form: string[] = [];
  const unplaced: [string, string][] = [];
  for (const [path, message] of Object.entries(violations)) {
    const id = fieldIdOfPath(path);
    if (id !== null && known.has(id)) {
      if (!fields.has(id)) fields.set(id, message);
    } else {
      form.push(message);
      unplaced.push([path, message]);
    }
  }
  // Built from entries: a path may be "__proto__" too.
  return { fields: Object.fromEntries(fields), form, unplaced: Object.fromEntries(unplaced) };
}

const PATH_FORMS = [/^fields\[([^\]]+)\](?:\.value)?$/, /^fields\.([^.[\]]+)(?:\.value)?$/, /^\[([^\]]+)\]$/];

function fieldIdOfPath(path: string): string | null {
  const trimmed = path.trim();
  if (trimmed === '') return null;
  for (const form of PATH_FORMS) {
    const match = form.exec(trimmed);
    if (match?.[1] !== undefined) return match[1].replace(/^["']|["']$/g, '');
  }
  return trimmed;
}
