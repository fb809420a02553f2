import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSessionSnapshot } from '../../../shared/http';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { FLASH_DURATION_MS } from '../../../shared/forms/use-flash-message';
import { openSettings, profile, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

afterEach(() => {
  jest.useRealTimers();
});
const net = useFetchStub({ routes: settingsNetwork });

async function openProfile() {
  await openSettings();
  const region = section('Profil');
  await within(region).findByDisplayValue('Claire');
  return region;
}

it('shows the first name, the last name and the e-mail address', async () => {
  const region = await openProfile();
  expect(within(region).getByLabelText('Prénom')).toHaveValue('Claire');
  expect(within(region).getByLabelText('Nom')).toHaveValue('Favre');
  expect(region).toHaveTextContent('claire@example.ch');
});

it("saves the names, shows 'Profil mis à jour avec succès' for 3 s, and renames the user in the top bar", async () => {
  const u = userEvent.setup();
  net.on('PUT /api/profile', reply(200, profile({ firstName: 'Clara', lastName: 'Favre-Rey' })));
  const region = await openProfile();
  await u.clear(within(region).getByLabelText('Prénom'));
  await u.type(within(region).getByLabelText('Prénom'), '  Clara ');
  await u.clear(within(region).getByLabelText('Nom'));
  await u.type(within(region).getByLabelText('Nom'), 'Favre-Rey');

  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], advanceTimers: true });
  await u.click(within(region).getByRole('button', { name: 'Enregistrer' }));

  const status = within(region).getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent('Profil mis à jour avec succès'));
  expect(net.callsTo('PUT /api/profile')[0]!.body).toEqual({ firstName: 'Clara', lastName: 'Favre-Rey' });
  // The top bar and the user menu read the name from the session.
  expect(getSessionSnapshot().session?.user).toMatchObject({ firstName: 'Clara', lastName: 'Favre-Rey' });

  await act(() => jest.advanceTimersByTimeAsync(FLASH_DURATION_MS - 100));
  expect(status).toHaveTextContent('Profil mis à jour avec succès');
  await act(() => jest.advanceTimersByTimeAsync(200));
  expect(status).toBeEmptyDOMElement();
});

it('requires both names, under their fields, without calling the API', async () => {
  const u = userEvent.setup();
  const region = await openProfile();
  await u.clear(within(region).getByLabelText('Prénom'));
  await u.click(within(region).getByRole('button', { name: 'Enregistrer' }));

  expect(within(region).getByLabelText('Prénom')).toHaveAccessibleDescription('Le prénom est requis');
  expect(within(region).getByLabelText('Prénom')).toHaveFocus();
  expect(net.callsTo('PUT /api/profile')).toHaveLength(0);
});

it("says 'Une erreur est survenue lors de l'enregistrement' when the save fails, until the next try", async () => {
  const u = userEvent.setup();
  net.on('PUT /api/profile', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }), reply(200, profile()));
  const region = await openProfile();
  await u.click(within(region).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(region).findByText("Une erreur est survenue lors de l'enregistrement")).toBeInTheDocument();
  expect(within(region).getAllByRole('alert').map((a) => a.textContent)).toContain("Une erreur est survenue lors de l'enregistrement");

  await u.click(within(region).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(region).findByText('Profil mis à jour avec succès')).toBeInTheDocument();
  expect(region).not.toHaveTextContent("Une erreur est survenue lors de l'enregistrement");
});

it("says 'Impossible de charger votre profil' when it does not load, and tries again on demand", async () => {
  const u = userEvent.setup();
  net.on('GET /api/profile', reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' }), reply(200, profile()));
  await openSettings();
  const region = section('Profil');
  expect(await within(region).findByRole('alert')).toHaveTextContent('Impossible de charger votre profil');
  await u.click(within(region).getByRole('button', { name: 'Réessayer' }));
  expect(await within(region).findByDisplayValue('Claire')).toBeInTheDocument();
});
