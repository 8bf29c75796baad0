/**
 * Side effects go through services taken from the runtime context, so stories, tests and the
 * harness can swap any of them (DESIGN.md §2).
 */
import { realClock, type RuntimeClock } from './clock';
import { createEventBus, type RuntimeEvents } from '../platform/event-bus';
import { createLocationService, detachedLocation, type LocationService } from '../platform/location';
import type { CreateRequestOptions, CreateUploadOptions, RequestCallOptions, RequestFunction, UploadCallOptions, UploadFunction } from '../platform/request';
import type { ScriptLoader } from '../platform/script-loader';
import { createStorage, openedOnUse, storageArea, type StorageService } from '../platform/storage';
import { createVisibilityTracker } from '../platform/visibility';
import { cachedImport } from '../platform/cached-import';
import { safeUrl } from '../safety/url-safety';

export type RequestFn = RequestFunction;
export type EventBus = ReturnType<typeof createEventBus<RuntimeEvents>>;
export type VisibilityTracker = ReturnType<typeof createVisibilityTracker>;

export interface RuntimeLog {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export interface ImageEnvironment {
  devicePixelRatio: number;
  support: { webp: boolean; avif: boolean };
}

export interface RuntimeServices {
  request: RequestFn;
  /** A multipart upload with the progress of its bytes (XMLHttpRequest: fetch reports none); answers read as `request` reads them. */
  upload: UploadFunction;
  storage: StorageService;
  /** The same per-site keys for this tab's session only (what a visitor typed into a checkout: it survives a reload, not the session). */
  sessionStorage: StorageService;
  events: EventBus;
  /** Null where the page is rendered without a window (server rendering). */
  visibility: VisibilityTracker | null;
  log: RuntimeLog;
  /**
   * Follows a link the page asked for; the URL has already passed the URL-safety rule. `replace`:
   * the page goes in place of the current history entry, one the runtime added for what could not
   * show here (a payment's entry, when the payment goes to its own page), so a Back from there
   * returns to the page as it was.
   */
  navigate(url: string, options?: { blank?: boolean; replace?: boolean }): void;
  images: ImageEnvironment;
  /** Third-party scripts (player APIs…), loaded on demand only. */
  scripts: ScriptLoader;
  /** Every timer of the runtime (core/clock.ts). */
  clock: RuntimeClock;
  /** The page's address: its hash, read, replaced and followed. */
  location: LocationService;
  /** A blocking message to the visitor (spec 001 §8: a refused bill is alerted). */
  alert(message: string): void;
}

const LOG_PREFIX = '[runtime]';

export const consoleLog: RuntimeLog = {
  info: (message, detail) => console.info(LOG_PREFIX, message, ...(detail === undefined ? [] : [detail])),
  warn: (message, detail) => console.warn(LOG_PREFIX, message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(LOG_PREFIX, message, ...(detail === undefined ? [] : [detail])),
};

/**
 * The request helper's code (statuses, errors, retries, the login redirect) loads with the first
 * request or upload: a page that asks the server nothing (a landing page) never loads it.
 */
const loadRequestHelper = () => import('../platform/request');

/**
 * Fetches and runs the request helper's code ahead of a request a visitor is about to make (a
 * catalogue's next page): that request then waits for no download. A failed load is tried again
 * by the request itself.
 */
export function preloadRequestHelper(): void {
  loadRequestHelper().catch(() => undefined);
}

function deferredRequest(options: CreateRequestOptions): RequestFunction {
  // Made with the first call and kept; a failed load of the chunk is tried again by the next call.
  const { preload: request } = cachedImport(() => loadRequestHelper().then(({ createRequest }) => createRequest(options)));
  return <T,>(url: string, init?: RequestCallOptions) => request().then((made) => made<T>(url, init));
}

function deferredUpload(options: CreateUploadOptions): UploadFunction {
  const { preload: upload } = cachedImport(() => loadRequestHelper().then(({ createUpload }) => createUpload(options)));
  return <T,>(url: string, body: FormData, init?: UploadCallOptions) => upload().then((made) => made<T>(url, body, init));
}

/**
 * Third-party scripts are few and late (a video player's API once a visitor plays, the captcha):
 * the loader's code comes with the first of them, as the request helper's does, not with every
 * page's first script.
 */
function deferredScripts(doc: Document, clock: RuntimeClock): ScriptLoader {
  const { preload: loader } = cachedImport(() => import('../platform/script-loader').then(({ createScriptLoader }) => createScriptLoader(doc, clock)));
  return { load: (src, options) => loader().then((made) => made.load(src, options)) };
}

/** Calls `shown` each time the page is shown again from the back-forward cache; returns what stops it. */
function whenShownAgain(win: Window, shown: () => void): () => void {
  const listener = (event: PageTransitionEvent) => {
    if (event.persisted) shown();
  };
  win.addEventListener('pageshow', listener);
  return () => win.removeEventListener('pageshow', listener);
}

/** Services for a page running in a browser window. */
export function createBrowserServices(win: Window, siteKey: string, overrides: Partial<RuntimeServices> = {}): RuntimeServices {
  // A clock the host gives (the harness's held clock) also runs the request and script deadlines.
  const clock = overrides.clock ?? realClock;
  return {
    request: deferredRequest({ fetch: win.fetch.bind(win), navigate: (url) => win.location.assign(url), timers: clock }),
    // This window's own XMLHttpRequest (a frame's, where the site runs in one); the DOM types declare it only as a global.
    upload: deferredUpload({ XMLHttpRequest: (win as Window & typeof globalThis).XMLHttpRequest, navigate: (url) => win.location.assign(url) }),
    // Each storage is opened when the page first reads or writes it (openedOnUse says why).
    storage: createStorage(`site:${siteKey}:`, openedOnUse(() => win.localStorage), (callback) => {
      // Another tab wrote to the same storage (the cart merges its lines from there).
      const listener = (event: StorageEvent) => {
        if (event.storageArea !== null && event.storageArea === storageArea(win, 'localStorage')) callback(event.key, event.newValue);
      };
      // A page shown again from the back-forward cache heard nothing while it was frozen: another
      // page of the site may have changed the cart, and this one's next write would have put its
      // old lines back over that. Every key is read again.
      const stopShownAgain = whenShownAgain(win, () => callback(null, undefined));
      win.addEventListener('storage', listener);
      return () => {
        win.removeEventListener('storage', listener);
        stopShownAgain();
      };
    }),
    // The tab's own: no other tab writes it, but another page of the site in this tab may have
    // while this one was in the back-forward cache (an order placed there, an address changed).
    sessionStorage: createStorage(`site:${siteKey}:`, openedOnUse(() => win.sessionStorage), (callback) => whenShownAgain(win, () => callback(null, undefined))),
    events: createEventBus<RuntimeEvents>(),
    visibility: createVisibilityTracker(win),
    log: consoleLog,
    navigate(url, options) {
      const safe = safeUrl(url);
      if (safe === null) return;
      if (options?.blank) win.open(safe, '_blank', 'noopener,noreferrer');
      else if (options?.replace) win.location.replace(safe);
      else win.location.assign(safe);
    },
    images: {
      devicePixelRatio: win.devicePixelRatio || 1,
      // Every browser the runtime supports decodes webp. avif stays off until the image server encodes it
      // (the sandbox cannot: canvas has no avif encoder), so the avif qualities 55/45 are not used yet.
      support: { webp: true, avif: false },
    },
    scripts: deferredScripts(win.document, clock),
    clock,
    location: createLocationService(win),
    alert: (message) => win.alert(message),
    ...overrides,
  };
}

/** Services for rendering without a window (server rendering, unit tests): no network, no navigation. */
export function createDetachedServices(overrides: Partial<RuntimeServices> = {}): RuntimeServices {
  const clock = overrides.clock ?? realClock;
  return {
    request: deferredRequest({ fetch: () => Promise.reject(new TypeError('no network while rendering detached')), navigate: () => undefined, timers: clock }),
    upload: () => Promise.reject(new TypeError('no network while rendering detached')),
    storage: createStorage('detached:', undefined),
    sessionStorage: createStorage('detached:', undefined),
    events: createEventBus<RuntimeEvents>(),
    visibility: null,
    log: consoleLog,
    navigate: () => undefined,
    images: { devicePixelRatio: 1, support: { webp: true, avif: false } },
    scripts: { load: () => Promise.reject(new Error('no scripts while rendering detached')) },
    clock,
    location: detachedLocation,
    alert: (message) => consoleLog.warn(`alert: ${message}`),
    ...overrides,
  };
}
