/**
 * The page settings a part gets when no page provides them (a story, a component test). Written out
 * rather than taken from `PageSettingsSchema.parse({})`, so the context that offers them does not
 * pull the validator into a published page's first script; a unit test keeps the two equal.
 */
import type { PageSettings } from './page-schema';

export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  title: '',
  language: 'en',
  country: 'US',
  font: 'sans',
  ecommerce: {
    inStockStatus: 'items_in_stock',
    outOfStockStatus: 'preorder',
    allowPreorder: false,
    allowPriceless: false,
    noPriceLabel: '',
    minTotalOrder: 0,
    autoOpenCart: false,
  },
};
