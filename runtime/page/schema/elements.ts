/** Spec 000 §1, §3 and spec 002 §2, §3: the elements of FREE sections, tabs and modals. */
import { z } from 'zod';
import { HOVER_EFFECTS, ICON_NAMES, VIDEO_KINDS, CONTACT_KINDS, ROTATOR_ANIMATIONS } from './constants';
import { colour, fill, id } from './fields';
import { ElementLayoutSchema, HiddenSchema, ImageSchema } from './common';
import { Form01DataSchema } from './form01';

export const HoverSchema = z
  .object({ effect: z.enum(HOVER_EFFECTS), image: ImageSchema.optional().describe('the image shown on hover, for swap') })
  .strict();

const elementBase = {
  id: id,
  hidden: HiddenSchema.optional(),
  layout: ElementLayoutSchema.optional(),
  hover: HoverSchema.optional(),
};

const TextStyleSchema = z
  .object({
    size: z.number().positive().max(200).optional(),
    mobileSize: z.number().positive().max(200).optional(),
    color: colour.optional(),
    align: z.enum(['left', 'center', 'right']).optional(),
    weight: z.union([z.literal(300), z.literal(400), z.literal(500), z.literal(600), z.literal(700), z.literal(800)]).optional(),
    font: z.enum(['sans', 'serif']).optional(),
  })
  .strict();

export const FigureSchema = z
  .object({
    ...elementBase,
    type: z.literal('figure'),
    data: z.discriminatedUnion('kind', [
      z
        .object({
          kind: z.literal('text'),
          text: z.string().describe('plain text, or well-formed markup that is sanitised'),
          tag: z.enum(['h1', 'h2', 'h3', 'h4', 'p', 'div']).default('div'),
          style: TextStyleSchema.optional(),
        })
        .strict(),
      z
        .object({
          kind: z.literal('shape'),
          shape: z.enum(['rect', 'circle', 'pill']),
          fill: fill.optional(),
          borderColor: colour.optional(),
          borderWidth: z.number().nonnegative().max(50).optional(),
          radius: z.number().nonnegative().max(500).optional(),
          height: z.number().positive().max(2000),
          text: z.string().optional(),
          textColor: colour.optional(),
        })
        .strict(),
    ]),
  })
  .strict();

export const Hr01Schema = z
  .object({
    ...elementBase,
    type: z.literal('hr01'),
    data: z
      .object({
        color: colour.optional(),
        thickness: z.number().positive().max(40).default(1),
        lineStyle: z.enum(['solid', 'dashed', 'dotted']).default('solid'),
        width: z.number().min(1).max(100).default(100).describe('percent of the cell'),
        align: z.enum(['left', 'center', 'right']).default('center'),
        spacing: z.number().nonnegative().max(400).default(16),
      })
      .strict(),
  })
  .strict();

export const Icon01Schema = z
  .object({
    ...elementBase,
    type: z.literal('icon01'),
    data: z
      .object({
        icon: z.union([z.enum(ICON_NAMES), ImageSchema]).describe('a built-in icon name or an image'),
        size: z.number().positive().max(3500).default(48),
        color: colour.optional(),
        background: colour.optional(),
        shape: z.enum(['none', 'circle', 'square']).default('none'),
        align: z.enum(['left', 'center', 'right']).default('left'),
        label: z.string().optional().describe('the icon’s name for screen readers (not shown; the caption is); an icon without label or caption is decorative'),
        caption: z.string().optional().describe('text shown under the icon, e.g. "Roasted every Tuesday"; also its name for screen readers when there is no label'),
        link: z.string().optional().describe('where a click on the icon goes (the URL rule applies)'),
      })
      .strict(),
  })
  .strict();

export const ButtonActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), href: z.string(), blank: z.boolean().default(false) }).strict(),
  z.object({ type: z.literal('modal'), modalId: id }).strict(),
  z
    .object({ type: z.literal('cart'), productId: id.optional().describe('adds this product (its first orderable variant); without it the button opens the cart') })
    .strict(),
  z.object({ type: z.literal('pages'), href: z.string(), blank: z.boolean().default(false) }).strict(),
  z.object({ type: z.literal('product'), productId: id, blank: z.boolean().default(false) }).strict(),
]);

/** Spec 000 §3 Button style: fill, border, shadow, text, icon, wide, high, underline, action link blank. */
export const ButtonStyleSchema = z
  .object({
    fill: fill.optional(),
    border: z.object({ color: colour, width: z.number().nonnegative().max(20), radius: z.number().nonnegative().max(100) }).partial().strict().optional(),
    shadow: z.boolean().optional(),
    text: z.object({ color: colour, size: z.number().positive().max(60), weight: z.number().int().min(100).max(900) }).partial().strict().optional(),
    icon: z.enum(ICON_NAMES).optional(),
    wide: z.boolean().optional(),
    high: z.boolean().optional(),
    underline: z.boolean().optional(),
  })
  .strict();

export const Button01Schema = z
  .object({
    ...elementBase,
    type: z.literal('button01'),
    data: z
      .object({
        text: z.string().min(1),
        action: ButtonActionSchema,
        style: ButtonStyleSchema.optional(),
        align: z.enum(['left', 'center', 'right']).default('left'),
      })
      .strict(),
  })
  .strict();

