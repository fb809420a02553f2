import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { stubSettingsPage } from '../../../shared/testing/settings-fixtures';
import { dashboardNetwork, renderDashboard } from '../../../shared/testing/render-dashboard';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub();

async function openDashboard(user: Parameters<typeof dashboardNetwork>[1] = {}) {
  dashboardNetwork(net, user);
  renderDashboard('/dashboard');
  await screen.findByRole('heading', { level: 1, name: /Bienvenue/ });
  return screen.getByRole('button', { name: /^Mon compte/ });
}

const entries = () => within(screen.getByRole('menu', { name: /^Mon compte/ })).getAllByRole('menuitem');

it("shows the two initials, capitalised, when the account has no photo", async () => {
  const button = await openDashboard({ firstName: 'claire', lastName: 'Favre' });
  // The name holds what the button shows (WCAG 2.5.3, axe's label-content-name-mismatch).
  expect(button).toHaveAccessibleName('Mon compte (CF)');
  expect(button).toHaveTextContent('CF');
  expect(button.querySelector('img')).toBeNull();
});

it('shows the avatar image when the account has one', async () => {
  const button = await openDashboard({ avatarUrl: 'https://img.example/claire.jpg' });
  expect(button.querySelector('img')).toHaveAttribute('src', 'https://img.example/claire.jpg');
  expect(button).not.toHaveTextContent('CF');
});

it('opens on click with the full name and the four entries; Escape closes it and returns focus', async () => {
  const user = userEvent.setup();
  const button = await openDashboard();
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Claire Favre')).toBeInTheDocument();
  expect(screen.getByText('claire@example.ch')).toBeInTheDocument();
  expect(entries().map((e) => e.textContent)).toEqual(['Favoris', 'Paramètres', "Installer l'application", 'Déconnexion']);
  expect(entries()[0]).toHaveAttribute('href', '/dashboard/favorites');
  expect(entries()[1]).toHaveAttribute('href', '/dashboard/settings');
  // No install prompt here (as on an iPhone): the entry leads to /app's « Ajouter à l'écran d'accueil ».
  expect(entries()[2]).toHaveAttribute('href', '/app');
  expect(entries()[0]).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('works from the keyboard: ↓ opens on the first entry, arrows wrap, ↑ opens on the last', async () => {
  const user = userEvent.setup();
  const button = await openDashboard();
  button.focus();

  await user.keyboard('{ArrowDown}');
  expect(entries()[0]).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(entries()[1]).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(entries()[0]).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(entries()[3]).toHaveFocus();
  await user.keyboard('{Home}');
  expect(entries()[0]).toHaveFocus();
  await user.keyboard('{End}');
  expect(entries()[3]).toHaveFocus();

  await user.keyboard('{Escape}');
  await user.keyboard('{ArrowUp}');
  expect(entries()[3]).toHaveFocus();
  expect(entries()[3]).toHaveTextContent('Déconnexion');
});

it('closes when an entry is chosen, and goes there', async () => {
  const user = userEvent.setup();
  const button = await openDashboard();
  stubSettingsPage(net);
  await user.click(button);
  await user.click(screen.getByRole('menuitem', { name: 'Paramètres' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('closes on a click outside', async () => {
  const user = userEvent.setup();
  const button = await openDashboard();
  await user.click(button);
  expect(screen.getByRole('menu')).toBeInTheDocument();

  await user.click(screen.getByRole('heading', { level: 1 }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it("'Déconnexion' signs out through the API and goes to '/'", async () => {
  const user = userEvent.setup();
  const button = await openDashboard();
  net.on('POST /api/auth/sign-out', { status: 204 });
  await user.click(button);
  await user.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));

  expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  expect(screen.getByText('path: /')).toBeInTheDocument();
  expect(net.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('button', { name: /^Mon compte/ })).not.toBeInTheDocument());
});

it("'Déconnexion' signs out here even when the API's sign-out fails (spec section 8: only logged)", async () => {
  const user = userEvent.setup();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const button = await openDashboard();
  net.on('POST /api/auth/sign-out', { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Erreur' } });
  await user.click(button);
  await user.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));

  expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: /^Mon compte/ })).not.toBeInTheDocument());
  expect(warn).toHaveBeenCalledWith('Sign-out request failed', expect.anything());
  warn.mockRestore();
});
