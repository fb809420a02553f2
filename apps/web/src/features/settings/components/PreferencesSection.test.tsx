import { screen, waitFor, within } from '@testing-library/react';
import { ONBOARDING_MESSAGES } from '#contracts';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { openSettings, preferences, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub({
  routes: (stub) => settingsNetwork(stub).on('PUT /api/preferences', (call) => reply(200, { ...preferences(), ...(call.body as object) })),
});

async function openPreferences() {
  await openSettings();
  const region = section('Préférences alimentaires');
  await within(region).findByRole('group', { name: 'Restrictions alimentaires' });
  return region;
}

const tagsOf = (region: HTMLElement, label: string) =>
  within(region).queryByRole('list', { name: label })
    ? within(within(region).getByRole('list', { name: label })).getAllByRole('listitem').map((li) => li.textContent)
    : [];

it('shows the saved preferences', async () => {
  const region = await openPreferences();
  expect(within(region).getByRole('checkbox', { name: 'Végétarien' })).toBeChecked();
  expect(within(region).getByRole('checkbox', { name: 'Sans gluten' })).not.toBeChecked();
  expect(tagsOf(region, 'Aliments préférés')).toEqual(['Tomates']);
  expect(within(region).getByLabelText('Difficulté des recettes')).toHaveValue('facile');
  expect(within(region).getByLabelText('Nombre de portions')).toHaveValue(4);
});

it("'Aucune restriction' clears the others, and another choice clears it", async () => {
  const u = userEvent.setup();
  const region = await openPreferences();
  await u.click(within(region).getByRole('checkbox', { name: 'Aucune restriction' }));
  expect(within(region).getByRole('checkbox', { name: 'Végétarien' })).not.toBeChecked();
  await u.click(within(region).getByRole('checkbox', { name: 'Halal' }));
  expect(within(region).getByRole('checkbox', { name: 'Aucune restriction' })).not.toBeChecked();
  expect(within(region).getByRole('checkbox', { name: 'Halal' })).toBeChecked();
});

describe('food tags', () => {
  it('adds a trimmed food with Enter, without submitting the form', async () => {
    const u = userEvent.setup();
    const region = await openPreferences();
    const input = within(region).getByRole('textbox', { name: 'Aliments préférés' });
    await u.type(input, '  Saumon  {Enter}');

    expect(tagsOf(region, 'Aliments préférés')).toEqual(['Tomates', 'Saumon']);
    expect(input).toHaveValue('');
    expect(net.callsTo('PUT /api/preferences')).toHaveLength(0);
  });

  it("adds with the 'Ajouter' button too", async () => {
    const u = userEvent.setup();
    const region = await openPreferences();
    await u.type(within(region).getByRole('textbox', { name: 'Aliments à éviter' }), 'Coriandre');
    await u.click(within(region).getByRole('button', { name: 'Ajouter à « Aliments à éviter »' }));
    expect(tagsOf(region, 'Aliments à éviter')).toEqual(['Coriandre']);
  });

  it('refuses an empty food and a duplicate (whatever the case), saying why', async () => {
    const u = userEvent.setup();
    const region = await openPreferences();
    const input = within(region).getByRole('textbox', { name: 'Aliments préférés' });

    await u.type(input, '   {Enter}');
    expect(input).toHaveAccessibleDescription('Veuillez saisir un aliment');
    expect(tagsOf(region, 'Aliments préférés')).toEqual(['Tomates']);

    await u.clear(input);
    await u.type(input, 'tomates{Enter}');
    expect(input).toHaveAccessibleDescription(ONBOARDING_MESSAGES.foodAlreadyListed('tomates'));
    expect(within(region).getByText('« tomates » est déjà dans la liste')).toHaveAttribute('role', 'alert');
    expect(tagsOf(region, 'Aliments préférés')).toEqual(['Tomates']);
    expect(input).toHaveValue('tomates');
  });

  it('removes a tag by its own button, named after it', async () => {
    const u = userEvent.setup();
    net.on('GET /api/preferences', reply(200, preferences({ preferredFoods: ['Ail', 'Oignon', 'Poivron'] })));
    const region = await openPreferences();
    await u.click(within(region).getByRole('button', { name: 'Retirer « Oignon »' }));
    expect(tagsOf(region, 'Aliments préférés')).toEqual(['Ail', 'Poivron']);
    expect(within(region).queryByRole('button', { name: 'Retirer « Oignon »' })).not.toBeInTheDocument();
  });
});

it("saves everything in one PUT and says 'Préférences enregistrées'", async () => {
  const u = userEvent.setup();
  const region = await openPreferences();
  await u.click(within(region).getByRole('checkbox', { name: 'Sans gluten' }));
  await u.type(within(region).getByRole('textbox', { name: 'Aliments préférés' }), 'Saumon{Enter}');
  await u.click(within(region).getByRole('button', { name: 'Retirer « Tomates »' }));
  await u.type(within(region).getByRole('textbox', { name: 'Aliments à éviter' }), 'Champignons{Enter}');
  // Typed but not added with Enter: saved all the same.
  await u.type(within(region).getByRole('textbox', { name: 'Aliments à éviter' }), ' Coriandre ');
  await u.selectOptions(within(region).getByLabelText('Difficulté des recettes'), 'Difficile');
  await u.clear(within(region).getByLabelText('Nombre de portions'));
  await u.type(within(region).getByLabelText('Nombre de portions'), '6');
  await u.click(within(region).getByRole('button', { name: 'Enregistrer les préférences' }));

  expect(await within(region).findByRole('status')).toHaveTextContent('Préférences enregistrées');
  expect(net.callsTo('PUT /api/preferences')).toHaveLength(1);
  expect(net.callsTo('PUT /api/preferences')[0]!.body).toEqual({
    dietaryRestrictions: ['vegetarian', 'glutenFree'],
    preferredFoods: ['Saumon'],
    avoidedFoods: ['Champignons', 'Coriandre'],
    difficulty: 'difficile',
    servings: 6,
  });
  expect(tagsOf(region, 'Aliments à éviter')).toEqual(['Champignons', 'Coriandre']);
});

it('keeps the servings between 1 and 20', async () => {
  const u = userEvent.setup();
  const region = await openPreferences();
  await u.clear(within(region).getByLabelText('Nombre de portions'));
  await u.type(within(region).getByLabelText('Nombre de portions'), '25');
  await u.click(within(region).getByRole('button', { name: 'Enregistrer les préférences' }));

  // Said under the field (the contracts' preferences schema), which gets the keyboard.
  const servings = within(region).getByLabelText('Nombre de portions');
  await waitFor(() => expect(servings).toHaveAccessibleDescription(/^Le nombre de portions doit être compris entre 1 et 20/));
  expect(servings).toHaveAttribute('aria-invalid', 'true');
  expect(servings).toHaveFocus();
  expect(net.callsTo('PUT /api/preferences')).toHaveLength(0);

  // Following the household's size again takes the message away, and saves.
  await u.click(within(region).getByRole('checkbox', { name: 'Selon la taille du foyer' }));
  await waitFor(() => expect(servings).not.toHaveAttribute('aria-invalid'));
  await u.click(within(region).getByRole('button', { name: 'Enregistrer les préférences' }));
  expect(await within(region).findByRole('status')).toHaveTextContent('Préférences enregistrées');
  expect(net.callsTo('PUT /api/preferences')[0]!.body).toMatchObject({ servings: null });
});

it("follows the household's size: 2 adults and a child make 3 portions, and a chosen number can go back to it", async () => {
  const u = userEvent.setup();
  const region = await openPreferences();
  const follow = within(region).getByRole('checkbox', { name: 'Selon la taille du foyer' });
  expect(follow).not.toBeChecked();
  expect(within(region).getByText('Votre foyer : 3 portions (chaque enfant compte pour une demi-portion).')).toBeInTheDocument();
  await u.click(follow);
  expect(within(region).getByLabelText('Nombre de portions')).toBeDisabled();
  expect(within(region).getByLabelText('Nombre de portions')).toHaveValue(3);
  await u.click(within(region).getByRole('button', { name: 'Enregistrer les préférences' }));
  expect(await within(region).findByRole('status')).toHaveTextContent('Préférences enregistrées');
  expect(net.callsTo('PUT /api/preferences')[0]!.body).toMatchObject({ servings: null });
});

it('offers the questionnaire to a user without preferences', async () => {
  const u = userEvent.setup();
  net.on('GET /api/preferences', reply(404, { statusCode: 404, code: 'PREFERENCES_NOT_SET', message: 'x' }));
  await openSettings();
  const region = section('Préférences alimentaires');
  await u.click(await within(region).findByRole('link', { name: 'Répondre au questionnaire' }));
  expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
});
