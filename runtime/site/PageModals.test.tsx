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
import { memoryLocation } from '../platform/memory-location.test-support';
import type { Mode } from '../core/policies';

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
describe('page modals', () => {
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
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Opening hours' })).toBeTruthy());
    act(() => stores.modals.getState().close('hours'));
    expect(document.querySelector('dialog')).toBeNull();
  });
});

/** A page with two modals, the first opening the second (a modal over a modal). */
function pageWithStackedModals() {
  const page = loadPage({
    settings: { title: 'Modals', language: 'en' },
    sections: [],
    modals: [
      { id: 'hours', title: 'Opening hours', kind: 'basic', width: 480, elements: [{ id: 'hours-text', type: 'text01', data: { text: 'Daily 8–18' } }] },
      { id: 'rules', title: 'House rules', kind: 'basic', width: 480, elements: [{ id: 'rules-text', type: 'text01', data: { text: 'Arrive early' } }] },
    ],
  });
  if (!page.ok) throw new Error('the test page did not load');
  return page;
}

/** An address an earlier life of the page left with `hours` open and `rules` over it, then reloaded. */
function reloadedWithTwoOpen() {
  const location = memoryLocation();
  location.pushEntry({ key: 'modal:hours', depth: 1 });
  location.pushEntry({ key: 'modal:rules', depth: 2 });
  location.reload();
  return location;
}

function renderModals(mode: Mode, location: ReturnType<typeof memoryLocation>, stores = createSiteStores()) {
  const page = pageWithStackedModals();
  const services = createDetachedServices({ location, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const tree = (shown: Mode) => (
    <RuntimeProvider mode={shown} viewport="mobile" stores={stores} services={services}>
      <RegistryContext value={DEFAULT_REGISTRY}>
        <PageModals modals={page.modals} />
      </RegistryContext>
    </RuntimeProvider>
  );
  const view = render(tree(mode));
  return { stores, switchTo: (next: Mode) => view.rerender(tree(next)) };
}

/** The page's modals for a page that has none, on `location`. */
function renderWithoutModals(mode: Mode, location: ReturnType<typeof memoryLocation>) {
  render(
    <RuntimeProvider mode={mode} viewport="mobile" stores={createSiteStores()} services={createDetachedServices({ location, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } })}>
      <PageModals modals={[]} />
    </RuntimeProvider>,
  );
}

describe('a dialog no life opens again, open at a reload (the lightbox, a product’s options: their entries carry React’s id)', () => {
  it('on a page without modals its entry is gone back over as the page arrives, so the visitor’s first Back is not spent on the same page; the page’s own entries stay', async () => {
    const location = memoryLocation();
    location.follow('#menu');
    location.pushEntry({ key: 'dialog:«r3»', depth: 1 });
    location.reload();
    renderWithoutModals('run', location);
    await act(async () => void (await Promise.resolve()));
    expect(location.entries()).toEqual({ hashes: ['', '#menu', '#menu'], at: 1 });
  });

  it('in admin, where the address is not the page’s, nothing is gone back over', async () => {
    const location = memoryLocation();
    location.pushEntry({ key: 'dialog:«r3»', depth: 1 });
    location.reload();
    renderWithoutModals('admin', location);
    await act(async () => void (await Promise.resolve()));
    expect(location.entries().at).toBe(1);
  });
});

/** The `hours` modal opens again on its earlier entry (the first above the page's), and the visitor's Back closes it there. */
async function hoursOpenOnItsEntryUntilBack(location: ReturnType<typeof memoryLocation>) {
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Opening hours' })).toBeTruthy());
  expect(location.entries().at).toBe(1);
  expect(location.entryMark()).toEqual({ key: 'modal:hours', depth: 1 });
  act(() => location.visitorBack());
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(location.entries().at).toBe(0);
}

describe('page modals open at a reload', () => {
  it('two were open: the top one opens again; closed by its own close, it lands on the entry of the one under, which opens again and takes it, so the next Back closes it', async () => {
    const location = reloadedWithTwoOpen();
    renderModals('run', location);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'House rules' })).toBeTruthy());
    expect(screen.queryByRole('dialog', { name: 'Opening hours' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await act(async () => void (await Promise.resolve()));
    expect(location.entries().at).toBe(1);
    // Not an entry with nothing open, which would leave a Back that changes nothing.
    await hoursOpenOnItsEntryUntilBack(location);
  });

  it('a lightbox was open over a page modal: its entry is gone back over as the page arrives, and the modal under it opens again on its own entry, so the first Back closes it', async () => {
    const location = memoryLocation();
    location.pushEntry({ key: 'modal:hours', depth: 1 });
    location.pushEntry({ key: 'dialog:«r7»', depth: 2 });
    location.reload();
    renderModals('run', location);
    await hoursOpenOnItsEntryUntilBack(location);
  });

  it('loaded again in admin, which opens none: a switch to preview or run later opens none either (no reload, no Back or Forward brought it)', async () => {
    const location = reloadedWithTwoOpen();
    const { stores, switchTo } = renderModals('admin', location);
    expect(stores.modals.getState().requested).toEqual([]);
    switchTo('run');
    switchTo('preview');
    await act(async () => void (await Promise.resolve()));
    expect(stores.modals.getState().requested).toEqual([]);
    expect(location.entries()).toEqual({ hashes: ['', '', ''], at: 2 });
  });
});
