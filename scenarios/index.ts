/**
 * The scenarios: whole pages with the backend data they need. Adding one is a folder with a
 * page.json (validated against scenarios/page.schema.json) and an entry here.
 */
import type { SandboxSeed } from '../harness/backend/sandbox';
import { embedCatalogue } from './embed-catalogue';
import landingPage from './landing/page.json';
import { landingSeed } from './landing/seed';
import mediaPage from './media/page.json';
import shopPage from './shop/page.json';
import { shopSeed } from './shop/seed';
import widgetsPage from './widgets/page.json';

export interface Scenario {
  id: string;
  title: string;
  description: string;
  page: unknown;
  seed: SandboxSeed;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'landing',
    title: 'Landing — Harbor Coffee Roasters',
    description: 'A small-business landing page: hero, story, features, menu, team, visit us; one element hidden on mobile, one on desktop.',
    page: landingPage,
    seed: landingSeed,
  },
  {
    id: 'media',
    title: 'Media — backgrounds, images, video players',
    description: 'Video and image backgrounds with effects, lazy images with lightbox and hover effects, every video player kind, icons, buttons, dividers, contacts.',
    page: mediaPage,
    seed: landingSeed,
  },
  {
    id: 'widgets',
    title: 'Widgets — sliders, tabs, rotators, bundles',
    description:
      'Text rotators (typing, counter, fade), generic sliders, product cards with card sliders (fade, loop, autoplay from their data), two tabbed BUNDLE blocks (one always a dropdown select, the other a dropdown on mobile), contacts.',
    // The card sliders show products of the shop's seed, embedded as the builder publishes them.
    page: embedCatalogue(widgetsPage, shopSeed),
    seed: shopSeed,
  },
  {
    id: 'shop',
    title: 'Shop — Harbor Coffee catalogue',
    description:
      'An online shop of 1,000+ products in six categories: catalogue tabs with a load-more button, a gear grid of double cards with pagination (gaps past 4 pages), hand-picked gifts linking to product pages; options of every widget type, old prices, sold-out, not orderable, disabled and locked values.',
    // As published: the builder's server embeds the first page of every category.
    page: embedCatalogue(shopPage, shopSeed),
    seed: shopSeed,
  },
];

export const SCENARIO_IDS = SCENARIOS.map((scenario) => scenario.id);

export function findScenario(id: string): Scenario {
  return SCENARIOS.find((scenario) => scenario.id === id) ?? SCENARIOS[0]!;
}
