import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { COMMON_MESSAGES, ONBOARDING_MESSAGES, type SubscriptionState } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { Icon } from '../../../shared/ui/Icon';
import { OnboardingLayout } from '../../../shared/layouts/OnboardingLayout';
import { useSubscriptionWatch } from '../hooks/use-subscription-watch';
import '../billing.css';

/** Spec section 9: from the confirmation to the dashboard. */
export const REDIRECT_DELAY_MS = 2_000;

const isActive = (s: SubscriptionState) => s.active;

/**
 * /payment/success: where Stripe (or the demo checkout) sends the user back. It activates nothing
 * (design departure 2): it waits until the server, having handled the signed webhook, reports an
 * active subscription, then goes on to the dashboard.
 */
export default function PaymentSuccessPage() {
  usePageMeta({
    title: 'Confirmation du paiement · Mijote',
    description: 'Activation de votre abonnement Mijote.',
    path: '/payment/success',
    noindex: true,
  });
  const { user } = useSession();
  const navigate = useNavigate();
  // Spec section 5. RequireSession already keeps signed-out visitors away; this covers the rest.
  const problem = !user ? COMMON_MESSAGES.sessionExpired : !user.id ? ONBOARDING_MESSAGES.userNotFound : null;
  const watch = useSubscriptionWatch({ until: isActive, enabled: !problem });
  const view = problem || watch.status === 'timed-out' ? 'error' : watch.status === 'done' ? 'success' : 'activating';

  useEffect(() => {
    if (view !== 'success') return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view, navigate]);

  return (
    <OnboardingLayout>
      {/* One polite live region whose content changes with the state, so each change is read out. */}
      <div className={`card bl-panel bl-status bl-status-${view}`} aria-live="polite">
        {view === 'activating' && (
          <>
            <span className="spinner bl-status-spinner" aria-hidden="true" />
            <h1 className="bl-panel-title">Activation de votre abonnement…</h1>
            <p className="bl-status-text">Nous attendons la confirmation de votre paiement. Cela ne prend que quelques secondes.</p>
            <Link to="/dashboard" className="bl-status-link">
              Cliquez ici si vous n'êtes pas redirigé automatiquement
            </Link>
          </>
        )}
        {view === 'success' && (
          <>
            <span className="bl-status-icon bl-status-icon-ok">
              <Icon name="check" size={32} />
            </span>
            <h1 className="bl-panel-title">Paiement confirmé !</h1>
            <p className="bl-status-text">Votre abonnement est maintenant actif. Profitez de toutes les fonctionnalités !</p>
            <button type="button" className="btn btn-primary btn-block btn-lg" onClick={() => navigate('/dashboard', { replace: true })}>
              Accéder au tableau de bord
            </button>
          </>
        )}
        {view === 'error' && (
          <>
            <span className="bl-status-icon bl-status-icon-error">
              <Icon name="close" size={30} />
            </span>
            <h1 className="bl-panel-title">Activation impossible</h1>
            <p className="alert alert-error bl-status-alert">{problem ?? ONBOARDING_MESSAGES.paymentGeneric}</p>
            {!problem && (
              <p className="bl-status-text">
                La confirmation de votre paiement tarde à arriver. Si vous avez payé, votre abonnement s'activera dès sa
                réception.
              </p>
            )}
            <button type="button" className="btn btn-primary btn-block" onClick={() => navigate('/subscription', { replace: true })}>
              Réessayer
            </button>
          </>
        )}
      </div>
    </OnboardingLayout>
  );
}
