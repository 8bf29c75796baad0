import { useMemo, useState } from 'react';
import type { CartItemData } from '../../runtime/cart';
import { CartChangesModal, type CartChange } from '../../runtime/checkout';
import { PageSettingsSchema, type AddressField } from '../../runtime/page/page-schema';
import { formatPrice } from '../../runtime/platform/format';
import { createSiteStores } from '../../runtime/site/site-stores';
import '../../runtime/parts/modal/modal.css';
import '../../runtime/cart/cart.css';
import '../../runtime/checkout/checkout.css';
import { OpenCartStage } from '../support/OpenCartStage';
import { storyCartLine } from '../support/cart-lines';
import { StoryRuntime } from '../support/StoryRuntime';
import { cartStoreOf } from '../../runtime/cart/cart-store';
import { shippingStoreOf } from '../../runtime/checkout/shipping-store';

export default { title: 'Checkout / Order' };

const line = storyCartLine;

const need = { show: true, required: true };
const COURIER = { id: 'courier', title: 'Portland courier, same day', type: 'delivery', price: { current: 7.5 }, addressFieldsConfig: { city: need, zipCode: need } };
const ORDER_FORM = {
  formId: 501,
  groupId: 'harbor-orders',
  fields: [
    { id: 'name', type: 'text', name: 'Name', required: true },
    { id: 'phone', type: 'phone', name: 'Phone', required: true },
    { id: 'email', type: 'email', name: 'Email' },
  ],
  submit: { text: 'Place the order' },
  successText: 'Thank you! Your order is in.',
  action: { type: 'pay' },
};
const ADDRESS: Partial<Record<AddressField, string>> = { addressLine1: '455 NW 9th Ave', city: 'Portland', zipCode: '97209' };

interface OrderCartProps {
  items: CartItemData[];
  ecommerce?: Record<string, unknown>;
  address?: Partial<Record<AddressField, string>>;
}

/** The open cart of `items` with the courier and the owner's order form; `address` typed already. The gallery's sandbox serves project 'gallery' (its promotions, its leads). */
function OrderCart({ items, ecommerce = {}, address = ADDRESS }: OrderCartProps) {
  const [stores] = useState(() => {
    const created = createSiteStores();
    for (const item of items) cartStoreOf(created).getState().add(item);
    cartStoreOf(created).setState({ added: 0 });
    for (const [field, value] of Object.entries(address)) shippingStoreOf(created).getState().setAddress(field as AddressField, value);
    cartStoreOf(created).getState().openCart('button');
    return created;
  });
  const settings = useMemo(() => PageSettingsSchema.parse({ country: 'US', projectId: 'gallery', ecommerce: { shipping: [COURIER], ...ecommerce } }), [ecommerce]);
  return <OpenCartStage stores={stores} settings={settings} fillerHeight={1400} cartData={{ order: ORDER_FORM }} />;
}

const BLEND = line('house', 'House Blend, 340 g', 16.5, 2);

/** Ready to order: the lines, the courier with the address typed, the owner's form with its submit. */
export const ReadyToOrder = () => <OrderCart items={[BLEND]} />;

/** The address is missing: the submit is disabled and says so. */
export const AddressMissing = () => <OrderCart items={[BLEND]} address={{}} />;

/** Below the shop's minimum order total: the submit says from which sum orders start. */
export const BelowMinimumTotal = () => <OrderCart items={[BLEND]} ecommerce={{ minTotalOrder: 60 }} />;

/** A line out of stock (no preorders): some items are not available. */
export const ItemUnavailable = () => <OrderCart items={[BLEND, line('guji', 'Ethiopia Guji, 250 g', 21, 3, 1)]} />;

const CHANGES: CartChange[] = [
  { kind: 'price', id: 'story:house', title: 'House Blend, 340 g', from: 16.5, to: 17.25 },
  { kind: 'quantity', id: 'story:guji', title: 'Ethiopia Guji, 250 g', from: 3, to: 1 },
  { kind: 'not_available', id: 'story:kenya', title: 'Kenya AA, 250 g' },
];

/**
 * The order as sent: House Blend at $16.50, 3 Ethiopia Guji at $21.00 and a Kenya AA at $19.00;
 * confirmed, it goes with the new price, one Guji and no Kenya.
 */
const CHANGED_TOTAL = { from: 16.5 + 3 * 21 + 19, to: 17.25 + 21 };

/** After a 409 (spec 001 §8): what changed since the visitor ordered, and the total a confirm charges; confirm sends the order again. */
export const CartChanges = () => (
  <StoryRuntime>
    <CartChangesModal changes={CHANGES} total={CHANGED_TOTAL} money={(value) => formatPrice(value, 'en', 'USD')} onAnswer={() => undefined} />
  </StoryRuntime>
);
