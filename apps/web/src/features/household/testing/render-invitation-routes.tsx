import type { InitialEntry } from 'react-router';
import { renderAppRoutes } from '../../../shared/testing/render-app-routes';
import { AuthPage } from '../../auth';
import InvitationPage from '../pages/InvitationPage';

/** The real session, /invitation and /auth, routed as in AppRoutes, with stand-ins for what follows. */
export function renderInvitationRoutes(entry: InitialEntry) {
  return renderAppRoutes(entry, { gated: { '/auth': <AuthPage />, '/invitation': <InvitationPage /> } });
}
