// @vitest-environment jsdom
/**
 * A lead sent in run and answered after the owner switched the page to admin. DESIGN.md §3: a
 * switch applies the new policies at once and completely. In admin the form's "code" action does
 * not run (spec 002 §6), nothing navigates the editor away (followLinks), no hash or query is
 * written (hashWrites): the answer carries out no action, and the form only says the lead was received.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Grecaptcha } from '../captcha';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import type { Mode } from '../core/policies';
import { createRequest } from '../platform/request';
import type { LocationService } from '../platform/location';
import type { ScriptLoader } from '../platform/script-loader';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { leadRecorder } from './lead-recorder.test-support';
import { PAY_START_DELAY_MS, PAY_FALLBACK_REDIRECT_MS, REDIRECT_DELAY_MS } from './actions';

const element = (data: Record<string, unknown>): Form01Element => ({
  id: 'lead',
  type: 'form01',
  data: Form01DataSchema.parse({ formId: 7, groupId: 'g1', fields: [{ id: 'name', type: 'text', name: 'Name', required: true }], ...data }),
});

const run = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const state = () => document.querySelector('form')?.getAttribute('data-form-state');
const alertText = () => document.querySelector('[data-form-alert]')?.textContent ?? '';

/** A form in run whose lead is answered (with `answer`) only when the test says; `switchTo` re-renders it in another mode. */
function setup(data: Record<string, unknown>, answer: unknown = { lead_id: 11, pay: [] }) {
  let release: (() => void) | null = null;
  const request = createRequest({
    fetch: () => new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify(answer), { status: 200 })))),
    navigate: () => undefined,
  });
  const navigate = vi.fn();
  const location: LocationService = { hash: () => '', replaceHash: vi.fn(), restoreHash: vi.fn(), pushHash: vi.fn(), onHashChange: () => () => undefined, search: () => '', replaceSearch: vi.fn() };
  const services = createDetachedServices({ request, navigate, location, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const events: string[] = [];
  services.events.onAny((type) => events.push(String(type)));
  const stores = createSiteStores();
  const form = element(data);
  const view = (mode: Mode) => (
    <RuntimeProvider mode={mode} viewport="desktop" stores={stores} services={services}>
      <InProject>
        <Form01 element={form} />
      </InProject>
    </RuntimeProvider>
  );
  const { rerender } = render(view('run'));
  const answerNow = async () => {
    await act(async () => {
      release?.();
      await Promise.resolve();
    });
    await run(0);
  };
  const switchTo = (mode: Mode) => act(() => rerender(view(mode)));
  return { navigate, location, events, answerNow, switchTo };
}

const sendAnn = () => {
  fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  Reflect.deleteProperty(window, 'grecaptcha');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'grecaptcha');
});

describe('form01: a send in flight when the page switches to admin', () => {
  it('the form says the lead was received, and the site hears of it; the action is not carried out', async () => {
    const { answerNow, switchTo, events, navigate } = setup({ action: { type: 'redirect', redirect: 'https://example.com/thanks' } });
    sendAnn();
    switchTo('admin');
    await answerNow();
    expect(state()).toBe('success');
    expect(document.querySelector('[data-form-success]')).not.toBeNull();
    expect(events).toContain('form:lead');
    await run(REDIRECT_DELAY_MS * 2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the code action does not run in admin', async () => {
    const { answerNow, switchTo } = setup({ action: { type: 'code', code: 'void 0' } });
    sendAnn();
    switchTo('admin');
    await answerNow();
    expect(document.querySelector('iframe[data-form-code]')).toBeNull();
  });

  it('a redirect set in run does not fire after the switch to admin', async () => {
    const { answerNow, switchTo, navigate } = setup({ action: { type: 'redirect', redirect: 'https://example.com/thanks' } });
    sendAnn();
    await answerNow();
    switchTo('admin');
    await run(REDIRECT_DELAY_MS + 10);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the pay action writes no hash in admin', async () => {
    const { answerNow, switchTo, location, events } = setup({ action: { type: 'pay' } });
    sendAnn();
    switchTo('admin');
    await answerNow();
    expect(location.replaceHash).not.toHaveBeenCalled();
    expect(events).not.toContain('form:payment-success');
  });

  it('a pay link writes no query, asks no pay flow and navigates nowhere in admin', async () => {
    const pay = { pay_link: 'https://pay.example/bill/9', pay_id: '9', pay_hash: 'abc' };
    const { answerNow, switchTo, location, navigate, events } = setup({ action: { type: 'close' } }, { lead_id: 3, pay });
    sendAnn();
    switchTo('admin');
    await answerNow();
    await run(PAY_START_DELAY_MS + PAY_FALLBACK_REDIRECT_MS + 10);
    expect(location.replaceSearch).not.toHaveBeenCalled();
    expect(events).not.toContain('pay:start');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a payment start set in run does not fire after the switch to admin', async () => {
    const pay = { pay_link: 'https://pay.example/bill/9', pay_id: '9', pay_hash: 'abc' };
    const { answerNow, switchTo, location, navigate } = setup({ action: { type: 'close' } }, { lead_id: 3, pay });
    sendAnn();
    await answerNow();
    switchTo('admin');
    await run(PAY_START_DELAY_MS + PAY_FALLBACK_REDIRECT_MS + 10);
    expect(location.replaceSearch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a captcha token that comes after the switch to admin sends nothing: admin never sends', async () => {
    let solved: ((token: string) => void) | undefined;
    const unsolved: Grecaptcha = {
      render: (_container, parameters) => {
        solved = parameters.callback;
        return 0;
      },
      execute: () => undefined,
      reset: () => undefined,
    };
    const scripts: ScriptLoader = { load: () => Promise.resolve(void Object.assign(window, { grecaptcha: unsolved })) };
    const { request, sent } = leadRecorder();
    const services = createDetachedServices({ request, scripts, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
    const stores = createSiteStores();
    const form = element({ captcha: 'invisible' });
    const view = (mode: Mode) => (
      <RuntimeProvider mode={mode} viewport="desktop" stores={stores} services={services}>
        <InProject>
          <Form01 element={form} />
        </InProject>
      </RuntimeProvider>
    );
    const { rerender } = render(view('run'));
    await run(100);
    sendAnn();
    await run(100);
    expect(state()).toBe('busy');
    act(() => rerender(view('admin')));
    await act(async () => solved?.('token'));
    await run(0);
    expect(sent).toHaveLength(0);
    expect(state()).toBe('idle');
    expect(alertText()).toBe('Forms are checked but not sent while editing');
  });
});
