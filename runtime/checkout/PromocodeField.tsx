/**
 * The promocode field (spec 001 §4 "Promocode input", §5, §8): the input strips what a code cannot
 * hold as it is typed; Apply (or Enter) checks the code; the line under it says what happened —
 * checking, applied (with a button to take the code away), or the precise error — in a status
 * region inside the cart's dialog, so a screen reader hears it. Typing clears an error. A new
 * code whose check failed (the network) over an applied one shows the default error, with the
 * applied code's remove button beside it: that code stays applied (promo-store.ts `unchecked`).
 * While editing (policy promotionLogic) nothing is checked: a note says where codes work.
 */
import { useId, useLayoutEffect, useRef } from 'react';
import { useStore } from '../platform/use-store';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import type { Translate } from '../platform/i18n';
import { PROMOCODE_MAX_LENGTH } from './promocode';
import { PROMOCODE_ERROR_KEYS } from './promotions';
import type { PromoStatus, PromoStore } from './promo-store';
import type { PromocodeLoader } from './promotions-api';

export interface PromocodeFieldProps {
  store: PromoStore;
  /** The cart's subtotal, which the code's minimum is checked against (as it is when the server's answer comes). */
  subtotal: number;
  /** Checks a code with the server (promotions-api.ts). */
  load: PromocodeLoader;
  money(value: number): string;
}

function statusText(status: PromoStatus, unchecked: string | null, money: (value: number) => string, t: Translate): string {
  if (unchecked !== null) return t(PROMOCODE_ERROR_KEYS.default);
  switch (status.kind) {
    case 'empty':
      return '';
    case 'loading':
      return t('cart::promotion::code::loading');
    case 'applied':
      return t('cart::promotion::code::applied', { code: status.code });
    case 'error':
      return t(PROMOCODE_ERROR_KEYS[status.error], status.minimum === null ? undefined : { sum: money(status.minimum) });
  }
}

export function PromocodeField({ store, subtotal, load, money }: PromocodeFieldProps) {
  const { t } = useRuntimeBasics();
  const logic = usePolicy('promotionLogic');
  const inputId = useId();
  const messageId = useId();
  const draft = useStore(store, (state) => state.draft);
  const status = useStore(store, (state) => state.status);
  const unchecked = useStore(store, (state) => state.unchecked);
  const loading = status.kind === 'loading';
  const error = status.kind === 'error' ? status.error : unchecked === null ? null : 'default';
  // The minimum is checked when the answer comes, against the subtotal of that moment: a count
  // raised while the code was being checked counts (spec 001 §5 "the subtotal is below the minimum").
  const subtotalNow = useRef(subtotal);
  useLayoutEffect(() => {
    subtotalNow.current = subtotal;
  });
  const apply = () => {
    if (!logic || loading) return;
    void store.getState().apply(load, () => subtotalNow.current);
  };
  const message = logic ? statusText(status, unchecked, money, t) : t('cart::promotion::code::admin_skipped');

  return (
    <div className="rt-promo" data-state={logic ? (error === null ? status.kind : 'error') : 'skipped'} data-error={error ?? undefined}>
      <label className="rt-promo__label" htmlFor={inputId}>
        {t('cart::promotion::code::label')}
      </label>
      <div className="rt-promo__row">
        <input
          id={inputId}
          className="rt-promo__input"
          type="text"
          value={draft}
          maxLength={PROMOCODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error !== null || undefined}
          aria-describedby={messageId}
          onChange={(event) => store.getState().type(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
        <button type="button" className="rt-promo__apply" aria-disabled={loading || undefined} onClick={apply}>
          {t('cart::promotion::code::apply')}
        </button>
      </div>
      <div className="rt-promo__status">
        <p id={messageId} className="rt-promo__message" role="status">
          {message}
        </p>
        {logic && status.kind === 'applied' && (
          <button type="button" className="rt-promo__remove" onClick={() => store.getState().remove()}>
            {t('cart::promotion::code::remove', { code: status.code })}
          </button>
        )}
      </div>
    </div>
  );
}
