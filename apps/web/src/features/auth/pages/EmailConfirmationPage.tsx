import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUTH_MESSAGES as MESSAGES } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { AuthLayout } from '../../../shared/layouts/AuthLayout';
import { Icon } from '../../../shared/ui/Icon';
import { useEmailConfirmation } from '../hooks/use-email-confirmation';
import { usePageMeta } from '../../../shared/seo/use-page-meta';

/** Without a token: after sign-up, 'check your inbox'. With the e-mailed token: confirms the address. */
export default function EmailConfirmationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // The settings' e-mail change sends the same kind of link, marked, for the wording.
  const isChange = searchParams.get('change') === '1';
  usePageMeta({
    title: token ? 'Confirmation de votre email · Mijote' : 'Vérifiez votre email · Mijote',
    description: 'Confirmez votre adresse email pour activer votre compte Mijote.',
    path: '/auth/email-confirmation',
    noindex: true,
  });
  return (
    <AuthLayout back={{ to: '/auth', label: 'Retour à la connexion' }}>
      {token ? <ConfirmToken token={token} isChange={isChange} /> : <CheckYourInbox />}
    </AuthLayout>
  );
}

function CheckYourInbox() {
  return (
    <div className="auth-result">
      <Icon name="mail" size={48} className="auth-result-icon" />
      <h1 className="auth-title">Vérifiez votre email</h1>
      {/* The same words whether or not the address already had an account: its mail says which. */}
      <p className="auth-lead">
        Vérifiez votre boîte mail : nous vous avons envoyé un email. Cliquez sur le lien qu'il contient pour activer votre
        compte et continuer.
      </p>
      <p className="auth-lead">
        Si cette adresse a déjà un compte, l'email vous explique comment vous connecter. Rien reçu ? Regardez dans les
        courriers indésirables.
      </p>
      <Link to="/auth" className="btn btn-primary btn-block">
        Retour à la connexion
      </Link>
    </div>
  );
}

function ConfirmToken({ token, isChange }: { token: string; isChange: boolean }) {
  const { status: sessionStatus, updateUser, applySession } = useSession();
  const [attempt, setAttempt] = useState(0);
  const state = useEmailConfirmation(token, attempt);
  const signedIn = sessionStatus === 'signed-in';

  useEffect(() => {
    if (state.status !== 'confirmed') return;
    // A sign-up's link opens the account's first session; otherwise the header and settings read
    // `emailConfirmed` from the session user: keep it current.
    if (state.session) applySession(state.session);
    else updateUser(state.user);
  }, [state, updateUser, applySession]);

  if (state.status === 'confirming') {
    return (
      <div className="auth-result" role="status">
        <span className="spinner auth-big-spinner" aria-hidden="true" />
        <p className="auth-lead">Confirmation de votre adresse email…</p>
      </div>
    );
  }

  if (state.status === 'confirmed' && isChange) {
    return (
      <div className="auth-result" role="status">
        <Icon name="check-circle" size={48} className="auth-result-icon" />
        <h1 className="auth-title">Adresse email modifiée</h1>
        <p className="auth-lead">
          Votre nouvelle adresse <strong>{state.user.email}</strong> est confirmée. Utilisez-la désormais pour vous connecter.
        </p>
        <ContinueLink isChange signedIn={signedIn} />
      </div>
    );
  }

  if (state.status === 'confirmed') {
    return (
      <div className="auth-result" role="status">
        <Icon name="check-circle" size={48} className="auth-result-icon" />
        <h1 className="auth-title">Adresse email confirmée</h1>
        <p className="auth-lead">Merci ! Votre compte est activé.</p>
        <ContinueLink isChange={false} signedIn={signedIn} />
      </div>
    );
  }

  if (state.status === 'already-confirmed') {
    // A second click, or the mail opened again: nothing is wrong, so no error styling.
    return (
      <div className="auth-result" role="status">
        <Icon name="check-circle" size={48} className="auth-result-icon" />
        <h1 className="auth-title">Adresse déjà confirmée</h1>
        <p className="auth-lead">{state.message}</p>
        <ContinueLink isChange={isChange} signedIn={signedIn} />
      </div>
    );
  }

  return (
    <div className="auth-result">
      <h1 className="auth-title">{state.status === 'invalid' ? 'Lien invalide' : 'Confirmation impossible'}</h1>
      <p className="alert alert-error" role="alert">
        {state.status === 'invalid' ? MESSAGES.confirmLinkInvalid : state.message}
      </p>
      {state.status === 'failed' && (
        <button type="button" className="btn btn-primary btn-block" onClick={() => setAttempt((n) => n + 1)}>
          Réessayer
        </button>
      )}
      <Link to={signedIn ? '/questionnaire' : '/auth'} className="btn btn-secondary btn-block">
        {signedIn ? 'Continuer' : 'Retour à la connexion'}
      </Link>
    </div>
  );
}

/** Where a confirmed address leads: the settings after a change, else the questionnaire; sign-in when signed out. */
function ContinueLink({ isChange, signedIn }: { isChange: boolean; signedIn: boolean }) {
  if (!signedIn) {
    return (
      <Link to="/auth" className="btn btn-primary btn-block">
        Se connecter
      </Link>
    );
  }
  return (
    <Link to={isChange ? '/dashboard/settings' : '/questionnaire'} className="btn btn-primary btn-block">
      {isChange ? 'Retour aux paramètres' : 'Continuer'}
    </Link>
  );
}
