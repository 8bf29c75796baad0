/** The page: its sections, widgets, modals and settings. */
import { z } from 'zod';
import { colour, id } from './fields';
import { HiddenSchema, ImageSchema } from './common';
import { WIDGET_TYPES } from './constants';
import { ElementSchema } from './elements';
import { BundleSectionSchema, FreeSectionSchema } from './sections';
import { ProductsSectionSchema } from './catalogue';
import { EcommerceSettingsSchema } from './cart';

export const SectionSchema = z.discriminatedUnion('type', [FreeSectionSchema, BundleSectionSchema, ProductsSectionSchema]);

export const WidgetSchema = z
  .object({ id: id, type: z.enum(WIDGET_TYPES), hidden: HiddenSchema.optional(), data: z.record(z.string(), z.unknown()).default({}) })
  .strict();

export const ModalSchema = z
  .object({
    id: id.describe('opened by a button01 `modal` action with this modalId, or by a link to `#<id>`'),
    title: z.string().optional(),
    kind: z.enum(['basic', 'grid']).default('basic').describe('basic: one column; grid: the elements in columns (spec 001 §2 Other modals)'),
    width: z.number().min(200).max(1600).default(560),
    elements: z.array(ElementSchema).default([]),
  })
  .strict();

export const PageSettingsSchema = z
  .object({
    title: z.string().default(''),
    description: z.string().optional().describe('what search results and a shared link\'s preview say of the page (its meta description and Open Graph description)'),
    address: z
      .string()
      .refine(isPageAddress, 'an absolute http or https address such as https://harbor.example/shop')
      .optional()
      .describe('the page\'s public address: its canonical link, and the absolute addresses a shared link\'s preview needs (its own and its picture\'s)'),
    shareImage: ImageSchema.optional().describe('the picture a shared link\'s preview shows; the first section\'s photo when absent'),
    icon: ImageSchema.optional().describe('the icon browsers show in a tab and a bookmark, and phones on their home screen: square, at least 192 px, or an SVG'),
    language: z.enum(['en', 'ru']).default('en'),
    country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code such as US or RU').default('US'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code such as USD').optional().describe('prices in the catalogue; by the country when absent'),
    projectId: id.optional(),
    pageId: id.optional(),
    font: z.enum(['sans', 'serif']).default('sans').describe('the family of body text; headings take the other one (sans: Inter text with Playfair Display headings; serif: Playfair Display text with Inter headings)'),
    accent: colour.optional(),
    textColor: colour.optional(),
    background: colour.optional(),
    ecommerce: EcommerceSettingsSchema.prefault({}).describe('the shop\'s ecommerce settings (spec 001 §3): stock statuses, preorders, priceless items, auto-open'),
  })
  .strict();

/** An absolute http(s) address with a host and no credentials: what a canonical link and Open Graph accept. */
function isPageAddress(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
}

export const PageSchema = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1).default(1),
    settings: PageSettingsSchema.prefault({}),
    sections: z.array(SectionSchema),
    widgets: z.array(WidgetSchema).default([]),
    modals: z.array(ModalSchema).default([]),
  })
  .strict();

export type Section = z.infer<typeof SectionSchema>;
export type Widget = z.infer<typeof WidgetSchema>;
export type Modal = z.infer<typeof ModalSchema>;
export type PageSettings = z.infer<typeof PageSettingsSchema>;
export type Page = z.infer<typeof PageSchema>;
