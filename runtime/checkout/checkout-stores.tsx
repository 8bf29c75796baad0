/**
 * The stores checkout reads and writes: the site's (the shipping choice and the applied
 * promocode, kept in the site's storage; the typed address and the order form's typed values,
 * kept in its session storage), or, inside admin's forced cart of sample lines, stores of its own
 * in memory.
 * That cart says "nothing is stored" (spec 001 §6, cart::forced_admin): what the owner types,
 * chooses or applies while styling it must not be read back by a visitor's checkout later.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useRuntimeBasics } from '../core/runtime-context';
import { createStorage, type StorageService } from '../platform/storage';
import { createPromoStore, promoStoreOf, type PromoStore } from './promo-store';
import { createShippingStore, shippingStoreOf, type ShippingStore } from './shipping-store';

export interface CheckoutStores {
  shipping: ShippingStore;
  promotions: PromoStore;
  /** Where the order form keeps what was typed for a reload (CheckoutForm CHECKOUT_VALUES_KEY). */
  session: StorageService;
}

/** Null: the site's own stores. */
const CheckoutStoresContext = createContext<CheckoutStores | null>(null);

/** The checkout's stores where it is rendered: the sample cart's in memory, else the site's. */
export function useCheckoutStores(): CheckoutStores {
  const own = useContext(CheckoutStoresContext);
  const { stores, services } = useRuntimeBasics();
  return own ?? { shipping: shippingStoreOf(stores), promotions: promoStoreOf(stores), session: services.sessionStorage };
}

/** A prefix no key of the site's storage has; the storage is in memory alone (no backend). */
const SAMPLE_STORAGE_PREFIX = 'sample-checkout:';

/** Checkout stores in memory: nothing is written to the site's storage nor read from it. */
export function createSampleCheckoutStores(options: Parameters<typeof createPromoStore>[1] = {}): CheckoutStores {
  return { shipping: createShippingStore(), promotions: createPromoStore(undefined, options), session: createStorage(SAMPLE_STORAGE_PREFIX, undefined) };
}

/**
 * Gives `children` their checkout stores: `sample` (admin's forced cart) stores of their own in
 * memory, made when the sample cart opens and gone with it; otherwise the site's.
 */
export function CheckoutStoresProvider({ sample, children }: { sample: boolean; children: ReactNode }) {
  if (!sample) return children;
  return <SampleCheckoutStores>{children}</SampleCheckoutStores>;
}

function SampleCheckoutStores({ children }: { children: ReactNode }) {
  const { services } = useRuntimeBasics();
  const [stores] = useState(() => createSampleCheckoutStores({ clock: services.clock }));
  // The promocode's reset timer goes with the sample cart.
  useEffect(() => () => stores.promotions.getState().dispose(), [stores]);
  return <CheckoutStoresContext.Provider value={stores}>{children}</CheckoutStoresContext.Provider>;
}
