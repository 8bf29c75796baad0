/**
 * What a form does after a successful send (spec 002 §2, §3 "Form action setting", §7, §9): close,
 * pay, redirect (after 500 ms), code (preview and run only), or open a modal. A pure plan; the form
 * element carries it out on the site's clock and services.
 *
 * - Any answer with a pay_link starts the payment, whatever the action: the address gets `pay_id`
 *   and `h`, the pay flow starts after 200 ms, and if nothing opened it the visitor is sent to the
 *   pay_link after 500 ms. A pay_link without pay_id and pay_hash names no bill the page's pay
 *   flow could open: the payment starts at the link itself, the visitor sent there after the same
 *   200 ms (waiting 500 ms more for a flow that cannot take it would only delay them).
 * - The pay action with no payment data (no pay_link): the hash becomes `pay` and a payment success
 *   event fires.
 * - A pay_link passes the redirect rule; one that does not is refused, never followed.
 * - A redirect target passes the redirect rule (http(s) or relative); one that does not is refused
 *   with a clear message, never followed.
 */
import { normaliseUrl, safeRedirect, safeServerLink } from '../safety/url-safety';
import { PAY_SUCCESS_HASH } from '../page/section-targets';
import type { LeadBillPay, LeadPay } from './lead-send';

/** Spec 002 §9. */
export const REDIRECT_DELAY_MS = 500;
export const PAY_START_DELAY_MS = 200;
export const PAY_FALLBACK_REDIRECT_MS = 500;

export { PAY_SUCCESS_HASH };

export type FormActionType = 'close' | 'pay' | 'redirect' | 'code' | 'modal';

export interface FormActionSetting {
  type: FormActionType;
  redirect?: string | undefined;
  modalId?: string | undefined;
  code?: string | undefined;
  goal?: string | undefined;
  goal_html?: string | undefined;
}

export type FormStep =
  | { type: 'close' }
  | { type: 'redirect'; url: string; delayMs: number }
  | { type: 'refused-redirect'; url: string }
  | { type: 'code'; code: string }
  | { type: 'code-skipped' }
  | { type: 'modal'; modalId: string }
  | { type: 'pay-start'; search: string; delayMs: number; fallbackUrl: string; fallbackDelayMs: number }
  | { type: 'pay-success'; hash: string };

/** The address's query with pay_id and h set (spec 002 §2), other parameters kept. */
export function searchWithPay(search: string, pay: LeadBillPay): string {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  query.set('pay_id', pay.pay_id);
  query.set('h', pay.pay_hash);
  return `?${query.toString()}`;
}

export interface PlanContext {
  /** The page's address (to resolve relative targets). */
  pageUrl: string;
  search: string;
  /** Policy formCodeAction. */
  codeRuns: boolean;
}

export function planFormAction(action: FormActionSetting, pay: LeadPay | null, context: PlanContext): FormStep[] {
  if (pay !== null) {
    const payUrl = safeRedirect(pay.pay_link, context.pageUrl);
    if (payUrl === null) return [{ type: 'refused-redirect', url: pay.pay_link }];
    if (pay.pay_id === undefined) return [{ type: 'redirect', url: payUrl, delayMs: PAY_START_DELAY_MS }];
    return [{ type: 'pay-start', search: searchWithPay(context.search, pay), delayMs: PAY_START_DELAY_MS, fallbackUrl: payUrl, fallbackDelayMs: PAY_FALLBACK_REDIRECT_MS }];
  }
  switch (action.type) {
    case 'close':
      return [{ type: 'close' }];
    case 'pay':
      return [{ type: 'pay-success', hash: PAY_SUCCESS_HASH }];
    case 'redirect': {
      const target = action.redirect ?? '';
      const url = safeRedirect(target, context.pageUrl);
      return url === null ? [{ type: 'refused-redirect', url: target }] : [{ type: 'redirect', url, delayMs: REDIRECT_DELAY_MS }];
    }
    case 'code':
      return context.codeRuns && action.code ? [{ type: 'code', code: action.code }] : [{ type: 'code-skipped' }];
    case 'modal':
      return action.modalId ? [{ type: 'modal', modalId: action.modalId }] : [{ type: 'close' }];
  }
}

/** What in a form's action setting cannot work on its page: admin tells the owner, who never sees a send there. */
export type ActionSettingProblem = { kind: 'missing-modal'; modalId: string } | { kind: 'refused-redirect'; url: string } | { kind: 'missing-redirect' };

/**
 * Spec 002 §2, §3 "Form action setting": a "modal" action naming a modal the page does not have
 * (the send would open nothing), or a "redirect" with no address or one the redirect rule refuses
 * (the visitor would stay on the page with an alert, as planFormAction plans it); null when the
 * setting can work.
 */
export function actionSettingProblem(action: FormActionSetting, pageHasModal: (modalId: string) => boolean): ActionSettingProblem | null {
  switch (action.type) {
    case 'modal':
      return action.modalId && !pageHasModal(action.modalId) ? { kind: 'missing-modal', modalId: action.modalId } : null;
    case 'redirect': {
      const target = action.redirect ?? '';
      if (normaliseUrl(target) === '') return { kind: 'missing-redirect' };
      // No page is at hand here (a render, before the form is in a document): the redirect rule
      // against a stand-in page address, which does not change whether it refuses the target.
      return safeServerLink(target) === null ? { kind: 'refused-redirect', url: target } : null;
    }
    default:
      return null;
  }
}
