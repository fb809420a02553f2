import { ApiError } from '../../shared/http';
import { portalErrorMessage } from './portal-error';

it('names the two portal failures of the spec, and keeps the network message', () => {
  expect(portalErrorMessage(new ApiError(404, 'SUBSCRIPTION_NOT_FOUND', 'x'))).toBe('Aucun abonnement trouvé');
  expect(portalErrorMessage(new ApiError(502, 'PORTAL_FAILED', 'x'))).toBe("Impossible d'accéder au portail de gestion");
  expect(portalErrorMessage(new ApiError(500, 'HTTP_ERROR', 'x'))).toBe("Impossible d'accéder au portail de gestion");
  expect(portalErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'Impossible de se connecter au serveur'))).toBe(
    'Impossible de se connecter au serveur',
  );
});
