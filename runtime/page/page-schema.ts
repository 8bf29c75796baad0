/**
 * The one schema of page JSON. It validates pages at load, gives the TypeScript types
 * (`z.infer`) and is exported as a JSON Schema file (scenarios/page.schema.json, written by
 * `npm run schema`) so anyone can write a page by hand.
 *
 * Field names follow the specs where they name one (Image, Background, Button style, Slider
 * data, Video data); the layout of a FREE section is our own choice (the specs do not show it):
 * elements flow in a 12-column grid, each with a span per viewport.
 *
 * One file per part, in schema/: the shared pieces (common.ts), elements, backgrounds, the FREE
 * and BUNDLE sections, the catalogue's PRODUCTS section, and the page itself. This file is the
 * schema's one entry.
 */
export * from './schema/constants';
export * from './schema/common';
export * from './schema/elements';
export * from './schema/form01';
export * from './schema/backgrounds';
export * from './schema/sections';
export * from './schema/catalogue';
export * from './schema/cart';
export * from './schema/shipping';
export * from './schema/anchors';
export * from './schema/page';
export * from './schema/product';
