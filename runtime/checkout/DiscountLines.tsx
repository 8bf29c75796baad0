/**
 * The cart's promotion lines (spec 001 §3 Discount and Promocode, §6): the nearest discount, the
 * promocode, each with what it takes off (or why it takes nothing: not combined, below its
 * minimum), and the total after them. The delivery is listed at the chosen method's charge, above
 * the promotions that take from it, and a delivery promotion's saving on its own line: each sum
 * once, so the sums listed add up to the total. A delivery promotion says what it does to the
 * delivery; its sum shows once a shipping method gives the delivery a price. Display only: the
 * sums come from the promotion rules (promotions.ts).
 */
import { useRuntimeBasics } from '../core/runtime-context';
import type { Language, Translate } from '../platform/i18n';
import { formatPercent } from './percent';
import { shippingChargeText } from './price-words';
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

/** A line that takes nothing: not combined, below its minimum, or a delivery promotion on a delivery that is free already. */
const NOTHING_TAKEN = '—';

function amountText(line: PromotionLine, delivery: string | null, money: (value: number) => string, t: Translate): string {
  if (line.note !== null) return NOTHING_TAKEN;
  if (line.saving > 0) return `${MINUS}${money(line.saving)}`;
  if (delivery === null) return `${MINUS}${money(0)}`;
  // A delivery promotion: its sum once the delivery has a price; none off a free one (not "−$0.00").
  return line.delivery === null ? t('cart::promotion::at_delivery') : NOTHING_TAKEN;
}

function Line({ line, kind, money, language, t }: { line: PromotionLine; kind: 'discount' | 'promocode'; money(value: number): string; language: Language; t: Translate }) {
  const delivery = deliveryText(line.promotion, money, t);
  const amount = amountText(line, delivery, money, t);
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
        {/* The charge first, then what the promotions take off it and the goods, then the total. */}
        {totals.delivery !== null && (
          <div className="rt-promo-lines__line" data-line="delivery">
            <dt>{t('cart::delivery')}</dt>
            <dd data-cart-delivery="">{shippingChargeText(totals.delivery, money, t)}</dd>
          </div>
        )}
        {totals.discount && <Line line={totals.discount} kind="discount" money={money} language={language} t={t} />}
        {totals.promocode && <Line line={totals.promocode} kind="promocode" money={money} language={language} t={t} />}
        <div className="rt-promo-lines__line rt-promo-lines__total">
          <dt>{t('cart::promotion::total')}</dt>
          <dd data-cart-total="">{money(totals.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
