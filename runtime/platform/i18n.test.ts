import { describe, expect, it, vi } from 'vitest';
import { createTranslator, installMessages, pluralCategory, type Language, type MessageKey } from './i18n';
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

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
/** A table's texts by the key components ask for: a plain text, or the plural forms by category. */
function textsByKey(language: Language): Map<string, Record<string, string>> {
  const texts = new Map<string, Record<string, string>>();
  for (const [tableKey, text] of Object.entries(MESSAGES[language] as Record<string, string>)) {
    const category = PLURAL_FORM.exec(tableKey)?.[1] ?? '';
    const key = category ? tableKey.slice(0, -category.length - 1) : tableKey;
    texts.set(key, { ...texts.get(key), [category]: text });
  }
  return texts;
}
const TEXTS = { en: textsByKey('en'), ru: textsByKey('ru') };
const LANGUAGES = Object.keys(TEXTS) as Language[];

describe('MESSAGES', () => {
  it('has the same keys in both languages, and every spec key', () => {
    expect([...TEXTS.ru.keys()].sort()).toEqual([...TEXTS.en.keys()].sort());
    expect([...TEXTS.en.keys()]).toEqual(expect.arrayContaining([...SPEC_KEYS]));
  });

  it.each([...TEXTS.en.keys()].map((key) => [key]))('%s has non-empty texts with the same placeholders', (key) => {
    const english = placeholders(Object.values(TEXTS.en.get(key)!)[0]!);
    for (const language of LANGUAGES) {
      for (const text of Object.values(TEXTS[language].get(key)!)) {
        expect(text.trim()).not.toBe('');
        expect(placeholders(text)).toEqual(english);
      }
    }
  });

  it.each([...TEXTS.en.keys()].map((key) => [key]))('%s is plain in every language, or has exactly the plural forms each language needs, counting {count}', (key) => {
    const plural = !Object.hasOwn(TEXTS.en.get(key)!, '');
    for (const language of LANGUAGES) {
      const forms = Object.keys(TEXTS[language].get(key)!).sort();
      expect(forms).toEqual(plural ? [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort() : ['']);
      if (plural) expect(placeholders(TEXTS[language].get(key)!.other!)).toContain('count');
    }
  });

  it('names the placeholders the specs ask for', () => {
    expect(placeholders(MESSAGES.en['cart::promotion::code::amount_error'])).toEqual(['sum']);
    expect(placeholders(MESSAGES.en['form::error_file_accept'])).toEqual(['name']);
    expect(placeholders(MESSAGES.en['form::error_file_size'])).toEqual(['name', 'size']);
    expect(placeholders(MESSAGES.en['runtime::not_implemented'])).toEqual(['type']);
    expect(placeholders(MESSAGES.en['runtime::broken_part'])).toEqual(['what']);
    expect(placeholders(MESSAGES.en['runtime::hidden_on'])).toEqual(['viewport']);
  });

  it.each([
    ['en', 1, 'Cart, 1 item', 'Order of 1 item', 'Slideshow, 1 slide'],
    ['en', 2, 'Cart, 2 items', 'Order of 2 items', 'Slideshow, 2 slides'],
    ['en', 0, 'Cart, 0 items', 'Order of 0 items', 'Slideshow, 0 slides'],
    ['ru', 1, 'Корзина, 1 товар', 'Заказ из 1 товара', 'Слайд-шоу, 1 слайд'],
    ['ru', 2, 'Корзина, 2 товара', 'Заказ из 2 товаров', 'Слайд-шоу, 2 слайда'],
    ['ru', 5, 'Корзина, 5 товаров', 'Заказ из 5 товаров', 'Слайд-шоу, 5 слайдов'],
    ['ru', 21, 'Корзина, 21 товар', 'Заказ из 21 товара', 'Слайд-шоу, 21 слайд'],
  ] as const)('counts in %s: %i reads "%s"', (language, count, button, order, slider) => {
    const t = createTranslator(language, MESSAGES);
    expect([t('cart::button', { count }), t('cart::order::pay_desc', { count }), t('slider::label', { count })]).toEqual([button, order, slider]);
  });

  it.each([
    ['cart::announce::removed', 'Товар «Кружка» удалён из корзины'],
    ['cart::announce::removing', 'Товар «Кружка» будет удалён из корзины через несколько секунд'],
    ['cart::changes::not_available', 'Товар «Кружка» больше недоступен'],
    ['cart::changes::shipping_method_none', 'Способ доставки «Кружка» сейчас недоступен для этого заказа: выберите другой способ в корзине'],
  ] as const)('Russian %s agrees with a name of any gender: the verb goes with its noun, the name stands in quotes', (key, text) => {
    expect(createTranslator('ru', MESSAGES)(key, { name: 'Кружка' })).toBe(text);
  });

  it.each([
    ['cart::notice::price', { from: '100 ₽', to: '120 ₽' }, 'Цена товара «Кружка» изменилась: 100 ₽ → 120 ₽'],
    ['cart::notice::stock', { count: 2 }, 'Товара «Кружка» осталось: 2'],
    ['cart::notice::sold_out', {}, 'Товар «Кружка» закончился'],
    ['cart::notice::gone', {}, 'Товар «Кружка» больше недоступен'],
  ] as const)('the Russian cart notice %s names the product in quotes, as every Russian text about a product does', (key, params, text) => {
    expect(createTranslator('ru', MESSAGES)(key, { name: 'Кружка', ...params })).toBe(text);
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

  it('chooses a plural form by the count param with the language’s rules; without a number, the other form', () => {
    const tables = { en: { n_one: '{count} slide', n_other: '{count} slides' }, ru: { n_one: '{count} слайд', n_few: '{count} слайда', n_many: '{count} слайдов', n_other: '{count} слайда' } };
    const en = createTranslator('en', tables);
    const ru = createTranslator('ru', tables);
    expect([1, 2, 0].map((count) => en('n', { count }))).toEqual(['1 slide', '2 slides', '0 slides']);
    expect([1, 3, 11, 22, 25, 101, 1.5].map((count) => ru('n', { count }))).toEqual(['1 слайд', '3 слайда', '11 слайдов', '22 слайда', '25 слайдов', '101 слайд', '1.5 слайда']);
    expect(en('n', { count: '{{count}}' })).toBe('{{count}} slides');
    expect(en('n')).toBe('{count} slides');
  });

  it.each(['en', 'ru'] as const)('chooses the plural form Intl.PluralRules chooses in %s, for whole, negative and fractional counts', (language) => {
    const rules = new Intl.PluralRules(language);
    const counts = [...Array.from({ length: 250 }, (_, n) => n), 1001, 1011, 1021, 1_000_000, -1, -2, -5, -11, -21, 0.5, 1.5, 2.25, 21.1];
    expect(counts.map((count) => [count, pluralCategory(language, count)])).toEqual(counts.map((count) => [count, rules.select(count)]));
  });

  it('takes the other form when a language lacks the one its rules choose, and English forms by English rules', () => {
    const t = createTranslator('ru', { en: { n_one: '{count} item', n_other: '{count} items' }, ru: { m_other: '{count} шт.' } });
    expect(t('m', { count: 2 })).toBe('2 шт.');
    expect(t('n', { count: 1 })).toBe('1 item');
    expect(t('n', { count: 3 })).toBe('3 items');
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
