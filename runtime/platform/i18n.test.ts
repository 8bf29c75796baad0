import { describe, expect, it, vi } from 'vitest';
import { createTranslator, installMessages, type MessageKey } from './i18n';
import { MESSAGES } from './messages';

/** Every key the three specs and the runtime name. */
const SPEC_KEYS: readonly MessageKey[] = [
  'ecommerce::card::empty',
  'ecommerce::section::empty',
  'cart::promotion::code::notfound_error',
  'cart::promotion::code::amount_error',
  'cart::promotion::code::default_error',
  'cart::promotion::code::timeout_error',
  'form::error_file_accept',
  'form::error_file_size',
  'form::error_file',
  'form::captcha_not_checked',
  'form::captcha_error',
  'form::required',
  'form::phone',
  'form::text',
  'form::email',
  'form::digits',
  'form::phone_minlength',
  'form::loading',
  'request::network',
  'request::unauthorized',
  'request::not_found',
  'request::parse',
  'request::unknown',
  'request::timeout',
  'request::form',
  'request::server',
  'runtime::not_implemented',
  'runtime::broken_part',
  'runtime::hidden_on',
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('MESSAGES', () => {
  it('has the same keys in both languages, and every spec key', () => {
    expect(Object.keys(MESSAGES.ru).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    expect(Object.keys(MESSAGES.en)).toEqual(expect.arrayContaining([...SPEC_KEYS]));
  });

  it.each(Object.keys(MESSAGES.en).map((key) => [key as MessageKey]))('%s has non-empty texts with the same placeholders', (key) => {
    expect(MESSAGES.en[key].trim()).not.toBe('');
    expect(MESSAGES.ru[key].trim()).not.toBe('');
    expect(placeholders(MESSAGES.ru[key])).toEqual(placeholders(MESSAGES.en[key]));
  });

  it('names the placeholders the specs ask for', () => {
    expect(placeholders(MESSAGES.en['cart::promotion::code::amount_error'])).toEqual(['sum']);
    expect(placeholders(MESSAGES.en['form::error_file_accept'])).toEqual(['name']);
    expect(placeholders(MESSAGES.en['form::error_file_size'])).toEqual(['name', 'size']);
    expect(placeholders(MESSAGES.en['runtime::not_implemented'])).toEqual(['type']);
    expect(placeholders(MESSAGES.en['runtime::broken_part'])).toEqual(['what']);
    expect(placeholders(MESSAGES.en['runtime::hidden_on'])).toEqual(['viewport']);
  });
});

describe('createTranslator', () => {
  it('translates and interpolates', () => {
    const t = createTranslator('en');
    expect(t('runtime::not_implemented', { type: 'CART' })).toBe('Not supported yet: CART');
    expect(t('form::error_file_size', { name: 'cv.pdf', size: '5 MB' })).toBe('cv.pdf is larger than 5 MB');
    expect(t('cart::promotion::code::amount_error', { sum: 1500 })).toBe('This promo code applies to orders from 1500');
    expect(createTranslator('ru')('runtime::hidden_on', { viewport: 'mobile' })).toBe('Скрыто на mobile');
  });

  it('leaves a placeholder without a value visible and ignores extra params', () => {
    const t = createTranslator('en');
    expect(t('form::error_file_size', { name: 'a.png', extra: 1 })).toBe('a.png is larger than {size}');
    expect(t('form::required', { name: 'x' })).toBe('Please fill in this field');
  });

  it('falls back to English when the language lacks a key', () => {
    const t = createTranslator('ru', { en: { greeting: 'Hello, {who}' }, ru: {} });
    expect(t('greeting', { who: 'Anna' })).toBe('Hello, Anna');
  });

  it('returns an unknown key itself and warns once per key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = createTranslator('en');
    expect(t('no::such::key')).toBe('no::such::key');
    expect(t('no::such::key', { a: 1 })).toBe('no::such::key');
    expect(createTranslator('ru')('no::such::key')).toBe('no::such::key');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(t('no::other::key')).toBe('no::other::key');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads the installed tables: a published page installs only its own language, and no English is needed then', () => {
    try {
      installMessages({ ru: { 'runtime::hidden_on': MESSAGES.ru['runtime::hidden_on'] } });
      expect(createTranslator('ru')('runtime::hidden_on', { viewport: 'mobile' })).toBe('Скрыто на mobile');
      // A table it was not given is no crash: the key shows as itself.
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(createTranslator('en')('runtime::hidden_on')).toBe('runtime::hidden_on');
      warn.mockRestore();
    } finally {
      installMessages(MESSAGES);
    }
  });
});
