/**
 * The sample lines admin's forced open shows (spec 001 §6: the owner styles the cart without a
 * visitor's items): one line for each stock status under the default settings, and one with
 * preorder. They live in a cart store of their own, in memory: nothing is written anywhere.
 */
import type { CartItemData } from './cart-item';
import { createCartStore } from './cart-store';
import { UNLIMITED_QUANTITY } from './cart-item';
import type { EcommerceSettings } from './stock';

const line = (id: string, title: string, overrides: Partial<CartItemData>): CartItemData => ({
  id: `sample:${id}`,
  type: 'product',
  productId: `sample-${id}`,
  variantId: id,
  count: 1,
  price: 14,
  orderPrice: 14,
  title,
  img: null,
  quantity: UNLIMITED_QUANTITY,
  vendorCode: `SAMPLE-${id.toUpperCase()}`,
  optionsInfo: [],
  hidden: false,
  ...overrides,
});

export const SAMPLE_ITEMS: readonly CartItemData[] = [
  line('a', 'Sample product: in stock', { optionsInfo: [{ name: 'Weight: 250 g' }, { name: 'Grind: Whole bean' }] }),
  line('b', 'Sample product: a few in stock', { quantity: 4, count: 2, price: 22.5, orderPrice: 22.5 }),
  line('c', 'Sample product: more wanted than in stock', { quantity: 2, count: 3, price: 9 }),
  line('d', 'Sample product: out of stock', { quantity: 0, price: 30 }),
  line('e', 'Sample product: not available', { hidden: true, price: 12 }),
];

/** A cart of sample lines, in memory only, under the page's settings. */
export function createSampleCart(settings: EcommerceSettings) {
  // Added under preorder so the stock caps no sample count; the page's settings then decide the statuses.
  const store = createCartStore(undefined, { settings: { ...settings, allowPreorder: true, autoOpenCart: false } });
  for (const item of SAMPLE_ITEMS) store.getState().add(item);
  store.setState({ settings, added: 0 });
  return store;
}
