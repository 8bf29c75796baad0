/**
 * The lead endpoint of the sandbox (spec 002 §3, §7, §8): POST JSON to leadSendPath (api-paths.ts,
 * OUR CHOICE of shape). It checks a lead the way a real server would and keeps every lead it got,
 * answered or refused, for the harness Leads panel and the tests.
 *
 *   200  { status: true, lead_id, pay: [] }           — a lead
 *   200  { status: true, lead_id, pay: { pay_link, pay_id, pay_hash } }
 *                                                     — a payment form (advanced field pay[price] > 0):
 *                                                       a bill is added for /mod/pay/ajax/ (pay.ts)
 *   400  { status: false, error, violations: [{ propertyPath, message }] }
 *                                                     — not a lead (no id, jsform or fields), an email
 *                                                       field that is not an address, or a value QA
 *                                                       told it to refuse (`refuse`)
 *   400  { status: false, error, captcha: 'visible' | 'invisible' }
 *                                                     — QA asked for a captcha and the lead has no token
 *                                                       that the fake captcha (fake-captcha.ts) issued
 *   409  { status: false, error: 'cart changed', changed: [{ product_id, variant_id, reason }] }
 *                                                     — an order (a lead whose products name a
 *                                                       product_id) whose line no longer matches the
 *                                                       shop: a price that moved, a stock below the
 *                                                       count (unless the shop takes preorders), a
 *                                                       variant gone or hidden (QA changes them in
 *                                                       the Cart panel: catalogue-changes.ts)
 *        (+ settings: what QA set as `conflictSettings`, spec 001 §7 "a 409 response may carry settings")
 *   409  { status: false, message: 'Shipping not found' }
 *                                                     — an order with shipping[id] while QA says the
 *                                                       shop dropped its methods (`shippingGone`)
 * 500, slow answers and timeouts come from the fault rules (match the lead path prefix '/api/projects/').
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { LEAD_SEND_ROUTE } from '../runtime/platform/api-paths.ts';
import type { EcommerceSettings } from '../runtime/page/page-schema.ts';
import type { SandboxPayBill } from './pay.ts';

/** Tokens the fake captcha issues start with this (fake-captcha.ts). */
export const FAKE_CAPTCHA_TOKEN_PREFIX = 'fake-captcha-pass:';

export interface SandboxLead {
  /** Set when the lead was accepted. */
  leadId: string | null;
  projectId: string;
  groupId: string;
  /** The payload as sent (parsed JSON, or the raw text when it was not JSON). */
  payload: unknown;
  /** The status the sandbox answered. */
  status: number;
  /** What was wrong, when refused. */
  refusal: string | null;
  time: number;
}

export interface LeadRules {
  /** Ask for a captcha when a lead comes without a valid token. */
  captcha: 'visible' | 'invisible' | null;
  /** Field id → message: the server refuses that field whatever its value (a "taken" address…). */
  refuse: Record<string, string>;
  /** The shop no longer knows any shipping method: an order naming one gets 409 "Shipping not found". */
  shippingGone: boolean;
  /** The shop's settings every "cart changed" 409 carries (spec 001 §7); any JSON, so QA can send malformed ones; null: none. */
  conflictSettings: unknown;
}

/** A variant as the shop has it now (QA's catalogue changes applied); null when there is none. */
type FindVariant = (productId: string, variantId: string) => { price: number | null; quantity: number; visible: boolean } | null;

/**
 * The shop's ecommerce settings (spec 001 §3) an order is checked by, which the platform holds for
 * the page: allowPreorder, since a count above the stock is a preorder the shop takes (§4: the line
 * is items_left_in_stock only when "no preorder is allowed"). The others do not decide a line's
 * conflict: a priceless line the shop does not allow, and a subtotal below minTotalOrder, keep the
 * cart's submit disabled (§5), and no "cart changed" reason names them.
 */
export type OrderSettings = Pick<EcommerceSettings, 'allowPreorder'>;

interface OrderConflict {
  product_id: string;
  variant_id: string;
  reason: 'price' | 'stock' | 'gone';
}

export interface LeadControl {
  list(): readonly SandboxLead[];
  subscribe(listener: (leads: readonly SandboxLead[]) => void): () => void;
  rules(): LeadRules;
  setRules(rules: Partial<LeadRules>): void;
  clear(): void;
}

const NO_RULES: LeadRules = { captcha: null, refuse: {}, shippingGone: false, conflictSettings: null };

/** The server's own email check: simpler than the runtime's, as a server's often is. */
const SERVER_EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

