import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-context';
import { readFrom } from '../auth-redirect';
import { AuthForm, type AuthMode } from '../components/AuthForm';
import { AuthLayout } from '../../../shared/layouts/AuthLayout';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { isSignUpSearch, signUpSearch } from '../../../shared/navigation/sign-up-path';
import '../auth.css';

const COPY = {
  'sign-in': {
    title: 'Connexion · Mijote',
    description: 'Connectez-vous à Mijote pour retrouver votre frigo virtuel, vos recettes, votre planning et votre liste de courses.',
    heading: 'Connexion',
    lead: 'Heureux de vous revoir ! Vos recettes vous attendent.',
    switchQuestion: 'Pas encore de compte ?',
    switchLabel: 'Créer un compte',
  },
  'sign-up': {
    title: 'Créer un compte · Mijote',
    description: "Créez votre compte Mijote : des suggestions de recettes selon vos goûts, le planning des repas et la liste de courses de toute la famille.",
    heading: 'Créer un compte',
    lead: 'Quelques secondes suffisent pour cuisiner plus simplement au quotidien.',
    switchQuestion: 'Déjà un compte ?',
    switchLabel: 'Se connecter',
  },
} as const;

/** /auth: sign-in (default) and sign-up (`?mode=signup`) on one screen (spec section 2). */
export default function AuthPage() {
  const { status, dismissSessionExpired } = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const mode: AuthMode = isSignUpSearch(searchParams) ? 'sign-up' : 'sign-in';
  const copy = COPY[mode];
  const from = readFrom(location.state);
  // Decided on arrival only: signing in on this page must leave the form in place until the next
  // page takes over, not swap it for a redirect of its own.
  const [arrivedSignedIn] = useState(status === 'signed-in');
  usePageMeta({ title: copy.title, description: copy.description, path: '/auth' });

  // The dashboard's access check sends an unfinished account on to its questionnaire or subscription.
  if (arrivedSignedIn) return <Navigate to={from ?? '/dashboard'} replace />;

  return (
    <AuthLayout back={{ to: '/', label: "Retour à l'accueil" }}>
      <h1 className="auth-title">{copy.heading}</h1>
      <p className="auth-lead">{copy.lead}</p>
      <AuthForm key={mode} mode={mode} from={from} />
      <p className="auth-switch">
        {copy.switchQuestion}{' '}
        <Link
          to={{ pathname: '/auth', search: mode === 'sign-in' ? signUpSearch() : '' }}
          replace
          // Keep where RequireSession was taking the visitor, whichever mode they finish in.
          state={location.state}
          onClick={dismissSessionExpired}
        >
          {copy.switchLabel}
        </Link>
      </p>
    </AuthLayout>
  );
}
