import { describe, expect, it } from 'vitest';
import { DEMO_PAY_BILLS, findPayLink, PAY_LINKS, withDemoBills } from './pay-bills';

describe('the pay links QA opens from the shell', () => {
  it('each link names a demo bill by its id; only the wrong links carry a code that is not the bill’s', () => {
    for (const link of PAY_LINKS) {
      const query = new URLSearchParams(link.query);
      const bill = DEMO_PAY_BILLS.find((candidate) => candidate.payId === query.get('pay_id'));
      expect(bill, link.id).toBeDefined();
      const rightCode = query.get('h') === bill!.hash;
      expect(rightCode, link.id).toBe(!['forged', 'no-code'].includes(link.id));
    }
  });

  it('covers every bill and every return status the spec names', () => {
    const ids = new Set(PAY_LINKS.map((link) => new URLSearchParams(link.query).get('pay_id')));
    for (const bill of DEMO_PAY_BILLS) expect(ids.has(bill.payId), bill.payId).toBe(true);
    const statuses = PAY_LINKS.map((link) => new URLSearchParams(link.query).get('pay_status')).filter(Boolean);
    expect(statuses).toEqual(expect.arrayContaining(['success', 'fail', '2']));
  });

  it('ids are unique and found by id', () => {
    expect(new Set(PAY_LINKS.map((link) => link.id)).size).toBe(PAY_LINKS.length);
    expect(findPayLink('paid')?.query).toBe('pay_id=1050&h=h1050');
    expect(findPayLink('nope')).toBeUndefined();
    expect(findPayLink(null)).toBeUndefined();
  });

  it('every scenario’s sandbox gets the demo bills; a bill of the scenario’s own keeps its id', () => {
    const own = { payId: '1042', hash: 'mine', sum: 1, status: 1, methods: {} };
    const seed = withDemoBills({ projectId: 'p', products: [], categories: [], payBills: [own] });
    expect(seed.payBills!.filter((bill) => bill.payId === '1042')).toEqual([own]);
    expect(seed.payBills).toHaveLength(DEMO_PAY_BILLS.length);
    expect(withDemoBills({ projectId: 'p', products: [], categories: [] }).payBills).toHaveLength(DEMO_PAY_BILLS.length);
  });
});
