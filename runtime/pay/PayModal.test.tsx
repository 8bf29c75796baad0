// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASYNC_WAIT_MS } from '../../tests/support/waits';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import { detachedLocation, type LocationService } from '../platform/location';
import { createRequest, type RequestCallOptions } from '../platform/request';
import { PayFromAddress } from './PayFromAddress';
import { PayModal } from './PayModal';
import { readPayQuery } from './pay-query';

afterEach(cleanup);
beforeAll(() => {
  // jsdom has no modal dialogs: open is enough for these tests.
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
});

const BILL = { status: 1, pay: { pay_id: 77, pay_sum: 10, pay_status: 1, support_types: { card: {}, sbp: {} } } };
const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** An address with a query the page (and the test, as a form does) can replace. */
function address(initial: string, hash = '') {
  let search = initial;
  const replaceSearch = vi.fn((next: string) => void (search = next));
  const location: LocationService = { ...detachedLocation, hash: () => hash, replaceHash: vi.fn(), restoreHash: vi.fn(), pushHash: vi.fn(), onHashChange: () => () => undefined, search: () => search, replaceSearch };
  return { location, replaceSearch };
}

/** A request whose answers the test gives, one by one, in any order. */
function heldRequest() {
  const calls: { options: RequestCallOptions | undefined; answer(value: unknown): void }[] = [];
  const request = vi.fn((_url: string, options?: RequestCallOptions) => new Promise((resolve) => calls.push({ options, answer: resolve })));
  return { request, calls };
}

const payView = (root: HTMLElement) => root.querySelector('[data-pay-view]')?.getAttribute('data-pay-view') ?? null;

/** The page's pay flow, and a form's payment start as Form01 does it: the address gets pay_id and h, then the start. */
function payFlow() {
  const { location } = address('');
  const { request, calls } = heldRequest();
  const services = createDetachedServices({ location, request: request as never, navigate: vi.fn(), log: silentLog() });
  const view = render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <PayFromAddress />
    </RuntimeProvider>,
  );
  const taken: string[] = [];
  services.events.on('pay:taken', ({ payId }) => taken.push(payId));
  const start = (payId: string, hash: string | null) =>
    act(async () => {
      const query = new URLSearchParams({ pay_id: payId });
      if (hash !== null) query.set('h', hash);
      location.replaceSearch(`?${query.toString()}`);
      services.events.emit('pay:start', { payId, fallbackUrl: `/mod/pay/?${query.toString()}`, ownEntry: true });
    });
  return { view, calls, taken, start };
}

describe('the pay modal opened from the address', () => {
  it.each([
    ['a base64 hash', '77', 'MTIzNDU2Nzg5MA=='],
    ['an id with `/` and `.`', 'inv/2024.7', 'h.1'],
  ])('takes a payment a form started with %s and loads its bill, never a "broken link" (spec 002 §2, §9)', async (_case, payId, hash) => {
    const { view, calls, taken, start } = payFlow();
    await start(payId, hash);
    // Taken: the form leaves its fallback redirect to the pay flow ...
    expect(taken).toEqual([payId]);
    // ... which loads the bill.
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.options?.data).toEqual({ act: 'payData', pay_id: payId, hash });
    await act(async () => calls[0]!.answer(BILL));
    expect(payView(view.baseElement)).toBe('bill');
  });

  it("leaves a start it cannot show to the form's fallback redirect, and shows nothing meanwhile (spec 002 §9)", async () => {
    const { view, calls, taken, start } = payFlow();
    await start('78', null);
    expect(taken).toEqual([]);
    expect(payView(view.baseElement)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('closing clears the query of the address, all of it; the hash stays (spec 001 §2 Pay modal)', async () => {
    const { location, replaceSearch } = address('?pay_id=77&h=abcd1234&pay_status=success&paymentId=XYZ&utm_source=mail', '#menu');
    const services = createDetachedServices({ location, log: silentLog() });
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <PayFromAddress />
      </RuntimeProvider>,
    );
    await vi.waitFor(() => expect(payView(view.baseElement)).toBe('success'), { timeout: ASYNC_WAIT_MS });
    await act(async () => fireEvent.click(view.baseElement.querySelector('.rt-modal__close')!));
    expect(replaceSearch).toHaveBeenCalledExactlyOnceWith('');
    expect(location.replaceHash).not.toHaveBeenCalled();
    expect(payView(view.baseElement)).toBeNull();
  });
});

describe('the fail view', () => {
  const renderFail = (request: ReturnType<typeof heldRequest>['request']) => {
    const services = createDetachedServices({ request: request as never, log: silentLog() });
    return render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <PayModal query={readPayQuery('?pay_id=77&h=abcd1234&pay_status=fail')} onClose={() => undefined} />
      </RuntimeProvider>,
    );
  };

  it("a late answer of its background reload does not undo the visitor's Retry (spec 001 §2, §4)", async () => {
    const { request, calls } = heldRequest();
    const view = renderFail(request);
    expect(payView(view.baseElement)).toBe('fail');
    await vi.waitFor(() => expect(calls).toHaveLength(1)); // the background reload
    fireEvent.click(view.baseElement.querySelector('.rt-pay__retry')!);
    await vi.waitFor(() => expect(calls).toHaveLength(2)); // the retry
    expect(calls[0]!.options?.signal?.aborted).toBe(true);
    await act(async () => calls[1]!.answer(BILL)); // the retry answers first
    expect(payView(view.baseElement)).toBe('bill');
    await act(async () => calls[0]!.answer(BILL)); // then the older background reload
    expect(payView(view.baseElement)).toBe('bill');
  });

  it('closing the modal cancels the load still out', async () => {
    const { request, calls } = heldRequest();
    const view = renderFail(request);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    view.unmount();
    expect(calls[0]!.options?.signal?.aborted).toBe(true);
  });
});

