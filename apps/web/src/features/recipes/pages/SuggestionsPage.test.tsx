import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECIPE_MESSAGES, type Recipe } from '#contracts';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { aRecipe } from '../testing/recipe-fixtures';
import { renderWithKitchen } from '../testing/render-recipes';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import SuggestionsPage from './SuggestionsPage';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

// The API's answer for a recipe that is not a favourite.
const notFavorite = reply(200, []);
const active = (jobId: string) => reply(200, { jobId, status: 'active' });
const plat = aRecipe();
const other = aRecipe({ id: 'blanquette-xyz789', title: 'Blanquette de veau', imageUrl: '/images/recipes/plat-1.svg' });

const net = useFetchStub({
  routes: (stub) =>
    stub
      .on('POST /api/recipes/generate', reply(202, { jobId: 'job-1' }))
      .on('GET /api/recipes/jobs/job-1', active('job-1'))
      .on(`GET /api/favorites?recipeId=${plat.id}`, notFavorite),
});

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

const fakeTimersOn = () => Object.prototype.hasOwnProperty.call(setTimeout, 'clock');
const setupUser = () => userEvent.setup({ advanceTimers: (ms) => (fakeTimersOn() ? jest.advanceTimersByTime(ms) : undefined) });

async function generatePlat(user = setupUser()) {
  renderWithKitchen(<SuggestionsPage />);
  await user.click(screen.getByRole('radio', { name: 'Plat' }));
  await user.click(screen.getByRole('button', { name: 'Générer une recette' }));
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));
  return user;
}

async function showRecipe(recipe: Recipe = plat) {
  const user = await generatePlat();
  await emitServerEvent('recipe.ready', { jobId: 'job-1', recipe });
  await screen.findByRole('heading', { level: 2, name: recipe.title });
  return user;
}

const card = (title = plat.title) => screen.getByRole('article', { name: title });

