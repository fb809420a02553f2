import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, type AccessState, type InvitationPreview, type NextRoute } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { api, ApiError, refreshSession } from '../../../shared/http';
import { acceptInvitation } from '../api';
import { invitationPath } from '../invitation-links';
import { AddressThen } from './AddressThen';

/** Like the payment confirmation (spec: 2 s), long enough to read the welcome, then onwards. */
export const JOINED_REDIRECT_MS = 2_000;

type JoinState =
  | { status: 'idle' }
  | { status: 'joining' }
  | { status: 'joined'; next: NextRoute }
  | { status: 'wrong-account' }
  | { status: 'failed'; message: string };

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The signed-in side of the invitation page: join, or sign out when the invitation is for someone else. */
export function JoinHousehold({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  // The API refuses an invitation meant for another address: say so before the click.
  const otherAccount = !!user && !sameAddress(user.email, preview.email);
  const [state, setState] = useState<JoinState>(otherAccount ? { status: 'wrong-account' } : { status: 'idle' });

  useEffect(() => {
    if (state.status !== 'joined') return;
    const timer = setTimeout(() => void navigate(state.next, { replace: true }), JOINED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const join = async () => {
    setState({ status: 'joining' });
    try {
      await acceptInvitation(token);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVITATION_WRONG_ACCOUNT') setState({ status: 'wrong-account' });
      else setState({ status: 'failed', message: err instanceof ApiError ? err.message : String(err) });
      return;
    }
    // The access token names the household: get one for the new family before anything else.
    await refreshSession().catch(() => undefined);
    // The family's subscription may open the dashboard; an unanswered check leaves it to the dashboard's own.
    const next = await api
      .get<AccessState>('/access')
      .then((access) => access.next)
      .catch((): NextRoute => '/dashboard');
    setState({ status: 'joined', next });
  };

  if (state.status === 'joined') {
    return (
      <div className="invitation-actions" role="status">
        <p className="alert alert-success">Bienvenue dans « {preview.householdName} » ! Vous faites maintenant partie du foyer.</p>
        <Link to={state.next} replace className="btn btn-primary btn-block">
          {state.next === '/dashboard' ? 'Accéder au tableau de bord' : 'Continuer'}
        </Link>
      </div>
    );
  }

  if (state.status === 'wrong-account') {
    return (
      <div className="invitation-actions">
        <p className="alert alert-error" role="alert">
          {ACCOUNT_MESSAGES.invitationWrongAccount}
        </p>
        <p className="invitation-note">
          Vous êtes connecté avec <AddressThen email={user?.email} then=" ;" /> l'invitation a été envoyée à <AddressThen email={preview.email} then="." />
        </p>
        {/* Back here signed out, where the visitor can sign in with the invited address or create that account. */}
        <button type="button" className="btn btn-primary btn-block" onClick={() => void signOut(invitationPath(token))}>
          Se déconnecter
        </button>
      </div>
    );
  }

  const joining = state.status === 'joining';
  return (
    <div className="invitation-actions">
      <p className="invitation-note">
        Connecté avec <AddressThen email={user?.email} then="." />
      </p>
      <div role="alert" className="invitation-alert">
        {state.status === 'failed' && <p className="alert alert-error">{state.message}</p>}
      </div>
      <button type="button" className="btn btn-primary btn-block" disabled={joining} onClick={() => void join()}>
        {joining && <span className="spinner" aria-hidden="true" />}
        Rejoindre le foyer
      </button>
      <Link to="/dashboard" className="btn btn-secondary btn-block">
        Plus tard
      </Link>
    </div>
  );
}
