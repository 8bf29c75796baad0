// @vitest-environment jsdom
import { act, fireEvent, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeScriptLoader } from '../../sandbox/fake-players';
import { FAKE_CAPTCHA_KEY, setFakeCaptcha } from '../../sandbox/fake-captcha';
import { CAPTCHA_POLL_MS, CAPTCHA_POLL_TRIES, CAPTCHA_TOKEN_LIFETIME_MS, INVISIBLE_CAPTCHA_GUARD_MS, type CaptchaRenderParameters, type Grecaptcha } from '../captcha';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import type { RuntimeEvents } from '../platform/event-bus';
import { createRequest } from '../platform/request';
import { createVisibilityTracker } from '../platform/visibility';
import type { ScriptLoader } from '../platform/script-loader';
import { createSiteStores } from '../site/site-stores';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { alertText, eachFormTestOnFakeTimers, formState, heldCaptcha, leadRecorder, nameForm, run, submit } from './lead-recorder.test-support';

/** `more`: services beside the recording request and log, the fake provider's script loader. */
function setup(captcha: 'invisible' | 'modal' | 'optional', answers: (() => Response)[], scripts: ScriptLoader = createFakeScriptLoader(window), more: Partial<RuntimeServices> = {}) {
  const { request, sent } = leadRecorder(answers, { lead_id: 1, pay: [] });
  const services = createDetachedServices({ request, scripts, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, ...more });
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <InProject>
        <Form01 element={nameForm({ captcha })} initial={{ name: 'Ann' }} />
      </InProject>
    </RuntimeProvider>,
  );
  return { sent, services };
}

eachFormTestOnFakeTimers();
// Nor the fake provider's behaviour another test set (setFakeCaptcha).
beforeEach(() => void Reflect.deleteProperty(window, FAKE_CAPTCHA_KEY));

