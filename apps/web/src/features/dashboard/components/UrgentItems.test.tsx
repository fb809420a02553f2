import { act, screen, waitFor, within } from '@testing-library/react';
import type { FridgeExit, UrgentItem } from '#contracts';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import { dashboardNetwork, renderDashboard, stats } from '../../../shared/testing/render-dashboard';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub();

const item = (name: string, daysLeft: number, id = name.toLowerCase().replace(/\W+/g, '-')): UrgentItem => ({
  id,
  name,
  quantity: 1,
  unit: 'unité',
  expirationDate: '2026-11-26',
  category: 'Produits Laitiers',
  createdAt: '2026-11-20T10:00:00.000Z',
  daysLeft,
});
const exitOf = (i: UrgentItem, reason: FridgeExit['reason']): FridgeExit => ({
  id: `exit-${i.id}`,
  itemId: i.id,
  name: i.name,
  reason,
  expirationDate: i.expirationDate,
  exitedOn: '2026-11-25',
});

async function urgentSection() {
  return screen.findByRole('region', { name: 'À consommer en priorité' });
}

describe('"À consommer en priorité" on the dashboard', () => {
  it('lists what expires soon and what is past, each with a recipe that uses it unless it is past its date', async () => {
    dashboardNetwork(net).on('GET /api/inventory-items/urgent', reply(200, [item('Jambon', -2), item('Lait', 0), item('Yaourt nature', 1)]));
    renderDashboard('/dashboard');
    const section = await urgentSection();
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^(Périmé|Expire|À consommer)/).textContent)).toEqual(['Périmé depuis 2 jours', "À consommer aujourd'hui", 'Expire demain']);
    expect(within(section).getByRole('link', { name: 'Une recette avec Yaourt nature' })).toHaveAttribute(
      'href',
      '/dashboard/feed?mode=frigo&ingredient=Yaourt%20nature',
    );
    expect(within(section).getByRole('link', { name: 'Une recette avec Lait' })).toBeInTheDocument();
    // The chef leaves out what is past its date: the ham two days past offers no recipe, only « Utilisé » or « Jeté ».
    expect(within(section).queryByRole('link', { name: 'Une recette avec Jambon' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Utilisé : Jambon' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Jeté : Lait' })).toBeInTheDocument();
  });

  it('tells an empty fridge from one where nothing is urgent, and leads to filling it', async () => {
    dashboardNetwork(net).on('GET /api/dashboard/stats', reply(200, stats({ fridgeItems: 0 })));
    renderDashboard('/dashboard');
    const section = await urgentSection();
    expect(await within(section).findByText('Votre frigo est vide')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Remplir mon frigo' })).toHaveAttribute('href', '/dashboard/inventory');
    expect(within(section).queryByText('Rien ne presse dans votre frigo')).toBeNull();
  });

  it('says when nothing is urgent', async () => {
    dashboardNetwork(net);
    renderDashboard('/dashboard');
    const section = await urgentSection();
    expect(await within(section).findByText('Rien ne presse dans votre frigo')).toBeInTheDocument();
    expect(within(section).queryByRole('listitem')).toBeNull();
  });

  it('"Utilisé" takes the item out at once and offers "Annuler", which puts it back', async () => {
    const yaourt = item('Yaourt nature', 1);
    const lait = item('Lait', 2);
    dashboardNetwork(net)
      .on('GET /api/inventory-items/urgent', reply(200, [yaourt, lait]), reply(200, [lait]), reply(200, [yaourt, lait]))
      .on(`POST /api/inventory-items/${yaourt.id}/exit`, reply(201, exitOf(yaourt, 'used')))
      .on(`POST /api/fridge-exits/exit-${yaourt.id}/undo`, reply(201, yaourt));
    renderDashboard('/dashboard');
    const section = await urgentSection();
    await act(async () => (await within(section).findByRole('button', { name: 'Utilisé : Yaourt nature' })).click());

    expect(net.callsTo(`POST /api/inventory-items/${yaourt.id}/exit`)[0]!.body).toEqual({ reason: 'used' });
    const status = within(section).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('« Yaourt nature » utilisé.'));
    expect(within(section).queryByText('Yaourt nature', { selector: '.urgent-name' })).toBeNull();
    // The figures are fetched again: the exit counts this month.
    await waitFor(() => expect(net.callsTo('GET /api/dashboard/stats').length).toBeGreaterThan(1));

    await act(async () => within(status).getByRole('button', { name: 'Annuler' }).click());
    expect(net.callsTo(`POST /api/fridge-exits/exit-${yaourt.id}/undo`)).toHaveLength(1);
    expect(await within(section).findByText('Yaourt nature', { selector: '.urgent-name' })).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
  });

  it('"Jeté" that fails puts the item back and says so', async () => {
    const lait = item('Lait', 0);
    dashboardNetwork(net)
      .on('GET /api/inventory-items/urgent', reply(200, [lait]))
      .on(`POST /api/inventory-items/${lait.id}/exit`, reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue' }));
    renderDashboard('/dashboard');
    const section = await urgentSection();
    await act(async () => (await within(section).findByRole('button', { name: 'Jeté : Lait' })).click());
    expect(await within(section).findByRole('alert')).toHaveTextContent('Impossible de retirer « Lait » du frigo. Réessayez.');
    expect(await within(section).findByText('Lait', { selector: '.urgent-name' })).toBeInTheDocument();
  });

  it('follows the other members: a fridge change refetches the list', async () => {
    dashboardNetwork(net).on('GET /api/inventory-items/urgent', reply(200, []), reply(200, [item('Crème', 1)]));
    renderDashboard('/dashboard');
    const section = await urgentSection();
    await within(section).findByText('Rien ne presse dans votre frigo');
    await emitServerEvent('household.changed', { resource: 'inventory-items', action: 'created', ids: ['i9'], actorId: 'u2' });
    expect(await within(section).findByText('Crème')).toBeInTheDocument();
  });
});

describe('anti-gaspi figures', () => {
  it("show this month's used-before-the-date against thrown, and the trend as a table for screen readers", async () => {
    dashboardNetwork(net);
    renderDashboard('/dashboard');
    const section = await screen.findByRole('region', { name: /Anti-gaspi/ });
    expect(await within(section).findByText('utilisés avant la date')).toBeInTheDocument();
    expect(within(section).getByText('5')).toBeInTheDocument();
    expect(within(section).getByText('jeté')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Évolution sur les 6 derniers mois' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[3]).toHaveTextContent('août 2026');
    expect(rows[3]).toHaveTextContent('1 article');
    expect(rows[3]).toHaveTextContent('3 articles');
  });

  it('invite to mark items when nothing was recorded yet', async () => {
    const empty = { month: '2026-11', usedBeforeDate: 0, thrown: 0 };
    dashboardNetwork(net).on('GET /api/dashboard/stats', reply(200, stats({ waste: { thisMonth: empty, trend: [empty] } })));
    renderDashboard('/dashboard');
    const section = await screen.findByRole('region', { name: /Anti-gaspi/ });
    expect(await within(section).findByText(/Marquez vos articles « Utilisé » ou « Jeté »/)).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
