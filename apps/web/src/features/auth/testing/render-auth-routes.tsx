import '../../../shared/http/testing/jsdom-polyfills';
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { RequireSession } from '../../../app/session/RequireSession';
import { SessionGate } from '../../../app/session/SessionGate';
import { SessionProvider } from '../../../app/session/SessionProvider';
import AuthPage from '../pages/AuthPage';
import EmailConfirmationPage from '../pages/EmailConfirmationPage';
import ResetPasswordPage from '../pages/ResetPasswordPage';

/** The real session provider and auth pages, with stand-ins for the pages they lead to. */
export function renderAuthRoutes(entry: InitialEntry) {
  // StrictMode as in main.tsx: its doubled effects must not refresh or confirm twice.
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <SessionProvider>
          <Routes>
            <Route path="/" element={<h1>Accueil</h1>} />
            {/* As in AppRoutes: pages that depend on the session wait for the start-up check. */}
            <Route element={<SessionGate />}>
              <Route path="/auth" element={<AuthPage />} />
              <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
              <Route path="/auth/email-confirmation" element={<EmailConfirmationPage />} />
              <Route element={<RequireSession />}>
                <Route path="/questionnaire" element={<h1>Questionnaire</h1>} />
                <Route path="/subscription" element={<h1>Abonnement</h1>} />
                <Route path="/dashboard" element={<h1>Tableau de bord</h1>} />
                <Route path="/dashboard/planning" element={<h1>Planning des repas</h1>} />
              </Route>
            </Route>
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </StrictMode>,
  );
}
