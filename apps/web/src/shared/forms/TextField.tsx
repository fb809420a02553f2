import type { InputHTMLAttributes, ReactNode } from 'react';
import './section.css';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid); the error is announced. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" aria-invalid={error ? 'true' : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p className="settings-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
