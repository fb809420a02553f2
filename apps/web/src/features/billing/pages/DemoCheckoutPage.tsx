import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ONBOARDING_MESSAGES } from '#contracts';
import { ApiError } from '../../../shared/http';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { OnboardingLayout, OnboardingLoading } from '../../../shared/layouts/OnboardingLayout';
import { billingApi, type DemoCheckoutSession } from '../api';
import { DemoBanner } from '../components/DemoBanner';
import { useDemoSession } from '../hooks/use-demo-session';
import '../billing.css';

/**
 * /billing/demo-checkout?session_id=…: our stand-in for Stripe Checkout when the server has no Stripe
 * keys. Paying here only asks the server to sign a `checkout.session.completed` event and run it
 * through the real webhook handler; this page decides nothing.
 */
export default function DemoCheckoutPage() {
  usePageMeta({
    title: 'Paiement de démonstration · Mijote',
    description: 'Paiement de démonstration de Mijote : aucun paiement réel.',
    path: '/billing/demo-checkout',
    noindex: true,
  });
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? '';
  const [attempt, setAttempt] = useState(0);
  const state = useDemoSession(sessionId, attempt);

  return (
    <OnboardingLayout
      width="wide"
      headerAction={
        <Link to="/subscription" className="btn btn-ghost ob-signout">
          Annuler
        </Link>
      }
    >
      <DemoBanner>Paiement de démonstration — aucun paiement réel</DemoBanner>
      {state.status === 'loading' && <OnboardingLoading label="Chargement de la session de paiement…" />}
      {state.status === 'ready' && <DemoCheckout session={state.session} onExpired={() => setAttempt((n) => n + 1)} />}
      {(state.status === 'expired' || state.status === 'failed') && (
        <div className="card bl-panel bl-problem">
          <h1 className="bl-panel-title">{state.status === 'expired' ? 'Session de paiement expirée' : 'Paiement indisponible'}</h1>
          <p role="alert" className="alert alert-error">
            {state.message}
          </p>
          <div className="bl-actions">
            {state.status === 'failed' && (
              <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
                Réessayer
              </button>
            )}
            <Link to="/subscription" className={state.status === 'failed' ? 'btn btn-secondary' : 'btn btn-primary'}>
              Retour à l'abonnement
            </Link>
          </div>
        </div>
      )}
    </OnboardingLayout>
  );
}

function DemoCheckout({ session, onExpired }: { session: DemoCheckoutSession; onExpired: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trial = session.trialDays > 0;

  async function pay() {
    setBusy(true);
    setError(null);
    try {
      await billingApi.completeDemo(session.sessionId);
      // Replace: the session is used up, Back must not come here again.
      navigate(`/payment/success?session_id=${encodeURIComponent(session.sessionId)}`, { replace: true });
    } catch (err) {
      setBusy(false);
      // Gone in the meantime (expired, used in another tab): reload it to show the expired state.
      if (err instanceof ApiError && err.status === 404) onExpired();
      else setError(err instanceof ApiError ? err.message : ONBOARDING_MESSAGES.paymentGeneric);
    }
  }

  return (
    <div className="bl-checkout">
      <section className="bl-summary" aria-labelledby="bl-summary-title">
        <p className="bl-summary-merchant">Mijote</p>
        <h1 className="bl-summary-title" id="bl-summary-title">
          {trial ? `${session.trialDays} jours offerts` : "S'abonner à Mijote"}
        </h1>
        <p className="bl-summary-then">
          {trial ? `Ensuite ${session.amount}/mois` : `${session.amount} par mois`}
        </p>
        <dl className="bl-lines">
          <div>
            <dt>Formule mensuelle</dt>
            <dd>{session.amount}/mois</dd>
          </div>
          {trial && (
            <div>
              <dt>Essai gratuit de {session.trialDays} jours</dt>
              <dd>− {session.amount}</dd>
            </div>
          )}
          <div className="bl-lines-total">
            <dt>Total dû aujourd'hui</dt>
            <dd>{trial ? 'CHF 0.00' : session.amount}</dd>
          </div>
        </dl>
      </section>

      <section className="card bl-panel bl-pay" aria-labelledby="bl-pay-title">
        <h2 className="bl-panel-title" id="bl-pay-title">
          Paiement
        </h2>
        <dl className="bl-facts">
          <div>
            <dt>Email</dt>
            <dd>{session.email}</dd>
          </div>
          <div>
            <dt>Formule</dt>
            <dd>Mensuelle, {session.amount}/mois</dd>
          </div>
        </dl>
        <p className="bl-demo-note">
          Démonstration : aucune carte n'est demandée et rien n'est débité. Le serveur confirme le paiement comme le
          ferait Stripe, puis active votre abonnement.
        </p>
        <div role="alert" className={error ? 'alert alert-error' : undefined}>
          {error}
        </div>
        <button type="button" className="btn btn-primary btn-block btn-lg" onClick={() => void pay()} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {trial ? "Démarrer l'essai gratuit" : `Payer ${session.amount}`}
        </button>
        <Link to="/subscription" className="btn btn-ghost btn-block">
          Annuler
        </Link>
        <p className="bl-note">Sans engagement, annulez à tout moment</p>
      </section>
    </div>
  );
}
