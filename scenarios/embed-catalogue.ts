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

/** A `products` section's settings.productIds, in that order, hidden and unknown ids left out. */
function listedProducts(settings: Json, seed: SandboxSeed): SandboxProduct[] {
  const listed = new Map(seed.products.filter((product) => product.visible !== false).map((product) => [product.id, product]));
  const ids = Array.isArray(settings.productIds) ? settings.productIds.map(idText).filter((id): id is string => id !== null) : [];
  return ids.flatMap((id) => listed.get(id) ?? []);
}

function embedSection(section: Json, seed: SandboxSeed): Json {
  const limit = pageLimit(section);
  const categories = Array.isArray(section.categories) ? section.categories : [];
  const settings = isRecord(section.settings) ? section.settings : {};

  if (settings.source === 'products') {
    const found = listedProducts(settings, seed);
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

/**
 * The text of every product the page's catalogues can show, later pages included (a load-more,
 * another page of pagination): the visible products of their categories, or a `products` section's
 * listed ones, as the products endpoint answers them. The builder's server knows them when it
 * publishes. The publish step cuts the page's fonts to the characters the page may draw, and these
 * are among them (scripts/publish.mjs): the shop's second page of beans has an "á" its first pages
 * lack, and its load-more fetched both whole font files (86 KB) and laid the page out again.
 */
export function catalogueText(page: unknown, seed: SandboxSeed): string {
  if (!isRecord(page) || !Array.isArray(page.sections)) return '';
  const shown = new Map<string, SandboxProduct>();
  for (const section of page.sections) {
    if (!isRecord(section) || section.type !== 'PRODUCTS') continue;
    const settings = isRecord(section.settings) ? section.settings : {};
    const categoryIds = (Array.isArray(section.categories) ? section.categories : []).map((category) => (isRecord(category) ? idText(category.id) : null));
    const found = settings.source === 'products' ? listedProducts(settings, seed) : categoryIds.flatMap((id) => (id === null ? [] : categoryProducts(seed, id)));
    for (const product of found) shown.set(product.id, product);
  }
  return JSON.stringify([...shown.values()].map(productAnswer));
}
