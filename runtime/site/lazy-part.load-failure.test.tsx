// @vitest-environment jsdom
/**
 * A part whose code does not load (offline, a deploy that removed the old chunk): the visitor did
 * not ask for it, so visitors see nothing of it, admin sees its error box, and the part imports its
 * code again when it is shown again: a modal opened again at once; new data or any other re-render
 * once the failure is FAILED_IMPORT_COOL_DOWN_MS old, never at each re-render before that (a chunk a
 * deploy removed was asked again at every render of its part).
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps, ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAILED_IMPORT_COOL_DOWN_MS } from '../platform/cached-import';
import type { Mode } from '../core/policies';
import { createDetachedServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import type { Registry } from '../parts/registry-context';
import { lazyPart, quietLazyPart } from './lazy-part';
import { DEFAULT_REGISTRY, preloadStandardParts } from './registry';
import { Site } from './Site';
import { createSiteStores } from './site-stores';

// The standard parts load on demand (registry.ts); the pages here are rendered at once, after them.
beforeAll(preloadStandardParts);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** An import that fails the first time (the chunk did not come) and loads the part at the next try. */
function failingOnce<Props>(text: string) {
  const Loaded: ComponentType<Props> = () => <p>{text}</p>;
  return vi.fn<() => Promise<ComponentType<Props>>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: part.js')).mockResolvedValue(Loaded);
}

function page(json: unknown): LoadedPage {
  const loaded = loadPage(json);
  if (!loaded.ok) throw new Error('the test page did not load');
  return loaded;
}

/** Renders the site (in an awaited act: a part that suspends there is retried once its import settles). */
async function mount(first: LoadedPage, mode: Mode, registry: Registry) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const services = createDetachedServices({ log });
  const stores = createSiteStores();
  const site = (shown: LoadedPage) => <Site page={shown} mode={mode} viewport="desktop" registry={registry} services={services} stores={stores} />;
  const view = await act(async () => render(site(first)));
  return { log, stores, showAgain: (next: LoadedPage) => act(async () => view.rerender(site(next))) };
}

/** The failure's cool-down passes (the clock read by cached-import.ts moves on; React's own timers do not). */
function coolDownPasses() {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + FAILED_IMPORT_COOL_DOWN_MS);
}

const freePage = (text: string) => page({ sections: [{ id: 'about', type: 'FREE', elements: [{ id: 'intro', type: 'figure', data: { kind: 'text', text } }] }] });

describe('a block whose code does not load', () => {
  it('shows its error box in admin and logs that its code did not load; shown again (new data), it imports its code again and renders, but not at each re-render within the cool-down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failingOnce<ComponentProps<typeof DEFAULT_REGISTRY.blocks.FREE.component>>('the block');
    const registry: Registry = { ...DEFAULT_REGISTRY, blocks: { ...DEFAULT_REGISTRY.blocks, FREE: { ...lazyPart(load), implemented: true } } };
    const admin = await mount(freePage('first'), 'admin', registry);
    await waitFor(() => expect(document.querySelector('[data-part-error="section"]')?.textContent).toContain('Failed to fetch dynamically imported module'));
    expect(load).toHaveBeenCalledTimes(1);
    // The owner types in the section, a render per key: the missing chunk is not asked again meanwhile.
    for (const text of ['e', 'ed', 'edi']) await admin.showAgain(freePage(text));
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-part-error="section"]')).not.toBeNull();
    expect(admin.log.error).toHaveBeenCalledTimes(1);
    // A few seconds on, the next edit gives the part another chance, with a new import.
    coolDownPasses();
    await admin.showAgain(freePage('edited'));
    expect(await screen.findByText('the block')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(document.querySelector('[data-part-error]')).toBeNull();
    expect(admin.log.error).toHaveBeenCalledWith('section FREE #about: its code could not be loaded', expect.any(TypeError));
  });

  it('shows visitors nothing of it, and no error box', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: part.js')));
    const registry: Registry = { ...DEFAULT_REGISTRY, blocks: { ...DEFAULT_REGISTRY.blocks, FREE: { ...lazyPart(load), implemented: true } } };
    const visitor = await mount(freePage('first'), 'run', registry);
    await waitFor(() => expect(visitor.log.error).toHaveBeenCalled());
    const section = document.querySelector('[data-section-id="about"]');
    expect(section?.textContent).toBe('');
    expect(document.querySelector('[data-part-error]')).toBeNull();
    expect(document.querySelector('[data-block-loading]')).toBeNull();
  });
});

