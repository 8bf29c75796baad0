// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices, type RuntimeServices } from '../core/services';
import type { Mode } from '../core/policies';
import { createRequest } from '../platform/request';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { FORM_SUCCESS_MS } from './form-machine';
import { LEAD_SEND_TIMEOUT_MS } from './lead-send';
import { PAY_FALLBACK_REDIRECT_MS, PAY_START_DELAY_MS, PAY_SUCCESS_HASH, REDIRECT_DELAY_MS } from './actions';
import { detachedLocation, type LocationService } from '../platform/location';
import type { RuntimeEvents } from '../platform/event-bus';
import { Form01 } from './Form01';
import { InProject, TEST_PROJECT_ID } from './in-project.test-support';
import { simulateTranslation } from '../../tests/support/translate';
import { ModalDialog } from '../parts/modal/ModalDialog';
import { loadField, SPECIAL_FIELD_KINDS } from '../fields';
import { ServerHtmlContext } from '../platform/server-html';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';

// The special fields' code loads with import() (fields/lazy-fields.tsx): loaded once here, the forms render them at once.
beforeAll(async () => {
  await Promise.all(SPECIAL_FIELD_KINDS.map((kind) => loadField(kind)));
});

const element = (data: Record<string, unknown> = {}): Form01Element => ({
  id: 'lead',
  type: 'form01',
  data: Form01DataSchema.parse({
    formId: 7,
    groupId: 'g1',
    fields: [
      { id: 'name', type: 'text', name: 'Name', required: true },
      { id: 'email', type: 'email', name: 'Email' },
      { id: 'note', type: 'textarea', name: 'Note' },
      { id: 'phone', type: 'phone', name: 'Phone', mask: 'none' },
    ],
    ...data,
  }),
});

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

