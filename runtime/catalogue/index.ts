/**
 * The catalogue: the product model and its lenient reader, options and variants, product loads,
 * the per-site product store, what a PRODUCTS section carries, and the views (a section's lists
 * with their cards, load-more and pagination; the options modal; the admin notices).
 */
export { catalogueStoreOf, createCatalogueStore, failedLoads, loadedProblems, sizedListKey, type CatalogueStore } from './catalogue-store';
export type { LoadFailure } from './load-failure';
export { PRODUCTS_LOAD_TIMEOUT_MS } from './load-products';
export { LOAD_INTENT_FRESH_MS, LOAD_NEAR_SCREEN_FRESH_MS } from './request-ahead';
export type { ProductProblem } from './product';
export { CategoryList, LoadFailuresNotice, ProblemsNotice } from './ProductList';
export { OptionsModalOnDemand } from './options-modal-code';
export type { CardLayout, ProductCardProps } from './ProductCard';
export { useHashNames, useRevealNamed } from './product-names';
export { categoryHashNames, categoryName, PRODUCT_LIST_ID, productHash, readSectionCatalogue, stackedCategories, type CategoryView, type ProductsSectionData, type SectionCatalogue } from './section-catalogue';
export { CART_REFRESH_BATCH, cartProductsLoader, productsLearnedOnceHydrated } from './cart-products';
export { addVariantToCart, defaultVariant, findProduct } from './add-to-cart';
export { orderRefusal, REFUSAL_KEYS } from './variants';