describe('an element of a page modal whose code does not load', () => {
  // The first import of the modal's dialog code transforms its modules here, which can take a second
  // or more (the config's test time and tests/support/waits.ts allow for it).
  it('leaves visitors the modal without it; the modal opened again imports the code again and shows the element', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failingOnce<ComponentProps<typeof DEFAULT_REGISTRY.elements.figure.component>>('the opening hours');
    const registry: Registry = { ...DEFAULT_REGISTRY, elements: { ...DEFAULT_REGISTRY.elements, figure: { ...lazyPart(load), implemented: true } } };
    const withModal = page({ sections: [], modals: [{ id: 'hours', title: 'Opening hours', kind: 'basic', elements: [{ id: 'hours-text', type: 'figure', data: { kind: 'text', text: 'Daily' } }] }] });
    const visitor = await mount(withModal, 'run', registry);
    await act(async () => void visitor.stores.modals.getState().open('hours'));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Opening hours' })).toBeTruthy());
    await waitFor(() => expect(visitor.log.error).toHaveBeenCalled());
    expect(screen.queryByText('the opening hours')).toBeNull();
    expect(document.querySelector('[data-part-error]')).toBeNull();
    act(() => visitor.stores.modals.getState().close('hours'));
    await act(async () => void visitor.stores.modals.getState().open('hours'));
    expect(await screen.findByText('the opening hours')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(visitor.log.error).toHaveBeenCalledWith('element figure #hours-text: its code could not be loaded', expect.any(TypeError));
  });
});

describe('a floating widget whose code does not load', () => {
  type CartProps = ComponentProps<typeof DEFAULT_REGISTRY.widgets.CART.component>;
  const cartPage = (id: string) => page({ sections: [], widgets: [{ id, type: 'CART', data: {} }] });
  const withCart = (load: () => Promise<ComponentType<CartProps>>): Registry => ({ ...DEFAULT_REGISTRY, widgets: { ...DEFAULT_REGISTRY.widgets, CART: { ...quietLazyPart(load), implemented: true } } });

  it('shows its error box in admin and logs it; shown again once the cool-down has passed, it imports its code again and renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failingOnce<CartProps>('the cart');
    const admin = await mount(cartPage('cart'), 'admin', withCart(load));
    await waitFor(() => expect(document.querySelector('[data-part-error="widget"]')?.textContent).toContain('Failed to fetch dynamically imported module'));
    // Re-rendered within the cool-down (the page's stores change, the owner edits): no new import.
    await admin.showAgain(cartPage('cart'));
    await admin.showAgain(cartPage('cart'));
    expect(load).toHaveBeenCalledTimes(1);
    coolDownPasses();
    await admin.showAgain(cartPage('cart'));
    expect(await screen.findByText('the cart')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(admin.log.error).toHaveBeenCalledWith('widget CART #cart: its code could not be loaded', expect.any(TypeError));
  });

  it('shows visitors nothing of it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: cart.js')));
    const visitor = await mount(cartPage('cart'), 'run', withCart(load));
    await waitFor(() => expect(visitor.log.error).toHaveBeenCalled());
    expect(document.querySelector('[data-widget-id="cart"]')?.textContent).toBe('');
    expect(document.querySelector('[data-part-error]')).toBeNull();
  });
});
