import '../http/testing/jsdom-polyfills';
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { deferredReply, reply, sessionBody, sessionExpired as refused } from '../http/testing/fetch-stub';
import { useFetchStub } from '../http/testing/use-fetch-stub';
import { forgetSessionHint } from '../http/testing/session-hint';
import { RequireSession } from './RequireSession';
import { SessionGate } from './SessionGate';
import { useSession } from './session-context';
import { SessionProvider } from './SessionProvider';

function AuthProbe() {
  const location = useLocation();
  const { sessionExpiredMessage } = useSession();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <main>
      <h1>Connexion</h1>
      <p>from: {from ?? 'none'}</p>
      {sessionExpiredMessage && <p role="alert">{sessionExpiredMessage}</p>}
    </main>
  );
}

function Dashboard() {
  const { user, signOut } = useSession();
  return (
    <main>
      <h1>Tableau de bord de {user?.firstName}</h1>
      <button onClick={() => void signOut()}>Se déconnecter</button>
    </main>
  );
}

function renderApp(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route path="/" element={<h1>Accueil</h1>} />
            <Route element={<SessionGate />}>
              <Route path="/auth" element={<AuthProbe />} />
              <Route element={<RequireSession />}>
                <Route path="/dashboard/*" element={<Dashboard />} />
              </Route>
            </Route>
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </StrictMode>,
  );
}

const net = useFetchStub();

it('shows a loading screen while the start-up session check runs, then the page, with no added delay', async () => {
  const pending = deferredReply();
  net.on('POST /api/auth/refresh', pending.reply);
  renderApp('/auth');

  expect(screen.getByRole('status')).toHaveTextContent('Chargement');
  expect(screen.queryByRole('heading', { name: 'Connexion' })).not.toBeInTheDocument();

  await act(async () => pending.settle(refused));
  expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(net.callsTo('POST /api/auth/refresh')).toHaveLength(1);
});

it('a start-up check answered 503 (the API restarting) is tried again on a device that remembers no user, then the page opens signed in', async () => {
  net.on('POST /api/auth/refresh', reply(503, { statusCode: 503, code: 'UNAVAILABLE', message: 'x' }), reply(200, sessionBody()));
  renderApp('/dashboard');

  expect(await screen.findByRole('heading', { name: 'Tableau de bord de Claire' })).toBeInTheDocument();
  expect(net.callsTo('POST /api/auth/refresh')).toHaveLength(2);
});

it("goes from the loading screen straight to a lazily loaded page: no Suspense fallback in between (React holds one for 300 ms)", async () => {
  net.on('POST /api/auth/refresh', reply(200, sessionBody()));
  let fallbacksShown = 0;
  function Fallback() {
    useEffect(() => {
      fallbacksShown++;
    }, []);
    return <p>Page en chargement</p>;
  }
  const LazyDashboard = lazy(() => Promise.resolve({ default: Dashboard }));
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <SessionProvider>
        <Suspense fallback={<Fallback />}>
          <Routes>
            <Route element={<SessionGate />}>
              <Route path="/dashboard" element={<LazyDashboard />} />
            </Route>
          </Routes>
        </Suspense>
      </SessionProvider>
    </MemoryRouter>,
  );

  expect(await screen.findByRole('heading', { name: 'Tableau de bord de Claire' })).toBeInTheDocument();
  expect(fallbacksShown).toBe(0);
});

it('renders public pages at once, without waiting for the session check', async () => {
  const pending = deferredReply();
  net.on('POST /api/auth/refresh', pending.reply);
  renderApp('/');

  expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await act(async () => pending.settle(refused));
});

it("a session revoked while the page was closed: the next visit lands on /auth with 'Session expirée'", async () => {
  // The hint cookie says a session existed; the server refuses its refresh cookie.
  net.on('POST /api/auth/refresh', refused);
  renderApp('/dashboard/planning');

  expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
});

describe('a first visit (no session hint cookie)', () => {
  beforeEach(() => {
    forgetSessionHint();
  });

  it('makes no refresh call and shows public pages signed out', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(net.calls).toEqual([]);
  });

  it('RequireSession sends a dashboard visitor straight to /auth, remembering where they were going, with no refresh call', async () => {
    renderApp('/dashboard/planning');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByText('from: /dashboard/planning')).toBeInTheDocument();
    // Never signed in: no 'session expired' message.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(net.calls).toEqual([]);
  });
});

it('RequireSession lets a signed-in user through (session restored from the refresh cookie)', async () => {
  net.on('POST /api/auth/refresh', reply(200, sessionBody({ firstName: 'Claire' })));
  renderApp('/dashboard');
  expect(await screen.findByRole('heading', { name: 'Tableau de bord de Claire' })).toBeInTheDocument();
});

it("signs out through the API, forgets the session and goes to '/'", async () => {
  net.on('POST /api/auth/refresh', reply(200, sessionBody())).on('POST /api/auth/sign-out', { status: 204 });
  renderApp('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));

  expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  // Not bounced to /auth by RequireSession on the way out.
  expect(screen.queryByRole('heading', { name: 'Connexion' })).not.toBeInTheDocument();
  expect(net.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
});

it("after a refused refresh, the user lands on /auth with 'Session expirée. Veuillez vous reconnecter.'", async () => {
  net.on('POST /api/auth/refresh', reply(200, sessionBody({ accessToken: 'a1' })));
  renderApp('/dashboard');
  await screen.findByRole('heading', { name: /Tableau de bord/ });

  net.on('POST /api/auth/refresh', refused).on('GET /api/profile', refused);
  const { api } = await import('../http');
  await act(async () => {
    await api.get('/profile').catch(() => undefined);
  });

  expect(await screen.findByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
  expect(screen.getByText('from: /dashboard')).toBeInTheDocument();
});
