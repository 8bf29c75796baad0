/**
 * A small shop for tests and stories: 20 products of Harbor Coffee Roasters in 3 categories.
 * Beans have weight × grind options (one variant per pair), some products have old prices,
 * "Yirgacheffe Natural" is out of stock, the gift card has unlimited stock.
 */
import { scenarioImage } from './image-originals.ts';
import type { SandboxImage, SandboxOption, SandboxProduct, SandboxSeed, SandboxVariant } from '../sandbox/sandbox.ts';

export const TEST_PROJECT_ID = 'harbor-coffee';

const image = (id: string): SandboxImage => scenarioImage(id);

const WEIGHT: SandboxOption = {
  id: 'weight',
  name: 'Weight',
  values: [
    { id: 'w250', name: '250 g', data: { type: 'text' } },
    { id: 'w1000', name: '1 kg', data: { type: 'text' } },
  ],
};
const GRIND: SandboxOption = {
  id: 'grind',
  name: 'Grind',
  values: [
    { id: 'whole', name: 'Whole bean', data: { type: 'text' } },
    { id: 'espresso', name: 'Espresso', data: { type: 'text' } },
    { id: 'filter', name: 'Filter', data: { type: 'text' } },
  ],
};
const COLOUR: SandboxOption = {
  id: 'colour',
  name: 'Colour',
  values: [
    { id: 'harbor-blue', name: 'Harbor blue', data: { color: '#1f3a5f', contrast: '#ffffff', type: 'color' } },
    { id: 'sand', name: 'Sand', data: { color: '#e8d8bd', contrast: '#2a1a10', type: 'color' } },
  ],
};

interface Spec {
  title: string;
  category: string;
  price: number;
  oldPrice?: number;
  img: string;
  options?: SandboxOption[];
  quantity?: number;
}

const SPECS: Spec[] = [
  { title: 'Harbor House Blend', category: 'beans', price: 14, img: 'beans-sack', options: [WEIGHT, GRIND] },
  { title: 'Dockside Espresso', category: 'beans', price: 16, oldPrice: 19, img: 'hero-espresso', options: [WEIGHT, GRIND] },
  { title: 'Yirgacheffe Natural', category: 'beans', price: 21, img: 'beans-sack', options: [WEIGHT], quantity: 0 },
  { title: 'Colombia Huila', category: 'beans', price: 17, img: 'roastery', options: [WEIGHT, GRIND] },
  { title: 'Sumatra Mandheling', category: 'beans', price: 18, img: 'beans-sack' },
  { title: 'Lighthouse Decaf', category: 'beans', price: 15, oldPrice: 17, img: 'latte-art' },
  { title: 'Guatemala Antigua', category: 'beans', price: 17, img: 'roastery' },
  { title: 'Kenya AA', category: 'beans', price: 23, img: 'beans-sack', options: [WEIGHT] },
  { title: 'Harbor Mug', category: 'gear', price: 12, img: 'latte-art', options: [COLOUR] },
  { title: 'Pour-over Dripper', category: 'gear', price: 28, img: 'cafe-interior' },
  { title: 'Gooseneck Kettle', category: 'gear', price: 54, oldPrice: 65, img: 'barista' },
  { title: 'Hand Grinder', category: 'gear', price: 79, img: 'roastery' },
  { title: 'Paper Filters ×100', category: 'gear', price: 6, img: 'cafe-interior' },
  { title: 'Travel Tumbler', category: 'gear', price: 24, img: 'harbor-dusk', options: [COLOUR] },
  { title: 'Milk Pitcher', category: 'gear', price: 18, img: 'latte-art' },
  { title: 'Morning Pastry Box', category: 'treats', price: 16, img: 'pastries' },
  { title: 'Butter Croissant', category: 'treats', price: 3.5, img: 'pastries' },
  { title: 'Espresso Brownie', category: 'treats', price: 4, oldPrice: 4.5, img: 'pastries' },
  { title: 'Tasting Class for Two', category: 'treats', price: 60, img: 'team' },
  { title: 'Gift Card', category: 'treats', price: 25, img: 'harbor-dusk', quantity: -1 },
];

/** Every combination of the options' values: one variant each. */
function combinations(options: SandboxOption[]): string[][] {
  return options.reduce<string[][]>((acc, option) => acc.flatMap((ids) => option.values.map((v) => [...ids, v.id])), [[]]);
}

function product(spec: Spec, index: number): SandboxProduct {
  const id = String(index + 1);
  const options = spec.options ?? [];
  const img = image(spec.img);
  const variants = combinations(options).map((valueIds, n): SandboxVariant => {
    // A kilo costs 3.4× the 250 g bag, as roasters price it.
    const factor = valueIds.includes('w1000') ? 3.4 : 1;
    const price = Math.round(spec.price * factor * 100) / 100;
    return {
      id: `${id}-${n + 1}`,
      productId: id,
      price,
      oldPrice: spec.oldPrice === undefined ? null : Math.round(spec.oldPrice * factor * 100) / 100,
      article: `HCR-${id.padStart(3, '0')}${valueIds.length ? `-${valueIds.join('-')}` : ''}`,
      quantity: spec.quantity ?? 10 + ((index * 7 + n * 3) % 40),
      optionValueIds: valueIds,
      imageId: img.id,
      visible: true,
    };
  });
  return {
    id,
    title: spec.title,
    link: `/shop/${spec.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}/`,
    description: `<p>${spec.title}, roasted and packed by Harbor Coffee Roasters.</p>`,
    images: [img],
    options,
    article: `HCR-${id.padStart(3, '0')}`,
    isOldPrice: spec.oldPrice !== undefined,
    hasOptions: options.length > 0,
    variants,
    categoryIds: [spec.category],
  };
}

export const TEST_SEED: SandboxSeed = {
  projectId: TEST_PROJECT_ID,
  categories: [
    { id: 'beans', name: 'Coffee beans' },
    { id: 'gear', name: 'Brewing gear' },
    { id: 'treats', name: 'Treats & gifts' },
  ],
  products: SPECS.map(product),
};