describe('closing', () => {
  const openBill = (request: ReturnType<typeof heldRequest>['request'], overrides: Parameters<typeof createDetachedServices>[0] = {}) => {
    const onClose = vi.fn();
    const services = createDetachedServices({ request: request as never, log: silentLog(), ...overrides });
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <PayModal query={readPayQuery('?pay_id=77&h=abcd1234')} onClose={onClose} />
      </RuntimeProvider>,
    );
    return { view, onClose };
  };

  it.each([[{ status: 0 }], [{ status: 0, error: '' }], [{ status: false, error: '   ' }]])(
    'a refusal %j with no text of its own closes the modal with the refusal message, never a blank alert (spec 001 §8)',
    async (answer) => {
      const { request, calls } = heldRequest();
      const alert = vi.fn();
      const { onClose } = openBill(request, { alert });
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await act(async () => calls[0]!.answer(answer));
      expect(onClose).toHaveBeenCalled();
      expect(alert).toHaveBeenCalledExactlyOnceWith('This bill cannot be paid');
    },
  );

  it("a cash choice the server refuses (status 0, read by the request helper) closes the modal and alerts the server's text, never a retry (spec 001 §7, §8)", async () => {
    const answer = (body: unknown) => Promise.resolve(Response.json(body));
    const fetch = vi.fn((url: RequestInfo | URL) =>
      new URL(String(url), 'http://site.test').searchParams.get('act') === 'payData'
        ? answer({ status: 1, pay: { ...BILL.pay, support_types: { card: {}, cash: { instruction: 'Pay at the desk' } } } })
        : answer({ status: 0, error: 'This bill has been cancelled.' }),
    );
    const alert = vi.fn();
    const { view, onClose } = openBill(createRequest({ fetch, navigate: () => undefined }) as never, { alert });
    await vi.waitFor(() => expect(view.baseElement.querySelector('[data-pay-type="cash"]')).not.toBeNull());
    fireEvent.click(view.baseElement.querySelector('[data-pay-type="cash"]')!);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenCalledExactlyOnceWith('This bill has been cancelled.');
    expect(payView(view.baseElement)).toBeNull();
  });

  it("cancels the cash choice's selectCash: its late link_redirect does not take the page away", async () => {
    const { request, calls } = heldRequest();
    const navigate = vi.fn();
    const { view } = openBill(request, { navigate });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer({ status: 1, pay: { ...BILL.pay, support_types: { card: {}, cash: { instruction: 'Pay at the desk' } } } }));
    fireEvent.click(view.baseElement.querySelector('[data-pay-type="cash"]')!);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.options?.data).toMatchObject({ act: 'selectCash' });
    view.unmount();
    expect(calls[1]!.options?.signal?.aborted).toBe(true);
    await act(async () => calls[1]!.answer({ link_redirect: 'https://bank.example/pay/77' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('what the server names and dates', () => {
  const openWith = async (pay: Record<string, unknown>) => {
    const { request, calls } = heldRequest();
    const services = createDetachedServices({ request: request as never, log: silentLog() });
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <PayModal query={readPayQuery('?pay_id=77&h=abcd1234')} onClose={() => undefined} />
      </RuntimeProvider>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer({ status: 1, pay: { ...BILL.pay, ...pay } }));
    return view;
  };

  it.each(['constructor', 'toString', '__proto__'])('labels a method named like an Object.prototype key (%j) as any other unknown method', async (type) => {
    const consoleError = vi.spyOn(console, 'error');
    const view = await openWith({ support_types: JSON.parse(`{"card":{},"${type}":{}}`) as unknown });
    expect(view.baseElement.querySelector(`[data-pay-type="${type}"]`)?.textContent).toBe(`Pay with ${type}`);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([1e13, 1e308, '9e15'])("a paid bill whose pay_time_done %j is past any date shows as paid, at the server's own wording of the time (spec 001 §3)", async (timeDone) => {
    const view = await openWith({ pay_status: 2, pay_time_done: timeDone, pay_time_done_formatted: 'yesterday' });
    expect(payView(view.baseElement)).toBe('paid');
    expect(view.baseElement.querySelector('.rt-pay__time')?.textContent).toBe('Paid yesterday');
  });
});

// WCAG 1.1.1: the mark before a result's heading is decoration; the heading is named by its words,
// as the status region says them ("✓ This bill…" was read "check mark This bill…").
describe('the result headings', () => {
  const openAt = async (search: string, pay?: Record<string, unknown>) => {
    const { request, calls } = heldRequest();
    const services = createDetachedServices({ request: request as never, log: silentLog() });
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <PayModal query={readPayQuery(search)} onClose={() => undefined} />
      </RuntimeProvider>,
    );
    if (pay) {
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await act(async () => calls[0]!.answer({ status: 1, pay: { ...BILL.pay, ...pay } }));
    }
    return view;
  };

  it.each([
    ['paid', '?pay_id=77&h=abcd1234', { pay_status: 2 }, '✓', 'This bill is already paid'],
    ['success', '?pay_id=77&h=abcd1234&pay_status=success', undefined, '✓', 'Thank you, the payment went through'],
    ['fail', '?pay_id=77&h=abcd1234&pay_status=fail', undefined, '✕', 'The payment did not go through'],
  ])('the %s view’s heading shows its mark, and screen readers read its words alone', async (view, search, pay, mark, words) => {
    const { baseElement } = await openAt(search, pay);
    expect(payView(baseElement)).toBe(view);
    const heading = within(baseElement).getByRole('heading', { level: 3, name: words });
    expect(heading.textContent).toBe(`${mark} ${words}`);
  });
});
