import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '#contracts';
import { ApiError } from '../../../shared/http';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { authApi } from '../api';
import { AuthLayout } from '../../../shared/layouts/AuthLayout';
import { Icon } from '../../../shared/ui/Icon';
import { FormAlert } from '../components/FormAlert';

/**
 * The old address's "ce n'était pas moi" link. It acts only on a click: mail scanners that open
 * links must not undo a change by themselves.
 */
export default function EmailChangeCancelPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  usePageMeta({
    title: "Annuler le changement d'adresse · Mijote",
    description: "Annulez un changement de l'adresse email de votre compte Mijote.",
    path: '/auth/email-change/cancel',
    noindex: true,
  });
  // The public pages carry no query client (the landing's bundle stays small): plain state.
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'done' } | { status: 'failed'; message: string }>({ status: 'idle' });
  const cancel = () => {
    setState({ status: 'pending' });
    authApi.cancelEmailChange(token).then(
      () => setState({ status: 'done' }),
      (err: unknown) =>
        setState({
          status: 'failed',
          message: err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : ACCOUNT_MESSAGES.emailChangeCancelFailed,
        }),
    );
  };
  const error = state.status === 'failed' ? state.message : !token ? ACCOUNT_MESSAGES.emailChangeCancelInvalid : null;

  return (
    <AuthLayout back={{ to: '/auth', label: 'Retour à la connexion' }}>
      {state.status === 'done' ? (
        <div className="auth-result" role="status">
          <Icon name="check-circle" size={48} className="auth-result-icon" />
          <h1 className="auth-title">Changement annulé</h1>
          <p className="auth-lead">{ACCOUNT_MESSAGES.emailChangeCancelled}</p>
          <Link to="/auth" className="btn btn-primary btn-block">
            Se connecter
          </Link>
        </div>
      ) : (
        <div className="auth-result">
          <h1 className="auth-title">Ce n'était pas vous ?</h1>
          <p className="auth-lead">
            Annulez le changement d'adresse de votre compte : votre adresse actuelle est rétablie et toutes les sessions ouvertes sont
            fermées.
          </p>
          <FormAlert message={error} />
          <button type="button" className="btn btn-primary btn-block" disabled={!token || state.status === 'pending'} onClick={cancel}>
            {state.status === 'pending' && <span className="spinner" aria-hidden="true" />}
            Annuler le changement d'adresse
          </button>
        </div>
      )}
    </AuthLayout>
  );
}
