/**
 * The scenarios: whole pages with the backend data they need. Adding one is a folder with a
 * page.json (validated against scenarios/page.schema.json), a content module here, and an entry
 * below. The list itself is cheap (ids, titles, descriptions); a scenario's page and seed load
 * only when it is opened, so the shell and the landing page never build the 1,039-product shop.
 */
import type { SandboxSeed } from '../sandbox/sandbox';

export interface ScenarioContent {
  page: unknown;
  seed: SandboxSeed;
}

export interface Scenario {
  id: string;
  title: string;
  description: string;
  load(): Promise<ScenarioContent>;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'landing',
    title: 'Landing — Harbor Coffee Roasters',
    description: 'A small-business landing page: hero, story, features, menu, team, visit us, with anchor dots that follow the sections (desktop; admin on mobile too); one element hidden on mobile, one on desktop.',
    load: () => import('./content/landing').then((module) => module.landing),
  },
  {
    id: 'media',
    title: 'Media — backgrounds, images, video players',
    description: 'Video and image backgrounds with effects, lazy images with lightbox and hover effects, every video player kind, icons, buttons, dividers, contacts.',
    load: () => import('./content/media').then((module) => module.media),
  },
  {
    id: 'widgets',
    title: 'Widgets — sliders, tabs, rotators, bundles',
    description:
      'Text rotators (typing, counter, fade), generic sliders, product cards with card sliders (fade, loop, autoplay from their data), two tabbed BUNDLE blocks (one always a dropdown select, the other a dropdown on mobile), contacts.',
    load: () => import('./content/widgets').then((module) => module.widgets),
  },
  {
    id: 'shop',
    title: 'Shop — Harbor Coffee catalogue',
    description:
      'An online shop of 1,000+ products in six categories: catalogue tabs with a load-more button, a gear grid of double cards with pagination (gaps past 4 pages), hand-picked gifts linking to product pages; options of every widget type, old prices, sold-out, not orderable, disabled and locked values.',
    load: () => import('./content/shop').then((module) => module.shop),
  },
  {
    id: 'workshop',
    title: 'Workshop — «Спица» bicycle repair (Russian)',
    description:
      'A hand-written Russian landing of a bicycle workshop: CSS named colours and transparent fills, a fade rotator, icons, a price BUNDLE with underline tabs, contacts, a booking modal with a form.',
    load: () => import('./content/workshop').then((module) => module.workshop),
  },
  {
    id: 'clinic',
    title: 'Clinic — Northside Dental (English, GB)',
    description:
      'A hand-written English landing of a dental practice: radial gradient of named colours, counters, a four-tab BUNDLE (a dropdown on phones), contacts, one element hidden on desktop, a booking modal with a form.',
    load: () => import('./content/clinic').then((module) => module.clinic),
  },
  {
    id: 'modals',
    title: 'Modals — page modals, the pay modal, links to sections',
    description:
      'Buttons and #links opening page modals (basic, grid, one modal over another, a missing id), pay links for every bill case of the sandbox, and sections with anchors that links in the modals lead to (the anchors widget itself is on the landing page).',
    load: () => import('./content/modals').then((module) => module.modals),
  },
  {
    id: 'forms',
    title: 'Forms — lead, order and payment forms',
    description:
      'A lead form with every field kind (masks, choices, consent, hidden) opening a thank-you modal, an order form with products, number and range fields and a redirect, a payment form that starts the pay modal, and a pay action without a bill. The Leads panel lists what was sent.',
    load: () => import('./content/forms').then((module) => module.forms),
  },
];

export const SCENARIO_IDS = SCENARIOS.map((scenario) => scenario.id);

export function findScenario(id: string): Scenario {
  return SCENARIOS.find((scenario) => scenario.id === id) ?? SCENARIOS[0]!;
}
