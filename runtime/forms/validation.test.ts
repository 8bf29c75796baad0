import { describe, expect, it } from 'vitest';
import { readVectors } from '../../tests/support/vectors';
import { MESSAGES } from '../platform/messages';
import { FORM_MESSAGE_KEYS, formMessageId, isAllEmpty, isBlockedEmailKey, isValidEmail, validateField, validateForm, violationsOnFields, type FieldCheck } from './validation';

interface EmailVector {
  input: string | null;
  expect: boolean | 'either';
  tier?: string;
  note: string;
}
const emails = (name: string) => readVectors<{ vectors: EmailVector[] }>(name).vectors;

const field = (over: Partial<FieldCheck>): FieldCheck => ({ id: 'f', kind: 'text', required: false, value: '', ...over });

describe('email rule (public vectors)', () => {
  it.each(emails('email-valid.json').map((v) => [v.input ?? '', v.note] as const))('accepts %j (%s)', (input) => {
    expect(isValidEmail(input)).toBe(true);
  });
  it.each(emails('email-invalid.json').map((v) => [v.input ?? '', v.note] as const))('rejects %j (%s)', (input) => {
    expect(isValidEmail(input)).toBe(false);
  });
  it('never throws on the disputed cases, and answers a boolean', () => {
    for (const vector of emails('email-disputed.json')) expect(typeof isValidEmail(vector.input ?? '')).toBe('boolean');
  });
  it('never throws on values that are not strings', () => {
    for (const value of [null, undefined, 42, {}, [], Symbol('x')]) expect(isValidEmail(value)).toBe(false);
  });
  it('blocks whitespace and comma keys, not letters', () => {
    expect([' ', ',', '\t', '\u00a0'].map(isBlockedEmailKey)).toEqual([true, true, true, true]);
    expect(['a', '@', '.', 'Enter', 'Backspace'].map(isBlockedEmailKey)).toEqual([false, false, false, false, false]);
  });
});

describe('validateField (spec 002 §5)', () => {
  it.each<[string, Partial<FieldCheck>, string | null]>([
    ['consent unticked', { kind: 'consent', value: false }, 'required'],
    ['consent ticked', { kind: 'consent', value: true }, null],
    ['required text empty', { required: true, value: '  ' }, 'required'],
    ['optional text empty', { value: '' }, null],
    ['required select empty', { kind: 'select', required: true, value: '' }, 'required'],
    ['required checkboxes none', { kind: 'checkbox', required: true, value: [] }, 'required'],
    ['required checkboxes one', { kind: 'checkbox', required: true, value: ['a'] }, null],
    ['masked phone incomplete', { kind: 'phone', value: '+7 (912) 3', mask: { complete: false } }, 'phone'],
    ['masked text incomplete', { kind: 'text', value: 'AB-1', mask: { complete: false } }, 'text'],
    ['masked phone complete', { kind: 'phone', value: '+7 (912) 345-67-89', mask: { complete: true } }, null],
    ['masked phone complete, an owner mask of 4 digits (the 5-digit minimum still holds)', { kind: 'phone', required: true, value: '12-34', mask: { complete: true } }, 'phone_minlength'],
    ['email bad', { kind: 'email', value: 'a@b@c' }, 'email'],
    ['email good, spaces around', { kind: 'email', value: ' a@b.cd ' }, null],
    ['phone letters', { kind: 'phone', value: '12345abc' }, 'digits'],
    ['phone 4 digits', { kind: 'phone', value: '+1 23-4' }, 'phone_minlength'],
    ['phone 5 digits', { kind: 'phone', value: '(12) 3-45' }, null],
    ['file loading', { kind: 'file', value: [], files: { loading: 1, done: 0 } }, 'loading'],
    ['file required none', { kind: 'file', required: true, value: [], files: { loading: 0, done: 0 } }, 'required'],
    ['file required done', { kind: 'file', required: true, value: [], files: { loading: 0, done: 1 } }, null],
    ['code not loaded, required range (its minimum would pass)', { kind: 'range', required: true, value: [0], unavailable: true }, 'field_unavailable'],
    ['code not loaded, required phone', { kind: 'phone', required: true, value: '', unavailable: true }, 'field_unavailable'],
    ['code not loaded, optional number', { kind: 'number', value: '', unavailable: true }, null],
    ['code not loaded, required but disabled', { kind: 'number', required: true, disabled: true, value: '', unavailable: true }, null],
    ['captcha without token', { kind: 'captcha', value: '' }, 'captcha_not_checked'],
    ['captcha with token', { kind: 'captcha', value: 'tok' }, null],
    ['hidden skipped', { required: true, value: '', hidden: true }, null],
    ['disabled skipped', { required: true, value: '', disabled: true }, null],
    ['hidden input skipped', { kind: 'hidden', required: true, value: '' }, null],
  ])('%s', (_name, over, expected) => {
    expect(validateField(field(over))).toBe(expected);
  });
});

