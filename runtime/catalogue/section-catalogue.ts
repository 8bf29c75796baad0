/**
 * What a PRODUCTS section carries, read once: each category's published first page (the
 * products put in the site's store), or the one list of given ids (`settings.source:
 * 'products'`), and the problems found in the product data.
 */
import type { LoadedSection } from '../page/parse-page';
import { isPrefixedHash, PRODUCT_HASH_PREFIX } from '../page/section-targets';
import { normaliseHash, tabLinkName } from '../widgets/tabs/tab-rules';
import type { PublishedPage } from './catalogue-store';
import { normaliseProducts, type Product, type ProductProblem } from './product';

export type ProductsSectionData = Extract<LoadedSection, { type: 'PRODUCTS' }>;

/** The list id of a section whose source is a product list rather than categories. */
export const PRODUCT_LIST_ID = 'products';

export interface CategoryView {
  id: string;
  name: string;
  /** The first page as published, cut to the section's page size (navigation max_count). */
  initial: PublishedPage;
  /** Exactly these products (source `products`), or the category's. */
  productIds: string[] | null;
}

export interface SectionCatalogue {
  categories: CategoryView[];
  products: Map<string, Product>;
  problems: ProductProblem[];
}

export { PRODUCT_HASH_PREFIX };

/**
 * A category's name as its tab and its list's pages are named: the owner's, or its id where the
 * owner left it empty or wrote only spaces (a blank name would make a blank, nameless tab).
 */
export function categoryName(category: Pick<CategoryView, 'id' | 'name'>): string {
  return category.name.trim() || category.id;
}

export function productHash(productId: string): string {
  return `${PRODUCT_HASH_PREFIX}${productId}`;
}

/** What a hash can name in each category tab: its published products (the first category holding one wins). */
export function categoryHashNames(category: CategoryView): string[] {
  return category.initial.ids.map(productHash);
}

/**
 * The name a hash gives, when it is one a catalogue answers (sectionHashNames): `product{id}` or
 * `tab{categoryId}`, decoded; else null.
 */
export function catalogueHashName(hash: string): string | null {
  const name = normaliseHash(hash);
  return name !== null && isPrefixedHash(name) ? name : null;
}

/**
 * Product id → the category of the section whose card of it bears `#product{id}`: the first whose
 * published page holds it, the tab such a hash opens (categoryHashNames, tabForHash), so the card
 * it names is in the tab it shows. A product only a load brought is named nowhere: no link to the
 * page could count on it being there.
 */
export function namingCategories(categories: readonly CategoryView[]): Map<string, string> {
  const naming = new Map<string, string>();
  for (const category of categories) for (const productId of category.initial.ids) if (!naming.has(productId)) naming.set(productId, category.id);
  return naming;
}

/**
 * The hash names a section answers (spec 000 §2), which it claims on the page (widgets/tabs/hash-owners.ts
 * hashNameOwners: the first section claiming a name answers it): its published products' cards,
 * `product{id}`, and the `tab{categoryId}` of each category list it shows (`lists`: its tabs, or
 * its lists one after another), the tab opened, or the list scrolled to. A list of given products
 * is no category and has no tab link.
 */
export function sectionHashNames(categories: readonly CategoryView[], lists: readonly CategoryView[]): string[] {
  const cards = [...namingCategories(categories).keys()].map(productHash);
  return [...cards, ...lists.filter((list) => list.productIds === null).map((list) => tabLinkName(list.id))];
}

/** Reads the products the page carries, category by category. */
export function readSectionCatalogue(section: ProductsSectionData): SectionCatalogue {
  const products = new Map<string, Product>();
  const problems: ProductProblem[] = [];
  const perPage = section.params.navigation.max_count;
  const categories = section.categories.map((category): CategoryView => {
    // Page 1 is the first page at the section's page size, as the later pages are asked for at it:
    // a page published at a larger size, or written by hand, is cut to it (its other products are
    // read all the same, and counted). One short of a page while the list has more (published at
    // a smaller size) is not page 1 yet: `short`. Both by the entries published, read or not: a
    // broken product of a whole page leaves that page one card short, not short of a page.
    const page = category.products.slice(0, perPage);
    const read = normaliseProducts(page);
    const beyond = normaliseProducts(category.products.slice(perPage));
    problems.push(...read.problems, ...beyond.problems);
    for (const product of [...read.products, ...beyond.products]) products.set(product.id, product);
    const ids = [...new Set(read.products.map((product) => product.id))];
    const count = Math.max(category.count ?? 0, new Set([...ids, ...beyond.products.map((product) => product.id)]).size);
    return { id: category.id, name: category.name, initial: { ids, count, short: page.length < Math.min(count, perPage) }, productIds: null };
  });
  if (section.settings.source === 'products') {
    const productIds = [...new Set(section.settings.productIds ?? products.keys())];
    const firstPage = productIds.slice(0, perPage);
    // Published without its products: the first page loads when shown (an id then missing is an empty card).
    const published = firstPage.some((productId) => products.has(productId));
    return { categories: [{ id: PRODUCT_LIST_ID, name: '', initial: { ids: published ? firstPage : [], count: productIds.length }, productIds }], products, problems };
  }
  return { categories, products, problems };
}

/**
 * OUR CHOICE for spec 000 §1 ("catalogue categories can be shown as tabs") when they are not (the
 * section's `categories_enabled` off, or a single list): every category's products, each
 * category's list after the one before in the owner's order, each with its own load-more or
 * pages, as one list would show in a tab. Without a bar there is nothing to pick a category by,
 * so none is left out; a category with no products at all is, so it does not say "no products
 * here" between the others' (the section says it when every one is empty).
 */
export function stackedCategories(categories: readonly CategoryView[]): CategoryView[] {
  return categories.filter((category) => category.initial.count > 0);
}
