import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { PROMO_CODES } from '#contracts';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { Icon } from '../../../shared/ui/Icon';
import { OnboardingLayout, OnboardingLoading } from '../../../shared/layouts/OnboardingLayout';
import { useAccessState } from '../../../shared/session/use-access-state';
import { useHouseholdRemoval } from '../../notifications';
import { PlanCard } from '../components/PlanCard';
import { useCheckout } from '../hooks/use-checkout';
import '../billing.css';

const FREE_DAYS = PROMO_CODES.FREE30?.trialDays ?? 30;

/**
 * /subscription. Guard: no preferences yet → /questionnaire; already subscribed → /dashboard. When
 * the check itself fails the offer still shows: checkout asks the server again anyway.
 */
export default function SubscriptionPage() {
  usePageMeta({
    title: 'Abonnement · Mijote',
    description: 'Choisissez votre formule Mijote : CHF 9.99 par mois, sans engagement, 30 jours offerts avec le code FREE30.',
    path: '/subscription',
    noindex: true,
  });
  const { check } = useAccessState();

  if (check.status === 'ready') {
    if (!check.access.hasPreferences) return <Navigate to="/questionnaire" replace />;
    if (check.access.subscribed) return <Navigate to="/dashboard" replace />;
  }

  return (
    <OnboardingLayout width="wide">
      {check.status === 'checking' ? <OnboardingLoading label="Chargement de votre abonnement…" /> : <SubscriptionOffer />}
    </OnboardingLayout>
  );
}

function SubscriptionOffer() {
  const { busy, error, promoError, start, clearPromoError } = useCheckout();
  const [promoCode, setPromoCode] = useState('');
  const promoRef = useRef<HTMLInputElement>(null);
  // A member the owner removed lands here: they read why, not a newcomer's welcome.
  const removal = useHouseholdRemoval();

  useEffect(() => {
    // The refused code is where the user fixes it.
    if (promoError) promoRef.current?.focus();
  }, [promoError]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void start(promoCode);
  }

  return (
    <div className="bl-offer">
      <div className="bl-offer-copy">
        <h1 className="eyebrow bl-eyebrow">Abonnement</h1>
        <h2 className="bl-offer-title">Choisissez votre formule</h2>
        {removal && <p className="alert bl-removal">{removal.message}</p>}
        <p className="bl-offer-lead">
          {removal ? '' : 'Votre profil est prêt. '}Une seule formule, toutes les fonctionnalités, pour toute la famille.
        </p>
        <ul className="bl-reassurance">
          <li>
            <Icon name="gift" size={22} />
            <span>
              <strong>{FREE_DAYS} jours offerts</strong> avec le code <strong>FREE30</strong>
            </span>
          </li>
          <li>
            <Icon name="shield" size={22} />
            <span>Paiement sécurisé, vérifié par nos serveurs</span>
          </li>
          <li>
            <Icon name="calendar" size={22} />
            <span>Résiliable en quelques clics depuis vos paramètres</span>
          </li>
        </ul>
      </div>

      <PlanCard>
        <form className="bl-checkout-form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor="bl-promo">
              Code promo <span className="bl-optional">(facultatif)</span>
            </label>
            <input
              id="bl-promo"
              ref={promoRef}
              className="input bl-promo-input"
              value={promoCode}
              onChange={(e) => {
                setPromoCode(e.target.value);
                clearPromoError();
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="Ex. : FREE30"
              aria-invalid={promoError ? 'true' : undefined}
              aria-describedby={promoError ? 'bl-promo-error bl-promo-hint' : 'bl-promo-hint'}
            />
            {promoError && (
              <p className="field-error" id="bl-promo-error">
                {promoError}
              </p>
            )}
            <p className="bl-hint" id="bl-promo-hint">
              FREE30 : {FREE_DAYS} jours offerts
            </p>
          </div>

          {/* Kept in the page even when empty: text added to an existing alert is announced reliably. */}
          <div role="alert" className={error ? 'alert alert-error' : undefined}>
            {error}
          </div>

          <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy} aria-busy={busy || undefined}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? 'Chargement…' : 'Commencer maintenant'}
          </button>
          <p className="bl-note">Sans engagement, annulez à tout moment</p>
        </form>
      </PlanCard>
    </div>
  );
}
