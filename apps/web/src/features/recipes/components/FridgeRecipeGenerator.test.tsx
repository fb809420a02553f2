import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKED_MESSAGES, RECIPE_MESSAGES } from '#contracts';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { aRecipe } from '../testing/recipe-fixtures';
import { renderWithKitchen } from '../testing/render-recipes';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import { FridgeRecipeGenerator } from './FridgeRecipeGenerator';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

// The API's answer for a recipe that is not a favourite.
const notFavorite = reply(200, []);
const fridgeEmptyError = `${RECIPE_MESSAGES.generationFailed}${RECIPE_MESSAGES.fridgeEmpty}`;
const omelette = aRecipe({ id: 'omelette-1', title: 'Omelette aux herbes', type: 'plat', ingredients: ['4 œufs', 'ciboulette', 'sel'] });
const frittata = aRecipe({ id: 'frittata-2', title: 'Frittata de légumes' });

const net = useFetchStub({
  routes: (stub) =>
    stub
      .on('POST /api/recipes/generate', reply(202, { jobId: 'job-1' }), reply(202, { jobId: 'job-2' }))
      .on('GET /api/recipes/jobs/job-1', reply(200, { jobId: 'job-1', status: 'active' }))
      .on('GET /api/recipes/jobs/job-2', reply(200, { jobId: 'job-2', status: 'active' }))
      .on(`GET /api/favorites?recipeId=${omelette.id}`, notFavorite)
      .on(`GET /api/favorites?recipeId=${frittata.id}`, notFavorite),
});
let onClose: jest.Mock;

beforeEach(() => {
  sessionStorage.clear();
  onClose = jest.fn();
});

async function generate(type = 'Dessert') {
  const user = userEvent.setup();
  renderWithKitchen(<FridgeRecipeGenerator onClose={onClose} />, '/dashboard/inventory');
  await user.click(screen.getByRole('radio', { name: type }));
  await user.click(screen.getByRole('button', { name: 'Générer' }));
  return user;
}

it('generates from the fridge: type, Générer, the card, then Régénérer and Fermer', async () => {
  const user = await generate('Plat');
  expect(net.callsTo('POST /api/recipes/generate')[0]!.body).toEqual({ dishType: 'plat', mode: 'fridge' });
  expect(screen.getByRole('status')).toHaveTextContent('Le chef prépare votre recette…');

  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));
  await emitServerEvent('recipe.ready', { jobId: 'job-1', recipe: omelette });
  const card = screen.getByRole('article', { name: omelette.title });
  expect(within(card).queryByText(/autre/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Régénérer' }));
  expect(net.callsTo('POST /api/recipes/generate')[1]!.body).toEqual({ dishType: 'plat', mode: 'fridge', regenerate: true, exclude: [omelette.id] });
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-2')).not.toHaveLength(0));
  await emitServerEvent('recipe.ready', { jobId: 'job-2', recipe: frittata });
  expect(screen.getByRole('article', { name: frittata.title })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Fermer' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it("shows 'Aucun ingrédient disponible dans le frigo' plainly when the API refuses an empty fridge (422)", async () => {
  net.on('POST /api/recipes/generate', reply(422, { statusCode: 422, code: 'FRIDGE_EMPTY', message: fridgeEmptyError }));
  const user = await generate();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Aucun ingrédient disponible dans le frigo');
  expect(alert).not.toHaveTextContent('Impossible de générer une recette');
  // Retrying cannot help until the fridge has something in it.
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fermer' }));
  expect(onClose).toHaveBeenCalled();
});

it('shows the same when the job fails for an empty fridge (recipe.failed)', async () => {
  await generate();
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));

  await emitServerEvent('recipe.failed', { jobId: 'job-1', error: fridgeEmptyError, final: true, fridgeEmpty: true });

  expect(screen.getByRole('alert')).toHaveTextContent(/^Aucun ingrédient disponible dans le frigo/);
  expect(screen.getByText('Ajoutez quelques articles à votre frigo, puis revenez générer une recette.')).toBeInTheDocument();
});

