// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import type { LocationService } from '../platform/location';
import { PayFromAddress } from './PayFromAddress';

// The pay modal's code cannot load (a network failure, a deploy that removed the old chunk).
vi.mock('./PayModal', () => {
  throw new Error('the chunk could not be fetched');
});

afterEach(cleanup);

describe('PayFromAddress and a payment start', () => {
  it("takes the form's payment at once, and goes to the payment page when the modal's code cannot load", async () => {
    const navigate = vi.fn();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const services = createDetachedServices({ navigate, log });
    render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <PayFromAddress />
      </RuntimeProvider>,
    );
    const taken: string[] = [];
    services.events.on('pay:taken', ({ payId }) => taken.push(payId));
    await act(async () => services.events.emit('pay:start', { payId: '9', hash: 'abc', fallbackUrl: 'https://pay.example/bill/9' }));
    // Taken while the form's emit runs: the form leaves its fallback redirect to the pay flow.
    expect(taken).toEqual(['9']);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example/bill/9'));
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('an address with a pay query whose modal code cannot load breaks only the pay part, not the page', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const location: LocationService = { hash: () => '', replaceHash: vi.fn(), pushHash: vi.fn(), onHashChange: () => () => undefined, search: () => '?pay_id=9&h=abcd', replaceSearch: vi.fn() };
    const services = createDetachedServices({ log, location });
    // React reports the error its boundary caught: expected here, kept out of the test's output.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <p>The rest of the page</p>
        <PayFromAddress />
      </RuntimeProvider>,
    );
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledWith('modal pay #pay failed to render', expect.anything()));
    expect(view.getByText('The rest of the page')).toBeTruthy();
    reported.mockRestore();
  });
});
