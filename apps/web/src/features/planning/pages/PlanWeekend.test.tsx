import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { useFixedClock } from '../../../shared/testing/fixed-clock';
import { renderKitchenPage } from '../../../shared/testing/render-kitchen-page';
import PlanningPage from './PlanningPage';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

// Sunday 29 November 2026, in the evening: this week (23 to 29) has only tonight left.
const NOW = new Date(2026, 10, 29, 17, 0);
useFixedClock(NOW);
const net = useFetchStub({
  signedIn: true,
  routes: (stub) =>
    stub
      .on('GET /api/planned-meals?from=2026-11-23&to=2026-11-29', reply(200, []))
      .on('GET /api/planned-meals?from=2026-11-30&to=2026-12-06', reply(200, []))
      .on('GET /api/meal-plans/current?weekStart=2026-11-23', reply(200, { plan: null }))
      .on('GET /api/meal-plans/current?weekStart=2026-11-30', reply(200, { plan: null }))
      .on('GET /api/meal-plans/choice', reply(200, { slots: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, meal: 'dinner', effort: 'rapide' })), vegetarianEvenings: 2 })),
});

it('on Sunday plans the week ahead, and the button says so', async () => {
  const user = userEvent.setup();
  renderKitchenPage(<Route path="/dashboard/planning" element={<PlanningPage />} />, '/dashboard/planning');
  expect(await screen.findByText('Semaine du 23 au 29 novembre')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Planifier ma semaine' })).not.toBeInTheDocument();
  await user.click((await screen.findAllByRole('button', { name: 'Planifier la semaine prochaine' }))[0]!);

  // The page follows to the week being planned, where the draft will appear.
  expect(await screen.findByText('Semaine du 30 novembre au 6 décembre')).toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', { name: 'Planifier ma semaine' });
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Soir — lundi 30' })).toBeChecked());
  expect(within(dialog).getByRole('checkbox', { name: 'Soir — vendredi 4' })).toBeChecked();
  expect(within(dialog).getByText('5 repas à planifier')).toBeInTheDocument();
  expect(net.callsTo('GET /api/meal-plans/current?weekStart=2026-11-30')).not.toHaveLength(0);
});
