import type { SandboxSeed } from '../../sandbox/sandbox';
import { DEMO_PAY_BILLS } from '../pay-bills';

/**
 * The modals page has no catalogue; its "bills" section links to every bill case of the pay
 * modal (scenarios/pay-bills.ts).
 */
export const modalsSeed: SandboxSeed = {
  projectId: 'harbor-coffee',
  products: [],
  categories: [],
  payBills: [...DEMO_PAY_BILLS],
};