it('tells an empty fridge by the job\'s hint, not by its words: a model quoting them gets the usual error', async () => {
  await generate();
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));
  const quoted = `${RECIPE_MESSAGES.generationFailed}${RECIPE_MESSAGES.fridgeEmpty} pour ce plat, d'après le modèle`;

  await emitServerEvent('recipe.failed', { jobId: 'job-1', error: quoted });

  expect(screen.getByRole('alert')).toHaveTextContent(quoted);
  expect(screen.queryByText('Ajoutez quelques articles à votre frigo, puis revenez générer une recette.')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

it("offers 'Changer de type' and 'Réessayer' for another failure, and retries in fridge mode", async () => {
  const user = await generate();
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));
  await emitServerEvent('recipe.failed', { jobId: 'job-1', error: `${RECIPE_MESSAGES.generationFailed}${RECIPE_MESSAGES.invalidResponse}` });

  expect(screen.getByRole('alert')).toHaveTextContent('Impossible de générer une recette: Format de réponse invalide');
  // No basic of the cupboard would help: nothing to add.
  expect(screen.queryByRole('button', { name: /au placard/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(net.callsTo('POST /api/recipes/generate')[1]!.body).toEqual({ dishType: 'dessert', mode: 'fridge' });
});

it("offers no 'Réessayer' for a refusal asking again would repeat, only 'Changer de type' and 'Fermer'", async () => {
  const user = await generate();
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));
  const nothingSweet = `${RECIPE_MESSAGES.generationFailed}Aucune recette possible avec le contenu du frigo pour un dessert : rien de sucré dans le frigo.`;
  await emitServerEvent('recipe.failed', { jobId: 'job-1', error: nothingSweet, final: true });

  expect(screen.getByRole('alert')).toHaveTextContent('rien de sucré dans le frigo');
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /au placard/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Changer de type' }));
  expect(screen.getByRole('button', { name: 'Générer' })).toBeInTheDocument();
  expect(net.callsTo('POST /api/recipes/generate')).toHaveLength(1);
});

const lacksSugar = `${RECIPE_MESSAGES.generationFailed}Aucune recette possible avec le contenu du frigo pour ce type de plat. La plus proche, « Sablés maison », demande aussi : sucre et farine. Ajoutez-les au frigo, ou à « Mon placard » dans les paramètres si vous en avez toujours.`;
const crepes = aRecipe({ id: 'crepes-3', title: 'Crêpes', type: 'dessert', ingredients: ['250 g de farine', '50 g de sucre', '3 œufs', '50 cl de lait'] });

