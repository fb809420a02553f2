import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { openSettings, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub({ routes: settingsNetwork });

async function openEmail() {
  await openSettings();
  return section('Adresse email');
}

it('shows the current address', async () => {
  const region = await openEmail();
  expect(region).toHaveTextContent('Adresse actuelle');
  expect(region).toHaveTextContent('claire@example.ch');
});

it('asks the API to send a confirmation link to the new address, and says so', async () => {
  const u = userEvent.setup();
  net.on('POST /api/auth/email/change', reply(202, { sent: true }));
  const region = await openEmail();
  await u.type(within(region).getByLabelText('Nouvelle adresse email'), ' claire.favre@example.ch ');
  await u.type(within(region).getByLabelText('Mot de passe actuel'), 'Raclette-du-Valais-7');
  await u.click(within(region).getByRole('button', { name: "Changer d'adresse email" }));

  expect(await within(region).findByRole('status')).toHaveTextContent(
    'Un email de confirmation a été envoyé à votre nouvelle adresse email',
  );
  expect(net.callsTo('POST /api/auth/email/change')[0]!.body).toEqual({ newEmail: 'claire.favre@example.ch', currentPassword: 'Raclette-du-Valais-7' });
  expect(within(region).getByLabelText('Nouvelle adresse email')).toHaveValue('');
  expect(within(region).getByLabelText('Mot de passe actuel')).toHaveValue('');
});

it('asks for the current password before calling the API', async () => {
  const u = userEvent.setup();
  const region = await openEmail();
  await u.type(within(region).getByLabelText('Nouvelle adresse email'), 'marc@example.ch');
  await u.click(within(region).getByRole('button', { name: "Changer d'adresse email" }));

  expect(within(region).getByRole('alert')).toHaveTextContent('Saisissez votre mot de passe actuel');
  expect(within(region).getByLabelText('Mot de passe actuel')).toHaveFocus();
  expect(net.callsTo('POST /api/auth/email/change')).toHaveLength(0);
});

it('refuses the current address, whatever its case, without calling the API', async () => {
  const u = userEvent.setup();
  const region = await openEmail();
  await u.type(within(region).getByLabelText('Nouvelle adresse email'), 'Claire@Example.ch');
  await u.click(within(region).getByRole('button', { name: "Changer d'adresse email" }));

  expect(within(region).getByRole('alert')).toHaveTextContent('Cette adresse email est déjà associée à votre compte');
  expect(net.callsTo('POST /api/auth/email/change')).toHaveLength(0);
});

it.each([
  [409, { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Cette adresse email est déjà utilisée' }, 'Cette adresse email est déjà utilisée'],
  [400, { statusCode: 400, code: 'EMAIL_UNCHANGED', message: 'Cette adresse email est déjà associée à votre compte' }, 'Cette adresse email est déjà associée à votre compte'],
  [400, { statusCode: 400, code: 'CURRENT_PASSWORD_INVALID', message: 'Mot de passe actuel incorrect' }, 'Mot de passe actuel incorrect'],
  [500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue. Veuillez réessayer dans quelques instants.' }, "Impossible de mettre à jour l'email"],
])('shows the refusal of a %i', async (status, body, message) => {
  const u = userEvent.setup();
  net.on('POST /api/auth/email/change', reply(status, body));
  const region = await openEmail();
  await u.type(within(region).getByLabelText('Nouvelle adresse email'), 'marc@example.ch');
  await u.type(within(region).getByLabelText('Mot de passe actuel'), 'Raclette-du-Valais-7');
  await u.click(within(region).getByRole('button', { name: "Changer d'adresse email" }));

  expect(await within(region).findByText(message)).toBeInTheDocument();
  expect(within(region).getByRole('alert')).toHaveTextContent(message);
  expect(within(region).getByRole('status')).toBeEmptyDOMElement();
});

it('says in French that a malformed address is not one, as the API would, without calling it', async () => {
  const u = userEvent.setup();
  const region = await openEmail();
  await u.type(within(region).getByLabelText('Nouvelle adresse email'), 'marc@exemple');
  await u.type(within(region).getByLabelText('Mot de passe actuel'), 'Raclette-du-Valais-7');
  await u.click(within(region).getByRole('button', { name: "Changer d'adresse email" }));

  expect(within(region).getByRole('alert')).toHaveTextContent("Format d'adresse email invalide");
  expect(within(region).getByLabelText('Nouvelle adresse email')).toHaveFocus();
  expect(within(region).getByLabelText('Nouvelle adresse email')).toHaveAttribute('aria-invalid', 'true');
  expect(net.callsTo('POST /api/auth/email/change')).toHaveLength(0);
});
