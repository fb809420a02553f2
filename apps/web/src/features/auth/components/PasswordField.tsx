import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '#contracts';
import '../auth.css';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  error?: string;
  /** Shown beside the label, e.g. the 'Mot de passe oublié ?' link. */
  aside?: ReactNode;
}

/** A password input with a show/hide toggle: on a phone keyboard a typo is otherwise invisible. */
export function PasswordField({ id, label, error, aside, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <div className="auth-label-row">
        <label htmlFor={id}>{label}</label>
        {aside}
      </div>
      <div className="auth-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="input"
          minLength={PASSWORD_MIN_LENGTH}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <button
          type="button"
          className="auth-reveal"
          aria-label="Afficher le mot de passe"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