describe('generating a suggestion', () => {
  it('asks for the chosen type, shows the spinner, then the card once recipe.ready arrives for its job', async () => {
    await generatePlat();

    expect(net.callsTo('POST /api/recipes/generate')[0]!.body).toEqual({ dishType: 'plat', mode: 'preferences' });
    expect(screen.getByRole('status')).toHaveTextContent('Le chef prépare votre recette…');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await emitServerEvent('recipe.ready', { jobId: 'job-1', recipe: plat });

    const shown = card();
    expect(screen.queryByText('Le chef prépare votre recette…')).not.toBeInTheDocument();
    expect(within(shown).getByText('Plat')).toBeInTheDocument();
    expect(within(shown).getByText(plat.description)).toBeInTheDocument();
    expect(within(shown).getByText('45 min')).toBeInTheDocument();
    expect(within(shown).getByText('4 personnes')).toBeInTheDocument();
    expect(within(shown).getByText('Facile')).toBeInTheDocument();
    // The first 3 ingredients, then the count of the other 2.
    for (const line of plat.ingredients.slice(0, 3)) expect(within(shown).getByText(line)).toBeInTheDocument();
    expect(within(shown).queryByText('80 g de comté râpé')).not.toBeInTheDocument();
    expect(within(shown).getByText('+ 2 autres ingrédients')).toBeInTheDocument();
    expect(shown.querySelector('img')).toHaveAttribute('src', plat.imageUrl);
    expect(within(shown).getByRole('button', { name: 'Voir la recette complète' })).toBeInTheDocument();
    // The keyboard lands on the new recipe.
    expect(screen.getByRole('heading', { level: 2, name: plat.title })).toHaveFocus();
  });

  it('ignores the events of another job (another tab of the same user)', async () => {
    await generatePlat();

    await emitServerEvent('recipe.ready', { jobId: 'job-other', recipe: other });
    await emitServerEvent('recipe.failed', { jobId: 'job-other', error: 'Impossible de générer une recette: autre' });

    expect(screen.getByRole('status')).toHaveTextContent('Le chef prépare votre recette…');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await emitServerEvent('recipe.ready', { jobId: 'job-1', recipe: plat });
    expect(card()).toBeInTheDocument();
  });

  it('finishes by polling the job every 1.5 s when no event comes', async () => {
    jest.useFakeTimers();
    net.on(
      'GET /api/recipes/jobs/job-1',
      reply(200, { jobId: 'job-1', status: 'queued' }),
      reply(200, { jobId: 'job-1', status: 'completed', recipe: plat }),
    );
    await generatePlat();
    // Polled once right after the 202, in case the event came first.
    expect(net.callsTo('GET /api/recipes/jobs/job-1')).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(1_400));
    expect(net.callsTo('GET /api/recipes/jobs/job-1')).toHaveLength(1);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(net.callsTo('GET /api/recipes/jobs/job-1')).toHaveLength(2);
    expect(card()).toBeInTheDocument();

    // Done: no more polling.
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(net.callsTo('GET /api/recipes/jobs/job-1')).toHaveLength(2);
  });

  it("shows a failure with 'Changer de type' and 'Réessayer'; retrying asks again", async () => {
    const user = await generatePlat();
    const error = `${RECIPE_MESSAGES.generationFailed}${RECIPE_MESSAGES.invalidResponse}`;

    await emitServerEvent('recipe.failed', { jobId: 'job-1', error });

    expect(screen.getByRole('alert')).toHaveTextContent(error);
    expect(screen.getByRole('button', { name: 'Changer de type' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(net.callsTo('POST /api/recipes/generate')).toHaveLength(2);
    expect(net.callsTo('POST /api/recipes/generate')[1]!.body).toEqual({ dishType: 'plat', mode: 'preferences' });
    expect(screen.getByRole('status')).toHaveTextContent('Le chef prépare votre recette…');
  });

  it("goes back to the type choice from the error screen with 'Changer de type'", async () => {
    const user = await generatePlat();
    await emitServerEvent('recipe.failed', { jobId: 'job-1', error: 'Impossible de générer une recette: Préférences non définies' });

    await user.click(screen.getByRole('button', { name: 'Changer de type' }));

    expect(screen.getByRole('radio', { name: 'Plat' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Que voulez-vous cuisiner ?' })).toHaveFocus();
  });

  it('shows the daily limit refusal (429) on the error screen', async () => {
    net.on('POST /api/recipes/generate', reply(429, { statusCode: 429, code: 'DAILY_LIMIT', message: RECIPE_MESSAGES.dailyRecipeLimit }));
    renderWithKitchen(<SuggestionsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Générer une recette' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(RECIPE_MESSAGES.dailyRecipeLimit);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('regenerates with regenerate: true and the recipes shown so far excluded, then checks the new one', async () => {
    net
      .on('POST /api/recipes/generate', reply(202, { jobId: 'job-1' }), reply(202, { jobId: 'job-2' }), reply(202, { jobId: 'job-3' }))
      .on('GET /api/recipes/jobs/job-2', active('job-2'))
      .on('GET /api/recipes/jobs/job-3', active('job-3'))
      .on(`GET /api/favorites?recipeId=${other.id}`, notFavorite);
    const user = await showRecipe();

    await user.click(screen.getByRole('button', { name: 'Régénérer' }));
    expect(net.callsTo('POST /api/recipes/generate')[1]!.body).toEqual({ dishType: 'plat', mode: 'preferences', regenerate: true, exclude: [plat.id] });
    expect(screen.getByRole('status')).toHaveTextContent('Le chef prépare votre recette…');

    await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-2')).not.toHaveLength(0));
    await emitServerEvent('recipe.ready', { jobId: 'job-2', recipe: other });
    expect(card(other.title)).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo(`GET /api/favorites?recipeId=${other.id}`)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Régénérer' }));
    expect(net.callsTo('POST /api/recipes/generate')[2]!.body).toMatchObject({ regenerate: true, exclude: [plat.id, other.id] });
  });
});

describe('the full recipe', () => {
  it('opens in a modal with every ingredient and the numbered steps', async () => {
    const user = await showRecipe();

    await user.click(screen.getByRole('button', { name: 'Voir la recette complète' }));

    const dialog = screen.getByRole('dialog', { name: plat.title });
    const ingredients = within(within(dialog).getByRole('region', { name: 'Ingrédients' })).getAllByRole('listitem');
    expect(ingredients.map((li) => li.textContent)).toEqual(plat.ingredients);
    const steps = within(within(dialog).getByRole('region', { name: 'Préparation' })).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(plat.instructions);
    expect(within(dialog).getByRole('button', { name: 'Ajouter à la liste de courses' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ajouter au planning' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Garder dans mes recettes" keeps the suggestion in the book and links to it', async () => {
    net.on('POST /api/recipes/keep', reply(201, { id: 'b0000000-0000-4000-8000-000000000001', title: plat.title }));
    const user = await showRecipe();
    await user.click(screen.getByRole('button', { name: 'Voir la recette complète' }));
    const dialog = screen.getByRole('dialog', { name: plat.title });
    await user.click(within(dialog).getByRole('button', { name: 'Garder dans mes recettes' }));
    expect(await within(dialog).findByText(/Gardée dans vos recettes/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir' })).toHaveAttribute('href', '/dashboard/recipes/b0000000-0000-4000-8000-000000000001');
    expect(net.callsTo('POST /api/recipes/keep')[0]?.body).toMatchObject({ originId: plat.id, title: plat.title, ingredients: plat.ingredients, steps: plat.instructions });
  });

  it("gives the focus back to 'Voir la recette complète' on closing, Escape included", async () => {
    const user = await showRecipe();
    const opener = screen.getByRole('button', { name: 'Voir la recette complète' });

    await user.click(opener);
    expect(screen.getByRole('dialog', { name: plat.title })).toHaveAccessibleDescription(plat.description);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('favourite toggle', () => {
  const favorite = () => screen.getByRole('button', { name: 'Favori' });

  it('starts pressed when the API knows the recipe as a favourite, and deletes it on click', async () => {
    net.on(`GET /api/favorites?recipeId=${plat.id}`, reply(200, [{ id: 'f1', recipeId: plat.id }])).on(`DELETE /api/favorites/by-recipe/${plat.id}`, reply(204));
    const user = await showRecipe();

    await waitFor(() => expect(favorite()).toHaveAttribute('aria-pressed', 'true'));
    await user.click(favorite());

    expect(favorite()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(net.callsTo(`DELETE /api/favorites/by-recipe/${plat.id}`)).toHaveLength(1));
    expect(net.callsTo('POST /api/favorites')).toHaveLength(0);
  });

  it('starts unpressed on a 404 and inserts the whole recipe on click', async () => {
    net.on('POST /api/favorites', reply(201, { id: 'f1', recipeId: plat.id }));
    const user = await showRecipe();

    await waitFor(() => expect(favorite()).toBeEnabled());
    expect(favorite()).toHaveAttribute('aria-pressed', 'false');
    await user.click(favorite());

    expect(favorite()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(net.callsTo('POST /api/favorites')).toHaveLength(1));
    expect(net.callsTo('POST /api/favorites')[0]!.body).toEqual({
      recipeId: plat.id,
      recipeTitle: plat.title,
      recipeImage: plat.imageUrl,
      description: plat.description,
      preparationTime: plat.preparationTime,
      servings: plat.servings,
      difficulty: plat.difficulty,
      type: plat.type,
      ingredients: plat.ingredients,
      instructions: plat.instructions,
    });
  });

  it("goes back and says 'Impossible de gérer les favoris' when the call fails", async () => {
    net.on('POST /api/favorites', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue' }));
    const user = await showRecipe();
    await waitFor(() => expect(favorite()).toBeEnabled());

    await user.click(favorite());

    expect(await screen.findByText('Impossible de gérer les favoris')).toBeInTheDocument();
    expect(favorite()).toHaveAttribute('aria-pressed', 'false');
  });

  it("follows the user's other tabs (favorites.changed)", async () => {
    await showRecipe();
    await waitFor(() => expect(favorite()).toBeEnabled());

    await emitServerEvent('favorites.changed', { action: 'created', recipeId: plat.id });
    await waitFor(() => expect(favorite()).toHaveAttribute('aria-pressed', 'true'));
    await emitServerEvent('favorites.changed', { action: 'deleted', recipeId: 'some-other-recipe' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(favorite()).toHaveAttribute('aria-pressed', 'true');
    await emitServerEvent('favorites.changed', { action: 'deleted', recipeId: plat.id });
    await waitFor(() => expect(favorite()).toHaveAttribute('aria-pressed', 'false'));
  });
});

describe('add to shopping list', () => {
  it("sends the recipe's ingredients and confirms for 2 s", async () => {
    jest.useFakeTimers();
    net.on('POST /api/shopping-items/from-recipe', reply(201, []));
    const user = await showRecipe();

    await user.click(screen.getByRole('button', { name: 'Ajouter à la liste de courses' }));

    expect(await screen.findByText('Ajouté à la liste de courses !')).toBeInTheDocument();
    expect(net.callsTo('POST /api/shopping-items/from-recipe')[0]!.body).toEqual({
      recipeId: plat.id,
      recipeTitle: plat.title,
      ingredients: plat.ingredients,
    });
    await act(() => jest.advanceTimersByTimeAsync(1_800));
    expect(screen.getByText('Ajouté à la liste de courses !')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.queryByText('Ajouté à la liste de courses !')).not.toBeInTheDocument();
  });

  it('says when the items are already on the list (409)', async () => {
    net.on('POST /api/shopping-items/from-recipe', reply(409, { statusCode: 409, code: 'ALREADY_LISTED', message: 'Ces articles sont déjà dans votre liste de courses' }));
    const user = await showRecipe();

    await user.click(screen.getByRole('button', { name: 'Ajouter à la liste de courses' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ces articles sont déjà dans votre liste de courses');
    expect(screen.queryByText('Ajouté à la liste de courses !')).not.toBeInTheDocument();
  });

  it("shows 'Impossible d'ajouter à la liste de courses' for another failure, from the full recipe too", async () => {
    net.on('POST /api/shopping-items/from-recipe', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue' }));
    const user = await showRecipe();
    await user.click(screen.getByRole('button', { name: 'Voir la recette complète' }));
    const dialog = screen.getByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste de courses' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Impossible d'ajouter à la liste de courses");
  });
});

describe('add to planning', () => {
  const expectedState = {
    planRecipe: {
      recipeId: plat.id,
      recipeTitle: plat.title,
      type: 'plat',
      servings: 4,
      ingredients: plat.ingredients,
      instructions: plat.instructions,
    },
  };

  it('goes to the planning page with the recipe in the router state', async () => {
    const user = await showRecipe();

    await user.click(screen.getByRole('button', { name: 'Ajouter au planning' }));

    expect(screen.getByRole('heading', { name: 'Destination /dashboard/planning' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('router-state').textContent!)).toEqual(expectedState);
  });

  it('does the same from the full recipe', async () => {
    const user = await showRecipe();
    await user.click(screen.getByRole('button', { name: 'Voir la recette complète' }));

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ajouter au planning' }));

    expect(JSON.parse(screen.getByTestId('router-state').textContent!)).toEqual(expectedState);
  });
});

describe('side buttons', () => {
  it("offers 'Changer de type', the heart, shopping, planning and 'Régénérer'; 'Changer de type' returns to the choice", async () => {
    const user = await showRecipe();
    const bar = screen.getByRole('group', { name: 'Actions sur la recette' });
    expect(within(bar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Changer de type',
      'Favori',
      'Ajouter à la liste de courses',
      'Ajouter au planning',
      'Régénérer',
    ]);

    await user.click(within(bar).getByRole('button', { name: 'Changer de type' }));
    expect(screen.getByRole('radiogroup', { name: 'Type de plat' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('from the dashboard: a recipe with an item to use first', () => {
  it('cooks from the fridge with that item, at once, and says so', async () => {
    renderWithKitchen(<SuggestionsPage />, '/dashboard/feed?mode=frigo&ingredient=Yaourt%20nature');
    expect(screen.getByText('Une recette avec « Yaourt nature », à partir de votre frigo.')).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('POST /api/recipes/generate')).toHaveLength(1));
    expect(net.callsTo('POST /api/recipes/generate')[0]!.body).toEqual({ dishType: 'plat', mode: 'fridge', useFirst: 'Yaourt nature' });
    await emitServerEvent('recipe.ready', { jobId: 'job-1', recipe: plat });
    expect(await screen.findByRole('heading', { level: 2, name: plat.title })).toBeInTheDocument();
  });

  it('offers the basics the fridge lacks in one tap, as the fridge page does, then asks again and says what it added', async () => {
    const crepes = aRecipe({ id: 'crepes-salees-1', title: 'Crêpes au jambon' });
    net
      .on('POST /api/recipes/generate', reply(202, { jobId: 'job-1' }), reply(202, { jobId: 'job-2' }))
      .on('GET /api/recipes/jobs/job-2', active('job-2'))
      .on('POST /api/pantry/basics', reply(200, { items: ['sel', 'poivre', 'eau', 'huile', 'farine'], isDefault: false, suggestions: [] }))
      .on(`GET /api/favorites?recipeId=${crepes.id}`, notFavorite);
    const user = setupUser();
    renderWithKitchen(<SuggestionsPage />, '/dashboard/feed?mode=frigo&ingredient=Jambon%20blanc');
    await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));
    const lacksFlour = `${RECIPE_MESSAGES.generationFailed}Aucune recette possible avec le contenu du frigo pour ce type de plat. La plus proche, « Crêpes au jambon », demande aussi : farine.`;
    await emitServerEvent('recipe.failed', { jobId: 'job-1', error: lacksFlour, pantryNeeds: ['farine'], final: true });
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Ajouter farine au placard et réessayer' }));
    await waitFor(() => expect(net.callsTo('POST /api/recipes/generate')).toHaveLength(2));
    expect(net.callsTo('POST /api/pantry/basics')[0]!.body).toEqual({ basics: ['farine'] });
    expect(net.callsTo('POST /api/recipes/generate')[1]!.body).toEqual({ dishType: 'plat', mode: 'fridge', useFirst: 'Jambon blanc' });
    await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-2')).not.toHaveLength(0));
    await emitServerEvent('recipe.ready', { jobId: 'job-2', recipe: crepes });
    expect(await screen.findByRole('heading', { level: 2, name: crepes.title })).toBeInTheDocument();
    expect(screen.getByText('« Mon placard » contient désormais farine')).toBeInTheDocument();
  });

  it("for a refusal asking again would repeat, offers the fridge instead of 'Réessayer'", async () => {
    renderWithKitchen(<SuggestionsPage />, '/dashboard/feed?mode=frigo&ingredient=Yaourt%20nature');
    await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));
    const nothingForAPlat = `${RECIPE_MESSAGES.generationFailed}Aucune recette possible avec le contenu du frigo pour ce type de plat : il faudrait par exemple des œufs.`;
    await emitServerEvent('recipe.failed', { jobId: 'job-1', error: nothingForAPlat, final: true });

    expect(await screen.findByRole('alert')).toHaveTextContent('il faudrait par exemple des œufs');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir le frigo' })).toHaveAttribute('href', '/dashboard/inventory');
  });
});
