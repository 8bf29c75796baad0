/**
 * The captcha library, loaded on demand (spec 001 §4, §7, §8, §9; 002 §4, §9): its script for the
 * site's language, then a poll for its global every 10 ms, up to 150 tries; none by then is the
 * error "Can not load grecaptcha" (after 1.5 s). A script that does not answer within
 * CAPTCHA_SCRIPT_WAIT_MS is polled for all the same. The provider is reCAPTCHA-kind (OUR CHOICE: the
 * specs name only "a captcha provider"); the sandbox stands it in with a fake of the same surface.
 */
import type { RuntimeClock } from '../core/clock';
import type { ScriptLoader } from '../platform/script-loader';

/** Spec 002 §9. */
export const CAPTCHA_POLL_MS = 10;
export const CAPTCHA_POLL_TRIES = 150;
/** Spec 002 §8: the error when the library is not there after the poll. */
export const CAPTCHA_LOAD_ERROR = 'Can not load grecaptcha';
/** Spec 002 §4, §9: an invisible captcha's busy state is cleared after this if nothing happened. */
export const INVISIBLE_CAPTCHA_GUARD_MS = 2500;
/**
 * OUR CHOICE: how long a token is kept for a later send — 2 minutes, the lifetime the provider
 * (reCAPTCHA-kind) documents for its tokens. Spec 001 §4 clears a token on expiry, and the widget
 * says so only while it is drawn: the visible one's modal is gone once it gave its token.
 */
export const CAPTCHA_TOKEN_LIFETIME_MS = 2 * 60_000;

/** OUR CHOICE: the provider's script; `hl` is the site language, `render=explicit` lets the form place the widget. */
export const CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export function captchaScriptUrl(language: string): string {
  return `${CAPTCHA_SCRIPT_URL}?render=explicit&hl=${encodeURIComponent(language)}`;
}

export type CaptchaSize = 'normal' | 'compact' | 'invisible';

export interface CaptchaRenderParameters {
  sitekey: string;
  size: CaptchaSize;
  callback(token: string): void;
  'expired-callback'(): void;
  'error-callback'(): void;
}

/** The part of the provider's API the runtime uses. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: CaptchaRenderParameters): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

const CAPTCHA_GLOBAL = 'grecaptcha';

function readGlobal(win: Window): Grecaptcha | null {
  const value: unknown = (win as unknown as Record<string, unknown>)[CAPTCHA_GLOBAL];
  if (typeof value !== 'object' || value === null) return null;
  const api = value as Partial<Grecaptcha>;
  return typeof api.render === 'function' && typeof api.execute === 'function' && typeof api.reset === 'function' ? (api as Grecaptcha) : null;
}

/** Polls for the library every CAPTCHA_POLL_MS, up to CAPTCHA_POLL_TRIES times. */
export function waitForCaptcha(win: Window, clock: RuntimeClock): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    let tries = 0;
    const poll = () => {
      const api = readGlobal(win);
      if (api) return resolve(api);
      tries += 1;
      if (tries >= CAPTCHA_POLL_TRIES) return reject(new Error(CAPTCHA_LOAD_ERROR));
      clock.setTimeout(poll, CAPTCHA_POLL_MS);
    };
    poll();
  });
}

/**
 * OUR CHOICE: how long the provider's script may take before the poll starts all the same. A
 * request that neither loads nor fails (a blocked host, a stalled connection) ended in nothing: no
 * error, and a form that said "Sending…" for good. A slow connection's script still has this long.
 */
export const CAPTCHA_SCRIPT_WAIT_MS = 10_000;

/** Loads the script for the language (once per URL) and waits for the library. */
export async function loadCaptcha(options: { win: Window; scripts: ScriptLoader; clock: RuntimeClock; language: string }): Promise<Grecaptcha> {
  let timer: ReturnType<RuntimeClock['setTimeout']> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = options.clock.setTimeout(resolve, CAPTCHA_SCRIPT_WAIT_MS);
  });
  // A failed script still ends in the poll's error, so the visitor sees one message for both.
  await Promise.race([options.scripts.load(captchaScriptUrl(options.language)).catch(() => undefined), waited]);
  options.clock.clearTimeout(timer);
  return waitForCaptcha(options.win, options.clock);
}
