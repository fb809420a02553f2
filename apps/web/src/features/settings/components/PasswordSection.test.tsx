import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSessionSnapshot } from '../../../shared/http';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { openSettings, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';
import { SIGN_OUT_AFTER_RESET_MS } from './PasswordSection';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

afterEach(() => {
  jest.useRealTimers();
});
const net = useFetchStub({ routes: (stub) => settingsNetwork(stub).on('POST /api/auth/sign-out', { status: 204 }) });

it('sends the reset link to the account address, says so, then signs out to /auth', async () => {
  const u = userEvent.setup();
  net.on('POST /api/auth/password/forgot', reply(202, { sent: true }));
  await openSettings();
  const region = section('Mot de passe');
  const button = within(region).getByRole('button', { name: 'Recevoir un lien de réinitialisation' });

  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], advanceTimers: true });
  await u.click(button);
  await waitFor(() =>
    expect(within(region).getByRole('status')).toHaveTextContent('Un email de réinitialisation du mot de passe a été envoyé'),
  );
  expect(net.callsTo('POST /api/auth/password/forgot')[0]!.body).toEqual({ email: 'claire@example.ch' });
  expect(button).toBeDisabled();

  await act(() => jest.advanceTimersByTimeAsync(SIGN_OUT_AFTER_RESET_MS - 100));
  expect(net.callsTo('POST /api/auth/sign-out')).toHaveLength(0);
  await act(() => jest.advanceTimersByTimeAsync(200));

  expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  expect(screen.getByText('path: /auth')).toBeInTheDocument();
  expect(net.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
  expect(getSessionSnapshot().session).toBeNull();
});

it.each([
  [429, undefined, 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.'],
  [500, undefined, "Impossible d'envoyer l'email de réinitialisation"],
])('stays signed in and shows the failure of a %i', async (status, body, message) => {
  const u = userEvent.setup();
  net.on('POST /api/auth/password/forgot', reply(status, body));
  await openSettings();
  const region = section('Mot de passe');
  await u.click(within(region).getByRole('button', { name: 'Recevoir un lien de réinitialisation' }));

  expect(await within(region).findByText(message)).toBeInTheDocument();
  expect(within(region).getByRole('alert')).toHaveTextContent(message);
  expect(within(region).getByRole('button', { name: 'Recevoir un lien de réinitialisation' })).toBeEnabled();
  expect(net.callsTo('POST /api/auth/sign-out')).toHaveLength(0);
});
