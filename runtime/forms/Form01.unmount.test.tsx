// @vitest-environment jsdom
/**
 * A form01 that goes while a send is under way (the editor deletes its section, the visitor closes
 * the pop-up it is in): nothing of it keeps running, and its action is not carried out for a form
 * nobody sees. An accepted lead is still a lead: the site hears of it, and the cart drops the order.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVISIBLE_CAPTCHA_GUARD_MS, type Grecaptcha } from '../captcha';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import type { LocationService } from '../platform/location';
import { createRequest } from '../platform/request';
import type { ScriptLoader } from '../platform/script-loader';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { PAY_FALLBACK_REDIRECT_MS, PAY_START_DELAY_MS, REDIRECT_DELAY_MS } from './actions';
import { Form01, type FormOrder } from './Form01';
import { InProject } from './in-project.test-support';
import { leadRecorder } from './lead-recorder.test-support';

const run = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const state = () => document.querySelector('form')?.getAttribute('data-form-state');

const element = (data: Record<string, unknown>): Form01Element => ({
  id: 'f',
  type: 'form01',
  data: Form01DataSchema.parse({ formId: 1, groupId: 'g', fields: [{ id: 'name', type: 'text', name: 'Name' }], ...data }),
});

/** A form whose lead is answered only when the test says, with `answer`. */
function withLeadOnTheWay(data: Record<string, unknown>, answer: unknown, order?: FormOrder) {
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
  const view = render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <InProject>
        <Form01 element={element(data)} initial={{ name: 'Ann' }} order={order} />
      </InProject>
    </RuntimeProvider>,
  );
  const answerNow = async () => {
    await act(async () => {
      release?.();
      await Promise.resolve();
    });
    await run(0);
  };
  return { view, navigate, location, events, answerNow };
}

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

describe('form01 unmounted while a send is under way', () => {
  it('the invisible captcha’s 2.5 s guard goes with the form, and a token the provider gives later sends nothing', async () => {
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
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <InProject>
          <Form01 element={element({ captcha: 'invisible' })} initial={{ name: 'Ann' }} />
        </InProject>
      </RuntimeProvider>,
    );
    await run(100);
    expect(vi.getTimerCount()).toBe(0);
    submit();
    // The provider's library is in and was run: it says nothing (a challenge the visitor has not solved).
    await run(100);
    expect(state()).toBe('busy');
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    await run(INVISIBLE_CAPTCHA_GUARD_MS);
    expect(vi.getTimerCount()).toBe(0);
    await act(async () => solved?.('late-token'));
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
    expect(accepted).toHaveBeenCalledWith('3');
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
