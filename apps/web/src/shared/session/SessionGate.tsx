import { Outlet } from 'react-router';
import { useSession } from './session-context';
import { SessionLoadingScreen } from './SessionLoadingScreen';

/** Pages that depend on who is signed in wait here for the start-up check, and no longer. */
export function SessionGate() {
  const { ready } = useSession();
  return ready ? <Outlet /> : <SessionLoadingScreen />;
}
