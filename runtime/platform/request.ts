/**
 * The generic request helper (spec 001 §7, §8). Every call the runtime makes goes through it, so
 * answers are read one way: a parsed JSON body on success, a `RequestError` of a known kind
 * otherwise.
 *
 * How an answer is read (decisions where the spec was silent):
 * - A JSON object with at least one field is expected from every 2xx answer, whatever its
 *   content-type (servers of this kind often send JSON as text/html); any other 2xx answer (not
 *   JSON, empty, `null`, a list, `{}`, a bare value) is a 'parse' error, the "incorrect answer" of
 *   001 §8. A non-2xx body is parsed when it is JSON and kept as text otherwise: the status already
 *   says what went wrong.
 * - Checked in this order: 401, or a redirect that ended on the login page (go to login) →
 *   `violations` in the body (any status) → 404 → 409 → 5xx → a false status in the body in any
 *   spelling (`false`, `0`, `"false"`, `"0"`, any case) → other non-2xx → not a usable object.
 * - A 5xx is kind 'server' (kept apart for logs and admin notices) and, as 001 §8 and 002 §8 say,
 *   tells the visitor a network error.
 * - A timeout is off unless `timeoutMs` (per helper or per call) is a positive number.
 * - GET sends `data` in the query string (the `json` flag only concerns bodies); every other method
 *   sends it as the body.
 */
import { LOGIN_PATH } from './api-paths';
import { isRecord } from '../safety/is-record';
import { windowTimers, type DeadlineTimers } from './deadline-timers';
import { parseUrl } from '../safety/parse-url';
import { RequestError } from './request-error';

export { LOGIN_PATH };
export { NETWORK_ERROR_STATUS, REQUEST_MESSAGE_KEYS, RequestError, type RequestErrorDetails, type RequestErrorKind } from './request-error';

/** spec 001 §8: the status codes the helper tells apart (NETWORK_ERROR_STATUS, 0, is "no answer": request-error.ts). */
export const HTTP_UNAUTHORIZED = 401;
export const HTTP_NOT_FOUND = 404;
export const HTTP_CONFLICT = 409;
export const HTTP_SERVER_ERROR = 500;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
const JSON_CONTENT_TYPE = 'application/json';

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CreateRequestOptions {
  fetch?: typeof fetch;
  /** Where a 401 sends the visitor; LOGIN_PATH by default. */
  loginUrl?: string;
  /** How to go there; assigns window.location where there is a window. */
  navigate?: (url: string) => void;
  /** Default timeout for every call; none when absent. */
  timeoutMs?: number;
  /** What runs the timeouts: the site's clock; the window's timers when absent. */
  timers?: DeadlineTimers;
}

export interface RequestCallOptions {
  method?: RequestMethod;
  data?: Record<string, unknown>;
  /** Send `data` as a JSON body instead of urlencoded. */
  json?: boolean;
  /** A multipart body (a file upload) sent as is; the browser writes its Content-Type with the boundary. */
  body?: FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type RequestFunction = <T = unknown>(url: string, init?: RequestCallOptions) => Promise<T>;

/**
 * What to tell the visitor (spec 001 §8): violations give a form error (the field texts come from
 * `fieldErrors`); every other failure gives a network error.
 */
export function userMessageKey(error: unknown): 'request::form' | 'request::network' {
  return error instanceof RequestError && error.kind === 'violations' ? 'request::form' : 'request::network';
}


function encodeValue(key: string, value: unknown, pairs: string[]): void {
  // undefined is left out, as JSON.stringify does; null is sent empty, so the field still arrives.
  if (value === undefined) return;
  if (value instanceof Date) {
    pairs.push(`${key}=${encodeURIComponent(value.toISOString())}`);
  } else if (Array.isArray(value) || isRecord(value)) {
    // Arrays are indexed (`items[0][id]`), never `items[]`, so objects inside arrays stay grouped.
    for (const [name, item] of Object.entries(value)) encodeValue(`${key}[${encodeURIComponent(name)}]`, item, pairs);
  } else {
    pairs.push(`${key}=${encodeURIComponent(value === null ? '' : String(value))}`);
  }
}

/**
 * urlencoded form data with nested objects and arrays in bracket notation
 * (`shipping[address][city]=X`, `items[0][id]=1`), as PHP-style servers read it. Brackets stay
 * literal for readability; names and values are percent-encoded. Empty arrays and objects send nothing.
 */
export function encodeForm(data: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(data)) encodeValue(encodeURIComponent(name), value, pairs);
  return pairs.join('&');
}

