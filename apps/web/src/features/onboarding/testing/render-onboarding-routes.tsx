import '../../../shared/http/testing/jsdom-polyfills';
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { RequireSession } from '../../../app/session/RequireSession';
import { SessionGate } from '../../../app/session/SessionGate';
import { SessionProvider } from '../../../app/session/SessionProvider';
import QuestionnairePage from '../pages/QuestionnairePage';

/** The real session provider and questionnaire, with stand-ins for the pages it leads to. */
export function renderOnboardingRoutes(entry: InitialEntry = '/questionnaire') {
  // StrictMode as in main.tsx: its doubled effects must not break the guard or the focus handling.
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <SessionProvider>
          <Routes>
            <Route path="/" element={<h1>Accueil</h1>} />
            <Route element={<SessionGate />}>
              <Route path="/auth" element={<h1>Connexion</h1>} />
              <Route element={<RequireSession />}>
                <Route path="/questionnaire" element={<QuestionnairePage />} />
                <Route path="/subscription" element={<h1>Abonnement</h1>} />
                <Route path="/dashboard" element={<h1>Tableau de bord</h1>} />
              </Route>
            </Route>
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </StrictMode>,
  );
}
