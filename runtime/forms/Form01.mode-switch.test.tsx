// @vitest-environment jsdom
/**
 * A lead sent in run and answered after the owner switched the page to admin. DESIGN.md §3: a
 * switch applies the new policies at once and completely. In admin the form's "code" action does
 * not run (spec 002 §6), nothing navigates the editor away (followLinks), no hash or query is
 * written (hashWrites): the answer carries out no action, and the form only says the lead was received.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import type { Mode } from '../core/policies';
import { detachedLocation } from '../platform/location';
import { createSiteStores } from '../site/site-stores';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { alertText, eachFormTestOnFakeTimers, formState, heldCaptcha, heldLead, leadForm, leadRecorder, run, submit } from './lead-recorder.test-support';
import { PAY_START_DELAY_MS, PAY_FALLBACK_REDIRECT_MS, REDIRECT_DELAY_MS } from './actions';

/** The form "lead" with a required Name field and these data. */
const element = (data: Record<string, unknown>) => leadForm([{ id: 'name', type: 'text', name: 'Name', required: true }], data);

/** A form in run whose lead is answered (with `answer`) only when the test says; `switchTo` re-renders it in another mode. */
function setup(data: Record<string, unknown>, answer: unknown = { lead_id: 11, pay: [] }) {
  const { request, answerNow } = heldLead(answer);
  const navigate = vi.fn();
  const location = { ...detachedLocation, replaceHash: vi.fn(), replaceSearch: vi.fn() };
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
  const switchTo = (mode: Mode) => act(() => rerender(view(mode)));
  return { navigate, location, events, answerNow, switchTo };
}

const sendAnn = () => {
  fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
  submit();
};

eachFormTestOnFakeTimers();

describe('form01: a send in flight when the page switches to admin', () => {
  it('the form says the lead was received, and the site hears of it; the action is not carried out', async () => {
    const { answerNow, switchTo, events, navigate } = setup({ action: { type: 'redirect', redirect: 'https://example.com/thanks' } });
    sendAnn();
    switchTo('admin');
    await answerNow();
    expect(formState()).toBe('success');
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
    const { scripts, solve } = heldCaptcha();
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
    expect(formState()).toBe('busy');
    act(() => rerender(view('admin')));
    await act(async () => solve('token'));
    await run(0);
    expect(sent).toHaveLength(0);
    expect(formState()).toBe('idle');
    expect(alertText()).toBe('Forms are checked but not sent while editing');
  });
});