/** Adds a query to a URL that may already have one, keeping any #hash at the end. */
function withQuery(url: string, query: string): string {
  if (query === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${query}${hash}`;
}

function prepare(url: string, method: RequestMethod, data: Record<string, unknown> | undefined, json: boolean, body?: FormData) {
  const headers: Record<string, string> = { Accept: JSON_CONTENT_TYPE };
  if (body !== undefined && method !== 'GET') return { target: url, init: { method, headers, body } };
  if (method === 'GET' || data === undefined) {
    return { target: method === 'GET' && data ? withQuery(url, encodeForm(data)) : url, init: { method, headers } };
  }
  headers['Content-Type'] = json ? JSON_CONTENT_TYPE : FORM_CONTENT_TYPE;
  return { target: url, init: { method, headers, body: json ? JSON.stringify(data) : encodeForm(data) } };
}

/**
 * The signal given to fetch: the caller's own when there is no timeout; otherwise one that the
 * timer or the caller aborts (the caller's reason is forwarded, so its AbortError comes back as is).
 * A timer of the site's clock rather than AbortSignal.timeout, so that the clock a host holds for
 * one site, and fake timers in tests, drive it.
 */
function startDeadline(timeoutMs: number | undefined, signal: AbortSignal | undefined, timers: DeadlineTimers, label: string) {
  if (timeoutMs === undefined || !(timeoutMs > 0)) return { signal, timedOut: () => false, stop: () => undefined };
  const controller = new AbortController();
  let timedOut = false;
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  const timer = timers.setTimeout(
    () => {
      timedOut = true;
      controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError'));
    },
    timeoutMs,
    `deadline of ${label}`,
  );
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    stop: () => {
      timers.clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

function parseBody(response: AnswerHead, text: string, label: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    if (!response.ok) return text;
    throw new RequestError('parse', `${label}: the answer is not JSON`, { status: response.status, body: text, cause });
  }
}

/** `violations: [{ propertyPath, message }]` as field errors, the first message per path; null when there are none. */
function fieldErrorsOf(body: unknown): Record<string, string> | null {
  if (!isRecord(body) || !Array.isArray(body.violations)) return null;
  // A Map while collecting: a path is the server's text and may be "constructor" or "__proto__",
  // which a plain record's lookup or assignment would take for its prototype's.
  const errors = new Map<string, string>();
  for (const violation of body.violations) {
    if (!isRecord(violation) || typeof violation.message !== 'string') continue;
    const path = typeof violation.propertyPath === 'string' ? violation.propertyPath : '';
    if (!errors.has(path)) errors.set(path, violation.message);
  }
  return errors.size > 0 ? Object.fromEntries(errors) : null;
}

/** `status` values that mean "refused", in every spelling servers of this kind send. */
const FALSE_STATUSES: ReadonlySet<unknown> = new Set([false, 0, 'false', '0']);

/** Whether an answer's `status` means "refused" (FALSE_STATUSES): the pay modal reads its refusals' bodies by the same rule. */
export function isFalseStatus(status: unknown): boolean {
  return FALSE_STATUSES.has(typeof status === 'string' ? status.trim().toLowerCase() : status);
}

/** The expected answer: a JSON object with at least one field. */
function isUsableAnswer(body: unknown): body is Record<string, unknown> {
  return isRecord(body) && Object.keys(body).length > 0;
}

/** What the rules read of an answer besides its text: a fetch Response, or what an XMLHttpRequest tells of one. */
type AnswerHead = Pick<Response, 'status' | 'ok' | 'redirected' | 'url'>;

/**
 * Whether the address an answer `ended` at has the path of `other` (read against it); null when
 * either does not parse (an empty address: no answer, or one the browser hides).
 */
function samePath(ended: string, other: string): boolean | null {
  const endedUrl = parseUrl(ended);
  const otherUrl = endedUrl && parseUrl(other, endedUrl);
  return endedUrl && otherUrl ? endedUrl.pathname === otherUrl.pathname : null;
}

/** A redirect followed to the login page: the session is gone, as with a 401. */
const endedOnLogin = (response: AnswerHead, loginUrl: string): boolean => response.redirected && samePath(response.url, loginUrl) === true;

/** Whether an XHR's answer came from another path than the one asked (XHR follows redirects without a word). */
const endedElsewhere = (askedUrl: string, finalUrl: string): boolean => samePath(finalUrl, askedUrl) === false;

function serverText(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const text = [body.error, body.message].find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof text === 'string' ? text : undefined;
}

function assignLocation(url: string): void {
  // Outside a browser (server rendering, unit tests) there is nowhere to go.
  if (typeof window !== 'undefined') window.location.assign(url);
}

/** An answer read by the rules of the module comment: the parsed object, or the RequestError it stands for. */
function interpretAnswer(response: AnswerHead, text: string, label: string, loginUrl: string, navigate: (url: string) => void): unknown {
  const { status } = response;
  if (status === HTTP_UNAUTHORIZED || endedOnLogin(response, loginUrl)) {
    navigate(loginUrl);
    throw new RequestError('unauthorized', `${label}: not authorised`, { status, body: text });
  }
  const body = parseBody(response, text, label);
  const details = { status, body };
  const fieldErrors = fieldErrorsOf(body);
  if (fieldErrors) throw new RequestError('violations', `${label}: the server refused some fields`, { ...details, fieldErrors });
  if (status === HTTP_NOT_FOUND) throw new RequestError('not_found', `${label}: not found`, details);
  if (status === HTTP_CONFLICT) throw new RequestError('conflict', `${label}: conflict`, details);
  if (status >= HTTP_SERVER_ERROR) throw new RequestError('server', `${label}: server error ${status}`, details);
  if (isRecord(body) && isFalseStatus(body.status)) {
    throw new RequestError('status_false', serverText(body) ?? `${label}: the server answered status ${String(body.status)}`, details);
  }
  if (!response.ok) throw new RequestError('unknown', `${label}: unexpected status ${status}`, details);
  if (!isUsableAnswer(body)) throw new RequestError('parse', `${label}: the answer is not the expected JSON object`, details);
  return body;
}

export function createRequest(options: CreateRequestOptions = {}): RequestFunction {
  // Looked up at call time: fetch stays bound to its window, and test interceptors installed later still apply.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const loginUrl = options.loginUrl ?? LOGIN_PATH;
  const navigate = options.navigate ?? assignLocation;
  const timers = options.timers ?? windowTimers;
  const interpret = (response: Response, text: string, label: string) => interpretAnswer(response, text, label, loginUrl, navigate);

  return async function request<T = unknown>(url: string, init: RequestCallOptions = {}): Promise<T> {
    const { method = 'POST', data, json = false, body, signal } = init;
    const label = `${method} ${url}`;
    const { target, init: fetchInit } = prepare(url, method, data, json, body);
    const deadline = startDeadline(init.timeoutMs ?? options.timeoutMs, signal, timers, label);
    try {
      const response = await doFetch(target, { ...fetchInit, signal: deadline.signal ?? null });
      const text = await response.text();
      // The caller states the answer's shape; checking it is the caller's business (e.g. with zod).
      return interpret(response, text, label) as T;
    } catch (error) {
      if (error instanceof RequestError) throw error;
      // Cancelled by the caller: not a failure to report, so its AbortError goes back untouched.
      if (signal?.aborted) throw error;
      if (deadline.timedOut()) throw new RequestError('timeout', `${label}: no answer in time`, { cause: error });
      throw new RequestError('network', `${label}: network error`, { cause: error });
    } finally {
      deadline.stop();
    }
  };
}

/** A multipart upload's options: the caller's cancel, and the share of the body sent so far (0…1). */
export interface UploadCallOptions {
  signal?: AbortSignal | undefined;
  onProgress?: ((sent: number) => void) | undefined;
}

/** POSTs a multipart body; the answer is read by the same rules as any request's. */
export type UploadFunction = <T = unknown>(url: string, body: FormData, options?: UploadCallOptions) => Promise<T>;

export interface CreateUploadOptions {
  /** The window's XMLHttpRequest; the global one, looked up at call time, by default. */
  XMLHttpRequest?: typeof XMLHttpRequest;
  loginUrl?: string;
  navigate?: (url: string) => void;
}

/**
 * Uploads go over XMLHttpRequest rather than fetch: only XHR reports the bytes of a request body
 * as they leave (`xhr.upload` progress events); fetch tells nothing until the answer. A cancel
 * aborts the XHR, and the caller gets its signal's reason back untouched, as `request` gives it.
 * No timeout: an upload takes as long as the visitor's connection needs, and the visitor can cancel.
 */
export function createUpload(options: CreateUploadOptions = {}): UploadFunction {
  const loginUrl = options.loginUrl ?? LOGIN_PATH;
  const navigate = options.navigate ?? assignLocation;
  return function upload<T = unknown>(url: string, body: FormData, { signal, onProgress }: UploadCallOptions = {}): Promise<T> {
    const label = `POST ${url}`;
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
      const xhr = new Xhr();
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.open('POST', url);
      xhr.setRequestHeader('Accept', JSON_CONTENT_TYPE);
      xhr.responseType = 'text';
      // Only when the size is known: a share of an unknown whole is no progress.
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
      });
      xhr.addEventListener('load', () => {
        settle();
        // All of it inside the try: a load listener that threw would leave the upload in progress for ever.
        try {
          const finalUrl = xhr.responseURL;
          const head: AnswerHead = { status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, redirected: endedElsewhere(url, finalUrl), url: finalUrl };
          resolve(interpretAnswer(head, xhr.responseText, label, loginUrl, navigate) as T);
        } catch (error) {
          reject(error);
        }
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new RequestError('network', `${label}: network error`));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(signal?.aborted ? signal.reason : new RequestError('network', `${label}: aborted`));
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(body);
    });
  };
}
