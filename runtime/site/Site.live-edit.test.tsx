// @vitest-environment jsdom
/**
 * A host re-renders the same <Site> with an edited page (the owner's live edits), or with a new
 * site's services and stores (the harness frame makes new ones for each page text): the site's
 * stores follow the page as it is now, from the first render that shows it.
 */
import { act } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { createDetachedServices } from '../core/services';
import { configureShop } from '../core/site-stores';
import { createSiteStores } from './site-stores';
import { preloadStandardParts } from './registry';
import { CART_REGISTRY, preloadOpenCartCode } from './cart-site.test-support';
import { Site } from './Site';
import { cartStoreOf } from '../cart/cart-store';
import { cartItem } from '../cart/cart-item.test-support';
import { hasModal } from '../parts/modal/modal-store';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
// The open cart's code too: a first add opens the cart (autoOpenCart), and an overlay whose code
// had not come yet suspended inside the test's act, which React reports as a console error (now
// and then, where the import was slower than the act).
beforeAll(async () => {
  await preloadStandardParts();
  await preloadOpenCartCode();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function page({ autoOpenCart = false, modals = [] as string[] } = {}): LoadedPage {
  const loaded = loadPage({
    settings: { language: 'en', ecommerce: { autoOpenCart } },
    sections: [{ id: 'hero', type: 'FREE', elements: [] }],
    widgets: [{ id: 'cart', type: 'CART' }],
    modals: modals.map((id) => ({ id, elements: [] })),
  });
  if (!loaded.ok) throw new Error('page did not load');
  return loaded as LoadedPage;
}

function newSite() {
  const services = createDetachedServices({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  return { services, stores: createSiteStores(services.storage, services.clock) };
}

const site = (shown: LoadedPage, { services, stores }: ReturnType<typeof newSite>) => <Site page={shown} mode="preview" viewport="desktop" services={services} stores={stores} registry={CART_REGISTRY} />;

describe('<Site> re-rendered with an edited page or a new site', () => {
  it("the cart follows the shop's settings edited live (autoOpenCart turned on: the first add opens it), the cart button shown meanwhile", () => {
    const errors = vi.spyOn(console, 'error');
    const shown = newSite();
    const view = render(site(page({ autoOpenCart: false }), shown));
    const cart = cartStoreOf(shown.stores);
    view.rerender(site(page({ autoOpenCart: true }), shown));
    act(() => void cart.getState().add(cartItem()));
    expect(cart.getState().open.kind).toBe('open');
    expect(errors).not.toHaveBeenCalled();
  });

  it("a new site's stores given to the same mounted <Site> get the page's shop settings", () => {
    const view = render(site(page({ autoOpenCart: true }), newSite()));
    const next = newSite();
    view.rerender(site(page({ autoOpenCart: true }), next));
    const cart = cartStoreOf(next.stores);
    act(() => void cart.getState().add(cartItem()));
    expect(cart.getState().open.kind).toBe('open');
  });

  it("settings layered over the page's (a 409's, checkout) stay through a re-render with the same page (a mode switch)", () => {
    const shown = newSite();
    const unedited = page({ autoOpenCart: false });
    const view = render(site(unedited, shown));
    configureShop(shown.stores, { ...unedited.settings.ecommerce, autoOpenCart: true });
    view.rerender(<Site page={unedited} mode="run" viewport="desktop" services={shown.services} stores={shown.stores} registry={CART_REGISTRY} />);
    const cart = cartStoreOf(shown.stores);
    act(() => void cart.getState().add(cartItem()));
    expect(cart.getState().open.kind).toBe('open');
  });

  it("a new site's stores given to the same mounted <Site> know the page's modals", () => {
    const view = render(site(page({ modals: ['promo'] }), newSite()));
    const next = newSite();
    view.rerender(site(page({ modals: ['promo'] }), next));
    expect(hasModal(next.stores.modals.getState(), 'promo')).toBe(true);
  });
});
