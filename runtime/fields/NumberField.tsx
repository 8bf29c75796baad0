/**
 * A number input (spec 001 §5 "Number field"): typing keeps what number.ts allows, blur (and Enter) clamps
 * to min and max, ArrowUp/ArrowDown step by 10^-decimals (shift ×10, ctrl or meta ×100, alt ×0.1).
 * A text input with a decimal keyboard, not `type=number`: the browser's number input drops a
 * typed comma, shows `e`, and would hide what the visitor typed.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { clampNumberInput, sanitizeNumberInput, stepNumberInput, type NumberFieldRules } from './number';
import { FieldFrame } from './FieldFrame';
import { useTypedTextBeforeHydration } from './typed-text';

export interface NumberFieldProps extends NumberFieldRules {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean | undefined;
  /** A disabled field keeps its value: it is not typed in, stepped or checked (spec 002 §5). */
  disabled?: boolean | undefined;
  error?: string | undefined;
}

export function NumberField({ name, label, value, onChange, decimals, min, max, required, disabled = false, error }: NumberFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rules = { decimals, min, max };
  const clamp = (text: string) => {
    const clamped = clampNumberInput(text, rules);
    if (clamped !== text) onChange(clamped);
  };
  // A number typed before the form hydrated, the visitor gone on to another field: clamped as its blur would have.
  useTypedTextBeforeHydration(inputRef, (typed) => clamp(sanitizeNumberInput(typed, decimals)));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter moves on or submits (form01): the value is clamped first, as on blur.
    if (event.key === 'Enter') clamp(value);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onChange(stepNumberInput(value, event.key === 'ArrowUp' ? 1 : -1, rules, event));
  };
  return (
    <FieldFrame kind="number" inputId={id} label={label} required={required} error={error}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className="rt-field__input"
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(sanitizeNumberInput(event.target.value, decimals))}
        onBlur={() => clamp(value)}
        onKeyDown={onKeyDown}
      />
    </FieldFrame>
  );
}
