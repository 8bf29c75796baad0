/**
 * The translator the runtime context hands to components as `t`, reading the installed message
 * tables (messages.ts holds ours). A text missing in the page's language falls back to English.
 */
import type { EN_MESSAGES } from './messages';

export type MessageKey = keyof typeof EN_MESSAGES;
export type Language = 'en' | 'ru';
export type Catalogue = Record<MessageKey, string>;
/** Tables the translator can read: any may lack keys, which fall back to English, and a published page carries only its own language's. */
export type MessageTables = Readonly<Partial<Record<Language, Partial<Record<string, string>>>>>;
/** `MessageKey | (string & ...)` keeps editor completion for known keys while accepting any string. */
export type Translate = (key: MessageKey | (string & Record<never, never>), params?: Record<string, string | number>) => string;

export const FALLBACK_LANGUAGE: Language = 'en';

const PLACEHOLDER = /\{(\w+)\}/g;

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
 * and logs one console.warn per key. `tables` is for tests and hosts with their own texts.
 */
export function createTranslator(language: Language, tables: MessageTables = installed): Translate {
  return (key, params) => {
    const text = tables[language]?.[key] ?? tables[FALLBACK_LANGUAGE]?.[key];
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
