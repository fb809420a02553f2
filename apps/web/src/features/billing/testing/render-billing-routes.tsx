import '../../../shared/http/testing/jsdom-polyfills';
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { RequireSession } from '../../../app/session/RequireSession';
import { SessionGate } from '../../../app/session/SessionGate';
import { SessionProvider } from '../../../app/session/SessionProvider';
import DemoCheckoutPage from '../pages/DemoCheckoutPage';
import DemoPortalPage from '../pages/DemoPortalPage';
import PaymentSuccessPage from '../pages/PaymentSuccessPage';
import SubscriptionPage from '../pages/SubscriptionPage';

/** The real session provider and billing pages, with stand-ins for the pages around them. */
export function renderBillingRoutes(entry: InitialEntry) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <SessionProvider>
          <Routes>
            <Route path="/" element={<h1>Accueil</h1>} />
            <Route element={<SessionGate />}>
              <Route path="/auth" element={<h1>Connexion</h1>} />
              <Route element={<RequireSession />}>
                <Route path="/questionnaire" element={<h1>Questionnaire</h1>} />
                <Route path="/subscription" element={<SubscriptionPage />} />
                <Route path="/payment/success" element={<PaymentSuccessPage />} />
                <Route path="/billing/demo-checkout" element={<DemoCheckoutPage />} />
                <Route path="/billing/demo-portal" element={<DemoPortalPage />} />
                <Route path="/dashboard" element={<h1>Tableau de bord</h1>} />
                <Route path="/dashboard/settings" element={<h1>Paramètres</h1>} />
              </Route>
            </Route>
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </StrictMode>,
  );
}

export { subscriptionState } from './subscription-state';
