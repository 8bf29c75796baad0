/** What every section has (not part of the published schema API). */
import { z } from 'zod';
import { colour, id } from './fields';
import { HiddenSchema } from './common';
import { BackgroundSchema } from './backgrounds';

const SpacingSchema = z.object({ top: z.number().min(0).max(600), bottom: z.number().min(0).max(600) }).partial().strict();

export const sectionBase = {
  id: id,
  anchor: z.string().regex(/^[A-Za-z][\w-]*$/, 'an anchor name starts with a letter and holds letters, digits, - or _').optional(),
  title: z.string().optional().describe('shown in the anchors widget'),
  hidden: HiddenSchema.optional(),
  background: BackgroundSchema.optional(),
  padding: z.object({ desktop: SpacingSchema.optional(), mobile: SpacingSchema.optional() }).strict().optional(),
  textColor: colour.optional(),
};
