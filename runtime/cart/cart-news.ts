/**
 * What a screen reader hears while the cart is open (issue 18 part 4: the live region announces
 * cart changes): a line whose count changed, and a line that left the cart. Worked out from two
 * states of the cart's lines, so it covers every way a change comes (the line's buttons, its
 * count field, the 5 s removal, another tab). Adds from cards are announced where they happen; the
 * lines an order took, by the order's thanks.
 */
import type { PlacedOrder } from '../checkout';
import type { Translate } from '../platform/i18n';

interface Line {
  id: string;
  title: string;
  count: number;
}

/** What the news reads of a state of the cart's store: its lines, and the order it last placed. */
interface CartState {
  items: readonly Line[];
  placed: PlacedOrder | null;
}

/**
 * The news of one change of the cart's store. The change that records an accepted order takes the
 * lines it ordered with it (cart-store.ts orderAccepted): they went with the order, which the order
 * form announces ("Thank you! Your order is in"), so they are no news of lines "removed from the
 * cart", one for each line ordered, over the thanks.
 */
export function cartChangeNews(before: CartState, after: CartState, t: Translate): string[] {
  if (after.items === before.items) return [];
  if (after.placed !== null && after.placed !== before.placed) return [];
  return cartNews(before.items, after.items, t);
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
