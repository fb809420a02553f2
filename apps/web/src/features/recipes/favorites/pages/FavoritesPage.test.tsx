import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KITCHEN_MESSAGES, type FavoriteRecipe } from '#contracts';
import { reply } from '../../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../../shared/http/testing/use-fetch-stub';
import { renderDashboardPage } from '../../../../shared/testing/render-dashboard-page';
import { emitServerEvent, listenerCount } from '../../../../shared/socket/testing/socket-mock';
import { SHOPPING_ADDED_TEXT, SHOPPING_CONFIRMATION_MS as SHOPPING_NOTICE_MS } from '../../hooks/use-add-to-shopping';
import FavoritesPage from './FavoritesPage';
import { asWritten } from '../../../../shared/testing/as-written';

jest.mock('../../../../shared/socket', () => jest.requireActual('../../../../shared/socket/testing/socket-mock').socketModule);

const favorite = (overrides: Partial<FavoriteRecipe> & Pick<FavoriteRecipe, 'id' | 'recipeId' | 'recipeTitle'>): FavoriteRecipe => ({
  recipeImage: null,
  description: null,
  preparationTime: null,
  servings: null,
  difficulty: null,
  type: null,
  ingredients: [],
  instructions: [],
  createdAt: '2025-11-20T10:00:00.000Z',
  ...overrides,
});

const gratin = favorite({
  id: 'f0000000-0000-4000-8000-000000000001',
  recipeId: 'recipe-gratin',
  recipeTitle: 'Gratin dauphinois',
  recipeImage: '/images/plat-1.jpg',
  description: 'Le classique crémeux du dimanche.',
  preparationTime: 45,
  servings: 4,
  difficulty: 'facile',
  type: 'plat',
  ingredients: ['1 kg de pommes de terre', '50 cl de crème', '1 gousse d’ail'],
  instructions: ['1. Préchauffer le four à 180 °C.', 'Éplucher et trancher les pommes de terre.', 'Cuire 1 h.'],
});
const mousse = favorite({
  id: 'f0000000-0000-4000-8000-000000000002',
  recipeId: 'recipe-mousse',
  recipeTitle: 'Mousse au chocolat',
  preparationTime: 20,
  servings: 1,
  difficulty: 'moyen',
  type: 'dessert',
  ingredients: ['200 g de chocolat noir', '6 œufs'],
  instructions: ['Fondre le chocolat.', 'Monter les blancs.'],
});
const limonade = favorite({
  id: 'f0000000-0000-4000-8000-000000000003',
  recipeId: 'recipe-limonade',
  recipeTitle: 'Limonade maison',
  type: 'boisson',
  ingredients: ['4 citrons', '1 l d’eau pétillante'],
  instructions: ['Presser les citrons.'],
});

let server: FavoriteRecipe[];
const net = useFetchStub({ routes: (stub) => stub.on('GET /api/favorites', () => reply(200, server)) });

beforeEach(() => {
  server = [gratin, mousse, limonade];
});
afterEach(() => {
  jest.useRealTimers();
});

const user = () => userEvent.setup();
const card = (title: string) => screen.getByRole('article', { name: title });
const cardTitles = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

async function openFavorites() {
  renderDashboardPage(<FavoritesPage />, '/dashboard/favorites');
  await screen.findByRole('heading', { level: 1, name: 'Favoris' });
  if (server.length) await screen.findByRole('article', { name: server[0]!.recipeTitle });
}

async function openRecipe(u: ReturnType<typeof user>, title: string) {
  await u.click(screen.getByRole('button', { name: title }));
  return screen.getByRole('dialog', { name: title });
}

