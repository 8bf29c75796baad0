// @vitest-environment jsdom
/**
 * A lead's utmData (spec 002 §3) is the utm_* of the address the visitor arrived with: the site
 * keeps it as it mounts (platform/landing.ts), and the lead reads it whatever the address says by
 * then — a query the pay modal cleared, another page of the site. Editing keeps nothing.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Mode } from '../core/policies';
import { createDetachedServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { LANDING_STORAGE_KEY } from '../platform/landing';
import { createLocationService } from '../platform/location';
import { createMemoryBackend, createStorage, type StorageBackend } from '../platform/storage';
import { createSiteStores } from '../site/site-stores';
import { preloadPageParts, Site } from '../site/Site';
import { loadField, SPECIAL_FIELD_KINDS } from '../fields';
import { leadRecorder } from './lead-recorder.test-support';

const pageWithForm = loadPage({
  settings: { projectId: 'p1' },
  sections: [{ id: 'contact', type: 'FREE', elements: [{ id: 'call-me', type: 'form01', data: { formId: 1, groupId: 'calls', fields: [{ id: 'name', type: 'text', name: 'Name' }] } }] }],
}) as LoadedPage;

beforeAll(async () => {
  await Promise.all(SPECIAL_FIELD_KINDS.map((kind) => loadField(kind)));
  await preloadPageParts(pageWithForm);
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** A page load of the site at the window's address, over the site storage's backend (shared by the loads of one visitor). */
async function visit(backend: StorageBackend, mode: Mode = 'run') {
  const recorder = leadRecorder();
  const services = createDetachedServices({ request: recorder.request, location: createLocationService(window), storage: createStorage('site:t:', backend), log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  render(<Site page={pageWithForm} mode={mode} viewport="mobile" services={services} stores={createSiteStores(services.storage, services.clock)} />);
  for (let round = 0; round < 40 && !screen.queryByLabelText('Name', { exact: false }); round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
  }
  const sendLead = async () => {
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    return recorder.sent;
  };
  return { services, sendLead };
}

it('the lead carries the utm of the address the visitor arrived with, after the query was cleared (a pay modal closed)', async () => {
  window.history.replaceState(null, '', '/?utm_source=ads&utm_campaign=spring');
  const { services, sendLead } = await visit(createMemoryBackend());
  // What the pay modal's close does (runtime/pay/PayFromAddress.tsx): the query goes.
  act(() => services.location.replaceSearch(''));
  const sent = await sendLead();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.utmData).toEqual({ utm_source: 'ads', utm_campaign: 'spring' });
});

it('the lead sent from another page of the site carries the utm of the landing page', async () => {
  const backend = createMemoryBackend();
  window.history.replaceState(null, '', '/?utm_source=ads');
  await visit(backend);
  cleanup();
  window.history.replaceState(null, '', '/contacts');
  const sent = await (await visit(backend)).sendLead();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.utmData).toEqual({ utm_source: 'ads' });
});

it('a page opened in the editor keeps no landing', async () => {
  const backend = createMemoryBackend();
  window.history.replaceState(null, '', '/?utm_source=ads');
  await visit(backend, 'admin');
  expect(backend.getItem(`site:t:${LANDING_STORAGE_KEY}`)).toBeNull();
});
