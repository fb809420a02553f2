import { screen, waitFor } from '@testing-library/react';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { reconnectServer } from '../../../shared/socket/testing/socket-mock';
import { dashboardNetwork, renderDashboard } from '../../../shared/testing/render-dashboard';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

// What the server pushed while the connection was down reached nobody: the shell catches up when it
// comes back (useDashboardLiveUpdates).

const net = useFetchStub({ routes: dashboardNetwork });

const SHOWN = ['GET /api/access', 'GET /api/notifications', 'GET /api/dashboard/stats', 'GET /api/inventory-items/urgent'];
const counts = () => Object.fromEntries(SHOWN.map((route) => [route, net.callsTo(route).length]));

async function openHome() {
  renderDashboard('/dashboard');
  await screen.findByRole('heading', { level: 1, name: /Bienvenue/ });
  // Everything the home page and the shell show has been fetched once the page settles.
  await waitFor(() => expect(Object.values(counts()).every((n) => n > 0)).toBe(true));
}

it('refetches what the screen shows when the live connection comes back after a drop', async () => {
  await openHome();
  const before = counts();

  await reconnectServer();

  await waitFor(() => {
    for (const route of SHOWN) expect(net.callsTo(route).length).toBe(before[route]! + 1);
  });
});
