import { describe, expect, it } from 'vitest';
import { actionSettingProblem, PAY_FALLBACK_REDIRECT_MS, PAY_START_DELAY_MS, planFormAction, REDIRECT_DELAY_MS, searchWithPay } from './actions';

const context = { pageUrl: 'https://site.example/page/', search: '?utm_source=x', codeRuns: true };
const pay = { pay_link: 'https://pay.example/bill/9', pay_id: '9', pay_hash: 'abc' };

describe('form actions (spec 002 §2, §7, §9)', () => {
  it('has the spec delays', () => {
    expect([REDIRECT_DELAY_MS, PAY_START_DELAY_MS, PAY_FALLBACK_REDIRECT_MS]).toEqual([500, 200, 500]);
  });
  it('close', () => {
    expect(planFormAction({ type: 'close' }, null, context)).toEqual([{ type: 'close' }]);
  });
  it('redirect after 500 ms to a safe target', () => {
    expect(planFormAction({ type: 'redirect', redirect: 'https://other.example/thanks' }, null, context)).toEqual([{ type: 'redirect', url: 'https://other.example/thanks', delayMs: 500 }]);
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', ' JAVASCRIPT:alert(1)', 'mailto:a@b.cd', ''])('refuses a redirect to %j', (target) => {
    expect(planFormAction({ type: 'redirect', redirect: target }, null, context)).toEqual([{ type: 'refused-redirect', url: target }]);
  });
  it('code runs only where the policy allows', () => {
    expect(planFormAction({ type: 'code', code: 'x()' }, null, context)).toEqual([{ type: 'code', code: 'x()' }]);
    expect(planFormAction({ type: 'code', code: 'x()' }, null, { ...context, codeRuns: false })).toEqual([{ type: 'code-skipped' }]);
  });
  it('modal', () => {
    expect(planFormAction({ type: 'modal', modalId: 'thanks' }, null, context)).toEqual([{ type: 'modal', modalId: 'thanks' }]);
  });
  it('pay with a pay_link: pay_id and h in the address, start after 200 ms, fallback after 500 ms', () => {
    expect(planFormAction({ type: 'close' }, pay, context)).toEqual([
      { type: 'pay-start', search: '?utm_source=x&pay_id=9&h=abc', delayMs: 200, fallbackUrl: 'https://pay.example/bill/9', fallbackDelayMs: 500 },
    ]);
  });
  it('pay with an unsafe pay_link is refused', () => {
    expect(planFormAction({ type: 'pay' }, { ...pay, pay_link: 'javascript:alert(1)' }, context)).toEqual([{ type: 'refused-redirect', url: 'javascript:alert(1)' }]);
  });
  it.each(['pay', 'close'] as const)('a %s form answered with a pay_link alone (no bill to open here): to the link after 200 ms, no query, no payment success', (type) => {
    expect(planFormAction({ type }, { pay_link: 'https://pay.example/invoice/77' }, context)).toEqual([{ type: 'redirect', url: 'https://pay.example/invoice/77', delayMs: PAY_START_DELAY_MS }]);
  });
  it('a pay_link alone that the redirect rule refuses is refused, never followed nor read as a payment success', () => {
    expect(planFormAction({ type: 'pay' }, { pay_link: 'javascript:alert(1)' }, context)).toEqual([{ type: 'refused-redirect', url: 'javascript:alert(1)' }]);
  });
  it('pay without payment data: hash pay and the payment success event', () => {
    expect(planFormAction({ type: 'pay' }, null, context)).toEqual([{ type: 'pay-success', hash: 'pay' }]);
  });
  it('searchWithPay replaces earlier pay parameters', () => {
    expect(searchWithPay('?pay_id=1&h=old&a=b', pay)).toBe('?pay_id=9&h=abc&a=b');
    expect(searchWithPay('', pay)).toBe('?pay_id=9&h=abc');
  });
});

describe('actionSettingProblem: an action setting that cannot work, for admin’s note', () => {
  const pageWith =
    (...modalIds: string[]) =>
    (modalId: string) =>
      modalIds.includes(modalId);
  it('a modal action naming a modal the page does not have; none when the page has it, or names none (the form only closes)', () => {
    expect(actionSettingProblem({ type: 'modal', modalId: 'nope' }, pageWith('booking'))).toEqual({ kind: 'missing-modal', modalId: 'nope' });
    expect(actionSettingProblem({ type: 'modal', modalId: 'booking' }, pageWith('booking'))).toBeNull();
    expect(actionSettingProblem({ type: 'modal' }, pageWith())).toBeNull();
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', ' JAVASCRIPT:alert(1)', 'mailto:a@b.cd'])('a redirect to %j, which planFormAction refuses', (target) => {
    expect(actionSettingProblem({ type: 'redirect', redirect: target }, pageWith())).toEqual({ kind: 'refused-redirect', url: target });
  });
  it('a redirect with no address', () => {
    expect(actionSettingProblem({ type: 'redirect' }, pageWith())).toEqual({ kind: 'missing-redirect' });
    expect(actionSettingProblem({ type: 'redirect', redirect: ' ' }, pageWith())).toEqual({ kind: 'missing-redirect' });
  });
  it('nothing for a redirect the form follows (another site, a path of this one) or for the other actions', () => {
    for (const redirect of ['https://other.example/thanks', '/thanks', '//other.example/thanks', 'thanks.html']) {
      expect(actionSettingProblem({ type: 'redirect', redirect }, pageWith())).toBeNull();
      expect(planFormAction({ type: 'redirect', redirect }, null, context)[0]?.type).toBe('redirect');
    }
    for (const type of ['close', 'pay', 'code'] as const) expect(actionSettingProblem({ type }, pageWith())).toBeNull();
  });
});
