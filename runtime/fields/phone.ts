/**
 * Phone fields (spec 001 §5 "Phone fields", 002 §5): the characters a phone field keeps, the mask
 * per country, and how typed or pasted text lands in a mask.
 *
 * A mask is literal text with one `*` per digit. Digits fill the slots left to right; the text
 * stops after the last digit (no trailing literals), so the value is what the visitor has typed
 * so far and an empty field stays empty. The literal digits before the first slot (the country
 * code, or a trunk prefix: RU/KZ 8, BY 80) are never taken as typed digits: a pasted `+7 912…`,
 * `8 912…` or an already masked value all land as the same number.
 */
export const MASK_SLOT = '*';

/** Spec 001 §5: the masks by country; RU and KZ take either the international or the domestic form. */
export const PHONE_MASKS = {
  RU: ['+7 (***) ***-**-**', '8 (***) ***-**-**'],
  KZ: ['+7 (***) ***-**-**', '8 (***) ***-**-**'],
  UA: ['+38 (***) ***-****'],
  BY: ['+375 ** *******'],
  US: ['+1 (***) ***-****'],
} as const satisfies Record<string, readonly string[]>;

export type MaskedCountry = keyof typeof PHONE_MASKS;

/** Spec 002 §9: a phone needs at least 5 digits. */
export const PHONE_MIN_DIGITS = 5;

/**
 * Codes that may lead a number for a mask's country: the RU/KZ masks share 7 and the trunk 8; a
 * Belarus number is written nationally with the trunk 80 (`8 029 491-19-11` is +375 29 491-19-11).
 */
const LEADING_CODES: Record<string, readonly string[]> = { '7': ['7', '8'], '8': ['8', '7'], '375': ['375', '80'] };

/** The mask for a site's country, or null where no mask is defined (the field then only strips). */
export function phoneMaskFor(country: string | undefined, domestic = false): string | null {
  const masks = country && country in PHONE_MASKS ? PHONE_MASKS[country as MaskedCountry] : null;
  if (!masks) return null;
  return (domestic && masks[1]) || masks[0];
}

/** Full-width digits (U+FF10…U+FF19) as ASCII, so a pasted Japanese-keyboard number still fills the mask. */
function asciiDigits(text: string): string {
  return text.replace(/[\uFF10-\uFF19]/g, (digit) => String(digit.charCodeAt(0) - 0xff10));
}

/** Spec 001 §5: without a mask, everything but digits, plus, dash, underscore and parentheses goes. */
export function stripPhoneInput(text: string): string {
  return asciiDigits(text).replace(/[^\d+\-_()]/g, '');
}

/**
 * The mask a phone field uses of the one it was given: a usable mask has digit slots; anything else
 * is a mask error (spec 001 §8 "Mask errors remove the mask") and the field goes unmasked (null).
 */
export const usablePhoneMask = (mask: string | null): string | null => (mask && mask.includes(MASK_SLOT) ? mask : null);

export const slotCount = (mask: string): number => mask.split(MASK_SLOT).length - 1;

/** The literal text before the first slot (`+7 (`) and the digits in it (`7`). */
function maskPrefix(mask: string): { text: string; digits: string } {
  const text = mask.slice(0, mask.indexOf(MASK_SLOT));
  return { text, digits: text.replace(/\D/g, '') };
}

/**
 * The national digits, whether some of a pasted number's digits did not fit the mask (`cut`), and
 * how many of the text's digits came before them (`skipped`: the mask's prefix, a country or trunk
 * code), so a caret in the text can be counted in national digits.
 * A key typed past a full mask is not a cut: the field refuses it and the number it shows stays.
 */
function readPhoneDigits(mask: string, text: string): { digits: string; cut: boolean; skipped: number } {
  const slots = slotCount(mask);
  const prefix = maskPrefix(mask);
  const normalised = asciiDigits(text).trim();
  const all = normalised.replace(/\D/g, '');
  let digits = all;
  const codes = LEADING_CODES[prefix.digits] ?? (prefix.digits ? [prefix.digits] : []);
  // The mask's own prefix as it renders it ("+7 (", "8 ("): what follows is the national number.
  const startsWithPrefix = startsWithMaskPrefix(prefix.text, normalised);
  const international = normalised.startsWith('+');
  const withoutLeadingCode = () => {
    const code = codes.find((candidate) => digits.startsWith(candidate));
    if (code) digits = digits.slice(code.length);
  };
  if (startsWithPrefix) {
    digits = digits.slice(prefix.digits.length);
    // One digit more than the mask holds, after a leading 8 or 7: the country or trunk code typed
    // first (`8 912 345 67 89`, key by key: the field shows `+7 (891) 234-56-78` until the last
    // key). Read as a pasted number is, not as a national number whose last digit is dropped.
    if (digits.length > slots) withoutLeadingCode();
    return { digits: digits.slice(0, slots), cut: false, skipped: all.length - digits.length };
  }
  if (international || digits.length > slots) withoutLeadingCode();
  return { digits: digits.slice(0, slots), cut: digits.length > slots, skipped: all.length - digits.length };
}

