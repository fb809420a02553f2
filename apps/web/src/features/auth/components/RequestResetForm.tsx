import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES as MESSAGES, forgotPasswordFormSchema } from '#contracts';
import { firstErrorMessage, setServerErrors, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { ApiError } from '../../../shared/http';
import { authApi } from '../api';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';
import '../auth.css';

// Failures whose API text helps the visitor; any other gets the spec's reset-specific generic text.
const SPECIFIC_CODES = new Set(['RATE_LIMITED', 'VALIDATION_FAILED', 'OFFLINE', 'NETWORK_ERROR']);

/** Asks for the reset e-mail (spec, password reset): form, then 'Email envoyé !'. */
export function RequestResetForm() {
  const { register, handleSubmit, setError, formState } = useSchemaForm(forgotPasswordFormSchema, { email: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = handleSubmit(
    async ({ email }) => {
      setFormError(null);
      try {
        await authApi.forgotPassword(email);
        setSent(true);
      } catch (err) {
        const known = err instanceof ApiError && SPECIFIC_CODES.has(err.code);
        if (!known) console.error(err);
        setFormError(known ? err.message : MESSAGES.resetFailed);
        if (known) setServerErrors(setError, err.fields, ['email']);
      }
    },
    (invalid) => setFormError(firstErrorMessage(invalid, ['email']) ?? null),
  );

  if (sent) {
    return (
      <div className="auth-result" role="status">
        <h1 className="auth-title">Email envoyé !</h1>
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
      <h1 className="auth-title">Mot de passe oublié ?</h1>
      <p className="auth-lead">Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour en choisir un nouveau.</p>
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
          {...register('email')}
          error={formState.errors.email?.message}
        />
        <SubmitButton busy={formState.isSubmitting}>Réinitialiser le mot de passe</SubmitButton>
      </form>
    </>
  );
}
