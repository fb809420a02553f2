import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES as MESSAGES } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { ApiError } from '../../../shared/http';
import { authApi } from '../api';
import { focusFirstError, toFormFailure } from '../form-errors';
import { collectErrors, passwordError, passwordHint, type FieldErrors } from '../validation';
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const fail = (message: string, fields: FieldErrors) => {
    setErrors(fields);
    setFormError(message);
    focusFirstError(fields, ORDER, idOf);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busyRef.current) return;
    const invalid = collectErrors({
      password: passwordError(password),
      confirmation: password && confirmation !== password ? MESSAGES.passwordsDoNotMatch : undefined,
    });
    const first = ORDER.find((f) => invalid[f]);
    if (first) return fail(invalid[first]!, invalid);

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
      fail(message, fields.password ? { password: fields.password } : {});
    }
  };

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
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors(({ password: _stale, ...rest }) => rest);
          }}
          error={passwordHint(password) ?? errors.password}
        />
        <PasswordField
          id={idOf('confirmation')}
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value);
            setErrors(({ confirmation: _stale, ...rest }) => rest);
          }}
          error={errors.confirmation}
        />
        <SubmitButton busy={busy}>Enregistrer le mot de passe</SubmitButton>
      </form>
    </>
  );
}
