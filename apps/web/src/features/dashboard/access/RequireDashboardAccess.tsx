import { useDeferredValue, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { accessQueryKey, fetchAccess, takePrimedAccess } from '../../../shared/session/access-api';
import { ShellSkeleton } from '../components/ShellSkeleton';
import { ACCESS_CHECK_FAILED_ROUTE, routeForAccess } from './access-routes';

/**
 * Asks the API where this user belongs before showing anything of the dashboard: a skeleton of the
 * shell while it answers, then the page or a redirect (never a flash of content the user may not
 * see). The check is re-run when a 'subscription.updated' event invalidates it.
 */
export function RequireDashboardAccess({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // No retry: the HTTP layer already retries network failures, and the spec sends any error on.
  // On a start, the state the session refresh answered with: the page renders from the first pass.
  const { data, isError } = useQuery({
    queryKey: accessQueryKey,
    queryFn: () => fetchAccess(),
    retry: false,
    initialData: () => takePrimedAccess() ?? undefined,
    initialDataUpdatedAt: () => Date.now(),
  });

  // A failed re-check keeps the last answer: only a first check that fails leaves the dashboard.
  const redirect = data ? routeForAccess(data.next, pathname) : isError ? ACCESS_CHECK_FAILED_ROUTE : null;
  const allowed = !!data && !redirect;
  // The first render of the dashboard is the app's heaviest: deferred, React builds it in slices
  // (a transition) while the skeleton stays, and the phone answers meanwhile (Lighthouse's Total
  // Blocking Time). A refusal still hides the page at once.
  const shown = useDeferredValue(allowed);
  if (allowed && shown) return <>{children}</>;
  return (
    <>
      <ShellSkeleton />
      {redirect && <Navigate to={redirect} replace />}
    </>
  );
}
