/**
 * The pay modal (spec 001 §2–§4, §7, §8; issue 11): opened by the address's pay query, a basic
 * modal of the site's dialog system with six views (bill, loading, cash, already-paid, success,
 * fail) and a problem view for bad input. Its rules are in pay-rules.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MS_PER_SECOND } from '../core/clock';
import { useRuntimeBasics } from '../core/runtime-context';
import { ModalDialog } from '../parts/modal/ModalDialog';
import type { DialogHistory } from '../parts/modal/use-modal-dialog';
import { payRedirectUrl } from '../platform/api-paths';
import { currencyFor, formatPrice } from '../platform/format';
import type { MessageKey, Translate } from '../platform/i18n';
import { usePageSettings } from '../page/page-settings-context';
import { own } from '../safety/own-records';
import { safeRedirect } from '../safety/url-safety';
import { loadPayData, selectCash } from './pay-api';
import { afterPayData, afterPayDataError, afterSelectCash, CASH_TYPE, initialView, loadsOnOpen, type PayBill, type PayQueryResult, type PayView } from './pay-rules';
import './pay.css';

/** Only the scheme of a redirect is judged; relative targets resolve against any http(s) base. */
const REDIRECT_BASE = 'https://site.invalid/';
const isSafeRedirect = (url: string) => safeRedirect(url, REDIRECT_BASE) !== null;

const METHOD_KEYS: Readonly<Record<string, MessageKey>> = {
  cash: 'pay::method::cash',
  card: 'pay::method::card',
  sbp: 'pay::method::sbp',
  paypal: 'pay::method::paypal',
};

/** A method's button label; the method is the server's key, so "constructor" is one more unknown method. */
const methodLabel = (t: Translate, type: string) => {
  const key = own(METHOD_KEYS, type);
  return key ? t(key) : t('pay::method::other', { type });
};

const PROBLEM_KEYS = { bad_link: 'pay::bad_link', no_methods: 'pay::no_methods', error: 'pay::error' } as const satisfies Record<string, MessageKey>;

/**
 * The mark drawn before a result's heading. In the page, not in a `::before` of pay.css: generated
 * content is part of a heading's name (screen readers read "check mark This bill is already
 * paid"), and its empty alternative text (`content: '✓ ' / ''`) came after the browsers the
 * runtime targets (Firefox 128, Safari 17.4). Hidden from them here, the heading is named by its
 * words alone, as the status region says them.
 */
const RESULT_MARKS = { done: '✓ ', fail: '✕ ' } as const;

export function PayModal({ query, onClose, history }: { query: PayQueryResult; onClose(): void; history?: DialogHistory }) {
  const { services, t } = useRuntimeBasics();
  const [initial] = useState<PayView>(() => initialView(query));
  const [view, setView] = useState<PayView>(initial);
  const payQuery = query.kind === 'ok' ? query.query : null;

  /**
   * payData, then the view it leads to from `from` (the view shown meanwhile). Only the latest
   * load's answer applies: the fail view's background reload, answering after the visitor's Retry,
   * would otherwise put the failure view back over the bill. A newer load cancels the one before,
   * and closing the modal cancels the one still out (a load, or the cash choice's selectCash, whose
   * late link_redirect would otherwise take the page away from a visitor who closed the payment).
   */
  const loading = useRef<AbortController | null>(null);
  /** The call about to go, in place of the one still out (cancelled). */
  const nextCall = useCallback(() => {
    loading.current?.abort();
    loading.current = new AbortController();
    return loading.current;
  }, []);
  const load = useCallback(
    (from: PayView) => {
      if (!payQuery) return;
      const call = nextCall();
      loadPayData(services.request, payQuery, call.signal).then(
        (outcome) => {
          if (!call.signal.aborted) setView(afterPayData(from, outcome));
        },
        (error: unknown) => {
          if (call.signal.aborted) return;
          services.log.warn('the bill could not be loaded', error);
          setView(afterPayDataError(from));
        },
      );
    },
    [payQuery, services, nextCall],
  );
  useEffect(() => () => loading.current?.abort(), []);

  useEffect(() => {
    if (query.kind === 'ok' && query.query.unknownStatus !== undefined) services.log.warn('unknown pay_status read as pay', query.query.unknownStatus);
    if (loadsOnOpen(initial)) load(initial);
  }, [initial, load, query, services]);

  useEffect(() => {
    if (view.view !== 'closed') return;
    // A refusal without a text of its own still tells the visitor why the modal closed.
    if (view.alert !== null) services.alert(view.alert.trim() || t('pay::refused'));
    onClose();
  }, [view, services, onClose, t]);

  if (view.view === 'closed') return null;

  const choose = (bill: PayBill, type: string) => {
    if (!payQuery) return;
    if (type !== CASH_TYPE) {
      services.navigate(payRedirectUrl(type, payQuery.payId, payQuery.hash));
      return;
    }
    setView({ view: 'loading' });
    const call = nextCall();
    selectCash(services.request, payQuery, isSafeRedirect, call.signal).then(
      (outcome) => {
        if (call.signal.aborted) return;
        if (outcome.kind === 'redirect') services.navigate(outcome.url);
        if (outcome.kind === 'unsafe-redirect') services.log.warn('an unsafe link_redirect was not followed');
        setView(afterSelectCash(bill, outcome));
      },
      (error: unknown) => {
        if (call.signal.aborted) return;
        services.log.warn('selectCash failed', error);
        setView({ view: 'problem', problem: 'error', retry: true });
      },
    );
  };

  return (
    <ModalDialog title={t('pay::title')} width={480} onClose={onClose} className="rt-pay" data={{ 'data-pay-view': view.view }} history={history}>
      {/* The pay status for screen readers (issue 18 part 4): one region from the first render, so a change of view is heard. */}
      <p className="rt-sr-only" role="status" aria-live="polite" data-pay-news="">
        {payNews(view, t)}
      </p>
      <div className="rt-pay__body">
        <PayViewBody view={view} onChoose={choose} onRetry={() => {
            setView({ view: 'loading' });
            load({ view: 'loading' });
          }} onBack={(bill) => setView({ view: 'bill', bill })} />
      </div>
    </ModalDialog>
  );
}

