/**
 * A product as GET /api/ecommerce/products/ answers it and as a PRODUCTS section embeds it (spec
 * 000 §3 Product, Option, Variant; spec 001 §3), written out for people who write pages or product
 * data by hand (issue 19: "products have no schema"). The runtime reads products leniently
 * (catalogue/product.ts repairs what it can and reports it), so this schema is the contract for
 * writers, not the loader's gate: product-schema.test.ts checks that every product the sandbox
 * serves passes it and that the reader reads such products without a problem.
 */
import { z } from 'zod';
import { PRODUCT_OPTION_WIDGETS } from './constants';
import { ImageSchema } from './common';
import { id } from './fields';

const price = z
  .union([z.number().min(0), z.string().regex(/^\s*\d+([.,]\d+)?\s*$/)])
  .describe('a price in the page currency: a number, or a string such as "14.50" or "14,50"; null or absent: no price ("Price on request")');

const OptionValueSchema = z
  .object({
    id: id.describe('unique within the product; a variant names it in optionValueIds'),
    name: z.string().optional().describe('shown on the card; the id when absent'),
    data: z
      .object({
        type: z.enum(['text', 'color', 'image']).optional(),
        color: z.string().optional().describe('the swatch colour of a colour value'),
        contrast: z.string().optional().describe('a colour readable on the swatch (its tick)'),
      })
      .optional(),
  })
  .describe('A value of an option ("250 g", "Harbor blue").');

const OptionSchema = z
  .object({
    id: id,
    name: z.string().optional().describe('shown as the option’s legend; the id when absent'),
    widget: z.enum(PRODUCT_OPTION_WIDGETS).optional().describe('how the card draws the option; vertical_list (a dropdown) when absent. `widget_type` and `type` are read too'),
    values: z.array(OptionValueSchema).min(1),
  })
  .describe('An option of the product (spec 000 §3 Option): the customer picks one value of each.');

const VariantSchema = z
  .object({
    id: id,
    price: price.nullable().optional(),
    oldPrice: price.nullable().optional().describe('the struck-through price; `old_price` is read too'),
    quantity: z
      .union([z.number().int(), z.literal('infinite')])
      .nullable()
      .optional()
      .describe('stock: a number of items; 0 sold out; -1, "infinite", null or absent unlimited'),
    optionValueIds: z.array(id).optional().describe('one value id of each of the product’s options: the combination this variant is'),
    article: z.string().optional().describe('the vendor code shown on the card (`vendor_code` is read too)'),
    orderable: z.boolean().optional().describe('false: shown, but "Not available for order"'),
    imageId: id.optional().describe('the image of the product’s `images` this variant shows (`image_id` is read too)'),
    visible: z.boolean().optional().describe('false: the variant is left out of the choices'),
    optionsInfo: z.array(z.object({ name: z.string() })).optional().describe('the chosen options as the cart lists them ("Weight: 250 g")'),
  })
  .describe('A variant: one orderable combination of option values (spec 000 §3 Variant).');

export const ProductAnswerSchema = z
  .object({
    id: id,
    title: z.string().optional().describe('the product’s name (`name` is read too)'),
    description: z.string().optional(),
    link: z.string().optional().describe('the product’s own page: http(s) or a path of the site, else no link is shown'),
    article: z.string().optional(),
    images: z.array(ImageSchema).optional(),
    defaultImageId: id.optional().describe('the image shown first; the first image when absent (`default_image_id` is read too)'),
    isOldPrice: z.boolean().optional().describe('whether old prices are shown; true when any variant has one, when absent'),
    visible: z.boolean().optional(),
    displayImage: ImageSchema.optional().describe('the picture the cart shows for the product'),
    optionsInfo: z.array(z.object({ name: z.string() })).optional(),
    options: z.array(OptionSchema).optional(),
    variants: z.array(VariantSchema).min(1).describe('at least one; a product without variants cannot be ordered'),
  })
  .describe(
    'A product (spec 000 §3 Product) as GET /api/ecommerce/products/ answers it. Read leniently: a broken image, option or variant is left out with a note in admin; a product without an id is left out.',
  );