describe('form01 with a captcha (spec 002 §4, §8)', () => {
  it('invisible: the submit runs the captcha and the lead carries its token', async () => {
    const { sent } = setup('invisible', []);
    await run(100);
    submit();
    expect(formState()).toBe('busy');
    await run(100);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.['captcha-token']).toBe('fake-captcha-pass:1');
    expect(formState()).toBe('success');
  });

  it('invisible: nothing happens for 2.5 s — the busy state is cleared', async () => {
    const silent: Grecaptcha = { render: () => 0, execute: () => undefined, reset: () => undefined };
    const scripts: ScriptLoader = { load: () => Promise.resolve(void Object.assign(window, { grecaptcha: silent })) };
    const { sent } = setup('invisible', [], scripts);
    await run(100);
    submit();
    await run(INVISIBLE_CAPTCHA_GUARD_MS - 1);
    expect(formState()).toBe('busy');
    await run(1);
    expect(formState()).toBe('idle');
    expect(sent).toHaveLength(0);
  });

  it('invisible: a token after the 2.5 s guard (a challenge the visitor solved) sends the lead the visitor asked for', async () => {
    const { scripts, solve } = heldCaptcha();
    const { sent } = setup('invisible', [], scripts);
    await run(100);
    submit();
    await run(INVISIBLE_CAPTCHA_GUARD_MS);
    expect(formState()).toBe('idle');
    expect(sent).toHaveLength(0);
    await run(2500);
    await act(async () => solve('solved-late'));
    await run(100);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.['captcha-token']).toBe('solved-late');
    expect(formState()).toBe('success');
  });

  it('the library never loads: "Can not load grecaptcha" is logged, the visitor told, busy cleared', async () => {
    setFakeCaptcha(window, 'never');
    setup('invisible', []);
    // No layout here, so the form is never near the screen: the provider loads with the submit.
    submit();
    await run(CAPTCHA_POLL_MS * CAPTCHA_POLL_TRIES - 20);
    expect(alertText()).toBe('');
    await run(120);
    expect(alertText()).toBe('The captcha could not be loaded. Please try again later');
  });

  it('the library failed to load once: a later submit loads it again, and the lead goes with its token', async () => {
    setFakeCaptcha(window, 'never');
    const { sent } = setup('invisible', []);
    submit();
    await run(CAPTCHA_POLL_MS * CAPTCHA_POLL_TRIES + 100);
    expect(alertText()).toBe('The captcha could not be loaded. Please try again later');
    expect(formState()).toBe('idle');
    // The network is back: the provider's script gives the library this time.
    setFakeCaptcha(window, 'pass');
    submit();
    expect(formState()).toBe('busy');
    await run(100);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.['captcha-token']).toBe('fake-captcha-pass:1');
    expect(formState()).toBe('success');
  });

  it(`a visible captcha's token is not sent after its ${CAPTCHA_TOKEN_LIFETIME_MS} ms lifetime: a retry asks for a new one`, async () => {
    const { sent } = setup('modal', [() => new Response('', { status: 500 })]);
    const tick = () => fireEvent.click(document.querySelector<HTMLButtonElement>('[data-captcha-modal] [role=checkbox]')!);
    submit();
    await run(100);
    tick();
    await run(100);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.['captcha-token']).toBe('fake-captcha-pass:1');
    expect(alertText()).toMatch(/^Network error/);
    // The visitor retries later than the token lasts: the form asks for a new captcha, not sends the old token.
    await run(CAPTCHA_TOKEN_LIFETIME_MS);
    submit();
    await run(100);
    expect(sent).toHaveLength(1);
    expect(document.querySelector('[data-captcha-modal]')).not.toBeNull();
    tick();
    await run(100);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.['captcha-token']).toBe('fake-captcha-pass:2');
    expect(formState()).toBe('success');
  });

  it('the status region says nothing while the captcha dialog asks the visitor to check, and that the lead is being sent once it goes', async () => {
    // A server that never answers: the lead stays on its way.
    const leads: string[] = [];
    const request = createRequest({
      fetch: (url) => {
        leads.push(String(url));
        return new Promise<Response>(() => undefined);
      },
      navigate: () => undefined,
    });
    setup('modal', [], undefined, { request });
    const news = () => document.querySelector('form > [role=status]')?.textContent;
    submit();
    await run(100);
    expect(formState()).toBe('busy');
    expect(news()).toBe('');
    fireEvent.click(document.querySelector<HTMLButtonElement>('[data-captcha-modal] [role=checkbox]')!);
    await run(100);
    expect(leads).toHaveLength(1);
    expect(document.querySelector('[data-captcha-modal]')).toBeNull();
    expect(formState()).toBe('busy');
    expect(news()).toBe('Sending…');
  });

  it('a token goes with one send: a retry right after a failed send asks for a new one (a checked token is refused again)', async () => {
    const { sent } = setup('invisible', [() => new Response('', { status: 500 })]);
    await run(100);
    submit();
    await run(100);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.['captcha-token']).toBe('fake-captcha-pass:1');
    expect(alertText()).toMatch(/^Network error/);
    submit();
    await run(100);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.['captcha-token']).toBe('fake-captcha-pass:2');
    expect(formState()).toBe('success');
  });

  it('a server demand for a visible captcha opens the captcha modal; its token re-sends the lead', async () => {
    const { sent } = setup('optional', [() => new Response('{"status":false,"captcha":"visible"}', { status: 400 })]);
    submit();
    await run(50);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.['captcha-token']).toBeNull();
    // The modal opens, and the library loads into it.
    await run(100);
    const box = document.querySelector<HTMLButtonElement>('[data-captcha-modal] [role=checkbox]');
    expect(box?.textContent).toMatch(/not a robot/);
    fireEvent.click(box!);
    await run(100);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.['captcha-token']).toBe('fake-captcha-pass:1');
    expect(document.querySelector('[data-captcha-modal]')).toBeNull();
  });

  it('a captcha error answer after a token was sent shows captcha_error', async () => {
    const demand = () => new Response('{"status":false,"captcha":"invisible"}', { status: 400 });
    const { sent } = setup('invisible', [demand]);
    await run(100);
    submit();
    await run(100);
    expect(sent).toHaveLength(1);
    expect(alertText()).toBe('The captcha check failed, please try again');
    expect(formState()).toBe('idle');
  });

  it('a server that asks for the visible captcha after an invisible token: captcha_error, and the next submit runs the visible one, not the invisible again', async () => {
    const visible = () => new Response('{"status":false,"captcha":"visible"}', { status: 400 });
    const { sent } = setup('invisible', [visible]);
    await run(100);
    submit();
    await run(100);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.['captcha-token']).toBe('fake-captcha-pass:1');
    expect(alertText()).toBe('The captcha check failed, please try again');
    submit();
    await run(100);
    // No second lead with another invisible token (the server would refuse it, and the next, for ever).
    expect(sent).toHaveLength(1);
    const box = document.querySelector<HTMLButtonElement>('[data-captcha-modal] [role=checkbox]');
    expect(box?.textContent).toMatch(/not a robot/);
    fireEvent.click(box!);
    await run(100);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.['captcha-token']).toBe('fake-captcha-pass:2');
    expect(formState()).toBe('success');
  });

  describe('a captcha error or expiry resets and reports (spec 001 §8): to the owner always, to the visitor when a send waits for it', () => {
    /** A provider whose callbacks the test calls, recording its runs and resets. */
    function provider() {
      const calls: string[] = [];
      let parameters: CaptchaRenderParameters | undefined;
      const api: Grecaptcha = {
        render: (_container, given) => {
          parameters = given;
          return 0;
        },
        execute: () => void calls.push('execute'),
        reset: () => void calls.push('reset'),
      };
      const scripts: ScriptLoader = { load: () => Promise.resolve(void Object.assign(window, { grecaptcha: api })) };
      return { scripts, calls, widget: () => parameters! };
    }
    // jsdom has no IntersectionObserver: a tracker over it finds every part near the screen, so the
    // form is initialised at once and its invisible widget is there before any submit, as on a page.
    const NEAR_SCREEN = { visibility: createVisibilityTracker(window) };
    const reports = (services: RuntimeServices) => {
      const heard: RuntimeEvents['form:captcha'][] = [];
      services.events.on('form:captcha', (event) => void heard.push(event));
      return heard;
    };

    it.each([
      ['expired', 'expired-callback'],
      ['error', 'error-callback'],
    ] as const)('%s: reset, logged and told on the event bus; no alert, the form idle', async (reason, callback) => {
      const { scripts, calls, widget } = provider();
      const { services } = setup('invisible', [], scripts, NEAR_SCREEN);
      const heard = reports(services);
      await run(100);
      await act(async () => widget()[callback]());
      expect(calls).toContain('reset');
      expect(heard).toEqual([{ elementId: 'f', reason, waiting: false }]);
      expect(services.log.warn).toHaveBeenCalledWith(`form f: captcha ${reason}`);
      expect(alertText()).toBe('');
      expect(formState()).toBe('idle');
    });

    it(`a token nobody sent, dropped after its ${CAPTCHA_TOKEN_LIFETIME_MS} ms lifetime: the widget is reset and the expiry reported`, async () => {
      const { scripts, calls, widget } = provider();
      const { sent, services } = setup('invisible', [], scripts, NEAR_SCREEN);
      const heard = reports(services);
      await run(100);
      // A token comes with no send waiting for it (the provider's own doing): kept, then out of date.
      await act(async () => widget().callback('kept'));
      calls.length = 0;
      await run(CAPTCHA_TOKEN_LIFETIME_MS - 1);
      expect(heard).toEqual([]);
      await run(1);
      expect(calls).toContain('reset');
      expect(heard).toEqual([{ elementId: 'f', reason: 'expired', waiting: false }]);
      expect(alertText()).toBe('');
      // The next submit asks for a new token rather than send the old one.
      submit();
      await run(10);
      expect(calls).toContain('execute');
      expect(sent).toHaveLength(0);
    });

    it(`a token kept through a sleep longer than its lifetime (timers stand still, the wall clock goes on) is not sent: the submit drops it, reports its expiry and asks for a new one`, async () => {
      const { scripts, calls, widget } = provider();
      const { sent, services } = setup('invisible', [], scripts, NEAR_SCREEN);
      const heard = reports(services);
      await run(100);
      await act(async () => widget().callback('kept'));
      calls.length = 0;
      // The laptop sleeps: the wall clock passes the token's lifetime, the lifetime's timer does not fire.
      vi.setSystemTime(Date.now() + CAPTCHA_TOKEN_LIFETIME_MS);
      submit();
      expect(heard).toEqual([{ elementId: 'f', reason: 'expired', waiting: false }]);
      expect(calls).toEqual(['reset', 'execute']);
      await run(10);
      expect(sent).toHaveLength(0);
      expect(formState()).toBe('busy');
      await act(async () => widget().callback('fresh'));
      await run(10);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.['captcha-token']).toBe('fresh');
    });

    it('a token kept through a sleep shorter than its lifetime still goes with the submit', async () => {
      const { scripts, calls, widget } = provider();
      const { sent, services } = setup('invisible', [], scripts, NEAR_SCREEN);
      const heard = reports(services);
      await run(100);
      await act(async () => widget().callback('kept'));
      calls.length = 0;
      vi.setSystemTime(Date.now() + CAPTCHA_TOKEN_LIFETIME_MS - 1);
      submit();
      await run(10);
      expect(heard).toEqual([]);
      expect(calls).not.toContain('execute');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.['captcha-token']).toBe('kept');
    });

    it('while a send waits the visitor is told too, and the same report is made', async () => {
      const { scripts, widget } = provider();
      const { sent, services } = setup('invisible', [], scripts);
      const heard = reports(services);
      submit();
      await run(100);
      await act(async () => widget()['error-callback']());
      expect(heard).toEqual([{ elementId: 'f', reason: 'error', waiting: true }]);
      expect(alertText()).toBe('The captcha check failed, please try again');
      expect(formState()).toBe('idle');
      expect(sent).toHaveLength(0);
    });
  });

  it('closing the captcha modal without a token reports captcha_not_checked', async () => {
    setup('modal', []);
    submit();
    await run(50);
    const close = document.querySelector<HTMLButtonElement>('[data-captcha-modal] .rt-modal__close');
    expect(close?.getAttribute('aria-label')).toBe('Close');
    fireEvent.click(close!);
    expect(alertText()).toBe('Please confirm that you are not a robot');
    expect(formState()).toBe('idle');
  });
});
