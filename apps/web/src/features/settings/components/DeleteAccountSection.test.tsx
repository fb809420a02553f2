import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '#contracts';
import { getSessionSnapshot, refreshSession } from '../../../shared/http';
import { deferredReply, reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { openSettings, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub({ routes: settingsNetwork });

async function openDeleteDialog(u: ReturnType<typeof userEvent.setup>) {
  await openSettings();
  const region = section('Supprimer mon compte');
  expect(region).toHaveTextContent('Sont supprimés définitivement');
  // The API cancels the subscription with the account: say so, rather than ask to cancel first.
  expect(region).toHaveTextContent('Un abonnement en cours est résilié avec le compte');
  await u.click(within(region).getByRole('button', { name: 'Supprimer mon compte' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer votre compte ?' });
  expect(dialog).toHaveAccessibleDescription(/votre abonnement résilié/);
  return dialog;
}

it('enables the deletion only once SUPPRIMER is typed, then deletes, forgets the session and goes home', async () => {
  const u = userEvent.setup();
  net.on('DELETE /api/account', { status: 204 });
  const dialog = await openDeleteDialog(u);
  const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
  const input = within(dialog).getByLabelText('Saisissez SUPPRIMER');

  expect(confirm).toBeDisabled();
  await u.type(input, 'supprimer');
  expect(confirm).toBeDisabled();
  await u.clear(input);
  await u.type(input, 'SUPPRIME');
  expect(confirm).toBeDisabled();
  await u.type(input, 'R');
  expect(confirm).toBeEnabled();
  expect(net.callsTo('DELETE /api/account')).toHaveLength(0);

  await u.click(confirm);

  expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  // The home page says it is done (PublicLayout shows the farewell it is handed).
  expect(JSON.parse(screen.getByTestId('router-state').textContent!)).toEqual({ farewell: ACCOUNT_MESSAGES.accountDeleted });
  const [call] = net.callsTo('DELETE /api/account');
  expect(call!.body).toEqual({ confirmation: 'SUPPRIMER' });
  expect(call!.headers.Authorization).toBe('Bearer access-1');
  expect(getSessionSnapshot()).toEqual({ session: null, endedBy: 'signed-out' });
  // The API has ended every session already: nothing more is sent.
  expect(net.callsTo('POST /api/auth/sign-out')).toHaveLength(0);
  expect(net.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/account' });
});

it("never shows « Session expirée » while the deletion ends the session: the closed live connection's refused refresh is that end", async () => {
  const u = userEvent.setup();
  const deletion = deferredReply();
  net.on('DELETE /api/account', deletion.reply);
  const dialog = await openDeleteDialog(u);
  await u.type(within(dialog).getByLabelText('Saisissez SUPPRIMER'), 'SUPPRIMER');
  await u.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
  await waitFor(() => expect(net.callsTo('DELETE /api/account')).toHaveLength(1));

  // The server revokes the sessions and closes the socket before it answers: the socket refreshes.
  net.on('POST /api/auth/refresh', reply(401, { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Session expirée' }));
  await expect(refreshSession()).rejects.toMatchObject({ status: 401 });
  expect(getSessionSnapshot().endedBy).toBeNull();
  expect(getSessionSnapshot().session).not.toBeNull();

  deletion.settle({ status: 204 });
  expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  expect(getSessionSnapshot()).toEqual({ session: null, endedBy: 'signed-out' });
  expect(screen.queryByText(/Session expirée/)).not.toBeInTheDocument();
});

it('says a wrong word under the field when Enter is pressed, and deletes once SUPPRIMER is typed (spaces aside)', async () => {
  const u = userEvent.setup();
  net.on('DELETE /api/account', { status: 204 });
  const dialog = await openDeleteDialog(u);
  const input = within(dialog).getByLabelText('Saisissez SUPPRIMER');

  await u.type(input, 'supprimer{Enter}');
  await waitFor(() => expect(input).toHaveAccessibleDescription('Veuillez saisir SUPPRIMER pour confirmer'));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(net.callsTo('DELETE /api/account')).toHaveLength(0);

  await u.clear(input);
  await u.type(input, ' SUPPRIMER ');
  await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  expect(within(dialog).getByRole('button', { name: 'Supprimer définitivement' })).toBeEnabled();
  await u.keyboard('{Enter}');

  expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  expect(net.callsTo('DELETE /api/account').map((c) => c.body)).toEqual([{ confirmation: 'SUPPRIMER' }]);
});

it("'Annuler' closes the dialog and deletes nothing", async () => {
  const u = userEvent.setup();
  const dialog = await openDeleteDialog(u);
  await u.type(within(dialog).getByLabelText('Saisissez SUPPRIMER'), 'SUPPRIMER');
  await u.click(within(dialog).getByRole('button', { name: 'Annuler' }));

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(within(section('Supprimer mon compte')).getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus();
  expect(net.callsTo('DELETE /api/account')).toHaveLength(0);
  expect(getSessionSnapshot().session).not.toBeNull();
});

it('shows a refusal inside the dialog and keeps the user signed in', async () => {
  const u = userEvent.setup();
  net.on('DELETE /api/account', reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Veuillez saisir SUPPRIMER pour confirmer' }));
  const dialog = await openDeleteDialog(u);
  await u.type(within(dialog).getByLabelText('Saisissez SUPPRIMER'), 'SUPPRIMER');
  await u.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Veuillez saisir SUPPRIMER pour confirmer');
  expect(getSessionSnapshot().session).not.toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Supprimer définitivement' })).toBeEnabled();
  expect(screen.getByRole('heading', { level: 1, name: 'Paramètres', hidden: true })).toBeInTheDocument();
});
