import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SubscriptionState } from '#contracts';
import { useServerEvent } from '../../../shared/socket';
import { fetchSubscription, openBillingPortal, subscriptionQueryKey } from '../api';
import { followUrl } from '../../../shared/navigation/follow-url';
import { describeSubscription } from '../../../shared/billing/subscription-status';
import { frenchDate } from '../../../shared/text/french-date';
import { portalErrorMessage } from '../portal-error';
import { SettingsSection } from '../../../shared/forms/SettingsSection';

// No value import from '#contracts' beyond its messages (PLAN lives in billing.ts): with today's
// bundler, a lazy chunk that does so splits the landing page's entry into several chunks (+1.3 kB).

/** The plan, its state in French, and the way to Stripe's portal to change or cancel it. */
export function SubscriptionSection() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const subscription = useQuery({ queryKey: subscriptionQueryKey, queryFn: fetchSubscription });
  // The portal's changes (and the webhooks behind them) come back as this event.
  useServerEvent('subscription.updated', (state) => client.setQueryData<SubscriptionState>(subscriptionQueryKey, state));

  // Stays true once the portal's address has come back, until the browser leaves the page.
  const [leaving, setLeaving] = useState(false);
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => {
      setLeaving(true);
      followUrl(url, navigate);
    },
  });
  const busy = portal.isPending || leaving;
  // A family member without a plan of their own has nothing to manage (the portal would answer 404).
  const coveredByFamily = !!subscription.data?.familyPlanBy && subscription.data.status === 'none';

  return (
    <SettingsSection title="Abonnement" description="Votre formule et son paiement.">
      <SubscriptionDetails query={subscription} />
      {portal.isError && (
        <p className="alert alert-error" role="alert">
          {portalErrorMessage(portal.error)}
        </p>
      )}
      {!coveredByFamily && (
        <div className="settings-actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => portal.mutate()}>
            {busy && <span className="spinner" aria-hidden="true" />}
            Gérer mon abonnement
          </button>
        </div>
      )}
    </SettingsSection>
  );
}

function SubscriptionDetails({ query }: { query: UseQueryResult<SubscriptionState> }) {
  if (query.isPending) {
    return (
      <div className="subscription-summary" role="status">
        <span className="visually-hidden">Chargement de votre abonnement…</span>
        <span className="skeleton settings-skeleton-line" aria-hidden="true" />
        <span className="skeleton settings-skeleton-line is-short" aria-hidden="true" />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="alert alert-error subscription-load-error" role="alert">
        <span>Impossible de charger votre abonnement</span>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          Réessayer
        </button>
      </div>
    );
  }
  const state = query.data;
  const summary = describeSubscription(state);
  return (
    <dl className="subscription-summary">
      {(state.status !== 'none' || state.complimentary) && (
        <div>
          <dt>Formule</dt>
          <dd>{state.complimentary ? 'Premium' : 'Premium, mensuelle'}</dd>
        </div>
      )}
      <div>
        <dt>Statut</dt>
        <dd>
          <span className={`status-pill is-${summary.tone}`}>{summary.label}</span>
          {summary.details.map((line) => (
            <span key={line} className="subscription-detail">
              {line}
            </span>
          ))}
        </dd>
      </div>
      {state.startDate && !state.complimentary && (
        <div>
          <dt>Abonné depuis le</dt>
          <dd>{frenchDate(state.startDate)}</dd>
        </div>
      )}
    </dl>
  );
}