/** `inProject: false`: the form on a page without its project (the schema's default settings). */
function setup(options: { mode?: Mode; answer?: () => Response; data?: Record<string, unknown>; services?: Partial<RuntimeServices>; stores?: ReturnType<typeof createSiteStores>; inProject?: boolean } = {}) {
  const sent: Sent[] = [];
  let release: (() => void) | null = null;
  const answer = options.answer ?? (() => new Response(JSON.stringify({ lead_id: 11, pay: [] }), { status: 200 }));
  const request = createRequest({
    fetch: (url, init) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return new Promise<Response>((resolve) => {
        release = () => resolve(answer());
      });
    },
    navigate: () => undefined,
  });
  const navigate = vi.fn();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const services = createDetachedServices({ request, navigate, log, ...options.services });
  const events: string[] = [];
  services.events.onAny((type) => events.push(String(type)));
  render(
    <RuntimeProvider mode={options.mode ?? 'run'} viewport="desktop" stores={options.stores ?? createSiteStores()} services={services}>
      {options.inProject === false ? (
        <Form01 element={element(options.data)} />
      ) : (
        <InProject>
          <Form01 element={element(options.data)} />
        </InProject>
      )}
    </RuntimeProvider>,
  );
  const answerNow = async () => {
    await act(async () => {
      release?.();
      await Promise.resolve();
    });
    // The response body and the helper's parsing settle over a few microtasks.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  };
  return { sent, events, navigate, answerNow, services, log };
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const alertText = () => document.querySelector('[data-form-alert]')?.textContent ?? '';
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const violations = (list: { propertyPath: string; message: string }[]) => () => new Response(JSON.stringify({ violations: list }), { status: 422 });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('form01', () => {
  it('Enter moves to the next field, keeps its newline in a textarea, and submits on the last field', async () => {
    const { sent } = setup();
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    input('Name').focus();
    fireEvent.keyDown(input('Name'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('Email'));
    fireEvent.keyDown(input('Email'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('Note'));
    const note = input('Note');
    const notPrevented = fireEvent.keyDown(note, { key: 'Enter' });
    expect(notPrevented).toBe(true);
    expect(document.activeElement).toBe(note);
    input('Phone').focus();
    fireEvent.keyDown(input('Phone'), { key: 'Enter' });
    expect(sent).toHaveLength(1);
  });

  it('Enter skips the disabled fields (002 §5): a disabled choice group and a disabled range’s runner; Enter on the last usable field submits', async () => {
    const { sent } = setup({
      data: {
        fields: [
          { id: 'name', type: 'text', name: 'Name' },
          { id: 'extras', type: 'checkbox', name: 'Extras', options: ['Gift wrap', 'Card'], disabled: true },
          { id: 'email', type: 'email', name: 'Email' },
          { id: 'budget', type: 'range', name: 'Budget', min: 0, max: 100, disabled: true },
        ],
      },
    });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    input('Name').focus();
    fireEvent.keyDown(input('Name'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('Email'));
    fireEvent.keyDown(input('Email'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('Email'));
    expect(sent).toHaveLength(1);
  });

  it('Enter on a disabled range runner a click focused goes on to the next usable field, and never submits from there', async () => {
    const { sent } = setup({
      data: {
        fields: [
          { id: 'name', type: 'text', name: 'Name' },
          { id: 'budget', type: 'range', name: 'Budget', min: 0, max: 100, disabled: true },
          { id: 'email', type: 'email', name: 'Email' },
          { id: 'size', type: 'range', name: 'Size', min: 0, max: 10, disabled: true },
        ],
      },
    });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    const [budget, size] = screen.getAllByRole('slider');
    budget!.focus();
    fireEvent.keyDown(budget!, { key: 'Enter' });
    expect(document.activeElement).toBe(input('Email'));
    // The last one: no field follows, and a disabled field is no last field to submit from.
    size!.focus();
    fireEvent.keyDown(size!, { key: 'Enter' });
    expect(sent).toHaveLength(0);
  });

  it('a text mask without a slot is a mask error (001 §8): the field takes what is typed, unmasked, and the form sends it; only admin tells the owner', async () => {
    const fields = [{ id: 'code', type: 'text', name: 'Postcode', mask: '99-999' }];
    const { sent } = setup({ data: { fields } });
    expect(input('Postcode').placeholder).toBe('');
    fireEvent.change(input('Postcode'), { target: { value: '12-345' } });
    expect(input('Postcode').value).toBe('12-345');
    send();
    expect(alertText()).toBe('');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ fields: [{ id: 'code', value: '12-345' }] });
    expect(document.querySelector('[data-mask-problem]')).toBeNull();
    cleanup();
    setup({ mode: 'admin', data: { fields } });
    expect(document.querySelector('[data-mask-problem]')?.textContent).toBe('The mask “99-999” has no * slot, so it is not used: the field takes any text');
  });

  it('the first field has focus when the form opens (run, desktop, its top on screen); never while editing', () => {
    setup();
    expect(document.activeElement).toBe(input('Name'));
    cleanup();
    setup({ mode: 'admin' });
    expect(document.activeElement).toBe(document.body);
  });

  it('a form in a pop-up takes the focus once its dialog is open, over the Close button the dialog gave it', async () => {
    // jsdom has no showModal: this one does what a browser's does, opens the dialog and runs its
    // focusing steps (the first control inside: the Close button). Before it nothing inside is
    // rendered, so a browser focuses nothing there: a focus given then is lost.
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>('button, input')?.focus();
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: showModal, configurable: true });
    try {
      render(
        <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={createDetachedServices({ request: createRequest({ navigate: () => undefined }) })}>
          <ModalDialog title="Book a check-up" onClose={() => undefined}>
            <InProject>
              <Form01 element={element()} />
            </InProject>
          </ModalDialog>
        </RuntimeProvider>,
      );
      await act(async () => {
        await Promise.resolve();
      });
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(input('Name'));
    } finally {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    }
  });

  it('a form that opens while the visitor types in another field leaves the focus where it is', () => {
    // A form whose special fields' code came late opens after the page's other forms.
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.setAttribute('aria-label', 'Another form’s email');
    elsewhere.focus();
    try {
      setup();
      expect(document.activeElement).toBe(elsewhere);
    } finally {
      elsewhere.remove();
    }
  });

  it('a focused button (the one whose click opened the form) does not keep the focus from the first field', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Open the form';
    opener.focus();
    try {
      setup();
      expect(document.activeElement).toBe(input('Name'));
    } finally {
      opener.remove();
    }
  });

  it("the submit: the CSS's accent look when the owner chose no colours; an owner's fill gets white text unless they chose one", () => {
    const submit = () => screen.getByRole('button', { name: 'Send' });
    setup();
    expect([submit().style.background, submit().style.color]).toEqual(['', '']);
    cleanup();
    setup({ data: { submit: { text: 'Send', fill: '#123456' } } });
    expect([submit().style.background, submit().style.color]).toEqual(['rgb(18, 52, 86)', 'rgb(255, 255, 255)']);
    cleanup();
    setup({ data: { submit: { text: 'Send', fill: '#ffe14d', color: '#1f1a17' } } });
    expect(submit().style.color).toBe('rgb(31, 26, 23)');
  });

  it('shows per-field errors and one alert with the message, and sends nothing', () => {
    const { sent } = setup();
    fireEvent.change(input('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveLength(0);
    expect(alertText()).toBe('Please fill in this field');
    expect(screen.getByRole('alert').textContent).toBe('Please fill in this field');
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Name'));
  });

  it('blocks whitespace and comma keys in the email field', () => {
    setup();
    expect(fireEvent.keyDown(input('Email'), { key: ',' })).toBe(false);
    expect(fireEvent.keyDown(input('Email'), { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(input('Email'), { key: 'a' })).toBe(true);
  });

  it('all fields empty: the all-empty state, nothing sent', () => {
    const { sent } = setup({ data: { fields: [{ id: 'name', type: 'text', name: 'Name' }] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveLength(0);
    expect(document.querySelector('form')?.hasAttribute('data-all-empty')).toBe(true);
  });

  it('a form whose only field to fill is its consent is sent once it is ticked: with nothing to type in, it is never all-empty (002 §4)', () => {
    const fields = [
      { id: 'src', type: 'hidden', value: 'promo' },
      { id: 'agree', type: 'consent', text: 'I agree to the policy', required: true },
    ];
    const { sent } = setup({ data: { fields } });
    // Unticked, the consent rule answers (002 §5), not "the form is empty".
    send();
    expect(sent).toHaveLength(0);
    expect(alertText()).toBe('Please fill in this field');
    expect(document.querySelector('form')?.hasAttribute('data-all-empty')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox'));
    send();
    expect(alertText()).toBe('');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ fields: [{ id: 'src', value: 'promo' }, { id: 'agree', value: true }] });
  });

  it('the consent box is announced as required whatever the owner’s flag, as the form is never sent without it (002 §5)', () => {
    const { sent } = setup({ data: { fields: [{ id: 'agree', type: 'consent', text: 'I agree to the privacy policy' }] } });
    const box = screen.getByRole('checkbox', { name: 'I agree to the privacy policy' }) as HTMLInputElement;
    expect(box.required).toBe(true);
    send();
    expect(sent).toHaveLength(0);
    expect(alertText()).toBe('Please fill in this field');
  });

  it('a second failure with the same message raises the alert again, its text never emptied in between (002 §5 "Validation failures raise an alert with the message")', async () => {
    setup();
    fireEvent.change(input('Email'), { target: { value: 'ann@example.com' } });
    send();
    expect(alertText()).toBe('Please fill in this field');
    const region = screen.getByRole('alert');
    const first = region.firstChild;
    const observer = new MutationObserver(() => undefined);
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    send();
    const records = observer.takeRecords();
    observer.disconnect();
    // A screen reader announces the node added to the live region; the old one went in the same commit.
    expect(records.some((record) => record.addedNodes.length > 0)).toBe(true);
    expect(region.firstChild).not.toBe(first);
    expect(region.textContent).toBe('Please fill in this field');
  });

  it('double clicks and repeated Enter send one lead; success for 1000 ms, the form reset', async () => {
    const { sent, events, answerNow } = setup();
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.change(input('Email'), { target: { value: 'ann@example.com' } });
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    input('Phone').focus();
    fireEvent.keyDown(input('Phone'), { key: 'Enter' });
    expect(sent).toHaveLength(1);
    expect(document.querySelector('form')?.getAttribute('data-form-state')).toBe('busy');
    expect(sent[0]?.url).toBe(`/api/projects/${TEST_PROJECT_ID}/forms/g1/leads/`);
    expect(sent[0]?.body).toMatchObject({ id: 'lead', jsform: 7, is_ajax: 1, fields: [{ id: 'name', value: 'Ann' }, { id: 'email', value: 'ann@example.com' }, { id: 'note', value: '' }, { id: 'phone', value: '' }] });
    await answerNow();
    expect(document.querySelector('form')?.getAttribute('data-form-state')).toBe('success');
    expect(events).toContain('form:lead');
    expect(input('Name').value).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FORM_SUCCESS_MS);
    });
    expect(document.querySelector('form')?.getAttribute('data-form-state')).toBe('idle');
  });

  it('the status region says the lead is being sent while it is on its way (the focused submit\'s new name is not spoken), then the thanks', async () => {
    const { answerNow } = setup();
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    fireEvent.click(button);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Sending…');
    // Visually hidden (forms.css): the submit's own text already shows it.
    expect(status.dataset.formNews).toBe('sending');
    await answerNow();
    expect(status.textContent).toBe('Thank you! Your request has been sent');
    expect(status.dataset.formNews).toBe('success');
  });

  it('on a page the browser translates, "Sending…" translated on its way gives its place to the thanks, and the form stays', async () => {
    const { answerNow } = setup();
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    send();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Sending…');
    // The translator wraps every text node, this one too (facebook/react#11538).
    simulateTranslation(document.body);

    // React removed the text node the translator had replaced (NotFoundError): the form failed to render.
    await answerNow();
    expect(status.isConnected).toBe(true);
    expect(status.textContent).toBe('Thank you! Your request has been sent');
  });

  it('after a failed send the status region says nothing more (the alert says what went wrong)', async () => {
    const { answerNow } = setup({ answer: () => new Response('boom', { status: 500 }) });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status').textContent).toBe('Sending…');
    await answerNow();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(alertText()).toMatch(/^Network error/);
  });

  it('server violations land on the fields their property paths name', async () => {
    const { answerNow } = setup({ answer: () => new Response(JSON.stringify({ violations: [{ propertyPath: 'fields[email]', message: 'This address is taken' }] }), { status: 422 }) });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.change(input('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    expect(screen.getByText('This address is taken')).toBeTruthy();
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(input('Name').value).toBe('Ann');
    expect(document.querySelector('form')?.getAttribute('data-form-state')).toBe('idle');
  });

  it('a server violation on a range is shown on it, named by its runner (001 §5 "shown as field errors named by property path")', async () => {
    const fields = [
      { id: 'name', type: 'text', name: 'Name' },
      { id: 'budget', type: 'range', name: 'Budget', min: 0, max: 100 },
    ];
    const { answerNow } = setup({ data: { fields }, answer: violations([{ propertyPath: 'fields[budget]', message: 'Budget is out of range' }]) });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    send();
    await answerNow();
    const slider = screen.getByRole('slider', { name: 'Budget' });
    const error = screen.getByText('Budget is out of range');
    expect(slider.getAttribute('aria-invalid')).toBe('true');
    expect(slider.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.querySelector('[data-form-field="budget"]')?.hasAttribute('data-invalid')).toBe(true);
    expect(document.activeElement).toBe(slider);
  });

  it('a server violation on a hidden input, which cannot show it, is said in the alert (001 §5)', async () => {
    const fields = [
      { id: 'name', type: 'text', name: 'Name' },
      { id: 'src', type: 'hidden', value: 'x' },
    ];
    const { answerNow } = setup({ data: { fields }, answer: violations([{ propertyPath: 'src', message: 'Unknown source' }]) });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    send();
    await answerNow();
    expect(alertText()).toBe('Unknown source');
  });

  it('after server violations the first invalid field in the form’s order gets the focus, whatever the order of the answer (001 §5)', async () => {
    const { answerNow } = setup({
      answer: violations([
        { propertyPath: 'phone', message: 'This number is blocked' },
        { propertyPath: 'email', message: 'This address is taken' },
        { propertyPath: 'name', message: 'This name is not allowed' },
      ]),
    });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.change(input('Email'), { target: { value: 'ann@example.com' } });
    send();
    await answerNow();
    expect(screen.getByText('This name is not allowed')).toBeTruthy();
    expect(document.activeElement).toBe(input('Name'));
  });

  it('500 says Network error and keeps the typed values (002 §8 "Status 500", a row of its own: not the request-error hook)', async () => {
    const { answerNow, events } = setup({ answer: () => new Response('boom', { status: 500 }) });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    expect(alertText()).toMatch(/^Network error/);
    expect(events).not.toContain('form:request-error');
    expect(input('Name').value).toBe('Ann');
  });

  it('a lead the connection drops: the busy state is cleared, the error logged, the request-error hook called, Check your connection, values kept (002 §8 "Other failure")', async () => {
    const request = createRequest({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), navigate: () => undefined });
    const { services, log } = setup({ services: { request } });
    const hook: RuntimeEvents['form:request-error'][] = [];
    services.events.on('form:request-error', (payload) => void hook.push(payload));
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    send();
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(document.querySelector('form')?.getAttribute('data-form-state')).toBe('idle');
    expect(hook).toEqual([expect.objectContaining({ elementId: 'lead', kind: 'network', status: 0 })]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(alertText()).toBe('Network error. Check your connection and try again');
    expect(input('Name').value).toBe('Ann');
  });

  it('a lead the server never answers: after LEAD_SEND_TIMEOUT_MS the busy state is cleared, the request-error hook called, the alert says the server took too long, values kept, and it can be sent again (002 §4, §8)', async () => {
    let sends = 0;
    // A server that never answers: only the send's own deadline aborts the request.
    const request = createRequest({
      fetch: (_url, init) => {
        sends += 1;
        return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      },
      navigate: () => undefined,
    });
    const { services } = setup({ services: { request } });
    const hook: RuntimeEvents['form:request-error'][] = [];
    services.events.on('form:request-error', (payload) => void hook.push(payload));
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    send();
    const formState = () => document.querySelector('form')?.getAttribute('data-form-state');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LEAD_SEND_TIMEOUT_MS - 1);
    });
    expect(formState()).toBe('busy');
    expect(hook).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(formState()).toBe('idle');
    expect(hook).toEqual([expect.objectContaining({ elementId: 'lead', kind: 'timeout', status: 0 })]);
    expect(alertText()).toBe('The server is taking too long to answer. Please try again');
    expect(input('Name').value).toBe('Ann');
    send();
    expect(sends).toBe(2);
    expect(formState()).toBe('busy');
  });

  it('an answer that is not JSON: a clear message, the request-error hook, values kept', async () => {
    const { answerNow, events } = setup({ answer: () => new Response('<html>', { status: 200 }) });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    expect(alertText()).toBe('The server sent an incorrect answer');
    expect(events).toContain('form:request-error');
    expect(input('Name').value).toBe('Ann');
  });

  it('the lead carries userId, abTest and roistat_visit from the site storage as text: a number as its text, an object or a list (an older version, another script) as null', () => {
    const storage = createStorage('site:t:', createMemoryBackend());
    const read = (userId: unknown, abTest: unknown, roistatVisit: unknown) => {
      cleanup();
      storage.set('userId', userId);
      storage.set('abTest', abTest);
      storage.set('roistat_visit', roistatVisit);
      const { sent } = setup({ services: { storage } });
      fireEvent.change(input('Name'), { target: { value: 'Ann' } });
      send();
      const lead = sent[0]?.body;
      return { userId: lead?.userId, abTest: lead?.abTest, roistatVisit: lead?.roistatVisit };
    };
    expect(read('u9', 'b', 12345)).toEqual({ userId: 'u9', abTest: 'b', roistatVisit: '12345' });
    expect(read({ id: 5, nested: { a: 1 } }, ['a', 'b'], { visit: 1 })).toEqual({ userId: null, abTest: null, roistatVisit: null });
  });

  it('admin checks the form but never sends', () => {
    const { sent, events } = setup({ mode: 'admin' });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveLength(0);
    expect(events).toContain('form:submit');
    expect(alertText()).toBe('Forms are checked but not sent while editing');
  });

  it('a redirect action follows a safe target after 500 ms', async () => {
    const { answerNow, navigate } = setup({ data: { action: { type: 'redirect', redirect: 'https://example.com/thanks' } } });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1);
    });
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(navigate).toHaveBeenCalledWith('https://example.com/thanks');
  });

  it('a redirect to a javascript: target is refused with a message', async () => {
    const { answerNow, navigate } = setup({ data: { action: { type: 'redirect', redirect: 'javascript:alert(1)' } } });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS * 2);
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(alertText()).toBe('The form was sent, but its redirect address is not allowed');
  });

  it('a page without its project (spec 002 §2, §7: leads go to the project’s lead-send path): nothing is posted; the visitor is told, the values kept, the owner finds why in the log', async () => {
    const { sent, services, log } = setup({ inProject: false });
    const submits: RuntimeEvents['form:submit'][] = [];
    services.events.on('form:submit', (event) => void submits.push(event));
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LEAD_SEND_TIMEOUT_MS);
    });
    expect(sent).toHaveLength(0);
    expect(alertText()).toBe('The form could not be sent. Please try again later');
    expect(document.querySelector('form')?.getAttribute('data-form-state')).toBe('idle');
    expect(input('Name').value).toBe('Ann');
    expect(log.error).toHaveBeenCalledWith('form lead: the page has no project, so its leads have no address to go to');
    expect(submits).toEqual([{ elementId: 'lead', sent: false, reason: 'no-project' }]);
    // Nothing to tell the visitor while editing: the owner's note says it on the form (admin only).
    expect(document.querySelector('[data-form-no-project]')).toBeNull();
  });

  it('in admin, a form on a page without its project carries a note to the owner; none on a page with one', () => {
    setup({ mode: 'admin', inProject: false });
    const note = document.querySelector('[data-form-no-project]');
    expect(note?.getAttribute('role')).toBe('note');
    expect(note?.textContent).toBe('This page belongs to no project, so its forms cannot send leads: visitors are told the form could not be sent');
    cleanup();
    setup({ mode: 'admin' });
    expect(document.querySelector('[data-form-no-project]')).toBeNull();
  });

  it('in admin, a form with no fields, which would send a lead with nothing in it, carries a note to the owner; a visitor sees none, and one with products or a payment to send needs none', () => {
    const noteFor = (mode: Mode, data: Record<string, unknown>) => {
      cleanup();
      setup({ mode, data });
      return document.querySelector('[data-form-no-fields]');
    };
    const note = noteFor('admin', { fields: [] });
    expect(note?.getAttribute('role')).toBe('note');
    expect(note?.textContent).toBe('This form has no fields: visitors see only its button, and it sends a lead with nothing in it');
    expect(noteFor('run', { fields: [] })).toBeNull();
    expect(noteFor('admin', {})).toBeNull();
    expect(noteFor('admin', { fields: [], kind: 'order', products: [{ id: 'p1', title: 'House Blend', price: 14 }] })).toBeNull();
    expect(noteFor('admin', { fields: [], kind: 'payment', payment: { price: 20, description: 'Deposit' } })).toBeNull();
  });

  it('in admin, an action setting that cannot work carries a note to the owner: a modal the page lacks, a redirect the URL rule refuses or without an address; a visitor sees none', () => {
    const stores = createSiteStores();
    stores.modals.getState().setKnown(['booking']);
    const noteFor = (mode: Mode, action: Record<string, unknown>) => {
      cleanup();
      setup({ mode, stores, data: { action } });
      return document.querySelector('[data-form-action-problem]')?.textContent ?? null;
    };
    expect(noteFor('admin', { type: 'modal', modalId: 'nope' })).toBe('After a send this form opens the modal “nope”, which this page does not have');
    expect(noteFor('admin', { type: 'redirect', redirect: 'javascript:alert(1)' })).toBe('After a send this form goes to “javascript:alert(1)”, an address that is not allowed: visitors stay on the page');
    expect(noteFor('admin', { type: 'redirect', redirect: '' })).toBe('After a send this form redirects, but it has no address to go to: visitors stay on the page');
    expect(document.querySelector('[data-form-action-problem]')?.getAttribute('role')).toBe('note');
    expect(noteFor('admin', { type: 'modal', modalId: 'booking' })).toBeNull();
    expect(noteFor('admin', { type: 'redirect', redirect: 'https://example.com/thanks' })).toBeNull();
    expect(noteFor('run', { type: 'modal', modalId: 'nope' })).toBeNull();
  });

  it('a disabled submit shakes for 500 ms and sends nothing', async () => {
    const { sent } = setup({ data: { disabled: true } });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('data-shaking')).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('data-shaking')).toBe(false);
  });

  it('each click on a disabled submit during its shake plays the shake again: its attribute changes, so the animation restarts', async () => {
    setup({ data: { disabled: true } });
    const shaking = () => screen.getByRole('button', { name: 'Send' }).getAttribute('data-shaking');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const first = shaking();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const second = shaking();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(shaking()).not.toBe(second);
    // The second and third clicks restarted the 500 ms.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(shaking()).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(shaking()).toBeNull();
  });

  it('a pay link: after 200 ms the address gets pay_id and h and the pay flow starts; nothing opened it, so the pay link after 500 ms more, in the place of the pay query\'s entry', async () => {
    const searches: string[] = [];
    const location: LocationService = { ...detachedLocation, hash: () => '', replaceHash: vi.fn(), restoreHash: vi.fn(), pushHash: vi.fn(), onHashChange: () => () => undefined, search: () => '?utm_source=x', replaceSearch: (search) => void searches.push(search) };
    const pay = { pay_link: 'https://pay.example/bill/9', pay_id: '9', pay_hash: 'abc' };
    const { answerNow, navigate, events } = setup({ answer: () => new Response(JSON.stringify({ lead_id: 3, pay }), { status: 200 }), services: { location } });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_START_DELAY_MS - 1)));
    expect(searches).toEqual([]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(searches).toEqual(['?utm_source=x&pay_id=9&h=abc']);
    expect(events).toContain('pay:start');
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_FALLBACK_REDIRECT_MS - 1)));
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    // The entry added for the pay query gives way to the payment page: a Back from there finds the page as it was.
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://pay.example/bill/9', { replace: true });
  });

  it('a pay link: the pay query goes on a history entry of its own, added first, so the entry below keeps the address it had', async () => {
    const writes: string[] = [];
    const location: LocationService = {
      ...detachedLocation,
      search: () => '?utm_source=x',
      pushCopy: () => void writes.push('new entry'),
      replaceSearch: (search) => void writes.push(search),
    };
    const pay = { pay_link: 'https://pay.example/bill/9', pay_id: '9', pay_hash: 'abc' };
    const { answerNow } = setup({ answer: () => new Response(JSON.stringify({ lead_id: 3, pay }), { status: 200 }), services: { location } });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_START_DELAY_MS)));
    expect(writes).toEqual(['new entry', '?utm_source=x&pay_id=9&h=abc']);
  });

  it("a pay link the page's pay flow takes: no fallback redirect, however long the pay modal's code takes", async () => {
    const location: LocationService = { ...detachedLocation, hash: () => '', replaceHash: vi.fn(), restoreHash: vi.fn(), pushHash: vi.fn(), onHashChange: () => () => undefined, search: () => '', replaceSearch: vi.fn() };
    const pay = { pay_link: 'https://pay.example/bill/9', pay_id: '9', pay_hash: 'abc' };
    const { answerNow, navigate, services } = setup({ answer: () => new Response(JSON.stringify({ lead_id: 3, pay }), { status: 200 }), services: { location } });
    const starts: unknown[] = [];
    // What runtime/pay/PayFromAddress.tsx does on every site: answers at once, opens the modal later.
    services.events.on('pay:start', (start) => {
      starts.push(start);
      services.events.emit('pay:taken', { payId: start.payId });
    });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_START_DELAY_MS + PAY_FALLBACK_REDIRECT_MS * 4)));
    // The bill's hash stays in the address: every listener of the bus hears the event, none needs it.
    expect(starts).toEqual([{ payId: '9', fallbackUrl: 'https://pay.example/bill/9', ownEntry: true }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a payment started in the pay modal stays offered under the reset form, the way back to that bill once the modal is closed, until the next lead goes', async () => {
    const location: LocationService = { ...detachedLocation, hash: () => '', replaceHash: vi.fn(), restoreHash: vi.fn(), pushHash: vi.fn(), onHashChange: () => () => undefined, search: () => '', replaceSearch: vi.fn() };
    let bill = 9;
    const { answerNow, services } = setup({ answer: () => new Response(JSON.stringify({ lead_id: 3, pay: { pay_link: `https://pay.example/bill/${bill}`, pay_id: String(bill), pay_hash: 'abc' } }), { status: 200 }), services: { location } });
    services.events.on('pay:start', (start) => services.events.emit('pay:taken', { payId: start.payId }));
    const offer = () => document.querySelector<HTMLAnchorElement>('[data-form-pay]');
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    send();
    await answerNow();
    // Not before the payment starts: the visitor is on their way to it.
    expect(offer()).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_START_DELAY_MS)));
    expect(input('Name').value).toBe('');
    expect(offer()?.textContent).toBe('Go to payment');
    expect(offer()?.getAttribute('href')).toBe('https://pay.example/bill/9');
    // Another lead, once the thanks are over: its own bill, and the one before is no longer offered.
    await act(async () => void (await vi.advanceTimersByTimeAsync(FORM_SUCCESS_MS)));
    expect(offer()?.getAttribute('href')).toBe('https://pay.example/bill/9');
    bill = 10;
    fireEvent.change(input('Name'), { target: { value: 'Ben' } });
    send();
    await answerNow();
    expect(offer()).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_START_DELAY_MS)));
    expect(offer()?.getAttribute('href')).toBe('https://pay.example/bill/10');
  });

  it('a pay action answered with a pay link alone (no pay_id, no pay_hash): the visitor goes to the link after 200 ms; no query, no pay flow, no payment success', async () => {
    const replaceHash = vi.fn();
    const replaceSearch = vi.fn();
    const location: LocationService = { ...detachedLocation, hash: () => '', replaceHash, restoreHash: vi.fn(), pushHash: vi.fn(), onHashChange: () => () => undefined, search: () => '', replaceSearch };
    const link = 'https://pay.example/invoice/77';
    const { answerNow, navigate, events } = setup({ data: { action: { type: 'pay' } }, answer: () => new Response(JSON.stringify({ lead_id: 3, pay: { pay_link: link } }), { status: 200 }), services: { location } });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    await act(async () => void (await vi.advanceTimersByTimeAsync(PAY_START_DELAY_MS - 1)));
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(navigate).toHaveBeenCalledWith(link);
    expect(replaceHash).not.toHaveBeenCalled();
    expect(replaceSearch).not.toHaveBeenCalled();
    expect(events).not.toContain('form:payment-success');
    expect(events).not.toContain('pay:start');
  });

  it('a pay action without payment data sets the hash to pay and fires the payment-success event', async () => {
    const replaceHash = vi.fn();
    const location: LocationService = { ...detachedLocation, hash: () => '', replaceHash, restoreHash: vi.fn(), pushHash: vi.fn(), onHashChange: () => () => undefined, search: () => '', replaceSearch: vi.fn() };
    const { answerNow, events } = setup({ data: { action: { type: 'pay' } }, services: { location } });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    expect(replaceHash).toHaveBeenCalledWith(PAY_SUCCESS_HASH);
    expect(events).toContain('form:payment-success');
  });

  it('a modal action opens the page modal', async () => {
    const stores = createSiteStores();
    stores.modals.getState().setKnown(['thanks']);
    const { answerNow } = setup({ data: { action: { type: 'modal', modalId: 'thanks' } }, stores });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await answerNow();
    expect(stores.modals.getState().requested).toEqual(['thanks']);
  });

  it('the code action is skipped while editing and in admin nothing is sent at all', () => {
    const { sent } = setup({ mode: 'admin', data: { action: { type: 'code', code: 'throw new Error()' } } });
    fireEvent.change(input('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveLength(0);
    expect(document.querySelector('iframe[data-form-code]')).toBeNull();
  });
});

