/** What forms report on the site's event bus (the harness Events panel, analytics, tests listen). */
import type { FormMessageKey } from './validation';

declare module '../platform/event-bus' {
  interface RuntimeEvents {
    /** A submit: `sent` is false while editing (checked only), on a validation error, or with every field empty. */
    'form:submit': { elementId: string; sent: boolean; reason?: 'admin' | 'invalid' | 'all-empty' | 'disabled' | 'busy'; error?: FormMessageKey };
    /** A lead went through (spec 002 §7). */
    'form:lead': { elementId: string; leadId: string; pay: boolean };
    /** The site's request-error hook (spec 002 §8 "a custom request-error handler is called"). */
    'form:request-error': { elementId: string; kind: string; status: number; message: string };
    /** Spec 002 §2: a pay action with no payment data — the payment success event, without a payment. */
    'form:payment-success': { elementId: string; leadId: string };
  }
}

export {};
