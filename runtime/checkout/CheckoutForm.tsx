/**
 * The cart's order (spec 001 §3, §5, §8; issue 15 part 5): the owner's order form (a form01 from
 * the CART widget's `order`) below the cart's lines, shipping and promotions. What the form sends
 * beside its own fields comes from here: the lines (order.ts `orderItems`), the delivery address
 * as shipping fields, and the hidden shipping[…], promotions[…] and pay[…] fields. Its submit is
 * disabled, with the reason under it, by `submitBlock` (spec 001 §5). The delivery address is
 * checked with the form's own fields at each submit (spec 002 §5: its errors on its fields, the
 * first message in the form's alert), and the server's violations on it are shown on its fields
 * (spec 001 §5, §8). A 409 takes the shop's settings it carries (the cart's rules too), refreshes
 * the cart, the promocode and the discounts, then either marks a shipping method the server no
 * longer knows (or leaves the order for the visitor to send again when it would go with another
 * method than the one they saw), or lists what changed and asks before sending again.
 * The cart empties only when the server has accepted the order; a pay link goes on in the pay modal
 * (form01's pay action), and the cart keeps the order's payment page to offer under its thanks: a
 * visitor who closed the pay modal (by mistake, or to look again) finds the way back to paying. An
 * order accepted after its form went (the cart closed while it was on its way) is told to the cart
 * as placed with that page, which form01 no longer starts: the cart, opened again, says thanks and
 * offers to pay. form01's code loads when the cart opens; if it does
 * not come, the order form says so in its place with a way to try again, and the cart stays. The
 * cart sits above this room: it hands in its lines and its refresh.
 */