describe('the grid', () => {
  it('shows each favourite with its picture or a placeholder, type, time, servings and difficulty', async () => {
    await openFavorites();
    expect(document.title).toBe('Favoris · Mijote');
    expect(cardTitles()).toEqual(['Gratin dauphinois', 'Mousse au chocolat', 'Limonade maison']);
    expect(screen.getByText('3 recettes favorites')).toBeInTheDocument();

    const gratinCard = card('Gratin dauphinois');
    expect(gratinCard.querySelector('img')).toHaveAttribute('src', '/images/plat-1.jpg');
    expect(gratinCard).toHaveTextContent('Plat');
    expect(gratinCard).toHaveTextContent('45 min');
    expect(gratinCard).toHaveTextContent('4 personnes');
    expect(gratinCard).toHaveTextContent('Facile');
    expect(gratinCard).toHaveTextContent('Le classique crémeux du dimanche.');

    const mousseCard = card('Mousse au chocolat');
    // No picture of its own: the dessert illustration every recipe screen uses.
    expect(mousseCard.querySelector('img')).toHaveAttribute('src', '/images/recipes/dessert-1.svg');
    expect(mousseCard).toHaveTextContent('Dessert');
    expect(mousseCard).toHaveTextContent('1 personne');
    expect(mousseCard).toHaveTextContent('Moyen');
    // Unknown fields are left out rather than shown empty.
    expect(card('Limonade maison')).not.toHaveTextContent(/min|personne/);
  });

  it("falls back to the type's illustration when the picture fails to load", async () => {
    await openFavorites();
    const img = card('Gratin dauphinois').querySelector('img')!;
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(card('Gratin dauphinois').querySelector('img')).toHaveAttribute('src', '/images/recipes/plat-1.svg');
  });

  it('searches titles and ingredients, without minding case or accents', async () => {
    const u = user();
    await openFavorites();
    const search = screen.getByRole('searchbox', { name: 'Rechercher une recette' });

    await u.type(search, 'MOUSSE');
    expect(cardTitles()).toEqual(['Mousse au chocolat']);

    await u.clear(search);
    await u.type(search, 'citron'); // an ingredient of the lemonade only
    expect(cardTitles()).toEqual(['Limonade maison']);

    await u.clear(search);
    await u.type(search, 'creme'); // 'crème' in the gratin's ingredients
    expect(cardTitles()).toEqual(['Gratin dauphinois']);
    expect(screen.getByText('1 recette trouvée')).toBeInTheDocument();

    await u.clear(search);
    await u.type(search, 'sushi');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Aucune recette ne correspond à « sushi »' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it("shows 'Aucune recette favorite' with the hint when there are none", async () => {
    server = [];
    await openFavorites();
    expect(await screen.findByRole('heading', { name: 'Aucune recette favorite' })).toBeInTheDocument();
    // Every place a recipe can be kept from is named, with its way there.
    expect(screen.getByText(/^Touchez le cœur d'une recette pour la garder ici/)).toHaveTextContent(
      "Touchez le cœur d'une recette pour la garder ici : dans les suggestions, dans Mes recettes, ou au frigo avec Générer une recette.",
    );
    expect(screen.getByRole('link', { name: 'Voir les suggestions' })).toHaveAttribute('href', '/dashboard/feed');
    expect(screen.getByRole('link', { name: 'Mes recettes' })).toHaveAttribute('href', '/dashboard/recipes');
    expect(screen.getByRole('link', { name: 'Générer une recette' })).toHaveAttribute('href', '/dashboard/inventory');
  });

  it('shows a skeleton first, then the grid', async () => {
    renderDashboardPage(<FavoritesPage />, '/dashboard/favorites');
    expect(screen.getByText('Chargement des favoris…')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Gratin dauphinois' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement des favoris…')).not.toBeInTheDocument();
  });

  it("says 'Erreur lors du chargement des favoris' when they cannot load, and tries again", async () => {
    net.on('GET /api/favorites', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }), reply(200, [mousse]));
    renderDashboardPage(<FavoritesPage />, '/dashboard/favorites');
    const message = await screen.findByText('Erreur lors du chargement des favoris');
    expect(message.closest('[role="alert"]')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Mousse au chocolat' })).toBeInTheDocument();
  });

  it('refetches when a favourite is added or removed elsewhere', async () => {
    await openFavorites();
    expect(listenerCount('favorites.changed')).toBeGreaterThan(0);
    const before = net.callsTo('GET /api/favorites').length;
    server = [mousse, limonade];
    await emitServerEvent('favorites.changed', { action: 'deleted', recipeId: gratin.recipeId });
    await waitFor(() => expect(cardTitles()).toEqual(['Mousse au chocolat', 'Limonade maison']));
    expect(net.callsTo('GET /api/favorites').length).toBe(before + 1);
  });
});

