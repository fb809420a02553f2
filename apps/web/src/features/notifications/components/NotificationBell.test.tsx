import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import { dashboardNetwork, notification, notificationList, renderDashboard } from '../../../shared/testing/render-dashboard';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub({ routes: dashboardNetwork });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function openDashboard() {
  renderDashboard('/dashboard');
  await screen.findByRole('heading', { level: 1, name: /Bienvenue/ });
}

it('shows the unread count on the bell, in its accessible name', async () => {
  net.on('GET /api/notifications', reply(200, notificationList([notification(), notification(), notification({ read: true })])));
  await openDashboard();
  const bell = await screen.findByRole('button', { name: 'Notifications, 2\u00a0non lues' });
  expect(bell).toHaveTextContent('2');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
});

it('adds a pushed notification on top and bumps the count, without asking the server again, and announces it', async () => {
  net.on('GET /api/notifications', reply(200, notificationList([notification({ title: 'Ancienne', createdAt: minutesAgo(60) })])));
  await openDashboard();
  await screen.findByRole('button', { name: 'Notifications, 1\u00a0non lue' });

  await emitServerEvent('notification.created', notification({ id: 'live', title: 'Liste de courses partagée', message: 'Marc a ajouté 3 articles.', createdAt: new Date().toISOString() }));

  const bell = await screen.findByRole('button', { name: 'Notifications, 2\u00a0non lues' });
  expect(net.callsTo('GET /api/notifications')).toHaveLength(1);
  // The polite live region says it.
  const toast = screen.getAllByRole('status').find((el) => el.textContent?.includes('Liste de courses partagée'));
  expect(toast).toHaveAttribute('aria-live', 'polite');
  expect(toast).toHaveTextContent('Marc a ajouté 3 articles.');

  net.on('POST /api/notifications/read-all', { status: 204 });
  await userEvent.setup().click(bell);
  const items = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('.notif-title')?.textContent)).toEqual(['Liste de courses partagée', 'Ancienne']);
  expect(net.callsTo('GET /api/notifications')).toHaveLength(1);
});

it('does not count the same notification twice', async () => {
  await openDashboard();
  const pushed = notification({ id: 'same' });
  await emitServerEvent('notification.created', pushed);
  await emitServerEvent('notification.created', pushed);
  expect(await screen.findByRole('button', { name: 'Notifications, 1\u00a0non lue' })).toBeInTheDocument();
  await act(async () => undefined);
  expect(screen.getByRole('button', { name: 'Notifications, 1\u00a0non lue' })).toBeInTheDocument();
});

it('opening the list marks everything read: the badge clears, the new ones stay highlighted until it closes', async () => {
  const user = userEvent.setup();
  net.on('GET /api/notifications', reply(200, notificationList([
    notification({ title: 'Nouvelle recette', message: 'Un gratin pour ce soir', createdAt: minutesAgo(2) }),
    notification({ title: 'Abonnement activé', read: true, createdAt: minutesAgo(60 * 26) }),
  ])));
  const readAll = deferredReply();
  net.on('POST /api/notifications/read-all', readAll.reply);
  await openDashboard();

  await user.click(await screen.findByRole('button', { name: 'Notifications, 1\u00a0non lue' }));
  const bell = screen.getByRole('button', { name: 'Notifications' });
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  expect(bell).not.toHaveTextContent(/\d/);
  expect(net.callsTo('POST /api/notifications/read-all')).toHaveLength(1);

  const panel = screen.getByRole('region', { name: 'Notifications' });
  const [fresh, old] = within(panel).getAllByRole('listitem');
  expect(fresh).toHaveTextContent('Nouvelle : Nouvelle recette');
  expect(fresh).toHaveTextContent('Un gratin pour ce soir');
  expect(fresh).toHaveTextContent('il y a 2 minutes');
  expect(fresh).toHaveClass('is-new');
  expect(old).not.toHaveClass('is-new');
  expect(old).toHaveTextContent('il y a 1 jour');
  await act(async () => readAll.settle({ status: 204 }));

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  await user.click(bell);
  expect(within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem')[0]).not.toHaveClass('is-new');
  // Nothing left unread: no second call.
  expect(net.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
});

it('puts the count back from the server when marking read fails', async () => {
  const user = userEvent.setup();
  net.on('GET /api/notifications', reply(200, notificationList([notification()])));
  net.on('POST /api/notifications/read-all', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Erreur' }));
  await openDashboard();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1\u00a0non lue' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(net.callsTo('GET /api/notifications')).toHaveLength(2));
  expect(await screen.findByRole('button', { name: 'Notifications, 1\u00a0non lue' })).toBeInTheDocument();
  // Tried once for this opening, not again for the refetched list.
  expect(net.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
});

it('marks read a notification that arrives while the list is open', async () => {
  const user = userEvent.setup();
  net.on('POST /api/notifications/read-all', { status: 204 });
  await openDashboard();
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  expect(net.callsTo('POST /api/notifications/read-all')).toHaveLength(0);

  await emitServerEvent('notification.created', notification({ title: 'Repas ajouté' }));

  await waitFor(() => expect(net.callsTo('POST /api/notifications/read-all')).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  const [item] = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
  expect(item).toHaveTextContent('Repas ajouté');
  expect(item).toHaveClass('is-new');
});

it("says 'Aucune notification pour le moment' when there is none", async () => {
  const user = userEvent.setup();
  await openDashboard();
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Aucune notification pour le moment')).toBeInTheDocument();
  expect(net.callsTo('POST /api/notifications/read-all')).toHaveLength(0);
});

it('closes on a click outside', async () => {
  const user = userEvent.setup();
  await openDashboard();
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  await user.click(screen.getByRole('heading', { level: 1 }));
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
});

it('lets a pushed notification go as soon as the person scrolls the page it covers, as the kitchen notices do', async () => {
  await openDashboard();
  await emitServerEvent('notification.created', notification({ id: 'scroll', title: 'Liste de courses partagée', message: 'Marc a ajouté 3 articles.' }));
  const toast = () => screen.getAllByRole('status').find((el) => el.classList.contains('notif-toast-region'))!;
  await waitFor(() => expect(toast()).toHaveTextContent('Liste de courses partagée'));

  const page = screen.getByRole('heading', { level: 1, name: /Bienvenue/ });
  fireEvent.touchStart(page, { touches: [{ clientX: 100, clientY: 500 }] });
  fireEvent.touchMove(page, { touches: [{ clientX: 100, clientY: 420 }] });
  expect(toast()).toBeEmptyDOMElement();
});
