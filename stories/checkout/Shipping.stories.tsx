import { useMemo, useState } from 'react';
import type { ShippingChoice } from '../../runtime/checkout';
import type { RuntimeServices } from '../../runtime/core/services';
import { PageSettingsSchema, ShippingMethodSchema, type AddressField } from '../../runtime/page/page-schema';
import { METADATA_PATH } from '../../runtime/platform/api-paths';
import { createRequest } from '../../runtime/platform/request';
import { createSiteStores } from '../../runtime/site/site-stores';
import '../../runtime/parts/modal/modal.css';
import '../../runtime/cart/cart.css';
import { OpenCartStage } from '../support/OpenCartStage';
import { storyCartLine } from '../support/cart-lines';
import { cartStoreOf } from '../../runtime/cart/cart-store';
import { shippingStoreOf } from '../../runtime/checkout/shipping-store';

export default { title: 'Checkout / Shipping' };


const line = storyCartLine;

/** A cart of $54: two bags of the house blend and one single origin. */
const ITEMS = [line('house', 'House Blend, 340 g', 16.5, 2), line('guji', 'Ethiopia Guji, 250 g', 21, 1)];

const show = { show: true, required: false };
const need = { show: true, required: true };

const COURIER = { id: 'courier', title: 'Portland courier, same day', type: 'delivery', price: { current: 7.5 }, addressFieldsConfig: { addressLine2: show, city: need, zipCode: need } };
const USPS = { id: 'usps', title: 'USPS Priority Mail', type: 'delivery', price: { current: 12.95 }, prices: [{ from: 50, current: 9.95 }], addressFieldsConfig: { city: need, state: need, zipCode: need } };
const FREIGHT = { id: 'freight', title: 'Café freight (on a pallet)', type: 'delivery', price: { notFixedPrice: true }, addressFieldsConfig: { addressLine2: show, city: need, state: need, zipCode: need } };
const INTERNATIONAL = {
  id: 'international',
  title: 'DHL Express, international',
  type: 'delivery',
  price: { current: 39, freeFrom: 300 },
  isInternationalDelivery: true,
  availableCountry: ['CA', 'GB', 'DE', 'FR', 'JP', 'US'],
  addressFieldsConfig: { addressLine2: show, city: need, state: need, zipCode: need },
};
const ROASTERY = { id: 'roastery', title: 'Pick up at the Harbor Street roastery', type: 'pickup', address: { addressLine1: '1200 NW Harbor Street', city: 'Portland', region: 'OR', zipCode: '97209' } };
const KIOSK = { id: 'pier-kiosk', title: 'Pick up at the Pier 4 kiosk (weekends)', type: 'pickup', price: { current: 2 }, address: { addressLine1: 'Pier 4, Waterfront Park', addressLine2: 'Kiosk 12', city: 'Portland', region: 'OR', zipCode: '97204' } };

interface ShippingCartProps {
  methods: readonly Record<string, unknown>[];
  choice?: ShippingChoice;
  address?: Partial<Record<AddressField, string>>;
  services?: Partial<RuntimeServices>;
  /** The order was answered "Shipping not found" for this method (spec 001 §8). */
  notFound?: string;
}

/** The open cart of ITEMS on a US page offering these methods, with this choice and address already made (kept in memory). */
function ShippingCart({ methods, choice, address = {}, services, notFound }: ShippingCartProps) {
  const [stores] = useState(() => {
    const created = createSiteStores();
    for (const item of ITEMS) cartStoreOf(created).getState().add(item);
    cartStoreOf(created).setState({ added: 0 });
    if (choice) shippingStoreOf(created).setState({ choice });
    for (const [field, value] of Object.entries(address)) shippingStoreOf(created).getState().setAddress(field as AddressField, value);
    if (notFound) shippingStoreOf(created).getState().shippingNotFound(notFound, methods.map((method) => ShippingMethodSchema.parse(method)));
    cartStoreOf(created).getState().openCart('button');
    return created;
  });
  const settings = useMemo(() => PageSettingsSchema.parse({ country: 'US', ecommerce: { shipping: methods } }), [methods]);
  return <OpenCartStage stores={stores} settings={settings} services={services} fillerHeight={1400} />;
}

/** Delivery with a price: the courier ($7.50) asks for the street, the apartment, the city and the ZIP code. */
export const DeliveryWithPrice = () => <ShippingCart methods={[COURIER, USPS]} />;

/** A price agreed after the order: no figure, in words. */
export const NotFixedPrice = () => <ShippingCart methods={[FREIGHT, COURIER]} />;

/** Free from a sum: the courier says how much more makes it free; USPS has reached its free sum. */
export const FreeFrom = () => <ShippingCart methods={[{ ...COURIER, price: { current: 7.5, freeFrom: 60 } }, { ...USPS, price: { current: 12.95, freeFrom: 50 } }]} />;

/** Blocked by a minimum total: freight from $400 cannot be chosen with a $54 cart and says why; the courier is chosen. */
export const BlockedByMinimum = () => <ShippingCart methods={[{ ...FREIGHT, price: { notFixedPrice: true, minTotal: 400 } }, COURIER]} />;

/** Pickup: the switch between delivery and pickup, a pickup point chosen, its own address shown, no fields. */
export const Pickup = () => <ShippingCart methods={[COURIER, ROASTERY, KIOSK]} choice={{ type: 'pickup', methods: { pickup: 'roastery' } }} />;

/** International delivery: the country list from the server; the US chosen, so the state is a list of the 50 states and DC. */
export const International = () => <ShippingCart methods={[COURIER, INTERNATIONAL]} choice={{ type: 'delivery', methods: { delivery: 'international' } }} address={{ country: 'US' }} />;

/** The metadata call failed: the country is typed, the region a text field; the address still works. */
export const MetadataFailed = () => {
  const [services] = useState<Partial<RuntimeServices>>(() => {
    // The request helper as a page has it, over a fetch whose metadata calls answer 500.
    const fetchFailingMetadata: typeof fetch = (input, init) =>
      new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname.startsWith(METADATA_PATH)
        ? Promise.resolve(new Response('story: metadata refused', { status: 500 }))
        : window.fetch(input, init);
    return { request: createRequest({ fetch: fetchFailingMetadata, navigate: (url) => window.location.assign(url) }) };
  });
  return <ShippingCart methods={[INTERNATIONAL, COURIER]} services={services} />;
};

/** "Shipping not found" (spec 001 §8): USPS is marked with the error and the first other method is chosen. */
export const ShippingNotFound = () => <ShippingCart methods={[COURIER, USPS]} choice={{ type: 'delivery', methods: { delivery: 'usps' } }} notFound="usps" />;

/** A long list: the last method is active and the list scrolls to show it 40 px clear of the edge. */
export const LongList = () => (
  <ShippingCart
    methods={Array.from({ length: 12 }, (_, index) => ({ ...COURIER, id: `zone-${index + 1}`, title: `Courier, zone ${index + 1}`, price: { current: 5 + index } }))}
    choice={{ type: 'delivery', methods: { delivery: 'zone-12' } }}
  />
);
