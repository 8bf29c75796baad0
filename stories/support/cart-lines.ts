import { UNLIMITED_QUANTITY, type CartItemData } from '../../runtime/cart';

/** A cart line of a story's shop: a product without options or image, unlimited unless `quantity` says. */
export const storyCartLine = (id: string, title: string, price: number | null, count: number, quantity = UNLIMITED_QUANTITY): CartItemData => ({
  id: `story:${id}`,
  type: 'product',
  productId: id,
  variantId: `${id}-v`,
  count,
  price,
  orderPrice: price,
  title,
  img: null,
  quantity,
  vendorCode: `HC-${id.toUpperCase()}`,
  optionsInfo: [],
  hidden: false,
});
