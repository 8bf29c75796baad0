import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMask, editMaskedPhone, isMaskSatisfied, maskPhone, phoneMaskFor, phoneViolation, PHONE_MASKS, stripPhoneInput } from './phone';

interface PhoneVector {
  input: { country: string; mask: string; typed_digits?: string; pasted?: string };
  expect: { value?: string; complete?: boolean; passes_phone_rule?: boolean; complete_with_all_digits?: boolean; no_crash?: boolean };
  tier: string;
  note: string;
}
const vectors = (JSON.parse(readFileSync(new URL('../../../shared/vectors/phone-masks.json', import.meta.url), 'utf8')) as { vectors: PhoneVector[] }).vectors;

/** Typed digits arrive one key at a time into the value the field already shows. */
function typeInto(mask: string, keys: string) {
  let shown = maskPhone(mask, '');
  for (const key of keys) shown = maskPhone(mask, shown.value + key);
  return shown;
}

describe('phone masks: the public vectors (libphonenumber example numbers)', () => {
  for (const vector of vectors.filter((v) => v.tier !== 'advisory')) {
    const { mask, typed_digits: typed, pasted } = vector.input;
    it(`${vector.tier}: ${vector.input.country} ${mask} ← ${typed !== undefined ? `typed ${typed}` : `pasted ${pasted}`}`, () => {
      const shown = typed !== undefined ? typeInto(mask, typed) : maskPhone(mask, pasted!);
      if (vector.expect.value !== undefined) expect(shown.value).toBe(vector.expect.value);
      if (vector.expect.complete !== undefined) expect(shown.complete).toBe(vector.expect.complete);
      if (vector.expect.passes_phone_rule) expect(phoneViolation(shown.value)).toBeNull();
    });
  }
  for (const vector of vectors.filter((v) => v.tier === 'advisory')) {
    it(`advisory, no crash and never complete with digits it could not take: ${vector.input.country} ${vector.input.typed_digits ?? vector.input.pasted}`, () => {
      const { mask, typed_digits: typed, pasted } = vector.input;
      const shown = typed !== undefined ? typeInto(mask, typed) : maskPhone(mask, pasted!);
      if (vector.expect.complete_with_all_digits === false) expect(shown.digits).not.toBe(typed);
      expect(typeof shown.value).toBe('string');
    });
  }
});

describe('phone masks: rules', () => {
  it('the mask follows the site country; RU and KZ have a domestic form; other countries have none', () => {
    expect(phoneMaskFor('RU')).toBe('+7 (***) ***-**-**');
    expect(phoneMaskFor('KZ', true)).toBe('8 (***) ***-**-**');
    expect(phoneMaskFor('UA')).toBe(PHONE_MASKS.UA[0]);
    expect(phoneMaskFor('UA', true)).toBe(PHONE_MASKS.UA[0]);
    expect(phoneMaskFor('DE')).toBeNull();
    expect(phoneMaskFor(undefined)).toBeNull();
  });

  it('stops after the last digit: no trailing literals, and an empty field stays empty', () => {
    expect(applyMask('+7 (***) ***-**-**', '912')).toBe('+7 (912');
    expect(applyMask('+7 (***) ***-**-**', '9123')).toBe('+7 (912) 3');
    expect(applyMask('+7 (***) ***-**-**', '')).toBe('');
  });

  it('is idempotent on its own output and in the domestic form', () => {
    const mask = '8 (***) ***-**-**';
    const once = maskPhone(mask, '+7 912 345 67 89');
    expect(once.value).toBe('8 (912) 345-67-89');
    expect(maskPhone(mask, once.value).value).toBe(once.value);
    expect(typeInto(mask, '9123').value).toBe('8 (912) 3');
  });

  it('emoji, right-to-left text and garbage never break the field', () => {
    const mask = '+1 (***) ***-****';
    expect(maskPhone(mask, '📞 201-555-0123').value).toBe('+1 (201) 555-0123');
    expect(maskPhone(mask, 'هاتف ٢٠١').value).toBe('');
    expect(maskPhone(mask, '<script>alert(1)</script>').value).toBe('+1 (1');
  });

  it('the mask-complete attribute: complete, or optional and empty', () => {
    const mask = '+375 ** *******';
    expect(isMaskSatisfied(maskPhone(mask, '294911911'), true)).toBe(true);
    expect(isMaskSatisfied(maskPhone(mask, '2949'), false)).toBe(false);
    expect(isMaskSatisfied(maskPhone(mask, ''), false)).toBe(true);
    expect(isMaskSatisfied(maskPhone(mask, ''), true)).toBe(false);
  });

  it('without a mask: digits, plus, dash, underscore and parentheses stay (spec 001 §5)', () => {
    expect(stripPhoneInput('+49 (30) 1234-56_7 ext. 8')).toBe('+49(30)1234-56_78');
  });

  it('the phone rule (spec 002 §5): allowed characters, then at least 5 digits', () => {
    expect(phoneViolation('+7 (912) 345-67-89')).toBeNull();
    expect(phoneViolation('12-34')).toBe('phone_minlength');
    expect(phoneViolation('1234')).toBe('phone_minlength');
    expect(phoneViolation('12345')).toBeNull();
    expect(phoneViolation('call 12345')).toBe('digits');
    expect(phoneViolation('')).toBeNull();
  });
});

