import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WASTE_MESSAGES } from '#contracts';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { openSettings, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub();

async function openReminder() {
  await openSettings();
  const region = section('Rappel anti\u2011gaspi');
  await within(region).findByRole('checkbox', { name: 'Recevoir le rappel dans Mijote' });
  return region;
}

it('shows the saved settings and saves a new hour with e-mail on', async () => {
  settingsNetwork(net).on('PUT /api/notifications/settings', (call) => reply(200, { enabled: true, email: false, hour: 9, ...(call.body as object) }));
  const user = userEvent.setup();
  const region = await openReminder();
  expect(within(region).getByRole('checkbox', { name: 'Recevoir le rappel dans Mijote' })).toBeChecked();
  expect(within(region).getByRole('checkbox', { name: 'Aussi par email' })).not.toBeChecked();
  expect(within(region).getByRole('combobox', { name: 'Heure du rappel (pour tout le foyer)' })).toHaveValue('9');

  await user.click(within(region).getByRole('checkbox', { name: 'Aussi par email' }));
  await user.selectOptions(within(region).getByRole('combobox', { name: /Heure du rappel/ }), '7 h 00');
  await user.click(within(region).getByRole('button', { name: 'Enregistrer le rappel' }));
  expect(await within(region).findByText('Rappel enregistré')).toBeInTheDocument();
  expect(net.callsTo('PUT /api/notifications/settings')[0]!.body).toEqual({ enabled: true, email: true, hour: 7 });
});

it('turning the reminder off turns the e-mail choice off too, and the API’s French refusal is shown', async () => {
  settingsNetwork(net).on('PUT /api/notifications/settings', reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: WASTE_MESSAGES.hourInvalid }));
  const user = userEvent.setup();
  const region = await openReminder();
  await user.click(within(region).getByRole('checkbox', { name: 'Recevoir le rappel dans Mijote' }));
  expect(within(region).getByRole('checkbox', { name: 'Aussi par email' })).toBeDisabled();
  await user.click(within(region).getByRole('button', { name: 'Enregistrer le rappel' }));
  expect(await screen.findByText(WASTE_MESSAGES.hourInvalid)).toBeInTheDocument();
  expect(net.callsTo('PUT /api/notifications/settings')[0]!.body).toMatchObject({ enabled: false });
});