import { Suspense, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '../platform/use-store';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import type { AdvancedField, FormOrder, LeadPay, ShippingField } from '../forms';
import { ModalDialog } from '../parts/modal/ModalDialog';
import { VISITOR_OPENED } from '../parts/modal/use-modal-dialog';
import type { Form01Data, Form01Element } from '../page/page-schema';
import { usePageSettings } from '../page/page-settings-context';
import { configureShop } from '../core/site-stores';
import type { Translate } from '../platform/i18n';
import { ownerTextToHtml } from '../safety/text';
import { safeServerLink } from '../safety/url-safety';
import { cachedImport, useCodeWhileNeeded } from '../platform/cached-import';
import { installDomPurify } from '../safety/purify';
import { ADDRESS_ERROR_KEYS, addressErrors, addressFields, addressViolations, pickupOrderAddress } from './address';
import { addressControl } from './AddressFields';
import {
  cartChanges,
  isShippingNotFound,
  linesLeftOut,
  orderHiddenFields,
  orderItems,
  orderTerms,
  readConflictSettings,
  shippingSwitched,
  submitBlock,
  termsChanges,
  type CartChange,
  type OrderLine,
  type OrderTerms,
  type SubmitBlock,
} from './order';
import { discountsLoader, promocodeLoader } from './promotions-api';
import { keptValues } from './kept-values';
import { formatPercent } from './percent';
import { checkoutTotals, shopRules, useCheckoutTotals, useCurrencyDecimals, useShopRules } from './use-checkout';
import { noPriceText, shippingChargeText } from './price-words';
import { appliedPromocode, loadedDiscounts } from './promo-store';
import { useCheckoutStores } from './checkout-stores';

// Server text (descriptions, labels) can hold markup: DOMPurify makes it safe (safety/text.ts).
installDomPurify();

// form01's code loads when the cart with an order form opens, not with the cart button. Through the
// runtime's one-time import, not React.lazy: a lazy component that cannot load throws to the CART
// widget's error boundary, which took the whole cart off the page, and keeps its failure for good.
const form01Code = cachedImport(() => import('../forms').then((module) => module.Form01));

/** The order form's place while its code, or its fields' code, is on its way. */
const FORM_LOADING = <div className="rt-checkout__loading" aria-busy="true" />;

/** An order the server accepted, as the cart keeps it to say so (cart-store.ts `placed`). */
export interface PlacedOrder {
  /**
   * The order's payment page, offered while the cart shows the order placed. Where its form started
   * the payment (the pay modal), it is the way back to paying once that modal is closed; where the
   * form had gone (the cart closed while the order was on its way), form01 starts no payment for a
   * form the visitor no longer sees, and this is the only way to pay. Null: no payment to offer.
   */
  payLink: string | null;
  /**
   * Accepted after its form had gone: no form said thanks for it, so the checkout does, above the
   * lines the cart got meanwhile too. Otherwise the form said them (form01's success message), and
   * the checkout says them only in the form's place, once the cart is empty: never both at once.
   */
  formGone?: boolean;
}

/** A cart line as the order reads it, with whether the cart's stock rule blocks it. */
export type CheckoutLine = OrderLine & { blocksOrder: boolean };

export interface CheckoutFormProps {
  /** The CART widget's id: the order form's element id derives from it. */
  widgetId: string;
  /** The owner's order form (the CART widget's `order`). */
  form: Omit<Form01Data, 'kind' | 'products' | 'payment' | 'disabled'>;
  lines: readonly CheckoutLine[];
  subtotal: number;
  money(value: number): string;
  /**
   * Loads the lines' products again (spec 001 §8 on a 409) and resolves with the lines after it and
   * the subtotal of the order "order with these changes" sends: without the lines that can no longer
   * be ordered, which it leaves out (linesLeftOut).
   */
  refresh(): Promise<{ lines: readonly CheckoutLine[]; subtotal: number }>;
  /** Takes these lines out of the order (their count to 0): after a 409, the ones that can no longer be ordered. */
  leaveOut(ids: readonly string[]): void;
  /** The server accepted the order; `ordered`: the lines it carried, with their counts; `placed`: what the cart keeps of it. */
  onAccepted(ordered: readonly { id: string; count: number }[], placed: PlacedOrder): void;
  /**
   * The order that went (the cart's `placed`): its thanks show where its form does not say them
   * (`formGone`), and its payment page under them. The cart empty,
   * the form stays mounted (its pay start runs on its timers), hidden behind the thanks.
   */
  placed?: PlacedOrder | null | undefined;
}

/** What the order came to when it went, and what it comes to sent again after a 409. */
export interface OrderTotalChange {
  from: number;
  to: number;
}

/** Where the order form's typed values are kept for this tab's session (a reload keeps them; spec 001 §8 ours). */
export const CHECKOUT_VALUES_KEY = 'checkout-values';

function blockTip(block: SubmitBlock, money: (value: number) => string, t: Translate): string {
  switch (block.kind) {
    case 'empty':
      return t('cart::order::empty');
    case 'min_total':
      return t('cart::order::min_total', { sum: money(block.minimum) });
    case 'delivery_min_total':
      return t('cart::order::delivery_min_total', { sum: money(block.minimum) });
    case 'items_unavailable':
      return t('cart::order::items_unavailable');
  }
}

interface PendingChanges {
  changes: CartChange[];
  /** The total "order with these changes" charges, beside the one the visitor saw when ordering; null: the same. */
  total: OrderTotalChange | null;
  answer(again: boolean): void;
}

export function CheckoutForm({ widgetId, form, lines, subtotal, money, refresh, leaveOut, onAccepted, placed = null }: CheckoutFormProps) {
  const { stores, services, t } = useRuntimeBasics();
  // The site's stores, or the sample cart's in memory (checkout-stores.tsx): what is typed there is kept nowhere.
  const { shipping: shippingStore, promotions: promoStore, session } = useCheckoutStores();
  const logic = usePolicy('promotionLogic');
  const page = usePageSettings();
  const address = useStore(shippingStore, (state) => state.address);
  // The same shipping and totals the cart's lines show: the pay sum is the total the visitor saw.
  const { minTotalOrder, shipping, totals } = useCheckoutTotals(subtotal);
  const decimals = useCurrencyDecimals();
  const [pending, setPending] = useState<PendingChanges | null>(null);
  // What the visitor typed survives a reload in the middle of checkout (read once, when the form mounts).
  const [initial] = useState(() => keptValues(session.get<unknown>(CHECKOUT_VALUES_KEY), form.fields));
  const titleId = useId();

  const active = shipping.kind === 'active' ? shipping.active : null;
  const addressRules = active ? addressFields(active.method, page.country, address) : [];
  const block = submitBlock({ lines, subtotal, minTotalOrder, deliveryMinTotal: active?.minTotal ?? null });
  const blockedTip = block ? blockTip(block, money, t) : null;
  // The checkout's own box: the address fields beside the order form are found from it (AddressFields addressControl).
  const box = useRef<HTMLElement>(null);

  // The lines, the shipping and the promotions as they were when the order went: a 409 compares the refreshed cart with them.
  const sentLines = useRef<readonly CheckoutLine[]>(lines);
  const terms = orderTerms(active, totals);
  const sentTerms = useRef<OrderTerms>(terms);
  // The total the visitor saw when the order went: a 409 says the one a confirmed order charges beside it.
  const sentTotal = useRef(totals.total);
  // One element per form: a new object each render would make form01 see a new form on every keystroke.
  const element = useMemo<Form01Element>(() => ({ id: `${widgetId}-order`, type: 'form01', data: { ...form, kind: 'order', products: [], disabled: false } }), [widgetId, form]);
  // The last values written for a reload, so a keystroke that changes nothing kept writes nothing.
  const keptJson = useRef<string | null>(null);
  // form01's code, while the form has not given up on it; a failure says so in the form's place, and "Try again" imports again.
  const [codeFailed, setCodeFailed] = useState(false);
  const Form01 = useCodeWhileNeeded(form01Code, !codeFailed, {
    report: (error) => services.log.error('cart order: the order form could not be shown: its code did not load', error),
    undo: () => setCodeFailed(true),
  });

  const parts: FormOrder['parts'] = () => {
    sentLines.current = lines;
    sentTerms.current = terms;
    sentTotal.current = totals.total;
    const deliveryFields: ShippingField[] =
      active?.method.type === 'delivery'
        ? addressRules.flatMap((rule) => {
            const value = address[rule.name]?.trim() ?? '';
            return value === '' ? [] : [{ id: rule.name, type: 'text', name: rule.name, value }];
          })
        : [];
    const pickupAddress = active?.method.type === 'pickup' && active.method.address ? pickupOrderAddress(active.method.address, page.country) : undefined;
    const units = lines.reduce((sum, line) => sum + (line.hidden ? 0 : line.count), 0);
    const advanced: AdvancedField[] = orderHiddenFields({
      shipping: active && terms.shipping ? { id: terms.shipping.id, name: terms.shipping.title, type: active.method.type, price: terms.shipping.charge, pickupAddress } : null,
      promotions: { discount: terms.discount?.id ?? null, promocode: terms.promocode },
      pay: form.action.type === 'pay' && totals.total > 0 ? { price: totals.total, desc: t('cart::order::pay_desc', { count: units }) } : null,
    });
    return { products: orderItems(lines), shipping: deliveryFields, advanced };
  };

  const order: FormOrder = {
    blockedTip,
    // form01 reads the order of its newest render when the lead goes: a resend after a 409 carries the refreshed lines.
    parts,
    async conflict(body) {
      const before = sentLines.current;
      const sent = sentTerms.current;
      const { settings, dropped } = readConflictSettings(body);
      if (dropped.length > 0) services.log.warn(`cart order: the 409 carried settings that are not valid, left out: ${dropped.join(', ')}`);
      shippingStore.getState().serverSettings(settings);
      // The shop's settings now: the page's, with what this 409 and any before it carried.
      const server = shippingStore.getState().server;
      const { methods: methodsNow, minTotalOrder: minTotalNow } = shopRules(page.ecommerce, server);
      // The cart judges its lines by them from here on (preorders, priceless items…): the refresh
      // below and the changes see a line they block as not available, and leave it out.
      if (Object.keys(settings).length > 0) configureShop(stores, { ...page.ecommerce, ...server });
      const { lines: after, subtotal: afterSubtotal } = await refresh();
      if (logic && page.projectId) {
        const promotions = promoStore.getState();
        await Promise.all([promotions.recheck(promocodeLoader(services.request, page.projectId)), promotions.loadDiscounts(discountsLoader(services.request, page.projectId))]);
      }
      if (isShippingNotFound(body) && sent.shipping) {
        services.log.warn(`cart order: the server no longer knows the shipping method ${sent.shipping.id}`);
        shippingStore.getState().shippingNotFound(sent.shipping.id, methodsNow);
        return false;
      }
      // The order as it would go now: the shipping the cart shows for the refreshed subtotal, the promotions that apply to it.
      // The admin's sample promotions do not count here (useCheckoutTotals counts them for what the cart shows).
      const promotionsNow = promoStore.getState();
      const { shipping: shippingNow, totals: totalsNow } = checkoutTotals({
        methods: methodsNow,
        choice: shippingStore.getState().choice,
        subtotal: afterSubtotal,
        discounts: loadedDiscounts(promotionsNow),
        promocode: appliedPromocode(promotionsNow),
        logic,
        sample: false,
        decimals,
      });
      const now = orderTerms(shippingNow.kind === 'active' ? shippingNow.active : null, totalsNow);
      if (shippingSwitched(sent, now)) {
        // Another method than the one the visitor saw is never resent unasked. One the server's
        // settings dropped is marked as "Shipping not found" marks it. One the refreshed total or the
        // settings block (it shows blocked, saying why) goes to the changes below, with the method
        // the order would go with now; with none left, the visitor is told and nothing is resent.
        if (sent.shipping && !methodsNow.some((method) => method.id === sent.shipping?.id)) {
          services.log.warn(`cart order: the 409's settings no longer offer the shipping method ${sent.shipping.id}`);
          shippingStore.getState().shippingNotFound(sent.shipping.id, methodsNow);
          return false;
        }
        if (!now.shipping) {
          if (sent.shipping) services.alert(t('cart::changes::shipping_method_none', { name: sent.shipping.title }));
          return false;
        }
      }
      // The server's minimum order total is above this cart now: no resend; the submit says why.
      if (submitBlock({ lines: after, subtotal: afterSubtotal, minTotalOrder: minTotalNow, deliveryMinTotal: null })?.kind === 'min_total') return false;
      const changes = [...cartChanges(before, after), ...termsChanges(sent, now)];
      // The lines the refresh left that cannot be ordered (gone from the shop, out of stock,
      // priceless): "order with these changes" orders the rest, and sends nothing when no line is
      // left (form01 sends again only an order whose submit is not blocked).
      const unorderable = linesLeftOut(after);
      // The sum the confirm charges is said before it is charged: a line left out or a new price moves it.
      const total = totalsNow.total === sentTotal.current ? null : { from: sentTotal.current, to: totalsNow.total };
      return new Promise<boolean>((resolve) =>
        setPending({
          changes,
          total,
          answer: (again) => {
            if (again) leaveOut(unorderable);
            resolve(again);
          },
        }),
      );
    },
    accepted(_leadId: string, pay: LeadPay | null, formGone: boolean) {
      session.remove(CHECKOUT_VALUES_KEY);
      // Spec 002 §4: after a successful send the form resets; the delivery address is part of it,
      // so it goes too (the chosen method stays), and so does the promocode the order went with.
      shippingStore.getState().clearAddress();
      const { promocode } = sentTerms.current;
      if (promocode !== null) promoStore.getState().spent(promocode);
      // The cart keeps the payment page to offer: the way back to a pay modal closed by mistake, and
      // the only way to pay where the form had gone with a closed cart (form01 starts no payment then).
      const payLink = pay ? safeServerLink(pay.pay_link) : null;
      if (pay && payLink === null) services.log.warn('cart order: the payment link of the order is not one to follow', pay.pay_link);
      onAccepted(orderItems(sentLines.current), { payLink, formGone });
    },
    // Spec 002 §5: the address is checked with the form's fields. Form01 holds no address field
    // itself: the address fields show their errors (AddressFields); the form alerts and focuses.
    check() {
      const shipping = shippingStore.getState();
      // A new submit: the last answer's violations go, as form01's own do.
      shipping.setServerErrors({});
      const errors = addressErrors(addressRules, address);
      const invalid = addressRules.flatMap((rule) => {
        const error = errors[rule.name];
        // By its key: the form translates it where it shows it, so it follows a switch of the page's language.
        return error ? [{ message: { key: ADDRESS_ERROR_KEYS[error] }, control: addressControl(box.current, rule.name) }] : [];
      });
      if (invalid.length > 0) shipping.checkAddress();
      return invalid;
    },
    // Spec 001 §5: the server's violations on the address it was sent, shown on its fields.
    violations(unplaced) {
      const { fields, rest } = addressViolations(unplaced, addressRules.map((rule) => rule.name));
      shippingStore.getState().setServerErrors(fields);
      const shown = addressRules.flatMap((rule) => {
        const message = fields[rule.name];
        return message === undefined ? [] : [{ message: { text: message }, control: addressControl(box.current, rule.name) }];
      });
      return { shown, rest };
    },
    typed(values) {
      const kept = keptValues(values, form.fields);
      const json = JSON.stringify(kept);
      if (json === keptJson.current) return;
      keptJson.current = json;
      if (Object.keys(kept).length === 0) session.remove(CHECKOUT_VALUES_KEY);
      else session.set(CHECKOUT_VALUES_KEY, kept);
    },
  };

  // One thanks at a time, each a live region: the form's own success message where it is shown.
  const thanks = placed !== null && (lines.length === 0 || placed.formGone === true);

  const answer = (again: boolean) => {
    pending?.answer(again);
    setPending(null);
  };

  return (
    <section ref={box} className="rt-checkout" aria-labelledby={titleId} data-checkout="">
      <h3 className="rt-checkout__title" id={titleId}>
        {t('cart::order::title')}
      </h3>
      {thanks && (
        <p className="rt-checkout__placed" role="status" data-order-placed="">
          {form.successText ? <span dangerouslySetInnerHTML={{ __html: ownerTextToHtml(form.successText) }} /> : t('form::success')}
        </p>
      )}
      {placed?.payLink && (
        <a className="rt-button rt-checkout__pay" href={placed.payLink} data-order-pay="">
          {t('cart::order::pay')}
        </a>
      )}
      <div hidden={placed !== null && lines.length === 0}>
        {Form01 ? (
          // The form waits here for its special fields' code (fields/lazy-fields.tsx), not the whole cart.
          <Suspense fallback={FORM_LOADING}>
            {/* The module's export, loaded once (useCodeWhileNeeded), not a component made in render. */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <Form01 element={element} order={order} initial={initial} />
          </Suspense>
        ) : codeFailed ? (
          <div className="rt-checkout__failed" data-order-form-failed="">
            <p role="alert">{t('cart::order::form_load_failed')}</p>
            <button type="button" className="rt-button rt-button--secondary" onClick={() => setCodeFailed(false)}>
              {t('form::field_retry')}
            </button>
          </div>
        ) : (
          FORM_LOADING
        )}
      </div>
      {pending && <CartChangesModal changes={pending.changes} total={pending.total} money={money} onAnswer={answer} />}
    </section>
  );
}

/**
 * Spec 001 §8: what changed since the visitor ordered (its lines, its shipping, its promocode and
 * discount); confirm sends the order again. A price and a shipping charge are said in the words
 * the cart says them in: a priceless line by the shop's label (as its cart line), a charge of 0 or
 * none by the shipping picker's "Free" and "Price agreed after the order". Where the order's total
 * moved, the new one is said beside the old before the confirm: the visitor is never charged a sum
 * they did not see (the cart behind still counts a line that went out of stock).
 */
export function CartChangesModal({
  changes,
  total = null,
  money,
  onAnswer,
}: {
  changes: readonly CartChange[];
  total?: OrderTotalChange | null | undefined;
  money(value: number): string;
  onAnswer(again: boolean): void;
}) {
  const { language, t } = useRuntimeBasics();
  // The shop's label as a 409 left it (configureShop gives the cart lines the same).
  const noPrice = noPriceText(useShopRules().noPriceLabel, t);
  const price = (value: number | null) => (value === null ? noPrice : money(value));
  const charge = (value: number | null) => shippingChargeText(value, money, t);
  // A discount is named as its cart line names it (DiscountLines): by its percentage where it is one.
  const discountName = (percent: number | null) => (percent === null ? t('cart::promotion::discount') : t('cart::promotion::discount_percent', { percent: formatPercent(percent, language) }));
  const text = (change: CartChange) => {
    switch (change.kind) {
      case 'price':
        // "the price is now Price on request" reads wrong: a label on either side is said as it is.
        return t(change.from === null || change.to === null ? 'cart::changes::price_label' : 'cart::changes::price', { name: change.title, from: price(change.from), to: price(change.to) });
      case 'quantity':
        return t('cart::changes::quantity', { name: change.title, from: change.from, to: change.to });
      case 'not_available':
        return t('cart::changes::not_available', { name: change.title });
      case 'shipping':
        return t('cart::changes::shipping', { name: change.title, from: charge(change.from), to: charge(change.to) });
      case 'promocode':
        return t('cart::changes::promocode', { code: change.code });
      case 'shipping_method':
        return t('cart::changes::shipping_method', { name: change.title, to: change.to });
      case 'discount':
        return t('cart::changes::discount', { name: discountName(change.percent) });
      case 'discount_amount':
        return t('cart::changes::discount_amount', { name: discountName(change.percent), from: money(change.from), to: money(change.to) });
    }
  };
  return (
    // The visitor's order asked it: an entry of its own over the cart's, so Back on a phone answers
    // "no" as its × does, and the cart with the typed checkout stays.
    <ModalDialog title={t('cart::changes::title')} width={480} onClose={() => onAnswer(false)} className="rt-cart-changes" data={{ 'data-cart-changes': '' }} history={VISITOR_OPENED}>
      <p>{changes.length > 0 ? t('cart::changes::intro') : t('cart::changes::none')}</p>
      {changes.length > 0 && (
        <ul className="rt-cart-changes__list">
          {changes.map((change) => (
            <li key={`${change.kind}-${change.id}`} data-change={change.kind}>
              {text(change)}
            </li>
          ))}
        </ul>
      )}
      {total && (
        <p className="rt-cart-changes__total" data-changes-total="">
          {t('cart::changes::total', { from: money(total.from), to: money(total.to) })}
        </p>
      )}
      <div className="rt-cart-changes__actions">
        <button type="button" className="rt-button" onClick={() => onAnswer(true)}>
          {t('cart::changes::confirm')}
        </button>
        <button type="button" className="rt-button rt-button--secondary" onClick={() => onAnswer(false)}>
          {t('cart::changes::cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
