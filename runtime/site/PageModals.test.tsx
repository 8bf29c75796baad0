// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { loadPage } from '../page/parse-page';
import { PageModals } from './PageModals';
import { createSiteStores } from './site-stores';
import { DEFAULT_REGISTRY, preloadStandardParts } from './registry';
import { RegistryContext } from '../parts/registry-context';

beforeAll(preloadStandardParts);
afterEach(cleanup);

/** A page with one modal holding a text element. */
function pageWithModal() {
  const page = loadPage({
    settings: { title: 'Modals', language: 'en' },
    sections: [],
    modals: [{ id: 'hours', title: 'Opening hours', kind: 'basic', width: 480, elements: [{ id: 'hours-text', type: 'text01', data: { text: 'Daily 8–18' } }] }],
  });
  if (!page.ok) throw new Error('the test page did not load');
  return page;
}

// The first import of the dialog's code transforms its modules here, which can take a second or more.
describe('page modals', { timeout: 10_000 }, () => {
  it('a modal asked open shows once its dialog code is there; nothing before, and nothing of it while closed', async () => {
    const stores = createSiteStores();
    const page = pageWithModal();
    render(
      <RuntimeProvider mode="run" viewport="desktop" stores={stores} services={createDetachedServices({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } })}>
        <RegistryContext value={DEFAULT_REGISTRY}>
          <PageModals modals={page.modals} />
        </RegistryContext>
      </RuntimeProvider>,
    );
    expect(document.querySelector('dialog')).toBeNull();
    act(() => void stores.modals.getState().open('hours'));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Opening hours' })).toBeTruthy(), { timeout: 4_000 });
    act(() => stores.modals.getState().close('hours'));
    expect(document.querySelector('dialog')).toBeNull();
  });
});
