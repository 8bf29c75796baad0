/**
 * The stores factory: every domain's store for one site (the SiteStores interface is in
 * core/site-stores.ts; each domain adds its own there by declaration merging).
 */
// Each domain's store module, not its index: the catalogue's index also carries its views, which
// belong in the catalogue block's own chunk, not in the first chunk of every page.
import { createCartStore } from '../cart/cart-store';
import { createCatalogueStore } from '../catalogue/catalogue-store';
import { createShippingStore } from '../checkout/shipping-store';
import { createVisibilityStore, type SiteStores } from '../core/site-stores';
import { createMediaStore } from '../media/media-store';
import { createModalStore } from '../parts/modal/modal-store';
import type { StorageService } from '../platform/storage';

/** `storage`: where the cart keeps its items and the shipping store the visitor's choice and address across reloads (the site's storage service). */
export function createSiteStores(storage?: StorageService): SiteStores {
  return { visibility: createVisibilityStore(), media: createMediaStore(), catalogue: createCatalogueStore(), cart: createCartStore(storage), modals: createModalStore(), shipping: createShippingStore(storage) };
}