/** Spec 000 §3 Video data: type, autoplay, poster, source. */
export const VideoSchema = z
  .object({
    type: z.enum(VIDEO_KINDS),
    source: z.string().min(1).describe('file URL (custom), video id or page URL (youtube, vimeo, kinescope, rutube), player URL (embed)'),
    autoplay: z.boolean().default(false),
    muted: z.boolean().optional().describe('defaults to true when autoplay is on, as browsers require'),
    loop: z.boolean().default(false),
    controls: z.boolean().default(true),
    poster: ImageSchema.optional(),
    proportion: z.number().min(0.2).max(5).default(0.5625).describe('height / width of the player box'),
  })
  .strict();

/** Spec 000 §3 Slider data: count, autoplay seconds, loop, effect, pagination type, direction. */
export const SliderDataSchema = z
  .object({
    count: z.number().int().min(1).max(12).default(1),
    autoplay: z.number().nonnegative().default(0).describe('seconds; 0 is off'),
    loop: z.boolean().default(false),
    effect: z.enum(['slide', 'fade']).default('slide'),
    pagination: z.enum(['bullets', 'fraction', 'none']).default('bullets'),
    direction: z.enum(['horizontal', 'vertical']).default('horizontal'),
  })
  .strict();

export const Media01Schema = z
  .object({
    ...elementBase,
    type: z.literal('media01'),
    data: z.discriminatedUnion('kind', [
      z
        .object({
          kind: z.literal('image'),
          image: ImageSchema,
          radius: z.number().nonnegative().max(500).optional(),
          link: z.string().optional(),
          lightbox: z.boolean().default(false).describe('a click opens the image large (1920 px)'),
        })
        .strict(),
      z.object({ kind: z.literal('video'), video: VideoSchema, radius: z.number().nonnegative().max(500).optional() }).strict(),
      z
        .object({
          kind: z.literal('slider'),
          slides: z.array(ImageSchema),
          slider: SliderDataSchema.prefault({}),
          enabledOn: z
            .enum(['all', 'mobile', 'desktop'])
            .default('all')
            .describe('the responsive mode (spec 000 §4): the viewports the slider works on; elsewhere its slides are laid out statically'),
          radius: z.number().nonnegative().max(500).optional(),
        })
        .strict(),
    ]),
  })
  .strict();

export const Contacts01Schema = z
  .object({
    ...elementBase,
    type: z.literal('contacts01'),
    data: z
      .object({
        items: z
          .array(
            z
              .object({
                kind: z.enum(CONTACT_KINDS),
                value: z.string().min(1).describe('number, address, user name or URL; always shown'),
                label: z.string().optional().describe('a caption shown before the value ("Reception", "WhatsApp us"); it never replaces the value'),
              })
              .strict(),
          )
          .min(1),
        direction: z.enum(['row', 'column']).default('column'),
        showIcons: z.boolean().default(true),
        iconColor: colour.optional(),
        color: colour.optional(),
        size: z.number().positive().max(60).default(17),
        align: z.enum(['left', 'center', 'right']).default('left'),
      })
      .strict(),
  })
  .strict();

/** Spec 002 §3 Rotator settings: speed, delay, loop, steps, replace, animation id. */
export const Rotator01Schema = z
  .object({
    ...elementBase,
    type: z.literal('rotator01'),
    data: z
      .object({
        items: z.array(z.string().min(1)).min(1, 'a rotator needs at least one item').describe('the texts it rotates (numbers for counter)'),
        prefix: z.string().optional().describe('static text before the rotating part'),
        suffix: z.string().optional(),
        animation: z.enum(ROTATOR_ANIMATIONS).default('typing'),
        speed: z.number().positive('a zero speed would never move').max(1000).default(10).describe('steps per second: typing adds one character per 1/speed s, a counter moves one step per 1/speed s, a fade lasts a few steps (data-speed of spec 002 §3)'),
        delay: z.number().min(0).max(60).default(2).describe('data-delay, seconds between items'),
        loop: z.boolean().default(true),
        steps: z.number().int().min(1).max(1000).default(30).describe('counter steps'),
        replace: z.boolean().default(true).describe('the next item replaces the previous one (false: appends)'),
        tag: z.enum(['h1', 'h2', 'h3', 'p', 'div']).default('div'),
        style: TextStyleSchema.optional(),
      })
      .strict(),
  })
  .strict();

/** Spec 002 §3: a lead, order or payment form (its data in form01.ts). */
export const Form01Schema = z.object({ ...elementBase, type: z.literal('form01'), data: Form01DataSchema }).strict();

export const ElementSchema = z.discriminatedUnion('type', [
  FigureSchema,
  Hr01Schema,
  Icon01Schema,
  Button01Schema,
  Media01Schema,
  Contacts01Schema,
  Rotator01Schema,
  Form01Schema,
]);

export type PageElement = z.infer<typeof ElementSchema>;
export type FigureElement = z.infer<typeof FigureSchema>;
export type Hr01Element = z.infer<typeof Hr01Schema>;
export type Icon01Element = z.infer<typeof Icon01Schema>;
export type Button01Element = z.infer<typeof Button01Schema>;
export type Media01Element = z.infer<typeof Media01Schema>;
export type Contacts01Element = z.infer<typeof Contacts01Schema>;
export type Video = z.infer<typeof VideoSchema>;
export type Hover = z.infer<typeof HoverSchema>;
export type ButtonStyle = z.infer<typeof ButtonStyleSchema>;
export type SliderData = z.infer<typeof SliderDataSchema>;
export type Rotator01Element = z.infer<typeof Rotator01Schema>;
export type Form01Element = z.infer<typeof Form01Schema>;
export type IconName = (typeof ICON_NAMES)[number];
