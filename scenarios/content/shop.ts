import type { ScenarioContent } from '../index';
import { embedCatalogue } from '../embed-catalogue';
import shopPage from '../shop/page.json';
import { shopSeed } from '../shop/seed';

// As published: the builder's server embeds the first page of every category.
export const shop: ScenarioContent = { page: embedCatalogue(shopPage, shopSeed), seed: shopSeed };
