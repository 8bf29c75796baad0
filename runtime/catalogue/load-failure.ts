/**
 * What went wrong with a products load, kept on its list (catalogue-store.ts `error`) so that admin
 * can say it (issue 5 "Bad input": a products call that fails, times out or returns malformed
 * data says what happened, in the console and, in admin, visibly). Visitors see nothing (spec 000
 * §8: a failed product load goes to the console only); loads run in preview/run, and the store
 * survives a switch to admin, where the section shows the failure.
 *
 * The reasons are ours (the spec names none): what the owner can act on, not every request kind.
 */
import type { Translate } from '../platform/i18n';
import { RequestError, type RequestErrorKind } from '../platform/request-error';

export type LoadFailureReason = 'timeout' | 'server' | 'network' | 'malformed' | 'not_found' | 'refused' | 'unknown';

export interface LoadFailure {
  /** The page of the list that failed to load. */
  page: number;
  reason: LoadFailureReason;
  /** The HTTP status of the answer; 0 when none came. */
  status: number;
  /** The time limit that ran out (reason timeout), in ms; 0 otherwise. */
  timeoutMs: number;
  /** The technical message, as logged. */
  message: string;
}

/** An answer that came but is not a products list (readProductsAnswer). */
export class MalformedProductsAnswer extends Error {
  override readonly name = 'MalformedProductsAnswer';
}

const REASONS_BY_KIND: Record<RequestErrorKind, LoadFailureReason> = {
  timeout: 'timeout',
  server: 'server',
  network: 'network',
  parse: 'malformed',
  not_found: 'not_found',
  unauthorized: 'refused',
  status_false: 'refused',
  violations: 'refused',
  conflict: 'refused',
  unknown: 'refused',
};

/** Reads a failed load's error (anything a load can throw) as a LoadFailure. */
export function loadFailure(error: unknown, page: number, timeoutMs: number): LoadFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RequestError) {
    const reason = REASONS_BY_KIND[error.kind];
    return { page, reason, status: error.status, timeoutMs: reason === 'timeout' ? timeoutMs : 0, message };
  }
  if (error instanceof MalformedProductsAnswer) return { page, reason: 'malformed', status: 0, timeoutMs: 0, message };
  return { page, reason: 'unknown', status: 0, timeoutMs: 0, message };
}

/** Seconds as the owner reads them: 15, 2.5. */
const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

/**
 * The admin notice's text: which load failed and why, e.g. "Loading page 2 of “Beans” failed: the
 * request timed out (15 s)". `listName` is the category's (or section's) name; '' leaves it out.
 */
export function loadFailureText(failure: LoadFailure, listName: string, t: Translate): string {
  const reason = t(`ecommerce::section::load_error::${failure.reason}`, { seconds: seconds(failure.timeoutMs), status: failure.status, message: failure.message });
  const name = listName.trim();
  return name
    ? t('ecommerce::section::load_failed_admin', { page: failure.page, list: name, reason })
    : t('ecommerce::section::load_failed_admin_unnamed', { page: failure.page, reason });
}
