import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRequest } from '../runtime/platform/request';
import { leadSendPath } from '../runtime/platform/api-paths';
import { loadPayData } from '../runtime/pay/pay-api';
import { buildLeadPayload, paymentFields, sendLead, type LeadPayloadInput } from '../runtime/forms';
import { TEST_SEED } from '../scenarios/test-seed';
import { FAKE_CAPTCHA_TOKEN_PREFIX } from './leads';
import { createSandbox } from './sandbox';

const sandbox = createSandbox(TEST_SEED);
const server = setupServer(...sandbox.handlers);
const request = createRequest({ fetch: (input, init) => fetch(new URL(String(input), 'http://localhost'), init) });
const url = leadSendPath('demo', 'g1');

const lead = (over: Partial<LeadPayloadInput> = {}) =>
  buildLeadPayload({
    elementId: 'form',
    formId: 5,
    pageId: 'home',
    userId: null,
    landingUrl: '?utm_source=mail',
    abTest: null,
    roistatVisit: null,
    captchaToken: null,
    forceUpdateProduct: false,
    products: [],
    fields: [
      { id: 'name', name: 'Name', type: 'text', value: 'Ann' },
      { id: 'email', name: 'Email', type: 'email', value: 'ann@example.com' },
    ],
    shipping: [],
    advanced: [],
    ...over,
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

describe('sandbox lead endpoint, fed by the runtime', () => {
  it('accepts a lead, answers lead_id, and keeps the payload as sent', async () => {
    const payload = lead();
    expect(await sendLead(request, url, payload)).toEqual({ kind: 'sent', leadId: '1', pay: null });
    expect(sandbox.leads.list()).toHaveLength(1);
    expect(sandbox.leads.list()[0]).toMatchObject({ leadId: '1', projectId: 'demo', groupId: 'g1', status: 200, payload });
  });

  it('refuses an email field that is not an address, by property path', async () => {
    const outcome = await sendLead(request, url, lead({ fields: [{ id: 'mail', name: 'Email', type: 'email', value: 'ann at example' }] }));
    expect(outcome).toEqual({ kind: 'violations', fieldErrors: { 'fields[mail]': 'This is not an email address' } });
    expect(sandbox.leads.list()[0]).toMatchObject({ leadId: null, status: 400 });
  });

  it('refuses what QA told it to refuse', async () => {
    sandbox.leads.setRules({ refuse: { name: 'This name is taken' } });
    expect(await sendLead(request, url, lead())).toEqual({ kind: 'violations', fieldErrors: { 'fields[name]': 'This name is taken' } });
  });

  it('asks for a captcha until a lead carries a token of the fake captcha', async () => {
    sandbox.leads.setRules({ captcha: 'visible' });
    expect(await sendLead(request, url, lead())).toEqual({ kind: 'captcha', demand: 'visible' });
    expect(await sendLead(request, url, lead({ captchaToken: 'forged' }))).toEqual({ kind: 'captcha', demand: 'visible' });
    expect((await sendLead(request, url, lead({ captchaToken: `${FAKE_CAPTCHA_TOKEN_PREFIX}1` }))).kind).toBe('sent');
  });

  it('a payment form gets a pay link to a bill the pay endpoint knows', async () => {
    const outcome = await sendLead(request, url, lead({ advanced: paymentFields(1500, 'Consultation') }));
    if (outcome.kind !== 'sent' || outcome.pay?.pay_id === undefined) throw new Error(`expected a pay link with its bill, got ${JSON.stringify(outcome)}`);
    expect(outcome.pay.pay_link).toBe(`/mod/pay/?pay_type=card&pay_id=${outcome.pay.pay_id}&h=${outcome.pay.pay_hash}`);
    const bill = await loadPayData(request, { payId: outcome.pay.pay_id, hash: outcome.pay.pay_hash, status: 'pay' });
    expect(bill.kind === 'bill' && bill.bill.sum).toBe(1500);
  });

  it('500 from a fault rule is a server error (spec 002 §8 "Status 500"); the lead is not kept as accepted', async () => {
    sandbox.faults.set({ match: '/api/projects/', status: 500 });
    expect((await sendLead(request, url, lead())).kind).toBe('server');
    expect(sandbox.leads.list()).toHaveLength(0);
  });

  it('a malformed answer is a failure, never a throw', async () => {
    sandbox.faults.set({ match: '/api/projects/', malformed: true });
    expect((await sendLead(request, url, lead())).kind).toBe('failed');
  });
});

describe('sandbox orders: a line that no longer matches the shop answers 409 (spec 001 §8)', () => {
  const product = TEST_SEED.products.find((candidate) => candidate.variants.some((variant) => variant.price !== null && variant.quantity > 1))!;
  const variant = product.variants.find((candidate) => candidate.price !== null && candidate.quantity > 1)!;
  const line = (over: Record<string, unknown> = {}) => ({ id: `${product.id}:${variant.id}`, type: 'product' as const, count: 1, price: variant.price, title: product.title, img: null, product_id: product.id, variant_id: variant.id, ...over });
  const order = (lines: ReturnType<typeof line>[], advanced: LeadPayloadInput['advanced'] = []) => lead({ forceUpdateProduct: true, products: lines, advanced });

  it('accepts an order whose lines match the shop', async () => {
    expect(await sendLead(request, url, order([line()]))).toMatchObject({ kind: 'sent' });
  });

  it('a price QA changed, a count above the stock and a variant gone each answer 409 with what changed', async () => {
    sandbox.catalogue.change(variant.id, { price: (variant.price ?? 0) + 2 });
    const priced = await sendLead(request, url, order([line()]));
    expect(priced).toMatchObject({ kind: 'conflict', body: { status: false, changed: [{ product_id: product.id, variant_id: variant.id, reason: 'price' }] } });
    sandbox.catalogue.clear();
    expect(await sendLead(request, url, order([line({ count: variant.quantity + 1 })]))).toMatchObject({ kind: 'conflict', body: { changed: [{ reason: 'stock' }] } });
    expect(await sendLead(request, url, order([line({ variant_id: 'no-such-variant' })]))).toMatchObject({ kind: 'conflict', body: { changed: [{ reason: 'gone' }] } });
    expect(sandbox.leads.list().map((kept) => kept.status)).toEqual([409, 409, 409]);
  });

  it('a shop that takes preorders (spec 001 §3 allowPreorder) takes a count above the stock as a preorder, not a 409 (§4 items_left_in_stock: "no preorder is allowed"); a moved price or a line gone still answers 409', async () => {
    const overStock = order([line({ count: variant.quantity + 1 })]);
    sandbox.setEcommerce({ allowPreorder: true });
    try {
      expect(await sendLead(request, url, overStock)).toMatchObject({ kind: 'sent' });
      sandbox.catalogue.change(variant.id, { quantity: 0 });
      expect(await sendLead(request, url, order([line()]))).toMatchObject({ kind: 'sent' });
      sandbox.catalogue.change(variant.id, { price: (variant.price ?? 0) + 2 });
      expect(await sendLead(request, url, order([line()]))).toMatchObject({ kind: 'conflict', body: { changed: [{ reason: 'price' }] } });
      expect(await sendLead(request, url, order([line({ variant_id: 'no-such-variant' })]))).toMatchObject({ kind: 'conflict', body: { changed: [{ reason: 'gone' }] } });
    } finally {
      sandbox.setEcommerce({ allowPreorder: false });
    }
    sandbox.catalogue.clear();
    // Another page shown, which takes no preorders: the count above the stock is a conflict again.
    expect(await sendLead(request, url, overStock)).toMatchObject({ kind: 'conflict', body: { changed: [{ reason: 'stock' }] } });
  });

  it("the shop's settings come with the seed too (a published page's backend, scripts/scenario-backend.mjs); without them, the page's defaults: no preorders", async () => {
    const overStock = (sandboxed: ReturnType<typeof createSandbox>) =>
      getResponse(sandboxed.handlers, new Request(new URL(url, 'http://localhost'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order([line({ count: variant.quantity + 1 })])) }));
    expect((await overStock(createSandbox({ ...TEST_SEED, ecommerce: { allowPreorder: true } })))?.status).toBe(200);
    expect((await overStock(createSandbox(TEST_SEED)))?.status).toBe(409);
  });

  it('custom lines and a lead without products are not checked against the shop', async () => {
    expect(await sendLead(request, url, order([line({ type: 'custom', product_id: 'gift-card', variant_id: 'gift-card' })]))).toMatchObject({ kind: 'sent' });
    expect(await sendLead(request, url, lead())).toMatchObject({ kind: 'sent' });
  });

  it('a "cart changed" 409 carries the settings QA set (spec 001 §7), as they are, malformed or not; none by default', async () => {
    sandbox.catalogue.change(variant.id, { price: (variant.price ?? 0) + 2 });
    const plain = await sendLead(request, url, order([line()]));
    expect(plain.kind === 'conflict' && typeof plain.body === 'object' && plain.body !== null && 'settings' in plain.body).toBe(false);
    sandbox.leads.setRules({ conflictSettings: { minTotalOrder: 100 } });
    expect(await sendLead(request, url, order([line()]))).toMatchObject({ kind: 'conflict', body: { settings: { minTotalOrder: 100 } } });
    sandbox.leads.setRules({ conflictSettings: 'everything' });
    expect(await sendLead(request, url, order([line()]))).toMatchObject({ kind: 'conflict', body: { settings: 'everything' } });
  });

  it('with shippingGone, an order naming a method answers 409 "Shipping not found"; one without shipping goes through', async () => {
    sandbox.leads.setRules({ shippingGone: true });
    const shipped = await sendLead(request, url, order([line()], [{ type: 'hidden', name: 'shipping[id]', value: 'courier' }]));
    expect(shipped).toMatchObject({ kind: 'conflict', body: { message: 'Shipping not found' } });
    expect(await sendLead(request, url, order([line()]))).toMatchObject({ kind: 'sent' });
  });
});