describe('form01 fields whose ids are names of Object.prototype (the page schema allows any non-empty id)', () => {
  const fields = [
    { id: 'constructor', type: 'text', name: 'Company' },
    { id: '__proto__', type: 'text', name: 'Proto' },
    { id: 'toString', type: 'file', name: 'Drawings' },
  ];

  it('render fresh, not invalid, with their controls, and are sent with what was typed', () => {
    const { sent } = setup({ data: { fields } });
    expect(input('Company').getAttribute('aria-invalid')).toBeNull();
    expect(input('Proto').getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector('[data-form-field="toString"] input[type=file]')).not.toBeNull();
    fireEvent.change(input('Company'), { target: { value: 'Acme' } });
    fireEvent.change(input('Proto'), { target: { value: 'P1' } });
    send();
    expect(sent[0]?.body).toMatchObject({ fields: [{ id: 'constructor', value: 'Acme' }, { id: '__proto__', value: 'P1' }, { id: 'toString', value: [] }] });
  });

  it('show the server violations their property paths name', async () => {
    const { answerNow } = setup({
      data: { fields },
      answer: violations([
        { propertyPath: 'fields[__proto__]', message: 'Unknown code' },
        { propertyPath: 'fields[constructor].value', message: 'Unknown company' },
      ]),
    });
    fireEvent.change(input('Company'), { target: { value: 'Acme' } });
    send();
    await answerNow();
    expect(input('Company').getAttribute('aria-invalid')).toBe('true');
    expect(input('Proto').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Unknown code')).toBeTruthy();
    expect(document.activeElement).toBe(input('Company'));
  });
});

describe('form01 hydrating from the server’s HTML (a published page) leaves a focus the visitor put somewhere where it is', () => {
  const hydratedElement = element({
    fields: [
      { id: 'name', type: 'text', name: 'Name', required: true },
      { id: 'roasts', type: 'checkbox', name: 'Roasts', options: ['Light', 'Medium', 'Dark'] },
      { id: 'agree', type: 'consent', text: 'I agree' },
    ],
  });
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /** The form as a published page has it on a desktop (run): the server's HTML, hydrated when `hydrate` is called. */
  function prerendered() {
    const tree = (
      <ServerHtmlContext.Provider value={true}>
        <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={createDetachedServices({ request: createRequest({ navigate: () => undefined }) })}>
          <InProject>
            <Form01 element={hydratedElement} />
          </InProject>
        </RuntimeProvider>
      </ServerHtmlContext.Provider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    return { container, hydrate: () => act(() => void (root = hydrateRoot(container, tree))) };
  }

  it('nothing focused: the first field takes the focus (spec 002 §6)', () => {
    const { container, hydrate } = prerendered();
    hydrate();
    expect(document.activeElement).toBe(container.querySelector('input[name="name"]'));
  });

  it('a checkbox of the form the visitor is on (clicked before the form’s code came) keeps the focus', () => {
    const { container, hydrate } = prerendered();
    const medium = container.querySelectorAll<HTMLInputElement>('input[name="roasts"]')[1]!;
    medium.focus();
    medium.checked = true;
    hydrate();
    expect(document.activeElement).toBe(medium);
  });

  it('a control elsewhere on the page the visitor is on (another form’s range runner) keeps the focus', () => {
    const runner = document.body.appendChild(document.createElement('div'));
    runner.setAttribute('role', 'slider');
    runner.tabIndex = 0;
    runner.focus();
    prerendered().hydrate();
    expect(document.activeElement).toBe(runner);
  });
});
