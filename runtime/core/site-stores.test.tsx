import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartStoreOf } from '../cart/cart-store';
import { catalogueStoreOf } from '../catalogue/catalogue-store';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { PageSettingsSchema } from '../page/page-schema';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { SAMPLE_ITEMS } from '../cart/sample-items';
import { preloadStandardParts } from '../site/registry';
import { Site } from '../site/Site';
import { createSiteStores } from '../site/site-stores';
import { configureShop } from './site-stores';

const shop = (ecommerce: Record<string, unknown>) => PageSettingsSchema.parse({ ecommerce }).ecommerce;

describe("a site's domain stores (the shop's: made on first use)", () => {
  it('are made once per site, the first time a part asks, and each site has its own', () => {
    const one = createSiteStores();
    const other = createSiteStores();
    expect(one.domains.created.size).toBe(0);
    const cart = cartStoreOf(one);
    expect(cartStoreOf(one)).toBe(cart);
    expect(cartStoreOf(other)).not.toBe(cart);
    expect(catalogueStoreOf(one)).not.toBe(cart);
    expect(one.domains.created.size).toBe(2);
  });

  it('start from the shop settings the site was given, and follow them when they change', () => {
    const stores = createSiteStores();
    configureShop(stores, shop({ allowPreorder: true }));
    const cart = cartStoreOf(stores);
    expect(cart.getState().settings.allowPreorder).toBe(true);
    configureShop(stores, shop({ allowPreorder: false }));
    expect(cart.getState().settings.allowPreorder).toBe(false);
  });

  it("are made with the site's storage: a cart saved by an earlier visit is read back when the cart is first asked for", () => {
    const storage = createStorage('site:x:', createMemoryBackend());
    const [line] = SAMPLE_ITEMS;
    cartStoreOf(createSiteStores(storage)).getState().add(line!);
    expect(cartStoreOf(createSiteStores(storage)).getState().items.map((item) => [item.id, item.count])).toEqual([[line!.id, line!.count]]);
  });
});

describe('a page without a shop', () => {
  beforeAll(preloadStandardParts);

  it('renders without making any of the shop stores (their code stays off the page)', () => {
    const landing = loadPage(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../scenarios/landing/page.json'), 'utf8')));
    if (!landing.ok) throw new Error('unreadable page');
    const stores = createSiteStores();
    const html = renderToString(<Site page={landing as LoadedPage} mode="run" viewport="desktop" stores={stores} />);
    expect(html).toContain('rt-site');
    expect(stores.domains.created.size).toBe(0);
  });
});
