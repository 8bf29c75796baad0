import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realClock } from '../core/clock';
import { CAPTCHA_LOAD_ERROR, CAPTCHA_POLL_MS, CAPTCHA_POLL_TRIES, CAPTCHA_SCRIPT_WAIT_MS, captchaScriptUrl, INVISIBLE_CAPTCHA_GUARD_MS, loadCaptcha, waitForCaptcha, type Grecaptcha } from './captcha-loader';

const api: Grecaptcha = { render: () => 0, execute: () => undefined, reset: () => undefined };
let win: Window & { grecaptcha?: unknown };

beforeEach(() => {
  vi.useFakeTimers();
  win = {} as Window & { grecaptcha?: unknown };
});
afterEach(() => vi.useRealTimers());

describe('captcha loader (spec 002 §8, §9)', () => {
  it('has the spec numbers: every 10 ms, 150 tries (1.5 s), the 2.5 s invisible guard', () => {
    expect([CAPTCHA_POLL_MS, CAPTCHA_POLL_TRIES, CAPTCHA_POLL_MS * CAPTCHA_POLL_TRIES, INVISIBLE_CAPTCHA_GUARD_MS]).toEqual([10, 150, 1500, 2500]);
    expect(CAPTCHA_LOAD_ERROR).toBe('Can not load grecaptcha');
  });
  it('asks for the script in the site language', () => {
    expect(captchaScriptUrl('ru')).toBe('https://www.google.com/recaptcha/api.js?render=explicit&hl=ru');
  });
  it('resolves as soon as the library appears during the poll', async () => {
    const found = vi.fn();
    void waitForCaptcha(win, realClock).then(found);
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_MS * 20);
    expect(found).not.toHaveBeenCalled();
    win.grecaptcha = api;
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_MS);
    expect(found).toHaveBeenCalledWith(api);
  });
  it('fails with "Can not load grecaptcha" after 150 tries, not before', async () => {
    const failed = vi.fn();
    void waitForCaptcha(win, realClock).catch((error: Error) => failed(error.message));
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_MS * (CAPTCHA_POLL_TRIES - 1) - 1);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(CAPTCHA_LOAD_ERROR);
    expect(vi.getTimerCount()).toBe(0);
  });
  it('a half-built global (no render) does not count', async () => {
    win.grecaptcha = { execute: () => undefined };
    const failed = vi.fn();
    void waitForCaptcha(win, realClock).catch(failed);
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_MS * CAPTCHA_POLL_TRIES);
    expect(failed).toHaveBeenCalled();
  });
  it(`a script that never answers (a blocked host) is polled for after ${CAPTCHA_SCRIPT_WAIT_MS} ms, and ends in the same error`, async () => {
    const failed = vi.fn();
    const scripts = { load: vi.fn(() => new Promise<void>(() => undefined)) };
    void loadCaptcha({ win, scripts, clock: realClock, language: 'en' }).catch((error: Error) => failed(error.message));
    await vi.advanceTimersByTimeAsync(CAPTCHA_SCRIPT_WAIT_MS + CAPTCHA_POLL_MS * (CAPTCHA_POLL_TRIES - 1) - 1);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(CAPTCHA_LOAD_ERROR);
  });

  it('a script that loads ends the wait for it: its timer does not stay', async () => {
    const scripts = { load: vi.fn(() => Promise.resolve()) };
    win.grecaptcha = api;
    await expect(loadCaptcha({ win, scripts, clock: realClock, language: 'en' })).resolves.toBe(api);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a script that fails to load ends in the same error once the poll runs out', async () => {
    const failed = vi.fn();
    const scripts = { load: vi.fn(() => Promise.reject(new Error('offline'))) };
    void loadCaptcha({ win, scripts, clock: realClock, language: 'en' }).catch((error: Error) => failed(error.message));
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_MS * CAPTCHA_POLL_TRIES);
    expect(scripts.load).toHaveBeenCalledWith(captchaScriptUrl('en'));
    expect(failed).toHaveBeenCalledWith(CAPTCHA_LOAD_ERROR);
  });
});
