/**
 * The page schema as a JSON Schema document (input form: defaults may be left out), as an owner
 * or a builder writing pages by hand meets it (issue 19):
 * - every definition has a name, a title and a description (an editor shows "Image", not "__schema43");
 *   pieces used in one place stay inline;
 * - a union told apart by its `type` (or `kind`) reads as if/then on that field, so a validator
 *   reports the one branch the object names (a misspelt key: one error, on that element), not one
 *   error per element type;
 * - the rules the loader enforces beyond types (colour syntax, URL safety, allowed HTML) are in the
 *   descriptions of the fields they apply to.
 */
import { z } from 'zod';
import * as page from './page-schema';
import { colour, fill } from './schema/fields';

type Named = [schema: z.ZodType, id: string, description: string];

/** The definitions an owner refers to, by the names the specs and the README use. */
const NAMED: Named[] = [
  [page.PageSettingsSchema, 'PageSettings', 'Settings of the whole page: title, description and address (for search engines and shared links), language, country (and so the currency), accent colour, fonts, project id.'],
  [page.SectionSchema, 'Section', 'A section of the page: FREE (elements on a 12-column grid), BUNDLE (tabs of elements) or PRODUCTS (the catalogue).'],
  [page.FreeSectionSchema, 'FreeSection', 'A FREE section: elements that flow in a 12-column grid, each with a span per viewport.'],
  [page.BundleSectionSchema, 'BundleSection', 'A BUNDLE section: tabs, each with its own elements; a dropdown on phones when asked.'],
  [page.ProductsSectionSchema, 'ProductsSection', 'A PRODUCTS section: the catalogue, its categories as tabs, card style and navigation (load more or pages).'],
  [page.CatalogueCategorySchema, 'CatalogueCategory', 'A category of the catalogue: its id, name, the first page of products as published, and how many it holds.'],
  [page.CardStyleSchema, 'CardStyle', 'How product cards look and what their button, name and media do (spec 000 §3 Card style).'],
  [page.ElementSchema, 'Element', 'An element of a section, a tab or a modal, told apart by its `type`.'],
  [page.FigureSchema, 'Figure', 'figure: owner text (a small allow-listed HTML: p, br, b, strong, i, em, u, s, small, sup, sub, span, div, h1–h4, ul, ol, li, a, blockquote, mark, code) or a decorative shape.'],
  [page.Hr01Schema, 'Hr01', 'hr01: a divider line.'],
  [page.Icon01Schema, 'Icon01', 'icon01: a built-in icon or an image icon, with an optional caption and link.'],
  [page.Button01Schema, 'Button01', 'button01: a button or link with an action (link, pages, modal, cart, product).'],
  [page.Media01Schema, 'Media01', 'media01: an image, a video or a slider.'],
  [page.Contacts01Schema, 'Contacts01', 'contacts01: phone, e-mail, address and messenger contacts, each a working link.'],
  [page.Rotator01Schema, 'Rotator01', 'rotator01: text whose words rotate (typing, fade) or count up.'],
  [page.Form01Schema, 'Form01', 'form01: a lead, order or payment form with its fields and its action after sending.'],
  [page.FormFieldSchema, 'FormField', 'A field of a form, told apart by its `type`.'],
  [page.ButtonActionSchema, 'ButtonAction', 'What a button does, told apart by its `type`.'],
  [page.ButtonStyleSchema, 'ButtonStyle', 'A button’s look (spec 000 §3 Button style): fill, border, shadow, text, icon, wide, high, underline.'],
  [page.BackgroundSchema, 'Background', 'A section background: a colour or gradient, an image (with an effect) or a video, told apart by its `type`.'],
  [page.ImageSchema, 'Image', 'An image of the site (spec 000 §3 Image), served as /img/{id}.{ext} or resized as /img/{id}_{width}_q{quality}.{ext}.'],
  [page.ElementLayoutSchema, 'ElementLayout', 'Where an element sits on the 12-column grid, per viewport (mobile up to 767 px, desktop from 768 px).'],
  [page.HiddenSchema, 'Hidden', 'Viewports on which a part is hidden: removed for visitors, marked in admin.'],
  [page.HoverSchema, 'Hover', 'A hover effect of an element.'],
  [page.VideoSchema, 'Video', 'A video: a file of the site or a player (YouTube-, Vimeo-, Kinescope-, Rutube-kind or an embed).'],
  [page.SliderDataSchema, 'SliderData', 'A slider’s settings (spec 000 §3 Slider data).'],
  [page.WidgetSchema, 'Widget', 'A widget of the page: the cart button and overlay (CART), the dots that follow the sections (ANCHORS).'],
  [page.ModalSchema, 'Modal', 'A page modal, opened by a button01 `modal` action or a link to `#<id>`.'],
  [
    colour,
    'Colour',
    'A colour (CSS Color 4): #rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a CSS colour name, transparent or currentColor. A value that is not one is left out with a note in admin; the part stays.',
  ],
  [fill, 'Fill', 'A colour (as Colour) or a linear-gradient() / radial-gradient() of such colours.'],
];