/** Whether `text` begins with the mask's own prefix as the mask renders it, spaces aside. */
function startsWithMaskPrefix(prefixText: string, text: string): boolean {
  return prefixText.trim() !== '' && text.replace(/\s/g, '').startsWith(prefixText.replace(/\s/g, ''));
}

/** The digits laid into the mask, stopping after the last digit. */
export function applyMask(mask: string, digits: string): string {
  if (digits === '') return '';
  let result = '';
  let next = 0;
  for (const char of mask) {
    if (char === MASK_SLOT) {
      if (next >= digits.length) break;
      result += digits[next];
      next += 1;
    } else {
      if (next >= digits.length) break;
      result += char;
    }
  }
  return result;
}

export interface MaskedPhone {
  value: string;
  digits: string;
  complete: boolean;
}

/** National digits in the mask; never complete when the text they came from had digits the mask could not take. */
const masked = (mask: string, digits: string, cut: boolean): MaskedPhone => ({ value: applyMask(mask, digits), digits, complete: !cut && digits.length === slotCount(mask) });

/** What the field shows for typed or pasted text; never complete when a pasted number had digits the mask could not take. */
export function maskPhone(mask: string, text: string): MaskedPhone {
  const { digits, cut } = readPhoneDigits(mask, text);
  return masked(mask, digits, cut);
}

/** An edit the visitor made in a masked field: the text the input holds now, its caret, and the input event's type. */
export interface PhoneEdit {
  text: string;
  caret: number;
  /** The InputEvent's `inputType` (`insertText`, `deleteContentBackward`, …); empty when unknown. */
  inputType: string;
}

/** Where the caret goes in a masked value once `count` of its digits are before it. */
function caretAfterDigits(mask: string, phone: MaskedPhone, count: number, deleting: boolean): number {
  if (count >= phone.digits.length) return phone.value.length;
  const slots = [...mask].flatMap((char, index) => (char === MASK_SLOT ? [index] : []));
  // After a deletion the caret stays by the digit before it; after an insertion it goes past the
  // literals to the next digit, where the next key lands (`+7 (912) |345`, not `+7 (912|) 345`).
  return deleting && count > 0 ? slots[count - 1]! + 1 : slots[count]!;
}

/**
 * An edit re-masked, and where the caret goes in the new value: the caret is counted in national
 * digits before the edit's caret and put back after as many digits, so an edit in the middle of a
 * number leaves it there. A deleted literal (`)`, `-`) would come straight back with the mask:
 * the digit next to it goes instead (before it for Backspace, after it for Delete), so the mask
 * never traps the caret.
 */
export function editMaskedPhone(mask: string, before: MaskedPhone, { text, caret, inputType }: PhoneEdit): { phone: MaskedPhone; caret: number } {
  const read = readPhoneDigits(mask, text);
  const digitsBeforeCaret = asciiDigits(text.slice(0, caret)).replace(/\D/g, '').length;
  let at = Math.min(read.digits.length, Math.max(0, digitsBeforeCaret - read.skipped));
  let digits = read.digits;
  const deleting = inputType.startsWith('delete');
  const prefix = maskPrefix(mask);
  const digitsAfterCaret = asciiDigits(text.slice(caret)).replace(/\D/g, '').length;
  // A key typed in the middle of a full number, behind the mask's prefix: the digits after it move
  // on (the last drops out). Not read as a number typed from its country or trunk code (a leading
  // 8 or 7 one digit too long, readPhoneDigits): that one is typed at the end; here the national
  // number's own 8 or 7 (St Petersburg's 812, a Kazakh 7xx) stays.
  if (!deleting && digitsAfterCaret > 0 && before.digits.length === slotCount(mask) && startsWithMaskPrefix(prefix.text, asciiDigits(text).trim())) {
    digits = asciiDigits(text).replace(/\D/g, '').slice(prefix.digits.length).slice(0, slotCount(mask));
    at = Math.min(digits.length, Math.max(0, digitsBeforeCaret - prefix.digits.length));
  }
  if (deleting && digits === before.digits && text.length < before.value.length) {
    if (inputType.endsWith('Forward')) digits = digits.slice(0, at) + digits.slice(at + 1);
    else if (at > 0) {
      digits = digits.slice(0, at - 1) + digits.slice(at);
      at -= 1;
    }
  }
  const phone = masked(mask, digits, read.cut);
  return { phone, caret: caretAfterDigits(mask, phone, at, deleting) };
}

/** Spec 001 §5: the mask-complete attribute is set when the value is complete, or the field is optional and empty. */
export function isMaskSatisfied(phone: MaskedPhone, required: boolean): boolean {
  return phone.complete || (!required && phone.digits === '');
}

export type PhoneViolation = 'digits' | 'phone_minlength';

/** Spec 002 §5: digits, spaces, parentheses, plus and minus only; at least 5 digits. Empty is the required rule's business. */
export function phoneViolation(value: string): PhoneViolation | null {
  if (value.trim() === '') return null;
  if (!/^[\d\s()+-]+$/.test(value)) return 'digits';
  return value.replace(/\D/g, '').length < PHONE_MIN_DIGITS ? 'phone_minlength' : null;
}
