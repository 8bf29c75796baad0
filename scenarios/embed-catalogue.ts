/**
 * What the builder's server does when it publishes a page with a catalogue (spec 000 §3 Category:
 * id, name, products, count): every PRODUCTS section gets the first page of each of its
 * categories embedded, so the visitor sees products without waiting for a request; the next
 * pages come from GET /api/ecommerce/products/ (the sandbox answers them from the same seed).
 *
 * - A category entry that already has products is left as it is (the owner's page wins).
 * - Otherwise `products` is the first page (the section's navigation max_count, default 9) of
 *   the category's visible products, each as the products endpoint answers it, `count` is the
 *   number of its visible products, and an empty `name` takes the seed's name.
 * - A section with settings.source `products` lists settings.productIds (in that order, hidden
 *   and unknown ids left out) in its one category; a section with no category entry gets one.
 * - A category the seed does not know is left as it is (the runtime shows it empty).
 *
 * Pure: the page passed in is not changed, and the answer shares no object with the seed.
 */
import { categoryProducts, DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, productAnswer, type SandboxProduct, type SandboxSeed } from '../sandbox/sandbox';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const idText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

/** The id of the category made for a `products` section that has none. */
export const SELECTED_PRODUCTS_CATEGORY_ID = 'selected';

function pageLimit(section: Json): number {
  const params = isRecord(section.params) ? section.params : {};
  const navigation = isRecord(params.navigation) ? params.navigation : {};
  const max = navigation.max_count;
  return typeof max === 'number' && Number.isInteger(max) && max >= 1 && max <= MAX_PAGE_LIMIT ? max : DEFAULT_PAGE_LIMIT;
}

function filled(category: Json, found: SandboxProduct[], limit: number, name: string | undefined): Json {
  return {
    ...category,
    ...(name !== undefined && !category.name ? { name } : {}),
    count: found.length,
    products: structuredClone(found.slice(0, limit).map(productAnswer)),
  };
}

const hasProducts = (category: Json) => Array.isArray(category.products) && category.products.length > 0;

function embedSection(section: Json, seed: SandboxSeed): Json {
  const limit = pageLimit(section);
  const categories = Array.isArray(section.categories) ? section.categories : [];
  const settings = isRecord(section.settings) ? section.settings : {};

  if (settings.source === 'products') {
    const listed = new Map(seed.products.filter((product) => product.visible !== false).map((product) => [product.id, product]));
    const ids = Array.isArray(settings.productIds) ? settings.productIds.map(idText).filter((id): id is string => id !== null) : [];
    const found = ids.flatMap((id) => listed.get(id) ?? []);
    const [first, ...rest] = categories.length ? categories : [{ id: SELECTED_PRODUCTS_CATEGORY_ID, name: '' }];
    const one = isRecord(first) && !hasProducts(first) ? filled(first, found, limit, undefined) : first;
    return { ...section, categories: [one, ...rest] };
  }

  return {
    ...section,
    categories: categories.map((category) => {
      if (!isRecord(category) || hasProducts(category)) return category;
      const id = idText(category.id);
      const known = id === null ? undefined : seed.categories.find((candidate) => candidate.id === id);
      if (!known) return category;
      return filled(category, categoryProducts(seed, known.id), limit, known.name);
    }),
  };
}

/** The page as published: PRODUCTS sections carry the first page of their categories (see the module comment). */
export function embedCatalogue(page: unknown, seed: SandboxSeed): unknown {
  const copy: unknown = structuredClone(page);
  if (!isRecord(copy) || !Array.isArray(copy.sections)) return copy;
  return {
    ...copy,
    sections: copy.sections.map((section) => (isRecord(section) && section.type === 'PRODUCTS' ? embedSection(section, seed) : section)),
  };
}
