import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { Icon } from '../../../shared/ui/Icon';
import { AuthLayout } from '../../../shared/layouts/AuthLayout';
import { AddressThen } from '../components/AddressThen';
import { JoinHousehold } from '../components/JoinHousehold';
import { useInvitationPreview } from '../hooks/use-invitation-preview';
import { invitationAuthState, invitationSignUpSearch } from '../invitation-links';
import '../invitation.css';

/**
 * /invitation?token=…, the link of an invitation e-mail. Public: a visitor who is not signed in sees
 * who invites them before creating an account or signing in; a signed-in user joins in one click.
 */
export default function InvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const state = useInvitationPreview(token, attempt);
  const { status } = useSession();
  usePageMeta({
    title: 'Invitation à rejoindre un foyer · Mijote',
    description: 'Rejoignez le foyer de votre famille sur Mijote : liste de courses, planning des repas et frigo partagés.',
    path: '/invitation',
    noindex: true,
  });

  return (
    <AuthLayout back={{ to: '/', label: "Retour à l'accueil" }}>
      {state.status === 'loading' && (
        <div className="auth-result" role="status">
          <span className="spinner auth-big-spinner" aria-hidden="true" />
          <p className="auth-lead">Chargement de l'invitation…</p>
        </div>
      )}
      {state.status === 'invalid' && (
        <div className="auth-result">
          <h1 className="auth-title">Invitation introuvable</h1>
          <p className="alert alert-error" role="alert">
            {ACCOUNT_MESSAGES.invitationInvalid}
          </p>
          <p className="auth-lead">Demandez à la personne qui vous a invité de vous envoyer une nouvelle invitation.</p>
          <Link to="/" className="btn btn-primary btn-block">
            Retour à l'accueil
          </Link>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="auth-result">
          <h1 className="auth-title">Invitation</h1>
          <p className="alert alert-error" role="alert">
            {state.message}
          </p>
          <button type="button" className="btn btn-primary btn-block" onClick={() => setAttempt((n) => n + 1)}>
            Réessayer
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <div className="invitation">
          <Icon name="users" size={44} className="auth-result-icon invitation-icon" />
          <h1 className="auth-title invitation-title">
            {state.preview.invitedBy ? `${state.preview.invitedBy} vous invite` : 'Vous êtes invité'} à rejoindre{' '}
            {/* The guillemets stay with the name: no line may start with « or ». */}
            <span className="invitation-household">« {state.preview.householdName} »</span> sur Mijote
          </h1>
          <SharingExplained />
          {status === 'signed-in' ? (
            <JoinHousehold token={token} preview={state.preview} />
          ) : (
            <SignedOutChoices token={token} invitedEmail={state.preview.email} />
          )}
        </div>
      )}
    </AuthLayout>
  );
}

function SharingExplained() {
  return (
    <ul className="invitation-points">
      <li>La liste de courses, le planning des repas et le frigo deviennent communs à tout le foyer.</li>
      <li>Chaque changement apparaît en direct chez les autres membres.</li>
      <li>Vos favoris, vos préférences et vos conversations avec le chef restent personnels.</li>
      <li>L'abonnement du foyer vous donne accès à Mijote.</li>
    </ul>
  );
}

function SignedOutChoices({ token, invitedEmail }: { token: string; invitedEmail: string }) {
  const state = invitationAuthState(token, invitedEmail);
  return (
    <div className="invitation-actions">
      <p className="invitation-note">
        Invitation envoyée à <AddressThen email={invitedEmail} then="." /> Créez votre compte avec cette adresse, ou connectez-vous si vous en avez
        déjà un.
      </p>
      <Link to={{ pathname: '/auth', search: invitationSignUpSearch(token) }} state={state} className="btn btn-primary btn-block">
        Créer un compte
      </Link>
      <Link to="/auth" state={state} className="btn btn-secondary btn-block">
        Se connecter
      </Link>
    </div>
  );
}
