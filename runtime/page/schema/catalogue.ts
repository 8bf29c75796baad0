/** Spec 000 §3, §9: the PRODUCTS section, its card style, navigation, params and categories. */
import { z } from 'zod';
import { DEFAULT_CONTENT_WIDTH_PX, PRODUCTS_PER_PAGE, CATALOGUE_CONTAINER_COLUMNS, CARD_PROPORTIONS_DEFAULT, CARD_ELEMENT_PADDING_TOP_PX, CARD_ELEMENTS, CARD_TRANSITIONS } from './constants';
import { colour, fill, id } from './fields';
import { ImageSchema } from './common';
import { sectionBase } from './section-base';
import { ButtonStyleSchema, SliderDataSchema } from './elements';
import { VISUAL_TOKENS } from '../visual-tokens';

const CardElementStyleSchema = z
  .object({
    size: z.number().positive().max(80).optional(),
    color: colour.optional(),
    weight: z.union([z.literal(300), z.literal(400), z.literal(500), z.literal(600), z.literal(700), z.literal(800)]).optional(),
    paddingTop: z.number().min(0).max(200).optional().describe(`space above the element; ${CARD_ELEMENT_PADDING_TOP_PX} px by default (spec 000 §9)`),
    lines: z.number().int().min(1).max(20).optional().describe('description: lines shown before it is cut'),
    font: z.enum(['sans', 'serif']).optional(),
  })
  .strict();

/**
 * Spec 000 §3 Card style, §4 Card options, §5 Add to order and Cart action. `actions.button` is
 * what the button does: `cart` (its cart action is `cart`: add at once, or `modal`: open the
 * options modal), `product-page` (the product's link) or `pages` (`pagesLink`, another site page).
 * Name and media apply the same action when `name` / `media` are on; their cart actions are off
 * while the variant cannot be ordered.
 */
export const CardStyleSchema = z
  .object({
    background: z.object({ color: fill.optional(), image: ImageSchema.optional() }).strict().optional(),
    radius: z.number().min(0).max(60).default(VISUAL_TOKENS.card.radiusPx),
    border: colour.optional(),
    transitions: z.enum(CARD_TRANSITIONS).default('lift'),
    actions: z
      .object({
        button: z.enum(['cart', 'product-page', 'pages']).default('cart'),
        cart: z.enum(['cart', 'modal']).default('cart').describe('the cart action: add at once, or open the options modal'),
        name: z.boolean().default(true).describe('a click on the name applies the card action'),
        media: z.boolean().default(true).describe('a click on the media applies the card action'),
        pagesLink: z.string().optional().describe('the page the `pages` action opens'),
        blank: z.boolean().default(false).describe('links open in a new tab'),
        buttonText: z.string().optional().describe('the button caption; by the action when absent'),
      })
      .strict()
      .prefault({}),
    button: ButtonStyleSchema.optional(),
    elements_list: z.array(z.enum(CARD_ELEMENTS)).default([...CARD_ELEMENTS]).describe('the card elements shown, in this order'),
    elements_styles: z.partialRecord(z.enum(CARD_ELEMENTS), CardElementStyleSchema).default({}),
    padding: z
      .object({ top: z.number().min(0).max(120), bottom: z.number().min(0).max(120), side: z.number().min(0).max(120) })
      .partial()
      .strict()
      .default({}),
    media: z
      .object({
        proportion: z.number().min(0.2).max(5).default(1).describe('height / width of the media box'),
        fit: z.enum(['cover', 'contain']).default('cover'),
        slider: z.boolean().default(true).describe('products with several images show a card slider'),
        slider_data: SliderDataSchema.prefault({}).describe('the card slider’s settings (spec 000 §3 Slider data)'),
      })
      .strict()
      .prefault({}),
  })
  .strict();

/** Spec 000 §3 Navigation. */
export const CatalogueNavigationSchema = z
  .object({
    type: z.enum(['button', 'pagination']).default('button'),
    max_count: z.number().int().min(1).max(100).default(PRODUCTS_PER_PAGE).describe('products per page'),
    pagination: z.object({ color: colour.optional(), activeColor: colour.optional(), shape: z.enum(['circle', 'square']).default('circle') }).strict().prefault({}),
    button_text: z.string().optional(),
    button_style: ButtonStyleSchema.optional(),
  })
  .strict();

/** Spec 000 §3 Params. Columns are of the site's 24-column container. */
const CatalogueParamsSchema = z
  .object({
    products: z.number().int().min(1).max(6).default(3).describe('cards per row on desktop'),
    products_type: z.enum(['single', 'double']).default('single').describe('double: media and details side by side'),
    products_proportions: z
      .tuple([z.number().int().min(1).max(23), z.number().int().min(1).max(23)])
      .default([...CARD_PROPORTIONS_DEFAULT] as [number, number])
      .describe('media and details columns of a double card, out of 24'),
    products_swap: z.boolean().default(false).describe('double: details before media'),
    align: z.enum(['left', 'center', 'right']).default('left'),
    container_cols: z.number().int().min(6).max(CATALOGUE_CONTAINER_COLUMNS).default(CATALOGUE_CONTAINER_COLUMNS),
    wide: z.boolean().default(false).describe('the grid spans the whole window width'),
    navigation: CatalogueNavigationSchema.prefault({}),
    adaptive: z.object({ columns: z.union([z.literal(1), z.literal(2)]).default(1) }).strict().prefault({}).describe('cards per row on mobile'),
  })
  .strict();

/** Spec 000 §3 Category; `products` is the first page as the products API answers it (checked product by product). */
export const CatalogueCategorySchema = z
  .object({
    id: id,
    name: z.string().default(''),
    count: z.number().int().min(0).optional().describe('products in the category; the length of `products` when absent'),
    products: z.array(z.unknown()).default([]).describe('product answers of GET /api/ecommerce/products/; a broken one is left out and reported'),
  })
  .strict();

/** Spec 000 §3 Section data of the PRODUCTS block. */
export const ProductsSectionSchema = z
  .object({
    ...sectionBase,
    type: z.literal('PRODUCTS'),
    contentWidth: z.number().min(320).max(1920).default(DEFAULT_CONTENT_WIDTH_PX),
    params: CatalogueParamsSchema.prefault({}),
    settings: z
      .object({
        source: z.enum(['category', 'products']).default('category').describe('products: only the `productIds` list'),
        productIds: z.array(id).optional(),
        style_card: CardStyleSchema.prefault({}),
      })
      .strict()
      .prefault({}),
    categories: z.array(CatalogueCategorySchema).default([]),
    category_style: z.object({ style: z.enum(['pills', 'underline']).default('pills'), align: z.enum(['left', 'center']).default('left') }).strict().prefault({}),
    categories_enabled: z.boolean().default(true).describe('show the categories as tabs'),
  })
  .strict();

export type CardStyle = z.infer<typeof CardStyleSchema>;
export type CatalogueNavigation = z.infer<typeof CatalogueNavigationSchema>;
