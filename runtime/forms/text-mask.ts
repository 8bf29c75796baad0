/**
 * A text field's mask (spec 002 §5 "a masked field that is incomplete gives a text message"): `*`
 * is one letter or digit, every other character of the mask is written by the mask itself.
 */
export const TEXT_MASK_SLOT = '*';
const SLOT_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The mask a text field uses: the owner's, when it has a slot. One without (`99-999`, `AA-9999`: the
 * notation of other builders; the schema takes any text) could take nothing the visitor types and
 * never be filled, so the field would refuse every submit: a mask error, and spec 001 §8 "Mask
 * errors remove the mask" (as the phone field does): the field takes its text unmasked, and admin
 * tells the owner why.
 */
export function usableTextMask(mask: string | undefined): string | null {
  return mask !== undefined && mask.includes(TEXT_MASK_SLOT) ? mask : null;
}

export interface MaskedText {
  value: string;
  complete: boolean;
}

/**
 * Fills the mask's slots with the letters and digits of what was typed or pasted, in order. The
 * mask's own literals met in their place are not taken as typed: the field gives back what it shows
 * (`ID-12` for the mask `ID-****`) with the visitor's next key, and a literal letter or digit read
 * as typed would shift into the slots (`ID-ID12`).
 */
export function applyTextMask(mask: string, typed: string): MaskedText {
  const characters = [...typed];
  const pattern = [...mask];
  const slots = pattern.filter((character) => character === TEXT_MASK_SLOT).length;
  let at = 0;
  const slotCharactersLeft = () => characters.slice(at).some((character) => SLOT_CHARACTER.test(character));
  let value = '';
  let used = 0;
  for (let index = 0; index < pattern.length; ) {
    if (pattern[index] !== TEXT_MASK_SLOT) {
      // A run of literals is written while characters wait for the slots after it, and at the end of a full mask.
      let end = index;
      while (end < pattern.length && pattern[end] !== TEXT_MASK_SLOT) end += 1;
      const run = pattern.slice(index, end);
      if (!slotCharactersLeft() && used !== slots) break;
      value += run.join('');
      // Typed back in its place, the whole run is the mask's, not the visitor's (the "-" of "AB-12" as well).
      if (run.every((character, offset) => characters[at + offset] === character)) at += run.length;
      index = end;
      continue;
    }
    while (at < characters.length && !SLOT_CHARACTER.test(characters[at]!)) at += 1;
    const next = characters[at];
    if (next === undefined) break;
    value += next;
    at += 1;
    used += 1;
    index += 1;
  }
  return { value, complete: slots > 0 && used === slots };
}
