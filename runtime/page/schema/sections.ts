/** The FREE and BUNDLE sections (the PRODUCTS section is in catalogue.ts). */
import { z } from 'zod';
import { DEFAULT_CONTENT_WIDTH_PX } from './constants';
import { id } from './fields';
import { sectionBase } from './section-base';
import { ElementSchema } from './elements';

export const FreeSectionSchema = z
  .object({
    ...sectionBase,
    type: z.literal('FREE'),
    contentWidth: z.number().min(320).max(1920).default(DEFAULT_CONTENT_WIDTH_PX),
    gap: z.number().min(0).max(120).default(24),
    elements: z.array(ElementSchema).default([]),
  })
  .strict();

/** Spec 002 §2, §4: a block whose content is split in tabs; each tab holds elements like a FREE section. */
export const BundleSectionSchema = z
  .object({
    ...sectionBase,
    type: z.literal('BUNDLE'),
    contentWidth: z.number().min(320).max(1920).default(DEFAULT_CONTENT_WIDTH_PX),
    gap: z.number().min(0).max(120).default(24),
    tabStyle: z.enum(['pills', 'underline']).default('pills'),
    tabsAlign: z.enum(['left', 'center']).default('center'),
    switcher: z
      .enum(['auto', 'tabs', 'dropdown'])
      .default('auto')
      .describe('how visitors switch tabs: a tab bar, the dropdown select, or auto (a dropdown on phones above 3 tabs)'),
    tabs: z
      .array(
        z
          .object({
            id: id,
            // The tab's name on the bar and to screen readers: a title of spaces would be a blank, nameless tab.
            title: z.string().regex(/\S/, 'a tab needs a title, not only spaces'),
            anchor: z.string().regex(/^[A-Za-z][\w-]*$/).optional().describe('a hash that selects this tab'),
            elements: z.array(ElementSchema).default([]),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

