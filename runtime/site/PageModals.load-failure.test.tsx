// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { loadPage } from '../page/parse-page';
import { PageModals } from './PageModals';
import { createSiteStores } from './site-stores';

// The dialog's chunk cannot be loaded (a deploy removed it, the network failed).
vi.mock('./PageModal', () => {
  throw new Error('Failed to fetch dynamically imported module: PageModal.js');
});

afterEach(cleanup);

describe('a page modal whose code does not load', () => {
  it('is closed again, the failure logged and the visitor told it could not open; the next click asks anew (and tries the code again) instead of finding it open with nothing shown', async () => {
    const stores = createSiteStores();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const alert = vi.fn();
    const page = loadPage({ settings: { title: 'Modals', language: 'en' }, sections: [], modals: [{ id: 'hours', title: 'Opening hours', kind: 'basic', elements: [] }] });
    if (!page.ok) throw new Error('the test page did not load');
    render(
      <RuntimeProvider mode="run" viewport="desktop" stores={stores} services={createDetachedServices({ log, alert })}>
        <PageModals modals={page.modals} />
      </RuntimeProvider>,
    );
    act(() => void stores.modals.getState().open('hours'));
    expect(stores.modals.getState().requested).toEqual(['hours']);
    await waitFor(() => expect(stores.modals.getState().requested).toEqual([]));
    expect(log.error).toHaveBeenCalledWith('[runtime] a page modal could not be shown: its code did not load', expect.anything());
    expect(document.querySelector('dialog')).toBeNull();
    expect(alert).toHaveBeenCalledExactlyOnceWith('This could not be opened. Please check your connection and try again');
    // Asked again, it is asked again (and tries the code again), and the visitor told again.
    act(() => void stores.modals.getState().open('hours'));
    await waitFor(() => expect(log.error).toHaveBeenCalledTimes(2));
    expect(stores.modals.getState().requested).toEqual([]);
    expect(alert).toHaveBeenCalledTimes(2);
  });
});
