import type { RequestFunction } from '../../runtime/platform/request';
import { detachedLocation } from '../../runtime/platform/location';
import { PayFromAddress } from '../../runtime/pay';
import { StoryRuntime } from '../support/StoryRuntime';

export default { title: 'Pay / Pay modal' };

const BILL = {
  status: 1,
  pay: {
    pay_id: '1042',
    pay_sum: 86.5,
    pay_status: 1,
    pay_time_done: null,
    support_types: { card: {}, sbp: {}, cash: { instruction: 'Pay at the counter of our café on Pier 4 and name bill 1042.' } },
  },
};
const PAID = { status: 1, pay: { ...BILL.pay, pay_sum: 58.2, pay_status: 2, pay_time_done: 1_768_055_400, support_types: { card: {} } } };
const CASH_ONLY = { status: 1, pay: { ...BILL.pay, support_types: { cash: { instruction: 'Bring the exact amount to the cupping on Saturday.' } } } };

/** A fake request helper: the given payData answer (never answering when null), selectCash without a redirect. */
function fakeRequest(payData: unknown | null): RequestFunction {
  return <T,>(_url: string, init?: { data?: Record<string, unknown> }) =>
    init?.data?.act === 'selectCash'
      ? Promise.resolve({ status: 1 } as T)
      : payData === null
        ? new Promise<T>(() => undefined)
        : Promise.resolve(payData as T);
}

/** The pay modal as the address `search` opens it, with the backend's answer. */
function PayStory({ search, payData }: { search: string; payData: unknown | null }) {
  return (
    <StoryRuntime services={{ location: { ...detachedLocation, search: () => search }, request: fakeRequest(payData) }}>
      <PayFromAddress />
    </StoryRuntime>
  );
}

export const Bill = () => <PayStory search="?pay_id=1042&h=h1042" payData={BILL} />;
export const Loading = () => <PayStory search="?pay_id=1042&h=h1042" payData={null} />;
export const Cash = () => <PayStory search="?pay_id=1042&h=h1042" payData={CASH_ONLY} />;
export const AlreadyPaid = () => <PayStory search="?pay_id=1050&h=h1050" payData={PAID} />;
export const Success = () => <PayStory search="?pay_id=1042&h=h1042&pay_status=success" payData={BILL} />;
export const Fail = () => <PayStory search="?pay_id=1042&h=h1042&pay_status=fail" payData={BILL} />;
export const BadLink = () => <PayStory search="?pay_id=1042" payData={BILL} />;
