import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '#contracts';
import { Icon } from '../../../shared/ui/Icon';
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
          <Icon name={visible ? 'eye-off' : 'eye'} size={20} />
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
