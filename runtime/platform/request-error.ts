/**
 * The request helper's error (request.ts): what a failed call says, apart from the helper itself,
 * so code that only reads a failure (a catalogue's load failure, kept for admin) does not bring the
 * helper into a page's first scripts; the helper's code loads with the first call (services.ts).
 */
import type { MessageKey } from './i18n';

/** spec 001 §8: code 0 stands for "no answer". */
export const NETWORK_ERROR_STATUS = 0;

export type RequestErrorKind =
  | 'network'
  | 'unauthorized'
  | 'not_found'
  | 'parse'
  | 'status_false'
  | 'violations'
  | 'conflict'
  | 'timeout'
  | 'server'
  | 'unknown';

/** The detailed message per kind; a refusal (status false) or a conflict has no text of its own. */
export const REQUEST_MESSAGE_KEYS = {
  network: 'request::network',
  unauthorized: 'request::unauthorized',
  not_found: 'request::not_found',
  parse: 'request::parse',
  status_false: 'request::unknown',
  violations: 'request::form',
  conflict: 'request::unknown',
  timeout: 'request::timeout',
  // 001 §8 ("Submit 500: logs a network error") and 002 §8: a server error reads as a network error.
  server: 'request::network',
  unknown: 'request::unknown',
} as const satisfies Record<RequestErrorKind, MessageKey>;

export interface RequestErrorDetails {
  status?: number;
  body?: unknown;
  fieldErrors?: Record<string, string>;
  cause?: unknown;
}

export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly kind: RequestErrorKind;
  /** The HTTP status; NETWORK_ERROR_STATUS when no answer came (network failure, timeout). */
  readonly status: number;
  readonly messageKey: MessageKey;
  /** Server violations by property path ('' for a violation without one); empty otherwise. */
  readonly fieldErrors: Record<string, string>;
  /** The parsed answer (or its text when it was not JSON); undefined when there was none. */
  readonly body: unknown;

  constructor(kind: RequestErrorKind, message: string, details: RequestErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status ?? NETWORK_ERROR_STATUS;
    this.messageKey = REQUEST_MESSAGE_KEYS[kind];
    this.fieldErrors = details.fieldErrors ?? {};
    this.body = details.body;
  }
}
