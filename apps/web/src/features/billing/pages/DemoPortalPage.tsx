import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ONBOARDING_MESSAGES, PLAN, type SubscriptionState } from '#contracts';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { Icon } from '../../../shared/ui/Icon';
import { OnboardingLayout, OnboardingLoading } from '../../../shared/layouts/OnboardingLayout';
import { CancelSubscriptionDialog } from '../components/CancelSubscriptionDialog';
import { DemoBanner } from '../components/DemoBanner';
import { useLiveSubscription } from '../hooks/use-live-subscription';
import { useSubscriptionWatch } from '../hooks/use-subscription-watch';
import { canCancel, describeSubscription } from '../../../shared/billing/subscription-status';
import { frenchDate } from '../../../shared/text/french-date';
import '../billing.css';

const isEnded = (s: SubscriptionState) => !s.active;

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * /billing/demo-portal: our stand-in for Stripe's billing portal when the server has no Stripe keys.
 * Cancelling asks the server to sign a `customer.subscription.deleted` event; the page then shows the
 * state the server reports, as it would after Stripe's portal.
 */
export default function DemoPortalPage() {
  usePageMeta({
    title: 'Gérer mon abonnement (démo) · Mijote',
    description: 'Portail de facturation de démonstration de Mijote.',
    path: '/billing/demo-portal',
    noindex: true,
  });
  const { state, set, retry } = useLiveSubscription();
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const watch = useSubscriptionWatch({ until: isEnded, enabled: cancelling });

  useEffect(() => {
    if (!cancelling) return;
    if (watch.status === 'done' && watch.subscription) {
      set(watch.subscription);
      setCancelling(false);
      setNotice({ tone: 'success', text: 'Votre abonnement a été résilié.' });
    } else if (watch.status === 'timed-out') {
      setCancelling(false);
      setNotice({ tone: 'error', text: ONBOARDING_MESSAGES.paymentGeneric });
    }
  }, [cancelling, watch, set]);

  const onCancelled = useCallback(() => {
    setNotice(null);
    setCancelling(true);
  }, []);

  // Short in the header, where a phone has little room; spelled out at the foot of the page.
  const back = (
    <Link to="/dashboard/settings" className="btn btn-ghost ob-signout">
      <Icon name="arrowLeft" size={18} />
      Paramètres
    </Link>
  );

  return (
    <OnboardingLayout headerAction={back}>
      <DemoBanner>Portail de facturation de démonstration — aucun paiement réel</DemoBanner>
      <h1 className="bl-page-title">Gérer mon abonnement</h1>

      {state.status === 'loading' && <OnboardingLoading label="Chargement de votre abonnement…" />}
      {state.status === 'failed' && (
        <div className="card bl-panel bl-problem">
          <p role="alert" className="alert alert-error">
            {state.message}
          </p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            Réessayer
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <SubscriptionPanel subscription={state.subscription} cancelling={cancelling} notice={notice} onCancelled={onCancelled} />
      )}

      <p className="bl-back">
        <Link to="/dashboard/settings" className="btn btn-secondary">
          <Icon name="arrowLeft" size={18} />
          Retour aux paramètres
        </Link>
      </p>
    </OnboardingLayout>
  );
}

interface SubscriptionPanelProps {
  subscription: SubscriptionState;
  cancelling: boolean;
  notice: Notice;
  onCancelled: () => void;
}

function SubscriptionPanel({ subscription, cancelling, notice, onCancelled }: SubscriptionPanelProps) {
  const view = describeSubscription(subscription);
  return (
    <section className="card bl-panel bl-portal" aria-labelledby="bl-portal-plan">
      <div className="bl-portal-head">
        <div>
          <h2 className="bl-panel-title" id="bl-portal-plan">
            Formule mensuelle
          </h2>
          <p className="bl-portal-price">{PLAN.priceLabel} / mois</p>
        </div>
        <Icon name="chefHat" size={36} className="bl-portal-icon" />
      </div>

      <dl className="bl-facts">
        <div>
          <dt>Statut</dt>
          <dd>
            <span className={`bl-badge bl-badge-${view.tone}`}>{view.label}</span>
          </dd>
        </div>
        {subscription.startDate && subscription.active && (
          <div>
            <dt>Abonné depuis le</dt>
            <dd>{frenchDate(subscription.startDate)}</dd>
          </div>
        )}
      </dl>
      {view.details.map((line) => (
        <p key={line} className="bl-portal-detail">
          {line}
        </p>
      ))}

      <div role="status" aria-live="polite" className="bl-portal-live">
        {cancelling ? (
          <p className="bl-portal-progress">
            <span className="spinner" aria-hidden="true" />
            Résiliation en cours…
          </p>
        ) : (
          notice && <p className={`alert alert-${notice.tone}`}>{notice.text}</p>
        )}
      </div>

      {canCancel(subscription) ? (
        <div className="bl-actions">
          <CancelSubscriptionDialog onCancelled={onCancelled} disabled={cancelling} />
        </div>
      ) : (
        !subscription.active && (
          <div className="bl-actions">
            <Link to="/subscription" className="btn btn-primary">
              Se réabonner
            </Link>
          </div>
        )
      )}
    </section>
  );
}
