/** Spec 001 §3 Background: colour, image, video, and their effects. */
import { z } from 'zod';
import { BACKGROUND_EFFECTS } from './constants';
import { fill, id } from './fields';
import { ImageSchema } from './common';

const effect = z.enum(BACKGROUND_EFFECTS);

/**
 * A background picture as spec 001 §3 lists its fields (id, ext, x, y, proportion, width, …): the
 * height may be left out when the proportion is given.
 */
const BackgroundImageSchema = ImageSchema.extend({
  height: z.number().positive().optional(),
  x: z.number().min(0).max(100).optional(),
  y: z.number().min(0).max(100).optional(),
}).refine((image) => image.height !== undefined || image.proportion !== undefined, { message: 'needs a height or a proportion', path: ['proportion'] });
export type BackgroundImage = z.infer<typeof BackgroundImageSchema>;

/** Spec 001 §3 Background. */
export const BackgroundSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('color'), color: fill }).strict(),
  z
    .object({
      type: z.literal('image'),
      image: BackgroundImageSchema,
      overlay: fill.optional().describe('a colour or gradient laid over the image so text stays readable'),
      effect: effect.optional(),
      effectMobile: effect.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('video'),
      video: z
        .object({
          id: id,
          type: z.enum(['custom', 'vimeo', 'youtube', 'kinescope', 'embed']),
          link: z.string().optional(),
          width: z.number().positive().optional(),
          height: z.number().positive().optional(),
          preview: BackgroundImageSchema.optional(),
        })
        .strict(),
      overlay: fill.optional(),
      effect: effect.optional(),
      effectMobile: effect.optional(),
      infinityVideo: z.boolean().optional(),
      mobileVideoEnabled: z.boolean().optional(),
    })
    .strict(),
]);

export type BackgroundEffect = (typeof BACKGROUND_EFFECTS)[number];
export type Background = z.infer<typeof BackgroundSchema>;