interface Violation {
  propertyPath: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function violationsOf(payload: unknown, rules: LeadRules): Violation[] {
  if (!isRecord(payload)) return [{ propertyPath: '', message: 'the lead must be a JSON object' }];
  const violations: Violation[] = [];
  if (typeof payload.id !== 'string' || payload.id === '') violations.push({ propertyPath: 'id', message: 'is required' });
  if (typeof payload.jsform !== 'number') violations.push({ propertyPath: 'jsform', message: 'must be the numeric form id' });
  if (!Array.isArray(payload.fields)) {
    violations.push({ propertyPath: 'fields', message: 'must be a list' });
    return violations;
  }
  for (const field of payload.fields) {
    if (!isRecord(field) || typeof field.id !== 'string') continue;
    const refused = rules.refuse[field.id];
    if (refused) violations.push({ propertyPath: `fields[${field.id}]`, message: refused });
    else if (field.type === 'email' && typeof field.value === 'string' && field.value !== '' && !SERVER_EMAIL.test(field.value)) {
      violations.push({ propertyPath: `fields[${field.id}]`, message: 'This is not an email address' });
    }
  }
  return violations;
}

/** The price of a payment form (advanced field pay[price]), or null. */
function paymentOf(payload: Record<string, unknown>): { price: number; description: string } | null {
  const advanced: unknown = payload.advanced;
  if (!Array.isArray(advanced)) return null;
  const value = (name: string): unknown => advanced.filter(isRecord).find((field) => field.name === name)?.value;
  const price = Number(value('pay[price]'));
  if (!(price > 0)) return null;
  const description = value('pay[desc]');
  return { price, description: typeof description === 'string' ? description : '' };
}

/** The order's lines (the products list of a cart's order) that no longer match the shop. */
function orderConflicts(payload: Record<string, unknown>, findVariant: FindVariant, settings: OrderSettings): OrderConflict[] {
  if (typeof payload.products !== 'string') return [];
  let products: unknown;
  try {
    products = JSON.parse(payload.products) as unknown;
  } catch {
    return [];
  }
  if (!Array.isArray(products)) return [];
  const conflicts: OrderConflict[] = [];
  for (const line of products.filter(isRecord)) {
    if (typeof line.product_id !== 'string' || typeof line.variant_id !== 'string' || line.type === 'custom') continue;
    const at = { product_id: line.product_id, variant_id: line.variant_id };
    const variant = findVariant(line.product_id, line.variant_id);
    if (!variant || !variant.visible) conflicts.push({ ...at, reason: 'gone' });
    else if (variant.price !== line.price) conflicts.push({ ...at, reason: 'price' });
    else if (!settings.allowPreorder && variant.quantity >= 0 && typeof line.count === 'number' && line.count > variant.quantity) conflicts.push({ ...at, reason: 'stock' });
  }
  return conflicts;
}

const namesShipping = (payload: Record<string, unknown>) => Array.isArray(payload.advanced) && payload.advanced.some((field) => isRecord(field) && field.name === 'shipping[id]');

/** `orderSettings` are read at each order: the page a sandbox serves may change (sandbox.ts setEcommerce). */
export function createLeads(bills: SandboxPayBill[], findVariant: FindVariant, orderSettings: () => OrderSettings): LeadControl & { handler: RequestHandler } {
  let leads: SandboxLead[] = [];
  let rules: LeadRules = NO_RULES;
  let next = 1;
  const listeners = new Set<(leads: readonly SandboxLead[]) => void>();
  const keep = (lead: SandboxLead) => {
    leads = [...leads, lead];
    for (const listener of [...listeners]) listener(leads);
  };
  const handler = http.post(`*${LEAD_SEND_ROUTE}`, async ({ request, params }) => {
    const text = await request.text();
    let payload: unknown = text;
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      // Kept as text: the lead list shows what came.
    }
    const base = { projectId: String(params.projectId), groupId: String(params.groupId), payload, time: Date.now() };
    const violations = violationsOf(payload, rules);
    if (violations.length > 0) {
      keep({ ...base, leadId: null, status: 400, refusal: violations.map((v) => `${v.propertyPath}: ${v.message}`).join('; ') });
      return HttpResponse.json({ status: false, error: 'invalid lead', violations }, { status: 400 });
    }
    const lead = payload as Record<string, unknown>;
    const token = lead['captcha-token'];
    if (rules.captcha && !(typeof token === 'string' && token.startsWith(FAKE_CAPTCHA_TOKEN_PREFIX))) {
      keep({ ...base, leadId: null, status: 400, refusal: `captcha (${rules.captcha})` });
      return HttpResponse.json({ status: false, error: 'captcha required', captcha: rules.captcha }, { status: 400 });
    }
    if (rules.shippingGone && namesShipping(lead)) {
      keep({ ...base, leadId: null, status: 409, refusal: 'Shipping not found' });
      return HttpResponse.json({ status: false, message: 'Shipping not found' }, { status: 409 });
    }
    const conflicts = orderConflicts(lead, findVariant, orderSettings());
    if (conflicts.length > 0) {
      keep({ ...base, leadId: null, status: 409, refusal: `cart changed: ${conflicts.map((conflict) => `${conflict.variant_id} ${conflict.reason}`).join(', ')}` });
      const settings = rules.conflictSettings === null ? {} : { settings: rules.conflictSettings };
      return HttpResponse.json({ status: false, error: 'cart changed', changed: conflicts, ...settings }, { status: 409 });
    }
    const leadId = String(next++);
    const payment = paymentOf(lead);
    let pay: unknown = [];
    if (payment) {
      const bill: SandboxPayBill = { payId: `L${leadId}`, hash: `h-lead-${leadId}`, sum: payment.price, status: 1, methods: { card: {}, cash: { instruction: 'Pay at the front desk.' } } };
      bills.push(bill);
      pay = { pay_link: `/mod/pay/?pay_type=card&pay_id=${bill.payId}&h=${bill.hash}`, pay_id: bill.payId, pay_hash: bill.hash };
    }
    keep({ ...base, leadId, status: 200, refusal: null });
    return HttpResponse.json({ status: true, lead_id: leadId, pay });
  });
  return {
    handler,
    list: () => leads,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rules: () => rules,
    setRules(partial) {
      rules = { ...rules, ...partial };
    },
    clear() {
      leads = [];
      rules = NO_RULES;
      for (const listener of [...listeners]) listener(leads);
    },
  };
}
