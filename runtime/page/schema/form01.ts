/**
 * Spec 002 §3, §5, 001 §3, §5: the data of a form01 element — its fields, its submit, its action,
 * its captcha mode, and the products or payment it sends. `elements.ts` wraps it as the element.
 */
import { z } from 'zod';
import { colour, DROPPABLE_FIELD, id } from './fields';

const fieldBase = {
  id: id.describe('the name the field is sent under, and what server violations name'),
  name: z.string().default('').describe('the label (owner text)'),
  placeholder: z.string().optional().describe('owner text'),
  required: z.boolean().default(false),
  disabled: z.boolean().default(false),
};

/**
 * A choice's options are also what is sent, so each needs a label of its own: two "Small" boxes
 * would tick together and leave the lead unable to say which was meant. Labels are compared as a
 * visitor reads them, without the spaces around them ("Small " shows as "Small"), and a blank one
 * (empty, or only spaces) is a box or a line with nothing to read. Either is left out (the form
 * loads; a repeat's first stays) and named by its place in the page's problems, so admin says
 * which option to change. A label that stays is kept, and sent, as the owner wrote it.
 */
const options = z
  .array(z.string())
  .min(1, 'a choice needs at least one option')
  .superRefine((labels, context) => {
    const firstPlace = new Map<string, number>();
    labels.forEach((label, index) => {
      const read = label.trim();
      if (read === '') {
        context.addIssue({ code: 'custom', path: [index], params: DROPPABLE_FIELD, message: 'a blank option: each option needs a label to show and to send' });
        return;
      }
      const first = firstPlace.get(read);
      if (first === undefined) firstPlace.set(read, index);
      else context.addIssue({ code: 'custom', path: [index], params: DROPPABLE_FIELD, message: `the option "${label}" repeats options[${first}]: each option needs a label of its own` });
    });
  })
  .describe('the labels, each sent as written when chosen; a blank one (only spaces), or one that repeats another once the spaces around them are left aside, is left out with a note in admin');