const TITLES: Record<string, string> = { Hr01: 'hr01', Icon01: 'icon01', Button01: 'button01', Media01: 'media01', Contacts01: 'contacts01', Rotator01: 'rotator01', Form01: 'form01' };

// Registered once per process, on the schemas the loader itself uses (metadata only: parsing is unchanged).
for (const [schema, id, description] of NAMED) {
  if (z.globalRegistry.get(schema)?.id === id) continue;
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id, title: TITLES[id] ?? id, description });
}

type JsonNode = Record<string, unknown>;
const isNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object a branch stands for, following a `$ref` into `$defs`. */
function resolveBranch(branch: unknown, defs: JsonNode): JsonNode | null {
  if (!isNode(branch)) return null;
  if (typeof branch.$ref === 'string' && branch.$ref.startsWith('#/$defs/')) {
    const target = defs[branch.$ref.slice('#/$defs/'.length)];
    return isNode(target) ? target : null;
  }
  return branch;
}

/** The field whose constant tells every branch apart (`type` or `kind`), with each branch's value. */
function discriminatorOf(branches: unknown[], defs: JsonNode): { key: string; values: string[] } | null {
  for (const key of ['type', 'kind']) {
    const values = branches.map((branch) => {
      const properties = resolveBranch(branch, defs)?.properties;
      const field = isNode(properties) ? properties[key] : undefined;
      return isNode(field) && typeof field.const === 'string' ? field.const : null;
    });
    if (values.every((value): value is string => value !== null) && new Set(values).size === values.length) return { key, values };
  }
  return null;
}

/** A oneOf/anyOf of objects told apart by a constant field, rewritten as if/then on that field. */
function discriminate(node: unknown, defs: JsonNode): unknown {
  if (Array.isArray(node)) return node.map((item) => discriminate(item, defs));
  if (!isNode(node)) return node;
  const out: JsonNode = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, discriminate(value, defs)]));
  const branches = Array.isArray(out.oneOf) ? out.oneOf : Array.isArray(out.anyOf) ? out.anyOf : null;
  const found = branches ? discriminatorOf(branches, defs) : null;
  if (!branches || !found) return out;
  delete out.oneOf;
  delete out.anyOf;
  return {
    ...out,
    type: 'object',
    required: [found.key],
    properties: { [found.key]: { enum: found.values } },
    allOf: branches.map((branch, index) => ({ if: { properties: { [found.key]: { const: found.values[index] } }, required: [found.key] }, then: branch })),
  };
}

/**
 * The embedded products: the loader reads them leniently (a list of anything), the published
 * schema describes what they should be, as the products call answers them.
 */
function describeEmbeddedProducts(document: JsonNode): void {
  const { $defs: productDefs, $schema: _schema, ...product } = z.toJSONSchema(page.ProductAnswerSchema, { io: 'input', target: 'draft-2020-12', reused: 'inline' }) as JsonNode;
  const defs = document.$defs as JsonNode;
  Object.assign(defs, isNode(productDefs) ? productDefs : {}, { Product: { title: 'Product', ...product } });
  const category = defs.CatalogueCategory;
  const products = isNode(category) && isNode(category.properties) ? category.properties.products : undefined;
  if (isNode(products)) products.items = { $ref: '#/$defs/Product' };
}

export function pageJsonSchemaText(): string {
  const generated = z.toJSONSchema(page.PageSchema, { io: 'input', target: 'draft-2020-12', reused: 'inline' }) as JsonNode;
  const defs = isNode(generated.$defs) ? generated.$defs : {};
  const document = discriminate(generated, defs) as JsonNode;
  describeEmbeddedProducts(document);
  return `${JSON.stringify({ ...document, title: 'Page JSON of the site runtime' }, null, 2)}\n`;
}
