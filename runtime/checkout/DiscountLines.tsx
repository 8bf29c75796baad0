/**
 * The cart's promotion lines (spec 001 §3 Discount and Promocode, §6): the nearest discount, the
 * promocode, each with what it takes off (or why it takes nothing: not combined, below its
 * minimum), and the total after them. Delivery promotions say what they do to the delivery; its
 * sum shows once a shipping method gives the delivery a price. Display only: the sums come from
 * the promotion rules (promotions.ts).
 */
import { useRuntimeBasics } from '../core/runtime-context';
import type { Language, Translate } from '../platform/i18n';
import { formatPercent } from './percent';
import type { Discount, PromotionLine, PromotionTotals } from './promotions';

export interface DiscountLinesProps {
  totals: PromotionTotals;
  money(value: number): string;
  /** Admin's sample lines: said above them. */
  sample?: boolean;
}

/** U+2212, the minus sign, before a sum taken off. */
const MINUS = '\u2212';

function lineTitle(line: PromotionLine, language: Language, t: Translate): string {
  const { promotion } = line;
  const percent = promotion.discountType === 'percent' ? { percent: formatPercent(promotion.amount, language) } : null;
  if ('code' in promotion && typeof promotion.code === 'string') {
    const code = promotion.code;
    return percent ? t('cart::promotion::promocode_percent', { code, ...percent }) : t('cart::promotion::promocode', { code });
  }
  return percent ? t('cart::promotion::discount_percent', percent) : t('cart::promotion::discount');
}

function deliveryText(promotion: Discount, money: (value: number) => string, t: Translate): string | null {
  if ('deliveryFree' in promotion && promotion.deliveryFree === true) return t('cart::promotion::delivery_free');
  if (promotion.discountType === 'delivery') return t('cart::promotion::delivery_off', { sum: money(promotion.amount) });
  return null;
}

function Line({ line, kind, money, language, t }: { line: PromotionLine; kind: 'discount' | 'promocode'; money(value: number): string; language: Language; t: Translate }) {
  const delivery = deliveryText(line.promotion, money, t);
  const { saving } = line;
  const amount = line.note !== null ? '—' : saving > 0 ? `${MINUS}${money(saving)}` : delivery !== null && line.delivery === null ? t('cart::promotion::at_delivery') : `${MINUS}${money(0)}`;
  const note =
    line.note === 'not-combined'
      ? t('cart::promotion::not_combined')
      : line.note === 'below-minimum'
        ? t('cart::promotion::code::amount_error', { sum: money(line.promotion.activeFrom) })
        : delivery;
  return (
    <div className="rt-promo-lines__line" data-promotion={kind} data-note={line.note ?? undefined}>
      <dt>
        {/* The title in an element of its own, beside the note: a page translator wraps a bare text
            node, and React's next title went into the node it no longer showed (the old one stayed). */}
        <span className="rt-promo-lines__title">{lineTitle(line, language, t)}</span>
        {note !== null && <span className="rt-promo-lines__note">{note}</span>}
      </dt>
      <dd data-promotion-amount="">{amount}</dd>
    </div>
  );
}

export function DiscountLines({ totals, money, sample = false }: DiscountLinesProps) {
  const { language, t } = useRuntimeBasics();
  // No promotion and no delivery price: the cart's subtotal is the whole story.
  if (totals.discount === null && totals.promocode === null && totals.delivery === null) return null;
  return (
    <div className="rt-promo-lines" data-sample={sample || undefined}>
      {sample && (
        <p className="rt-promo-lines__sample" role="note">
          {t('cart::promotion::sample_admin')}
        </p>
      )}
      <dl>
        {totals.discount && <Line line={totals.discount} kind="discount" money={money} language={language} t={t} />}
        {totals.promocode && <Line line={totals.promocode} kind="promocode" money={money} language={language} t={t} />}
        {totals.delivery !== null && (
          <div className="rt-promo-lines__line" data-line="delivery">
            <dt>{t('cart::delivery')}</dt>
            <dd data-cart-delivery="">{totals.delivery === 0 ? t('cart::delivery_free') : money(totals.delivery)}</dd>
          </div>
        )}
        <div className="rt-promo-lines__line rt-promo-lines__total">
          <dt>{t('cart::promotion::total')}</dt>
          <dd data-cart-total="">{money(totals.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
