// @vitest-environment jsdom
// own process: it counts the timers left after an unmount, and in a shared worker in another order it once found one more (what an earlier file left on the shared window, not found).
/**
 * A form01 that goes while a send is under way (the editor deletes its section, the visitor closes
 * the pop-up it is in): nothing of it keeps running, and its action is not carried out for a form
 * nobody sees. An accepted lead is still a lead: the site hears of it, and the cart drops the order.
 */
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INVISIBLE_CAPTCHA_GUARD_MS } from '../captcha';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { detachedLocation } from '../platform/location';
import { createSiteStores } from '../site/site-stores';
import { PAY_FALLBACK_REDIRECT_MS, PAY_START_DELAY_MS, REDIRECT_DELAY_MS } from './actions';
import { Form01, type FormOrder } from './Form01';
import { InProject } from './in-project.test-support';
import { eachFormTestOnFakeTimers, formState, heldCaptcha, heldLead, leadRecorder, nameForm, run, submit } from './lead-recorder.test-support';

/** A form whose lead is answered only when the test says, with `answer`. */
function withLeadOnTheWay(data: Record<string, unknown>, answer: unknown, order?: FormOrder) {
  const { request, answerNow } = heldLead(answer);
  const navigate = vi.fn();
  const location = { ...detachedLocation, replaceHash: vi.fn(), replaceSearch: vi.fn() };
  const services = createDetachedServices({ request, navigate, location, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const events: string[] = [];
  services.events.onAny((type) => events.push(String(type)));
  const view = render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <InProject>
        <Form01 element={nameForm(data)} initial={{ name: 'Ann' }} order={order} />
      </InProject>
    </RuntimeProvider>,
  );
  return { view, navigate, location, events, answerNow };
}

eachFormTestOnFakeTimers();

describe('form01 unmounted while a send is under way', () => {
  it('the invisible captcha’s 2.5 s guard goes with the form, and a token the provider gives later sends nothing', async () => {
    const { scripts, solve } = heldCaptcha();
    const { request, sent } = leadRecorder();
    const services = createDetachedServices({ request, scripts, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <InProject>
          <Form01 element={nameForm({ captcha: 'invisible' })} initial={{ name: 'Ann' }} />
        </InProject>
      </RuntimeProvider>,
    );
    await run(100);
    expect(vi.getTimerCount()).toBe(0);
    submit();
    // The provider's library is in and was run: it says nothing (a challenge the visitor has not solved).
    await run(100);
    expect(formState()).toBe('busy');
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    await run(INVISIBLE_CAPTCHA_GUARD_MS);
    expect(vi.getTimerCount()).toBe(0);
    await act(async () => solve('late-token'));
    await run(0);
    expect(sent).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a lead answered after the form went: no redirect, no timer left; the site still hears of the lead, and the order is accepted (the cart drops it)', async () => {
    const accepted = vi.fn();
    const order: FormOrder = { blockedTip: null, parts: () => ({ products: [], shipping: [], advanced: [] }), conflict: () => Promise.resolve(false), accepted };
    const { view, navigate, events, answerNow } = withLeadOnTheWay({ action: { type: 'redirect', redirect: 'https://example.com/thanks' } }, { lead_id: 3, pay: [] }, order);
    submit();
    await run(0);
    view.unmount();
    await answerNow();
    await run(REDIRECT_DELAY_MS * 10);
    expect(navigate).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(events).toContain('form:lead');
    expect(accepted).toHaveBeenCalledWith('3', null, true);
  });

  it('a pay link answered after the form went starts no payment: no query written, no pay flow asked, no payment page', async () => {
    const pay = { pay_link: 'https://pay.example/bill/9', pay_id: '9', pay_hash: 'abc' };
    const { view, navigate, location, events, answerNow } = withLeadOnTheWay({ action: { type: 'close' } }, { lead_id: 3, pay });
    submit();
    await run(0);
    view.unmount();
    await answerNow();
    await run(PAY_START_DELAY_MS + PAY_FALLBACK_REDIRECT_MS * 10);
    expect(location.replaceSearch).not.toHaveBeenCalled();
    expect(events).not.toContain('pay:start');
    expect(navigate).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
