/**
 * What a screen reader hears while the cart is open (issue 18 part 4: the live region announces
 * cart changes): a line whose count changed, and a line that left the cart. Worked out from two
 * states of the cart's lines, so it covers every way a change comes (the line's buttons, its
 * count field, the 5 s removal, another tab). Adds from cards are announced where they happen.
 */
import type { Translate } from '../platform/i18n';

interface Line {
  id: string;
  title: string;
  count: number;
}

/** The news between two states of the lines, in the page's language; empty when nothing a visitor would miss changed. */
export function cartNews(before: readonly Line[], after: readonly Line[], t: Translate): string[] {
  const now = new Map(after.map((line) => [line.id, line]));
  const news: string[] = [];
  for (const line of before) {
    const next = now.get(line.id);
    if (!next) news.push(t('cart::announce::removed', { name: line.title }));
    else if (next.count !== line.count) news.push(next.count === 0 ? t('cart::announce::removing', { name: next.title }) : t('cart::announce::count', { name: next.title, count: next.count }));
  }
  return news;
}
