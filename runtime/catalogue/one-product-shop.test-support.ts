/**
 * A page of one PRODUCTS section holding one product, its cards adding to the cart: the smallest
 * published shop, for tests that render it on the server and hydrate it.
 */
import { loadPage, type LoadedPage } from '../page/parse-page';

/** `elements`: what each card shows (its style_card's elements_list); `surfaces`: whether its name and photo put it in the cart too. */
export function oneProductShopPage(product: object, elements: readonly string[], surfaces: { name?: boolean; media?: boolean } = {}): LoadedPage {
  const page = {
    settings: { language: 'en', country: 'US', projectId: 'shop', pageId: 'shop' },
    sections: [
      {
        id: 'list',
        type: 'PRODUCTS',
        categories_enabled: false,
        categories: [{ id: 'all', name: 'All', count: 1, products: [product] }],
        settings: { style_card: { actions: { button: 'cart', cart: 'cart', ...surfaces, buttonText: 'Add to cart' }, elements_list: elements } },
      },
    ],
  };
  const loaded = loadPage(JSON.stringify(page));
  if (!loaded.ok) throw new Error('the shop page did not load');
  return loaded;
}
