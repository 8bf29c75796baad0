/** The registered type names, the grid, and the pieces every part uses: hidden, image, layout. */
import { z } from 'zod';
import { ELEMENT_TYPES, BLOCK_TYPES, WIDGET_TYPES, GRID_COLUMNS, IMAGE_EXTS, MAX_IMAGE_BORDER_PX } from './constants';
import { colour, id } from './fields';

export type ElementType = (typeof ELEMENT_TYPES)[number];
export type BlockType = (typeof BLOCK_TYPES)[number];
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const HiddenSchema = z
  .object({ mobile: z.boolean().default(false), desktop: z.boolean().default(false) })
  .strict()
  .describe('Hide the part on this viewport: removed for visitors, marked in admin.');

/** Spec 000 §3 Image. */
export const ImageSchema = z
  .object({
    id: id,
    ext: z.enum(IMAGE_EXTS),
    width: z.number().positive(),
    height: z.number().positive(),
    proportion: z.number().positive().optional().describe('height / width; derived from width and height when absent'),
    border: z.number().nonnegative().max(MAX_IMAGE_BORDER_PX).optional().describe('a frame around the image, in px, drawn in the text colour'),
    averageColor: colour.optional(),
    preview: z.string().optional().describe('base64 webp preview'),
    animated: z.boolean().optional(),
    transparent: z.boolean().optional(),
    original: z.boolean().optional().describe('original-resolution flag: serve the original file'),
    unq_id: z.string().optional(),
    name: z.string().optional(),
    alt: z.string().optional(),
  })
  .strict();

const ViewportLayoutSchema = z
  .object({
    span: z.number().int().min(1).max(GRID_COLUMNS).optional(),
    offset: z.number().int().min(0).max(GRID_COLUMNS - 1).optional(),
    align: z.enum(['start', 'center', 'end', 'stretch']).optional(),
    order: z.number().int().min(-50).max(50).optional().describe('reorders the element on this viewport only'),
  })
  .strict();

export const ElementLayoutSchema = z
  .object({ desktop: ViewportLayoutSchema.optional(), mobile: ViewportLayoutSchema.optional() })
  .strict()
  .describe('Place in the 12-column grid of the section; mobile defaults to the full width.');

export type Image = z.infer<typeof ImageSchema>;
export type Hidden = z.infer<typeof HiddenSchema>;
export type ElementLayout = z.infer<typeof ElementLayoutSchema>;