/** A time of day, `HH:MM` (24 h; `24:00` is the day's end). */
const timeOfDay = z.string().regex(/^(?:[01]?\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time of day as HH:MM');

/** Spec 001 §5 "Date field": which days a date or datetime field offers. */
const dateRules = {
  range: z.enum(['any', 'future', 'past']).default('any').describe('future: from today on; past: up to today; any: 100 years back to the upper limit'),
  workDays: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'at least one work day')
    .default([0, 1, 2, 3, 4, 5, 6])
    .describe('the weekdays that can be chosen, 0 = Sunday … 6 = Saturday (default: all)'),
};

export const FormFieldSchema = z.discriminatedUnion('type', [
  z
    .object({
      ...fieldBase,
      type: z.literal('text'),
      mask: z.string().optional().describe('a text mask: `*` is one letter or digit, other characters are kept (e.g. `**-****`)'),
    })
    .strict(),
  z.object({ ...fieldBase, type: z.literal('email') }).strict(),
  z
    .object({
      ...fieldBase,
      type: z.literal('phone'),
      mask: z.union([z.literal('auto'), z.literal('none'), z.string()]).default('auto').describe("'auto': the site country's mask; 'none'; or a mask with `*` slots"),
    })
    .strict(),
  z.object({ ...fieldBase, type: z.literal('textarea'), rows: z.number().int().min(2).max(20).default(4) }).strict(),
  z.object({ ...fieldBase, type: z.literal('select'), options }).strict(),
  z.object({ ...fieldBase, type: z.literal('checkbox'), options }).strict(),
  z.object({ ...fieldBase, type: z.literal('radio'), options }).strict(),
  z
    .object({
      ...fieldBase,
      type: z.literal('consent'),
      text: z.string().min(1).describe('owner text: the consent sentence (well-formed markup allowed, e.g. a policy link)'),
    })
    .strict(),
  z.object({ ...fieldBase, type: z.literal('hidden'), value: z.string().default('') }).strict(),
  z
    .object({
      ...fieldBase,
      type: z.literal('number'),
      decimals: z.number().int().min(0).max(6).default(0),
      min: z.number().optional(),
      max: z.number().optional(),
    })
    .strict()
    .refine((field) => field.min === undefined || field.max === undefined || field.max >= field.min, { message: 'a number field needs max at or above min' }),
  z
    .object({
      ...fieldBase,
      type: z.literal('range'),
      min: z.number().default(0),
      max: z.number().default(100),
      step: z.number().positive().default(1),
      double: z.boolean().default(false).describe('two runners (from, to)'),
      unit: z.string().optional(),
    })
    .strict()
    .refine((field) => field.max > field.min, { message: 'a range needs max above min' }),
  z
    .object({
      ...fieldBase,
      type: z.literal('file'),
      accept: z.string().optional().describe('the accepted extensions ("jpg, png, pdf"); absent accepts every file'),
      size: z
        .union([z.string().regex(/^\s*\d+(?:[.,]\d+)?\s*(?:kb|mb)?\s*$/i), z.number().positive()])
        .optional()
        .describe('data-size: the size limit in kb or mb, decimal units ("500kb", "2mb"; a bare number is mb)'),
      multiple: z.boolean().default(false).describe('the visitor may choose several files'),
    })
    .strict(),
  z
    .object({ ...fieldBase, type: z.literal('date'), ...dateRules })
    .strict()
    .describe('a date with a calendar; sent as YYYY-MM-DD'),
  z
    .object({
      ...fieldBase,
      type: z.literal('datetime'),
      ...dateRules,
      interval: z.number().int().min(1).max(1440).default(30).describe('minutes between the time slots (spec 001 §9: 30)'),
      start: timeOfDay.default('00:00').describe('the first slot of a day'),
      finish: timeOfDay.default('00:00').describe('slots end before this time; 00:00 (or a time not after start) is the end of the day'),
    })
    .strict()
    .describe('a date and a time slot with a calendar; sent as YYYY-MM-DD HH:MM'),
  z
    .object({
      ...fieldBase,
      type: z.literal('calculator'),
      formula: z
        .string()
        .min(1)
        .describe('arithmetic over the form’s other fields by id: numbers, + - * /, brackets; an id with spaces in braces ({delivery fee}); an empty or non-number field counts as 0'),
      decimals: z.number().int().min(0).max(6).default(0).describe('decimal places shown and sent'),
      prefix: z.string().optional().describe('text before the result (a currency sign)'),
      suffix: z.string().optional().describe('text after the result (a unit)'),
    })
    .strict()
    .describe('the result of a formula over other fields, updated as they change; sent as a number with a dot'),
]);

const FormActionSchema = z
  .object({
    type: z.enum(['close', 'pay', 'redirect', 'code', 'modal']).default('close'),
    redirect: z.string().optional().describe('redirect target (http(s) or relative)'),
    modalId: id.optional(),
    code: z.string().optional().describe('owner script run with the form data, in preview and run only'),
    goal: z.string().optional(),
    goal_html: z.string().optional(),
  })
  .strict();

const FormProductSchema = z
  .object({
    id: id,
    title: z.string(),
    img: z.string().nullable().default(null),
    price: z.number().nullable().default(null),
    count: z.number().int().min(1).default(1),
    strict: z.boolean().default(false),
  })
  .strict();

export const Form01DataSchema = z
  .object({
    formId: z.number().int().nonnegative().describe('the numeric form id, sent as jsform'),
    groupId: id.describe('the lead group; part of the lead-send path'),
    kind: z.enum(['lead', 'order', 'payment']).default('lead'),
    title: z.string().optional().describe('owner text'),
    fields: z.array(FormFieldSchema).default([]),
    submit: z
      .object({ text: z.string().default('Send'), fill: colour.optional(), color: colour.optional() })
      .strict()
      .prefault({}),
    successText: z.string().optional().describe('owner text shown in the success state'),
    action: FormActionSchema.prefault({}),
    captcha: z.enum(['none', 'modal', 'invisible', 'optional']).default('none').describe('optional and none: a captcha only when the server asks for one'),
    captchaKey: z.string().default('').describe("the captcha provider's site key"),
    products: z.array(FormProductSchema).default([]).describe('order forms: the items sent'),
    payment: z.object({ price: z.number().nonnegative(), description: z.string() }).strict().optional().describe('payment forms: pay[price] and pay[desc]'),
    advanced: z
      .array(z.object({ type: z.string().default('hidden'), name: z.string().min(1), value: z.string() }).strict())
      .default([])
      .describe('extra hidden advanced fields'),
    disabled: z.boolean().default(false).describe('the submit is disabled (a click shakes it)'),
  })
  .strict();

export type Form01Data = z.infer<typeof Form01DataSchema>;
export type FormField = z.infer<typeof FormFieldSchema>;
