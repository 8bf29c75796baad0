/**
 * A text field's mask (spec 002 §5 "a masked field that is incomplete gives a text message"): `*`
 * is one letter or digit, every other character of the mask is written by the mask itself.
 */
export const TEXT_MASK_SLOT = '*';
const SLOT_CHARACTER = /[\p{L}\p{N}]/u;

export interface MaskedText {
  value: string;
  complete: boolean;
}

/** Fills the mask's slots with the letters and digits of what was typed or pasted, in order. */
export function applyTextMask(mask: string, typed: string): MaskedText {
  const characters = [...typed].filter((character) => SLOT_CHARACTER.test(character));
  const slots = [...mask].filter((character) => character === TEXT_MASK_SLOT).length;
  // The mask's own literals typed back (the "-" of "AB-12") are not letters, so they never shift the slots.
  let value = '';
  let used = 0;
  for (const character of mask) {
    if (character !== TEXT_MASK_SLOT) {
      // A literal is written while characters wait for the slots after it, and at the end of a full mask.
      if (used >= characters.length && used !== slots) break;
      value += character;
      continue;
    }
    const next = characters[used];
    if (next === undefined) break;
    value += next;
    used += 1;
  }
  return { value, complete: slots > 0 && used === slots };
}
