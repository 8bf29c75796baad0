/** Field schemas the parts of the page schema share (not part of the published schema API). */
import { z } from 'zod';
import { colourKind, isColour } from '../../safety/colour';

export const id = z.union([z.string().min(1), z.number().int()]).transform(String);
/** Colours pass the colour check of spec 000 §5 (hex with 3, 6 or 8 digits, rgb, rgba). */
export const colour = z.string().refine(isColour, 'not a colour: use #rgb, #rrggbb, #rrggbbaa, rgb() or rgba()');
/** Fills also take linear and radial gradients (spec 000 §5: gradients are their own type). */
export const fill = z.string().refine((value) => colourKind(value) !== null, 'not a colour or gradient: use #rrggbb, rgb(), rgba(), linear-gradient() or radial-gradient()');
