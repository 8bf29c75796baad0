/**
 * A small page of the shop's products for the cart and checkout browser tests: one product list
 * (products that go straight into the cart from their cards) and the CART widget, given to the
 * frame page in its address (`page=`, base64url JSON) while the sandbox answers from the shop's
 * seed. The whole shop is too slow to load for each test.
 */
import type { Page } from '@playwright/test';
import { pageParam } from './harness';

/** The shop's House Blend: straight into the cart from its card. */
export const BLEND_ID = '8';
export const CART_TITLE = 'Your cart';

type Mode = 'admin' | 'preview' | 'run';

export interface SmallShopOptions {
  title: string;
  /** The products of the list, in order (default: the House Blend alone). */
  productIds?: readonly string[];
  /** The page's ecommerce settings (the cart's statuses, the shipping methods). */
  ecommerce?: Record<string, unknown>;
  /** Sections before the list (e.g. a `#cart` link). */
  before?: readonly unknown[];
  /** The list section's anchor. */
  anchor?: string;
  /** More of the CART widget's data (its order form). */
  cart?: Record<string, unknown>;
  /** The cards' elements, in order (default: name, price, button). */
  elements?: readonly string[];
}

export function smallShopPage({ title, productIds = [BLEND_ID], ecommerce, before = [], anchor, cart = {}, elements = ['name', 'price', 'button'] }: SmallShopOptions) {
  return {
    settings: { title, language: 'en', country: 'US', projectId: 'harbor-coffee', pageId: 'shop', ...(ecommerce ? { ecommerce } : {}) },
    sections: [
      ...before,
      {
        id: 'list',
        type: 'PRODUCTS',
        ...(anchor ? { anchor } : {}),
        title: 'Coffee',
        params: { products: productIds.length, products_type: 'single', align: 'left', navigation: { type: 'button', max_count: 9 }, adaptive: { columns: 1 } },
        settings: {
          source: 'products',
          productIds,
          style_card: { actions: { button: 'cart', cart: 'cart', name: true, media: true, buttonText: 'Add to cart' }, elements_list: elements },
        },
        categories: [{ id: 'list' }],
        categories_enabled: false,
      },
    ],
    widgets: [{ id: 'cart', type: 'CART', data: { button: 'not-empty', position: 'bottom-right', title: CART_TITLE, ...cart } }],
  };
}

/** The frame page's address showing `shopPage` in `mode`, with an optional hash. */
export const smallShopAddress = (shopPage: unknown, mode: Mode = 'run', hash = '') => `frame.html?scenario=shop&mode=${mode}&page=${pageParam(shopPage)}${hash}`;

export const blendCard = (page: Page) => page.locator(`article.rt-card[data-product-id="${BLEND_ID}"]`);
export const cartDialog = (page: Page) => page.getByRole('dialog', { name: CART_TITLE });