describe('the recipe dialog', () => {
  it('lists every ingredient and numbers the steps in an ordered list', async () => {
    const u = user();
    await openFavorites();
    const dialog = await openRecipe(u, 'Gratin dauphinois');

    expect(within(dialog).getByRole('heading', { name: 'Gratin dauphinois' })).toBeInTheDocument();
    const ingredients = within(dialog).getByRole('region', { name: 'Ingrédients' });
    expect(within(ingredients).getAllByRole('listitem').map((li) => li.textContent)).toEqual(gratin.ingredients);

    const steps = within(dialog).getByRole('region', { name: 'Préparation' });
    const list = within(steps).getByRole('list');
    expect(list.tagName).toBe('OL');
    // The step's own '1.' is dropped: the list numbers it.
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Préchauffer le four à 180 °C.',
      'Éplucher et trancher les pommes de terre.',
      'Cuire 1 h.',
    ]);

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gratin dauphinois' })).toHaveFocus());
  });

  it('adds the ingredients to the shopping list, confirms for 2 s, then shows the 409 message', async () => {
    const u = user();
    await openFavorites();
    net.on(
      'POST /api/shopping-items/from-recipe',
      reply(201, []),
      reply(409, { statusCode: 409, code: 'SHOPPING_DUPLICATE', message: KITCHEN_MESSAGES.shoppingDuplicate }),
    );
    const dialog = await openRecipe(u, 'Mousse au chocolat');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], advanceTimers: true });

    await u.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste de courses' }));
    const calls = net.callsTo('POST /api/shopping-items/from-recipe');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ recipeId: 'recipe-mousse', recipeTitle: 'Mousse au chocolat', ingredients: ['200 g de chocolat noir', '6 œufs'] });
    const status = within(dialog).getByRole('status');
    // jest-dom's toHaveTextContent reads U+00A0 as a space; the notice is exactly this text.
    await waitFor(() => expect(status.textContent).toBe(SHOPPING_ADDED_TEXT));

    // Fake time also follows the real clock here (advanceTimers): a margin for a busy machine.
    await act(() => jest.advanceTimersByTimeAsync(SHOPPING_NOTICE_MS - 1000));
    expect(status.textContent).toBe(SHOPPING_ADDED_TEXT);
    await act(() => jest.advanceTimersByTimeAsync(1200));
    expect(status).toBeEmptyDOMElement();
    expect(SHOPPING_NOTICE_MS).toBe(2000);

    await u.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste de courses' }));
    expect(await within(dialog).findByText('Ces articles sont déjà dans votre liste de courses')).toBeInTheDocument();
    expect(within(dialog).getByText('Ces articles sont déjà dans votre liste de courses').closest('[role="alert"]')).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
  });

  it("says the API's own French when the list is full", async () => {
    const u = user();
    await openFavorites();
    net.on('POST /api/shopping-items/from-recipe', reply(409, { statusCode: 409, code: 'SHOPPING_LIST_FULL', message: KITCHEN_MESSAGES.shoppingListFull }));
    const dialog = await openRecipe(u, 'Mousse au chocolat');
    await u.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste de courses' }));
    expect(await within(dialog).findByText(KITCHEN_MESSAGES.shoppingListFull, asWritten)).toBeInTheDocument();
  });

  it('goes to the planning with the recipe in the router state', async () => {
    const u = user();
    await openFavorites();
    const dialog = await openRecipe(u, 'Gratin dauphinois');
    await u.click(within(dialog).getByRole('button', { name: 'Ajouter au planning' }));

    expect(await screen.findByRole('heading', { name: 'Destination /dashboard/planning' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('router-state').textContent!)).toEqual({
      planRecipe: {
        recipeId: 'recipe-gratin',
        recipeTitle: 'Gratin dauphinois',
        type: 'plat',
        servings: 4,
        ingredients: gratin.ingredients,
        instructions: gratin.instructions,
      },
    });
  });

  it('removes from the favourites after confirmation', async () => {
    const u = user();
    await openFavorites();
    net.on(`DELETE /api/favorites/${gratin.id}`, () => {
      server = server.filter((f) => f.id !== gratin.id);
      return reply(204);
    });
    let dialog = await openRecipe(u, 'Gratin dauphinois');
    await u.click(within(dialog).getByRole('button', { name: 'Retirer des favoris' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Retirer des favoris ?' });
    expect(confirm).toHaveTextContent('« Gratin dauphinois » ne sera plus dans vos favoris.');

    // Cancelling changes nothing.
    await u.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(net.callsTo(`DELETE /api/favorites/${gratin.id}`)).toHaveLength(0);
    dialog = screen.getByRole('dialog', { name: 'Gratin dauphinois' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Retirer des favoris' })).toHaveFocus());

    await u.click(within(dialog).getByRole('button', { name: 'Retirer des favoris' }));
    confirm = screen.getByRole('alertdialog', { name: 'Retirer des favoris ?' });
    await u.click(within(confirm).getByRole('button', { name: 'Retirer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(net.callsTo(`DELETE /api/favorites/${gratin.id}`)).toHaveLength(1);
    expect(cardTitles()).toEqual(['Mousse au chocolat', 'Limonade maison']);
    expect(screen.getByText('« Gratin dauphinois » a été retirée de vos favoris')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Favoris' })).toHaveFocus());
  });

  it("says 'Erreur lors de la suppression de la recette' when removing fails", async () => {
    const u = user();
    await openFavorites();
    net.on(`DELETE /api/favorites/${mousse.id}`, reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
    const dialog = await openRecipe(u, 'Mousse au chocolat');
    await u.click(within(dialog).getByRole('button', { name: 'Retirer des favoris' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Retirer des favoris ?' });
    await u.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    expect(await within(confirm).findByText('Erreur lors de la suppression de la recette')).toBeInTheDocument();
    await u.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('dialog', { name: 'Mousse au chocolat' })).toBeInTheDocument();
    expect(server).toContain(mousse);
  });
});