describe('phone masks: a number typed key by key with its country or trunk code first', () => {
  it('RU, typed 8 912 345 67 89 or 7 912 345 67 89: the last key makes it the number a paste gives, not +7 (891) 234-56-78', () => {
    const mask = '+7 (***) ***-**-**';
    expect(typeInto(mask, '8912345678')).toMatchObject({ value: '+7 (891) 234-56-78' });
    expect(typeInto(mask, '89123456789')).toMatchObject({ value: '+7 (912) 345-67-89', complete: true });
    expect(typeInto(mask, '79123456789')).toMatchObject({ value: '+7 (912) 345-67-89', complete: true });
    expect(typeInto('8 (***) ***-**-**', '89123456789')).toMatchObject({ value: '8 (912) 345-67-89', complete: true });
  });
  it('a national number that starts with 8 or 7 stays as typed; a key past a full mask that starts otherwise is dropped', () => {
    const mask = '+7 (***) ***-**-**';
    expect(typeInto(mask, '8001234567')).toMatchObject({ value: '+7 (800) 123-45-67', complete: true });
    expect(typeInto(mask, '7123456789')).toMatchObject({ value: '+7 (712) 345-67-89', complete: true });
    expect(typeInto(mask, '91234567890')).toMatchObject({ value: '+7 (912) 345-67-89', complete: true });
  });
});

describe('phone masks: Belarus in its national form, with the trunk 80', () => {
  const mask = '+375 ** *******';
  it('8 029 491-19-11, pasted or typed key by key, is +375 29 4911911, not +375 80 2949119', () => {
    expect(maskPhone(mask, '8 029 491-19-11')).toMatchObject({ value: '+375 29 4911911', complete: true });
    expect(maskPhone(mask, '80294911911')).toMatchObject({ value: '+375 29 4911911', complete: true });
    expect(typeInto(mask, '80294911911')).toMatchObject({ value: '+375 29 4911911', complete: true });
    // Only a number longer than the mask loses its 80: nine digits are the national number as typed.
    expect(maskPhone(mask, '801234567')).toMatchObject({ value: '+375 80 1234567', complete: true });
  });
  it('a pasted number with digits the mask cannot take is never complete', () => {
    expect(maskPhone(mask, '8 029 491-19-11 5').complete).toBe(false);
    expect(maskPhone(mask, '2949119115').complete).toBe(false);
    expect(maskPhone('+7 (***) ***-**-**', '8 912 345 67 890').complete).toBe(false);
  });
});

