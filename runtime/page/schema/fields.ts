/** Field schemas the parts of the page schema share (not part of the published schema API). */
import { z } from 'zod';
import { colourKind, isColour } from '../../safety/colour';

/**
 * Marks a refinement whose failure drops only the field it checks (the loader leaves the field out,
 * says so, and keeps the part): a refused style value must never take its element with it.
 */
export const DROPPABLE_FIELD = { droppable: true } as const;

export const id = z.union([z.string().min(1), z.number().int()]).transform(String);
/** Colours pass the colour check of spec 000 §5 (hex with 3, 6 or 8 digits, rgb, rgba) and the CSS Color 4 keywords. */
export const colour = z.string().refine(isColour, {
  message: 'not a colour: use #rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a CSS colour name, transparent or currentColor',
  params: DROPPABLE_FIELD,
});
/** Fills also take linear and radial gradients (spec 000 §5: gradients are their own type). */
export const fill = z.string().refine((value) => colourKind(value) !== null, {
  message: 'not a colour or gradient: use #rrggbb, rgb(), rgba(), a CSS colour name, transparent, currentColor, linear-gradient() or radial-gradient()',
  params: DROPPABLE_FIELD,
});
