import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { QueryProvider } from '../../../shared/query';
import { OfflineStatus } from '../../../shared/offline/OfflineStatus';
import { registerServiceWorker } from '../../../shared/offline/service-worker';
import { followSignedInUser } from '../../../shared/offline/offline-session';
import '../../../shared/offline/install-prompt';
import { useSession } from '../../../shared/session/session-context';
import { RequireDashboardAccess } from '../access/RequireDashboardAccess';
import { routeForAccessError } from '../access/access-routes';
import { DashboardLayout } from '../components/DashboardLayout';
import { DashboardRoutes } from '../dashboard-routes';

/**
 * /dashboard/*: its own query cache, the access check, then the shell around the nested pages.
 * Lazily loaded by AppRoutes, so none of this (TanStack Query, the socket) weighs on public pages.
 */
export default function DashboardPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  useEffect(() => {
    registerServiceWorker();
    // Remembered for a start without network; forgotten at sign-out.
    followSignedInUser();
  }, []);
  // The API refuses dashboard data (403) once preferences or the subscription are gone: follow it.
  const onQueryError = useCallback(
    (error: unknown) => {
      const to = routeForAccessError(error);
      if (to) void navigate(to, { replace: true });
    },
    [navigate],
  );

  return (
    <QueryProvider onError={onQueryError} offlineCopyOf={user?.id}>
      <OfflineStatus />
      <RequireDashboardAccess>
        <DashboardLayout>
          <DashboardRoutes />
        </DashboardLayout>
      </RequireDashboardAccess>
    </QueryProvider>
  );
}
