/** What forms report on the site's event bus (the harness Events panel, analytics, tests listen). */
import type { FormMessageKey } from './validation';

/** What went wrong with a form's captcha (the `form:captcha` event). */
export type CaptchaProblem = 'expired' | 'error' | 'load' | 'closed';

declare module '../platform/event-bus' {
  interface RuntimeEvents {
    /**
     * A submit: `sent` is false while editing (checked only), on a validation error, with every
     * field empty, or on a page without its project (no lead path to send to).
     */
    'form:submit': { elementId: string; sent: boolean; reason?: 'admin' | 'invalid' | 'all-empty' | 'disabled' | 'busy' | 'no-project'; error?: FormMessageKey };
    /** A lead went through (spec 002 §7). */
    'form:lead': { elementId: string; leadId: string; pay: boolean };
    /** The site's request-error hook (spec 002 §8 "a custom request-error handler is called"). */
    'form:request-error': { elementId: string; kind: string; status: number; message: string };
    /**
     * Spec 001 §8 "Captcha error or expiry resets and reports": the captcha failed, its token
     * expired, its library did not load, or its modal was closed without a token. `waiting`: a
     * submit waited for it, and the visitor was told; otherwise the widget reset quietly and the
     * next submit asks anew.
     */
    'form:captcha': { elementId: string; reason: CaptchaProblem; waiting: boolean };
    /** Spec 002 §2: a pay action with no payment data — the payment success event, without a payment. */
    'form:payment-success': { elementId: string; leadId: string };
  }
}

export {};
