import type { InitialEntry } from 'react-router';
import { Landing, renderAppRoutes } from '../../../shared/testing/render-app-routes';
import DemoCheckoutPage from '../pages/DemoCheckoutPage';
import DemoPortalPage from '../pages/DemoPortalPage';
import PaymentSuccessPage from '../pages/PaymentSuccessPage';
import SubscriptionPage from '../pages/SubscriptionPage';

/** The real session provider and billing pages, with stand-ins for the pages around them. */
export function renderBillingRoutes(entry: InitialEntry) {
  return renderAppRoutes(entry, {
    signedIn: {
      '/subscription': <SubscriptionPage />,
      '/payment/success': <PaymentSuccessPage />,
      '/billing/demo-checkout': <DemoCheckoutPage />,
      '/billing/demo-portal': <DemoPortalPage />,
      '/dashboard/settings': <Landing title="Paramètres" />,
    },
  });
}

export { subscriptionState } from './subscription-state';
