/**
 * The pay endpoints of the sandbox (spec 001 §7), seeded from the scenario's bills.
 *
 * GET /mod/pay/ajax/?act=payData&pay_id&hash
 *   { status: 1, pay: { pay_id, pay_sum, pay_status, pay_time_done, pay_time_done_formatted, support_types } }
 *   { status: 0, error }  — unknown bill, wrong hash, or a bill seeded to be refused
 *   { status: 3, error }  — a bill seeded to answer "already paid" as an error
 * GET /mod/pay/ajax/?act=selectCash&pay_id&hash
 *   { status: 1, link_redirect } when the bill has one, else { status: 1, instruction }
 *   { status: 0, error }  — unknown bill, wrong hash, or a bill seeded to refuse cash
 * Anything else: 400 with violations. Slow, failing and malformed answers come from the fault
 * rules (match '/mod/pay/ajax/').
 *
 * GET /mod/pay/ (the payment page a method redirects to) is a page, not a fetch: the harness
 * server serves it (payPageMiddleware), since the service worker does not see navigations.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { PAY_AJAX_PATH } from '../runtime/platform/api-paths.ts';

export interface SandboxPayBill {
  payId: string;
  hash: string;
  sum: number;
  /** 2 means already paid. */
  status: number;
  /** Unix seconds. */
  timeDone?: number;
  /** Method type → its data; cash carries an instruction. */
  methods: Record<string, { instruction?: string }>;
  /** selectCash answers this link_redirect (may be unsafe on purpose). */
  cashRedirect?: string;
  /** payData answers status 0 with this text. */
  refuse?: string;
  /** selectCash answers status 0 with this text (the bill shows, cash was taken off it since). */
  refuseCash?: string;
  /** payData answers the "status 3" error. */
  answerStatus3?: boolean;
}

function payAnswer(bill: SandboxPayBill) {
  return {
    status: 1,
    pay: {
      pay_id: bill.payId,
      pay_sum: bill.sum,
      pay_status: bill.status,
      pay_time_done: bill.timeDone ?? null,
      pay_time_done_formatted: bill.timeDone ? new Date(bill.timeDone * 1000).toISOString() : null,
      support_types: bill.methods,
    },
  };
}

export function payHandler(bills: readonly SandboxPayBill[]): RequestHandler {
  return http.get(`*${PAY_AJAX_PATH}`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const act = params.get('act');
    if (act !== 'payData' && act !== 'selectCash') {
      return HttpResponse.json({ status: false, error: 'invalid query', violations: [{ propertyPath: 'act', message: 'must be payData or selectCash' }] }, { status: 400 });
    }
    const bill = bills.find((candidate) => candidate.payId === params.get('pay_id'));
    if (!bill || bill.hash !== params.get('hash')) return HttpResponse.json({ status: 0, error: 'The bill was not found or the link is wrong.' });
    if (act === 'payData') {
      if (bill.refuse) return HttpResponse.json({ status: 0, error: bill.refuse });
      if (bill.answerStatus3) return HttpResponse.json({ status: 3, error: 'The bill is already paid.' });
      return HttpResponse.json(payAnswer(bill));
    }
    if (bill.refuseCash) return HttpResponse.json({ status: 0, error: bill.refuseCash });
    if (bill.cashRedirect) return HttpResponse.json({ status: 1, link_redirect: bill.cashRedirect });
    return HttpResponse.json({ status: 1, instruction: bill.methods.cash?.instruction ?? null });
  });
}
