/**
 * The page settings a part gets when no page provides them (a story, a component test). Written out
 * rather than taken from `PageSettingsSchema.parse({})`, so the context that offers them does not
 * pull the validator into a published page's first script; a unit test keeps the two equal.
 */
import type { EcommerceSettings, PageSettings } from './page-schema';

/** The ecommerce settings when the page names none: stock counts shown, no preorders, no priceless orders. */
export const DEFAULT_ECOMMERCE_SETTINGS: EcommerceSettings = {
  inStockStatus: 'items_in_stock',
  outOfStockStatus: 'preorder',
  allowPreorder: false,
  allowPriceless: false,
  noPriceLabel: '',
  minTotalOrder: 0,
  autoOpenCart: false,
};

export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  title: '',
  language: 'en',
  country: 'US',
  font: 'sans',
  ecommerce: DEFAULT_ECOMMERCE_SETTINGS,
};
