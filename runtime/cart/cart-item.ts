/**
 * The cart's vocabulary: what a cart item is, and the stock that never runs out. The catalogue
 * builds items from its products and hands them to the cart; the cart knows nothing of products.
 */

/** Stock that never runs out (spec 001 §3: -1 or "infinite" means unlimited). */
export const UNLIMITED_QUANTITY = -1;

/** Spec 001 §3 Cart item, as the card hands it to the cart (`custom`: a line the shop adds that is no product of the catalogue). */
export interface CartItemData {
  id: string;
  type: 'product' | 'custom';
  productId: string;
  variantId: string;
  count: number;
  price: number | null;
  orderPrice: number | null;
  title: string;
  img: { id: string; ext: string; unq_id?: string } | null;
  /** Stock; -1 unlimited. */
  quantity: number;
  vendorCode: string;
  optionsInfo: { name: string }[];
  hidden: boolean;
  /**
   * Ours: when its data (price, stock, title…) last came from the shop's API, by the wall clock
   * (Date.now() as that call went out); absent for data from the page itself (a published page's
   * products, as old as its publishing). An add of the same variant takes the card's data only if
   * it is no older (cart-store.ts add): a card the page was published with must not put back a
   * price a refresh has since changed.
   */
  checkedAt?: number;
}
