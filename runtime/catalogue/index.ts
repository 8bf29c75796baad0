/**
 * The catalogue: the product model and its lenient reader, options and variants, product loads,
 * the per-site product store, and the views (card, options modal, pagination bar).
 */
export { createCatalogueStore, failedLoads, loadedProblems, sizedListKey, type CatalogueStore, type ListMode, type ProductList } from './catalogue-store';
export { loadFailureText, type LoadFailure } from './load-failure';
export { loadListPage, PRODUCTS_LOAD_TIMEOUT_MS } from './load-products';
export { pageCount } from './pagination';
export { normaliseProduct, normaliseProducts, type Product, type ProductProblem } from './product';
export { OptionsModal } from './OptionsModal';
export { Pagination } from './PaginationBar';
export { ProductCard, type CardLayout, type ProductCardProps } from './ProductCard';
