import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES as MESSAGES, newPasswordFormSchema, passwordHint } from '#contracts';
import { firstErrorMessage, setServerErrors, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useSession } from '../../../shared/session/session-context';
import { ApiError } from '../../../shared/http';
import { authApi } from '../api';
import { toFormFailure } from '../form-errors';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';
import '../auth.css';

const ORDER = ['password', 'confirmation'] as const;
const idOf = (field: string) => `new-${field}`;

/** The page of the e-mailed reset link: choose a new password, then arrive signed in. */
export function NewPasswordForm({ token }: { token: string }) {
  const { applySession } = useSession();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, watch, formState } = useSchemaForm(newPasswordFormSchema, { password: '', confirmation: '' });
  const { errors } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const onSubmit = handleSubmit(
    async ({ password }) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setFormError(null);
      try {
        const res = await authApi.resetPassword(token, password);
        applySession(res);
        navigate(res.next, { replace: true });
      } catch (err) {
        busyRef.current = false;
        setBusy(false);
        if (err instanceof ApiError && err.code === 'TOKEN_INVALID') return setLinkInvalid(true);
        const { message, fields } = toFormFailure(err);
        setFormError(message);
        setServerErrors(setError, fields.password ? { password: fields.password } : {}, ORDER);
      }
    },
    (invalid) => setFormError(firstErrorMessage(invalid, ORDER) ?? null),
  );

  if (linkInvalid) {
    return (
      <div className="auth-result">
        <h1 className="auth-title">Lien expiré</h1>
        <p className="alert alert-error" role="alert">
          {MESSAGES.resetLinkInvalid}
        </p>
        <Link to="/auth/reset-password" className="btn btn-primary btn-block">
          Demander un nouveau lien
        </Link>
      </div>
    );
  }

  return (
    <>
      <h1 className="auth-title">Nouveau mot de passe</h1>
      <p className="auth-lead">Choisissez un nouveau mot de passe pour votre compte.</p>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <FormAlert message={formError} />
        <PasswordField
          id={idOf('password')}
          label="Nouveau mot de passe"
          autoComplete="new-password"
          {...register('password')}
          error={passwordHint(watch('password')) ?? errors.password?.message}
        />
        <PasswordField
          id={idOf('confirmation')}
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          {...register('confirmation')}
          error={errors.confirmation?.message}
        />
        <SubmitButton busy={busy}>Enregistrer le mot de passe</SubmitButton>
      </form>
    </>
  );
}
