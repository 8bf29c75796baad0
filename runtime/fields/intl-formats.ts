/**
 * The fields' Intl formatters, one per language and options, kept for the page's life (as the
 * prices' are, platform/format.ts): building one costs far more than formatting with it, and the
 * fields format often. A range held by its runner renders on every move and printed each number
 * with a formatter of its own (ten for a move with a legend); a calculator counts up a frame at a
 * time; a calendar rendered four date formatters at every arrow key. A language Intl refuses
 * throws here as `new Intl.…` does, and nothing is kept.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<Format, Options extends object>(formats: Map<string, Format>, language: string, options: Options, make: (language: string, options: Options) => Format): Format {
  // A call site passes its options in one order, so their JSON names them.
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make(language, options);
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(language, options)`, made once for each. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, language, options, (locale, given) => new Intl.NumberFormat(locale, given));
}

/** `new Intl.DateTimeFormat(language, options)`, made once for each. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, language, options, (locale, given) => new Intl.DateTimeFormat(locale, given));
}
