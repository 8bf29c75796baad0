/**
 * The pay modal's rules as plain functions (spec 001 §2 Pay modal, §3 Pay bill, §4 Payment, §7,
 * §8; issue 11): reading the address, reading the answers of /mod/pay/ajax/, and the state
 * machine of its six views (bill, loading, cash, already-paid, success, fail) plus the
 * "problem" view that bad input ends in (never a blank or stuck modal).
 */
import { MS_PER_SECOND } from '../core/clock';
import { isRecord } from '../safety/is-record';
import { isFalseStatus } from '../platform/request';

/** Spec 001 §3: pay_status 2 means the bill is already paid. */
export const PAY_STATUS_PAID = 2;
/** Spec 001 §7: an error with status 3 counts as paid (success without a bill number). */
export const PAY_ANSWER_ALREADY_PAID = 3;
/** The payment method that shows an instruction instead of a redirect (spec 001 §3, §4). */
export const CASH_TYPE = 'cash';
// Reading the address is in pay-query.ts, which the page loads with itself; the rest waits for the modal.
export { PAY_STATUS_PARAMS, readPayQuery, takesPayStart, type PayQuery, type PayQueryResult, type PayStatusParam } from './pay-query';
import type { PayQueryResult } from './pay-query';

/** Spec 001 §3 Pay bill. */
export interface PayBill {
  payId: string;
  sum: number;
  status: number;
  /** Unix seconds when it was paid; null when not paid. */
  timeDone: number | null;
  /** The server's own wording of that time, when it sent one. */
  timeDoneFormatted: string | null;
  /** Payment method types in the server's order; `cash` carries an instruction. */
  methods: string[];
  cashInstruction: string | null;
}

/** An answer with status 0, to payData or selectCash: close the modal and alert the text (spec 001 §7, §8). */
export interface PayRefusal {
  kind: 'refused';
  /** The server's text (`error`, else `message`); empty when it sent none. */
  message: string;
}

export type PayDataOutcome =
  | { kind: 'bill'; bill: PayBill }
  | PayRefusal
  /** Status 3: counts as paid, success without a bill number (spec 001 §7). */
  | { kind: 'already-paid' }
  | { kind: 'malformed' };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const numeric = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/**
 * pay_time_done, in seconds since the epoch: only a time a Date can hold, as the modal formats it;
 * anything past that range is null, and the server's own wording of the time is shown instead.
 */
const paidTime = (value: unknown): number | null => {
  const seconds = numeric(value);
  return seconds !== null && !Number.isNaN(new Date(seconds * MS_PER_SECOND).getTime()) ? seconds : null;
};

/** Reads the `pay` object of a payData answer; null when it is not a bill. */
export function readBill(raw: unknown): PayBill | null {
  if (!isRecord(raw)) return null;
  const payId = numeric(raw.pay_id) !== null || text(raw.pay_id) ? String(raw.pay_id) : null;
  const sum = numeric(raw.pay_sum);
  if (payId === null || sum === null || sum < 0) return null;
  const types = isRecord(raw.support_types) ? raw.support_types : {};
  const methods = Object.keys(types).filter((type) => /^[a-z0-9_-]{1,40}$/i.test(type));
  const cash = types[CASH_TYPE];
  return {
    payId,
    sum,
    status: numeric(raw.pay_status) ?? 0,
    timeDone: paidTime(raw.pay_time_done),
    timeDoneFormatted: text(raw.pay_time_done_formatted),
    methods,
    cashInstruction: isRecord(cash) ? text(cash.instruction) : null,
  };
}

/** Spec 001 §7: the refusal an answer with status 0 stands for (its text in `error`; status 0 in the request helper's spellings of it); null for any other answer. */
function readRefusal(answer: Record<string, unknown>): PayRefusal | null {
  return isFalseStatus(answer.status) ? { kind: 'refused', message: text(answer.error) ?? text(answer.message) ?? '' } : null;
}

/** What a payData answer (or the body of its refusal) means. */
export function readPayData(answer: unknown): PayDataOutcome {
  if (!isRecord(answer)) return { kind: 'malformed' };
  const refusal = readRefusal(answer);
  if (refusal) return refusal;
  if (numeric(answer.status) === PAY_ANSWER_ALREADY_PAID) return { kind: 'already-paid' };
  const bill = readBill(answer.pay);
  return bill ? { kind: 'bill', bill } : { kind: 'malformed' };
}

