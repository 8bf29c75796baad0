/**
 * A phone input with the country's mask (spec 001 §5): typed or pasted text lands in the mask
 * (phone.ts), and `data-mask-complete` is set when the number is complete or the field is
 * optional and empty. An edit in the middle of the number keeps the caret by the digits it was
 * between, and Backspace over a literal removes the digit before it (Delete the one after it), so
 * the mask never traps the caret (phone.ts `editMaskedPhone`). Without a mask (a country with
 * none, or a broken mask: spec 001 §8 "mask errors remove the mask") the field only strips what a
 * phone cannot hold and stays usable.
 */
import { useId, useRef, type ChangeEvent } from 'react';
import { editMaskedPhone, isMaskSatisfied, maskPhone, MASK_SLOT, stripPhoneInput, usablePhoneMask } from './phone';
import { FieldFrame } from './FieldFrame';
import { useTypedTextBeforeHydration } from './typed-text';

export interface PhoneFieldProps {
  name: string;
  label: string;
  /** The mask (`+7 (***) ***-**-**`), or null for none. */
  mask: string | null;
  value: string;
  onChange(value: string, state: { complete: boolean }): void;
  required?: boolean | undefined;
  /** A disabled field keeps its value: it is not typed in or checked (spec 002 §5). */
  disabled?: boolean | undefined;
  error?: string | undefined;
}

export function PhoneField({ name, label, mask, value, onChange, required = false, disabled = false, error }: PhoneFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedTextBeforeHydration(inputRef);
  const activeMask = usablePhoneMask(mask);
  // The mask with the value as it shows in it, together: one is there exactly when the other is.
  const masked = activeMask === null ? null : { mask: activeMask, shown: maskPhone(activeMask, value) };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (!masked) {
      const stripped = stripPhoneInput(typed);
      onChange(stripped, { complete: stripped !== '' || !required });
      return;
    }
    const input = event.target;
    const edit = { text: typed, caret: input.selectionStart ?? typed.length, inputType: (event.nativeEvent as InputEvent).inputType ?? '' };
    const { phone, caret } = editMaskedPhone(masked.mask, masked.shown, edit);
    // The masked value goes into the input before the state has it, with the caret put back: React
    // writes a controlled value that differs from the input's (which moves the caret to the end),
    // and after this handler it puts its own value back when the state did not change (a literal
    // deleted at the start of the number); finding the value already there, it leaves the caret.
    input.value = phone.value;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
    onChange(phone.value, { complete: isMaskSatisfied(phone, required) });
  };

  return (
    <FieldFrame kind="phone" inputId={id} label={label} required={required} error={error}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className="rt-field__input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={masked ? masked.shown.value : value}
        placeholder={masked?.mask.replaceAll(MASK_SLOT, '_')}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-mask={masked?.mask}
        data-mask-complete={masked && isMaskSatisfied(masked.shown, required) ? '' : undefined}
        onChange={onInput}
      />
    </FieldFrame>
  );
}
