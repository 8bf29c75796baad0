/**
 * The stores factory: every domain's store for one site (the SiteStores interface is in
 * core/site-stores.ts; each domain adds its own there by declaration merging).
 */
// Each domain's store module, not its index: the catalogue's index also carries its views, which
// belong in the catalogue block's own chunk, not in the first chunk of every page.
import { createCartStore } from '../cart/cart-store';
import { createCatalogueStore } from '../catalogue/catalogue-store';
import { createPromoStore } from '../checkout/promo-store';
import { createShippingStore } from '../checkout/shipping-store';
import { createVisibilityStore, type SiteStores } from '../core/site-stores';
import { createMediaStore } from '../media/media-store';
import { createModalStore } from '../parts/modal/modal-store';
import type { StorageService } from '../platform/storage';
import type { RuntimeClock } from '../core/clock';

/**
 * `storage`: where the cart keeps its items, promotions the applied promocode, and the shipping
 * store the visitor's choice and address, across reloads (the site's storage service). `clock`: the
 * site's runtime clock, for the stores' own timers (the cart's delayed removal, the promocode
 * error's reset), so a host holding the clock holds them too.
 */
export function createSiteStores(storage?: StorageService, clock?: RuntimeClock): SiteStores {
  const timed = clock ? { clock } : {};
  return {
    visibility: createVisibilityStore(),
    media: createMediaStore(),
    catalogue: createCatalogueStore(),
    cart: createCartStore(storage, timed),
    promotions: createPromoStore(storage, timed),
    shipping: createShippingStore(storage),
    modals: createModalStore(),
  };
}
