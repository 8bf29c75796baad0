import { describe, expect, it, vi } from 'vitest';
import { createRequest } from '../platform/request';
import { buildLeadPayload } from './payload';
import { captchaDemandOf, LEAD_SEND_TIMEOUT_MS, readLeadAnswer, sendLead } from './lead-send';

const payload = buildLeadPayload({
  elementId: 'f',
  formId: 1,
  pageId: null,
  userId: null,
  landingUrl: '',
  abTest: null,
  roistatVisit: null,
  captchaToken: null,
  forceUpdateProduct: false,
  products: [],
  fields: [{ id: 'name', name: 'Name', type: 'text', value: 'Ann' }],
  shipping: [],
  advanced: [],
});

function answering(status: number, body: string) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const request = createRequest({
    fetch: (url, init) => {
      calls.push({ url: String(url), init });
      return Promise.resolve(new Response(body, { status }));
    },
    navigate: () => undefined,
  });
  return { request, calls };
}

describe('sendLead (spec 002 §3, §7, §8)', () => {
  it('POSTs the payload as JSON and reads lead_id and pay', async () => {
    const { request, calls } = answering(200, JSON.stringify({ lead_id: 7, pay: { pay_link: 'https://pay.example/p', pay_id: 3, pay_hash: 'h1' } }));
    const outcome = await sendLead(request, '/leads/', payload);
    expect(outcome).toEqual({ kind: 'sent', leadId: '7', pay: { pay_link: 'https://pay.example/p', pay_id: '3', pay_hash: 'h1' } });
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(payload);
  });
  it.each([['[]'], ['null'], ['false'], ['{"pay_link":""}'], ['{"pay_id":3,"pay_hash":"h1"}']])('reads pay %s as none (no link: nowhere to pay)', async (pay) => {
    const { request } = answering(200, `{"lead_id":"1","pay":${pay}}`);
    expect(await sendLead(request, '/leads/', payload)).toEqual({ kind: 'sent', leadId: '1', pay: null });
  });
  // Spec 002 §2: the payment link is what starts a payment; read as none, it made a pay form report a payment success.
  const invoice = '"pay_link":"https://pay.example/invoice/77"';
  it.each([[`{${invoice}}`], [`{${invoice},"pay_id":3}`], [`{${invoice},"pay_id":"","pay_hash":"h1"}`], [`{${invoice},"pay_id":3,"pay_hash":null}`]])('reads pay %s as a payment at its link, with no bill named', async (pay) => {
    const { request } = answering(200, `{"lead_id":"1","pay":${pay}}`);
    expect(await sendLead(request, '/leads/', payload)).toEqual({ kind: 'sent', leadId: '1', pay: { pay_link: 'https://pay.example/invoice/77' } });
  });
  it('500 is a server error (its alert says Network error)', async () => {
    const { request } = answering(500, 'oops');
    expect((await sendLead(request, '/leads/', payload)).kind).toBe('server');
  });
  it('no answer (the connection dropped) is another failure, its error a network one', async () => {
    const request = createRequest({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), navigate: () => undefined });
    expect(await sendLead(request, '/leads/', payload)).toMatchObject({ kind: 'failed', error: { kind: 'network', status: 0 } });
  });
  it('violations come back by property path', async () => {
    const { request } = answering(422, JSON.stringify({ violations: [{ propertyPath: 'fields[name]', message: 'too short' }] }));
    expect(await sendLead(request, '/leads/', payload)).toEqual({ kind: 'violations', fieldErrors: { 'fields[name]': 'too short' } });
  });
  it.each([
    ['{"status":false,"captcha":"visible"}', 'visible'],
    ['{"status":false,"captcha":"1"}', 'invisible'],
  ])('an error answer %s asks for the %s captcha', async (body, demand) => {
    const { request } = answering(400, body);
    expect(await sendLead(request, '/leads/', payload)).toEqual({ kind: 'captcha', demand });
  });
  it.each([
    ['not JSON', 200, '<html>'],
    ['no lead_id', 200, '{"ok":true}'],
    ['a refusal', 200, '{"status":false,"error":"closed"}'],
    ['404', 404, ''],
  ])('%s is another failure, never a throw', async (_name, status, body) => {
    const { request } = answering(status, body);
    expect((await sendLead(request, '/leads/', payload)).kind).toBe('failed');
  });
  it('a server that never answers: the send ends after LEAD_SEND_TIMEOUT_MS as another failure, a timeout (002 §8: the busy state is cleared)', async () => {
    vi.useFakeTimers();
    try {
      // Only the caller's abort (the deadline) ends this request.
      const request = createRequest({
        fetch: (_url, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
        navigate: () => undefined,
      });
      let outcome: Awaited<ReturnType<typeof sendLead>> | null = null;
      void sendLead(request, '/leads/', payload).then((settled) => (outcome = settled));
      await vi.advanceTimersByTimeAsync(LEAD_SEND_TIMEOUT_MS - 1);
      expect(outcome).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ kind: 'failed', error: { kind: 'timeout' } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readLeadAnswer / captchaDemandOf', () => {
  it('needs a lead_id', () => {
    expect(readLeadAnswer({ pay: null })).toBeNull();
    expect(readLeadAnswer('x')).toBeNull();
  });
  it('ignores absent captcha fields', () => {
    expect(captchaDemandOf({ status: false })).toBeNull();
    expect(captchaDemandOf(null)).toBeNull();
  });
});
