/**
 * The runtime's Intl formatters, one per language and options, kept for the page's life: building
 * one costs far more than formatting with it, and the page formats often. A range held by its
 * runner renders on every move and printed each number with a formatter of its own (ten for a move
 * with a legend); a calculator counts up a frame at a time; a calendar rendered four date
 * formatters at every arrow key.
 * A language Intl refuses throws here as `new Intl.…` does, and nothing is kept.
 * The fields, checkout's percentages and the prices (format.ts) share them.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.NumberFormat(language, options)`, made once for each. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  // A call site passes its options in one order, so their JSON names them. (Written out in each
  // function: the prices' format.ts, in a published page's first script, carries this one, and a
  // shared keeper cost it bytes.)
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(language, options)`, made once for each. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
