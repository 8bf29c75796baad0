/** The ANCHORS widget's data (spec 001 §2 Anchors widget, §3 Anchor list entry). */
import { z } from 'zod';
import { id } from './fields';

/**
 * Spec 001 §3 Anchor list entry (id, title, enabled, anchor name), as the owner sets it: the
 * section it stands for, the title its dot shows and whether it is in the list. The anchor name is
 * the section's own (`anchor`, else its id), so the two can never disagree.
 */
export const AnchorListEntrySchema = z
  .object({
    id: id.describe('the id of the section this entry is about'),
    title: z.string().max(200).optional().describe("the dot's title; the section's title when absent"),
    enabled: z.boolean().default(true).describe('false leaves the section out of the widget'),
  })
  .strict();

export const AnchorsWidgetDataSchema = z
  .object({
    entries: z
      .array(AnchorListEntrySchema)
      .max(200)
      .default([])
      .describe('per-section titles and switches; a section not listed gets a dot with its own title'),
  })
  .strict();

export type AnchorListEntry = z.infer<typeof AnchorListEntrySchema>;
