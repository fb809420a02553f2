import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { ONBOARDING_MESSAGES as MESSAGES } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { OnboardingLayout, OnboardingLoading } from '../../../shared/layouts/OnboardingLayout';
import { QuestionnaireForm } from '../components/QuestionnaireForm';
import { useAccessState } from '../../../shared/session/use-access-state';
import '../onboarding.css';

/**
 * /questionnaire. Guard on entry (spec section 4): signed out → /auth (RequireSession); no profile →
 * /auth; preferences already saved → where the access check sends the user (the dashboard, or the
 * subscription first when there is none yet).
 */
export default function QuestionnairePage() {
  usePageMeta({
    title: 'Questionnaire · Mijote',
    description: 'Quelques questions sur votre foyer et vos goûts, pour des recettes et des courses à votre mesure.',
    path: '/questionnaire',
    noindex: true,
  });
  const { signOut } = useSession();
  const { check, retry } = useAccessState();
  const access = check.status === 'ready' ? check.access : null;
  const noProfile = access !== null && !access.hasProfile;
  // A refused token (401) is not this page's to explain: the sign-in page says the session expired.
  const notSignedIn = check.status === 'failed' && check.error.status === 401;

  useEffect(() => {
    // /auth sends a signed-in user straight back to the dashboard, which sends them here: end the
    // session so the sign-in page really shows (no profile means the account cannot be used as is).
    if (noProfile || notSignedIn) void signOut('/auth');
  }, [noProfile, notSignedIn, signOut]);

  if (access?.hasProfile && access.hasPreferences) return <Navigate to={access.next} replace />;

  return (
    <OnboardingLayout>
      <div className="ob-intro">
        <p className="eyebrow">Bienvenue sur Mijote</p>
        <h1 className="ob-title">Questionnaire</h1>
        <p className="ob-lead">Quatre questions rapides pour des suggestions de recettes vraiment faites pour vous.</p>
      </div>
      {check.status === 'failed' && !notSignedIn ? (
        <div className="card ob-problem">
          <p role="alert" className="alert alert-error">
            {MESSAGES.preferencesCheckFailed}
          </p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            Réessayer
          </button>
        </div>
      ) : access && !noProfile ? (
        // Already subscribed (a complimentary account): straight to the dashboard once saved.
        <QuestionnaireForm afterSave={access.subscribed ? '/dashboard' : '/subscription'} />
      ) : (
        <OnboardingLoading label="Vérification de vos préférences…" />
      )}
    </OnboardingLayout>
  );
}
