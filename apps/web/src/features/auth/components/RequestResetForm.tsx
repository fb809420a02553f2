import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES as MESSAGES } from '#contracts';
import { ApiError } from '../../../shared/http';
import { authApi } from '../api';
import { emailError } from '../validation';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';
import '../auth.css';

// Failures whose API text helps the visitor; any other gets the spec's reset-specific generic text.
const SPECIFIC_CODES = new Set(['RATE_LIMITED', 'VALIDATION_FAILED', 'OFFLINE', 'NETWORK_ERROR']);

/** Asks for the reset e-mail (spec, password reset): form, then 'Email envoyé !'. */
export function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const invalid = emailError(email);
    if (invalid) {
      setFieldError(invalid);
      setFormError(invalid);
      document.getElementById('reset-email')?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await authApi.forgotPassword(email);
      setSent(true);
    } catch (err) {
      const known = err instanceof ApiError && SPECIFIC_CODES.has(err.code);
      if (!known) console.error(err);
      setFormError(known ? err.message : MESSAGES.resetFailed);
      setFieldError(known ? err.fields.email : undefined);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="auth-result" role="status">
        <h1 className="auth-title">Email envoyé !</h1>
        <p className="auth-lead">
          Vérifiez votre boîte mail et suivez les instructions pour réinitialiser votre mot de passe.
        </p>
        <Link to="/auth" className="btn btn-primary btn-block">
          Retour à la connexion
        </Link>
      </div>
    );
  }

  return (
    <>
      <h1 className="auth-title">Mot de passe oublié ?</h1>
      <p className="auth-lead">Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour en choisir un nouveau.</p>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <FormAlert message={formError} />
        <FormField
          id="reset-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(undefined);
          }}
          error={fieldError}
        />
        <SubmitButton busy={busy}>Réinitialiser le mot de passe</SubmitButton>
      </form>
    </>
  );
}
