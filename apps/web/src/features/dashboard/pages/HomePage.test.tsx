import { act, screen, waitFor, within } from '@testing-library/react';
import { deferredReply, reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import { dashboardNetwork, renderDashboard, stats } from '../../../shared/testing/render-dashboard';
import { useFixedClock } from '../../../shared/testing/fixed-clock';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub();


describe('welcome banner', () => {
  it("greets the user by first name: 'Bienvenue Claire sur Mijote', with the tagline", async () => {
    dashboardNetwork(net, { firstName: 'Claire' });
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue Claire sur Mijote' })).toBeInTheDocument();
    expect(screen.getByText('Votre assistant culinaire intelligent')).toBeInTheDocument();
  });

  it("leaves the name out when the account has none: 'Bienvenue sur Mijote'", async () => {
    dashboardNetwork(net, { firstName: '  ' });
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur Mijote' })).toBeInTheDocument();
  });
});

describe('stat cards', () => {
  it('show skeletons until the counts arrive, then the counts, each linking to its page', async () => {
    dashboardNetwork(net);
    const pending = deferredReply();
    net.on('GET /api/dashboard/stats', pending.reply);
    renderDashboard('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /Bienvenue/ });

    const section = screen.getByRole('region', { name: "En un coup d'œil" });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getAllByText('Chargement…')).toHaveLength(3);
    expect(section.querySelectorAll('.skeleton')).toHaveLength(3);

    await act(async () => pending.settle(reply(200, stats({ plannedMealsThisWeek: 4, itemsToBuy: 12, favorites: 5 }))));

    // The query settles on the client's own schedule: on a busy machine, after act returns.
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
    expect(section.querySelectorAll('.skeleton')).toHaveLength(0);
    expect(within(section).getByRole('link', { name: '4 Repas planifiés cette semaine' })).toHaveAttribute('href', '/dashboard/planning');
    expect(within(section).getByRole('link', { name: '12 Articles à acheter' })).toHaveAttribute('href', '/dashboard/shopping');
    expect(within(section).getByRole('link', { name: '5 Recettes favorites' })).toHaveAttribute('href', '/dashboard/favorites');
  });

  it('shows no count on the personalised suggestions card, loading or not', async () => {
    dashboardNetwork(net);
    const pending = deferredReply();
    net.on('GET /api/dashboard/stats', pending.reply);
    renderDashboard('/dashboard');
    const section = await screen.findByRole('region', { name: "En un coup d'œil" });
    const suggestions = within(section).getByRole('link', { name: /Suggestions personnalisées/ });
    expect(suggestions).toHaveAttribute('href', '/dashboard/feed');
    expect(suggestions).not.toHaveTextContent('Chargement');

    await act(async () => pending.settle(reply(200, stats())));
    expect(suggestions).toHaveAccessibleName('Découvrir Suggestions personnalisées');
    expect(suggestions.textContent).not.toMatch(/\d/);
  });

  it('refetches the counts when the household or the favourites change', async () => {
    dashboardNetwork(net);
    net.on('GET /api/dashboard/stats', reply(200, stats({ itemsToBuy: 7 })), reply(200, stats({ itemsToBuy: 8 })), reply(200, stats({ favorites: 3, itemsToBuy: 8 })));
    renderDashboard('/dashboard');
    expect(await screen.findByRole('link', { name: '7 Articles à acheter' })).toBeInTheDocument();

    await emitServerEvent('household.changed', { resource: 'shopping-items', action: 'created', ids: ['s1'], actorId: 'u2' });
    expect(await screen.findByRole('link', { name: '8 Articles à acheter' })).toBeInTheDocument();

    await emitServerEvent('favorites.changed', { action: 'created', recipeId: 'r1' });
    expect(await screen.findByRole('link', { name: '3 Recettes favorites' })).toBeInTheDocument();
    expect(net.callsTo('GET /api/dashboard/stats')).toHaveLength(3);

    // Fridge changes do not move any count.
    await emitServerEvent('household.changed', { resource: 'inventory-items', action: 'created', ids: ['i1'], actorId: 'u2' });
    await act(async () => undefined);
    expect(net.callsTo('GET /api/dashboard/stats')).toHaveLength(3);
  });

  it('says so, with a retry, when the counts cannot be loaded', async () => {
    dashboardNetwork(net);
    net.on('GET /api/dashboard/stats', reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' }), reply(200, stats()));
    renderDashboard('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger vos statistiques');

    await act(async () => within(alert).getByRole('button', { name: 'Réessayer' }).click());
    expect(await screen.findByRole('link', { name: '3 Repas planifiés cette semaine' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

it('has the four quick actions, to the same four places', async () => {
  dashboardNetwork(net);
  renderDashboard('/dashboard');
  const quick = await screen.findByRole('region', { name: 'Actions rapides' });
  expect(within(quick).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
    '/dashboard/planning',
    '/dashboard/shopping',
    '/dashboard/favorites',
    '/dashboard/feed',
  ]);
  expect(within(quick).getByRole('link', { name: /Planifier un repas/ })).toBeInTheDocument();
  expect(within(quick).getByRole('link', { name: /Voir ma liste de courses/ })).toBeInTheDocument();
  expect(within(quick).getByRole('link', { name: /Mes favoris/ })).toBeInTheDocument();
  expect(within(quick).getByRole('link', { name: /Trouver une recette/ })).toBeInTheDocument();
});

describe('the week ahead on the planned meals card', () => {
  describe('on a Sunday, when the family has planned next week', () => {
    useFixedClock(new Date('2026-11-29T18:00:00'));

    it('says how many meals wait next week beside this week\'s few', async () => {
      dashboardNetwork(net).on('GET /api/dashboard/stats', reply(200, stats({ plannedMealsThisWeek: 0, plannedMealsNextWeek: 7 })));
      renderDashboard('/dashboard');
      const section = await screen.findByRole('region', { name: "En un coup d'œil" });
      expect(await within(section).findByRole('link', { name: '0 Repas planifiés cette semaine 7 la semaine prochaine' })).toHaveAttribute('href', '/dashboard/planning');
    });

    it('says nothing of next week while nothing is planned there', async () => {
      dashboardNetwork(net).on('GET /api/dashboard/stats', reply(200, stats({ plannedMealsThisWeek: 2, plannedMealsNextWeek: 0 })));
      renderDashboard('/dashboard');
      const section = await screen.findByRole('region', { name: "En un coup d'œil" });
      expect(await within(section).findByRole('link', { name: '2 Repas planifiés cette semaine' })).toBeInTheDocument();
    });
  });

  describe('on a Wednesday', () => {
    useFixedClock(new Date('2026-11-25T18:00:00'));

    it('counts this week only: next week is planned at the weekend', async () => {
      dashboardNetwork(net).on('GET /api/dashboard/stats', reply(200, stats({ plannedMealsThisWeek: 5, plannedMealsNextWeek: 7 })));
      renderDashboard('/dashboard');
      const section = await screen.findByRole('region', { name: "En un coup d'œil" });
      expect(await within(section).findByRole('link', { name: '5 Repas planifiés cette semaine' })).toBeInTheDocument();
      expect(within(section).queryByText(/semaine prochaine/)).not.toBeInTheDocument();
    });
  });
});
