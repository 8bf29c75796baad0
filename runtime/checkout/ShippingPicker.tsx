/**
 * Shipping in the cart (spec 001 §3, §5; spec 002 §3–§5): a radio switch between the types the
 * shop offers (delivery, pickup), the methods of the active type with their prices (a figure,
 * free, or agreed after the order) and hints (free from, how much more for free shipping, the
 * minimum total), methods below their minimum total blocked and saying why, the active method
 * scrolled into view in the list with a 40 px offset, and below it the chosen method's address
 * fields, or a pickup method's own address. Native radios: arrows move within a group, Tab
 * between groups. The rules are in shipping.ts and address.ts; the choice in the shipping store.
 * The method shown as chosen is recorded as the choice, so it stays chosen as the cart changes.
 */
import { useEffect, useId, useRef } from 'react';
import { useStore } from '../platform/use-store';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import type { ShippingMethod, ShippingType } from '../page/page-schema';
import { usePageSettings } from '../page/page-settings-context';
import type { MessageKey, Translate } from '../platform/i18n';
import { formatAddress, pickupParts } from './address';
import { AddressFields } from './AddressFields';
import { optionTitle } from './metadata';
import { activeShipping, choiceToRecord, scrollTopToShow, shippingCharge, type ShippingQuote } from './shipping';
import { shippingChargeText } from './price-words';
import { useCurrencyDecimals, useShopRules } from './use-checkout';
import { useCheckoutStores } from './checkout-stores';
import './checkout.css';

const TYPE_KEYS = { delivery: 'checkout::shipping::type::delivery', pickup: 'checkout::shipping::type::pickup' } as const satisfies Record<ShippingType, MessageKey>;

export interface ShippingPickerProps {
  /** The cart's subtotal: it decides prices, hints and blocked methods. */
  subtotal: number;
  /** A sum in the page's language and currency. */
  money(value: number): string;
}

