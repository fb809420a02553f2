import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { LandingPage, PublicLayout } from '../features/public-site';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';
import { RequireSession } from '../shared/session/RequireSession';
import { SessionGate } from '../shared/session/SessionGate';
import { mayHaveSession } from '../shared/http';

// Declarative routes (not the data router) keep the landing page's JavaScript within budget
// (npm run bench:web). Everything but the landing page is split out, so a first visit loads
// only what it shows and public pages never load dashboard code.
const FeaturePage = lazy(() => import('../features/public-site/pages/FeaturePage'));
const PrivacyPage = lazy(() => import('../features/public-site/pages/PrivacyPage'));
const TermsPage = lazy(() => import('../features/public-site/pages/TermsPage'));
const AppDownloadPage = lazy(() => import('../features/public-site/pages/AppDownloadPage'));
const BlogPage = lazy(() => import('../features/public-site/pages/BlogPage'));
const NotFoundPage = lazy(() => import('../features/public-site/pages/NotFoundPage'));
const AuthPage = lazy(() => import('../features/auth/pages/AuthPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));
const EmailConfirmationPage = lazy(() => import('../features/auth/pages/EmailConfirmationPage'));
const EmailChangeCancelPage = lazy(() => import('../features/auth/pages/EmailChangeCancelPage'));
const QuestionnairePage = lazy(() => import('../features/onboarding/pages/QuestionnairePage'));
const SubscriptionPage = lazy(() => import('../features/billing/pages/SubscriptionPage'));
const PaymentSuccessPage = lazy(() => import('../features/billing/pages/PaymentSuccessPage'));
const DemoCheckoutPage = lazy(() => import('../features/billing/pages/DemoCheckoutPage'));
const DemoPortalPage = lazy(() => import('../features/billing/pages/DemoPortalPage'));
const loadDashboardPage = () => import('../features/dashboard/pages/DashboardPage');
const DashboardPage = lazy(loadDashboardPage);
const InvitationPage = lazy(() => import('../features/household/pages/InvitationPage'));

/**
 * A start on a dashboard address with a session cookie fetches the dashboard's code while the
 * session is being checked, instead of after: the same chunk React.lazy loads, one request. Once
 * the first screen is up, so that it does not share the network with the first paint.
 */
function preloadPageCode(pathname: string): void {
  if (/^\/dashboard(\/|$)/.test(pathname) && mayHaveSession()) loadDashboardPage().catch(() => undefined);
}

export function AppRoutes() {
  useEffect(() => preloadPageCode(window.location.pathname), []);
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
            <Route path="features/:slug" element={<FeaturePage />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="terms" element={<TermsPage />} />
            <Route path="app" element={<AppDownloadPage />} />
            <Route path="blog" element={<BlogPage />} />
          </Route>
          <Route element={<SessionGate />}>
            <Route path="auth" element={<AuthPage />} />
            <Route path="auth/reset-password" element={<ResetPasswordPage />} />
            <Route path="auth/email-confirmation" element={<EmailConfirmationPage />} />
            <Route path="auth/email-change/cancel" element={<EmailChangeCancelPage />} />
            {/* Public: a visitor who is not signed in must see who invites them. */}
            <Route path="invitation" element={<InvitationPage />} />
            <Route element={<RequireSession />}>
              <Route path="questionnaire" element={<QuestionnairePage />} />
              <Route path="subscription" element={<SubscriptionPage />} />
              <Route path="payment/success" element={<PaymentSuccessPage />} />
              <Route path="billing/demo-checkout" element={<DemoCheckoutPage />} />
              <Route path="billing/demo-portal" element={<DemoPortalPage />} />
              <Route path="dashboard/*" element={<DashboardPage />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}