describe('phone masks: an edit in the middle of the number (the caret counted in digits)', () => {
  const mask = '+7 (***) ***-**-**';
  const full = maskPhone(mask, '9123456789');
  /** The text after the key and where the browser left the caret, as the input event finds them. */
  const edit = (text: string, caret: number, inputType: string) => editMaskedPhone(mask, full, { text, caret, inputType });

  it('Backspace right after ")" takes the digit before it, not the last one, and the caret stays there', () => {
    // "+7 (912) 345-67-89", caret after ")" (8): the browser deletes ")".
    expect(edit('+7 (912 345-67-89', 7, 'deleteContentBackward')).toEqual({ phone: maskPhone(mask, '913456789'), caret: 6 });
    expect(maskPhone(mask, '913456789').value).toBe('+7 (913) 456-78-9');
  });

  it('Delete right before "-" takes the digit after it', () => {
    // Caret after "345" (12): the browser deletes "-".
    expect(edit('+7 (912) 34567-89', 12, 'deleteContentForward')).toEqual({ phone: maskPhone(mask, '912345789'), caret: 12 });
  });

  it('a digit deleted in the middle keeps the caret by it, so the next key lands there', () => {
    // Caret after the "1" of 912 (6): Backspace takes the "1".
    const deleted = edit('+7 (92) 345-67-89', 5, 'deleteContentBackward');
    expect(deleted).toEqual({ phone: maskPhone(mask, '923456789'), caret: 5 });
    expect(deleted.phone.value).toBe('+7 (923) 456-78-9');
    // "8" typed at the caret.
    const typed = editMaskedPhone(mask, deleted.phone, { text: '+7 (9823) 456-78-9', caret: 6, inputType: 'insertText' });
    expect(typed).toEqual({ phone: maskPhone(mask, '9823456789'), caret: 6 });
    expect(typed.phone.value).toBe('+7 (982) 345-67-89');
  });

  it('a digit typed before a literal puts the caret past the literals, where the next digit goes', () => {
    const short = maskPhone(mask, '913456789');
    expect(editMaskedPhone(mask, short, { text: '+7 (9123) 456-78-9', caret: 7, inputType: 'insertText' })).toEqual({ phone: full, caret: 9 });
  });

  it('typing or pasting at the end leaves the caret at the end', () => {
    expect(editMaskedPhone(mask, maskPhone(mask, ''), { text: '9', caret: 1, inputType: 'insertText' })).toEqual({ phone: maskPhone(mask, '9'), caret: 5 });
    expect(editMaskedPhone(mask, maskPhone(mask, '912'), { text: '+7 (912) 3', caret: 10, inputType: 'insertText' }).caret).toBe(10);
    expect(editMaskedPhone(mask, maskPhone(mask, ''), { text: '8 912 345 67 89', caret: 15, inputType: 'insertFromPaste' })).toEqual({ phone: full, caret: 18 });
  });

  it('Backspace over "(" before the first digit takes nothing, and the caret stays before that digit', () => {
    expect(edit('+7 912) 345-67-89', 3, 'deleteContentBackward')).toEqual({ phone: full, caret: 4 });
  });

  it('a digit typed in the middle of a full number moves the rest on; a national number that starts with 8 or 7 keeps it (St Petersburg 812, a Kazakh 7xx)', () => {
    const typedInto = (number: string, text: string, caret: number) => editMaskedPhone(mask, maskPhone(mask, number), { text, caret, inputType: 'insertText' });
    expect(typedInto('+7 (912) 345-67-89', '+7 (912) 3045-67-89', 11)).toEqual({ phone: maskPhone(mask, '9123045678'), caret: 11 });
    expect(typedInto('+7 (812) 345-67-89', '+7 (812) 3045-67-89', 11)).toEqual({ phone: maskPhone(mask, '8123045678'), caret: 11 });
    expect(typedInto('+7 (701) 234-56-78', '+7 (7051) 234-56-78', 7).phone.value).toBe('+7 (705) 123-45-67');
    // Typed at the end, a number from its trunk code is still read as one (the key-by-key `8 912…`).
    expect(editMaskedPhone(mask, maskPhone(mask, '+7 (891) 234-56-78'), { text: '+7 (891) 234-56-789', caret: 19, inputType: 'insertText' }).phone.value).toBe('+7 (912) 345-67-89');
  });

  it('Backspace over a literal at the end of a short number still takes the digit before it', () => {
    const short = maskPhone(mask, '9123');
    expect(editMaskedPhone(mask, short, { text: '+7 (912)3', caret: 8, inputType: 'deleteContentBackward' })).toEqual({ phone: maskPhone(mask, '913'), caret: 6 });
  });
});
