import '../../../shared/http/testing/jsdom-polyfills';
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { RequireSession } from '../../../app/session/RequireSession';
import { SessionGate } from '../../../app/session/SessionGate';
import { SessionProvider } from '../../../app/session/SessionProvider';
import AuthPage from '../../auth/pages/AuthPage';
import InvitationPage from '../pages/InvitationPage';

/** Shows where a navigation landed. */
function Landing({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{title}</h1>
      <p>path: {pathname}</p>
    </main>
  );
}

/** The real session, /invitation and /auth, routed as in AppRoutes, with stand-ins for what follows. */
export function renderInvitationRoutes(entry: InitialEntry) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <SessionProvider>
          <Routes>
            <Route path="/" element={<Landing title="Accueil" />} />
            <Route element={<SessionGate />}>
              <Route path="/auth" element={<AuthPage />} />
              <Route path="/invitation" element={<InvitationPage />} />
              <Route element={<RequireSession />}>
                <Route path="/questionnaire" element={<Landing title="Questionnaire" />} />
                <Route path="/subscription" element={<Landing title="Abonnement" />} />
                <Route path="/dashboard/*" element={<Landing title="Tableau de bord" />} />
              </Route>
            </Route>
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </StrictMode>,
  );
}