export function ShippingPicker({ subtotal, money }: ShippingPickerProps) {
  const { language, t } = useRuntimeBasics();
  const store = useCheckoutStores().shipping;
  const page = usePageSettings();
  const { methods } = useShopRules();
  const choice = useStore(store, (state) => state.choice);
  const status = useStore(store, (state) => state.status);
  const countries = useStore(store, (state) => {
    const metadata = state.metadata[language];
    return metadata?.kind === 'loaded' ? metadata.metadata.countries : undefined;
  });
  const shipping = activeShipping(methods, choice, subtotal, useCurrencyDecimals());
  const titleId = useId();
  const name = useId();
  // A fallback the cart shows as chosen becomes the choice (shipping.ts choiceToRecord): a bigger
  // cart that opens up a method before it must not move the choice by itself.
  const record = choiceToRecord(shipping, choice);
  useEffect(() => {
    if (record) store.getState().chooseMethod(record);
  }, [record, store]);
  if (shipping.kind === 'none') return null;
  const { active } = shipping;
  const pickup = active.method.type === 'pickup' ? active.method.address : undefined;

  return (
    <section className="rt-shipping" aria-labelledby={titleId} data-shipping-type={shipping.type}>
      <h3 className="rt-shipping__title" id={titleId}>
        {t('checkout::shipping::title')}
      </h3>
      {shipping.types.length > 1 && (
        <fieldset className="rt-shipping__types">
          <legend className="rt-sr-only">{t('checkout::shipping::types')}</legend>
          {shipping.types.map((type) => (
            <label key={type} className="rt-shipping__type" data-active={type === shipping.type || undefined}>
              <input type="radio" name={`${name}-type`} value={type} checked={type === shipping.type} onChange={() => store.getState().chooseType(type)} />
              <span>{t(TYPE_KEYS[type])}</span>
            </label>
          ))}
        </fieldset>
      )}
      {status.kind === 'not-found' && !shipping.quotes.some((quote) => quote.method.id === status.methodId) && (
        // The method the server dropped is not in the list shown now (the first other one is of the other type): say why the choice moved.
        <p className="rt-shipping__moved" role="alert" data-shipping-moved="">
          {t('checkout::shipping::not_found')}
        </p>
      )}
      <MethodList quotes={shipping.quotes} activeId={active.method.id} name={`${name}-method`} notFound={status.kind === 'not-found' ? status.methodId : null} money={money} t={t} onChoose={(method) => store.getState().chooseMethod(method)} />
      {active.method.type === 'delivery' ? (
        <AddressFields method={active.method} siteCountry={page.country} />
      ) : (
        pickup && (
          <div className="rt-shipping__pickup">
            <p className="rt-shipping__pickup-title">{t('checkout::shipping::pickup_address')}</p>
            <address data-pickup-address="">
              {formatAddress(pickupParts(pickup, page.country), { siteCountry: page.country, countryName: (code) => (countries ? optionTitle(countries, code) : undefined) }).map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          </div>
        )
      )}
    </section>
  );
}

interface MethodListProps {
  quotes: readonly ShippingQuote[];
  activeId: string;
  name: string;
  notFound: string | null;
  money(value: number): string;
  t: Translate;
  onChoose(method: ShippingMethod): void;
}

function MethodList({ quotes, activeId, name, notFound, money, t, onChoose }: MethodListProps) {
  const list = useRef<HTMLUListElement>(null);
  const reducedMotion = usePolicy('reducedMotion');
  const still = usePolicy('captureRender');
  const baseId = useId();

  // Spec 002 §4: the active method is scrolled into view, 40 px clear of the list's edges. Again
  // when the list is laid out or resized: the cart's dialog shows itself after its open delay, and
  // a list not yet laid out has nothing to measure.
  useEffect(() => {
    const box = list.current;
    if (!box) return;
    const show = () => {
      const item = box.querySelector<HTMLElement>(`[data-method-id="${CSS.escape(activeId)}"]`);
      if (!item || box.clientHeight === 0) return;
      const top = scrollTopToShow({ top: item.offsetTop, height: item.offsetHeight }, { scrollTop: box.scrollTop, height: box.clientHeight });
      if (top !== null) box.scrollTo?.({ top, behavior: reducedMotion || still ? 'instant' : 'smooth' });
    };
    show();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(show);
    observer.observe(box);
    return () => observer.disconnect();
  }, [activeId, reducedMotion, still]);

  return (
    <fieldset className="rt-shipping__methods">
      <legend className="rt-shipping__legend">{t('checkout::shipping::methods')}</legend>
      <ul ref={list} className="rt-shipping__list">
        {quotes.map((quote) => {
          const { method } = quote;
          const hintsId = `${baseId}-${method.id}`;
          const hints = methodHints(quote, money, t);
          const missing = notFound === method.id;
          if (missing) hints.push(t('checkout::shipping::not_found'));
          return (
            <li
              key={method.id}
              className="rt-shipping__method"
              data-method-id={method.id}
              data-active={method.id === activeId || undefined}
              data-blocked={quote.blocked || undefined}
              data-price={quote.price.kind}
              data-error={missing ? 'not-found' : undefined}
            >
              <label>
                <input
                  type="radio"
                  name={name}
                  value={method.id}
                  checked={method.id === activeId}
                  disabled={quote.blocked}
                  aria-describedby={hints.length > 0 ? hintsId : undefined}
                  onChange={() => onChoose(method)}
                />
                <span className="rt-shipping__method-title">{method.title}</span>
                <span className="rt-shipping__price" data-shipping-price="">
                  {shippingChargeText(shippingCharge(quote), money, t)}
                </span>
              </label>
              {hints.length > 0 && (
                <p className="rt-shipping__hints" id={hintsId}>
                  {hints.map((hint, index) => (
                    <span key={index}>{hint}</span>
                  ))}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}


/** What a method says under its title: blocked (and by how much), the minimum, free from, how much more for free. */
function methodHints(quote: ShippingQuote, money: (value: number) => string, t: Translate): string[] {
  const hints: string[] = [];
  if (quote.minTotal !== null) hints.push(t('checkout::shipping::min_total', { sum: money(quote.minTotal) }));
  if (quote.untilMinTotal !== null) hints.push(t('checkout::shipping::blocked', { sum: money(quote.untilMinTotal) }));
  if (quote.untilFree !== null && quote.freeFrom !== null) {
    hints.push(t('checkout::shipping::free_from', { sum: money(quote.freeFrom) }));
    if (!quote.blocked) hints.push(t('checkout::shipping::until_free', { sum: money(quote.untilFree) }));
  }
  return hints;
}
