import type { Translate } from '../platform/i18n';
import type { ProductList } from './catalogue-store';

/**
 * How many cards a load added to a list: its products after the load less those before (none when
 * the list is gone). A page's products the list already shows are not added again, so this can be
 * fewer than the page's size.
 */
export function cardsAdded(before: Pick<ProductList, 'ids'> | undefined, after: Pick<ProductList, 'ids'> | undefined): number {
  if (!after) return 0;
  return Math.max(0, after.ids.length - (before?.ids.length ?? 0));
}

/**
 * What a screen reader is told when a load-more has shown its page ("9 more products shown"). The
 * cards come in above the button, which keeps the focus while pages are left: without it the
 * visitor hears only the button's "Loading products…" go back to "Show more". Null when the load
 * added none: nothing changed to speak of.
 */
export function loadMoreNews(added: number, t: Translate): string | null {
  return added > 0 ? t('ecommerce::section::more_shown', { count: added }) : null;
}