describe('validateForm', () => {
  it('collects every error and names the first in form order', () => {
    const result = validateForm([field({ id: 'a', value: 'ok' }), field({ id: 'b', kind: 'email', value: 'x' }), field({ id: 'c', required: true })]);
    expect(result.errors).toEqual({ b: 'email', c: 'required' });
    expect(result.first).toEqual({ id: 'b', key: 'email' });
  });
  it('is clean when every rule passes', () => {
    expect(validateForm([field({ value: 'x' })])).toEqual({ errors: {}, first: null });
  });
  it('keeps the errors of fields whose ids are names of Object.prototype (any non-empty id is a field id)', () => {
    const result = validateForm([field({ id: '__proto__', required: true }), field({ id: 'constructor', kind: 'email', value: 'x' })]);
    expect(Object.entries(result.errors)).toEqual([
      ['__proto__', 'required'],
      ['constructor', 'email'],
    ]);
    expect(result.first).toEqual({ id: '__proto__', key: 'required' });
  });
});

describe('isAllEmpty (spec 002 §4)', () => {
  it('is true when nothing the visitor fills has a value; hidden inputs and consent do not count', () => {
    expect(isAllEmpty([field({}), field({ kind: 'hidden', value: 'x' }), field({ kind: 'consent', value: true }), field({ kind: 'checkbox', value: [] })])).toBe(true);
  });
  it('is false for a form with no field to type in or choose (a consent, hidden inputs, a calculator): its rules answer the submit, or it could never be sent', () => {
    expect(isAllEmpty([field({ kind: 'hidden', value: 'promo' }), field({ kind: 'consent', value: true }), field({ kind: 'calculator', value: '4.00' })])).toBe(false);
    expect(isAllEmpty([field({ disabled: true }), field({ kind: 'consent', value: false })])).toBe(false);
  });
  it('is false once one field has a value', () => {
    expect(isAllEmpty([field({}), field({ kind: 'radio', value: 'a' })])).toBe(false);
  });
  it('is false while a file uploads (the loading message answers that submit), true for a file field with nothing chosen', () => {
    expect(isAllEmpty([field({}), field({ kind: 'file', value: [], files: { loading: 1, done: 0 } })])).toBe(false);
    expect(isAllEmpty([field({}), field({ kind: 'file', value: [], files: { loading: 0, done: 0 } })])).toBe(true);
  });
  it('a calculator’s result is not the visitor’s input; a date the calendar refused is', () => {
    expect(isAllEmpty([field({}), field({ kind: 'calculator', value: '12.50' })])).toBe(true);
    expect(isAllEmpty([field({}), field({ kind: 'date', value: '', mask: { complete: false } })])).toBe(false);
    expect(isAllEmpty([field({}), field({ kind: 'datetime', value: '', mask: { complete: true } })])).toBe(true);
  });
});

describe('date fields use the calendar’s own check (spec 002 §5)', () => {
  it.each([
    ['date', '', true, false, null],
    ['date', '', true, true, 'required'],
    ['date', '', false, false, 'date'],
    ['datetime', '', false, true, 'date'],
    ['date', '2026-11-24', true, true, null],
    ['datetime', '2026-11-24 09:30', true, false, null],
  ] as const)('%s "%s", calendar took it: %s, required: %s → %s', (kind, value, complete, required, expected) => {
    expect(validateField(field({ kind, value, required, mask: { complete } }))).toBe(expected);
  });
});

describe('message keys (spec 002 §8)', () => {
  it.each(FORM_MESSAGE_KEYS.map((key) => [key]))('%s has an English and a Russian text', (key) => {
    const id = formMessageId(key);
    expect(MESSAGES.en[id]).toMatch(/\S/);
    expect(MESSAGES.ru[id]).toMatch(/[а-яё]/i);
    expect(MESSAGES.ru[id]).not.toBe(MESSAGES.en[id]);
  });
});

describe('violationsOnFields (001 §5)', () => {
  it('puts each violation on the field its property path names, the rest on the form', () => {
    const result = violationsOnFields({ email: 'taken', 'fields[phone].value': 'bad phone', 'fields.name': 'too long', '': 'try later', other: 'unknown field' }, ['email', 'phone', 'name']);
    expect(result.fields).toEqual({ email: 'taken', phone: 'bad phone', name: 'too long' });
    expect(result.form).toEqual(['try later', 'unknown field']);
  });
  it('places violations on fields whose ids are names of Object.prototype; the first message per field wins', () => {
    const result = violationsOnFields({ constructor: 'taken', 'fields[__proto__]': 'bad', 'fields.constructor': 'second', toString: 'no such field' }, ['constructor', '__proto__']);
    expect(Object.entries(result.fields)).toEqual([
      ['constructor', 'taken'],
      ['__proto__', 'bad'],
    ]);
    expect(result.form).toEqual(['no such field']);
  });
});
