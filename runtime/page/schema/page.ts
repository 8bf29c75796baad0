/** The page: its sections, widgets, modals and settings. */
import { z } from 'zod';
import { colour, id } from './fields';
import { HiddenSchema } from './common';
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
