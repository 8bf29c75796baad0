import { describe, expect, it } from 'vitest';
import { asksForPay, PAY_ENTRY_KEY, takesPayEntry } from './pay-query';

describe('the pay query and the history entry of the pay modal', () => {
  it('an address asks for the pay modal when its query has a pay_id, a broken link’s too', () => {
    expect(asksForPay('?pay_id=9&h=abc')).toBe(true);
    expect(asksForPay('?utm_source=x&pay_id=9')).toBe(true);
    expect(asksForPay('?utm_source=x')).toBe(false);
    expect(asksForPay('')).toBe(false);
  });

  it('takes the entry a form’s start added, and one the runtime marked for it (Forward, a reload with it open); not the address the visitor came by', () => {
    expect(takesPayEntry('start', null)).toBe(true);
    expect(takesPayEntry('move', { key: PAY_ENTRY_KEY })).toBe(true);
    expect(takesPayEntry('arrival', { key: PAY_ENTRY_KEY })).toBe(true);
    expect(takesPayEntry('arrival', null)).toBe(false);
    expect(takesPayEntry('move', null)).toBe(false);
    expect(takesPayEntry('move', { key: 'modal:hours' })).toBe(false);
  });
});
