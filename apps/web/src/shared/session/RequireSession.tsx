import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './session-context';

/** Guards signed-in routes; remembers where the visitor was going so sign-in can bring them back. */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status !== 'signed-in') return <Navigate to="/auth" replace state={{ from: location }} />;
  return <Outlet />;
}
