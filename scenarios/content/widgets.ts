import type { ScenarioContent } from '../index';
import { embedCatalogue } from '../embed-catalogue';
import { shopSeed } from '../shop/seed';
import widgetsPage from '../widgets/page.json';

// The card sliders show products of the shop's seed, embedded as the builder publishes them.
export const widgets: ScenarioContent = { page: embedCatalogue(widgetsPage, shopSeed), seed: shopSeed };
