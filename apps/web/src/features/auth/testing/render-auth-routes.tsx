import type { InitialEntry } from 'react-router';
import { Landing, renderAppRoutes } from '../../../shared/testing/render-app-routes';
import AuthPage from '../pages/AuthPage';
import EmailChangeCancelPage from '../pages/EmailChangeCancelPage';
import EmailConfirmationPage from '../pages/EmailConfirmationPage';
import ResetPasswordPage from '../pages/ResetPasswordPage';

/** The real session provider and auth pages, with stand-ins for the pages they lead to. */
export function renderAuthRoutes(entry: InitialEntry) {
  return renderAppRoutes(entry, {
    gated: {
      '/auth': <AuthPage />,
      '/auth/reset-password': <ResetPasswordPage />,
      '/auth/email-confirmation': <EmailConfirmationPage />,
      '/auth/email-change/cancel': <EmailChangeCancelPage />,
    },
    signedIn: {
      '/dashboard/planning': <Landing title="Planning des repas" />,
      '/dashboard/settings': <Landing title="Paramètres" />,
    },
  });
}
