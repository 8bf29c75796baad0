/**
 * The stores factory: the stores every page uses, for one site (the SiteStores interface is in
 * core/site-stores.ts; each of these domains adds its own there by declaration merging). A shop's
 * stores (cart, catalogue, promotions, shipping) are not made here: each is created the first
 * time a part asks for it (`cartStoreOf(stores)`, core/site-stores.ts `domainStore`), so a page
 * without a shop loads none of their code.
 */
import { createDomainStores, createVisibilityStore, disposeDomainStores, type SiteStores } from '../core/site-stores';
import type { RuntimeServices } from '../core/services';
import { createMediaStore } from '../media/media-store';
import { createModalStore } from '../parts/modal/modal-store';
import type { StorageService } from '../platform/storage';
import type { RuntimeClock } from '../core/clock';

/**
 * `storage`: where the shop's stores keep what outlives a reload (the cart's items, the applied
 * promocode, the visitor's shipping choice); `sessionStorage`: what outlives it for the tab's
 * session only (the typed delivery address). `clock`: the site's runtime clock, for the stores'
 * own timers (the cart's delayed removal, the promocode error's reset), so a host holding the
 * clock holds them too.
 */
export function createSiteStores(storage?: StorageService, clock?: RuntimeClock, sessionStorage?: StorageService): SiteStores {
  return {
    visibility: createVisibilityStore(),
    media: createMediaStore(),
    modals: createModalStore(),
    domains: createDomainStores(storage, clock, sessionStorage),
  };
}

/**
 * Lets a site go, for a host that shows another page in its place with new services and stores
 * (the harness's frame): the visibility tracker's observers and resize listener, and each shop
 * store's timers and watch on other tabs (a cart's pending removal would otherwise write its lines
 * to the storage of a site no longer shown). Neither is used after this.
 */
export function releaseSite(services: Pick<RuntimeServices, 'visibility'>, stores: SiteStores): void {
  services.visibility?.disconnect();
  disposeDomainStores(stores);
}
