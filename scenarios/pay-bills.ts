/**
 * The sandbox's bills and the pay links QA opens from the shell (spec 001 §2–§4, §7, §8): every
 * case of the pay modal. The frame adds these bills to every scenario's sandbox, so the shell's
 * "Pay link" opens the pay modal over any page; the modals scenario's page links to them too.
 * The hash of each bill is `h` + its id.
 */
import type { SandboxSeed } from '../sandbox/sandbox';
import type { SandboxPayBill } from '../sandbox/pay';

/** 10 January 2026, 14:30 UTC, in Unix seconds: when the paid bill was paid. */
const PAID_AT = 1_768_055_400;

/** Payable with several methods, cash only, cash with an instruction or a bank redirect, cash refused when chosen (status 0), already paid, refused (status 0), "already paid" as an error (status 3), no methods. */
export const DEMO_PAY_BILLS: readonly SandboxPayBill[] = [
  {
    payId: '1042',
    hash: 'h1042',
    sum: 86.5,
    status: 1,
    methods: { card: {}, sbp: {}, cash: { instruction: 'Pay at the counter of our café on Pier 4 and name bill 1042.\nOpen every day from 8 to 20.' } },
  },
  { payId: '1043', hash: 'h1043', sum: 24, status: 1, methods: { cash: { instruction: 'Bring the exact amount to the cupping on Saturday.' } } },
  { payId: '1044', hash: 'h1044', sum: 310, status: 1, methods: { card: {}, cash: {} }, cashRedirect: 'https://bank.example/cash-voucher/1044' },
  { payId: '1045', hash: 'h1045', sum: 140, status: 1, methods: { card: {}, cash: {} }, cashRedirect: 'javascript:alert(1)' },
  { payId: '1046', hash: 'h1046', sum: 64, status: 1, methods: { card: {}, cash: { instruction: 'Pay at the counter.' } }, refuseCash: 'Cash is no longer accepted for this bill: please pay by card.' },
  { payId: '1050', hash: 'h1050', sum: 58.2, status: 2, timeDone: PAID_AT, methods: { card: {} } },
  { payId: '1060', hash: 'h1060', sum: 12, status: 0, methods: {}, refuse: 'This bill has been cancelled.' },
  { payId: '1070', hash: 'h1070', sum: 12, status: 1, methods: {}, answerStatus3: true },
  { payId: '1080', hash: 'h1080', sum: 45, status: 1, methods: {} },
];

export interface PayLink {
  id: string;
  label: string;
  /** The query a visitor's link carries (pay_id, h, pay_status). */
  query: string;
}

const bill = (payId: string, extra = '') => `pay_id=${payId}&h=h${payId}${extra}`;

/** The shell's Pay link choices: each bill, the returns from the bank, and the links that are wrong. */
export const PAY_LINKS: readonly PayLink[] = [
  { id: 'bill', label: 'Bill 1042: card, fast payment or cash', query: bill('1042') },
  { id: 'cash-only', label: 'Bill 1043: cash only, with an instruction', query: bill('1043') },
  { id: 'cash-voucher', label: 'Bill 1044: cash by a bank voucher link', query: bill('1044') },
  { id: 'cash-unsafe', label: 'Bill 1045: a cash link that is not safe', query: bill('1045') },
  { id: 'cash-refused', label: 'Bill 1046: cash refused when chosen (status 0)', query: bill('1046') },
  { id: 'paid', label: 'Bill 1050: already paid', query: bill('1050') },
  { id: 'refused', label: 'Bill 1060: cancelled (status 0)', query: bill('1060') },
  { id: 'status-3', label: 'Bill 1070: paid, reported as an error (status 3)', query: bill('1070') },
  { id: 'no-methods', label: 'Bill 1080: no payment method', query: bill('1080') },
  { id: 'success', label: 'Back from the bank: paid', query: bill('1042', '&pay_status=success') },
  { id: 'fail', label: 'Back from the bank: failed', query: bill('1042', '&pay_status=fail') },
  { id: 'pay-status-2', label: 'pay_status=2: already paid', query: bill('1042', '&pay_status=2') },
  { id: 'unknown-status', label: 'An unknown pay_status', query: bill('1042', '&pay_status=maybe') },
  { id: 'forged', label: 'A forged code (h)', query: 'pay_id=1042&h=forged' },
  { id: 'no-code', label: 'A link without its code', query: 'pay_id=1042' },
];

export const findPayLink = (id: string | null | undefined): PayLink | undefined => PAY_LINKS.find((link) => link.id === id);

/** The scenario's seed with the demo bills added (a bill of the scenario's own keeps its id). */
export function withDemoBills(seed: SandboxSeed): SandboxSeed {
  const own = seed.payBills ?? [];
  return { ...seed, payBills: [...own, ...DEMO_PAY_BILLS.filter((demo) => !own.some((bill) => bill.payId === demo.payId))] };
}
