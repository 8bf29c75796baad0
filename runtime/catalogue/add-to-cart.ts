/**
 * The one path by which a product reaches the cart (issue 12.5): a card's button, its name or
 * media, the options modal and a button01 `cart` action with a product all add through here, so
 * the order refusal (with preorders, spec 001 §3) and the cart data are the same everywhere.
 */
import type { CartStore } from '../cart';
import type { CatalogueStore } from './catalogue-store';
import { own } from '../safety/own-records';
import { fetchProductsPage } from './load-products';
import type { Product, Variant } from './product';
import type { RequestFunction } from '../platform/request';
import { cartData, initialSelection, orderRefusal, variantFor, type OrderRules } from './variants';
import { loadServerDataChecks } from '../safety/server-data-checks';

/** Adds one of the variant; false when it is refused or the stock allows no more. */
export function addVariantToCart(cart: CartStore, product: Product, variant: Variant, rules: OrderRules): boolean {
  if (orderRefusal(variant, rules)) return false;
  return cart.getState().add(cartData(product, variant));
}

/** The variant a button without a choice adds: the one a card would start with, under the shop's rules. */
export function defaultVariant(product: Product, rules: OrderRules): Variant | null {
  return variantFor(product, initialSelection(product, rules), rules);
}

/** A product the site has seen (the page, a load), or one loaded by id; null when there is none. */
export async function findProduct(catalogue: CatalogueStore, request: RequestFunction, projectId: string | undefined, productId: string): Promise<Product | null> {
  const known = own(catalogue.getState().products, productId);
  if (known) return known;
  if (!projectId) return null;
  // It is server data: its description is sanitised when it renders (a failed load leaves it escaped), its options' colours known.
  const [page] = await Promise.all([fetchProductsPage(request, { projectId, productIds: [productId], page: 1, limit: 1 }), loadServerDataChecks().catch(() => undefined)]);
  catalogue.getState().addProducts(page.products, page.problems);
  return page.products.find((product) => product.id === productId) ?? null;
}
