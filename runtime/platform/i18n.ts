/**
 * The translator the runtime context hands to components as `t`, reading the installed message
 * tables (messages.ts holds ours). A text missing in the page's language falls back to English.
 *
 * A text that counts something comes in the plural forms its language needs, each under the key
 * suffixed with the category Intl.PluralRules names ('cart::button_one': 'Cart, {count} item',
 * 'cart::button_other': 'Cart, {count} items'; Russian adds `_few` and `_many`); components ask
 * for 'cart::button' and the `count` param chooses the form. Tables stay flat texts, so a
 * published page's data carries them as they are.
 */
import type { EN_MESSAGES } from './messages';

type PluralCategory = Intl.LDMLPluralRule;
type TableKey = keyof typeof EN_MESSAGES;
/** The key components ask for: a plural form's table key without its category. */
type KeyOfForm<K> = K extends `${infer Key}_${PluralCategory}` ? Key : K;
export type MessageKey = KeyOfForm<TableKey>;
/** Keys whose texts come in plural forms. */
export type PluralMessageKey = KeyOfForm<Extract<TableKey, `${string}_${PluralCategory}`>>;
export type Language = 'en' | 'ru';
/** A language's table: every plain key, and the plural forms its language needs (a unit test checks which). */
export type Catalogue = Record<Exclude<MessageKey, PluralMessageKey>, string> & Partial<Record<`${PluralMessageKey}_${PluralCategory}`, string>>;
/** Tables the translator can read: any may lack keys, which fall back to English, and a published page carries only its own language's. */
type MessageTables = Readonly<Partial<Record<Language, Partial<Record<string, string>>>>>;
/** `MessageKey | (string & ...)` keeps editor completion for known keys while accepting any string. */
export type Translate = (key: MessageKey | (string & Record<never, never>), params?: Record<string, string | number>) => string;

const FALLBACK_LANGUAGE: Language = 'en';

const PLACEHOLDER = /\{(\w+)\}/g;
/** The param whose number chooses a plural form. */
const PLURAL_PARAM = 'count';
/** The form every language has: a text's form without a number, and the one a missing form falls back to. */
const OTHER_FORM: PluralCategory = 'other';

/**
 * The CLDR plural rules of the runtime's languages (what `Intl.PluralRules` selects, for whole and
 * fractional numbers), written out: the cart button and a slider's name are counted while a
 * published page hydrates, and the first Intl object a page makes sets up the browser's number
 * formatting, the cost format.ts's prepared prices keep out of that moment. A unit test holds
 * them to Intl's answers.
 */
const PLURAL_RULES: Readonly<Record<Language, (count: number) => PluralCategory>> = {
  en: (count) => (count === 1 || count === -1 ? 'one' : OTHER_FORM),
  ru: (count) => {
    const whole = Math.abs(count);
    if (!Number.isInteger(whole)) return OTHER_FORM;
    const last = whole % 10;
    const lastTwo = whole % 100;
    if (last === 1 && lastTwo !== 11) return 'one';
    if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
    return 'many';
  },
};

/** The plural form `count` takes in `language` (without a number: `other`). */
export function pluralCategory(language: Language, count: string | number | undefined): PluralCategory {
  return typeof count === 'number' && Number.isFinite(count) ? PLURAL_RULES[language](count) : OTHER_FORM;
}

/** The text of `key` in `language`'s table: the plain text, else the plural form `count` chooses by that language's rules, else the `other` form. */
function textIn(tables: MessageTables, language: Language, key: string, count: string | number | undefined): string | undefined {
  const table = tables[language];
  if (!table) return undefined;
  return table[key] ?? table[`${key}_${pluralCategory(language, count)}`] ?? table[`${key}_${OTHER_FORM}`];
}

/** Module-wide, so that a missing key warns once per page however many translators exist. */
const warnedKeys = new Set<string>();

/** Fills `{name}` placeholders; a placeholder without a value stays visible, so the gap is noticed. */
function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : placeholder));
}

let installed: MessageTables = {};

/**
 * Makes `tables` the texts of every translator made from now on: the full runtime installs ours
 * (messages.ts), a published page the one table its data carries. Until then a key shows as itself.
 */
export function installMessages(tables: MessageTables): void {
  installed = tables;
}

/**
 * The translator for `language`. An unknown key returns the key itself (visible, never a crash)
 * and logs one console.warn per key. A plural key takes its form from a numeric `count` param
 * (without one, the `other` form). `tables` is for tests and hosts with their own texts.
 */
export function createTranslator(language: Language, tables: MessageTables = installed): Translate {
  return (key, params) => {
    const count = params?.[PLURAL_PARAM];
    const text = textIn(tables, language, key, count) ?? textIn(tables, FALLBACK_LANGUAGE, key, count);
    if (text === undefined) {
      if (!warnedKeys.has(key)) {
        warnedKeys.add(key);
        console.warn(`[i18n] no message for key "${key}"`);
      }
      return key;
    }
    return params ? interpolate(text, params) : text;
  };
}
