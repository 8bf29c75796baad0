/**
 * The prices formatted so far, by format (`language|currency`) and amount (`String(value)`): those
 * a publishing server handed the page and those this browser formatted (format.ts). A module of its
 * own so that a published page's first script installs the server's texts without carrying the
 * formatting itself, which loads with the parts that show prices.
 */

/** Formatted prices by format (`language|currency`), then by amount (`String(value)`). */
export type PreparedPrices = Readonly<Record<string, Readonly<Record<string, string>>>>;

const formatted = new Map<string, Map<string, string>>();

/** The texts of one format, by amount (made empty at the first ask). */
export function formattedTexts(key: string): Map<string, string> {
  let byAmount = formatted.get(key);
  if (!byAmount) {
    byAmount = new Map();
    formatted.set(key, byAmount);
  }
  return byAmount;
}

/** The prices a server formatted (`preparedPrices` in format.ts), used before any of this browser's own. */
export function installPreparedPrices(prices: PreparedPrices): void {
  for (const [key, byAmount] of Object.entries(prices)) {
    const known = formattedTexts(key);
    for (const [amount, text] of Object.entries(byAmount)) known.set(amount, text);
  }
}

/**
 * Forgets every formatted price: a server starts each page's render from none, so the prices it
 * hands a page (`preparedPrices`) are that page's only, not also those of a page rendered before it
 * in the same process.
 */
export function forgetFormattedPrices(): void {
  formatted.clear();
}
