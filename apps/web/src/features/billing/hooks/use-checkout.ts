import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { COMMON_MESSAGES, ONBOARDING_MESSAGES } from '#contracts';
import { useSession } from '../../../shared/session/session-context';
import { ApiError } from '../../../shared/http';
import { billingApi } from '../api';
import { followUrl } from '../../../shared/navigation/follow-url';

/** 'Commencer maintenant': asks the API for a checkout session, then goes there. */
export function useCheckout() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);

  useEffect(() => {
    // Back from Stripe with the browser's Back button, the page can come back from the back-forward
    // cache exactly as it was left: still 'Chargement…'. Make the button usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(
    async (promoCode: string) => {
      setError(null);
      setPromoError(null);
      // Spec section 5: checked before leaving for the payment page.
      if (!user) return setError(COMMON_MESSAGES.notSignedIn);
      if (!user.email) return setError(ONBOARDING_MESSAGES.emailNotFound);
      setBusy(true);
      try {
        const { url } = await billingApi.checkout(promoCode);
        // Stays busy: the page is being left.
        followUrl(url, navigate);
      } catch (err) {
        setBusy(false);
        if (err instanceof ApiError && err.fields.promoCode) setPromoError(err.fields.promoCode);
        else setError(err instanceof ApiError ? err.message : ONBOARDING_MESSAGES.paymentGeneric);
      }
    },
    [user, navigate],
  );

  const clearPromoError = useCallback(() => setPromoError(null), []);

  return { busy, error, promoError, start, clearPromoError };
}
