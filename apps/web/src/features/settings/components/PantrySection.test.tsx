import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_MESSAGES, PANTRY_MESSAGES } from '#contracts';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { openSettings, pantry, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub();

async function openPantry() {
  await openSettings();
  const region = section('Mon placard');
  await within(region).findByRole('list', { name: 'Dans mon placard' });
  return region;
}

it('adds a suggestion and a typed basic, removes one, and saves the whole list', async () => {
  settingsNetwork(net).on('PUT /api/pantry', (call) => {
    const { items } = call.body as { items: string[] | null };
    return reply(200, items === null ? pantry() : pantry({ items, isDefault: false }));
  });
  const user = userEvent.setup();
  const region = await openPantry();
  await user.click(within(region).getByRole('button', { name: 'Ajouter sucre au placard' }));
  expect(within(region).queryByRole('button', { name: 'Ajouter sucre au placard' })).not.toBeInTheDocument();
  await user.type(within(region).getByRole('textbox', { name: 'Dans mon placard' }), 'cumin{Enter}');
  await user.click(within(region).getByRole('button', { name: 'Retirer « huile »' }));
  await user.click(within(region).getByRole('button', { name: 'Enregistrer le placard' }));
  expect(await within(region).findByText('Placard enregistré')).toBeInTheDocument();
  expect(net.callsTo('PUT /api/pantry')[0]!.body).toEqual({ items: ['sel', 'poivre', 'eau', 'sucre', 'cumin'] });
  // Once it differs from the default, it can go back to it.
  await user.click(await within(region).findByRole('button', { name: 'Rétablir le placard par défaut' }));
  expect(await within(region).findByText('Placard par défaut rétabli')).toBeInTheDocument();
  expect(net.callsTo('PUT /api/pantry')[1]!.body).toEqual({ items: null });
  expect(within(region).getByRole('button', { name: 'Retirer « huile »' })).toBeInTheDocument();
});

it("shows the API's French refusal", async () => {
  settingsNetwork(net).on('PUT /api/pantry', reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: PANTRY_MESSAGES.tooMany }));
  const user = userEvent.setup();
  const region = await openPantry();
  await user.click(within(region).getByRole('button', { name: 'Enregistrer le placard' }));
  expect(await screen.findByText(PANTRY_MESSAGES.tooMany)).toBeInTheDocument();
});

it('drops the « already in the list » refusal once the list changes or the field is edited', async () => {
  settingsNetwork(net);
  const user = userEvent.setup();
  const region = await openPantry();
  const field = within(region).getByRole('textbox', { name: 'Dans mon placard' });
  const refusal = ONBOARDING_MESSAGES.foodAlreadyListed('sel');
  // The messages hold non-breaking spaces, which the default matcher would fold into ordinary ones.
  const message = (text: string) => within(region).queryByText(text, { normalizer: (shown) => shown.trim() });

  await user.type(field, 'sel{Enter}');
  expect(message(refusal)).toHaveAttribute('role', 'alert');
  await user.click(within(region).getByRole('button', { name: 'Retirer « sel »' }));
  expect(message(refusal)).not.toBeInTheDocument();

  await user.clear(field);
  await user.type(field, '{Enter}');
  expect(message(ONBOARDING_MESSAGES.foodRequired)).toBeInTheDocument();
  await user.click(within(region).getByRole('button', { name: 'Ajouter sucre au placard' }));
  expect(message(ONBOARDING_MESSAGES.foodRequired)).not.toBeInTheDocument();

  await user.type(field, 'poivre{Enter}');
  expect(message(ONBOARDING_MESSAGES.foodAlreadyListed('poivre'))).toBeInTheDocument();
  await user.type(field, 's');
  expect(message(ONBOARDING_MESSAGES.foodAlreadyListed('poivre'))).not.toBeInTheDocument();
});
