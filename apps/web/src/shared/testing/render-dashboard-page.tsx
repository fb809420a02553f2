import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SessionResponse } from '#contracts';
import { setSession } from '../http';
import { sessionBody } from '../http/testing/fetch-stub';

/** Where a test lands after leaving the page: shows the path and the router state it was given. */
function Destination() {
  const location = useLocation();
  return (
    <div>
      <h1>Destination {location.pathname}</h1>
      <pre data-testid="router-state">{JSON.stringify(location.state)}</pre>
    </div>
  );
}

/**
 * A dashboard page (or part of one) at `path` (a query string included), signed in, with its own query cache (no retries, so
 * a failure shows at once) and a stand-in for every other page, which shows where it was sent.
 */
export function renderDashboardPage(page: ReactElement, path: string) {
  setSession(sessionBody() as SessionResponse);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={page} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, client };
}
