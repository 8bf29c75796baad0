// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import { detachedLocation, type LocationService } from '../platform/location';
import { PayFromAddress } from './PayFromAddress';

// The pay modal's code cannot load (a network failure, a deploy that removed the old chunk).
vi.mock('./PayModal', () => {
  throw new Error('the chunk could not be fetched');
});

afterEach(cleanup);

/** An address the test (as a form does) writes a query into. */
function writableLocation(): LocationService {
  let search = '';
  return { ...detachedLocation, hash: () => '', replaceHash: vi.fn(), restoreHash: vi.fn(), pushHash: vi.fn(), onHashChange: () => () => undefined, search: () => search, replaceSearch: (next) => void (search = next) };
}

describe('PayFromAddress and a payment start', () => {
  it('an address with a pay query whose modal code cannot load: the visitor is told, the rest of the page stays, and the query too (a reload asks again)', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const alert = vi.fn();
    const location: LocationService = { ...detachedLocation, hash: () => '', replaceHash: vi.fn(), restoreHash: vi.fn(), pushHash: vi.fn(), onHashChange: () => () => undefined, search: () => '?pay_id=9&h=abcd', replaceSearch: vi.fn() };
    const services = createDetachedServices({ log, location, alert });
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <p>The rest of the page</p>
        <PayFromAddress />
      </RuntimeProvider>,
    );
    await vi.waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This could not be opened. Please check your connection and try again'));
    expect(log.error).toHaveBeenCalledWith('the pay modal could not be opened: its code did not load', expect.anything());
    expect(view.getByText('The rest of the page')).toBeTruthy();
    expect(location.replaceSearch).not.toHaveBeenCalled();
  });

  it.each([
    { ownEntry: true, how: 'in the place of the entry the form added for the pay query', options: { replace: true } },
    { ownEntry: false, how: 'as a link is followed (the query is on the page\'s own entry)', options: undefined },
  ])("takes the form's payment at once, and goes to the payment page when the modal's code cannot load: $how", async ({ ownEntry, options }) => {
    const navigate = vi.fn();
    const alert = vi.fn();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const services = createDetachedServices({ navigate, log, alert, location: writableLocation() });
    render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <PayFromAddress />
      </RuntimeProvider>,
    );
    const taken: string[] = [];
    services.events.on('pay:taken', ({ payId }) => taken.push(payId));
    await act(async () => {
      // As the form does (spec 002 §2): the address gets the pay query, then the start.
      services.location.replaceSearch('?pay_id=9&h=abc');
      services.events.emit('pay:start', { payId: '9', fallbackUrl: 'https://pay.example/bill/9', ownEntry });
    });
    // Taken while the form's emit runs: the form leaves its fallback redirect to the pay flow.
    expect(taken).toEqual(['9']);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith('https://pay.example/bill/9', options));
    expect(log.error).toHaveBeenCalledWith('the pay modal could not load: going to the payment page', expect.anything());
    // The payment goes on on its page: no alert on the way.
    expect(alert).not.toHaveBeenCalled();
  });
});
