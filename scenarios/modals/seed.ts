import type { SandboxSeed } from '../../sandbox/sandbox';

/** 10 January 2026, 14:30 UTC, in Unix seconds: when the paid bill was paid. */
const PAID_AT = 1_768_055_400;

/**
 * The modals page has no catalogue; its bills cover every case of the pay modal (the page's
 * "bills" section links to each): payable with several methods, cash only, cash with an
 * instruction or a bank redirect, already paid, refused (status 0), "already paid" as an error
 * (status 3), no methods. The hash of each is `h` + its id.
 */
export const modalsSeed: SandboxSeed = {
  projectId: 'harbor-coffee',
  products: [],
  categories: [],
  payBills: [
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
    { payId: '1050', hash: 'h1050', sum: 58.2, status: 2, timeDone: PAID_AT, methods: { card: {} } },
    { payId: '1060', hash: 'h1060', sum: 12, status: 0, methods: {}, refuse: 'This bill has been cancelled.' },
    { payId: '1070', hash: 'h1070', sum: 12, status: 1, methods: {}, answerStatus3: true },
    { payId: '1080', hash: 'h1080', sum: 45, status: 1, methods: {} },
  ],
};
