import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessTokenView } from '#contracts';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { openSettings, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub();

const homeAssistant: AccessTokenView = {
  id: 't1',
  name: 'Home Assistant',
  scope: 'write',
  hint: 'x9Qa',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-20T08:00:00.000Z',
};

it('creates a token, shows it once, and lists it', async () => {
  let listed: AccessTokenView[] = [];
  settingsNetwork(net)
    .on('GET /api/access-tokens', () => reply(200, listed))
    .on('POST /api/access-tokens', (call) => {
      const body = call.body as { name: string; scope: 'read' | 'write'; lifetimeDays: number | null };
      const made = { ...homeAssistant, id: 't2', name: body.name, scope: body.scope, hint: 'AbCd', lastUsedAt: null, expiresAt: '2027-11-25T10:00:00.000Z' };
      listed = [made];
      return reply(201, { ...made, token: 'mjt_secretsecretsecretAbCd' });
    });
  const user = userEvent.setup();
  await openSettings();
  const region = section("Jetons d'accès");
  expect(await within(region).findByText("Aucun jeton pour l'instant.")).toBeInTheDocument();

  await user.click(within(region).getByRole('button', { name: 'Créer le jeton' }));
  expect(within(region).getByText('Donnez un nom au jeton (par exemple « Home Assistant »).')).toBeInTheDocument();
  expect(net.callsTo('POST /api/access-tokens')).toHaveLength(0);

  await user.type(within(region).getByRole('textbox', { name: 'Nom du jeton' }), 'Raccourci iPhone');
  await user.click(within(region).getByRole('radio', { name: 'Lecture et écriture' }));
  await user.selectOptions(within(region).getByRole('combobox', { name: 'Expiration' }), '1 an');
  await user.click(within(region).getByRole('button', { name: 'Créer le jeton' }));

  const shown = await within(region).findByRole('textbox', { name: /Copiez-le maintenant/ });
  expect(shown).toHaveValue('mjt_secretsecretsecretAbCd');
  expect(net.callsTo('POST /api/access-tokens')[0]!.body).toEqual({ name: 'Raccourci iPhone', scope: 'write', lifetimeDays: 365 });
  expect(await within(region).findByText(/Lecture et écriture · se termine par …AbCd · créé le 1er novembre 2026 · expire le 25 novembre 2027 · jamais utilisé/)).toBeInTheDocument();

  await user.click(within(region).getByRole('button', { name: "J'ai copié le jeton" }));
  expect(within(region).queryByDisplayValue('mjt_secretsecretsecretAbCd')).not.toBeInTheDocument();
});

it('refuses a name longer than 60 characters in French, then sends the name without its spaces', async () => {
  settingsNetwork(net)
    .on('GET /api/access-tokens', reply(200, []))
    .on('POST /api/access-tokens', (call) => reply(201, { ...homeAssistant, id: 't3', name: (call.body as { name: string }).name, token: 'mjt_secretsecretsecretZzZz' }));
  const user = userEvent.setup();
  await openSettings();
  const region = section("Jetons d'accès");
  const name = within(region).getByRole('textbox', { name: 'Nom du jeton' });

  await user.type(name, 'n'.repeat(61));
  await user.click(within(region).getByRole('button', { name: 'Créer le jeton' }));
  expect(await within(region).findByText('Le nom du jeton ne doit pas dépasser 60 caractères.')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveFocus();
  expect(net.callsTo('POST /api/access-tokens')).toHaveLength(0);

  await user.clear(name);
  await user.type(name, '  Volets du salon ');
  expect(name).not.toHaveAttribute('aria-invalid');
  await user.click(within(region).getByRole('button', { name: 'Créer le jeton' }));
  expect(await within(region).findByRole('textbox', { name: /Copiez-le maintenant/ })).toHaveValue('mjt_secretsecretsecretZzZz');
  expect(net.callsTo('POST /api/access-tokens')[0]!.body).toEqual({ name: 'Volets du salon', scope: 'read', lifetimeDays: 90 });
  expect(name).toHaveValue('');
});

it('revokes a token after confirmation', async () => {
  settingsNetwork(net).on('GET /api/access-tokens', reply(200, [homeAssistant])).on('DELETE /api/access-tokens/t1', reply(204, null));
  const user = userEvent.setup();
  await openSettings();
  const region = section("Jetons d'accès");
  await user.click(await within(region).findByRole('button', { name: 'Révoquer le jeton Home Assistant' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Révoquer le jeton « Home Assistant » ?' });
  expect(net.callsTo('DELETE /api/access-tokens/t1')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
  expect(await within(region).findByText('Jeton « Home Assistant » révoqué')).toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: 'Révoquer le jeton Home Assistant' })).not.toBeInTheDocument();
  expect(net.callsTo('DELETE /api/access-tokens/t1')).toHaveLength(1);
});
