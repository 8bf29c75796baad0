/**
 * A phone input with the country's mask (spec 001 §5): typed or pasted text lands in the mask
 * (phone.ts), and `data-mask-complete` is set when the number is complete or the field is
 * optional and empty. Backspace over a literal removes the digit before it, so the mask never
 * traps the caret. Without a mask (a country with none, or a broken mask: spec 001 §8 "mask
 * errors remove the mask") the field only strips what a phone cannot hold and stays usable.
 */
import { useId, useRef, type ChangeEvent } from 'react';
import { isMaskSatisfied, maskPhone, MASK_SLOT, stripPhoneInput } from './phone';
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

/** A usable mask has digit slots; anything else is a mask error and the field goes unmasked. */
const usableMask = (mask: string | null): string | null => (mask && mask.includes(MASK_SLOT) ? mask : null);

export function PhoneField({ name, label, mask, value, onChange, required = false, disabled = false, error }: PhoneFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedTextBeforeHydration(inputRef);
  const activeMask = usableMask(mask);
  const shown = activeMask ? maskPhone(activeMask, value) : null;

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (!activeMask) {
      const stripped = stripPhoneInput(typed);
      onChange(stripped, { complete: stripped !== '' || !required });
      return;
    }
    let next = maskPhone(activeMask, typed);
    const deleting = (event.nativeEvent as InputEvent).inputType?.startsWith('delete');
    // A deleted literal ("-", ")") comes straight back with the mask: take the digit before it instead.
    if (deleting && shown && next.digits === shown.digits && typed.length < shown.value.length) next = maskPhone(activeMask, shown.digits.slice(0, -1));
    onChange(next.value, { complete: isMaskSatisfied(next, required) });
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
        value={shown ? shown.value : value}
        placeholder={activeMask?.replaceAll(MASK_SLOT, '_')}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-mask={activeMask ?? undefined}
        data-mask-complete={activeMask && shown && isMaskSatisfied(shown, required) ? '' : undefined}
        onChange={onInput}
      />
    </FieldFrame>
  );
}
