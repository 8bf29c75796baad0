/** The pay domain (spec 001 §2–§4, §7, §8): the pay modal opened from the address, and its rules. */
export { PayFromAddress } from './PayFromAddress';
export { readPayQuery, type PayQuery, type PayQueryResult } from './pay-query';
export type { PayView } from './pay-rules';