/** What the status region says for a view: its outcome, where it has one. */
function payNews(view: Exclude<PayView, { view: 'closed' }>, t: Translate): string {
  switch (view.view) {
    case 'cash':
      return t('pay::cash_title');
    case 'paid':
      return t('pay::paid_title');
    case 'success':
      return t('pay::success_title');
    case 'fail':
      return t('pay::fail_title');
    default:
      return '';
  }
}

function PayViewBody({ view, onChoose, onRetry, onBack }: { view: Exclude<PayView, { view: 'closed' }>; onChoose(bill: PayBill, type: string): void; onRetry(): void; onBack(bill: PayBill): void }) {
  const { t } = useRuntimeBasics();
  switch (view.view) {
    case 'loading':
      return (
        <p className="rt-pay__loading" role="status">
          {t('pay::loading')}
        </p>
      );
    case 'bill':
      return (
        <>
          <BillSummary bill={view.bill} />
          <p className="rt-pay__lead">{t('pay::choose')}</p>
          <div className="rt-pay__methods" role="group" aria-label={t('pay::choose')}>
            {view.bill.methods.map((type) => (
              <button key={type} type="button" className="rt-button rt-pay__method" data-pay-type={type} onClick={() => onChoose(view.bill, type)}>
                {methodLabel(t, type)}
              </button>
            ))}
          </div>
        </>
      );
    case 'cash':
      return (
        <>
          <BillSummary bill={view.bill} />
          <h3 className="rt-pay__heading">{t('pay::cash_title')}</h3>
          {view.instruction && <p className="rt-pay__instruction">{view.instruction}</p>}
          {view.bill.methods.length > 1 && (
            <button type="button" className="rt-pay__link" onClick={() => onBack(view.bill)}>
              {t('pay::back')}
            </button>
          )}
        </>
      );
    case 'paid':
      return (
        <>
          <ResultHeading result="done">{t('pay::paid_title')}</ResultHeading>
          <BillSummary bill={view.bill} paid />
        </>
      );
    case 'success':
      return (
        <>
          <ResultHeading result="done">{t('pay::success_title')}</ResultHeading>
          {view.billNumber !== null && <p className="rt-pay__number">{t('pay::bill', { id: view.billNumber })}</p>}
        </>
      );
    case 'fail':
      return (
        <>
          <ResultHeading result="fail">{t('pay::fail_title')}</ResultHeading>
          <p>{t('pay::fail_text')}</p>
          {view.bill && <BillSummary bill={view.bill} />}
          <button type="button" className="rt-button rt-pay__retry" onClick={onRetry}>
            {t('pay::retry')}
          </button>
        </>
      );
    case 'problem':
      return (
        <>
          <p className="rt-pay__problem" role="alert">
            {t(PROBLEM_KEYS[view.problem])}
          </p>
          {view.retry && (
            <button type="button" className="rt-button rt-pay__retry" onClick={onRetry}>
              {t('pay::retry')}
            </button>
          )}
        </>
      );
  }
}

function ResultHeading({ result, children }: { result: keyof typeof RESULT_MARKS; children: string }) {
  return (
    <h3 className={`rt-pay__heading rt-pay__heading--${result}`}>
      <span className="rt-pay__mark" aria-hidden="true">
        {RESULT_MARKS[result]}
      </span>
      {children}
    </h3>
  );
}

function BillSummary({ bill, paid = false }: { bill: PayBill; paid?: boolean }) {
  const { t, language } = useRuntimeBasics();
  const settings = usePageSettings();
  const sum = formatPrice(bill.sum, language, currencyFor(settings.country, settings.currency));
  const time = bill.timeDone !== null ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(bill.timeDone * MS_PER_SECOND) : bill.timeDoneFormatted;
  return (
    <div className="rt-pay__bill">
      <p className="rt-pay__number">{t('pay::bill', { id: bill.payId })}</p>
      <dl>
        <dt>{t('pay::sum')}</dt>
        <dd className="rt-pay__sum">{sum}</dd>
      </dl>
      {paid && time && <p className="rt-pay__time">{t('pay::paid_at', { time })}</p>}
    </div>
  );
}