it('offers to add the basics a dessert lacks to « Mon placard » in one tap, then asks the chef again and says what it added', async () => {
  net
    .on('POST /api/pantry/basics', reply(200, { items: ['sel', 'poivre', 'eau', 'huile', 'sucre', 'farine'], isDefault: false, suggestions: ['beurre'] }))
    .on(`GET /api/favorites?recipeId=${crepes.id}`, notFavorite);
  const user = await generate();
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));
  await emitServerEvent('recipe.failed', { jobId: 'job-1', error: lacksSugar, pantryNeeds: ['sucre', 'farine'], final: true });
  expect(screen.getByRole('alert')).toHaveTextContent('demande aussi : sucre et farine');
  // The same request would get the same refusal: the way out is the cupboard, not « Réessayer ».
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ajouter sucre et farine au placard et réessayer' }));
  // The two basics, added by the API after the household's own list; then the same request again.
  await waitFor(() => expect(net.callsTo('POST /api/recipes/generate')).toHaveLength(2));
  expect(net.callsTo('POST /api/pantry/basics')[0]!.body).toEqual({ basics: ['sucre', 'farine'] });
  expect(net.callsTo('PUT /api/pantry')).toHaveLength(0);
  expect(net.callsTo('POST /api/recipes/generate')[1]!.body).toEqual({ dishType: 'dessert', mode: 'fridge' });
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-2')).not.toHaveLength(0));
  await emitServerEvent('recipe.ready', { jobId: 'job-2', recipe: crepes });
  expect(screen.getByRole('article', { name: 'Crêpes' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('« Mon placard » contient désormais sucre et farine');

  // Another recipe is another story: the note goes.
  await user.click(screen.getByRole('button', { name: 'Régénérer' }));
  expect(screen.queryByText(/contient désormais/)).not.toBeInTheDocument();
});

it('beside the cheese course served in place of a dessert, offers the basics that make a sweet one, then asks again', async () => {
  const cheese = aRecipe({ id: 'yaourts-4', title: 'Yaourts nature', type: 'dessert', ingredients: ['4 yaourts nature'], pantryNeeds: ['sucre'] });
  net
    .on('POST /api/pantry/basics', reply(200, { items: ['sel', 'poivre', 'eau', 'huile', 'sucre'], isDefault: false, suggestions: [] }))
    .on(`GET /api/favorites?recipeId=${cheese.id}`, notFavorite)
    .on(`GET /api/favorites?recipeId=${crepes.id}`, notFavorite);
  const user = await generate();
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));
  await emitServerEvent('recipe.ready', { jobId: 'job-1', recipe: cheese });
  expect(screen.getByRole('article', { name: 'Yaourts nature' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ajouter sucre au placard et réessayer' }));
  await waitFor(() => expect(net.callsTo('POST /api/recipes/generate')).toHaveLength(2));
  expect(net.callsTo('POST /api/pantry/basics')[0]!.body).toEqual({ basics: ['sucre'] });
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-2')).not.toHaveLength(0));
  await emitServerEvent('recipe.ready', { jobId: 'job-2', recipe: crepes });
  expect(screen.getByRole('article', { name: 'Crêpes' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('« Mon placard » contient désormais sucre');
  // A sweet dessert needs nothing more.
  expect(screen.queryByRole('button', { name: /au placard/ })).not.toBeInTheDocument();
});

it('reads the basics from the job when the event was missed, and says so in French when the cupboard cannot be saved', async () => {
  net
    .on('GET /api/recipes/jobs/job-1', reply(200, { jobId: 'job-1', status: 'failed', error: lacksSugar, pantryNeeds: ['sucre'], final: true }))
    .on('POST /api/pantry/basics', reply(500, { statusCode: 500, message: 'Erreur interne' }));
  const user = await generate();
  await user.click(await screen.findByRole('button', { name: 'Ajouter sucre au placard et réessayer' }));
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(await screen.findByText("Impossible d'enregistrer le placard")).toBeInTheDocument();
  // Nothing was asked of the chef again.
  expect(net.callsTo('POST /api/pantry/basics')[0]!.body).toEqual({ basics: ['sucre'] });
  expect(net.callsTo('POST /api/recipes/generate')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Ajouter sucre au placard et réessayer' })).toBeEnabled();
});

it("the fridge recipe's full view offers « J'ai cuisiné cette recette », which updates the fridge and offers « Annuler » there", async () => {
  const undo = { updated: [{ itemId: 'oeufs-1', quantity: 6 }], exitIds: [] };
  net
    .on('POST /api/inventory-items/cooked/preview', reply(200, {
      items: [{ itemId: 'oeufs-1', name: 'Œufs', before: { quantity: 6, unit: 'unité' }, after: { quantity: 2, unit: 'unité' }, line: '4 œufs' }],
      notFromFridge: ['ciboulette', 'sel'],
    }))
    .on('POST /api/inventory-items/cooked', reply(201, { items: [], exits: [], undo }))
    .on('POST /api/inventory-items/cooked/undo', reply(201, { items: [] }));
  const user = await generate('Plat');
  await waitFor(() => expect(net.callsTo('GET /api/recipes/jobs/job-1')).not.toHaveLength(0));
  await emitServerEvent('recipe.ready', { jobId: 'job-1', recipe: omelette });
  await user.click(screen.getByRole('button', { name: /Voir la recette complète/ }));
  const details = await screen.findByRole('dialog', { name: omelette.title });
  await user.click(within(details).getByRole('button', { name: COOKED_MESSAGES.cookedButton }));
  const update = await screen.findByRole('dialog', { name: COOKED_MESSAGES.dialogTitle });
  expect(net.callsTo('POST /api/inventory-items/cooked/preview')[0]!.body).toEqual({ ingredients: omelette.ingredients, servings: omelette.servings });
  await user.click(within(update).getByRole('button', { name: COOKED_MESSAGES.confirm }));
  // Back on the recipe, still open, with the notice and its « Annuler » inside it.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: COOKED_MESSAGES.dialogTitle })).not.toBeInTheDocument());
  const open = screen.getByRole('dialog', { name: omelette.title });
  expect(within(open).getByText(COOKED_MESSAGES.updated)).toBeInTheDocument();
  await user.click(within(open).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(net.callsTo('POST /api/inventory-items/cooked/undo')[0]?.body).toEqual(undo));
});
