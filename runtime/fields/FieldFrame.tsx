import type { ReactNode } from 'react';
import './fields.css';

/** A special field's frame: its label bound to the input, and its error below (named by `${inputId}-error`). */
export function FieldFrame({ kind, inputId, label, error, children }: { kind: string; inputId: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="rt-field" data-field={kind}>
      <label className="rt-field__label" htmlFor={inputId}>
        {label}
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