export type SelectCashOutcome = { kind: 'redirect'; url: string } | { kind: 'cash'; instruction: string | null } | { kind: 'unsafe-redirect' } | PayRefusal;

/**
 * A selectCash answer (or the body of its refusal; spec 001 §7): `link_redirect` to follow when it
 * is a safe http(s) or relative URL (`isSafe` is the URL-safety rule), otherwise the cash view with
 * its instruction. A link_redirect of another scheme (javascript:…) is never followed. Status 0 is a
 * refusal with its text, as for payData: the bill was cancelled, or cash taken off it, after it was shown.
 */
export function readSelectCash(answer: unknown, isSafe: (url: string) => boolean): SelectCashOutcome {
  const record = isRecord(answer) ? answer : {};
  const refusal = readRefusal(record);
  if (refusal) return refusal;
  const link = text(record.link_redirect);
  if (link !== null) return isSafe(link) ? { kind: 'redirect', url: link } : { kind: 'unsafe-redirect' };
  const instruction = text(record.instruction) ?? (isRecord(record.cash) ? text(record.cash.instruction) : null);
  return { kind: 'cash', instruction };
}

export type PayProblem = 'bad_link' | 'no_methods' | 'error';

/** The pay modal's views (a status union). */
export type PayView =
  | { view: 'loading' }
  | { view: 'bill'; bill: PayBill }
  | { view: 'cash'; bill: PayBill; instruction: string | null }
  | { view: 'paid'; bill: PayBill }
  | { view: 'success'; billNumber: string | null }
  | { view: 'fail'; bill: PayBill | null }
  | { view: 'problem'; problem: PayProblem; retry: boolean }
  | { view: 'closed'; alert: string | null };

/** The first view for the address's query: success at once, fail (its bill reloads behind it), or loading. */
export function initialView(result: PayQueryResult): PayView {
  if (result.kind === 'none') return { view: 'closed', alert: null };
  if (result.kind === 'invalid') return { view: 'problem', problem: 'bad_link', retry: false };
  if (result.query.status === 'success') return { view: 'success', billNumber: result.query.payId };
  if (result.query.status === 'fail') return { view: 'fail', bill: null };
  return { view: 'loading' };
}

/** Whether the first view needs payData (pay loads the bill; fail reloads it; success does not). */
export function loadsOnOpen(view: PayView): boolean {
  return view.view === 'loading' || view.view === 'fail';
}

/** A refusal closes the modal with the server's text, which the modal alerts (spec 001 §8). */
const refusedView = (refusal: PayRefusal): PayView => ({ view: 'closed', alert: refusal.message });

/**
 * The view after a payData answer. From `fail`, a loaded bill stays behind the failure view (for
 * the retry); from loading it becomes the bill view, the already-paid view (pay_status 2), or the
 * cash view straight away when cash is the only method (spec 001 §4).
 */
export function afterPayData(current: PayView, outcome: PayDataOutcome): PayView {
  switch (outcome.kind) {
    case 'refused':
      return refusedView(outcome);
    case 'already-paid':
      return { view: 'success', billNumber: null };
    case 'malformed':
      return current.view === 'fail' ? current : { view: 'problem', problem: 'error', retry: true };
    case 'bill': {
      const { bill } = outcome;
      if (bill.status === PAY_STATUS_PAID) return { view: 'paid', bill };
      if (current.view === 'fail') return { view: 'fail', bill };
      if (bill.methods.length === 0) return { view: 'problem', problem: 'no_methods', retry: false };
      if (bill.methods.length === 1 && bill.methods[0] === CASH_TYPE) return { view: 'cash', bill, instruction: bill.cashInstruction };
      return { view: 'bill', bill };
    }
  }
}

/**
 * The view after the cash choice's selectCash answer: the cash view with the answer's instruction,
 * else the bill's own (a redirect, which the modal follows, leaves it shown until the page goes);
 * a refusal closes the modal as payData's does.
 */
export function afterSelectCash(bill: PayBill, outcome: SelectCashOutcome): PayView {
  if (outcome.kind === 'refused') return refusedView(outcome);
  return { view: 'cash', bill, instruction: (outcome.kind === 'cash' ? outcome.instruction : null) ?? bill.cashInstruction };
}

/** A payData call that failed (network, server, timeout): the failure view keeps its place; otherwise a problem with retry. */
export function afterPayDataError(current: PayView): PayView {
  return current.view === 'fail' ? current : { view: 'problem', problem: 'error', retry: true };
}
