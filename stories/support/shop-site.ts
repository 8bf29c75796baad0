/**
 * A story site whose products calls the shop scenario's seed answers. The gallery's and Ladle's
 * shared sandbox has no shop in it, so the story's request helper hands GET
 * /api/ecommerce/products/ to the sandbox backend's own handlers (sandbox/sandbox.ts) seeded with
 * the shop's products; every other request (images) goes to the network as usual.
 */
import { getResponse } from 'msw';
import { createSandbox } from '../../sandbox/sandbox';
import { PRODUCTS_PATH } from '../../runtime/platform/api-paths';
import { createRequest } from '../../runtime/platform/request';
import { createBrowserServices } from '../../runtime/core/services';
import { createSiteStores } from '../../runtime/site/site-stores';
import { shopSeed } from '../../scenarios/shop/seed';
import { useStorySite, type StorySiteParts } from './environment';

/** A fetch that answers products calls from the shop seed and sends everything else to the network. */
function shopFetch(): typeof fetch {
  const sandbox = createSandbox(shopSeed);
  return async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), window.location.href), init);
    if (new URL(request.url).pathname === PRODUCTS_PATH) {
      const response = await getResponse(sandbox.handlers, request);
      if (response) return response;
    }
    return window.fetch(input, init);
  };
}

/** A story's services (the shop answering products calls) and stores, for `useStorySite` or StorySite's `createSite`. */
export function createShopStorySite(siteKey: string): StorySiteParts {
  const request = createRequest({ fetch: shopFetch(), navigate: (url) => window.location.assign(url) });
  return { services: createBrowserServices(window, siteKey, { request }), stores: createSiteStores() };
}

/** One set of services (the shop answering products calls) and stores per mounted story, let go with it. */
export function useShopStorySite(): StorySiteParts {
  return useStorySite(createShopStorySite);
}
