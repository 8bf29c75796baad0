import type { ReactNode } from 'react';
import './fields.css';

/**
 * A special field's frame: its label bound to the input, and its error below (named by `${inputId}-error`).
 * A required field's label ends with the asterisk form01 gives its own fields: seen, but hidden from
 * screen readers, which hear "required" from the input's own `required` instead of a read-out "star".
 */
export function FieldFrame({ kind, inputId, label, required = false, error, children }: { kind: string; inputId: string; label: string; required?: boolean | undefined; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="rt-field" data-field={kind}>
      <label className="rt-field__label" htmlFor={inputId}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      {error && (
        <p id={`${inputId}-error`} className="rt-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The required marker, as form01 writes it beside its own fields' labels. */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}
