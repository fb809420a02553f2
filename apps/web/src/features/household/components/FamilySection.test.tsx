import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply, sessionBody } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import { household, marc, member, openSettings, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub({ routes: settingsNetwork });

const members = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: 'Membres du foyer' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

async function openFamily() {
  await openSettings();
  const region = section('Famille');
  await within(region).findByRole('list', { name: 'Membres du foyer' });
  return region;
}

const user = () => userEvent.setup();

it('shows the name, the members with their roles, and the pending invitations', async () => {
  const region = await openFamily();
  expect(within(region).getByLabelText('Nom du foyer')).toHaveValue('Famille Favre');
  expect(members(region)).toEqual([
    'Claire Favre (vous)claire@example.chPropriétaire',
    // The owner may remove the others: a button per member, named after them.
    'Marc Favremarc@example.chMembreRetirer Marc Favre',
  ]);
  const invitations = within(region).getByRole('list', { name: 'Invitations en attente' });
  expect(invitations).toHaveTextContent('lea@example.ch');
  expect(invitations).toHaveTextContent("Valable jusqu'au 17 mai");
});

it('renames the household', async () => {
  const u = user();
  net.on('PATCH /api/households/current', reply(200, household({ name: 'Les Favre' })));
  const region = await openFamily();
  const name = within(region).getByLabelText('Nom du foyer');
  await u.clear(name);
  await u.type(name, '  Les Favre ');
  await u.click(within(region).getByRole('button', { name: 'Renommer' }));

  expect(await within(region).findByText('Nom du foyer enregistré')).toBeInTheDocument();
  expect(net.callsTo('PATCH /api/households/current')[0]!.body).toEqual({ name: 'Les Favre' });
  expect(name).toHaveValue('Les Favre');
});

describe('invitations', () => {
  it("invites by e-mail and says 'Invitation envoyée'", async () => {
    const u = user();
    const invited = household({
      invitations: [
        { id: 'inv-2', email: 'paul@example.ch', createdAt: '2026-05-14T10:00:00.000Z', expiresAt: '2026-05-21T10:00:00.000Z' },
        ...household().invitations,
      ],
    });
    net.on('POST /api/households/invitations', reply(201, invited));
    const region = await openFamily();
    const field = within(region).getByLabelText('Inviter un membre de la famille');
    await u.type(field, ' paul@example.ch ');
    await u.click(within(region).getByRole('button', { name: 'Inviter' }));

    expect(await within(region).findByText('Invitation envoyée')).toBeInTheDocument();
    expect(within(region).getByText('Invitation envoyée').closest('[role="status"]')).not.toBeNull();
    expect(net.callsTo('POST /api/households/invitations')[0]!.body).toEqual({ email: 'paul@example.ch' });
    expect(field).toHaveValue('');
    expect(within(region).getByRole('list', { name: 'Invitations en attente' })).toHaveTextContent('paul@example.ch');
    // The keyboard stays in the form, on the emptied field, for the next address.
    expect(field).toHaveFocus();
  });

  it.each([
    ['', "L'adresse email est requise"],
    ['paul@exemple', "Format d'adresse email invalide"],
  ])('refuses %j under the field in French, without calling the API', async (typed, message) => {
    const u = user();
    const region = await openFamily();
    const field = within(region).getByLabelText('Inviter un membre de la famille');
    if (typed) await u.type(field, typed);
    await u.click(within(region).getByRole('button', { name: 'Inviter' }));

    expect(await within(region).findByText(message)).toHaveAttribute('role', 'alert');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    expect(net.callsTo('POST /api/households/invitations')).toHaveLength(0);
  });

  it.each([
    [409, 'ALREADY_MEMBER', 'Cette personne fait déjà partie de votre foyer'],
    [400, 'INVITE_SELF', 'Vous faites déjà partie de ce foyer'],
  ])('shows the refusal of a %i under the field', async (status, code, message) => {
    const u = user();
    net.on('POST /api/households/invitations', reply(status, { statusCode: status, code, message }));
    const region = await openFamily();
    const field = within(region).getByLabelText('Inviter un membre de la famille');
    await u.type(field, 'marc@example.ch');
    await u.click(within(region).getByRole('button', { name: 'Inviter' }));

    expect(await within(region).findByText(message)).toHaveAttribute('role', 'alert');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
  });

  it('cancels a pending invitation', async () => {
    const u = user();
    net.on('DELETE /api/households/invitations/inv-1', { status: 204 });
    const region = await openFamily();
    await u.click(within(region).getByRole('button', { name: "Annuler l'invitation de lea@example.ch" }));

    expect(await within(region).findByText('Invitation annulée')).toBeInTheDocument();
    expect(net.callsTo('DELETE /api/households/invitations/inv-1')).toHaveLength(1);
    expect(within(region).queryByRole('list', { name: 'Invitations en attente' })).not.toBeInTheDocument();
    // The keyboard is not left on the page's body: none left to cancel, so on to inviting someone.
    expect(within(region).getByLabelText('Inviter un membre de la famille')).toHaveFocus();
  });

  it.each([
    ['the next invitation', 'lea@example.ch', 'zoe@example.ch'],
    ['the previous invitation, after the last one', 'zoe@example.ch', 'lea@example.ch'],
  ])('moves the keyboard to %s when one of several is cancelled', async (_, cancelled, focused) => {
    const u = user();
    const zoe = { id: 'inv-3', email: 'zoe@example.ch', createdAt: '2026-05-14T10:00:00.000Z', expiresAt: '2026-05-21T10:00:00.000Z' };
    net.on('GET /api/households/current', reply(200, household({ invitations: [...household().invitations, zoe] })));
    net.on(`DELETE /api/households/invitations/${cancelled === zoe.email ? 'inv-3' : 'inv-1'}`, { status: 204 });
    const region = await openFamily();
    await u.click(within(region).getByRole('button', { name: `Annuler l'invitation de ${cancelled}` }));

    expect(await within(region).findByText('Invitation annulée')).toBeInTheDocument();
    expect(within(region).getByRole('list', { name: 'Invitations en attente' })).not.toHaveTextContent(cancelled);
    expect(within(region).getByRole('button', { name: `Annuler l'invitation de ${focused}` })).toHaveFocus();
  });
});

describe('leaving', () => {
  const own = household({ id: 'h2', name: 'Foyer de Claire', members: [member()], invitations: [] });

  it('asks for confirmation, leaves, refreshes the session and shows the new household', async () => {
    const u = user();
    net.on('POST /api/households/leave', reply(200, own));
    const region = await openFamily();
    const refreshesBefore = net.callsTo('POST /api/auth/refresh').length;

    await u.click(within(region).getByRole('button', { name: 'Quitter le foyer' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Quitter « Famille Favre » ?' });
    await u.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(net.callsTo('POST /api/households/leave')).toHaveLength(0);

    net.on('POST /api/auth/refresh', reply(200, { ...sessionBody({ accessToken: 'access-2' }), user: { ...sessionBody().user, householdId: 'h2' } }));
    await u.click(within(region).getByRole('button', { name: 'Quitter le foyer' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Quitter « Famille Favre » ?' });
    await u.click(within(dialog).getByRole('button', { name: 'Quitter le foyer' }));

    expect(await within(region).findByText('Vous avez quitté « Famille Favre »')).toBeInTheDocument();
    expect(net.callsTo('POST /api/households/leave')).toHaveLength(1);
    expect(net.callsTo('POST /api/auth/refresh')).toHaveLength(refreshesBefore + 1);
    expect(within(region).getByLabelText('Nom du foyer')).toHaveValue('Foyer de Claire');
    expect(members(region)).toEqual(['Claire Favre (vous)claire@example.chPropriétaire']);
    // Alone now: nothing to leave.
    expect(within(region).queryByRole('button', { name: 'Quitter le foyer' })).not.toBeInTheDocument();
    // The family's data and the access check are fetched again, for the new household.
    await waitFor(() => expect(net.callsTo('GET /api/access').length).toBeGreaterThan(1));
  });

  it('is not offered to a user alone in their household', async () => {
    net.on('GET /api/households/current', reply(200, own));
    const region = await openFamily();
    expect(within(region).queryByRole('button', { name: 'Quitter le foyer' })).not.toBeInTheDocument();
  });
});

describe('removing a member', () => {
  it('lets the owner remove a member after confirmation', async () => {
    const u = user();
    net.on('DELETE /api/households/members/u2', reply(200, household({ members: [member()] })));
    const region = await openFamily();
    await u.click(within(region).getByRole('button', { name: 'Retirer Marc Favre' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer Marc Favre du foyer ?' });
    expect(net.callsTo('DELETE /api/households/members/u2')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Retirer' }));

    expect(await within(region).findByText('Marc Favre ne fait plus partie du foyer')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(members(region)).toEqual(['Claire Favre (vous)claire@example.chPropriétaire']);
  });

  it("shows the API's refusal inside the dialog", async () => {
    const u = user();
    const message = 'Seul le propriétaire du foyer peut retirer un membre';
    net.on('DELETE /api/households/members/u2', reply(403, { statusCode: 403, code: 'NOT_OWNER', message }));
    const region = await openFamily();
    await u.click(within(region).getByRole('button', { name: 'Retirer Marc Favre' }));
    const dialog = await screen.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('is only offered to the owner, never for oneself', async () => {
    net.on('GET /api/households/current', reply(200, household({ members: [member({ role: 'member' }), { ...marc, role: 'owner' }] })));
    const region = await openFamily();
    expect(within(region).queryByRole('button', { name: /^Retirer/ })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Quitter le foyer' })).toBeInTheDocument();
  });
});

it("refetches the household when the server says its membership changed ('household.updated')", async () => {
  const region = await openFamily();
  expect(net.callsTo('GET /api/households/current')).toHaveLength(1);
  const lea = member({ userId: 'u3', firstName: 'Léa', lastName: 'Favre', email: 'lea@example.ch', role: 'member' });
  net.on('GET /api/households/current', reply(200, household({ members: [member(), marc, lea], invitations: [] })));

  await emitServerEvent('household.updated', { householdId: 'h1' });

  await waitFor(() => expect(members(region)).toHaveLength(3));
  expect(members(region)[2]).toBe('Léa Favrelea@example.chMembreRetirer Léa Favre');
  expect(net.callsTo('GET /api/households/current')).toHaveLength(2);
  expect(within(region).queryByRole('list', { name: 'Invitations en attente' })).not.toBeInTheDocument();
});

it('reloads everything when this user was moved to another household (removed by the owner)', async () => {
  const region = await openFamily();
  const accessChecks = net.callsTo('GET /api/access').length;
  net.on('GET /api/households/current', reply(200, household({ id: 'h9', name: 'Foyer de Claire', members: [member()], invitations: [] })));

  await emitServerEvent('household.updated', { householdId: 'h9' });

  await waitFor(() => expect(within(region).getByLabelText('Nom du foyer')).toHaveValue('Foyer de Claire'));
  await waitFor(() => expect(net.callsTo('GET /api/access').length).toBeGreaterThan(accessChecks));
});
