import '../http/testing/jsdom-polyfills';
import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { RequireSession } from '../session/RequireSession';
import { SessionGate } from '../session/SessionGate';
import { SessionProvider } from '../session/SessionProvider';

/** Stands in for a page the test does not exercise: its title, and where the navigation landed (with the state it was given). */
export function Landing({ title }: { title: string }) {
  const { pathname, state } = useLocation();
  return (
    <main>
      <h1>{title}</h1>
      <p>path: {pathname}</p>
      <pre data-testid="router-state">{JSON.stringify(state)}</pre>
    </main>
  );
}

type RouteTable = Record<string, ReactElement>;

interface RoutesUnderTest {
  /** Behind SessionGate, as /auth is in AppRoutes: they wait for the start-up session check. */
  gated?: RouteTable;
  /** Behind RequireSession as well: a signed-out visitor is sent to /auth. */
  signedIn?: RouteTable;
}

// The pages the sign-in flow leads to, as stand-ins; a test replaces the ones it exercises.
const GATED: RouteTable = { '/auth': <Landing title="Connexion" /> };
const SIGNED_IN: RouteTable = {
  '/questionnaire': <Landing title="Questionnaire" />,
  '/subscription': <Landing title="Abonnement" />,
  '/dashboard/*': <Landing title="Tableau de bord" />,
};

const routes = (table: RouteTable) => Object.entries(table).map(([path, element]) => <Route key={path} path={path} element={element} />);

/**
 * The real session provider and guards, routed as in AppRoutes, with the feature's pages plugged in
 * and stand-ins for the rest. StrictMode as in main.tsx: its doubled effects must not refresh,
 * confirm or redirect twice.
 */
export function renderAppRoutes(entry: InitialEntry, { gated = {}, signedIn = {} }: RoutesUnderTest) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <SessionProvider>
          <Routes>
            <Route path="/" element={<Landing title="Accueil" />} />
            <Route element={<SessionGate />}>
              {routes({ ...GATED, ...gated })}
              <Route element={<RequireSession />}>{routes({ ...SIGNED_IN, ...signedIn })}</Route>
            </Route>
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </StrictMode>,
  );
}
